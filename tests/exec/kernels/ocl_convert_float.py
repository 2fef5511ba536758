import numpy as np

KERNEL = "ocl_convert_float"
GLOBAL = (256,)
# rusticl (Mesa 25) rounds the rounding-mode conversions to nearest (the reference translator's
# module gives the same wrong results there): decided by the harness's evidence (RUNTIME-BUG)
# where rusticl runs the kernel at all (it lacks cl_khr_fp64 on llvmpipe).
RTOL = 0
ATOL = 0


def directed(exact, mode):
    """exact values (float64 or Python ints as object array) rounded to float32 in a mode."""
    out = []
    for x in exact:
        f = np.float32(x)
        fx = int(f) if isinstance(x, int) else np.float64(f)
        if mode == "rtz" and abs(fx) > abs(x):
            f = np.nextafter(f, np.float32(0))
        elif mode == "rtp" and fx < x:
            f = np.nextafter(f, np.float32(np.inf))
        elif mode == "rtn" and fx > x:
            f = np.nextafter(f, np.float32(-np.inf))
        out.append(f)
    return np.array(out, np.float32)


def args(rng):
    N = GLOBAL[0]
    return {
        "i32": rng.integers(-(2**31), 2**31, N, dtype=np.int64).astype(np.int32),
        "u64": rng.integers(0, 2**64, N, dtype=np.uint64),
        "d": rng.uniform(-1e6, 1e6, N),
        "a": np.zeros(N, np.float32), "b": np.zeros(N, np.float32), "c": np.zeros(N, np.float32),
        "e": np.zeros(N, np.float32), "g": np.zeros(N, np.float32), "h": np.zeros(N, np.float64),
        "k": np.zeros(N, np.float32),
    }


def reference(i32, u64, d, **_):
    ints = [int(x) for x in i32]
    return {
        "a": directed(ints, "rtz"),
        "b": directed(ints, "rtp"),
        "c": directed([int(x) for x in u64], "rtn"),
        "e": directed(d, "rtz"),
        "g": directed(d, "rtp"),
        "h": i32.astype(np.float64) + u64.astype(np.float64),
        "k": d.astype(np.float32),
    }
