import numpy as np

KERNEL = "hip_math"
GLOBAL = (512,)
LOCAL = (64,)
RTOL, ATOL = 1e-5, 1e-6


def args(rng):
    return {
        "y": np.zeros(GLOBAL[0], np.float32),
        "x": rng.uniform(-4, 4, GLOBAL[0]).astype(np.float32),
        "k": np.float32(0.5),
    }


def reference(y, x, k):
    x64 = x.astype(np.float64)
    return {"y": (np.exp(-float(k) * x64) * np.sin(x64)).astype(np.float32)}
