import numpy as np

KERNEL = "intrinsic_funnel"
GLOBAL = (256,)


def rotl(x, s, width):
    """Rotate left of unsigned integers (Python ints) by s mod width."""
    mask = (1 << width) - 1
    s %= width
    return ((x << s) | (x >> (width - s))) & mask


def args(rng):
    n = GLOBAL[0]
    amount = rng.integers(0, 140, n, dtype=np.uint32)
    amount[:8] = [0, 1, 7, 8, 16, 31, 32, 64]
    return {
        "a": rng.integers(0, 2**32, n, dtype=np.uint32),
        "la": rng.integers(0, 2**64 - 1, n, dtype=np.uint64, endpoint=True),
        "amount": amount,
        "r32": np.zeros(4 * n, np.uint32),
        "r64": np.zeros(2 * n, np.uint64),
        "r8": np.zeros(2 * n, np.uint8),
        "r16": np.zeros(2 * n, np.uint16),
    }


def reference(a, la, amount, r32, r64, r8, r16):
    for i in range(len(a)):
        x, y, s = int(a[i]), int(la[i]), int(amount[i])
        c, h = x & 0xFF, (x >> 8) & 0xFFFF
        r32[4 * i: 4 * i + 4] = [rotl(x, s, 32), rotl(x, -s, 32), rotl(x, 7, 32), x]
        r64[2 * i: 2 * i + 2] = [rotl(y, s, 64), rotl(y, -s, 64)]
        # The 8 and 16-bit builtins take the amount in their own width.
        r8[2 * i: 2 * i + 2] = [rotl(c, s & 0xFF, 8), rotl(c, -(s & 0xFF), 8)]
        r16[2 * i: 2 * i + 2] = [rotl(h, s & 0xFFFF, 16), rotl(h, -(s & 0xFFFF), 16)]
    return {"r32": r32, "r64": r64, "r8": r8, "r16": r16}
