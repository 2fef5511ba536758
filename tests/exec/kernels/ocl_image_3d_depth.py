import numpy as np

KERNEL = "ocl_image_3d_depth"
W, H, D = 8, 4, 4
GLOBAL = (W, H)
IMAGES = {"vol": ("RGBA", "FLOAT"), "depth": ("DEPTH", "FLOAT"), "out_depth": ("DEPTH", "FLOAT")}


def args(rng):
    return {
        "vol": np.zeros((D, H, W, 4), np.float32),
        "depth": rng.random((H, W, 1), dtype=np.float32),
        "out_depth": np.zeros((H, W, 1), np.float32),
        "seen": np.zeros(H * W, np.float32),
        "order": np.zeros(1, np.int32),
    }


def reference(vol, depth, out_depth, seen, order):
    z, y, x = np.meshgrid(np.arange(D), np.arange(H), np.arange(W), indexing="ij")
    vol = np.stack([x, y, z, x + y * 10 + z * 100], axis=-1).astype(np.float32)
    return {"vol": vol, "seen": depth.ravel(), "out_depth": depth * 0.5, "order": np.ones(1, np.int32)}
REQUIRES = ["cl_khr_3d_image_writes", "cl_khr_depth_images"]
