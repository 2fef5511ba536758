import numpy as np

KERNEL = "ocl_sub_group_shuffle_xor"
GLOBAL = (128,)
LOCAL = (32,)
REQUIRES = ["cl_intel_subgroups"]


def args(rng):
    N = GLOBAL[0]
    return {"v": rng.integers(-500, 500, N).astype(np.int32), "out": np.zeros(4 * N, np.int32), "f": np.zeros(N, np.float32)}


def reference(v, out, f):
    x = v.reshape(-1, 8)
    lane = np.arange(8)
    s0 = x[:, (lane + 5) % 8]
    s1 = x[:, lane ^ 3]
    s2 = x[:, lane ^ 4]
    s3 = x[:, lane ^ 4] + 7
    fx = (x.astype(np.float32) * np.float32(0.5))[:, 7 - lane]
    return {"out": np.stack([s0, s1, s2, s3], axis=2).ravel().astype(np.int32), "f": fx.ravel().astype(np.float32)}
