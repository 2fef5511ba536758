import numpy as np

KERNEL = "ocl_work_group_types"
GLOBAL = (16, 8)
LOCAL = (8, 4)
RTOL = 1e-12
ATOL = 1e-9


def args(rng):
    N = GLOBAL[0] * GLOBAL[1]
    return {"a": rng.integers(-2**40, 2**40, N, dtype=np.int64), "d": rng.uniform(-10, 10, N),
            "rl": np.zeros(3 * N, np.int64), "ru": np.zeros(N, np.uint64), "rd": np.zeros(2 * N)}


def reference(a, d, **_):
    W, H = GLOBAL
    lx, ly = LOCAL
    rl = np.zeros((H, W, 3), np.int64)
    ru = np.zeros((H, W), np.uint64)
    rd = np.zeros((H, W, 2))
    A, D = a.reshape(H, W), d.reshape(H, W)
    for gy in range(0, H, ly):
        for gx in range(0, W, lx):
            blk = A[gy:gy + ly, gx:gx + lx]
            dblk = D[gy:gy + ly, gx:gx + lx]
            flat = blk.ravel()  # local linear id order: x fastest
            dflat = dblk.ravel()
            rl[gy:gy + ly, gx:gx + lx, 0] = flat.sum()
            rl[gy:gy + ly, gx:gx + lx, 1] = np.minimum.accumulate(flat).reshape(ly, lx)
            rl[gy:gy + ly, gx:gx + lx, 2] = blk[1, 3]
            ru[gy:gy + ly, gx:gx + lx] = flat.view(np.uint64).max()
            rd[gy:gy + ly, gx:gx + lx, 0] = (np.cumsum(dflat) - dflat).reshape(ly, lx)
            rd[gy:gy + ly, gx:gx + lx, 1] = dflat.min() + dblk[0, 0]
    return {"rl": rl.ravel(), "ru": ru.ravel(), "rd": rd.ravel()}
