import numpy as np

KERNEL = "int_divmod"
GLOBAL = (512,)


def args(rng):
    n = GLOBAL[0]
    b = rng.integers(1, 100, n) * rng.choice([-1, 1], n)  # never zero
    return {
        "a": rng.integers(-100000, 100000, n).astype(np.int32),
        "b": b.astype(np.int32),
        "q": np.zeros(n, np.int32),
        "r": np.zeros(n, np.int32),
        "uq": np.zeros(n, np.uint32),
        "ur": np.zeros(n, np.uint32),
    }


def reference(a, b, q, r, uq, ur):
    # numpy's // floors; C truncates toward zero.
    tq = np.sign(a) * np.sign(b) * (np.abs(a) // np.abs(b))
    ua, ub = a.view(np.uint32), b.view(np.uint32)
    return {"q": tq.astype(np.int32), "r": (a - tq * b).astype(np.int32),
            "uq": ua // ub, "ur": ua % ub}
