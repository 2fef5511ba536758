import numpy as np

KERNEL = "ocl_common_geometric"
GLOBAL = (128,)
RTOL = 1e-4
ATOL = 1e-4


def args(rng):
    N = GLOBAL[0]
    return {"a": rng.uniform(-2, 2, 4 * N).astype(np.float32), "b": rng.uniform(-2, 2, 4 * N).astype(np.float32),
            "out": np.zeros(12 * N, np.float32), "vec": np.zeros(12 * N, np.float32)}


def reference(a, b, out, vec):
    p, q = a.reshape(-1, 4).astype(np.float64), b.reshape(-1, 4).astype(np.float64)
    c = np.cross(p[:, :3], q[:, :3])
    n = np.linalg.norm
    o = np.stack([(p * q).sum(1), (p[:, :3] * q[:, :3]).sum(1) + (p[:, :2] * q[:, :2]).sum(1) + p[:, 0] * q[:, 0],
                  n(p, axis=1), n(p[:, :3], axis=1) + np.abs(p[:, 0]), n(p - q, axis=1), n(p[:, :2] - q[:, :2], axis=1),
                  n(p, axis=1) + n(p - q, axis=1), np.degrees(p[:, 0]) + np.radians(q[:, 1]), np.sign(p[:, 0]),
                  c[:, 0], c[:, 1], c[:, 2]], axis=1)
    c4 = np.concatenate([c, np.zeros((len(c), 1))], axis=1)
    v = np.stack([p / n(p, axis=1)[:, None], c4, q / n(q, axis=1)[:, None] + np.sign(q)], axis=1)
    return {"out": o.astype(np.float32).ravel(), "vec": v.astype(np.float32).ravel()}
