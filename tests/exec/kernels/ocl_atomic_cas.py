import numpy as np

KERNEL = "ocl_atomic_cas"
GLOBAL = (512,)
# OpenCL C 2.0 atomic orders and scopes beyond relaxed/work-group, optional in OpenCL C 3.0.
REQUIRES = ["__opencl_c_atomic_order_seq_cst", "__opencl_c_atomic_scope_device", "__opencl_c_atomic_order_acq_rel"]


def args(rng):
    N = GLOBAL[0]
    return {"v": rng.uniform(-100, 100, N).astype(np.float32), "fmax_bits": np.array([-1.0e30], np.float32).view(np.int32),
            "ticket": np.zeros(1, np.int32), "order": np.zeros(N, np.int32), "tries": np.zeros(N, np.int32)}


def reference(v, **_):
    N = len(v)
    return {"fmax_bits": np.array([v.max()], np.float32).view(np.int32), "ticket": np.array([N], np.int32),
            "order": np.ones(N, np.int32), "tries": np.ones(N, np.int32)}
