import numpy as np

_N = 256  # producer work-items; the first quarter writes two packets each
_PACKETS = _N + _N // 4
STEPS = [
    ("producer", (_N,), (32,), ["p", "failures"]),
    ("consumer", (_PACKETS,), (32,), ["p", "dst", "failures"]),
]


def args(rng):
    return {
        "p": ("pipe", 16, _PACKETS),
        "dst": np.zeros((_PACKETS, 4), np.float32),
        "failures": np.zeros(1, np.int32),
    }


def reference(p, dst, failures):
    out = np.zeros((_PACKETS, 4), np.float32)
    q = _N // 4
    for gid in range(_N):
        if gid < q:
            out[gid] = (gid, 1.0, 0.5, gid)
            out[gid + _N] = (gid + 0.25, 2.0, 0.5, gid + _N)
        else:
            kind = 3.0 if (gid // 32) % 2 == 1 else 4.0
            out[gid] = (gid, kind, 0.5, gid)
    return {"dst": out}
