import numpy as np

KERNEL = "number_min_max"
GLOBAL = (256,)


def args(rng):
    n = GLOBAL[0]
    # Zeros of both signs, NaN, infinities and ordinary numbers, in every
    # pairing but NaN with NaN, so that every result is a number. The results
    # are read as bits (uint32), so that the sign of a zero counts.
    special = np.array([0.0, -0.0, np.nan, np.inf, -np.inf, 1.5, -2.25, 3e38], np.float32)
    a, b = rng.choice(special, n), rng.choice(special, n)
    b[np.isnan(a) & np.isnan(b)] = -0.0
    return {"a": a, "b": b, "hi": np.zeros(n, np.uint32), "lo": np.zeros(n, np.uint32)}


def pick(a, b, take_a):
    """a where take_a, else b; a NaN operand gives the other one."""
    r = np.where(take_a, a, b)
    r = np.where(np.isnan(a), b, r)
    return np.where(np.isnan(b), a, r).astype(np.float32).view(np.uint32)


def reference(a, b, **_):
    # Ordered with -0.0 below +0.0: compare (value, sign bit) pairs.
    a_neg, b_neg = np.signbit(a), np.signbit(b)
    a_above = (a > b) | ((a == b) & ~a_neg & b_neg)
    a_below = (a < b) | ((a == b) & a_neg & ~b_neg)
    return {"hi": pick(a, b, a_above), "lo": pick(a, b, a_below)}
