import numpy as np

KERNEL = "bfloat_dot_nan_ir"
GLOBAL = (256,)
REQUIRES = ["cl_intel_bfloat16"]
VALIDATORS = "new"  # SPIRV-Tools 2023.1 does not know SPV_INTEL_bfloat16_conversion


def to_bfloat_bits(x):
    """Values exact in bfloat (small integers), as bits."""
    return (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)


def args(rng):
    n = GLOBAL[0]
    return {
        "x": to_bfloat_bits(rng.integers(-8, 9, (n, 4))),
        "y": to_bfloat_bits(rng.integers(-8, 9, (n, 4))),
        "dot": np.zeros(n, np.uint16),
        "isnan": np.zeros(n, np.int32),
    }


def reference(x, y, dot, isnan):
    a = (x.astype(np.uint32) << 16).view(np.float32)
    b = (y.astype(np.uint32) << 16).view(np.float32)
    # |sum| <= 256: exact in bfloat's 8-bit significand.
    return {"dot": to_bfloat_bits((a * b).sum(axis=1)), "isnan": np.ones(len(x), np.int32)}
