import numpy as np

KERNEL = "hip_address_spaces"
GLOBAL = (64,)
LOCAL = (8,)
PASS_OPTIONS = "addrspace-map=amdgcn"


def args(rng):
    n = GLOBAL[0]
    return {
        "inp": rng.integers(-1000, 1000, n).astype(np.int32),
        "out": np.zeros(n, np.int32),
    }


def reference(inp, out):
    gid = np.arange(GLOBAL[0])
    group, lid = gid // 8, gid % 8
    neighbour = inp[group * 8 + (lid + 1) % 8]
    scale = np.array([1, 2, 3, 4], np.int32)[gid % 4]
    return {"out": (inp + neighbour) * scale + 100}
