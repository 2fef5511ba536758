import numpy as np

KERNEL = "ext_function_pointers"
GLOBAL = (256,)
# (OpenCL C 2.0: clang 16 crashes on function pointers under -cl-std=CL1.2, so the
# module uses the generic address space, which rusticl lacks: it skips the kernel.)
CLANG_FLAGS = ["-Xclang", "-cl-ext=+__cl_clang_function_pointers"]
# No extension: function addresses are indices and the calls switch over them
# (the default function-pointers=indices), so every validator and runtime takes
# the module.
SKIP_MODES = {
    "source": "the source build passes only -cl-std=CL2.0, not the __cl_clang_function_pointers extension",
}


def args(rng):
    n = GLOBAL[0]
    return {
        "a": rng.integers(-1000, 1000, n).astype(np.int32),
        "b": rng.integers(-1000, 1000, n).astype(np.int32),
        "which": rng.integers(0, 1000, n).astype(np.int32),
        "out": np.zeros(n, np.int32),
    }


def reference(a, b, which, out):
    picked = np.select([which % 3 == 0, which % 3 == 1], [a + b, a * b], a - b)
    second = np.where(a & 1, b + 2, b * 2)
    return {"out": (picked + second).astype(np.int32)}
