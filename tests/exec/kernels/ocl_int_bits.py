import numpy as np

KERNEL = "ocl_int_bits"
GLOBAL = (256,)


def clz(v, bits):
    return np.array([bits - int(x).bit_length() for x in v], dtype=object)


def ctz(v, bits):
    return np.array([bits if int(x) == 0 else (int(x) & -int(x)).bit_length() - 1 for x in v], dtype=object)


def popcount(v):
    return np.array([bin(int(x)).count("1") for x in v], dtype=object)


def rotate(v, r, bits):
    m = (1 << bits) - 1
    return np.array([((int(x) << (int(k) % bits)) | (int(x) >> ((bits - int(k) % bits) % bits))) & m
                     for x, k in zip(v, r)], dtype=object)


def args(rng):
    N = GLOBAL[0]
    a = rng.integers(0, 2**32, N, dtype=np.uint64).astype(np.uint32)
    a[::5] = a[::5] >> rng.integers(0, 32, len(a[::5])).astype(np.uint32)
    a[0] = 0
    l = rng.integers(0, 2**64, N, dtype=np.uint64)
    l[::3] >>= rng.integers(0, 64, len(l[::3])).astype(np.uint64)
    return {"a": a, "l": l, "out": np.zeros(6 * N, np.uint32), "wide": np.zeros(3 * N, np.uint64),
            "bytes": np.zeros(4 * N, np.uint8)}


def reference(a, l, **_):
    N = len(a)
    x = np.array([int(v) for v in a], dtype=object)
    i = np.arange(N)
    hi16, lo16 = x >> 16, x & 0xffff
    s_hi = np.where(hi16 >= 0x8000, hi16 - 0x10000, hi16)
    up1 = (s_hi * 65536 + lo16) % (1 << 32)
    up2 = (lo16 << 16) | hi16
    o = np.stack([clz(x, 32), ctz(x, 32), popcount(x), rotate(x, i, 32),
                  clz(x, 32) + popcount(x & 0xffff) + ctz(x & 0xff, 8), up1 ^ up2], axis=1)
    L = np.array([int(v) for v in l], dtype=object)
    sx = np.where(x >= 2**31, x - 2**32, x)
    w = np.stack([clz(L, 64) + popcount(L) * 100 + ctz(L, 64) * 10000, rotate(L, i * 3, 64),
                  ((x << 32) | (x ^ 0xdeadbeef)) + ((sx * 2**32 + x) % 2**64)], axis=1) % 2**64
    b = np.array([[(int(v) >> (8 * k)) & 0xff for k in range(4)] for v in x], dtype=object)
    rb = np.stack([rotate(b[:, k], np.full(N, k + 1), 8) for k in range(4)], axis=1)
    pb = np.vectorize(lambda v: bin(int(v)).count("1"), otypes=[object])(b)
    cb = np.vectorize(lambda v: 8 - int(v).bit_length(), otypes=[object])(b)
    return {"out": o.astype(np.uint64).astype(np.uint32).ravel(), "wide": w.astype(np.uint64).ravel(),
            "bytes": ((rb + pb + cb) % 256).astype(np.uint8).ravel()}
