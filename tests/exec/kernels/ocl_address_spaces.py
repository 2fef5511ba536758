import numpy as np
import pyopencl as cl

KERNEL = "ocl_address_spaces"
GLOBAL = (128,)
LOCAL = (32,)
RTOL = 1e-6
ATOL = 1e-5


def args(rng):
    N = GLOBAL[0]
    return {"g": np.zeros(N, np.int32), "f": rng.uniform(-5, 5, 4 * N).astype(np.float32),
            "out": np.zeros(4 * N, np.float32), "loc": cl.LocalMemory(4 * LOCAL[0])}


def reference(g, f, out, loc):
    N = GLOBAL[0]
    i = np.arange(N)
    # get_fence: CLK_GLOBAL_MEM_FENCE (2) for a global pointer.
    code = i * 3 + (i + 1) * 1000 + 2 * 100000
    v = f.reshape(N, 4).astype(np.float64)
    x = v[:, :1]
    r = v + (x - np.floor(x)) + np.floor(x)
    return {"g": code.astype(np.int32), "out": r.astype(np.float32).ravel()}
