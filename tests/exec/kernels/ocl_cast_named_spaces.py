import numpy as np
import pyopencl as cl

KERNEL = "ocl_cast_named_spaces"
GLOBAL = (64,)
LOCAL = (16,)
SKIP_MODES = {"spv-ir": "the reference translator refuses casts between named address spaces"}


def args(rng):
    return {"out": rng.integers(-1000, 1000, GLOBAL[0]).astype(np.int32),
            "scratch": cl.LocalMemory(4 * LOCAL[0])}


def reference(out, scratch):
    return {"out": (out + 3 * np.arange(GLOBAL[0])).astype(np.int32)}
