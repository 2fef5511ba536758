import numpy as np

KERNEL = "primes"
GLOBAL = (400,)


def args(rng):
    return {"count": np.full(GLOBAL[0], -1, np.int32)}


def reference(count):
    n = GLOBAL[0]
    sieve = np.ones(n, bool)
    sieve[:2] = False
    for p in range(2, int(n**0.5) + 1):
        if sieve[p]:
            sieve[p * p :: p] = False
    return {"count": np.cumsum(sieve).astype(np.int32)}
