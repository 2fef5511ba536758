import numpy as np

SKIP_MODES = {"spv-ir": "the reference translator keeps fast_length/fast_normalize, which Intel's runtime computes below this test's tolerance (the plugin's own lowering computes them exactly)"}
KERNEL = "ocl_geometric_widths"
GLOBAL = (64,)
# fast_length and fast_normalize may use half_sqrt/half_rsqrt precision (OpenCL C
# specification, geometric functions: 8192 ulp); Intel's runtime on some CPUs is off by
# about 3e-4 there, from source too.
RTOL = 2e-3
ATOL = 2e-3


def args(rng):
    N = GLOBAL[0]
    return {"a": rng.uniform(-2, 2, 5 * N).astype(np.float32), "d": rng.uniform(-2, 2, 3 * N),
            "out": np.zeros(5 * N, np.float32), "dout": np.zeros(3 * N)}


def reference(a, d, out, dout):
    N = GLOBAL[0]
    n = np.linalg.norm
    p = a[: 2 * N].reshape(-1, 2).astype(np.float64)
    q = a[2 * N:].reshape(-1, 3).astype(np.float64)
    o1 = p / n(p, axis=1)[:, None] * n(p, axis=1)[:, None] + np.stack([(p * p[:, ::-1]).sum(1), n(2 * p, axis=1)], 1)
    o2 = np.cross(q, q[:, [2, 0, 1]]) + q / n(q, axis=1)[:, None] + n(q, axis=1)[:, None]
    r = d.reshape(-1, 3)
    o3 = np.cross(r, [1.0, 2.0, 3.0]) + r / n(r, axis=1)[:, None] + np.stack([(r * r).sum(1), n(r, axis=1), n(r, axis=1)], 1)
    return {"out": np.concatenate([o1.ravel(), o2.ravel()]).astype(np.float32), "dout": o3.ravel()}
