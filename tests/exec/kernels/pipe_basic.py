import numpy as np

N = 256
PIPE = ("pipe", 4, N)
STEPS = [
    ("producer", (N,), (64,), ["src", "p", "failures"]),
    ("query", (1,), None, ["p", "counts"]),
    ("consumer", (N,), (64,), ["p", "dst", "failures"]),
]


def args(rng):
    return {
        "src": rng.permutation(N).astype(np.int32),
        "p": PIPE,
        "dst": np.full(N, -1, np.int32),
        "failures": np.zeros(1, np.int32),
        "counts": np.zeros(2, np.int32),
    }


def reference(src, p, dst, failures, counts):
    return {"dst": 3 * np.arange(N, dtype=np.int32) + 1, "counts": np.array([N, N], np.int32)}
