import numpy as np

KERNEL = "convert"
GLOBAL = (512,)


def args(rng):
    n = GLOBAL[0]
    return {
        "i32": rng.integers(-(2**31), 2**31, n, dtype=np.int64).astype(np.int32),
        "f32": rng.uniform(-1000, 1000, n).astype(np.float32),
        "i2f": np.zeros(n, np.float32),
        "f2i": np.zeros(n, np.int32),
        "u2f": np.zeros(n, np.float32),
        "widen": np.zeros(n, np.int64),
    }


def reference(i32, f32, i2f, f2i, u2f, widen):
    return {
        "i2f": i32.astype(np.float32) * np.float32(0.5),
        "f2i": np.trunc(f32 * np.float32(10)).astype(np.int32),
        "u2f": i32.view(np.uint32).astype(np.float32),
        "widen": i32.astype(np.int64) * 3 - i32.view(np.uint32).astype(np.int64),
    }
