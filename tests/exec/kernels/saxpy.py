import numpy as np

KERNEL = "saxpy"
GLOBAL = (1000,)


def args(rng):
    n = GLOBAL[0]
    return {
        "a": np.float32(2.5),
        "x": rng.standard_normal(n).astype(np.float32),
        "y": rng.standard_normal(n).astype(np.float32),
    }


def reference(a, x, y):
    return {"y": a * x + y}
