import numpy as np

KERNEL = "ocl_math_double_vec"
GLOBAL = (128,)
RTOL = 1e-12
ATOL = 1e-12


def args(rng):
    N = GLOBAL[0]
    return {"v": rng.uniform(-3, 3, 4 * N), "s": rng.uniform(0, 1, N), "k": rng.integers(-4, 5, N).astype(np.int32),
            "out": np.zeros(12 * N), "g": np.zeros(N)}


def reference(v, s, k, out, g):
    x = v.reshape(-1, 4)
    t = s[:, None]
    o0 = np.fmin(x, t) + np.fmax(x, 0.5) + np.clip(x, -t, t)
    o1 = np.concatenate([x[:, :2] * 2.0 ** k[:, None], x[:, 2:] + (np.array([1.0, -1.0]) - x[:, 2:]) * t], axis=1)
    o2 = np.where(x < t, 0.0, 1.0) + np.sqrt(np.abs(x)) + x / np.linalg.norm(x, axis=1)[:, None]
    g = (x * x[:, ::-1]).sum(1) + np.linalg.norm(x[:, :3], axis=1) + np.linalg.norm(x[:, :2] - x[:, 2:], axis=1)
    return {"out": np.stack([o0, o1, o2], axis=1).ravel(), "g": g}
