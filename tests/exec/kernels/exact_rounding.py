"""Exact IEEE 754 results for the constrained_round_* execution tests (a helper module,
not a kernel spec): each operation on the exact rational values of its operands
(fractions.Fraction), rounded once to a binary format in a given rounding mode, as bits.
Infinities and NaNs follow IEEE 754; every NaN is the canonical quiet NaN, as the kernels
store them."""

import math
from fractions import Fraction


class Format:
    def __init__(self, width, precision, emin, emax):
        self.width, self.p, self.emin, self.emax = width, precision, emin, emax
        self.exponent_bits = width - precision
        self.bias = emax
        self.largest = Fraction((1 << precision) - 1) * Fraction(2) ** (emax - precision + 1)

    def nan(self):
        return ((1 << self.exponent_bits) - 1) << (self.p - 1) | 1 << (self.p - 2)

    def inf(self, negative):
        return (negative << (self.width - 1)) | ((1 << self.exponent_bits) - 1) << (self.p - 1)

    def encode(self, value):
        """Bits of a representable nonzero Fraction."""
        negative, v = value < 0, abs(value)
        e = exponent(v)
        if e < self.emin:  # subnormal
            mantissa, biased = v / Fraction(2) ** (self.emin - self.p + 1), 0
        else:
            mantissa, biased = v / Fraction(2) ** (e - self.p + 1) - (1 << (self.p - 1)), e + self.bias
        assert mantissa.denominator == 1, value
        return negative << (self.width - 1) | biased << (self.p - 1) | int(mantissa)

    def decode(self, bits):
        """A float's value: a Fraction, or a Python float inf/nan."""
        negative = bits >> (self.width - 1) & 1
        biased = bits >> (self.p - 1) & ((1 << self.exponent_bits) - 1)
        mantissa = bits & ((1 << (self.p - 1)) - 1)
        sign = -1 if negative else 1
        if biased == (1 << self.exponent_bits) - 1:
            return math.nan if mantissa else sign * math.inf
        if biased == 0:
            value = Fraction(mantissa) * Fraction(2) ** (self.emin - self.p + 1)
            return SignedZero(negative) if mantissa == 0 else sign * value
        return sign * (Fraction(mantissa + (1 << (self.p - 1))) * Fraction(2) ** (biased - self.bias - self.p + 1))


F16 = Format(16, 11, -14, 15)
F32 = Format(32, 24, -126, 127)
F64 = Format(64, 53, -1022, 1023)
BF16 = Format(16, 8, -126, 127)

MODES = ["towardzero", "upward", "downward", "tonearest"]


class SignedZero(Fraction):
    """Zero that remembers its sign."""

    def __new__(cls, negative):
        z = super().__new__(cls, 0)
        z.negative = bool(negative)
        return z


def is_negative(x):
    if isinstance(x, SignedZero):
        return x.negative
    if isinstance(x, float):
        return math.copysign(1.0, x) < 0
    return x < 0


def exponent(v):
    """floor(log2(v)) of a positive Fraction."""
    e = v.numerator.bit_length() - v.denominator.bit_length()
    if Fraction(2) ** e > v:
        e -= 1
    if Fraction(2) ** (e + 1) <= v:
        e += 1
    return e


def round_magnitude(negative, floor_m, half, mode):
    """floor_m plus the increment the mode gives; half compares the dropped part
    with one half (-1, 0, 1) or is None when nothing was dropped."""
    if half is None:
        return floor_m
    if mode == "tonearest":
        return floor_m + (half > 0 or (half == 0 and floor_m % 2 == 1))
    if mode == "tonearestaway":
        return floor_m + (half >= 0)
    if mode == "towardzero":
        return floor_m
    return floor_m + (negative == (mode == "downward"))


def finish(fmt, negative, m, q, mode):
    """Bits of the rounded magnitude m * 2^q (overflow by mode)."""
    value = Fraction(m) * Fraction(2) ** q
    if value > fmt.largest:
        away = {"upward": not negative, "downward": negative, "towardzero": False}
        to_inf = away.get(mode, True)
        return fmt.inf(negative) if to_inf else fmt.encode(-fmt.largest if negative else fmt.largest)
    if value == 0:
        return negative << (fmt.width - 1)
    return fmt.encode(-value if negative else value)


def round_fraction(fmt, x, mode):
    """Bits of the nonzero Fraction x rounded once in mode."""
    negative, v = x < 0, abs(x)
    q = max(exponent(v), fmt.emin) - (fmt.p - 1)
    y = v / Fraction(2) ** q
    m = y.numerator // y.denominator
    dropped = y - m
    half = None if dropped == 0 else (dropped > Fraction(1, 2)) - (dropped < Fraction(1, 2))
    return finish(fmt, negative, round_magnitude(negative, m, half, mode), q, mode)


def round_sqrt(fmt, x, mode):
    """Bits of sqrt(x) for a positive Fraction x rounded once in mode."""
    e = exponent(x) // 2  # 2^e <= sqrt(x) < 2^(e+1)
    q = max(e, fmt.emin) - (fmt.p - 1)
    y = x / Fraction(4) ** q  # sqrt(x) / 2^q = sqrt(y)
    m = math.isqrt(y.numerator // y.denominator)
    exact = Fraction(m * m) == y
    twice = (2 * m + 1) ** 2  # compare sqrt(y) with m + 1/2: 4y with (2m+1)^2
    half = None if exact else (4 * y > twice) - (4 * y < twice)
    return finish(fmt, False, round_magnitude(False, m, half, mode), q, mode)


def special_or_none(fmt, op, values):
    """The bits of op's result when an operand is infinite or NaN or a division
    divides by zero (the same in every mode), else None."""
    floats = [float(v) if isinstance(v, float) else None for v in values]
    if not any(f is not None for f in floats) and not (op == "div" and values[1] == 0):
        return None
    if any(f is not None and math.isnan(f) for f in floats):
        return fmt.nan()
    a = values[0]
    b = values[1] if len(values) > 1 else None
    sign = lambda x: -1.0 if is_negative(x) else 1.0  # noqa: E731
    inf = lambda negative: fmt.inf(negative)  # noqa: E731
    if op == "sqrt":
        if is_negative(a) and a != 0:
            return fmt.nan()
        return inf(False)  # +inf (the only special left)
    if op in ("add", "sub"):
        y = b if op == "add" else (-b if isinstance(b, float) else Fraction(-b))
        fa = a if isinstance(a, float) else 0.0
        fb = y if isinstance(y, float) else 0.0
        r = fa + fb
        return fmt.nan() if math.isnan(r) else inf(r < 0)
    if op == "mul":
        if a == 0 or b == 0:
            return fmt.nan()
        return inf(sign(a) * sign(b) < 0)
    if op == "div":
        a_inf, b_inf = isinstance(a, float), isinstance(b, float)
        if (a_inf and b_inf) or (not a_inf and not b_inf and a == 0):
            return fmt.nan()
        negative = sign(a) * sign(b) < 0
        if b_inf:
            return negative << (fmt.width - 1)
        return inf(negative)
    # fma / fmuladd: a*b + c
    c = values[2]
    if isinstance(a, float) or isinstance(b, float):
        if a == 0 or b == 0:
            return fmt.nan()
        product = sign(a) * sign(b) * math.inf
    else:
        product = 0.0  # finite: only c's infinity matters
    r = product + (c if isinstance(c, float) else 0.0)
    return fmt.nan() if math.isnan(r) else inf(r < 0)


def zero_sum(fmt, negative_x, negative_y, mode):
    """The zero an exact zero sum x + y gives."""
    negative = negative_x if negative_x == negative_y else mode == "downward"
    return negative << (fmt.width - 1)


def operation(fmt, op, values, mode):
    """Bits of op (add, sub, mul, div, sqrt, fma) on decoded operand values."""
    values = values[: {"sqrt": 1, "fma": 3}.get(op, 2)]
    special = special_or_none(fmt, op, values)
    if special is not None:
        return special
    a = values[0]
    if op == "sqrt":
        if a == 0:
            return is_negative(a) << (fmt.width - 1)
        return fmt.nan() if a < 0 else round_sqrt(fmt, Fraction(a), mode)
    b = values[1]
    if op in ("add", "sub"):
        y, negative_y = (Fraction(b), is_negative(b)) if op == "add" else (-Fraction(b), not is_negative(b))
        exact = Fraction(a) + y
        return zero_sum(fmt, is_negative(a), negative_y, mode) if exact == 0 else round_fraction(fmt, exact, mode)
    if op in ("mul", "div"):
        exact = Fraction(a) * Fraction(b) if op == "mul" else Fraction(a) / Fraction(b)
        if exact == 0:
            return (is_negative(a) != is_negative(b)) << (fmt.width - 1)
        return round_fraction(fmt, exact, mode)
    c = values[2]
    product_negative = is_negative(a) != is_negative(b)
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        return zero_sum(fmt, product_negative, is_negative(c), mode)
    return round_fraction(fmt, exact, mode)


def fmuladd(fmt, values, mode):
    """fmuladd evaluated unfused: the product rounded in mode, then the sum."""
    product = operation(fmt, "mul", values[:2], mode)
    return operation(fmt, "add", [fmt.decode(product), values[2]], mode)


def hard_operands(fmt, rng, n):
    """n operand triples (as bits) that stress directed rounding: ties, results next to
    the overflow threshold, subnormal products, quotients and square roots, exact zero
    sums of both signs, infinities and NaNs, fma cancelling its product, then random
    values of every exponent."""
    f = lambda x: fmt.encode(Fraction(x)) if x != 0 else 0  # noqa: E731
    one, ulp, half_ulp = Fraction(1), Fraction(2) ** (1 - fmt.p), Fraction(2) ** -fmt.p
    big, tiny, normal = fmt.largest, Fraction(2) ** (fmt.emin - fmt.p + 1), Fraction(2) ** fmt.emin
    ulp_big = Fraction(2) ** (fmt.emax - fmt.p + 1)
    sign = 1 << (fmt.width - 1)
    inf, nan, negative_zero = fmt.inf(False), fmt.nan(), sign
    fixed = [
        (f(one), f(half_ulp), f(0)), (f(one), f(half_ulp * (1 + ulp)), f(-one)),
        (f(one), f(-half_ulp), f(half_ulp)), (f(one + ulp), f(half_ulp), f(0)),
        (f(one), f(3), f(one)), (f(2), f(3), f(-one)), (f(-one), f(3), f(half_ulp)),
        (f(big), f(big), f(-big)), (f(big), f(ulp_big / 2), f(0)), (f(big), f(ulp_big / 4), f(big)),
        (f(-big), f(-big), f(big)), (f(big), f(2), f(-big)), (f(big), f(Fraction(3, 2)), f(-big)),
        (f(big), f(one + ulp), f(-big)), (f(big), f(half_ulp), f(0)), (f(one), f(tiny), f(0)),
        (f(tiny), f(tiny), f(0)), (f(3 * tiny), f(Fraction(1, 2)), f(0)), (f(tiny), f(3), f(tiny)),
        (f(normal), f(Fraction(1, 2) + ulp), f(-tiny)), (f(normal), f(3), f(normal)),
        (f(tiny), f(tiny), f(one)), (f(tiny), f(-tiny), f(-one)), (f(normal), f(normal), f(normal)),
        (f(one), f(-one), f(0)), (0, negative_zero, negative_zero), (negative_zero, negative_zero, negative_zero),
        (0, 0, negative_zero), (negative_zero, 0, 0), (f(-one), 0, 0), (0, 0, 0), (f(one), 0, inf),
        (inf, f(one), f(one)), (inf, inf | sign, 0), (0, inf, f(one)), (nan, f(one), f(one)),
        (f(one), nan, f(2)), (f(2), f(one), nan), (inf | sign, f(2), inf), (f(big), f(2), inf | sign),
        (f(big), f(big), inf | sign), (f(2), inf, negative_zero), (f(4), f(tiny), f(4)),
    ]
    exponents = range(fmt.emin - fmt.p + 1, fmt.emax + 1)

    def random_value():
        e = int(rng.choice(exponents))
        m = Fraction(int(rng.integers(1 << (fmt.p - 1), 1 << fmt.p)), 1 << (fmt.p - 1))
        value = m * Fraction(2) ** e
        value = min(value, big) if e >= fmt.emin else Fraction(int(value / tiny)) * tiny or tiny
        return -value if rng.integers(2) else value

    def rounded(x, fallback):  # x to nearest, when finite and nonzero
        value = fmt.decode(round_fraction(fmt, x, "tonearest"))
        return value if isinstance(value, Fraction) and value != 0 else fallback

    def scaled(lo, hi):  # a random value of exponent in [lo, hi)
        m = Fraction(int(rng.integers(1 << (fmt.p - 1), 1 << fmt.p)), 1 << (fmt.p - 1))
        return rounded(m * Fraction(2) ** int(rng.integers(lo, hi)) * (1 if rng.integers(2) else -1), tiny)

    half_min = fmt.emin // 2
    triples = list(fixed)
    while len(triples) < n:
        a, b, c = random_value(), random_value(), random_value()
        kind = len(triples) % 7
        if kind == 4:  # a product below the subnormals' reach, small addend (fma scales up)
            a, b, c = scaled(half_min - 20, half_min + 10), scaled(half_min - 20, half_min + 10), scaled(fmt.emin - fmt.p, half_min)
        elif kind == 5:  # a tiny product beside a larger addend
            a, b, c = scaled(half_min - 20, half_min), scaled(half_min - 20, half_min), scaled(half_min, 10)
        elif kind == 6:  # a product beyond the largest value, a finite fma (fma scales down)
            a = scaled(fmt.emax // 2, fmt.emax // 2 + 1)
            b = rounded(big / abs(a) * Fraction(int(rng.integers(1025, 2047)), 1024), big) * (1 if rng.integers(2) else -1)
            excess = abs(a * b) - big
            c = rounded(-(a * b) / abs(a * b) * (excess + (big - excess) * Fraction(int(rng.integers(0, 1 << 20)), 1 << 20)), -big)
        if kind == 1:  # a product near c's magnitude: fma cancels
            c = -rounded(a * b, -c)
        elif kind == 2:  # operands of similar magnitude: sums cancel
            b = rounded(-a * (1 + Fraction(int(rng.integers(-64, 64)), 1 << (fmt.p + 2))), b)
        elif kind == 3:  # a small range of exponents: no overflow or underflow
            a, b = [x / Fraction(2) ** exponent(abs(x)) * Fraction(2) ** int(rng.integers(-8, 8)) for x in (a, b)]
            a, b = rounded(a, a), rounded(b, b)
        triples.append(tuple(fmt.encode(x) if x != 0 else 0 for x in (a, b, c)))
    return triples[:n]


def run_reference(fmt, a_bits, b_bits, c_bits, operations):
    """For each operand triple: every mode of MODES, then each of operations
    (add, sub, mul, div, sqrt, fma, fmuladd), as a list of bits. fmuladd is fused to
    nearest (the plugin's fma), and a product and a sum in the directed modes."""
    out = []
    for bits in zip(a_bits, b_bits, c_bits):
        values = [fmt.decode(int(x)) for x in bits]
        for mode in MODES:
            for op in operations:
                if op == "fmuladd":  # fused to nearest (llvm.fmuladd becomes fma), else not
                    op = "fma" if mode == "tonearest" else op
                out.append(fmuladd(fmt, values, mode) if op == "fmuladd" else operation(fmt, op, values, mode))
    return out
