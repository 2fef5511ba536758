import math
import numpy as np
import pyopencl as cl

KERNEL = "ocl_math_pointer_vec"
GLOBAL = (128,)
LOCAL = (32,)
RTOL = 2e-5
ATOL = 2e-5


def args(rng):
    N = GLOBAL[0]
    return {"x": rng.uniform(-4, 4, 4 * N).astype(np.float32), "whole": np.zeros(4 * N, np.float32),
            "out": np.zeros(20 * N, np.float32), "exps": np.zeros(2 * N, np.int32),
            "cosines": cl.LocalMemory(32 * LOCAL[0])}


def reference(x, whole, out, exps, cosines):
    v = x.reshape(-1, 4).astype(np.float64)
    v3 = (x.reshape(-1, 4) * np.float32(3)).astype(np.float64)
    o0 = v - np.floor(v)
    o1 = np.floor(v) + (v3 - np.trunc(v3))
    w = np.concatenate([v, (x.reshape(-1, 4) * np.float32(0.5)).astype(np.float64)], axis=1)
    o2 = np.sin(w[:, :4]) + np.sin(w[:, 4:])
    o3 = np.cos(w[:, :4]) - np.cos(w[:, 4:])
    m, e = np.frexp((x.reshape(-1, 4)[:, :2] * np.float32(100)).astype(np.float64))
    lg = np.vectorize(math.lgamma)(np.abs(v[:, :3]) + 0.5)
    o4 = np.concatenate([lg, (m.sum(1) + 3)[:, None]], axis=1)  # arguments > 0: signs are all 1
    return {"whole": np.trunc(v3).astype(np.float32).ravel(),
            "out": np.stack([o0, o1, o2, o3, o4], axis=1).astype(np.float32).ravel(),
            "exps": e.astype(np.int32).ravel()}
