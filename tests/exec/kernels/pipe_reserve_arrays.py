import numpy as np

_N = 256
STEPS = [
    ("producer", (_N,), (32,), ["src", "p"]),
    ("consumer", (_N,), (32,), ["p", "dst"]),
]
REQUIRES = ["__opencl_c_pipes"]


def args(rng):
    return {
        "src": rng.permutation(_N).astype(np.int32) * 3 + 1,
        "p": ("pipe", 4, _N),
        "dst": np.full(_N, -7, np.int32),
    }


def reference(src, p, dst):
    return {"dst": np.arange(_N, dtype=np.int32) * 3 + 1}
