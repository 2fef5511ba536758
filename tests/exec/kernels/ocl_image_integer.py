import numpy as np

KERNEL = "ocl_image_integer"
W, H, D = 8, 4, 3
GLOBAL = (W, H)
IMAGES = {"u": ("RGBA", "UNSIGNED_INT32"), "v": ("RGBA", "UNSIGNED_INT32"),
          "cube": ("RGBA", "SIGNED_INT32"), "layers": ("RGBA", "SIGNED_INT32", "array")}

CLK_RGBA = 0x10B5
CLK_UNSIGNED_INT32 = 0x10DC


def args(rng):
    return {"u": rng.integers(0, 1000, (H, W, 4)).astype(np.uint32), "v": np.zeros((H, W, 4), np.uint32),
            "cube": rng.integers(-500, 500, (D, H, W, 4)).astype(np.int32),
            "layers": rng.integers(-500, 500, (D, H, W, 4)).astype(np.int32),
            "out": np.zeros(W * H * 4, np.int32), "info": np.zeros(8, np.int32)}


def reference(u, v, cube, layers, out, info):
    return {"v": u * 3 + np.array([1, 2, 3, 4], np.uint32),
            "out": (cube[1] + layers[2] * 1000).reshape(-1).astype(np.int32),
            "info": np.array([W, H, D, 0, D, CLK_RGBA, CLK_UNSIGNED_INT32, D], np.int32)}
