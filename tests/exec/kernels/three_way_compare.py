import numpy as np

KERNEL = "three_way_compare"
GLOBAL = (512,)


def args(rng):
    n = GLOBAL[0]
    # Small ranges, so that equal operands are frequent; extremes on both sides.
    small = rng.integers(-3, 4, (2, n)).astype(np.int32)
    small[:, :4] = [[-2**31, 2**31 - 1, 0, -1], [2**31 - 1, -2**31, 0, 0]]
    wide = rng.choice(np.array([0, 1, 2, 2**63, 2**64 - 1], np.uint64), (2, n))
    return {"a": small[0], "b": small[1], "c": wide[0], "d": wide[1],
            "rs": np.zeros(n, np.int32), "ru": np.zeros(n, np.int8), "rv": np.zeros(n, np.int8)}


def reference(a, b, c, d, **_):
    signed = (a > b).astype(np.int32) - (a < b).astype(np.int32)
    unsigned = (c > d).astype(np.int8) - (c < d).astype(np.int8)
    return {"rs": signed, "ru": unsigned, "rv": signed.astype(np.int8)}
