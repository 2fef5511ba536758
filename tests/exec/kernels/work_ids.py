import numpy as np

KERNEL = "work_ids"
GLOBAL = (256,)
LOCAL = (16,)


def args(rng):
    return {"out": np.zeros(GLOBAL[0], np.uint32)}


def reference(out):
    g = np.arange(GLOBAL[0])
    l = LOCAL[0]
    return {"out": ((g // l) * 10000 + (g % l) * 100 + l).astype(np.uint32)}
