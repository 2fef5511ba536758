import numpy as np

KERNEL = "ocl_sub_group_cluster_switch"
GLOBAL = (64,)
LOCAL = (32,)
REQUIRES = ["cl_khr_subgroup_clustered_reduce", "cl_khr_subgroup_rotate"]
SKIP_MODES = {"spv-ir": "the reference translator writes the run-time cluster size itself (invalid SPIR-V), "
                        "and the __spirv_GroupNonUniform* calls read back from it keep it"}
_N = 4  # the cluster size the kernel picks at run time


def args(rng):
    return {"v": rng.integers(-1000, 1000, GLOBAL[0]).astype(np.int32),
            "r": np.zeros(2 * GLOBAL[0], np.int32), "n": np.uint32(_N)}


def reference(v, r, n):
    x = v.reshape(-1, _N)
    sums = np.repeat(x.sum(1), _N)
    rotated = x[:, (np.arange(_N) + 1) % _N].ravel()
    return {"r": np.stack([sums, rotated], axis=1).astype(np.int32).ravel()}
