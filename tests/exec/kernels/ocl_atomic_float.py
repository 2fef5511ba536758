import numpy as np

SKIP_MODES = {"spv-ir": "llvm-spirv-15 asserts on atomic_compare_exchange of floats (visitCallAtomicCmpXchg): no reference SPIR-V to read back"}
KERNEL = "ocl_atomic_float"
GLOBAL = (256,)
# OpenCL C 2.0 atomic orders and scopes beyond relaxed/work-group, optional in OpenCL C 3.0.
REQUIRES = ["__opencl_c_atomic_order_seq_cst", "__opencl_c_atomic_scope_device"]
RTOL = 1e-4
ATOL = 1e-3  # the sum's rounding depends on the order of additions


def args(rng):
    N = GLOBAL[0]
    return {"v": rng.integers(-8, 8, N).astype(np.float32) * np.float32(0.25), "last": np.zeros(1, np.float32),
            "sum": np.zeros(1, np.float32), "cell": np.zeros(1, np.float32), "seen": np.zeros(1, np.float32)}


def reference(v, **_):
    return {"last": np.ones(1, np.float32), "sum": np.array([v.sum()], np.float32),
            "cell": np.array([4.0], np.float32), "seen": np.array([6.5], np.float32)}
