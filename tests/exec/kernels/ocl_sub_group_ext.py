import numpy as np

KERNEL = "ocl_sub_group_ext"
GLOBAL = (64,)
LOCAL = (32,)
_S = 8


def args(rng):
    n = GLOBAL[0]
    return {
        "v": rng.integers(-1000, 1000, n).astype(np.int32),
        "r": np.zeros(6 * n, np.int32),
        "bu": rng.integers(0, 2**31, n).astype(np.uint32),
        "bs": rng.integers(0, 2**15, n).astype(np.uint16),
        "bc": rng.integers(0, 255, n).astype(np.uint8),
        "bl": rng.integers(0, 2**62, n).astype(np.uint64),
        "ou": np.zeros(n, np.uint32),
        "os": np.zeros(n, np.uint16),
        "oc": np.zeros(n, np.uint8),
        "ol": np.zeros(n, np.uint64),
    }


def reference(v, r, bu, bs, bc, bl, ou, os, oc, ol):
    x = v.reshape(-1, _S)
    lane = np.arange(_S)
    rot = x[:, (lane + 3) % _S]
    crot = x[:, (lane // 4) * 4 + (lane % 4 + 1) % 4]
    red = np.repeat(x.astype(np.int16).sum(1, dtype=np.int16), _S).reshape(x.shape)
    bcast = np.repeat(x[:, 2].astype(np.int8), _S).reshape(x.shape)
    twice = (x.astype(np.uint32) * 2).astype(np.int32)
    o = np.stack([rot, crot, red, bcast, twice, twice + 7], axis=-1).astype(np.int32)
    return {
        "r": o.ravel(),
        "ou": bu + np.uint32(1),
        "os": (bs + 1).astype(np.uint16),
        "oc": (bc + 1).astype(np.uint8),
        "ol": bl + np.uint64(1),
    }
REQUIRES = ["cl_khr_subgroup_rotate", "cl_khr_subgroup_extended_types", "cl_intel_subgroup_local_block_io"]
