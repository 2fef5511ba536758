import numpy as np

_N = 256
_PIPE = ("pipe", 4, _N)
STEPS = [
    ("producer", (_N,), (64,), ["src", "p", "failures"]),
    ("query", (1,), None, ["p", "counts"]),
    ("consumer", (_N,), (64,), ["p", "dst", "failures"]),
]


def args(rng):
    return {
        "src": rng.permutation(_N).astype(np.int32),
        "p": _PIPE,
        "dst": np.full(_N, -1, np.int32),
        "failures": np.zeros(1, np.int32),
        "counts": np.zeros(2, np.int32),
    }


def reference(src, p, dst, failures, counts):
    return {"dst": 3 * np.arange(_N, dtype=np.int32) + 1, "counts": np.array([_N, _N], np.int32)}
