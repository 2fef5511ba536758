import numpy as np

KERNEL = "collatz"
GLOBAL = (300,)


def args(rng):
    return {
        "start": rng.integers(1, 1_000_000, GLOBAL[0]).astype(np.int64),
        "steps": np.zeros(GLOBAL[0], np.int32),
    }


def reference(start, steps):
    def count(n):
        s = 0
        while n != 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            s += 1
        return s

    return {"steps": np.array([count(int(n)) for n in start], np.int32)}
