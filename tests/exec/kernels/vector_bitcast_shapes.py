import numpy as np

KERNEL = "vector_bitcast_shapes"
_N = 64
GLOBAL = (_N,)


def args(rng):
    return {
        "a": rng.integers(-(1 << 31), 1 << 31, (_N, 16), dtype=np.int64).astype(np.int32),
        "b": rng.integers(-(1 << 63), (1 << 63) - 1, (_N, 8), dtype=np.int64),
        "c": rng.integers(0, 256, (_N, 16), dtype=np.int64).astype(np.uint8),
        "s3": rng.integers(-(1 << 15), 1 << 15, 3 * _N, dtype=np.int64).astype(np.int16),
        "out": np.zeros(16 * _N, np.uint32),
    }


def reference(a, b, c, s3, out):
    i = np.arange(_N)
    v = (a.astype(np.int64) + 1).astype(np.int32).view(np.uint32).astype(np.int64)  # lanes as unsigned
    w = (b ^ i[:, None]).view(np.uint64)
    u = c.astype(np.int64)
    s = (s3.reshape(-1, 3).astype(np.int64) + [1, 2, 3]) & 0xFFFF
    x = c.copy().view(np.uint32).astype(np.int64)  # as_uint4(u), (_N, 4)
    y = ((x + 1) & 0xFFFFFFFF).astype(np.uint32).view(np.uint8).reshape(_N, 16).astype(np.int64)
    lo_bytes = v[:, :4].astype(np.uint32).view(np.uint8).reshape(_N, 16)
    sh = lo_bytes[:, ::-1]
    z = w[:, 1].copy().view(np.uint8).reshape(_N, 8).copy()
    z[:, 3] = c[:, 0]
    zq = z.view(np.uint64).reshape(_N).astype(np.uint64)
    ush = w[:, 6].copy().view(np.uint16).reshape(_N, 4)[:, [3, 1, 2, 0]].copy().view(np.uint64).reshape(_N)
    x3 = x[:, 3].astype(np.uint32).view(np.uint16).reshape(_N, 2)[:, [1, 0]].copy().view(np.uint32).reshape(_N)
    r = np.zeros((_N, 16), np.int64)
    r[:, 0] = v[:, 0] & 0xFF
    r[:, 1] = (v[:, 15] & 0xFF) | ((v[:, 9] & 0xFFFF) << 8)
    r[:, 2] = (w[:, 7] & np.uint64(0xFF)).astype(np.int64)
    r[:, 3] = (w[:, 3] & np.uint64(0xFFFF)).astype(np.int64)
    r[:, 4] = (w[:, 5] & np.uint64(0xFFFFFFFF)).astype(np.int64)
    r[:, 5] = x[:, 2]
    r[:, 6] = y[:, 9] | (y[:, 15] << 8)
    r[:, 7] = sh[:, :4].copy().view(np.uint32).reshape(_N)
    r[:, 8] = u[:, 10] | (u[:, 11] << 8)
    r[:, 9] = (s[:, 2] & 0xFF) | (((s[:, 1] >> 8) & 0xFF) << 8)
    r[:, 10] = (zq & np.uint64(0xFFFFFFFF)).astype(np.int64)
    r[:, 11] = (zq >> np.uint64(32)).astype(np.int64)
    r[:, 12] = (x[:, 0] >> 16) & 0xFF
    r[:, 13] = x3
    r[:, 14] = (ush & np.uint64(0xFFFFFFFF)).astype(np.int64)
    r[:, 15] = ((v[:, 4] >> 16) & 0xFF) + (v[:, 4] & 0xFF)  # uchar + uchar is an int
    return {"out": r.astype(np.uint32).ravel()}
