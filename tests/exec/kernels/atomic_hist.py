import numpy as np

KERNEL = "atomic_hist"
GLOBAL = (4096,)


def args(rng):
    return {
        "v": rng.integers(0, 1000, GLOBAL[0]).astype(np.uint32),
        "hist": np.zeros(16, np.int32),
    }


def reference(v, hist):
    return {"hist": np.bincount(v % 16, minlength=16).astype(np.int32)}
