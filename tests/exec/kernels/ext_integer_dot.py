import numpy as np

KERNEL = "ext_integer_dot"
GLOBAL = (256,)
EXT = "+SPV_KHR_integer_dot_product"


def args(rng):
    n = GLOBAL[0]
    acc = rng.integers(-(2**31), 2**31, n, dtype=np.int64).astype(np.int32)
    acc[:4] = [2**31 - 1, -(2**31), 2**31 - 100, 0]  # saturation
    return {"a": rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32),
            "b": rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32),
            "acc": acc, "ri": np.zeros(4 * n, np.int32), "ru": np.zeros(2 * n, np.uint32)}


def reference(a, b, acc, **_):
    def lanes(v, signed):
        out = [(int(v) >> (8 * k)) & 255 for k in range(4)]
        return [u - 256 if signed and u >= 128 else u for u in out]

    dot = lambda p, q: sum(s * t for s, t in zip(p, q))
    ssat = lambda v: min(max(v, -2**31), 2**31 - 1)
    usat = lambda v: min(max(v, 0), 2**32 - 1)
    ri, ru = [], []
    for x, y, c in zip(a, b, acc.astype(np.int64)):
        c = int(c)
        xs, xu, ys, yu = lanes(x, True), lanes(x, False), lanes(y, True), lanes(y, False)
        ri += [dot(xs, yu), ssat(dot(xs, ys) + c), dot(xs, yu) + dot(xu, ys), ssat(dot(xs, ys) + c)]
        ru += [dot(xu, yu), usat(dot(xu, yu) + (c * 2) % 2**32)]
    return {"ri": np.array(ri, np.int64).astype(np.int32), "ru": np.array(ru, np.uint64).astype(np.uint32)}
REQUIRES = ["cl_khr_integer_dot_product"]
