import numpy as np

KERNEL = "ocl_math_widths"
GLOBAL = (128,)
RTOL = 1e-5
ATOL = 1e-5


def args(rng):
    N = GLOBAL[0]
    return {"a": rng.uniform(-2, 2, 2 * N).astype(np.float32), "b": rng.uniform(-2, 2, 3 * N).astype(np.float32),
            "c": rng.uniform(-2, 2, 8 * N).astype(np.float32), "ra": np.zeros(2 * N, np.float32),
            "rb": np.zeros(3 * N, np.float32), "rc": np.zeros(8 * N, np.float32)}


def reference(a, b, c, **_):
    x = a.reshape(-1, 2).astype(np.float64)
    xs = x[:, ::-1]
    rem = lambda p, q: p - np.rint(p / q) * q
    ra = np.hypot(x, xs) + np.copysign(np.cbrt(x), xs) + np.maximum(x - 0.25, 0) + rem(x, 0.75)
    y = b.reshape(-1, 3).astype(np.float64)
    rb = y * y[:, [2, 0, 1]] + 1 + np.fmod(y, 0.5) + np.rint(y * 3) + np.trunc(y * 7)
    z = c.reshape(-1, 8).astype(np.float64)
    zr = z[:, ::-1]
    mm = np.where(np.abs(z) < np.abs(zr), z, np.where(np.abs(zr) < np.abs(z), zr, np.minimum(z, zr)))
    rc = np.exp2(z) - np.log1p(np.abs(z)) + mm
    f = lambda t: t.astype(np.float32).ravel()
    return {"ra": f(ra), "rb": f(rb), "rc": f(rc)}
