import numpy as np

KERNEL = "ocl_math_misc"
GLOBAL = (128,)
# PoCL 6.0's nan(code) gives infinity: the reference translator's module fails the same way.
BROKEN_ON = {"pocl": "nan() returns infinity, from source too (so evidence cannot decide)"}
# native_ and half_ forms have implementation-defined precision.
RTOL = 2e-3
ATOL = 2e-3


def args(rng):
    N = GLOBAL[0]
    return {"x": rng.uniform(0.5, 20, N).astype(np.float32), "out": np.zeros(10 * N, np.float32),
            "bits": np.zeros(N, np.uint32)}


def reference(x, out, bits):
    v = x.astype(np.float64)
    n = (np.arange(len(x)) % 5) - 2
    step = np.nextafter(x, np.float32(0)).astype(np.float64) - v
    e = np.floor(np.log2(v)) * 3 + (0 + 1 + 2) - 3
    o = np.stack([np.cbrt(v), v ** n, v ** 0.75, step, np.sqrt(v) + 1 / v, np.exp(v * 0.1) + np.log(v),
                  np.sin(v) + np.cos(v) + v / 3, np.sqrt(v) + np.exp(v * 0.1) + 1 / v, e,
                  np.sqrt(v) + np.log(v) + 1 / np.sqrt(v) + np.tan(0.25)], axis=1)
    return {"out": o.astype(np.float32).ravel(), "bits": np.full(len(x), 0x7fc00000, np.uint32)}
