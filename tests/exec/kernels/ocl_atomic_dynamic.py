import numpy as np
import pyopencl as cl

SKIP_MODES = {"spv-ir": "llvm-spirv-15 asserts on run-time memory orders (cast<ConstantInt>): no reference SPIR-V to read back"}
KERNEL = "ocl_atomic_dynamic"
GLOBAL = (256,)
LOCAL = (32,)
# The orders and scopes passed at run time (acq_rel, device) are optional in OpenCL C 3.0.
REQUIRES = ["__opencl_c_atomic_order_acq_rel", "__opencl_c_atomic_scope_device"]


def args(rng):
    # memory_order_acq_rel (4), memory_scope_device (2), CLK_LOCAL_MEM_FENCE (1)
    return {"params": np.array([4, 2, 1], np.int32), "counter": np.zeros(1, np.int32),
            "out": np.zeros(GLOBAL[0], np.int32), "tmp": cl.LocalMemory(4 * LOCAL[0])}


def reference(params, counter, out, tmp):
    l = np.arange(GLOBAL[0]) % LOCAL[0]
    return {"counter": np.array([GLOBAL[0]], np.int32), "out": (((l + 1) % LOCAL[0]) * 3).astype(np.int32)}
