import numpy as np

KERNEL = "ocl_printf_formats"
GLOBAL = (64,)
# PoCL 6.0's printf fails on these formats ("printf format string error: 0x23", or a
# non-zero return): the reference translator's module fails there too.
BROKEN_ON = {"pocl": "printf fails on these formats, from source too (so evidence cannot decide)"}


def args(rng):
    return {"v": rng.uniform(-5, 5, 4 * GLOBAL[0]).astype(np.float32), "ok": np.zeros(GLOBAL[0], np.int32)}


def reference(v, ok):
    return {"ok": np.ones(GLOBAL[0], np.int32)}
