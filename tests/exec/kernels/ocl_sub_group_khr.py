import numpy as np

KERNEL = "ocl_sub_group_khr"
GLOBAL = (64,)
LOCAL = (32,)
_S = 8  # the kernel requires sub-groups of 8


def args(rng):
    v = rng.integers(-1000, 1000, GLOBAL[0]).astype(np.int32)
    v[:8] = 5  # one sub-group of equal values
    return {"v": v, "r": np.zeros(12 * GLOBAL[0], np.int32), "masks": np.zeros(4 * GLOBAL[0], np.uint32)}


def reference(v, r, masks):
    x = v.reshape(-1, _S).astype(np.int64)
    n = len(x)
    lane = np.arange(_S)
    rep = lambda a: np.repeat(np.asarray(a), _S).reshape(n, _S)
    pos = x > 0
    bits = (pos * (1 << lane)).sum(1) | 0x100
    lsb = np.array([(int(b) & -int(b)).bit_length() - 1 for b in bits])
    exmax = np.concatenate([np.full((n, 1), -2**31), np.maximum.accumulate(x, 1)[:, :-1]], axis=1)
    prod = np.cumprod(np.fmod(x, 3) + 2, axis=1)  # C remainder
    xor = np.bitwise_xor.reduce(x, axis=1)
    quotient = np.fix(x / 1000)
    o = np.stack([
        np.broadcast_to(lane == 0, x.shape),
        rep((x > -900).all(1).astype(np.int64) + 2 * (x > 900).any(1)),
        rep((quotient == quotient[:, :1]).all(1)),
        rep(pos.sum(1) * 100) + np.cumsum(pos, axis=1),
        rep(lsb),
        rep(x[:, 5] + x[:, 0] * 2),
        rep(x.sum(1)) + exmax,
        rep(xor) ^ prod,
        np.repeat(x.reshape(n, 2, 4).min(2), 4, axis=1),
        x[:, (lane + 3) % _S] + x[:, lane ^ 2],
        np.where(lane >= 1, x[:, (lane - 1) % _S], 0) + np.where(lane < 7, x[:, (lane + 1) % _S], 0),
        pos.astype(np.int64) + 2 * rep(pos[:, 3]),
    ], axis=2).astype(np.int64)
    lt = np.zeros((len(v), 4), np.uint32)
    lt[:, 0] = (1 << (np.arange(len(v)) % _S)) - 1
    return {"r": o.astype(np.int32).ravel(), "masks": lt.ravel()}
