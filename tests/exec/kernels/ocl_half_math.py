import numpy as np

KERNEL = "ocl_half_math"
GLOBAL = (128,)
RTOL = 2e-2  # half arithmetic
ATOL = 2e-2
OPENCL_ENV = False  # spirv-val's OpenCL environments reject the optional Float16


def args(rng):
    N = GLOBAL[0]
    return {"h": rng.uniform(-2, 2, 4 * N).astype(np.float16), "f": rng.uniform(-100, 100, N).astype(np.float32),
            "rh": np.zeros(2 * N, np.float16), "rf": np.zeros(N, np.float32), "rs": np.zeros(N, np.int16)}


def to_half(x, mode):
    h = x.astype(np.float16)
    hx = h.astype(np.float32)
    if mode == "rtz":
        h = np.where(np.abs(hx) > np.abs(x), np.nextafter(h, np.float16(0)), h)
    else:
        h = np.where(hx < x, np.nextafter(h, np.float16(np.inf)), h)
    return h.astype(np.float16)


def reference(h, f, **_):
    N = GLOBAL[0]
    x = h[:N].astype(np.float32)
    v = h.reshape(-1, 4).astype(np.float32)
    rh0 = np.sqrt(np.abs(x)) + np.maximum(x, 0.5) * x
    rh1 = to_half(f, "rtz").astype(np.float32) + to_half(f, "rtp").astype(np.float32)
    rf = (v * v).sum(1) + x * x + x
    rs = np.clip(np.trunc((x * 100).astype(np.float16).astype(np.float32)), -2**15, 2**15 - 1) + (x < 0) + (v < 0).any(1)
    return {"rh": np.stack([rh0, rh1], axis=1).astype(np.float16).ravel(), "rf": rf.astype(np.float32),
            "rs": rs.astype(np.int16)}
