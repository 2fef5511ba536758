import numpy as np

KERNEL = "ocl_atomic_flag"
GLOBAL = (512,)
LOCAL = (64,)
# OpenCL C 2.0 atomic orders and scopes beyond relaxed/work-group, optional in OpenCL C 3.0.
REQUIRES = ["__opencl_c_atomic_order_seq_cst", "__opencl_c_atomic_scope_device", "__opencl_c_atomic_order_acq_rel"]


def args(rng):
    G = GLOBAL[0] // LOCAL[0]
    return {"flags": np.zeros(G, np.int32), "winners": np.zeros(G, np.int32), "cleared": np.zeros(G, np.int32)}


def reference(flags, winners, cleared):
    G = len(flags)
    return {"winners": np.ones(G, np.int32), "cleared": np.ones(G, np.int32)}
