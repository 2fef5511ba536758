import numpy as np

KERNEL = "image_in_memory"
GLOBAL = (8,)
IMAGES = {"a": ("RGBA", "FLOAT"), "b": ("RGBA", "FLOAT")}


def args(rng):
    return {
        "a": rng.random((1, 8, 4)).astype(np.float32),
        "b": rng.random((1, 8, 4)).astype(np.float32),
        "o": np.zeros((8, 4), np.float32),
        "which": np.int32(1),
    }


def reference(a, b, o, which):
    a, b = a[0], b[0]
    variable = b if which else a  # set to a, then to b when `which`
    element = np.where((np.arange(8) % 2 == 1)[:, None], b, a)  # [a, b][gid & 1]
    return {"o": variable + 10 * element + 100 * b}  # the struct member holds b
