import numpy as np

KERNEL = "enqueue_capture_event"
GLOBAL = (1,)
DEVICE_QUEUE = True


def args(rng):
    return {"res": np.zeros(2, np.int32), "in": np.array([0, 20], np.int32)}


def reference(res, **_):
    # res[1]: 1 from the first child + 20 captured; is_valid_event's answer is multiplied by 0 (see the .cl)
    return {"res": np.array([1, 21], np.int32)}
