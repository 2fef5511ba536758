import numpy as np

KERNEL = "ocl_devicelib_assert"
GLOBAL = (64,)


def args(rng):
    return {"v": rng.integers(0, 1000, GLOBAL[0]).astype(np.int32), "out": np.zeros(GLOBAL[0], np.int32)}


def reference(v, out):
    return {"out": v * 2}
REQUIRES = ["cl_intel_devicelib_assert"]
