import numpy as np

SKIP_MODES = {"spv-ir": "llvm-spirv-15 cannot translate llvm.vector.reduce.*: no reference SPIR-V to read back"}
KERNEL = "intrinsic_reduce"
GLOBAL = (128,)


def args(rng):
    n = GLOBAL[0]
    iv = rng.integers(-2**31, 2**31, 4 * n).astype(np.int32)
    iv[:4] = [-2**31, 5, -7, 2**31 - 1]
    return {
        "iv": iv,
        "uv": rng.integers(0, 2**32, 8 * n, dtype=np.uint32),
        "cv": rng.integers(-128, 128, 16 * n).astype(np.int8),
        "fv": rng.standard_normal(4 * n).astype(np.float32),
        "lv": rng.integers(-2**63, 2**63 - 1, 2 * n, dtype=np.int64),
        "ri": np.zeros(7 * n, np.int32),
        "ru": np.zeros(3 * n, np.uint32),
        "rc": np.zeros(2 * n, np.int8),
        "rf": np.zeros(2 * n, np.float32),
        "rl": np.zeros(2 * n, np.int64),
        "rvec": np.zeros(12 * n, np.int32),
    }


def reference(iv, uv, cv, fv, lv, ri, ru, rc, rf, rl, rvec):
    n = GLOBAL[0]
    a = iv.reshape(n, 4)
    b = uv.reshape(n, 8)
    c = cv.reshape(n, 16)
    f = fv.reshape(n, 4)
    l = lv.reshape(n, 2)
    with np.errstate(over="ignore"):
        ri.reshape(n, 7)[:] = np.stack([
            a.sum(1, dtype=np.int32), a.prod(1, dtype=np.int32),
            np.bitwise_and.reduce(a, 1), np.bitwise_or.reduce(a, 1), np.bitwise_xor.reduce(a, 1),
            a.min(1), a.max(1)], 1)
        ru.reshape(n, 3)[:] = np.stack([b.min(1), b.max(1), b.sum(1, dtype=np.uint32)], 1)
        rc.reshape(n, 2)[:] = np.stack([c.sum(1, dtype=np.int8), c.max(1)], 1)
        rl.reshape(n, 2)[:] = np.stack([l.sum(1, dtype=np.int64), l.min(1)], 1)
    rf.reshape(n, 2)[:] = np.stack([f.max(1), f.min(1)], 1)
    low = b[:, :4].view(np.int32)
    rvec.reshape(n, 3, 4)[:] = np.stack([
        np.maximum(a, a[:, ::-1]), np.minimum(low, a),
        np.where(a == -2**31, a, np.abs(a))], 1)
    return {"ri": ri, "ru": ru, "rc": rc, "rf": rf, "rl": rl, "rvec": rvec}
