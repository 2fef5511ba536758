import numpy as np
import pyopencl as cl

KERNEL = "ocl_atomic_legacy"
GLOBAL = (1024,)
LOCAL = (64,)


def args(rng):
    N = GLOBAL[0]
    g = np.array([10, 20, 0, 100, 0, 0, 0, 0, 0, 0, 2**31 - 1], np.int32)
    u = np.array([0xffffffff, 0, 0xffffffff, 0, 0x12345678], np.uint32)
    return {"v": rng.integers(-(2**20), 2**20, N).astype(np.int32), "g": g, "u": u,
            "old": np.zeros(N, np.int32), "slots": np.where(np.arange(N) % 2 == 0, np.arange(N), np.arange(N) + 7).astype(np.int32), "loc": cl.LocalMemory(8)}


def reference(v, g, u, old, slots, loc):
    N = len(v)
    x = v.astype(np.int64)
    g = g.astype(np.int64)
    g[0] += x.sum()
    g[1] -= x.sum()
    g[2] += N
    g[3] -= N
    g[4] = min(0, x.min())
    g[5] = max(0, x.max())
    g[6] += N
    g[7] = 5
    xu = v.view(np.uint32)
    u = u.astype(np.uint64)
    u[0] = min(0xffffffff, int(xu.min()))
    u[1] = int(xu.max())
    u[2] = 0
    u[3] = 0xffffffff
    acc = 0x12345678
    for t in xu:
        acc ^= int(t)
    u[4] = acc
    g[9] = x.sum()
    g[10] = x.min()
    i = np.arange(N)
    return {"g": g.astype(np.int32), "u": u.astype(np.uint32), "old": slots,
            "slots": np.where(i % 2 == 0, i + 1, slots).astype(np.int32)}
