import numpy as np

KERNEL = "ocl_convert_all"
GLOBAL = (128,)

_TYPES = [(8, True), (8, False), (16, True), (16, False), (32, True), (32, False), (64, True), (64, False)]


def wrap(v, bits, signed):
    v %= 1 << bits
    return v - (1 << bits) if signed and v >= 1 << (bits - 1) else v


def sat(v, bits, signed):
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return min(max(v, lo), hi)


def args(rng):
    N = GLOBAL[0]
    v = rng.integers(-2**63, 2**63, N, dtype=np.int64)
    v[::2] = rng.integers(-70000, 70000, len(v[::2]))
    g = rng.uniform(-1e5, 1e5, N).astype(np.float32)  # no NaN: Intel's CPU runtime miscomputes convert_uint_sat(NaN)
    g[::3] = rng.uniform(-300, 300, len(g[::3]))
    return {"v": v, "g": g, "out": np.zeros(32 * N, np.int64)}


def reference(v, g, out):
    rows = []
    for x, f in zip(v, g):
        x = int(x)
        ft = int(np.trunc(np.float64(f)))
        row = []
        for bits, signed in _TYPES:
            row.append(wrap(x, bits, signed))
            row.append(sat(x, bits, signed))
            row.append(sat(ft, bits, signed))
            # convert_T(convert_uint(x)) + convert_T_sat(convert_ulong(x))
            row.append(wrap(wrap(x, 32, False), bits, signed) + sat(wrap(x, 64, False), bits, signed))
        rows.append([wrap(r, 64, True) for r in row])
    return {"out": np.array(rows, dtype=np.int64).ravel()}
