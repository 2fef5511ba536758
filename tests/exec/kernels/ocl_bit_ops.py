import numpy as np

SKIP_MODES = {"spv-ir": "the reference translator writes OpSUDot (SPV_KHR_integer_dot_product), which the plugin's default target does not allow"}
KERNEL = "ocl_bit_ops"
GLOBAL = (256,)


def rev(v, bits):
    return int(format(int(v), f"0{bits}b")[::-1], 2)


def sext(v, bits):
    return v - (1 << bits) if v >= 1 << (bits - 1) else v


def args(rng):
    N = GLOBAL[0]
    oc = rng.integers(0, 2**16, N).astype(np.uint32)
    return {"a": rng.integers(0, 2**32, N, dtype=np.uint64).astype(np.uint32),
            "b": rng.integers(0, 2**32, N, dtype=np.uint64).astype(np.uint32), "oc": oc,
            "ru": np.zeros(3 * N, np.uint32), "ri": np.zeros(4 * N, np.int32), "rc": np.zeros(4 * N, np.uint8),
            "rl": np.zeros(N, np.uint64)}


def reference(a, b, oc, **_):
    ru, ri, rc, rl = [], [], [], []
    for x, y, o in zip(a.astype(object), b.astype(object), oc.astype(object)):
        x, y, o = int(x), int(y), int(o)
        off = o & 15
        cnt = (o >> 4) % (33 - off)
        mask = ((1 << cnt) - 1) << off
        ru += [(x & ~mask | (y << off) & mask) & 0xffffffff, (x >> off) & ((1 << cnt) - 1), rev(x, 32)]
        field = (x >> off) & ((1 << cnt) - 1)
        xs = [sext((x >> (8 * k)) & 255, 8) for k in range(4)]
        xu = [(x >> (8 * k)) & 255 for k in range(4)]
        ys = [sext((y >> (8 * k)) & 255, 8) for k in range(4)]
        yu = [(y >> (8 * k)) & 255 for k in range(4)]
        dot = lambda p, q: sum(s * t for s, t in zip(p, q))
        sat = lambda v: min(max(v, -2**31), 2**31 - 1)
        ri += [sext(field, cnt) if cnt else 0, dot(xs, yu), sat(dot(xs, ys) + sext((y << 16) & 0xffffffff, 32)),
               sext((dot(xu, yu) + dot(xs, yu) + sat(dot(xs, ys) + 7)) & 0xffffffff, 32)]
        m = ((1 << 3) - 1) << 2
        rc += [rev(xu[k], 8) ^ ((yu[k] & ~m | (xu[k] << 2) & m) & 255) for k in range(4)]
        rl.append((rev((x << 32) | y, 64) + ((((y << 32) | x) >> 20) & ((1 << 30) - 1))) % 2**64)
    return {"ru": np.array(ru, np.uint32), "ri": np.array(ri, np.int64).astype(np.int32),
            "rc": np.array(rc, np.uint8), "rl": np.array(rl, dtype=np.uint64)}
