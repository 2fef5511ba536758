import numpy as np
import pyopencl as cl

KERNEL = "ocl_vector_data"
GLOBAL = (256,)
LOCAL = (32,)


def args(rng):
    N = GLOBAL[0]
    return {"in": rng.integers(-1000, 1000, 33 * N).astype(np.int32), "out": np.zeros(37 * N, np.int32),
            "b": rng.integers(0, 256, 8 * N).astype(np.uint8), "s": np.zeros(4 * N, np.int16),
            "tile": cl.LocalMemory(16 * LOCAL[0])}


def reference(**a):
    N = GLOBAL[0]
    x = a["in"]
    out = np.zeros(37 * N, np.int32)
    seg = lambda base, n: x[base * N: base * N + n * N].reshape(N, n)
    out[0: 2 * N] = (seg(0, 2) * 2).ravel()
    out[2 * N: 5 * N] = (seg(2, 3) + 1).ravel()
    out[5 * N: 9 * N] = seg(5, 4)[:, ::-1].ravel()
    out[9 * N: 17 * N] = 0
    out[17 * N: 33 * N] = (seg(17, 16) ^ 0x55).ravel()
    a4 = seg(5, 4).reshape(N // LOCAL[0], LOCAL[0], 4)
    out[33 * N:] = np.roll(a4, -1, axis=1).ravel()
    b = a["b"].reshape(N, 8).astype(np.int16)
    return {"out": out, "s": (b[:, 4:] + b[:, :4]).ravel()}
