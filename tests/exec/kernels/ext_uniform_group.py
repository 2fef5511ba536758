import numpy as np

KERNEL = "ext_uniform_group"
GLOBAL = (64,)
LOCAL = (8,)
EXT = "+SPV_KHR_uniform_group_instructions"
CLANG_FLAGS = ["-cl-std=CL2.0"]


def args(rng):
    n = GLOBAL[0]
    x = rng.integers(-2, 3, n).astype(np.int32)
    x[8:16] = 1  # one group where every logical_and holds
    return {
        "x": x,
        "u": rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32),
        "f": rng.uniform(0.5, 1.5, n).astype(np.float32),
        "out_i": np.zeros(4 * n, np.int32),
        "out_u": np.zeros(4 * n, np.uint32),
        "out_f": np.zeros(n // LOCAL[0], np.float32),
    }


def reference(x, u, f, out_i, out_u, out_f):
    n, l = x.size, LOCAL[0]
    oi = np.zeros((n, 4), np.int32)
    ou = np.zeros((n, 4), np.uint32)
    of = np.zeros(n // l, np.float32)
    for g in range(n // l):
        xs, us = x[g * l:(g + 1) * l], u[g * l:(g + 1) * l]
        land = int(np.all(xs != 0))
        lor = int(np.any(xs == 1))
        scan = np.cumprod(xs.astype(np.int64)).astype(np.int32)
        xor_scan = np.concatenate(([0], np.bitwise_xor.accumulate(us)[:-1])).astype(np.uint32)
        for k in range(l):
            i = g * l + k
            oi[i] = [np.prod(xs.astype(np.int64)).astype(np.int32), land + 2 * lor, scan[k], 0]
            ou[i] = [np.bitwise_and.reduce(us), np.bitwise_or.reduce(us), np.bitwise_xor.reduce(us), xor_scan[k]]
        of[g] = np.prod(f[g * l:(g + 1) * l].astype(np.float32))
    return {"out_i": oi.reshape(-1), "out_u": ou.reshape(-1), "out_f": of}


# Intel's CPU runtime runs these although it does not list
# cl_khr_work_group_uniform_arithmetic (so no REQUIRES); the others cannot.
BROKEN_ON = {
    "pocl": "PoCL 6 lacks cl_khr_work_group_uniform_arithmetic: clBuildProgram fails on OpGroup*KHR (and on the source)",
    "rusticl": "rusticl lacks cl_khr_work_group_uniform_arithmetic: its SPIR-V reader panics on OpGroup*KHR (the source fails)",
}
