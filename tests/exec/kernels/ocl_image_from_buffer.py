import numpy as np

KERNEL = "ocl_image_from_buffer"
_W, _H = 16, 4
GLOBAL = (_W, _H)
IMAGES = {"in": ("R", "UNSIGNED_INT32", "from_buffer"), "out": ("R", "UNSIGNED_INT32", "from_buffer")}


def args(rng):
    return {
        "in": rng.integers(0, 1000, (_H, _W, 1)).astype(np.uint32),
        "out": np.zeros((_H, _W, 1), np.uint32),
        "sums": np.zeros(_H * _W, np.uint32),
    }


def reference(**a):
    img = a["in"][:, :, 0]
    right = np.concatenate([img[:, 1:], img[:, -1:]], axis=1)  # clamp to edge
    return {"out": a["in"] * 2, "sums": (img + right).ravel()}
REQUIRES = ["cl_khr_image2d_from_buffer"]
