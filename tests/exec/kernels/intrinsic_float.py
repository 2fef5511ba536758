import numpy as np

SKIP_MODES = {"spv-ir": "llvm-spirv-15 cannot translate llvm.canonicalize: no reference SPIR-V to read back"}
KERNEL = "intrinsic_float"
GLOBAL = (256,)
RTOL = 2e-6  # the OpenCL math library is within a few ulp
ATOL = 1e-6


def args(rng):
    n = GLOBAL[0]
    x = (rng.standard_normal(n) * 4).astype(np.float32)
    x[:16] = [0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999997, -0.0, 0.0, 3.0, -7.5, 1e-3, 8.5, -8.5, 0.75, -2.25]
    x[16::7] = np.round(x[16::7]) + 0.5  # more halfway cases
    y = (rng.standard_normal(n) * 2).astype(np.float32)
    y[:4] = [np.nan, -0.0, 1.0, -3.0]
    x[20] = np.nan
    return {
        "x": x,
        "y": y,
        "r": np.zeros(24 * n, np.float32),
        "rl": np.zeros(n, np.int64),
        "rd": np.zeros(3 * n, np.float64),
        "rv": np.zeros(8 * n, np.float32),
    }


def round_away(v):
    v = np.asarray(v, np.float64)
    return np.trunc(v + np.copysign(0.5, v))


def reference(x, y, r, rl, rd, rv):
    a, b = x.astype(np.float64), y.astype(np.float64)
    p = np.abs(a) + 0.25
    with np.errstate(all="ignore"):
        cols = [
            np.sqrt(p), np.trunc(b), round_away(a), np.rint(a), np.rint(a), np.rint(a),
            np.trunc(a), np.floor(a), np.ceil(a), np.exp(b), np.exp2(b), np.log(p),
            np.log2(p), np.log10(p), np.sin(a), np.cos(a), p ** b, a * b + 1.5,
            np.abs(a), np.copysign(a, b), np.fmin(a, b), np.fmax(a, b), b, np.fmax(a, b),
        ]
        r.reshape(-1, 24)[:] = np.stack(cols, 1).astype(np.float32)
        rl[:] = round_away((x * np.float32(1000)).astype(np.float32)).astype(np.int64)
        d = a * 3.0
        rd.reshape(-1, 3)[:] = np.stack([np.sqrt(np.abs(d)), np.floor(d), d * b - 1.0], 1)
        v = np.stack([a, b, p, -a], 1).astype(np.float32)
        rv.reshape(-1, 2, 4)[:] = np.stack([np.ceil(v), np.fmin(v, v[:, [1, 0, 3, 2]])], 1)
    return {"r": r, "rl": rl, "rd": rd, "rv": rv}
