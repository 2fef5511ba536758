import numpy as np

_N = 64  # one work-group: the barrier orders all writes before all reads
STEPS = [("pipe_in_kernel", (_N,), (_N,), ["p", "p", "dst", "failures"])]


def args(rng):
    return {"p": ("pipe", 8, _N), "dst": np.zeros(_N, np.float32), "failures": np.zeros(1, np.int32)}


def reference(p, dst, failures):
    return {"dst": 0.5 * np.arange(_N, dtype=np.float32) + 1.0}
