import numpy as np
import pyopencl as cl

KERNEL = "local_sum"
GLOBAL = (1024,)
LOCAL = (64,)


def args(rng):
    return {
        "in": rng.integers(-1000, 1000, GLOBAL[0]).astype(np.int32),
        "sums": np.zeros(GLOBAL[0] // LOCAL[0], np.int32),
        "tmp": cl.LocalMemory(LOCAL[0] * 4),  # a __local int[64] argument
    }


def reference(**a):
    return {"sums": a["in"].reshape(-1, LOCAL[0]).sum(axis=1).astype(np.int32)}
