import numpy as np

KERNEL = "arm_dot_kernel"
GLOBAL = (256,)
SKIP_MODES = {"source": "Intel's compiler does not provide cl_arm_integer_dot_product"}


def args(rng):
    n = GLOBAL[0]
    return {"a": rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32),
            "b": rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32),
            "ru": np.zeros(n, np.uint32), "ri": np.zeros(n, np.int32)}


def reference(a, b, **_):
    def lanes(v, signed):
        out = [(int(v) >> (8 * k)) & 255 for k in range(4)]
        return [u - 256 if signed and u >= 128 else u for u in out]

    def dot(p, q):
        return sum(s * t for s, t in zip(p, q))

    return {"ru": np.array([dot(lanes(x, False), lanes(y, False)) for x, y in zip(a, b)], np.uint32),
            "ri": np.array([dot(lanes(x, True), lanes(y, True)) for x, y in zip(a, b)], np.int32)}
