import numpy as np

KERNEL = "enqueue_event_array"
GLOBAL = (1,)
DEVICE_QUEUE = True
_N = 64


def args(rng):
    return {
        "a": np.zeros(_N, np.int32),
        "b": np.zeros(_N, np.int32),
        "c": np.zeros(_N, np.int32),
        "status": np.full(8, -1, np.int32),
        "scale": np.int32(5),
    }


def reference(a, b, c, status, scale):
    i = np.arange(_N, dtype=np.int32)
    a = i * scale
    b = i + scale
    status = np.full(8, -1, np.int32)
    status[:6] = 0
    return {"a": a, "b": b, "c": a + b[::-1], "status": status}
