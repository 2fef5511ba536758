import numpy as np

KERNEL = "core_vectors"
_N = 256
GLOBAL = (_N,)
RTOL = 1e-6


def args(rng):
    return {
        "a": rng.standard_normal((_N, 4)).astype(np.float32),
        "b": rng.integers(-10, 10, (_N, 4)).astype(np.int32),
        "d": rng.standard_normal(_N),
    }


def reference(a, b, d):
    v = a[:, ::-1] * np.float32(2.0) + a
    w = np.where(b > 3, b, -b)
    return {"a": v.astype(np.float32), "b": w[:, [1, 0, 3, 2]].astype(np.int32), "d": d * 3.0 + v[:, 0].astype(np.float64)}
