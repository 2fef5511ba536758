import numpy as np

KERNEL = "ocl_vload_types"
GLOBAL = (64,)


def args(rng):
    N = GLOBAL[0]
    return {"c": rng.integers(-128, 128, 8 * N).astype(np.int8), "s": rng.integers(-2**15, 2**15, 4 * N).astype(np.int16),
            "l": rng.integers(-2**40, 2**40, 2 * N, dtype=np.int64), "d": rng.uniform(-5, 5, 3 * N),
            "out": np.zeros(4 * N, np.int32), "lo": np.zeros(4 * N, np.int64), "dout": np.zeros(3 * N)}


def reference(c, s, l, d, **_):
    a = c.reshape(-1, 8).astype(np.int32)
    x = l.reshape(-1, 2)
    y = d.reshape(-1, 3)
    return {"out": (a[:, :4] + a[:, 4:] * 10 + s.reshape(-1, 4)).ravel().astype(np.int32),
            "lo": np.concatenate([x * 3, x[:, ::-1]], axis=1).ravel(),
            "dout": (y * 2 + y[:, [2, 0, 1]]).ravel()}
