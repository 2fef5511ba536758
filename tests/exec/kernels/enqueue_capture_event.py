import numpy as np

KERNEL = "enqueue_capture_event"
GLOBAL = (1,)
DEVICE_QUEUE = True
# clang-19+ reaches the captured event through a byte getelementptr into the block literal;
# the plugin still types that access chain as a pointer to the event (invalid SPIR-V, refused
# by the in-process validator): a known gap on those versions.
UNSUPPORTED_LLVM = {v: "the block literal's byte getelementptr to a captured event (known gap on clang-19+)"
                    for v in (19, 22)}


def args(rng):
    return {"res": np.zeros(2, np.int32)}


def reference(res):
    # res[1]: 1 from the first child, + 20: the runtime's is_valid_event in a child (see the .cl)
    return {"res": np.array([1, 21], np.int32)}
