import numpy as np

N = 256  # producer work-items; the first quarter writes two packets each
PACKETS = N + N // 4
STEPS = [
    ("producer", (N,), (32,), ["p", "failures"]),
    ("consumer", (PACKETS,), (32,), ["p", "dst", "failures"]),
]


def args(rng):
    return {
        "p": ("pipe", 16, PACKETS),
        "dst": np.zeros((PACKETS, 4), np.float32),
        "failures": np.zeros(1, np.int32),
    }


def reference(p, dst, failures):
    out = np.zeros((PACKETS, 4), np.float32)
    q = N // 4
    for gid in range(N):
        if gid < q:
            out[gid] = (gid, 1.0, 0.5, gid)
            out[gid + N] = (gid + 0.25, 2.0, 0.5, gid + N)
        else:
            kind = 3.0 if (gid // 32) % 2 == 1 else 4.0
            out[gid] = (gid, kind, 0.5, gid)
    return {"dst": out}
