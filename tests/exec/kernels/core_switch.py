import numpy as np

SKIP_MODES = {"spv-ir": "llvm-spirv-15 asserts on this switch (SPIRVSwitch::validate): no reference SPIR-V to read back"}
KERNEL = "core_switch"
_N = 512
GLOBAL = (_N,)


def args(rng):
    return {"out": np.zeros(_N, np.int32)}


def reference(out):
    i = np.arange(_N, dtype=np.int32)
    k = i & 7
    r = np.where(k == 0, 10, np.where(k == 1, 20, np.where(k == 3, i * 2, np.where(k == 5, -1, i))))
    return {"out": r.astype(np.int32)}
