import numpy as np
import pyopencl as cl

KERNEL = "ocl_atomic_c11"
GLOBAL = (1024,)
LOCAL = (128,)
# OpenCL C 2.0 atomic orders and scopes beyond relaxed/work-group, optional in OpenCL C 3.0.
REQUIRES = ["__opencl_c_atomic_order_seq_cst", "__opencl_c_atomic_scope_device", "__opencl_c_atomic_order_acq_rel", "__opencl_c_atomic_scope_all_devices"]


def args(rng):
    N = GLOBAL[0]
    return {"v": rng.integers(-(2**20), 2**20, N).astype(np.int32),
            "g": np.array([1, 2, -(2**31), 2**31 - 1, 0, 0, 3], np.int32),
            "u": np.array([0, 0xffffffff, 0x0f0f0f0f, 0, 0xffffffff], np.uint32),
            "seen": np.zeros(N, np.int32), "loc": cl.LocalMemory(4)}


def reference(v, g, u, seen, loc):
    x = v.astype(np.int64)
    xu = v.view(np.uint32)
    g = g.astype(np.int64)
    g[0] += x.sum()
    g[1] -= x.sum()
    g[2] = x.max()
    g[3] = x.min()
    g[4], g[5], g[6] = 42, 43, 8
    acc = 0x0f0f0f0f
    for t in xu:
        acc ^= int(t)
    u = np.array([0xffffffff, 0xffffffff & ~((1 << 29) - 1), acc, xu.max(), xu.min()], np.uint64)
    seen = np.full(len(v), LOCAL[0], np.int64)
    seen[0] += 3 * 1000 + 7
    return {"g": g.astype(np.int32), "u": u.astype(np.uint32), "seen": seen.astype(np.int32)}
