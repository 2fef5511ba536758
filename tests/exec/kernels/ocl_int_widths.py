import numpy as np

KERNEL = "ocl_int_widths"
GLOBAL = (64,)


def wrap(v, bits, signed):
    v = np.asarray(v, dtype=object) % (1 << bits)
    return np.where(v >= (1 << (bits - 1)), v - (1 << bits), v) if signed else v


def rot(v, r, bits):
    m = (1 << bits) - 1
    v = np.asarray(v, dtype=object) % (1 << bits)
    r = np.asarray(r, dtype=object) % bits
    return ((v << r) | (v >> ((bits - r) % bits))) & m


def pop(v, bits):
    return np.vectorize(lambda x: bin(int(x) % (1 << bits)).count("1"), otypes=[object])(v)


def clz(v, bits):
    return np.vectorize(lambda x: bits - (int(x) % (1 << bits)).bit_length(), otypes=[object])(v)


def ctz(v, bits):
    f = lambda x: bits if int(x) % (1 << bits) == 0 else ((int(x) % (1 << bits)) & -(int(x) % (1 << bits))).bit_length() - 1
    return np.vectorize(f, otypes=[object])(v)


def args(rng):
    N = GLOBAL[0]
    return {"c": rng.integers(-128, 128, 16 * N).astype(np.int8), "s": rng.integers(-2**15, 2**15, 8 * N).astype(np.int16),
            "l": rng.integers(-2**63, 2**63, 4 * N, dtype=np.int64), "u": rng.integers(0, 2**64, 2 * N, dtype=np.uint64),
            "rc": np.zeros(16 * N, np.int8), "rs": np.zeros(8 * N, np.int16), "rl": np.zeros(4 * N, np.int64),
            "ru": np.zeros(2 * N, np.uint64)}


def reference(c, s, l, u, **_):
    clip = lambda v, lo, hi: np.minimum(np.maximum(v, lo), hi)
    a = c.reshape(-1, 16).astype(object)
    ar = a[:, ::-1]
    rc = clip(a + ar, -128, 127) + ((a + 3) >> 1) + pop(a, 8) - wrap(rot(a, 1, 8), 8, True)
    b = s.reshape(-1, 8).astype(object)
    rs = clip(b - b[:, ::-1], -2**15, 2**15 - 1) + ((b + b[:, [1, 0, 3, 2, 5, 4, 7, 6]] + 1) >> 1) + clz(b, 16) + np.maximum(b, -100)
    d = np.array([int(x) for x in l], dtype=object).reshape(-1, 4)
    dr = d[:, ::-1]
    rl = ((d * dr) >> 64) + ctz(d, 64) + np.minimum(d, 7) + abs(d - d[:, [1, 0, 3, 2]])
    e = np.array([int(x) for x in u], dtype=object).reshape(-1, 2)
    ru = ((e * e[:, ::-1]) >> 64) + 5 + np.stack([rot(e[:, 0], [13] * len(e), 64), rot(e[:, 1], [51] * len(e), 64)], 1) \
        + clip(2 * e, 0, 2**64 - 1) + np.array([(1 << 32) | 3, (2 << 32) | 4], dtype=object)
    return {"rc": wrap(rc, 8, True).astype(np.int64).astype(np.int8).ravel(),
            "rs": wrap(rs, 16, True).astype(np.int64).astype(np.int16).ravel(),
            "rl": np.array([int(x) for x in wrap(rl, 64, True).ravel()], dtype=np.int64),
            "ru": np.array([int(x) for x in wrap(ru, 64, False).ravel()], dtype=np.uint64)}
