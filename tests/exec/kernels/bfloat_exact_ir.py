import numpy as np

KERNEL = "bfloat_exact_ir"
GLOBAL = (256,)
REQUIRES = ["cl_intel_bfloat16"]
VALIDATORS = "new"  # SPIRV-Tools 2023.1 does not know SPV_INTEL_bfloat16_conversion


def _to_bits(x):
    """float64 values rounded to bfloat (nearest even), as bits."""
    u = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def _from_bits(b):
    return (b.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def args(rng):
    n = GLOBAL[0]
    return {
        "x": _to_bits(rng.uniform(-100, 100, n)),
        "y": _to_bits(rng.uniform(-50, 50, n)),
        "out": np.zeros(5 * n, np.uint16),
    }


def reference(x, y, out):
    a, b = _from_bits(x), _from_bits(y)
    absolute = np.abs(a)
    signed = np.copysign(absolute, b)
    product = _from_bits(_to_bits(a * b))
    rows = [
        x & 0x7FFF,
        _to_bits(signed),
        _to_bits(np.minimum(signed, b)),
        _to_bits(product + a),
        _to_bits(np.minimum(np.maximum(a, b), absolute)),
    ]
    return {"out": np.stack(rows, axis=1).reshape(-1).astype(np.uint16)}
