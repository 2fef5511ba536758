import numpy as np

KERNEL = "ext_sigmoid"
GLOBAL = (256,)
# OpenCL exp is within 3 ulp; the division and addition add about two more.
RTOL = 1e-5
ATOL = 1e-7
# The runtime's own compiler (source mode) needs the builtin declared by it.
REQUIRES = ["cl_intel_sigmoid"]


def args(rng):
    n = GLOBAL[0]
    x = rng.uniform(-30.0, 30.0, n).astype(np.float32)
    x[:6] = [0.0, -0.0, 1.0, -1.0, 30.0, -30.0]
    return {"x": x, "y": np.zeros(n, np.float32), "y4": np.zeros(n, np.float32)}


def reference(x, y, y4):
    s = (1.0 / (1.0 + np.exp(-x.astype(np.float64)))).astype(np.float32)
    return {"y": s, "y4": s}
