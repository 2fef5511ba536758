import numpy as np

KERNEL = "core_narrow_types"
N = 256
GLOBAL = (N,)


def args(rng):
    return {
        "c": rng.integers(0, 256, N).astype(np.uint8),
        "s": rng.integers(-10000, 10000, N).astype(np.int16),
        "l": rng.integers(0, 2**63, N, dtype=np.uint64),
        "t": np.zeros(N, np.int32),
    }


def reference(c, s, l, t):
    i = np.arange(N)
    return {
        "c": (c + np.uint8(1)).astype(np.uint8),
        "s": (s * np.int16(3)).astype(np.int16),
        "l": l >> np.uint64(3),
        "t": (np.array([1, 2, 3, 4])[i & 3] * i).astype(np.int32),
    }
