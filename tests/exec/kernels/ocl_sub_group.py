import numpy as np

KERNEL = "ocl_sub_group"
GLOBAL = (256,)
LOCAL = (64,)


def args(rng):
    N = GLOBAL[0]
    v = rng.integers(-1000, 1000, N).astype(np.int32)
    return {"v": v, "r": np.zeros(6 * N, np.int32), "info": np.zeros(3 * N, np.uint32)}


def reference(v, r, info):
    # Sub-groups of 8 consecutive local ids (the kernel requires size 8; "info" confirms the layout).
    L = LOCAL[0]
    S = 8
    N = len(v)
    i = np.arange(N)
    lid = i % L
    info = np.stack([lid // S, lid % S, np.full(N, S)], axis=1)
    x = v.reshape(-1, S).astype(np.int64)
    rep = lambda a: np.repeat(a, S).reshape(-1, S)
    exmin = np.concatenate([np.full((x.shape[0], 1), 2**31 - 1), np.minimum.accumulate(x, 1)[:, :-1]], axis=1)
    r = np.stack([rep(x.sum(1)), rep(x.max(1)), np.cumsum(x, 1), exmin, rep(x[:, 0]),
                  rep((x > -900).all(1).astype(np.int64) + 2 * (x > 990).any(1))], axis=2)
    return {"r": r.astype(np.int32).ravel(), "info": info.astype(np.uint32).ravel()}
