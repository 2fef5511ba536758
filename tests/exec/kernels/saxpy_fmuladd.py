import numpy as np

KERNEL = "saxpy_fmuladd"
GLOBAL = (1000,)
ATOL = 1e-5  # the device may or may not fuse: one rounding more or less


def args(rng):
    n = GLOBAL[0]
    return {
        "a": np.float32(2.5),
        "x": rng.standard_normal(n).astype(np.float32),
        "y": rng.standard_normal(n).astype(np.float32),
    }


def reference(a, x, y):
    return {"y": a * x + y}
