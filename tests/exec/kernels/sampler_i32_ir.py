import numpy as np

KERNEL = "sampler_i32_ir"
W, H = 16, 8
GLOBAL = (W, H)
IMAGES = {"src": ("RGBA", "FLOAT")}


def args(rng):
    return {"src": rng.uniform(-1, 1, (H, W, 4)).astype(np.float32),
            "dst": np.zeros((H * W, 4), np.float32)}


def reference(src, dst):
    # The texel to the right, clamped to the last column (CLK_ADDRESS_CLAMP_TO_EDGE).
    right = np.concatenate([src[:, 1:], src[:, -1:]], axis=1)
    return {"dst": (src + np.float32(10) * right).reshape(H * W, 4)}
