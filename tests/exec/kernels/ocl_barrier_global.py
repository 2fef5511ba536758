import numpy as np
import pyopencl as cl

KERNEL = "ocl_barrier_global"
GLOBAL = (512,)
LOCAL = (64,)


def args(rng):
    N = GLOBAL[0]
    return {"scratch": np.zeros(N, np.int32), "in": rng.integers(-1000, 1000, N).astype(np.int32),
            "out": np.zeros(N, np.int32), "tmp": cl.LocalMemory(4 * LOCAL[0])}


def reference(scratch, out, tmp, **a):
    x = a["in"].reshape(-1, LOCAL[0]) * 2
    v = np.roll(x, -5, axis=1)
    return {"scratch": x.ravel(), "out": (v[:, ::-1] + v).ravel().astype(np.int32)}
