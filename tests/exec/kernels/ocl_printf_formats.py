import numpy as np

KERNEL = "ocl_printf_formats"
GLOBAL = (64,)


def args(rng):
    return {"v": rng.uniform(-5, 5, 4 * GLOBAL[0]).astype(np.float32), "ok": np.zeros(GLOBAL[0], np.int32)}


def reference(v, ok):
    return {"ok": np.ones(GLOBAL[0], np.int32)}
