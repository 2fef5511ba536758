import numpy as np
import pyopencl as cl

KERNEL = "ocl_async_types"
GLOBAL = (256,)
LOCAL = (64,)
# The event list of OpGroupWaitEvents is a Generic pointer: PoCL's library has only
# the generic wait_group_events (it failed on the Function-storage list before).


def args(rng):
    N, L = GLOBAL[0], LOCAL[0]
    return {"a": rng.integers(-1000, 1000, 4 * N).astype(np.int32), "b": rng.integers(0, 256, N).astype(np.uint8),
            "c": rng.integers(-300, 300, N).astype(np.int16), "ra": np.zeros(4 * N, np.int32),
            "rb": np.zeros(N, np.uint8), "rc": np.zeros(N, np.int16),
            "la": cl.LocalMemory(16 * L), "lb": cl.LocalMemory(L), "lc": cl.LocalMemory(2 * L)}


def reference(a, b, c, **_):
    N, L = GLOBAL[0], LOCAL[0]
    G = N // L
    col = c.reshape(L, G).T  # group g's lc[j] = c[g + j * G]
    ra = a.reshape(G, L, 4) + col[:, :, None]
    rb = b.reshape(G, L)[:, ::-1]
    return {"ra": ra.astype(np.int32).ravel(), "rb": rb.ravel(), "rc": c}
