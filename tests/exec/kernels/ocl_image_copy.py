import numpy as np

KERNEL = "ocl_image_copy"
_W, _H = 32, 16
GLOBAL = (_W, _H)
IMAGES = {"src": ("RGBA", "FLOAT"), "dst": ("RGBA", "FLOAT")}


def args(rng):
    return {"src": rng.uniform(-1, 1, (_H, _W, 4)).astype(np.float32),
            "s": ("sampler", False, "CLAMP_TO_EDGE", "NEAREST"),
            "dst": np.zeros((_H, _W, 4), np.float32), "dims": np.zeros(3, np.int32)}


def reference(src, s, dst, dims):
    return {"dst": src * np.float32(2) + src[:, ::-1], "dims": np.array([_W, _H, _W * _H], np.int32)}
