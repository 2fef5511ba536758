"""Integers and doubles to bfloat, rounded once (constrained_bfloat.ll), compared bit for bit
with exact results on the host, on constrained_convert.py's inputs (ties and near-ties of
float and bfloat, which a conversion through a float rounded to nearest would round twice)."""

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
import constrained_convert as cc  # noqa: E402
import exact_rounding as er  # noqa: E402

KERNEL = "constrained_bfloat"
GLOBAL = (1024,)
REQUIRES = ["cl_intel_bfloat16"]
VALIDATORS = "new"  # SPIRV-Tools 2023.1 does not know SPV_INTEL_bfloat16_conversion


def args(rng):
    n = GLOBAL[0]
    return {"d": cc.doubles(rng, n), "l": cc.longs(rng, n), "out": np.zeros(n * 8, np.uint16)}


def reference(d, l, out):
    bits = []
    for dv, lv in zip(d.tolist(), l.tolist()):
        signed64, unsigned64, signed32, unsigned32 = cc.integer_sources(lv)
        sources = [signed32, unsigned32, signed64, unsigned64, signed64, unsigned32, dv, dv]
        bits += [cc.to_float(er.BF16, x, "tonearest") for x in sources]
    return {"out": np.array(bits, np.uint16)}
