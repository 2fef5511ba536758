import numpy as np

KERNEL = "atomic_double_cmpxchg"
GLOBAL = (256,)
REQUIRES = ["cl_khr_fp64", "cl_khr_int64_base_atomics"]
OPENCL_ENV = False  # spirv-val's OpenCL environments reject the optional Int64Atomics
SKIP_MODES = {"spv-ir": "llvm-spirv-15 asserts on a double compare-exchange (OCLToSPIRV visitCallAtomicCmpXchg)"}


def args(rng):
    return {"in": rng.integers(-1000, 1000, GLOBAL[0]).astype(np.int32),
            "sum": np.zeros(1, np.float64), "count": np.zeros(1, np.int64)}


def reference(**a):
    return {"sum": np.array([a["in"].astype(np.float64).sum()]), "count": np.array([GLOBAL[0]], np.int64)}
