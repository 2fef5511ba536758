import numpy as np

KERNEL = "ocl_printf"
GLOBAL = (16,)
# PoCL 6.0's printf fails on these formats ("printf format string error: 0x23", or a
# non-zero return): the reference translator's module fails there too.
BROKEN_ON = {"pocl": "printf fails on these formats, from source too (so evidence cannot decide)"}


def args(rng):
    return {"v": rng.integers(-100, 100, GLOBAL[0]).astype(np.int32), "r": np.zeros(GLOBAL[0], np.int32)}


def reference(v, r):
    r = v + 1
    r[:2] = 0  # printf(...) < 0 is false
    return {"r": r.astype(np.int32)}
