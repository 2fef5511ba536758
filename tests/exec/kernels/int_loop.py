import numpy as np

KERNEL = "int_loop"
GLOBAL = (500,)


def args(rng):
    return {"out": np.zeros(GLOBAL[0], np.int32)}


def reference(out):
    i = np.arange(GLOBAL[0])
    m = i % 37
    return {"out": (m * (m + 1) * (2 * m + 1) // 6).astype(np.int32)}
