import numpy as np

KERNEL = "ocl_convert_sat"
GLOBAL = (512,)


def args(rng):
    N = GLOBAL[0]
    i32 = rng.integers(-(2**31), 2**31, N, dtype=np.int64).astype(np.int32)
    i32[::3] = rng.integers(-300, 300, len(i32[::3]))
    u32 = rng.integers(0, 2**32, N, dtype=np.uint64).astype(np.uint32)
    u32[::3] = rng.integers(0, 70000, len(u32[::3]))
    f = rng.uniform(-400, 400, N).astype(np.float32)
    f[::4] = np.round(f[::4]) + 0.5
    return {"i32": i32, "u32": u32, "f": f,
            "a": np.zeros(N, np.uint8), "b": np.zeros(N, np.int8), "c": np.zeros(N, np.int16),
            "d": np.zeros(N, np.uint32), "e": np.zeros(N, np.int32), "g": np.zeros(N, np.int8),
            "h": np.zeros(N, np.uint8), "k": np.zeros(N, np.uint16), "m": np.zeros(N, np.int32),
            "n": np.zeros(N, np.int64)}


def reference(i32, u32, f, **_):
    i, u = i32.astype(np.int64), u32.astype(np.int64)
    big = (f * np.float32(1e7)).astype(np.float64)
    huge = (f * np.float32(1e16)).astype(np.float64)
    return {
        "a": np.clip(i, 0, 255).astype(np.uint8),
        "b": np.clip(i, -128, 127).astype(np.int8),
        "c": np.clip(u, -32768, 32767).astype(np.int16),
        "d": np.clip(i, 0, 2**32 - 1).astype(np.uint32),
        "e": np.clip(u, 0, 2**31 - 1).astype(np.int32),
        "g": np.clip(np.trunc(f), -128, 127).astype(np.int8),
        "h": np.clip(np.rint(f), 0, 255).astype(np.uint8),
        "k": np.clip(u, 0, 65535).astype(np.uint16),
        "m": np.clip(np.ceil(big), -(2**31), 2**31 - 1).astype(np.int64).astype(np.int32),
        "n": u + np.trunc(huge).astype(np.int64),
    }
