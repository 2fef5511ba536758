import numpy as np
import pyopencl as cl

KERNEL = "ocl_atomic_local_hist"
GLOBAL = (4096,)
LOCAL = (128,)


def args(rng):
    return {"data": rng.integers(0, 256, GLOBAL[0]).astype(np.uint8), "hist": np.zeros(64, np.uint32),
            "bins": cl.LocalMemory(64 * 4)}


def reference(data, hist, bins):
    h = np.bincount(data % 64, minlength=64).astype(np.int64)
    for q in range(4):
        h[q * 16] += 2 * np.count_nonzero(data // 64 == q)
    return {"hist": h.astype(np.uint32)}
