import numpy as np

KERNEL = "atomics16_ir"
GLOBAL = (256,)
LOCAL = (64,)
_GROUPS = GLOBAL[0] // LOCAL[0]
REQUIRES = ["cl_intel_bfloat16", "cl_khr_fp16"]



def bfloat_bits(n):
    return int((np.array([n], np.float32).view(np.uint32)[0]) >> 16)


def half_bits(n):
    return int(np.array([n], np.float16).view(np.uint16)[0])


def args(rng):
    return {"g": np.zeros(8, np.uint16), "lo": np.zeros(4 * _GROUPS, np.uint16)}


def reference(g, lo):
    n, m = GLOBAL[0], LOCAL[0]
    # Exact: every partial count is representable (bfloat up to 256, half up to 2048).
    g = np.array([n, bfloat_bits(n), half_bits(n), 2 * n, n, bfloat_bits(n), 0, 0], np.uint16)
    lo = np.tile(np.array([m, bfloat_bits(m), half_bits(m), m], np.uint16), _GROUPS)
    return {"g": g, "lo": lo}


VALIDATORS = "new"  # SPIRV-Tools 2023.1 does not know SPV_INTEL_bfloat16_conversion
