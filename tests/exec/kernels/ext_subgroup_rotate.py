import numpy as np

KERNEL = "ext_subgroup_rotate"
GLOBAL = (64,)
LOCAL = (32,)
EXT = "+SPV_KHR_subgroup_rotate"
CLANG_FLAGS = ["-cl-std=CL3.0", "-cl-ext=+cl_khr_subgroup_rotate"]
SKIP_MODES = {"roundtrip": "llvm-spirv-15 -r does not know SPV_KHR_subgroup_rotate"}


def args(rng):
    n = GLOBAL[0]
    return {"x": rng.integers(-1000, 1000, n).astype(np.int32), "r": np.zeros(2 * n, np.int32),
            "f": np.zeros(n, np.float32)}


def reference(x, r, f):
    g = x.reshape(-1, 8)
    lane = np.arange(8)
    rot3 = g[:, (lane + 3) % 8]
    clustered = g[:, (lane // 4) * 4 + (lane % 4 + 1) % 4]
    rot1 = g[:, (lane + 1) % 8].astype(np.float32) * np.float32(0.5)
    return {"r": np.stack([rot3, clustered], axis=2).ravel().astype(np.int32), "f": rot1.ravel()}
