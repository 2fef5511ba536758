import numpy as np

KERNEL = "ocl_image_sampling"
_W, _H = 16, 8
GLOBAL = (_W, _H)
IMAGES = {"img": ("RGBA", "FLOAT")}
RTOL = 1e-3  # linear filtering may use reduced-precision weights
ATOL = 1e-3


def args(rng):
    return {"img": rng.uniform(0, 1, (_H, _W, 4)).astype(np.float32), "out": np.zeros((_H * _W, 4), np.float32)}


def reference(img, out):
    right = np.concatenate([img[:, 1:], img[:, -1:]], axis=1)  # clamp to edge
    linear = (img + right) / 2
    return {"out": (linear + img * 10).reshape(-1, 4).astype(np.float32)}
