import numpy as np

N = 64  # one work-group: the barrier orders all writes before all reads
STEPS = [("pipe_in_kernel", (N,), (N,), ["p", "p", "dst", "failures"])]


def args(rng):
    return {"p": ("pipe", 8, N), "dst": np.zeros(N, np.float32), "failures": np.zeros(1, np.int32)}


def reference(p, dst, failures):
    return {"dst": 0.5 * np.arange(N, dtype=np.float32) + 1.0}
