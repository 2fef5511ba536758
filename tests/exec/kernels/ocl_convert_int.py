import numpy as np

KERNEL = "ocl_convert_int"
GLOBAL = (256,)


def args(rng):
    N = GLOBAL[0]
    return {
        "i32": rng.integers(-(2**31), 2**31, N, dtype=np.int64).astype(np.int32),
        "c4": rng.integers(-128, 128, 4 * N).astype(np.int8),
        "u4": rng.integers(0, 256, 4 * N).astype(np.uint8),
        "i64": rng.integers(-(2**62), 2**62, N, dtype=np.int64),
        "a": np.zeros(N, np.int64), "b": np.zeros(N, np.uint64), "c": np.zeros(4 * N, np.uint32),
        "d": np.zeros(4 * N, np.int32), "e": np.zeros(N, np.int8), "g": np.zeros(N, np.uint16),
        "h": np.zeros(N, np.int64),
    }


def reference(i32, c4, u4, i64, **_):
    u = i32.view(np.uint32).astype(np.uint64)
    return {
        "a": i32.astype(np.int64),
        "b": u + i32.astype(np.int64).view(np.uint64),
        "c": c4.astype(np.int32).view(np.uint32),
        "d": u4.astype(np.int32),
        "e": i32.astype(np.int8),
        "g": i64.astype(np.uint16),
        "h": i32.view(np.uint32).astype(np.int64) + i32.astype(np.int64),
    }
