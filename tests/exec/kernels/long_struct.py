import numpy as np

KERNEL = "long_struct"
GLOBAL = (4,)
# struct big: int at 0, char c<octal k> at 4 + k, int at 32772, long at 32776; 32784 bytes.
_SIZE, _MID, _TAIL = 32784, 32772, 32776


def args(rng):
    n = GLOBAL[0]
    return {"out": np.zeros(n, np.int64), "g": np.zeros(n * _SIZE, np.uint8)}


def reference(**_):
    n = GLOBAL[0]
    g = np.zeros(n * _SIZE, np.uint8)
    for i in range(n):
        base = i * _SIZE
        g[base:base + 4] = np.frombuffer(np.int32(7 * i).tobytes(), np.uint8)
        g[base + 4 + 0o77777] = i + 2
        g[base + _MID:base + _MID + 4] = np.frombuffer(np.int32(11 * i).tobytes(), np.uint8)
        g[base + _TAIL:base + _TAIL + 8] = np.frombuffer(np.int64(13 * i).tobytes(), np.uint8)
    out = np.array([i + (i + 1) + 3 * i + 5 * i for i in range(n)], np.int64)
    return {"out": out, "g": g}
