"""Constrained arithmetic in static rounding modes (constrained_round_f64.ll), compared bit
for bit with the exact results rounded once on the host (exact_rounding.py)."""

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
import exact_rounding as er  # noqa: E402

KERNEL = "constrained_round_f64"
GLOBAL = (1024,)
_OPERATIONS = ["add", "sub", "mul", "div", "sqrt", "fma", "fmuladd"]


def args(rng):
    a, b, c = [np.array(x, np.uint64) for x in zip(*er.hard_operands(er.F64, rng, GLOBAL[0]))]
    return {"a": a, "b": b, "c": c, "out": np.zeros(GLOBAL[0] * len(er.MODES) * len(_OPERATIONS), np.uint64)}


def reference(a, b, c, out):
    return {"out": np.array(er.run_reference(er.F64, a, b, c, _OPERATIONS), np.uint64)}
