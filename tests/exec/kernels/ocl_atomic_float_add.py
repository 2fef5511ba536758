import numpy as np
import pyopencl as cl

KERNEL = "ocl_atomic_float_add"
GLOBAL = (512,)
LOCAL = (64,)
# OpenCL C 2.0 atomic orders and scopes beyond relaxed/work-group, optional in OpenCL C 3.0.
REQUIRES = ["__opencl_c_atomic_order_seq_cst", "__opencl_c_atomic_scope_device"]


def args(rng):
    N = GLOBAL[0]
    # Quarter steps: every partial sum is exact, whatever the order.
    return {"v": rng.integers(-40, 40, N).astype(np.float32) * np.float32(0.25),
            "g": np.array([1.0, -100.0, 100.0], np.float32), "l": cl.LocalMemory(4),
            "partial": np.zeros(N // LOCAL[0], np.float32)}


def reference(v, g, l, partial):
    return {"g": np.array([1 + v.sum(), max(-100, v.max()), min(100, v.min())], np.float32),
            "partial": -v.reshape(-1, LOCAL[0]).sum(1).astype(np.float32)}
