import numpy as np

KERNEL = "ocl_select_shuffle_widths"
GLOBAL = (64,)


def args(rng):
    N = GLOBAL[0]
    return {"c": rng.integers(-128, 128, 16 * N).astype(np.int8), "s": rng.integers(-2**15, 2**15, 8 * N).astype(np.int16),
            "f": rng.uniform(-4, 4, 8 * N).astype(np.float32), "d": rng.uniform(-4, 4, 2 * N),
            "rc": np.zeros(16 * N, np.int8), "rs": np.zeros(8 * N, np.int16), "rf": np.zeros(8 * N, np.float32),
            "rd": np.zeros(2 * N)}


def reference(c, s, f, d, **_):
    a = c.reshape(-1, 16)
    m = np.array([0, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1, 0, 0, 1, 0, 1])
    rc = np.where(a < 0, a[:, ::-1], a).astype(np.int64) + a[:, :2][:, m]
    b = s.reshape(-1, 8).astype(np.int64)
    bs = b[:, [1, 0, 3, 2, 5, 4, 7, 6]]
    mask = np.array([0x8000, 0, 0xffff, 1, 0x7fff, 0x8001, 0, 0])
    rs = ((b & ~bs) | (0x1234 & bs)) + np.where(mask >= 0x8000, b, 7)
    x = f.reshape(-1, 8)
    both = np.concatenate([x, x * np.float32(10)], axis=1)
    sh = both[:, [15, 0, 9, 3, 12, 7, 1, 8]]
    sel = np.stack([x[:, 2], x[:, 1]], axis=1)
    xb = x.view(np.uint32)
    bsel = ((xb[:, 4:6] & ~np.array([0x80000000, 0xffffffff], np.uint32)) |
            (xb[:, 6:8] & np.array([0x80000000, 0xffffffff], np.uint32))).view(np.float32)
    rf = sh + np.concatenate([sel, bsel, x[:, :4]], axis=1)
    y = d.reshape(-1, 2)
    rd = np.stack([y[:, 0], -y[:, 1]], axis=1) + y[:, [1, 1]]
    return {"rc": rc.astype(np.int8).ravel(), "rs": rs.astype(np.int16).ravel(),
            "rf": rf.astype(np.float32).ravel(), "rd": rd.ravel()}
