import numpy as np

KERNEL = "ocl_int_minmax"
GLOBAL = (256,)


def args(rng):
    N = GLOBAL[0]
    a = rng.integers(-(2**31), 2**31, N, dtype=np.int64).astype(np.int32)
    a[::2] = rng.integers(-300, 300, len(a[::2]))
    b = rng.integers(-(2**31), 2**31, N, dtype=np.int64).astype(np.int32)
    b[::3] = rng.integers(-300, 300, len(b[::3]))
    return {"a": a, "b": b, "si": np.zeros(N, np.int32), "ui": np.zeros(N, np.uint32), "sc": np.zeros(N, np.int8),
            "uc": np.zeros(N, np.uint8), "ss": np.zeros(N, np.int16), "ul": np.zeros(N, np.uint64),
            "sl": np.zeros(N, np.int64), "v": np.zeros(4 * N, np.int32), "w": np.zeros(8 * N, np.uint32)}


def reference(a, b, **_):
    with np.errstate(over="ignore"):
        x, y = a.astype(np.int64), b.astype(np.int64)
        ux, uy = a.view(np.uint32).astype(np.int64), b.view(np.uint32).astype(np.int64)
        si = (np.maximum(x, y) + np.minimum(x, y) * 3 + np.clip(x, -100, 100)).astype(np.int32)
        ui = (np.maximum(ux, uy) ^ np.minimum(ux, uy) ^ np.clip(ux, 100, 4000000000)).astype(np.uint32)
        cx, cy = a.astype(np.int8).astype(np.int64), b.astype(np.int8).astype(np.int64)
        sc = (np.maximum(cx, cy) + np.minimum(cx, 3)).astype(np.int8)
        ucx, ucy = a.astype(np.uint8).astype(np.int64), b.astype(np.uint8).astype(np.int64)
        uc = (np.maximum(ucx, ucy) - np.minimum(ucx, ucy)).astype(np.uint8)
        ss = np.clip(a.astype(np.int16), -1000, 1000).astype(np.int16)
        lx, ly = x.view(np.uint64), y.view(np.uint64)
        ul = np.maximum(lx, ly) + np.minimum(lx, ly)
        sl = np.maximum(x * 1000, y) + np.clip(x, -5, 5)
        p = np.stack([a, b, a + b, a - b], axis=1).astype(np.int64)
        v = (np.minimum(p, y[:, None]) + np.maximum(p, 7) + np.clip(p, -50, 50)).astype(np.int32)
        q = np.stack([ux, uy, np.ones_like(ux), 2 * np.ones_like(ux), (a ^ b).view(np.uint32).astype(np.int64),
                      np.full_like(ux, 0xffffffff), 5 * np.ones_like(ux), ux >> 3], axis=1)
        w = (np.clip(q, 2, 3000000000) + np.maximum(q, uy[:, None])).astype(np.uint32)
    return {"si": si, "ui": ui, "sc": sc, "uc": uc, "ss": ss, "ul": ul, "sl": sl, "v": v.ravel(), "w": w.ravel()}
