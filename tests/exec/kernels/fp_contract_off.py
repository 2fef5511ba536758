import numpy as np

KERNEL = "fp_contract_off"
GLOBAL = (256,)


def args(rng):
    n = GLOBAL[0]
    return {"a": rng.uniform(1, 2, n).astype(np.float32), "b": rng.uniform(1, 2, n).astype(np.float32),
            "out": np.full(n, 7, np.float32)}


def reference(a, b, out):
    return {"out": np.zeros_like(a)}
