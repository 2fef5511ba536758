import numpy as np

KERNEL = "bfloat_fpclass_ir"
GLOBAL = (256,)
REQUIRES = ["cl_intel_bfloat16"]
VALIDATORS = "new"  # SPIRV-Tools 2023.1 does not know SPV_INTEL_bfloat16_conversion
_MASKS = [3, 1, 2, 516, 264, 144, 96, 32, 512, 1020]
# Every class, both signs: zero, subnormals, normals, infinity, signalling and quiet NaNs.
_SPECIAL = [0x0000, 0x0001, 0x007F, 0x0080, 0x3F80, 0x7F7F, 0x7F80, 0x7F81, 0x7FBF, 0x7FC0, 0x7FFF]


def args(rng):
    n = GLOBAL[0]
    special = _SPECIAL + [s | 0x8000 for s in _SPECIAL]
    x = np.concatenate([np.array(special, np.uint16), rng.integers(0, 1 << 16, n - len(special), dtype=np.uint16)])
    return {"x": x, "out": np.zeros(n * len(_MASKS), np.int32), "nan": np.zeros(n, np.int32)}


def classes(bits):
    """LangRef is.fpclass bits of one bfloat bit pattern."""
    neg, mag = bits >> 15, bits & 0x7FFF
    if mag > 0x7F80:
        return 1 << (1 if mag & 0x40 else 0)
    kind = 0 if mag == 0x7F80 else 1 if mag >= 0x80 else 2 if mag else 3  # inf, normal, subnormal, zero
    return 1 << ((2 + kind) if neg else (9 - kind))


def reference(x, out, nan):
    got = [[int(classes(int(b)) & m != 0) for m in _MASKS] for b in x]
    return {"out": np.array(got, np.int32).reshape(-1), "nan": np.ones(len(x), np.int32)}
