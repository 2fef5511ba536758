import numpy as np

KERNEL = "ocl_int_clamp_vec"
GLOBAL = (64,)


def args(rng):
    N = GLOBAL[0]
    return {"a": rng.integers(-2000, 2000, 3 * N).astype(np.int32), "b": rng.integers(0, 70000, 16 * N).astype(np.uint32),
            "c": rng.integers(-2**40, 2**40, 2 * N, dtype=np.int64), "ra": np.zeros(3 * N, np.int32),
            "rb": np.zeros(16 * N, np.uint32), "rc": np.zeros(2 * N, np.int64)}


def reference(a, b, c, **_):
    x = a.astype(np.int64)
    ra = np.clip(x, -50, 50) + np.maximum(x, 10) - np.minimum(x, -10) + np.abs(x) + (x * x + 1)
    y = b.reshape(-1, 16).astype(np.int64)
    rb = np.clip(y, 100, 60000) + np.minimum(y, 7) + np.maximum(y, y[:, ::-1]) + np.abs(y - 30000)
    z = c.reshape(-1, 2)
    rc = np.clip(z, -1000, 1000) + np.maximum(z, 0) * 2 + np.abs(z) + ((z + z[:, ::-1]) >> 1)
    return {"ra": ra.astype(np.int32), "rb": rb.astype(np.uint32).ravel(), "rc": rc.ravel()}
