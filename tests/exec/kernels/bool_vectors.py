import numpy as np

KERNEL = "bool_vectors"
GLOBAL = (512,)


def args(rng):
    return {
        "out": np.zeros(GLOBAL[0], np.uint8),
        "a": rng.integers(-50, 50, (GLOBAL[0], 8)).astype(np.int32),
        "b": rng.integers(-50, 50, (GLOBAL[0], 8)).astype(np.int32),
    }


def reference(out, a, b):
    bits = (a > b).astype(np.uint32) << np.arange(8, dtype=np.uint32)
    return {"out": bits.sum(axis=1).astype(np.uint8)}
