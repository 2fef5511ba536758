import numpy as np

KERNEL = "ocl_image_3d_depth"
_W, _H, _D = 8, 4, 4
GLOBAL = (_W, _H)
IMAGES = {"vol": ("RGBA", "FLOAT"), "depth": ("DEPTH", "FLOAT"), "out_depth": ("DEPTH", "FLOAT")}


def args(rng):
    return {
        "vol": np.zeros((_D, _H, _W, 4), np.float32),
        "depth": rng.random((_H, _W, 1), dtype=np.float32),
        "out_depth": np.zeros((_H, _W, 1), np.float32),
        "seen": np.zeros(_H * _W, np.float32),
        "order": np.zeros(1, np.int32),
    }


def reference(vol, depth, out_depth, seen, order):
    z, y, x = np.meshgrid(np.arange(_D), np.arange(_H), np.arange(_W), indexing="ij")
    vol = np.stack([x, y, z, x + y * 10 + z * 100], axis=-1).astype(np.float32)
    return {"vol": vol, "seen": depth.ravel(), "out_depth": depth * 0.5, "order": np.ones(1, np.int32)}
REQUIRES = ["cl_khr_3d_image_writes", "cl_khr_depth_images"]
