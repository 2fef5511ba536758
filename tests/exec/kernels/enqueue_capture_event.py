import numpy as np

KERNEL = "enqueue_capture_event"
GLOBAL = (1,)
DEVICE_QUEUE = True


def args(rng):
    return {"res": np.zeros(2, np.int32)}


def reference(res):
    # res[1]: 1 from the first child, + 20: the runtime's is_valid_event in a child (see the .cl)
    return {"res": np.array([1, 21], np.int32)}
