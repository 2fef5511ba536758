import numpy as np

KERNEL = "hip_atomics"
GLOBAL = (4096,)
LOCAL = (64,)
# clang 15 and 16's HIPSPV target has no lock-free atomics: __hip_atomic_fetch_add becomes a call
# of libatomic's __atomic_fetch_add_4, with a float's bits given to that integer add.
UNSUPPORTED_LLVM = {15: "clang-15 calls libatomic for HIP atomics (no atomicrmw)",
                    16: "clang-16 calls libatomic for HIP atomics (no atomicrmw)"}


def args(rng):
    return {
        "hist": np.zeros(16, np.int32),
        "total": np.zeros(1, np.float32),
        "v": rng.integers(0, 1000, GLOBAL[0]).astype(np.uint32),
    }


def reference(hist, total, v):
    # The float total is a sum of small integers: exact in any order.
    return {"hist": np.bincount(v % 16, minlength=16).astype(np.int32),
            "total": np.array([(v % 8).sum()], np.float32)}
