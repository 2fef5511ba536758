import numpy as np

KERNEL = "ocl_image_int_sampled"
_W, _H = 16, 8
GLOBAL = (_W, _H)
IMAGES = {"src": ("RGBA", "SIGNED_INT32"), "dst": ("RGBA", "SIGNED_INT32"), "usrc": ("RGBA", "UNSIGNED_INT16")}


def args(rng):
    return {"src": rng.integers(-1000, 1000, (_H, _W, 4)).astype(np.int32), "s": ("sampler", False, "CLAMP", "NEAREST"),
            "dst": np.zeros((_H, _W, 4), np.int32), "usrc": rng.integers(0, 60000, (_H, _W, 4)).astype(np.uint16),
            "out": np.zeros(4 * _W * _H, np.uint32)}


def reference(src, s, dst, usrc, out):
    shifted = np.concatenate([src[:, 1:], np.zeros((_H, 1, 4), np.int32)], axis=1)
    y, x = np.mgrid[0:_H, 0:_W]
    delta = np.stack([x, y, np.zeros_like(x), np.ones_like(x)], axis=2).astype(np.int32)
    return {"dst": shifted - delta, "out": (usrc.astype(np.uint32) * 2).ravel()}
