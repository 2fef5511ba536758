import numpy as np

KERNEL = "ocl_atomic_64"
GLOBAL = (512,)
# OpenCL C 2.0 atomic orders and scopes beyond relaxed/work-group, optional in OpenCL C 3.0.
REQUIRES = ["__opencl_c_atomic_order_seq_cst", "__opencl_c_atomic_scope_device"]
OPENCL_ENV = False  # spirv-val's OpenCL environments reject the optional Int64Atomics


def args(rng):
    N = GLOBAL[0]
    return {"v": rng.integers(-(2**60), 2**60, N, dtype=np.int64),
            "g": np.array([1, 2, 3, 2**62, 0], np.int64), "u": np.array([0, 0, 0xdeadbeef], np.uint64),
            "w": np.array([7, 0, 0, 0, 2**40], np.int64), "wu": np.zeros(1, np.uint64)}


def reference(v, g, u, w, wu):
    N = len(v)
    x = [int(t) for t in v]
    wrap = lambda t: ((t + 2**63) % 2**64) - 2**63
    g = np.array([wrap(1 + sum(x)), wrap(2 - sum(x)), 3 + N, min(2**62, min(x)), 1], np.int64)
    xu = [t % 2**64 for t in x]
    acc = 0xdeadbeef
    for t in xu:
        acc ^= t
    u = np.array([max(xu), 2**64 - 1, acc], np.uint64)
    w = np.array([wrap(7 + sum(x)), min(0, min(t * -3 for t in x)), 2 * N, 2**40 + 1, -1], np.int64)
    return {"g": g, "u": u, "w": w, "wu": np.array([max(xu)], np.uint64)}
