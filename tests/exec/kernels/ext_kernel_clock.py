import numpy as np

KERNEL = "ext_kernel_clock"
GLOBAL = (256,)
EXT = "+SPV_KHR_shader_clock"
CLANG_FLAGS = ["-cl-std=CL3.0"]
# SPIRV-Tools 2023.1 allows OpReadClockKHR only at Subgroup or Device scope;
# cl_khr_kernel_clock's clock_read_work_group is Workgroup, which 2025.x accepts.
VALIDATORS = "new"


def args(rng):
    n = GLOBAL[0]
    return {
        "x": rng.integers(0, 50, n).astype(np.int32),
        "ok": np.zeros(4 * n, np.int32),
        "sum": np.zeros(n, np.int32),
    }


def reference(x, ok, sum):
    k = x.astype(np.int64)
    return {"ok": np.ones(4 * x.size, np.int32), "sum": (k * (k - 1) // 2 * k).astype(np.int32)}

SKIP_MODES = {"roundtrip": "llvm-spirv-15 -r does not know SPV_KHR_shader_clock"}
REQUIRES = ["cl_khr_kernel_clock"]
