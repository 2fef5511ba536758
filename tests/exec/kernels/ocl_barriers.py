import numpy as np
import pyopencl as cl

KERNEL = "ocl_barriers"
GLOBAL = (512,)
LOCAL = (64,)
# OpenCL C 2.0 atomic orders and scopes beyond relaxed/work-group, optional in OpenCL C 3.0.
REQUIRES = ["__opencl_c_atomic_order_acq_rel"]


def args(rng):
    return {"in": rng.integers(-1000, 1000, GLOBAL[0]).astype(np.int32), "out": np.zeros(GLOBAL[0], np.int32),
            "a": cl.LocalMemory(4 * LOCAL[0]), "b": cl.LocalMemory(4 * LOCAL[0])}


def reference(**a):
    x = a["in"].reshape(-1, LOCAL[0])
    b = np.roll(x, -1, axis=1) * 2
    a2 = np.roll(b, -3, axis=1) + 1
    return {"out": np.roll(a2, 1, axis=1).ravel()}
