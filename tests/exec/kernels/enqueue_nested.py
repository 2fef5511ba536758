import numpy as np

KERNEL = "enqueue_nested"
GLOBAL = (1,)
DEVICE_QUEUE = True


def args(rng):
    return {
        "in": rng.integers(-100, 100, 64).astype(np.int32),
        "sums": np.zeros(4, np.int32),
        "scaled": np.zeros(4, np.int32),
        "status": np.full(1, -1, np.int32),
        "factor": np.int32(3),
    }


def reference(**a):
    sums = a["in"].reshape(4, 16).sum(axis=1).astype(np.int32)
    return {"sums": sums, "scaled": sums * 3, "status": np.zeros(1, np.int32)}
