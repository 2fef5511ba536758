import numpy as np

KERNEL = "ocl_vload_half"
GLOBAL = (128,)
RTOL = 0
ATOL = 0


def to_half(x, mode):
    """float32 -> float16 with a directed rounding mode (numpy rounds to nearest even)."""
    x = x.astype(np.float32)
    h = x.astype(np.float16)
    hx = h.astype(np.float32)
    if mode == "rtz":
        h = np.where(np.abs(hx) > np.abs(x), np.nextafter(h, np.float16(0)), h)
    elif mode == "rtp":
        h = np.where(hx < x, np.nextafter(h, np.float16(np.inf)), h)
    elif mode == "rtn":
        h = np.where(hx > x, np.nextafter(h, np.float16(-np.inf)), h)
    return h.astype(np.float16)


def args(rng):
    N = GLOBAL[0]
    f = rng.uniform(-100, 100, N).astype(np.float32)
    return {"h": rng.uniform(-10, 10, 16 * N + 16).astype(np.float16), "f": f, "out": np.zeros(9 * N, np.float32),
            "rte": np.zeros(N, np.float16), "rtz": np.zeros(N, np.float16), "rtp": np.zeros(N, np.float16),
            "rtn": np.zeros(N, np.float16), "dflt": np.zeros(N, np.float16), "al": np.zeros(14 * N, np.float16)}


def reference(h, f, **_):
    N = GLOBAL[0]
    H = h.astype(np.float32)
    i = np.arange(N)
    v4 = H[: 4 * N].reshape(N, 4)
    t = H[: 3 * N].reshape(N, 3)
    u = H[: 2 * N].reshape(N, 2) + H[1: 2 * N + 1].reshape(N, 2)
    out = np.column_stack([H[:N], v4, (v4 * [1, 2, 3, 4]).sum(1, dtype=np.float32), t[:, 0] - t[:, 1] + t[:, 2],
                           u[:, 0] * u[:, 1], H[i] + H[i + 15]]).astype(np.float32)
    al = np.zeros(14 * N, np.float16)
    al[: 2 * N] = to_half(np.column_stack([f, -f]), "rtz").ravel()
    al[2 * N: 6 * N] = to_half(np.column_stack([f, np.ones(N), 2 * np.ones(N), f * 0.5]), "rte").ravel()
    al[6 * N: 10 * N] = to_half(np.column_stack([f, f, -f, np.full(N, 0.25)]), "rtp").ravel()
    al[10 * N: 12 * N] = to_half(np.column_stack([-f, f]), "rtn").ravel()
    return {"out": out.ravel(), "rte": to_half(f, "rte"), "rtz": to_half(f, "rtz"), "rtp": to_half(f, "rtp"),
            "rtn": to_half(f, "rtn"), "dflt": to_half(f, "rte"), "al": al}
