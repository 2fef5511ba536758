# Same kernel as examples/vector_add.cl.
import numpy as np

KERNEL = "vector_add"
GLOBAL = (1024,)


def args(rng):
    n = GLOBAL[0]
    return {
        "a": rng.standard_normal(n).astype(np.float32),
        "b": rng.standard_normal(n).astype(np.float32),
        "c": np.zeros(n, np.float32),
    }


def reference(a, b, c):
    return {"c": a + b}
