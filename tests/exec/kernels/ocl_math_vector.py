import numpy as np

KERNEL = "ocl_math_vector"
GLOBAL = (64,)
RTOL = 1e-5
ATOL = 1e-5


def args(rng):
    N = GLOBAL[0]
    a = {f"x{n}": rng.uniform(-3, 3, n * N).astype(np.float32) for n in (2, 3, 4, 8, 16)}
    a.update({f"y{n}": np.zeros(n * N, np.float32) for n in (2, 3, 4, 8, 16)})
    return a


def reference(x2, x3, x4, x8, x16, **_):
    f = lambda v: v.astype(np.float64)
    a, b, c, d, e = f(x2), f(x3), f(x4), f(x8), f(x16)
    return {
        "y2": (np.sqrt(np.abs(a)) + np.floor(a)).astype(np.float32),
        "y3": (np.exp(b) - np.sin(b)).astype(np.float32),
        "y4": (np.cos(c) * np.maximum(c, 0.5)).astype(np.float32),
        "y8": (np.log(np.abs(d) + 1) + np.abs(d) ** 1.5).astype(np.float32),
        "y16": (e * e + 1 + np.arctan2(e, 2) + (e * 2 + e)).astype(np.float32),
    }
