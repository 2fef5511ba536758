import numpy as np

KERNEL = "private_bytes_init"
_N = 64
GLOBAL = (_N,)
# Intel's runtime loses byte stores of the -O0 initialisation from SPIR-V (difftest seed 3157):
# the harness shows it by evidence (RUNTIME-BUG: the source build passes, the reference
# translator's module fails the same way).


def args(rng):
    return {"out": np.zeros(_N, np.uint64), "gin": rng.integers(-(1 << 31), 1 << 31, 64, dtype=np.int64).astype(np.int32)}


def reference(out, gin):
    a = np.array([7, 4, 4, gin[23] & 0xFF, 4, 0, 4, 4, 4, 4, 4], np.uint64)
    r = np.zeros(_N, np.uint64)
    for k in range(8):
        r |= a[(np.arange(_N) + k) % 11] << np.uint64(8 * k)
    return {"out": r}
