import numpy as np

KERNEL = "ocl_work_group"
GLOBAL = (512,)
LOCAL = (64,)
RTOL = 1e-5
ATOL = 1e-3


def args(rng):
    N = GLOBAL[0]
    return {"v": rng.integers(-1000, 1000, N).astype(np.int32), "f": rng.uniform(-10, 10, N).astype(np.float32),
            "r": np.zeros(8 * N, np.int32), "u": np.zeros(2 * N, np.uint32), "fr": np.zeros(2 * N, np.float32)}


def excl(op, x, identity):
    return np.concatenate([np.full((x.shape[0], 1), identity, x.dtype), op.accumulate(x, axis=1)[:, :-1]], axis=1)


def reference(v, f, **_):
    L = LOCAL[0]
    x = v.reshape(-1, L).astype(np.int64)
    rep = lambda a: np.repeat(a, L).reshape(-1, L)
    r = np.stack([rep(x.sum(1)), rep(x.min(1)), rep(x.max(1)), np.cumsum(x, 1), excl(np.add, x, 0), rep(x[:, 3]),
                  rep((x > -900).all(1).astype(np.int64) + 2 * (x > 990).any(1)),
                  np.maximum.accumulate(x, 1) - excl(np.minimum, x, 2**31 - 1)], axis=2)
    xu = v.view(np.uint32).reshape(-1, L).astype(np.int64)
    u = np.stack([rep(xu.max(1)), np.minimum.accumulate(xu, 1)], axis=2)
    fx = f.reshape(-1, L).astype(np.float64)
    fr = np.stack([rep(fx.sum(1)), excl(np.maximum, fx, -np.inf)], axis=2)
    return {"r": r.astype(np.int32).ravel(), "u": u.astype(np.uint32).ravel(), "fr": fr.astype(np.float32).ravel()}
