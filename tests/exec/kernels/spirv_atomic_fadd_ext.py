import numpy as np

KERNEL = "spirv_atomic_fadd_ext"
GLOBAL = (1024,)
VALIDATORS = "new"  # SPIRV-Tools 2023.1 does not know the float atomics' capabilities
# The runtime's OpenCL C compiler does not declare the __spirv_* functions.
SKIP_MODES = {"source": "the __spirv_* functions are SPIR-V friendly IR, not OpenCL C builtins"}


def args(rng):
    n = GLOBAL[0]
    # Multiples of 1/4 below 2^10: every partial sum is exact in float and double,
    # so the order of the atomic additions does not matter.
    x = (rng.integers(-4096, 4096, n) / 4).astype(np.float64)
    return {
        "x": x,
        "dsum": np.zeros(4, np.float64),
        "fsum": np.zeros(4, np.float32),
        "fmin": np.full(4, np.inf, np.float32),
        "fmax": np.full(4, -np.inf, np.float32),
    }


def reference(x, dsum, fsum, fmin, fmax):
    lanes = x.reshape(-1, 4)
    return {
        "dsum": lanes.sum(axis=0),
        "fsum": lanes.sum(axis=0).astype(np.float32),
        "fmin": lanes.min(axis=0).astype(np.float32),
        "fmax": lanes.max(axis=0).astype(np.float32),
    }
