import numpy as np

KERNEL = "ocl_int_mad_sat"
GLOBAL = (256,)
LOCAL = (1,)  # see the kernel's comment


def args(rng):
    N = GLOBAL[0]
    r = lambda: rng.integers(-(2**31), 2**31, N, dtype=np.int64).astype(np.int32)
    a, b, c = r(), r(), r()
    a[::2] = rng.integers(-50000, 50000, len(a[::2]))
    b[::2] = rng.integers(-50000, 50000, len(b[::2]))
    return {"a": a, "b": b, "c": c, "s": np.zeros(N, np.int32), "u": np.zeros(N, np.uint32), "h": np.zeros(N, np.int16)}


def reference(a, b, c, **_):
    x, y, z = [np.array([int(v) for v in t], dtype=object) for t in (a, b, c)]
    clip = lambda v, lo, hi: np.minimum(np.maximum(v, lo), hi)
    w16 = lambda v: ((v + 2**15) % 2**16) - 2**15
    return {"s": clip(x * y + z, -(2**31), 2**31 - 1).astype(np.int64).astype(np.int32),
            "u": clip((x % 2**32) * (y % 2**32) + z % 2**32, 0, 2**32 - 1).astype(np.int64).astype(np.uint32),
            "h": clip(w16(x) * w16(y) + w16(z), -(2**15), 2**15 - 1).astype(np.int64).astype(np.int16)}
