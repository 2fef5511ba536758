import numpy as np

KERNEL = "ocl_math_mixed"
GLOBAL = (128,)
RTOL = 1e-5
ATOL = 1e-6


def args(rng):
    N = GLOBAL[0]
    return {"x": rng.uniform(-1, 1, 4 * N).astype(np.float32), "s": rng.uniform(0, 1, N).astype(np.float32),
            "k": rng.integers(-5, 6, N).astype(np.int32), "out": np.zeros(28 * N, np.float32)}


def reference(x, s, k, out):
    v = x.reshape(-1, 4).astype(np.float64)
    t = s.astype(np.float64)[:, None]
    c = np.array([1.0, 2, 3, 4])
    u = np.clip((v + 0.5) / 1.0, 0, 1)
    o = np.stack([np.fmin(v, t), np.fmax(v, t), v * 2.0 ** k[:, None], np.clip(v, -0.5, 0.5),
                  v + (c - v) * t, np.where(v < t, 0.0, 1.0),
                  u * u * (3 - 2 * u) + np.maximum(v, t) + np.minimum(v, 0.25)], axis=1)
    return {"out": o.astype(np.float32).ravel()}
