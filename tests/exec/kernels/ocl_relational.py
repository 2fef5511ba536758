import numpy as np

KERNEL = "ocl_relational"
GLOBAL = (128,)

_SPECIAL = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-40, -1e-40, 1.0]


def args(rng):
    N = GLOBAL[0]
    x = rng.uniform(-2, 2, N).astype(np.float32)
    y = rng.uniform(-2, 2, N).astype(np.float32)
    x[: 8 * 8] = np.repeat(_SPECIAL, 8)
    y[: 8 * 8] = np.tile(_SPECIAL, 8)
    y[100:110] = x[100:110]
    return {"x": x, "y": y, "s": np.zeros(14 * N, np.int32), "v": np.zeros(16 * N, np.int32),
            "d": np.zeros(2 * N, np.int64)}


def reference(x, y, **_):
    with np.errstate(invalid="ignore"):
        a, b = x.astype(np.float64), y.astype(np.float64)
        un = np.isnan(a) | np.isnan(b)
        normal = lambda t, tiny: np.isfinite(t) & (np.abs(t) >= tiny)
        s = np.stack([a == b, a != b, a > b, a >= b, a < b, a <= b, (a < b) | (a > b), ~un, un, np.isfinite(a),
                      np.isinf(a), np.isnan(a), normal(x, np.finfo(np.float32).tiny), np.signbit(a)], axis=1)
        p = np.stack([a, b, a, np.ones_like(a)], axis=1)
        q = np.stack([b, a, a, b], axis=1)
        m = lambda t: -t.astype(np.int32)
        v = np.stack([m(p < q), m(p != q), m(np.isnan(p)) + m(np.isinf(q)) * 2,
                      m(np.signbit(p)) + m(np.isnan(p) | np.isnan(q)) * 2], axis=1)
        e = np.stack([a, b], axis=1)
        # As doubles, float subnormals are normal.
        d = -(e >= e[:, ::-1]).astype(np.int64) - normal(e, np.finfo(np.float64).tiny).astype(np.int64) * 4
    return {"s": s.astype(np.int32).ravel(), "v": v.ravel(), "d": d.ravel()}
