import numpy as np

KERNEL = "ocl_image_sampling"
W, H = 16, 8
GLOBAL = (W, H)
IMAGES = {"img": ("RGBA", "FLOAT")}
RTOL = 1e-3  # linear filtering may use reduced-precision weights
ATOL = 1e-3


def args(rng):
    return {"img": rng.uniform(0, 1, (H, W, 4)).astype(np.float32), "out": np.zeros((H * W, 4), np.float32)}


def reference(img, out):
    right = np.concatenate([img[:, 1:], img[:, -1:]], axis=1)  # clamp to edge
    linear = (img + right) / 2
    return {"out": (linear + img * 10).reshape(-1, 4).astype(np.float32)}
