import numpy as np

KERNEL = "ocl_intel_block_io_image"
_W, _H = 32, 4
GLOBAL = (_W, _H)
LOCAL = (8, 1)
REQUIRES = ["cl_intel_subgroups"]
IMAGES = {"src": ("R", "UNSIGNED_INT32"), "dst": ("R", "UNSIGNED_INT32")}


def args(rng):
    return {"src": rng.integers(0, 1 << 20, (_H, _W, 1)).astype(np.uint32), "dst": np.zeros((_H, _W, 1), np.uint32),
            "rows": np.zeros(2 * _W * _H, np.uint32)}


def reference(src, dst, rows):
    s = src[:, :, 0]
    y = np.arange(_H)[:, None]
    top = s[2 * (y // 2), np.arange(_W)[None, :]]
    below = s[2 * (y // 2) + 1, np.arange(_W)[None, :]]
    return {"dst": src * 2 + 1, "rows": np.stack([top, below], axis=2).ravel().astype(np.uint32)}
# PoCL 6 advertises cl_intel_subgroups but its kernel library has no image block I/O: linking
# fails with "Cannot find symbol _Z26intel_sub_group_block_read14ocl_image2d_roDv2_i" from source too.
BROKEN_ON = {"pocl": "PoCL 6's kernel library lacks intel_sub_group_block_read/write on images (link error from source too)"}
