import numpy as np

KERNEL = "core_narrow_types"
_N = 256
GLOBAL = (_N,)


def args(rng):
    return {
        "c": rng.integers(0, 256, _N).astype(np.uint8),
        "s": rng.integers(-10000, 10000, _N).astype(np.int16),
        "l": rng.integers(0, 2**63, _N, dtype=np.uint64),
        "t": np.zeros(_N, np.int32),
    }


def reference(c, s, l, t):
    i = np.arange(_N)
    return {
        "c": (c + np.uint8(1)).astype(np.uint8),
        "s": (s * np.int16(3)).astype(np.int16),
        "l": l >> np.uint64(3),
        "t": (np.array([1, 2, 3, 4])[i & 3] * i).astype(np.int32),
    }
