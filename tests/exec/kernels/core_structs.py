import numpy as np

KERNEL = "core_structs"
_N = 256
GLOBAL = (_N,)
# OpenCL C layout of struct { int a; float b; long c; }: c at offset 8, size 16.
_S = np.dtype({"names": ["a", "b", "c"], "formats": [np.int32, np.float32, np.int64], "offsets": [0, 4, 8], "itemsize": 16})


def args(rng):
    s = np.zeros(_N, dtype=_S)
    s["a"] = rng.integers(-1000, 1000, _N)
    s["b"] = rng.standard_normal(_N).astype(np.float32)
    s["c"] = rng.integers(-1000, 1000, _N)
    return {
        "s": s,
        "out": np.zeros(_N, np.int32),
        "u": rng.standard_normal(_N).astype(np.float32).view(np.int32),
        "flipped": np.zeros(_N, np.float32),
    }


def reference(s, out, u, flipped):
    r = s.copy()
    r["a"] += 1
    r["b"] *= np.float32(2.0)
    r["c"] -= 3
    a, c = r["a"].astype(np.int64), r["c"].astype(np.int32).astype(np.int64)
    helper = (a * c + np.abs(a - c)).astype(np.int32)
    return {"s": r, "out": helper, "flipped": (-u.view(np.float32)).astype(np.float32)}
