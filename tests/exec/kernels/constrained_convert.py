"""Conversions in static rounding modes and rint/nearbyint/lrint in each mode
(constrained_convert.ll), compared bit for bit with exact results rounded once on the host
(exact_rounding.py). constrained_bfloat.py reuses its inputs."""

import sys
from fractions import Fraction
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
import exact_rounding as er  # noqa: E402

KERNEL = "constrained_convert"
GLOBAL = (1024,)
_CONVERSION_MODES = ["tonearest", "upward", "towardzero", "downward"]
_INTEGER_MODES = ["tonearest", "upward", "towardzero", "downward", "tonearestaway"]  # round.dynamic first


def doubles(rng, n):
    """Ties between floats, ties plus or minus a little, the float subnormal range, the
    overflow threshold, specials, then doubles of float-range exponents."""
    f32 = lambda x: float(er.F32.decode(er.F32.encode(Fraction(x))))  # noqa: E731
    half_ulp = lambda x: float(er.F32.decode(er.F32.encode(Fraction(x))) * Fraction(1, 2**24))  # noqa: E731
    values = [0.0, -0.0, np.inf, -np.inf, np.nan, 2.0**-149 / 2, 2.0**-149 * 1.5, -(2.0**-150), 2.0**-150 * 1.0000001,
              3.4028235677973366e38, 3.4028235677973362e38, 3.5e38, -3.5e38, 1e300, -1e-300]
    for x in [1.0, 1.5, 3.0, -7.0, 2.0**100, 2.0**-126, -(2.0**-120)]:
        t = f32(x) + half_ulp(x)
        values += [t, -t, t * (1 + 2.0**-50), t * (1 - 2.0**-50)]
    for x in [1.0, -3.0, 2.0**-130, 2.0**127]:  # bfloat ties plus or minus less than float keeps
        t = x * (1 + 2.0**-8)
        values += [t * (1 + 2.0**-40), t * (1 - 2.0**-40), -t * (1 + 2.0**-45), t]
    while len(values) < n:
        e = int(rng.integers(-160, 130))
        values.append(float(rng.uniform(1, 2) * 2.0**e * rng.choice([-1, 1])))
    return np.array(values[:n], np.float64)


def longs(rng, n):
    """Float ties and near-ties at every magnitude, extremes, then random widths."""
    values = [0, -1, 1, 2**63 - 1, -(2**63), 2**24 + 1, 2**25 + 2, 2**24 + 3, -(2**24 + 1), 2**32 - 1, 2**31 - 1,
              -(2**31), 0x80000000, 0xFFFFFF80, 2**8 + 1, 2**9 + 2, 2**16 + 2**7, -(2**16 + 2**7 + 1)]
    # Through a float rounded to nearest these would round twice to bfloat (2^24 + 2^16 + 1
    # -> 2^24 + 2^16, a bfloat tie, -> 2^24; once: 2^24 + 2^17).
    for top in range(24, 63, 2):
        values += [2**top + 2 ** (top - 8) + 1, -(2**top + 2 ** (top - 8) + 2 ** (top - 24))]
    for shift in range(0, 39, 3):
        values += [(2**24 + 1) << shift, ((2**24 + 1) << shift) + 1, -((2**24 + 3) << shift), (2**8 + 1) << shift]
    while len(values) < n:
        bits = int(rng.integers(1, 64))
        values.append(int(rng.integers(0, 2**bits, dtype=np.uint64)) * int(rng.choice([-1, 1])))
    return np.array([v if v < 2**63 else v - 2**64 for v in values[:n]], np.int64)


def floats(rng, n):
    """Halfway cases, quarters, signed zeros and integers up to 2^40 (lrint stays in range)."""
    values = [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.25, -0.75, 2.0**22 + 0.5, -(2.0**22 + 1.5), 2.0**40, 1e-40]
    while len(values) < n:
        k = int(rng.integers(-(2**20), 2**20))
        values.append(float(k) + float(rng.choice([0.5, 0.25, 0.75, 0.0, 0.1])))
    return np.array(values[:n], np.float32)


def args(rng):
    n = GLOBAL[0]
    return {"d": doubles(rng, n), "l": longs(rng, n), "f": floats(rng, n),
            "out_f": np.zeros(n * 20, np.uint32), "out_r": np.zeros(n * 10, np.uint32),
            "out_l": np.zeros(n * 5, np.int64)}


def integer_sources(lv):
    """An i64 input as (signed i64, unsigned i64, signed i32, unsigned i32) of its bits."""
    low = lv & 0xFFFFFFFF
    return [lv, lv % 2**64, low - (low >> 31 << 32), low]


def to_float(fmt, x, mode):
    """Bits of x (a Fraction, or a float special or zero) in fmt, rounded in mode."""
    if isinstance(x, float) and (np.isnan(x) or np.isinf(x) or x == 0):
        return fmt.nan() if np.isnan(x) else fmt.inf(x < 0) if np.isinf(x) else (np.signbit(x) << (fmt.width - 1))
    return 0 if x == 0 else er.round_fraction(fmt, Fraction(x), mode)


def to_integer(x, mode):
    """x (a Fraction) rounded to an integer in mode."""
    floor = x.numerator // x.denominator
    if floor == x:
        return floor
    above = floor + 1
    return {"upward": above, "downward": floor, "towardzero": floor if x > 0 else above,
            "tonearest": floor + (x - floor > Fraction(1, 2) or (x - floor == Fraction(1, 2) and floor % 2)),
            "tonearestaway": floor + (x - floor >= Fraction(1, 2)) if x > 0 else above - (above - x >= Fraction(1, 2))}[mode]


def reference(d, l, f, out_f, out_r, out_l):
    conv, rint, lrint = [], [], []
    for dv, lv, fv in zip(d.tolist(), l.tolist(), f.tolist()):
        sources = [dv, *integer_sources(lv)]
        conv += [to_float(er.F32, x, m) for x in sources for m in _CONVERSION_MODES]
        integers = [to_integer(Fraction(fv), m) for m in _INTEGER_MODES]
        as_float = [er.F32.encode(Fraction(k)) if k else (np.signbit(fv) << 31) for k in integers]
        rint += as_float * 2
        lrint += integers
    return {"out_f": np.array(conv, np.uint32), "out_r": np.array(rint, np.uint32),
            "out_l": np.array(lrint, np.int64)}
