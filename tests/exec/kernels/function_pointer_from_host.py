import numpy as np

KERNEL = "function_pointer_from_host"
GLOBAL = (256,)
CLANG_FLAGS = ["-Xclang", "-cl-ext=+__cl_clang_function_pointers"]
SKIP_MODES = {
    "source": "the source build passes only -cl-std=CL2.0, not the __cl_clang_function_pointers extension "
    "(and a runtime's own compiler expects a real function address, not an index)",
}


def args(rng):
    n = GLOBAL[0]
    return {
        "a": rng.integers(-1000, 1000, n).astype(np.int32),
        "fn": rng.integers(1, 3, n).astype(np.int64),  # the index of add (1) or mul (2)
        "out": np.zeros(n, np.int32),
    }


def reference(a, fn, out):
    i = np.arange(a.size)
    first = np.where(fn == 1, a + 3, a * 3)
    second = np.where(i & 1, a * 1, a + 1)
    return {"out": (first + second).astype(np.int32)}
