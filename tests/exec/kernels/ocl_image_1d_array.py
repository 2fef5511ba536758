import numpy as np

KERNEL = "ocl_image_1d_array"
W, H, LAYERS = 32, 4, 3
GLOBAL = (W,)
IMAGES = {"line": ("RGBA", "FLOAT"), "layers": ("RGBA", "FLOAT", "array"), "result": ("RGBA", "FLOAT")}


def args(rng):
    return {"line": rng.uniform(-1, 1, (W, 4)).astype(np.float32),
            "layers": rng.uniform(-1, 1, (LAYERS, H, W, 4)).astype(np.float32),
            "s": ("sampler", False, "CLAMP_TO_EDGE", "NEAREST"), "result": np.zeros((W, 4), np.float32),
            "out": np.zeros(4 * W, np.float32), "sizes": np.zeros(3, np.int32)}


def reference(line, layers, s, result, out, sizes):
    return {"result": line + layers[2, 1], "out": line[::-1].ravel(), "sizes": np.array([W, LAYERS, H], np.int32)}
