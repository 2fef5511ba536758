import numpy as np

SKIP_MODES = {"spv-ir": "llvm-spirv-15 asserts on the saturating intrinsics (cast<IntegerType>): no reference SPIR-V to read back"}
KERNEL = "intrinsic_saturating"
GLOBAL = (128,)


def edgy(rng, n, bits):
    """Random signed values of `bits` bits, with the extremes mixed in."""
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    edges = np.array([lo, lo + 1, -1, 0, 1, hi - 1, hi, lo // 2, hi // 2 + 1], dtype=np.int64)
    small = rng.integers(-70000, 70000, n)
    big = rng.integers(lo, hi, n, endpoint=True)
    pick = rng.integers(0, 3, n)
    out = np.where(pick == 0, edges[rng.integers(0, len(edges), n)], np.where(pick == 1, small, big))
    return np.clip(out, lo, hi)


def args(rng):
    n = GLOBAL[0]
    return {
        "a": edgy(rng, n, 32).astype(np.int32),
        "b": edgy(rng, n, 32).astype(np.int32),
        "la": edgy(rng, n, 64).astype(np.int64),
        "lb": edgy(rng, n, 64).astype(np.int64),
        "ca": edgy(rng, 4 * n, 8).astype(np.int8),
        "cb": edgy(rng, 4 * n, 8).astype(np.int8),
        "sa": edgy(rng, 8 * n, 16).astype(np.int16),
        "sb": edgy(rng, 8 * n, 16).astype(np.int16),
        "ri": np.zeros(2 * n, np.int32),
        "ru": np.zeros(2 * n, np.uint32),
        "rl": np.zeros(3 * n, np.int64),
        "rul": np.zeros(3 * n, np.uint64),
        "rc": np.zeros(8 * n, np.int8),
        "ruc": np.zeros(8 * n, np.uint8),
        "rs": np.zeros(16 * n, np.int16),
        "rus": np.zeros(16 * n, np.uint16),
        "flags": np.zeros(12 * n, np.int32),
    }


def sat(v, bits, signed):
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return min(max(v, lo), hi)


def wrap(v, bits, signed):
    v &= (1 << bits) - 1
    return v - (1 << bits) if signed and v >> (bits - 1) else v


def fits(v, bits, signed):
    return sat(v, bits, signed) == v


def pairs(x, y, bits, per):
    """Saturating add and sub of element vectors, interleaved by vector of `per`."""
    out = []
    for k in range(0, len(x), per):
        xs, ys = [int(v) for v in x[k:k + per]], [int(v) for v in y[k:k + per]]
        out += [sat(p + q, bits, True) for p, q in zip(xs, ys)]
        out += [sat(p - q, bits, True) for p, q in zip(xs, ys)]
    return out


def upairs(x, y, bits, per):
    out = []
    m = (1 << bits) - 1
    for k in range(0, len(x), per):
        xs, ys = [int(v) & m for v in x[k:k + per]], [int(v) & m for v in y[k:k + per]]
        out += [sat(p + q, bits, False) for p, q in zip(xs, ys)]
        out += [sat(p - q, bits, False) for p, q in zip(xs, ys)]
    return out


def reference(a, b, la, lb, ca, cb, sa, sb, ri, ru, rl, rul, rc, ruc, rs, rus, flags):
    n = len(a)
    ri[:] = pairs(a, b, 32, 1)
    ru[:] = upairs(a, b, 32, 1)
    rl[:2 * n] = pairs(la, lb, 64, 1)
    rul[:2 * n] = upairs(la, lb, 64, 1)
    rc[:] = pairs(ca, cb, 8, 4)
    ruc[:] = upairs(ca, cb, 8, 4)
    rs[:] = pairs(sa, sb, 16, 8)
    rus[:] = upairs(sa, sb, 16, 8)
    for i in range(n):
        x, y = int(a[i]), int(b[i])
        ux, uy = x & 0xFFFFFFFF, y & 0xFFFFFFFF
        f = []
        for exact in (x + y, x - y, x * y):
            f += [wrap(exact, 32, True), int(not fits(exact, 32, True))]
        for exact in (ux + uy, ux - uy, ux * uy):
            f += [wrap(exact, 32, True), int(not fits(exact, 32, False))]
        flags[12 * i: 12 * i + 12] = f
        lx, ly = int(la[i]), int(lb[i])
        p = lx * ly
        rl[2 * n + i] = -1 if not fits(p, 64, True) else p
        up = (lx & (2**64 - 1)) * (ly & (2**64 - 1))
        rul[2 * n + i] = 0 if not fits(up, 64, False) else up
    return {"ri": ri, "ru": ru, "rl": rl, "rul": rul, "rc": rc, "ruc": ruc,
            "rs": rs, "rus": rus, "flags": flags}
