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
# PoCL 6 advertises cl_intel_subgroups but its kernel library lacks the _up/_down forms: linking
# fails with "Cannot find symbol _Z26intel_sub_group_shuffle_upiij in kernel library" (and
# _Z28intel_sub_group_shuffle_downffj) from source and with the translator's module alike.
# ocl_sub_group_shuffle_xor runs the other two forms there.
BROKEN_ON = {"pocl": "PoCL 6's kernel library lacks intel_sub_group_shuffle_up/_down (link error from source and with the translator's SPIR-V too)"}
