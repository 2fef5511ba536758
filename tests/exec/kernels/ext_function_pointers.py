import numpy as np

KERNEL = "ext_function_pointers"
GLOBAL = (256,)
EXT = "+SPV_INTEL_function_pointers"
CLANG_FLAGS = ["-Xclang", "-cl-ext=+__cl_clang_function_pointers"]
# SPIRV-Tools up to 2025.5 rejects every SPV_INTEL_function_pointers module (a
# pointer to OpTypeFunction is "Invalid use of function type"; the forward
# reference OpConstantFunctionPointerINTEL needs is "not defined"), the reference
# translator's output too: the runtime is the check here.
VALIDATORS = "none"
SKIP_MODES = {
    "roundtrip": "llvm-spirv-15 -r aborts on the CodeSectionINTEL storage class (its version of the extension predates it)",
    "source": "the source build passes only -cl-std=CL2.0, not the __cl_clang_function_pointers extension",
}
# The runtime's vectorizer crashes (vplan-vec) on indirect calls, on the
# reference translator's SPIR-V as well; scalar code runs them.
RUNTIME_ENV = {"CL_CONFIG_CPU_VECTORIZER_MODE": "1"}


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
BROKEN_ON = {"pocl": "PoCL 6 reads SPIR-V with llvm-spirv-18, which asserts on SPV_INTEL_function_pointers calls (its source build fails too)"}
