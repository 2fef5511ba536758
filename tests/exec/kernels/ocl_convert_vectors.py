import numpy as np

KERNEL = "ocl_convert_vectors"
GLOBAL = (64,)
RTOL = 1e-12
ATOL = 1e-12


def args(rng):
    N = GLOBAL[0]
    return {"a": rng.integers(-300, 300, 16 * N).astype(np.int32), "b": rng.integers(0, 2**16, 8 * N).astype(np.uint16),
            "c": rng.integers(-2**31, 2**31, 2 * N, dtype=np.int64).astype(np.int32),
            "d": rng.uniform(-500, 500, 3 * N).astype(np.float32), "e": rng.integers(0, 256, 4 * N).astype(np.uint8),
            "ra": np.zeros(16 * N, np.int8), "rb": np.zeros(8 * N, np.float32), "rc": np.zeros(2 * N, np.uint64),
            "rd": np.zeros(3 * N, np.int16), "re": np.zeros(4 * N)}


def reference(a, b, c, d, e, **_):
    return {"ra": np.clip(a, -128, 127).astype(np.int8), "rb": b.astype(np.float32) * np.float32(0.5),
            "rc": c.astype(np.int64).view(np.uint64),
            "rd": np.clip(np.rint(d * np.float32(100)), -2**15, 2**15 - 1).astype(np.int16),
            "re": e.astype(np.float64) / 3.0}
