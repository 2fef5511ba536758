import numpy as np

KERNEL = "sampler_i32_ir"
_W, _H = 16, 8
GLOBAL = (_W, _H)
IMAGES = {"src": ("RGBA", "FLOAT")}


def args(rng):
    return {"src": rng.uniform(-1, 1, (_H, _W, 4)).astype(np.float32),
            "dst": np.zeros((_H * _W, 4), np.float32)}


def reference(src, dst):
    # The texel to the right, clamped to the last column (CLK_ADDRESS_CLAMP_TO_EDGE).
    right = np.concatenate([src[:, 1:], src[:, -1:]], axis=1)
    return {"dst": (src + np.float32(10) * right).reshape(_H * _W, 4)}
