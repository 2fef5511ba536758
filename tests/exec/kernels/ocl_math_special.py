import math
import numpy as np

KERNEL = "ocl_math_special"
GLOBAL = (128,)
RTOL = 2e-5
ATOL = 2e-5


def args(rng):
    N = GLOBAL[0]
    return {"x": rng.uniform(-0.99, 0.99, N).astype(np.float32), "out": np.zeros(20 * N, np.float32)}


def reference(x, out):
    v = x.astype(np.float64)
    erf = np.vectorize(math.erf)
    erfc = np.vectorize(math.erfc)
    gamma = np.vectorize(math.gamma)
    lgamma = np.vectorize(math.lgamma)
    o = np.stack([np.sin(np.pi * v), np.cos(np.pi * v), np.tan(np.pi * (v * np.float32(0.2)).astype(np.float32)),
                  np.arcsin(v) / np.pi, np.arccos(v) / np.pi, np.arctan(v) / np.pi, np.arctan2(v, 0.5) / np.pi,
                  10 ** v, np.log10(v + 2), np.log1p(v + 0.5), np.expm1(v), np.sinh(v) + np.cosh(v), np.tanh(v),
                  np.arcsinh(v) + np.arccosh(v + 2), np.arctanh((v * np.float32(0.9)).astype(np.float32)),
                  np.arcsin(v) + np.arccos(v), erf(v) + erfc(v * 0.5), gamma(v + 2), lgamma(v + 3),
                  np.floor(np.log2((x * np.float32(100) + np.float32(200)).astype(np.float64)))
                  + np.floor(np.log2((x * np.float32(1000) + np.float32(1001)).astype(np.float64)))], axis=1)
    return {"out": o.astype(np.float32).ravel()}
