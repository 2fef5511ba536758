import numpy as np

KERNEL = "ocl_sub_group_shuffle"
GLOBAL = (128,)
LOCAL = (32,)


def args(rng):
    N = GLOBAL[0]
    return {"v": rng.integers(-500, 500, N).astype(np.int32), "out": np.zeros(3 * N, np.int32), "f": np.zeros(N, np.float32)}


def reference(v, out, f):
    x = v.reshape(-1, 8)
    lane = np.arange(8)
    s0 = x[:, (lane + 3) % 8]
    s1 = x[:, lane ^ 1]
    prev = x - 1000
    # shuffle_up(previous, current, 2): lanes 0, 1 read the previous window's last two lanes.
    s2 = np.where(lane >= 2, x[:, (lane - 2) % 8], prev[:, (lane - 2) % 8])
    nxt = x + 1000
    # shuffle_down(current, next, 1): lane 7 reads the next window's lane 0.
    sd = np.where(lane < 7, x[:, (lane + 1) % 8], nxt[:, (lane + 1) % 8])
    return {"out": np.stack([s0, s1, s2], axis=2).ravel().astype(np.int32), "f": sd.ravel().astype(np.float32)}
XFAIL_ON = {"pocl": "PoCL 6 fails to build the module (BUILD_PROGRAM_FAILURE, not yet investigated)"}
