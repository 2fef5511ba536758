import numpy as np

KERNEL = "ocl_math_binary"
GLOBAL = (256,)
RTOL = 1e-5
ATOL = 1e-5


def args(rng):
    N = GLOBAL[0]
    y = rng.uniform(0.5, 4, N).astype(np.float32) * rng.choice([-1, 1], N).astype(np.float32)
    return {"x": rng.uniform(-10, 10, N).astype(np.float32), "y": y,
            "out": np.zeros(10 * N, np.float32), "v": np.zeros(4 * N, np.float32)}


def maxmag(a, b):
    return np.where(np.abs(a) > np.abs(b), a, np.where(np.abs(b) > np.abs(a), b, np.maximum(a, b)))


def minmag(a, b):
    return np.where(np.abs(a) < np.abs(b), a, np.where(np.abs(b) < np.abs(a), b, np.minimum(a, b)))


def reference(x, y, **_):
    a, b = x.astype(np.float64), y.astype(np.float64)
    o = np.stack([np.abs(a) ** b, np.arctan2(a, b), np.fmod(a, b), np.hypot(a, b), np.maximum(a - b, 0),
                  np.copysign(a, b), np.fmax(a, b), np.fmin(a, b), np.remainder(a, b) - b * 0 + 0,
                  maxmag(a, b) + minmag(a, b)], axis=1)
    # IEEE remainder: a - n*b with n = a/b rounded to nearest even.
    o[:, 8] = a - np.rint(a / b) * b
    p = np.stack([a, b, a + b, a - b], axis=1).astype(np.float32).astype(np.float64)
    q = np.stack([b, a, np.full_like(a, 1.5), np.full_like(a, -2.5)], axis=1)
    v = np.fmod(p, q) + np.copysign(p, q) + np.maximum(p - q, 0) + np.maximum(p, q) + np.minimum(p, q)
    return {"out": o.astype(np.float32).ravel(), "v": v.astype(np.float32).ravel()}
