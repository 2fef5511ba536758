import numpy as np
import pyopencl as cl

N = 256
STEPS = [
    ("producer", (N,), (32,), ["src", "p", "slots"]),
    ("consumer", (N,), (32,), ["p", "dst"]),
]
REQUIRES = ["__opencl_c_pipes"]


def args(rng):
    return {
        "src": np.arange(N, dtype=np.int32) * 3 + 1,
        "p": ("pipe", 4, N),
        "slots": cl.LocalMemory(16),
        "dst": np.full(N, -7, np.int32),
    }


def reference(src, p, slots, dst):
    return {"dst": np.arange(N, dtype=np.int32) * 3 + 1}
