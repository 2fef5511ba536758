import numpy as np

KERNEL = "fp_contract_on"
GLOBAL = (256,)
SKIP_MODES = {
    "source": "the runtime's own compiler may fuse a contractable expression or not (OpenCL C allows both)",
    "spv-ir": "the reference translator writes llvm.fmuladd as a multiply and an add, so the SPV-IR it reads back has no fused operation",
}
ATOL = 0
RTOL = 0


def args(rng):
    n = GLOBAL[0]
    return {"a": rng.uniform(1, 2, n).astype(np.float32), "b": rng.uniform(1, 2, n).astype(np.float32),
            "out": np.zeros(n, np.float32)}


def reference(a, b, out):
    # The float product's error is exact in float64 (48 significant bits) and fits a float.
    p = (a * b).astype(np.float64)
    return {"out": (a.astype(np.float64) * b.astype(np.float64) - p).astype(np.float32)}
