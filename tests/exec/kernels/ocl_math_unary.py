import numpy as np

KERNEL = "ocl_math_unary"
GLOBAL = (256,)
RTOL = 1e-5
ATOL = 1e-5


def args(rng):
    N = GLOBAL[0]
    x = rng.uniform(-4, 4, N).astype(np.float32)
    x[::7] = np.round(x[::7]) + 0.5
    return {"x": x, "p": rng.uniform(0.01, 100, N).astype(np.float32), "out": np.zeros(16 * N, np.float32)}


def reference(x, p, out):
    x, p = x.astype(np.float64), p.astype(np.float64)
    r = np.stack([np.sqrt(p), np.exp(x), np.log(p), np.sin(x), np.cos(x), np.tan(x), np.cbrt(x), np.abs(x),
                  np.floor(x), np.ceil(x), np.trunc(x), np.sign(x) * np.floor(np.abs(x) + 0.5), np.rint(x),
                  1 / np.sqrt(p), np.arctan(x), np.exp2(x) + np.log2(p)], axis=1)
    return {"out": r.astype(np.float32).ravel()}
