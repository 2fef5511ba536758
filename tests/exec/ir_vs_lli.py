#!/usr/bin/env python3
"""Integer intrinsics on i1 and odd widths, checked against LLVM itself.

For each case (an intrinsic on iN or <2 x iN>) this writes one LLVM IR
function computing it from i64 inputs (truncated to iN), then
  - runs it with lli (LLVM's own interpreter/JIT: the reference semantics),
  - translates a spir64 kernel calling it with the plugin, validates the module
    with both spirv-val versions, runs it on Intel's OpenCL CPU runtime,
and compares every result bit for bit. Inputs are edge values and random ones;
inputs that make an intrinsic poison (a saturating shift by the width or more)
are avoided by construction.

    .venv/bin/python tests/exec/ir_vs_lli.py            # every case
    .venv/bin/python tests/exec/ir_vs_lli.py -k fshl     # cases whose name contains fshl

Ends with `ir_vs_lli: N passed, N failed`; exits non-zero on failures.
"""

import argparse
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import llvm_version  # noqa: E402
import common  # noqa: E402  (running tools, the validators)

WIDTHS = [1, 2, 7, 12, 24, 48, 56]
FIX_WIDTHS = [8, 16, 32, 64]
ITEMS = 96
# cases translated with more than the default options
OPTIONS = {"pointer-vectors.all-extensions": ";ext=+all"}

# name -> (operand count, result kind): "value", "pair" ({iN, i1}), "count" (extra i1 flag)
INTRINSICS = {
    "bitreverse": (1, "value"),
    "bswap": (1, "value"),
    "ctpop": (1, "value"),
    "ctlz": (1, "flag"),
    "cttz": (1, "flag"),
    "fshl": (3, "value"),
    "fshr": (3, "value"),
    "sadd.sat": (2, "value"),
    "uadd.sat": (2, "value"),
    "ssub.sat": (2, "value"),
    "usub.sat": (2, "value"),
    "sshl.sat": (2, "shift"),
    "ushl.sat": (2, "shift"),
    "smin": (2, "value"),
    "smax": (2, "value"),
    "umin": (2, "value"),
    "umax": (2, "value"),
    "abs": (1, "flag"),
    "smul.fix": (2, "fix"),
    "umul.fix": (2, "fix"),
    "smul.fix.sat": (2, "fix"),
    "umul.fix.sat": (2, "fix"),
    "vector.reduce.add": (1, "reduce"),
    "vector.reduce.mul": (1, "reduce"),
    "vector.reduce.xor": (1, "reduce"),
    "vector.reduce.smin": (1, "reduce"),
    "vector.reduce.smax": (1, "reduce"),
    "vector.reduce.umax": (1, "reduce"),
    "sadd.with.overflow": (2, "pair"),
    "uadd.with.overflow": (2, "pair"),
    "ssub.with.overflow": (2, "pair"),
    "usub.with.overflow": (2, "pair"),
    "smul.with.overflow": (2, "pair"),
    "umul.with.overflow": (2, "pair"),
}


# i128 (carried as two 64-bit halves): IR computing r (an i128, or an i1/i64/i32 where noted)
# from %x and %y (i128 built from x0/x1 and y0/y1), %x0 (i64) and %n (i7 from z0).
WIDE_OPS = {
    "add": "%r = add i128 %x, %y",
    "sub": "%r = sub i128 %x, %y",
    "mul": "%r = mul i128 %x, %y",
    "and": "%r = and i128 %x, %y",
    "or": "%r = or i128 %x, %y",
    "xor": "%r = xor i128 %x, %y",
    "shl": "%s = zext i7 %n to i128\n  %r = shl i128 %x, %s",
    "lshr": "%s = zext i7 %n to i128\n  %r = lshr i128 %x, %s",
    "ashr": "%s = zext i7 %n to i128\n  %r = ashr i128 %x, %s",
    "shl.const": "%r = shl i128 %x, 71",
    "lshr.const": "%r = lshr i128 %x, 3",
    "ashr.const": "%r = ashr i128 %x, 100",
    "sext": "%t = trunc i64 %x0 to i24\n  %r = sext i24 %t to i128",
    "zext.i1": "%t = trunc i64 %x0 to i1\n  %r = zext i1 %t to i128",
    "sext.i1": "%t = trunc i64 %x0 to i1\n  %r = sext i1 %t to i128",
    "trunc.i56": "%t = trunc i128 %x to i56\n  %r = zext i56 %t to i128",
    "trunc.i1": "%t = trunc i128 %y to i1\n  %r = zext i1 %t to i128",
    "bitcast": "%v = bitcast i128 %x to <16 x i8>\n  %w = shufflevector <16 x i8> %v, <16 x i8> undef, <16 x i32> <i32 15, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 0>\n  %r = bitcast <16 x i8> %w to i128",
    "constant": "%r = add i128 %x, 170141183460469231731687303715884105727",
    "select": "%c = icmp ugt i64 %x0, %y0\n  %r = select i1 %c, i128 %x, i128 %y",
    "memory": "%m = alloca i128, align 8\n  store i128 %x, ptr %m, align 8\n  %q = getelementptr i8, ptr %m, i64 8\n  store i64 %y0, ptr %q\n  %r = load i128, ptr %m, align 8",
}
for _p in ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"]:
    WIDE_OPS[f"icmp.{_p}"] = f"%c = icmp {_p} i128 %x, %y\n  %r = zext i1 %c to i128"
    WIDE_OPS[f"icmp.{_p}.near"] = f"%y2 = xor i128 %x, 1\n  %c = icmp {_p} i128 %x, %y2\n  %r = zext i1 %c to i128"


def wide_function_ir(op, pointer):
    lines = [f"define void @f(i64 %x0, i64 %x1, i64 %y0, i64 %y1, i64 %z0, i64 %z1, {pointer} %out) {{"]
    for var in "xy":
        lines += [
            f"  %{var}l = zext i64 %{var}0 to i128",
            f"  %{var}h0 = zext i64 %{var}1 to i128",
            f"  %{var}h = shl i128 %{var}h0, 64",
            f"  %{var} = or i128 %{var}h, %{var}l",
        ]
    lines.append("  %n = trunc i64 %z0 to i7")
    lines += ["  " + line.strip() for line in WIDE_OPS[op].split("\n")]
    lines += [
        "  %rl = trunc i128 %r to i64",
        "  %rh0 = lshr i128 %r, 64",
        "  %rh = trunc i128 %rh0 to i64",
        f"  store i64 %rl, {pointer} %out",
        f"  %p1 = getelementptr i64, {pointer} %out, i64 1",
        f"  store i64 %rh, {pointer} %p1",
        f"  %p2 = getelementptr i64, {pointer} %out, i64 2",
        f"  store i64 0, {pointer} %p2",
        f"  %p3 = getelementptr i64, {pointer} %out, i64 3",
        f"  store i64 0, {pointer} %p3",
        "  ret void",
        "}",
    ]
    return "\n".join(lines)


# Vectors of narrow integers in memory (LLVM packs their bits into the store
# size): stored at byte 1 of a 32-byte buffer filled from y (the bytes around
# must stay), and loaded back from byte 3 (byte 1 where the bits do not fill
# whole bytes: LLVM defines such a load only of what a store of the type wrote).
PACKED_TYPES = [(2, 4), (3, 4), (5, 3), (2, 24), (4, 12), (3, 7), (2, 48), (16, 5), (2, 56), (7, 9)]


def packed_function_ir(lanes, width, pointer):
    t = f"<{lanes} x i{width}>"
    # A load of a type whose bits do not fill its bytes is undefined unless
    # a store of that type wrote them: load back what was stored.
    load_at = 3 if lanes * width % 8 == 0 else 1
    lines = [f"define void @f(i64 %x0, i64 %x1, i64 %y0, i64 %y1, i64 %z0, i64 %z1, {pointer} %out) {{",
             "  %m = alloca [4 x i64], align 8"]
    for k, var in enumerate(["y0", "y1", "z0", "z1"]):
        lines += [f"  %f{k} = getelementptr i64, ptr %m, i64 {k}", f"  store i64 %{var}, ptr %f{k}"]
    lines.append(f"  %v0 = insertelement {t} undef, i{width} 0, i32 0")
    for k in range(lanes):
        source = "%x0" if k % 2 == 0 else "%x1"
        lines += [f"  %s{k} = lshr i64 {source}, {(k * 5) % 40}", f"  %l{k} = trunc i64 %s{k} to i{width}",
                  f"  %v{k + 1} = insertelement {t} %v{k}, i{width} %l{k}, i32 {k}"]
    lines += [f"  %at1 = getelementptr i8, ptr %m, i64 1", f"  store {t} %v{lanes}, ptr %at1, align 1",
              "  %w0 = load i64, ptr %f0", "  %w1 = load i64, ptr %f1",
              f"  %at3 = getelementptr i8, ptr %m, i64 {load_at}", f"  %back = load {t}, ptr %at3, align 1"]
    acc = "0"
    for k in range(lanes):
        lines += [f"  %b{k} = extractelement {t} %back, i32 {k}", f"  %bz{k} = zext i{width} %b{k} to i64",
                  f"  %bs{k} = shl i64 %bz{k}, {(k * 5) % 60}", f"  %acc{k} = xor i64 {acc}, %bs{k}"]
        acc = f"%acc{k}"
    for k, value in enumerate(["%w0", "%w1", acc, "0"]):
        lines += [f"  %o{k} = getelementptr i64, {pointer} %out, i64 {k}", f"  store i64 {value}, {pointer} %o{k}"]
    lines += ["  ret void", "}"]
    return "\n".join(lines)


# Vectors of pointers without SPV_INTEL_masked_gather_scatter (held as
# vectors of addresses): getelementptr with a vector index into private
# memory, masked gather and scatter, extract/insertelement, shuffles,
# compares, selects, ptrtoint.
POINTER_VECTOR_IR = """
  %m = alloca [8 x i64], align 8
  %m0 = getelementptr i64, ptr %m, i64 0
  store i64 %y0, ptr %m0
  %m1 = getelementptr i64, ptr %m, i64 1
  store i64 %y1, ptr %m1
  %m2 = getelementptr i64, ptr %m, i64 2
  store i64 %z0, ptr %m2
  %m3 = getelementptr i64, ptr %m, i64 3
  store i64 %z1, ptr %m3
  %m4 = getelementptr i64, ptr %m, i64 4
  store i64 %x0, ptr %m4
  %m5 = getelementptr i64, ptr %m, i64 5
  store i64 %x1, ptr %m5
  %m6 = getelementptr i64, ptr %m, i64 6
  store i64 7, ptr %m6
  %m7 = getelementptr i64, ptr %m, i64 7
  store i64 11, ptr %m7
  %i0 = and i64 %x0, 7
  %i1 = and i64 %x1, 7
  %i2 = lshr i64 %x0, 61
  %v0 = insertelement <4 x i64> <i64 0, i64 0, i64 0, i64 5>, i64 %i0, i32 0
  %v1 = insertelement <4 x i64> %v0, i64 %i1, i32 1
  %idx = insertelement <4 x i64> %v1, i64 %i2, i32 2
  %ptrs = getelementptr inbounds i64, ptr %m, <4 x i64> %idx
  %bits = insertelement <4 x i64> undef, i64 %y1, i32 0
  %splat = shufflevector <4 x i64> %bits, <4 x i64> undef, <4 x i32> zeroinitializer
  %shifted = lshr <4 x i64> %splat, <i64 0, i64 1, i64 2, i64 3>
  %low = and <4 x i64> %shifted, <i64 1, i64 1, i64 1, i64 1>
  %mask = icmp ne <4 x i64> %low, zeroinitializer
  %g = call <4 x i64> @llvm.masked.gather.v4i64.v4p0(<4 x ptr> %ptrs, i32 8, <4 x i1> %mask, <4 x i64> <i64 100, i64 200, i64 300, i64 400>)
  %p2 = extractelement <4 x ptr> %ptrs, i32 2
  %l2 = load i64, ptr %p2
  %slot = alloca <4 x ptr>, align 32
  store <4 x ptr> %ptrs, ptr %slot, align 32
  %kept = load <4 x ptr>, ptr %slot, align 32
  %rev = shufflevector <4 x ptr> %kept, <4 x ptr> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %lt = icmp ult <4 x ptr> %ptrs, %rev
  %sel = select <4 x i1> %lt, <4 x ptr> %ptrs, <4 x ptr> %rev
  %ins = insertelement <4 x ptr> %sel, ptr %m7, i32 1
  %ints = ptrtoint <4 x ptr> %ins to <4 x i64>
  %base = ptrtoint ptr %m to i64
  %bv = insertelement <4 x i64> undef, i64 %base, i32 0
  %bs = shufflevector <4 x i64> %bv, <4 x i64> undef, <4 x i32> zeroinitializer
  %offsets = sub <4 x i64> %ints, %bs
  %od = call i64 @llvm.vector.reduce.xor.v4i64(<4 x i64> %offsets)
  %lts = zext <4 x i1> %lt to <4 x i64>
  %ltbits = shl <4 x i64> %lts, <i64 8, i64 9, i64 10, i64 11>
  %ltx = call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %ltbits)
  %o2 = xor i64 %od, %ltx
  %gx = call i64 @llvm.vector.reduce.xor.v4i64(<4 x i64> %g)
  %g1 = add <4 x i64> %g, <i64 1, i64 2, i64 3, i64 4>
  %nmask = xor <4 x i1> %mask, <i1 true, i1 false, i1 true, i1 false>
  call void @llvm.masked.scatter.v4i64.v4p0(<4 x i64> %g1, <4 x ptr> %rev, i32 8, <4 x i1> %nmask)
  %s0 = load i64, ptr %m0
  %s1 = load i64, ptr %m1
  %s2 = load i64, ptr %m2
  %s3 = load i64, ptr %m3
  %s4 = load i64, ptr %m4
  %s5 = load i64, ptr %m5
  %s6 = load i64, ptr %m6
  %s7 = load i64, ptr %m7
  %t0 = mul i64 %s0, 3
  %t1 = add i64 %t0, %s1
  %t2 = mul i64 %t1, 5
  %t3 = add i64 %t2, %s2
  %t4 = mul i64 %t3, 7
  %t5 = add i64 %t4, %s3
  %t6 = mul i64 %t5, 11
  %t7 = add i64 %t6, %s4
  %t8 = mul i64 %t7, 13
  %t9 = add i64 %t8, %s5
  %t10 = mul i64 %t9, 17
  %t11 = add i64 %t10, %s6
  %t12 = mul i64 %t11, 19
  %o3 = add i64 %t12, %s7
"""


def pointer_vector_function_ir(pointer):
    lines = [f"define void @f(i64 %x0, i64 %x1, i64 %y0, i64 %y1, i64 %z0, i64 %z1, {pointer} %out) {{"]
    lines += POINTER_VECTOR_IR.strip("\n").split("\n")
    for k, value in enumerate(["%gx", "%l2", "%o2", "%o3"]):
        lines += [f"  %out{k} = getelementptr i64, {pointer} %out, i64 {k}", f"  store i64 {value}, {pointer} %out{k}"]
    lines += ["  ret void", "}",
              "declare <4 x i64> @llvm.masked.gather.v4i64.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x i64>)",
              "declare void @llvm.masked.scatter.v4i64.v4p0(<4 x i64>, <4 x ptr>, i32, <4 x i1>)",
              "declare i64 @llvm.vector.reduce.xor.v4i64(<4 x i64>)",
              "declare i64 @llvm.vector.reduce.or.v4i64(<4 x i64>)"]
    return "\n".join(lines)


def fp_sat_function_ir(name, width, pointer):
    """fptosi.sat/fptoui.sat to iN of doubles spread around the range of iN."""
    scale = float(2 ** (width + 1 - 63))
    lines = [f"define void @f(i64 %x0, i64 %x1, i64 %y0, i64 %y1, i64 %z0, i64 %z1, {pointer} %out) {{",
             "  %d0 = sitofp i64 %x0 to double", f"  %d = fmul double %d0, {scale.hex() if False else repr(scale)}",
             f"  %r = call i{width} @llvm.{name}.i{width}.f64(double %d)",
             f"  %rz = zext i{width} %r to i64", f"  store i64 %rz, {pointer} %out"]
    for k in (1, 2, 3):
        lines += [f"  %o{k} = getelementptr i64, {pointer} %out, i64 {k}", f"  store i64 0, {pointer} %o{k}"]
    lines += ["  ret void", "}", f"declare i{width} @llvm.{name}.i{width}.f64(double)"]
    return "\n".join(lines)


def cases():
    for name in ("fptosi.sat", "fptoui.sat"):
        for width in WIDTHS[1:]:
            yield name, 1, "fpsat", width, 1
    yield "pointer-vectors", 0, "pointers", 64, 4
    yield "pointer-vectors.all-extensions", 0, "pointers", 64, 4
    for lanes, width in PACKED_TYPES:
        yield f"packed.v{lanes}i{width}", lanes, "packed", width, lanes
    for op in WIDE_OPS:
        yield f"i128.{op}", 0, "wide", 128, 1
    for name, (arity, kind) in INTRINSICS.items():
        for width in WIDTHS + (FIX_WIDTHS if kind == "fix" else []):
            if name == "bswap" and width % 16:
                continue  # LLVM: bswap needs an even number of bytes
            if kind == "fix" and (width == 1 or (name.endswith(".sat") and width > 32)):
                continue  # refused (see tests/lit/intrinsics/fixed-point.ll)
            for lanes in (1, 2) if kind != "reduce" else (2,):
                yield name, arity, kind, width, lanes


def narrowing(width):
    return "trunc i64" if width < 64 else "add i64"


def narrowing_to(width):
    return f" to i{width}" if width < 64 else ", 0"


def type_of(width, lanes):
    return f"i{width}" if lanes == 1 else f"<{lanes} x i{width}>"


def suffix(width, lanes):
    return f"i{width}" if lanes == 1 else f"v{lanes}i{width}"


def function_ir(name, arity, kind, width, lanes, pointer):
    """@f(x0, x1, y0, y1, z0, z1, out): out[0..1] = result lanes, out[2..3] = flags."""
    t = type_of(width, lanes)
    lines = [f"define void @f(i64 %x0, i64 %x1, i64 %y0, i64 %y1, i64 %z0, i64 %z1, {pointer} %out) {{"]
    ops = []
    for var in "xyz"[:arity]:
        if lanes == 1:
            lines.append(f"  %{var} = {narrowing(width)} %{var}0{narrowing_to(width)}")
        else:
            lines.append(f"  %{var}a = {narrowing(width)} %{var}0{narrowing_to(width)}")
            lines.append(f"  %{var}b = {narrowing(width)} %{var}1{narrowing_to(width)}")
            lines.append(f"  %{var}v = insertelement {t} undef, i{width} %{var}a, i32 0")
            lines.append(f"  %{var} = insertelement {t} %{var}v, i{width} %{var}b, i32 1")
        ops.append(f"{t} %{var}")
    if kind == "shift":
        # A shift by the width or more is poison: shift by y mod width.
        if width == 1:
            ops[1] = f"{t} zeroinitializer"
        else:
            divisor = f"{width}" if lanes == 1 else "<" + ", ".join([f"i{width} {width}"] * lanes) + ">"
            lines.append(f"  %ys = urem {t} %y, {divisor}")
            ops[1] = f"{t} %ys"
    if kind == "flag":
        ops.append("i1 false")
    if kind == "fix":
        scale = width // 3
        if not name.endswith(".sat"):
            # A product that does not fit is undefined behaviour: shift the
            # operands down until it fits.
            k = width - 1 - (width - 2 + scale) // 2
            shift = "ashr" if name.startswith("s") else "lshr"
            amount = f"{k}" if lanes == 1 else "<" + ", ".join([f"i{width} {k}"] * lanes) + ">"
            for n, var in enumerate("xy"):
                lines.append(f"  %{var}f = {shift} {t} %{var}, {amount}")
                ops[n] = f"{t} %{var}f"
        ops.append(f"i32 {scale}")
    ret = f"{{{t}, {type_of(1, lanes)}}}" if kind == "pair" else t
    if kind == "reduce":
        ret = f"i{width}"
    callee = f"@llvm.{name}.{suffix(width, lanes)}"
    lines.append(f"  %call = call {ret} {callee}({', '.join(ops)})")
    results = []
    if kind == "pair":
        lines.append(f"  %r = extractvalue {ret} %call, 0")
        lines.append(f"  %o = extractvalue {ret} %call, 1")
        results = [("r", width), ("o", 1)]
    else:
        lines.append(f"  %r = add {ret} %call, zeroinitializer")
        results = [("r", width)]
    if kind == "reduce":
        lanes = 1
    for slot, (var, w) in enumerate(results):
        for lane in range(2):
            if lanes == 1 and lane == 1:
                value = "0"
            else:
                if lanes == 1:
                    source = f"%{var}"
                else:
                    lines.append(f"  %{var}{lane} = extractelement {type_of(w, lanes)} %{var}, i32 {lane}")
                    source = f"%{var}{lane}"
                widening = f"zext i{w} {source} to i64" if w < 64 else f"add i64 {source}, 0"
                lines.append(f"  %{var}{lane}z = {widening}")
                value = f"%{var}{lane}z"
            index = 2 * slot + lane
            lines.append(f"  %p{var}{lane} = getelementptr i64, {pointer} %out, i64 {index}")
            lines.append(f"  store i64 {value}, {pointer} %p{var}{lane}")
    lines += ["  ret void", "}"]
    types = ", ".join(op.rsplit(" ", 1)[0] for op in ops)
    lines.append(f"declare {ret} {callee}({types})")
    return "\n".join(lines)


def inputs(width, seed):
    rng = random.Random(seed)
    mask = (1 << width) - 1
    edges = [0, 1, 2, mask, mask - 1, mask >> 1, (mask >> 1) + 1, (mask >> 1) - 1 if width > 1 else 0]
    values = []
    for k in range(ITEMS * 6):
        v = edges[rng.randrange(len(edges))] if rng.random() < 0.5 else rng.getrandbits(64)
        # High garbage above the width: trunc must drop it.
        values.append((v | (rng.getrandbits(64) << width)) & (2**64 - 1))
    return values


def reference(function, values, tmp):
    calls = []
    for item in range(ITEMS):
        args = ", ".join(f"i64 {values[6 * item + k]}" for k in range(6))
        calls.append(f"  call void @f({args}, ptr %buf)\n  call void @show(ptr %buf)")
    main = f"""
declare i32 @printf(ptr, ...)
@fmt = private constant [21 x i8] c"%llu %llu %llu %llu\\0A\\00"
define void @show(ptr %b) {{
  %v0 = load i64, ptr %b
  %p1 = getelementptr i64, ptr %b, i64 1
  %v1 = load i64, ptr %p1
  %p2 = getelementptr i64, ptr %b, i64 2
  %v2 = load i64, ptr %p2
  %p3 = getelementptr i64, ptr %b, i64 3
  %v3 = load i64, ptr %p3
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %v0, i64 %v1, i64 %v2, i64 %v3)
  store i64 0, ptr %b
  store i64 0, ptr %p1
  store i64 0, ptr %p2
  store i64 0, ptr %p3
  ret void
}}
define i32 @main() {{
  %buf = alloca [4 x i64]
  call void @llvm.memset.p0.i64(ptr %buf, i8 0, i64 32, i1 false)
{chr(10).join(calls)}
  ret i32 0
}}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
"""
    path = tmp / "host.ll"
    path.write_text(function + "\n" + main)
    out = subprocess.run([llvm_version.tool("lli"), str(path)], capture_output=True, text=True, timeout=60)
    if out.returncode:
        raise RuntimeError(f"lli failed: {out.stderr}")
    return [[int(v) for v in line.split()] for line in out.stdout.splitlines()]


def device(function, values, tmp, cl, ctx, queue, np, options=""):
    kernel = f"""
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"
{function.replace("define void @f", "define internal spir_func void @f")}
declare spir_func i64 @_Z13get_global_idj(i32)
define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %first = mul i64 %gid, 6
{chr(10).join(f"  %a{k}i = add i64 %first, {k}{chr(10)}  %a{k}p = getelementptr i64, ptr addrspace(1) %in, i64 %a{k}i{chr(10)}  %a{k} = load i64, ptr addrspace(1) %a{k}p" for k in range(6))}
  %o = mul i64 %gid, 4
  %op = getelementptr i64, ptr addrspace(1) %out, i64 %o
  call spir_func void @f(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) %op)
  ret void
}}
"""
    ll = tmp / "k.ll"
    ll.write_text(kernel)
    spv = tmp / "k.spv"
    out = common.run([llvm_version.tool("opt"), f"-load-pass-plugin={llvm_version.plugin()}",
                      f"-passes=spirv-emit<out={spv}{options}>", "-disable-output", ll])
    if not out.ok:
        raise RuntimeError(f"translation failed: {out.why}")
    rejected = common.validate(spv)
    if rejected:
        raise RuntimeError(f"the module is rejected: {rejected}")
    prog = cl.Program(ctx, spv.read_bytes()).build()
    host_in = np.array(values, dtype=np.uint64)
    host_out = np.zeros(ITEMS * 4, dtype=np.uint64)
    mf = cl.mem_flags
    d_in = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=host_in)
    d_out = cl.Buffer(ctx, mf.WRITE_ONLY | mf.COPY_HOST_PTR, hostbuf=host_out)
    prog.k(queue, (ITEMS,), None, d_in, d_out)
    cl.enqueue_copy(queue, host_out, d_out)
    queue.finish()
    return [[int(v) for v in host_out[4 * k: 4 * k + 4]] for k in range(ITEMS)]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-k", default="", help="only cases whose name contains this")
    ap.add_argument("-v", action="store_true", help="print every case")
    args = ap.parse_args()
    import numpy as np
    cl, ctx, queue = common.opencl_queue()
    passed = failed = 0
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        for seed, (name, arity, kind, width, lanes) in enumerate(cases()):
            label = name if kind in ("wide", "packed", "pointers") else f"{name}.{suffix(width, lanes)}"
            if args.k not in label:
                continue
            def make(pointer):
                if kind == "fpsat":
                    return fp_sat_function_ir(name, width, pointer)
                if kind == "pointers":
                    return pointer_vector_function_ir(pointer)
                if kind == "packed":
                    return packed_function_ir(lanes, width, pointer)
                if kind == "wide":
                    return wide_function_ir(name.removeprefix("i128."), pointer)
                return function_ir(name, arity, kind, width, lanes, pointer)

            values = inputs(width, seed)
            try:
                expected = reference(make("ptr"), values, tmp)
                got = device(make("ptr addrspace(1)"), values, tmp, cl, ctx, queue, np, OPTIONS.get(label, ""))
            except Exception as e:  # noqa: BLE001 - reported per case
                failed += 1
                print(f"FAIL {label}: {e}")
                continue
            bad = [k for k in range(ITEMS) if expected[k] != got[k]]
            if bad:
                failed += 1
                k = bad[0]
                print(f"FAIL {label}: {len(bad)} of {ITEMS} differ; inputs {values[6 * k: 6 * k + 6]}: lli {expected[k]}, device {got[k]}")
            else:
                passed += 1
                if args.v:
                    print(f"ok   {label}")
    print(f"ir_vs_lli: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
