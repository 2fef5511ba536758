import numpy as np

KERNEL = "core_private_array"
_N = 128
GLOBAL = (_N,)
RTOL = 1e-5


def args(rng):
    return {"out": np.zeros(_N, np.float32)}


def reference(out):
    r = np.zeros(_N, np.float32)
    for i in range(_N):
        arr = np.array([np.float32(k * 0.5) + np.float32(i) for k in range(16)], np.float32)
        s = np.float32(0)
        for k in range(0, 16, (i & 1) + 1):
            s = np.float32(s + arr[(k * 7 + i) & 15])
        r[i] = s
    return {"out": r}
