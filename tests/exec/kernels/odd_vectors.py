import numpy as np

KERNEL = "odd_vectors"
GLOBAL = (64,)


def args(rng):
    n = GLOBAL[0]
    return {
        "out": np.zeros(8 * n, np.int32),
        "a": rng.integers(-100, 100, 8 * n).astype(np.int32),
        "f": rng.standard_normal(8 * n).astype(np.float32),
        "bytes": rng.integers(0, 256, 32 * n).astype(np.uint8),
    }


def reference(out, a, f, bytes):
    n = GLOBAL[0]
    out = out.copy()
    f = f.copy()
    b = bytes.copy()
    for g in range(n):
        x = a[8 * g:8 * g + 5].astype(np.int64)
        y = x * 3 + np.array([1, 2, 3, 4, 5])
        d = np.trunc(y / (x | 1)).astype(np.int64)
        both = np.concatenate([y, d])
        s = both[[9, 0, 6, 3, 2]]
        out[8 * g:8 * g + 5] = np.where(x > 10, s, d)
        f[8 * g:8 * g + 7] = f[8 * g:8 * g + 7] * np.float32(0.5) + np.float32(1.0)
        v = b[32 * g:32 * g + 32]
        c = (v + np.uint8(g % 256)).astype(np.uint8)
        b[32 * g:32 * g + 32] = np.where(c > v, c, 0)
    return {"out": out, "f": f, "bytes": b}
