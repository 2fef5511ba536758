import numpy as np

KERNEL = "ocl_image_1d_array"
_W, _H, _LAYERS = 32, 4, 3
GLOBAL = (_W,)
IMAGES = {"line": ("RGBA", "FLOAT"), "layers": ("RGBA", "FLOAT", "array"), "result": ("RGBA", "FLOAT")}


def args(rng):
    return {"line": rng.uniform(-1, 1, (_W, 4)).astype(np.float32),
            "layers": rng.uniform(-1, 1, (_LAYERS, _H, _W, 4)).astype(np.float32),
            "s": ("sampler", False, "CLAMP_TO_EDGE", "NEAREST"), "result": np.zeros((_W, 4), np.float32),
            "out": np.zeros(4 * _W, np.float32), "sizes": np.zeros(3, np.int32)}


def reference(line, layers, s, result, out, sizes):
    return {"result": line + layers[2, 1], "out": line[::-1].ravel(), "sizes": np.array([_W, _LAYERS, _H], np.int32)}
