import numpy as np

KERNEL = "hip_vadd"
GLOBAL = (1024,)
LOCAL = (64,)
_N = 1000  # the last block's tail is out of range: those c stay as they were


def args(rng):
    return {
        "c": np.full(GLOBAL[0], -1.0, np.float32),
        "a": rng.standard_normal(GLOBAL[0]).astype(np.float32),
        "b": rng.standard_normal(GLOBAL[0]).astype(np.float32),
        "n": np.int32(_N),
    }


def reference(c, a, b, n):
    c[:n] = a[:n] + b[:n]
    return {"c": c}
