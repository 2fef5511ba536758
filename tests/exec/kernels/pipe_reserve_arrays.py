import numpy as np

N = 256
STEPS = [
    ("producer", (N,), (32,), ["src", "p"]),
    ("consumer", (N,), (32,), ["p", "dst"]),
]
REQUIRES = ["__opencl_c_pipes"]


def args(rng):
    return {
        "src": rng.permutation(N).astype(np.int32) * 3 + 1,
        "p": ("pipe", 4, N),
        "dst": np.full(N, -7, np.int32),
    }


def reference(src, p, dst):
    return {"dst": np.arange(N, dtype=np.int32) * 3 + 1}
