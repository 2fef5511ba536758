import numpy as np

KERNEL = "sqrt_norm"
GLOBAL = (1000,)


def args(rng):
    n = GLOBAL[0]
    return {
        "x": rng.standard_normal(n).astype(np.float32),
        "y": rng.standard_normal(n).astype(np.float32),
        "r": np.zeros(n, np.float32),
    }


def reference(x, y, r):
    return {"r": np.sqrt(x * x + y * y)}
