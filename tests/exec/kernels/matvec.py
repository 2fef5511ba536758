import numpy as np

KERNEL = "matvec"
GLOBAL = (64,)
_N = 100
RTOL, ATOL = 1e-4, 1e-4  # the reference sums in float64


def args(rng):
    return {
        "A": rng.standard_normal(GLOBAL[0] * _N).astype(np.float32),
        "x": rng.standard_normal(_N).astype(np.float32),
        "y": np.zeros(GLOBAL[0], np.float32),
        "n": np.uint32(_N),
    }


def reference(A, x, y, n):
    return {"y": (A.reshape(-1, int(n)).astype(np.float64) @ x).astype(np.float32)}
