import numpy as np

KERNEL = "ocl_int_arith"
GLOBAL = (256,)


def args(rng):
    N = GLOBAL[0]
    a = rng.integers(-(2**31), 2**31, N, dtype=np.int64).astype(np.int32)
    b = rng.integers(-(2**31), 2**31, N, dtype=np.int64).astype(np.int32)
    b[::4] = a[::4]
    return {"a": a, "b": b, "s": np.zeros(8 * N, np.int32), "u": np.zeros(6 * N, np.uint32),
            "c": np.zeros(2 * N, np.uint8), "h": np.zeros(4 * N, np.int16)}


def wrap(v, bits, signed):
    v = np.asarray(v, dtype=object) % (1 << bits)
    if signed:
        v = np.where(v >= (1 << (bits - 1)), v - (1 << bits), v)
    return v


def reference(a, b, **_):
    x = np.array([int(v) for v in a], dtype=object)
    y = np.array([int(v) for v in b], dtype=object)
    ux, uy = x % (1 << 32), y % (1 << 32)
    I, U = (-(2**31), 2**31 - 1), (0, 2**32 - 1)
    clip = lambda v, r: np.minimum(np.maximum(v, r[0]), r[1])
    mulhi = lambda p, q: (p * q) >> 32
    s = np.stack([clip(x + y, I), clip(x - y, I), (x + y) >> 1, (x + y + 1) >> 1, wrap(abs(x), 32, True),
                  wrap(abs(x - y), 32, True), mulhi(x, y),
                  wrap(mulhi(x, y) + 12345 + wrap((x & 0x7fff) * (y & 0x7fff), 32, True)
                       + wrap((x >> 20) * (y >> 20) + 1, 32, True), 32, True)], axis=1)
    u = np.stack([clip(ux + uy, U), clip(ux - uy, U), (ux + uy) >> 1, (ux + uy + 1) >> 1,
                  wrap(abs(ux - uy) + ux, 32, False),
                  wrap(mulhi(ux, uy) + (ux & 0xffff) * (uy & 0xff) + (ux & 0xfff) * (uy & 0xfff) + 7, 32, False)],
                 axis=1)
    cx, cy = x % 256, y % 256
    c = np.stack([clip(cx + cy, (0, 255)), clip(cx - cy, (0, 255))], axis=1)
    v = np.stack([wrap(x, 16, True), wrap(y, 16, True), wrap(x >> 16, 16, True), wrap(y >> 16, 16, True)], axis=1)
    sat = clip(v + wrap(y, 16, True)[:, None], (-32768, 32767))
    diff = abs(v - 1000)[:, [1, 0, 3, 2]]
    h = wrap(sat + diff, 16, True)
    return {"s": s.astype(np.int64).astype(np.int32).ravel(), "u": u.astype(np.int64).astype(np.uint32).ravel(),
            "c": c.astype(np.int64).astype(np.uint8).ravel(), "h": h.astype(np.int64).astype(np.int16).ravel()}
