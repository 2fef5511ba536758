import numpy as np

KERNEL = "ocl_common_vec"
GLOBAL = (128,)
RTOL = 1e-5
ATOL = 1e-5


def smooth(e0, e1, x):
    t = np.clip((x - e0) / (e1 - e0), 0, 1)
    return t * t * (3 - 2 * t)


def args(rng):
    N = GLOBAL[0]
    f = rng.uniform(-1, 1, 8 * N).astype(np.float32)
    f[::17] = 0
    return {"f": f, "d": rng.uniform(-1, 1, 2 * N), "rf": np.zeros(8 * N, np.float32), "rd": np.zeros(2 * N)}


def reference(f, d, rf, rd):
    x = f.reshape(-1, 8).astype(np.float64)
    r1 = np.degrees(x) * 0.01 + np.radians(x) + np.sign(x) + x + (x[:, ::-1] - x) * 0.25 + np.where(x < 0.1, 0, 1) \
        + smooth(-0.5, 0.5, x) + np.clip(x, -0.3, 0.3)
    y = d.reshape(-1, 2)
    r2 = np.degrees(y) + np.radians(y) + np.sign(y) + y + (1 - y) * y * y + np.where(y < y[:, ::-1], 0, 1) + smooth(-1, 1, y)
    return {"rf": r1.astype(np.float32).ravel(), "rd": r2.ravel()}
