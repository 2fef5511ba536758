import numpy as np

KERNEL = "enqueue_events"
GLOBAL = (1,)
DEVICE_QUEUE = True
_N = 64


def args(rng):
    return {
        "a": np.zeros(_N, np.int32),
        "b": np.zeros(_N, np.int32),
        "c": np.zeros(_N, np.int32),
        "status": np.full(8, -1, np.int32),
        "scale": np.int32(3),
    }


def reference(a, b, c, status, scale):
    i = np.arange(_N, dtype=np.int32)
    a = i * scale
    b = a[::-1] + 1
    status = np.zeros(8, np.int32)
    status[7] = -1
    return {"a": a, "b": b, "c": (i + 8) * 2, "status": status}
