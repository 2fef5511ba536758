import numpy as np

KERNEL = "vector_narrow_extract"
GLOBAL = (64,)


def args(rng):
    n = GLOBAL[0]
    return {
        "in8": rng.integers(-(1 << 31), 1 << 31, (n, 8), dtype=np.int64).astype(np.int32),
        "in3": rng.integers(-(1 << 15), 1 << 15, 3 * n, dtype=np.int64).astype(np.int16),
        "out": np.zeros(4 * n, np.uint8),
    }


def reference(in8, in3, out):
    v = in8.astype(np.int64) * 3
    s = in3.reshape(-1, 3).astype(np.int64) + np.array([1, 2, 3])
    res = np.stack([in8[:, 6], v[:, 5], s[:, 2], s[:, 1]], axis=1)
    return {"out": (res & 0xFF).astype(np.uint8).ravel()}
