import numpy as np

KERNEL = "bfloat16_ir"
GLOBAL = (512,)
REQUIRES = ["cl_intel_bfloat16"]


def to_bfloat_bits(x):
    """float64 values rounded to bfloat (nearest even), as bits."""
    u = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def from_bfloat_bits(b):
    return (b.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def args(rng):
    n = GLOBAL[0]
    return {
        "x": to_bfloat_bits(rng.uniform(-100, 100, n)),
        "y": to_bfloat_bits(rng.uniform(-4, 4, n)),
        "outb": np.zeros(n, np.uint16),
        "outf": np.zeros(n, np.float32),
    }


def reference(x, y, outb, outf):
    a, b = from_bfloat_bits(x), from_bfloat_bits(y)
    # Each operation rounded to bfloat; a product of two bfloats is exact in float64
    # and a float64 sum rounds to bfloat as the plugin's float sum does (24 >= 2 * 8 + 2 bits).
    m = from_bfloat_bits(to_bfloat_bits(a * b))
    s = to_bfloat_bits(m + a)
    return {"outb": s, "outf": from_bfloat_bits(s).astype(np.float32)}
VALIDATORS = "new"  # SPIRV-Tools 2023.1 does not know SPV_INTEL_bfloat16_conversion
