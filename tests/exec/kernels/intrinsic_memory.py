import numpy as np

KERNEL = "intrinsic_memory"
GLOBAL = (64,)


def args(rng):
    n = GLOBAL[0]
    params = np.zeros((n, 8), np.uint32)
    for row in params:
        start = rng.integers(0, 48)
        row[0], row[1], row[2] = start, rng.integers(0, 256), rng.integers(0, 48 - start + 1)
        length = rng.integers(0, 25)
        row[3], row[4], row[5] = rng.integers(0, 48 - length + 1), rng.integers(0, 48 - length + 1), length
        row[6] = rng.integers(0, 294)
        row[7] = rng.integers(0, 33)
    params[0, 3:6] = [5, 2, 20]   # forwards overlap
    params[1, 3:6] = [2, 5, 20]   # backwards overlap
    params[2, 2], params[2, 5], params[2, 6] = 0, 0, 0  # zero lengths
    return {
        "src": rng.integers(0, 256, 48 * n, dtype=np.uint8),
        "params": params.reshape(-1),
        "out": np.zeros(48 * n, np.uint8),
        "gout": np.full(32 * n, 0x77, np.uint8),
        "sums": np.zeros(n, np.uint32),
    }


def reference(src, params, out, gout, sums):
    n = GLOBAL[0]
    params = params.reshape(n, 8)
    for i in range(n):
        p = [int(v) for v in params[i]]
        buf = bytearray(src[48 * i: 48 * i + 48].tobytes())
        buf[p[0]: p[0] + p[2]] = bytes([p[1] & 0xFF]) * p[2]
        buf[p[3]: p[3] + p[5]] = bytes(buf[p[4]: p[4] + p[5]])
        buf[1:21] = bytes(buf[0:20])
        buf[24:40] = bytes(buf[27:43])
        buf[44:47] = b"\x5a" * 3
        out[48 * i: 48 * i + 48] = np.frombuffer(bytes(buf), np.uint8)
        big = bytearray(b"\x11" * 300)
        big[7: 7 + p[6]] = bytes([p[1] & 0xFF]) * p[6]
        s = 0
        for b in big:
            s = (s * 31 + b) & 0xFFFFFFFF
        sums[i] = s
        g = bytearray(32)
        g[p[7]:] = b"\xee" * (32 - p[7])
        gout[32 * i: 32 * i + 32] = np.frombuffer(bytes(g), np.uint8)
    return {"out": out, "gout": gout, "sums": sums}
