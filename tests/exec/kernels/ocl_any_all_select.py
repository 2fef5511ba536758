import numpy as np

KERNEL = "ocl_any_all_select"
GLOBAL = (256,)


def args(rng):
    N = GLOBAL[0]
    a = rng.integers(-(2**31), 2**31, 4 * N, dtype=np.int64).astype(np.int32)
    a[: 4 * 64] = np.abs(a[: 4 * 64])
    a[4 * 64: 4 * 96] = -np.abs(a[4 * 64: 4 * 96]) - 1
    a[::13] = rng.integers(-3, 3, len(a[::13]))
    return {"a": a, "f": rng.uniform(-5, 5, 4 * N).astype(np.float32), "flags": np.zeros(8 * N, np.int32),
            "sel": np.zeros(8 * N, np.float32), "s": np.zeros(N, np.int32), "bits": np.zeros(2 * N, np.uint32)}


def reference(a, f, **_):
    v = a.reshape(-1, 4).astype(np.int64)
    neg = v < 0
    c8 = np.concatenate([v, v[:, ::-1]], axis=1).astype(np.int32).astype(np.int8) < 0
    s2 = v[:, :2].astype(np.int32).astype(np.int16) < 0
    c16 = (np.tile(v, 4).astype(np.int32).astype(np.int8) & 0x40).astype(np.int8) < 0
    flags = np.stack([neg.any(1), neg.all(1), c8.any(1), s2.all(1), neg[:, 2:].any(1) + 2 * neg[:, 2:].all(1),
                      neg[:, 0] + 2 * neg[:, 1], neg[:, :3].all(1), c16.any(1)], axis=1)
    p = f.reshape(-1, 4)
    s0 = np.where(neg, -p, p)
    mask = np.stack([neg[:, 0], np.zeros(len(p), bool), np.ones(len(p), bool), np.zeros(len(p), bool)], axis=1)
    s1 = np.where(mask, np.float32(9), p)
    s = np.where(v[:, 2] != 0, v[:, 1], v[:, 0]) + np.where((v[:, 3] & 1) != 0, 6, 5)
    u = v.astype(np.int32).view(np.uint32).reshape(-1, 4).astype(np.uint64)
    m = np.array([0xff00ff00, 0x0f0f0f0f], np.uint64)
    bits = (u[:, :2] & ~m & 0xffffffff) | (u[:, 2:] & m)
    return {"flags": flags.astype(np.int32).ravel(), "sel": np.stack([s0, s1], axis=1).astype(np.float32).ravel(),
            "s": s.astype(np.int32), "bits": bits.astype(np.uint32).ravel()}
