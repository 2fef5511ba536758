import numpy as np

KERNEL = "ocl_math_double"
GLOBAL = (128,)
RTOL = 1e-12
ATOL = 1e-12


def args(rng):
    N = GLOBAL[0]
    return {"x": rng.uniform(-10, 10, N), "out": np.zeros(6 * N), "v": np.zeros(2 * N)}


def reference(x, out, v):
    a = x
    o = np.stack([np.sqrt(np.abs(a)), np.exp(a * 0.1), a * a + 1, np.abs(a) ** 1.5,
                  np.clip(a, -1, 1) + np.maximum(a, 0) + np.minimum(a, 0),
                  np.floor(a) + np.sin(a) + np.arctan2(a, 3)], axis=1)
    d = np.stack([a, -a], axis=1)
    w = d + (np.array([1.0, 2.0]) - d) * 0.25 + np.sign(d) + np.fmin(d, 0.5)
    return {"out": o.ravel(), "v": w.ravel()}
