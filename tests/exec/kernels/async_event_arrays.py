import numpy as np
import pyopencl as cl

KERNEL = "async_event_arrays"
GLOBAL = (192,)
LOCAL = (48,)


def args(rng):
    N = GLOBAL[0]
    return {"in": rng.integers(-1000, 1000, N).astype(np.int32), "out": np.zeros(N, np.int32),
            "tile": cl.LocalMemory(4 * LOCAL[0]), "k": np.int32(1)}


def reference(**a):
    return {"out": (2 * a["in"]).astype(np.int32)}
