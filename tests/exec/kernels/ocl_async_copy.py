import numpy as np
import pyopencl as cl

KERNEL = "ocl_async_copy"
GLOBAL = (256,)
LOCAL = (32,)
# The event list of OpGroupWaitEvents is a Generic pointer: PoCL's library has only
# the generic wait_group_events (it failed on the Function-storage list before).


def args(rng):
    N, L = GLOBAL[0], LOCAL[0]
    return {"in": rng.uniform(-10, 10, 4 * N).astype(np.float32), "out": np.zeros(4 * N, np.float32),
            "strided": rng.integers(-100, 100, N).astype(np.int32), "gathered": np.zeros(N, np.int32),
            "tile": cl.LocalMemory(16 * L), "column": cl.LocalMemory(4 * L)}


def reference(**a):
    N, L = GLOBAL[0], LOCAL[0]
    G = N // L
    x = a["in"].reshape(G, L, 4)
    # column[j] of group g = strided[g + j * G]
    col = a["strided"].reshape(L, G).T  # [g, j]
    out = x * 2 + col[:, ::-1, None].astype(np.float32)
    return {"out": out.astype(np.float32).ravel(), "gathered": a["strided"]}
