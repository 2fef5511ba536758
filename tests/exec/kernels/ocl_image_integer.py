import numpy as np

KERNEL = "ocl_image_integer"
_W, _H, _D = 8, 4, 3
GLOBAL = (_W, _H)
IMAGES = {"u": ("RGBA", "UNSIGNED_INT32"), "v": ("RGBA", "UNSIGNED_INT32"),
          "cube": ("RGBA", "SIGNED_INT32"), "layers": ("RGBA", "SIGNED_INT32", "array")}

_CLK_RGBA = 0x10B5
_CLK_UNSIGNED_INT32 = 0x10DC


def args(rng):
    return {"u": rng.integers(0, 1000, (_H, _W, 4)).astype(np.uint32), "v": np.zeros((_H, _W, 4), np.uint32),
            "cube": rng.integers(-500, 500, (_D, _H, _W, 4)).astype(np.int32),
            "layers": rng.integers(-500, 500, (_D, _H, _W, 4)).astype(np.int32),
            "out": np.zeros(_W * _H * 4, np.int32), "info": np.zeros(8, np.int32)}


def reference(u, v, cube, layers, out, info):
    return {"v": u * 3 + np.array([1, 2, 3, 4], np.uint32),
            "out": (cube[1] + layers[2] * 1000).reshape(-1).astype(np.int32),
            "info": np.array([_W, _H, _D, 0, _D, _CLK_RGBA, _CLK_UNSIGNED_INT32, _D], np.int32)}
