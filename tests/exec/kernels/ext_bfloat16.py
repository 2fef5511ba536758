import numpy as np

KERNEL = "ext_bfloat16"
GLOBAL = (512,)
EXT = "+SPV_INTEL_bfloat16_conversion"
VALIDATORS = "new"  # SPIRV-Tools 2023.1 does not know SPV_INTEL_bfloat16_conversion


def to_bfloat_bits(x):
    u = x.view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def args(rng):
    n = GLOBAL[0]
    x = rng.uniform(-1e4, 1e4, n).astype(np.float32)
    x[:8] = [0.0, -0.0, 1.0, 1.00390625, 1.01171875, 3.0e38, 1e-40, -2.5]  # ties, overflow-free, denormal
    return {
        "x": x,
        "bits": np.zeros(n, np.uint16),
        "back": np.zeros(n, np.float32),
        "bits4": np.zeros(n, np.uint16),
        "back4": np.zeros(n, np.float32),
    }


def reference(x, bits, back, bits4, back4):
    b = to_bfloat_bits(x)
    f = (b.astype(np.uint32) << 16).view(np.float32)
    return {"bits": b, "back": f, "bits4": b, "back4": f}
REQUIRES = ["cl_intel_bfloat16"]
