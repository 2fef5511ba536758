import numpy as np

KERNEL = "intrinsic_bits"
GLOBAL = (256,)


def args(rng):
    n = GLOBAL[0]
    x = rng.integers(0, 2**64 - 1, n, dtype=np.uint64, endpoint=True)
    # Sparse values, so that clz/ctz see every range; and the edges.
    x[::3] >>= rng.integers(0, 64, len(x[::3]), dtype=np.uint64)
    x[:6] = [0, 1, 2**63, 2**64 - 1, 2**32, 0x80]
    return {
        "x": x,
        "r64": np.zeros(2 * n, np.uint64),
        "r32": np.zeros(2 * n, np.uint32),
        "r16": np.zeros(2 * n, np.uint16),
        "r8": np.zeros(n, np.uint8),
        "counts": np.zeros(6 * n, np.int32),
    }


def rev(v, bits):
    return int(format(v, f"0{bits}b")[::-1], 2)


def swap(v, nbytes):
    return int.from_bytes(v.to_bytes(nbytes, "little"), "big")


def clz(v, bits):
    return bits - v.bit_length() if v else -1


def ctz(v):
    return (v & -v).bit_length() - 1 if v else -1


def reference(x, r64, r32, r16, r8, counts):
    for i, v in enumerate(int(e) for e in x):
        w = v & 0xFFFFFFFF
        r64[2 * i: 2 * i + 2] = [rev(v, 64), swap(v, 8)]
        r32[2 * i: 2 * i + 2] = [rev(w, 32), swap(w, 4)]
        r16[2 * i: 2 * i + 2] = [rev(w & 0xFFFF, 16), swap(w >> 16, 2)]
        r8[i] = rev((w >> 8) & 0xFF, 8)
        counts[6 * i: 6 * i + 6] = [bin(w).count("1"), bin(v).count("1"),
                                    clz(w, 32), ctz(w), clz(v, 64), ctz(v)]
    return {"r64": r64, "r32": r32, "r16": r16, "r8": r8, "counts": counts}
