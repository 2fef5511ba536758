import numpy as np

KERNEL = "ocl_convert_rounding"
GLOBAL = (256,)


def args(rng):
    n = GLOBAL[0] * 4
    f = rng.uniform(-1000, 1000, n).astype(np.float32)
    f[::5] = np.round(f[::5]) + 0.5  # ties: rte rounds them to even
    z = np.zeros(n, np.int32)
    return {"f": f, "rte": z, "rtz": z.copy(), "rtp": z.copy(), "rtn": z.copy(), "dflt": z.copy()}


def reference(f, **_):
    return {
        "rte": np.rint(f).astype(np.int32),
        "rtz": np.trunc(f).astype(np.int32),
        "rtp": np.ceil(f).astype(np.int32),
        "rtn": np.floor(f).astype(np.int32),
        "dflt": np.trunc(f).astype(np.int32),
    }
