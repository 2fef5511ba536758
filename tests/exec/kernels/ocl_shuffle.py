import numpy as np

KERNEL = "ocl_shuffle"
GLOBAL = (128,)


def args(rng):
    N = GLOBAL[0]
    return {"x": rng.uniform(-10, 10, 4 * N).astype(np.float32), "m": rng.integers(0, 2**16, N).astype(np.uint32),
            "a": np.zeros(8 * N, np.float32), "b": np.zeros(4 * N, np.int32), "c": np.zeros(16 * N, np.uint8)}


def reference(x, m, **_):
    v = x.reshape(-1, 4)
    k = m.astype(np.int64)
    idx = np.stack([k & 3, (k >> 2) & 3, (k >> 4) & 3, (k >> 6) & 3] + [np.full_like(k, j) for j in (3, 2, 1, 0)], 1)
    a = np.take_along_axis(v, idx, 1)
    w = np.trunc(v * np.float32(10)).astype(np.int32)
    both = np.concatenate([w, w * 2], axis=1)
    b = np.take_along_axis(both, np.stack([k & 7, (k >> 3) & 7, np.full_like(k, 7), np.zeros_like(k)], 1), 1)
    c = x.view(np.uint8).reshape(-1, 16)[:, ::-1]
    return {"a": a.ravel(), "b": b.ravel(), "c": c.ravel()}
