import numpy as np

KERNEL = "ocl_relational_double"
GLOBAL = (128,)


def args(rng):
    N = GLOBAL[0]
    a = rng.uniform(-1, 1, 4 * N)
    b = rng.uniform(-1, 1, 4 * N)
    a[::9] = np.nan
    b[::11] = np.inf
    b[::13] = -np.inf
    b[5::7] = a[5::7]
    return {"a": a, "b": b, "r": np.zeros(8 * N, np.int64), "flags": np.zeros(3 * N, np.int32), "sel": np.zeros(4 * N)}


def reference(a, b, **_):
    with np.errstate(invalid="ignore"):
        x, y = a.reshape(-1, 4), b.reshape(-1, 4)
        m = lambda t: -t.astype(np.int64)
        lt = x < y
        r0 = m(lt) + m(x >= y) * 2 + m(np.isnan(x)) * 4
        r1 = m(np.isinf(y)) + m(np.signbit(x)) * 2 + m((x < y) | (x > y)) * 4
        flags = np.stack([lt.any(1), lt[:, :2].all(1), (x[:, 0] == y[:, 0]) + 2 * lt.any(1)], axis=1)
        sel = np.where(lt, y, x)
    return {"r": np.stack([r0, r1], axis=1).ravel(), "flags": flags.astype(np.int32).ravel(), "sel": sel.ravel()}
