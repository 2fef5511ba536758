import numpy as np

KERNEL = "ulong_hash"
GLOBAL = (256,)


def args(rng):
    n = GLOBAL[0]
    return {
        "seed": rng.integers(0, 2**63, n, dtype=np.uint64),
        "out": np.zeros(n, np.uint64),
        "rounds": np.uint32(7),
    }


def reference(seed, out, rounds):
    h = seed.copy()
    with np.errstate(over="ignore"):  # uint64 arithmetic wraps, as in C
        for _ in range(int(rounds)):
            h = h * np.uint64(6364136223846793005) + np.uint64(1442695040888963407)
            h ^= h >> np.uint64(33)
    return {"out": h}
