import numpy as np
import pyopencl as cl

KERNEL = "ocl_math_pointer"
GLOBAL = (256,)
LOCAL = (64,)
RTOL = 1e-5
ATOL = 1e-5


def args(rng):
    N = GLOBAL[0]
    return {"x": rng.uniform(-20, 20, N).astype(np.float32), "whole": np.zeros(N, np.float32),
            "out": np.zeros(8 * N, np.float32), "ints": np.zeros(2 * N, np.int32),
            "scratch": cl.LocalMemory(4 * LOCAL[0])}


def reference(x, whole, out, ints, scratch):
    v = x.astype(np.float64)
    fl = np.floor(v)
    m, e = np.frexp(v)
    n = np.rint(v / 1.5)
    w = np.stack([v, -v, 2 * v, np.full_like(v, 0.5)], axis=1).astype(np.float32).astype(np.float64)
    o = np.stack([v - fl, fl, v - np.trunc(v), np.sin(v), np.cos(v), m, v - n * 1.5,
                  (w - np.floor(w)).sum(axis=1) + np.floor(w).sum(axis=1)], axis=1)
    q = np.abs(n).astype(np.int64) * np.sign(n).astype(np.int64)
    return {"whole": np.trunc(v).astype(np.float32), "out": o.astype(np.float32).ravel(),
            "ints": np.stack([e, q & 7], axis=1).astype(np.int32).ravel()}
