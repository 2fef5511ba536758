import numpy as np

KERNEL = "ext_sycl_hints"
GLOBAL = (256,)
EXT = "+SPV_INTEL_optnone+SPV_INTEL_fp_fast_math_mode+SPV_KHR_bit_instructions"
BROKEN_ON = {"rusticl": "Mesa 25's SPIR-V reader takes neither SPV_INTEL_fp_fast_math_mode nor "
             "SPV_KHR_bit_instructions, and rusticl panics instead of reporting the build failure (on the reference "
             "module it fails cleanly, so evidence cannot decide)"}


def args(rng):
    n = GLOBAL[0]
    return {"a": rng.standard_normal(n).astype(np.float32),
            "u": rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32),
            "f": np.zeros(n, np.float32), "r": np.zeros(2 * n, np.uint32)}


def reference(a, u, **_):
    rev = [int(format(int(v), "032b")[::-1], 2) for v in u]
    mix = [(int(v) * 2654435761 + 1) % 2**32 for v in u]
    r = np.array([x for pair in zip(rev, mix) for x in pair], np.uint64).astype(np.uint32)
    return {"f": (a * np.float32(2) + np.float32(1)).astype(np.float32), "r": r}
