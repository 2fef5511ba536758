#!/usr/bin/env python3
"""Long vectors (17 to 1024 lanes) through every operation that takes a vector, run.

SPIR-V vectors have at most 16 lanes; the plugin holds longer ones as arrays of 16-lane
pieces. For each case (an operation, an element type, a lane count) this writes one LLVM IR
function reading its operands from a byte buffer and storing its result, then
  - runs it with lli (LLVM's own interpreter/JIT: the reference semantics),
  - translates a spir64 kernel calling it with the plugin (validated in-process, then by
    both spirv-val versions), runs it on Intel's OpenCL CPU runtime,
and compares the result bytes (floats: bit for bit, or within a few ulps where OpenCL
allows its math functions to differ; NaNs of any payload are equal).

Operations: integer and float arithmetic, shifts, compares and selects (vector and scalar
conditions), casts (trunc, extensions, int<->float, float<->float), extractelement and
insertelement with run-time indices, shuffles (reverse, interleave, narrowing and widening
masks), every llvm.vector.reduce.*, element-wise intrinsics (min/max, abs, ctpop, bswap,
funnel shifts, sqrt, fabs, fma, minnum/maxnum, floor, copysign), llvm.vector.extract /
insert / reverse, and masked loads and stores.

    .venv/bin/python tests/exec/long_vector_sweep.py                  # every case
    .venv/bin/python tests/exec/long_vector_sweep.py --lanes 17,64,100 -k reduce

Ends with `long vector sweep: N passed, N failed`; exits non-zero on failures.
"""
import argparse
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import common  # noqa: E402  (the runtime's queue, the validators)
import llvm_version  # noqa: E402

LANES = "17,24,32,33,64,100,128,256,1024"
INTS = ["i8", "i16", "i32", "i64"]
FLOATS = ["half", "float", "double"]
BITS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "half": 16, "float": 32, "double": 64}
NP = {"i8": np.uint8, "i16": np.uint16, "i32": np.uint32, "i64": np.uint64,
      "half": np.float16, "float": np.float32, "double": np.float64}
HEADER = ('target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-'
          'v512:512-v1024:1024-n8:16:32:64"\ntarget triple = "spir64-unknown-unknown"\n')

# Element-wise binary instructions: name -> (instruction, element types).
BINARY = {
    "add": ("add", INTS), "sub": ("sub", INTS), "mul": ("mul", INTS), "and": ("and", INTS),
    "or": ("or", INTS), "xor": ("xor", INTS), "shl": ("shl", INTS), "lshr": ("lshr", INTS),
    "ashr": ("ashr", INTS), "udiv": ("udiv", INTS), "srem": ("srem", INTS),
    "fadd": ("fadd", FLOATS), "fsub": ("fsub", FLOATS), "fmul": ("fmul", FLOATS),
    "fdiv": ("fdiv", FLOATS),
}
REDUCE_INT = ["add", "mul", "and", "or", "xor", "smin", "smax", "umin", "umax"]
REDUCE_FLOAT = ["fadd", "fmul", "fmin", "fmax"]
# Element-wise intrinsics: name -> (arity, element types, exact?).
INTRINSICS = {
    "smin": (2, INTS, True), "umax": (2, INTS, True), "abs": (1, INTS, True),
    "ctpop": (1, INTS, True), "bswap": (1, ["i16", "i32", "i64"], True), "fshl": (3, INTS, True),
    "sqrt": (1, FLOATS, False), "fabs": (1, FLOATS, True), "fma": (3, FLOATS, True),
    "minnum": (2, FLOATS, True), "maxnum": (2, FLOATS, True), "floor": (1, FLOATS, True),
    "copysign": (2, FLOATS, True),
}


def vec(n, t):
    return f"<{n} x {t}>"


def const_vec(n, t, values):
    return "<" + ", ".join(f"{t} {v}" for v in values) + ">"


class Case:
    """One operation on `lanes` lanes of `elem`: IR lines computing %r from %a, %b, %c
    (vectors), %i (an i32 index) and %s (a scalar), and the result type."""

    def __init__(self, name, elem, lanes, body, result, exact=True, declare=""):
        self.name, self.elem, self.lanes = name, elem, lanes
        self.body, self.result, self.exact, self.declare = body, result, exact, declare

    @property
    def label(self):
        return f"{self.name}.v{self.lanes}{self.elem}"


def suffix(n, t):
    return f"v{n}{ {'half': 'f16', 'float': 'f32', 'double': 'f64'}.get(t, t)}"


def cases(lane_counts):
    for n in lane_counts:
        v = lambda t: vec(n, t)  # noqa: E731
        for name, (inst, types) in BINARY.items():
            for t in types:
                rhs = "%b"
                body = []
                if inst in ("shl", "lshr", "ashr"):
                    body.append(f"%bm = urem {v(t)} %b, " + const_vec(n, t, [BITS[t]] * n))
                    rhs = "%bm"
                if inst in ("udiv", "srem"):
                    body.append(f"%bm = or {v(t)} %b, " + const_vec(n, t, [1] * n))
                    rhs = "%bm"
                body.append(f"%r = {inst} {v(t)} %a, {rhs}")
                yield Case(name, t, n, body, v(t))
        for t in INTS + FLOATS:
            cmp = "icmp ult" if t in INTS else "fcmp olt"
            yield Case("cmp.select", t, n, [f"%m = {cmp} {v(t)} %a, %b", f"%r = select {vec(n, 'i1')} %m, {v(t)} %a, {v(t)} %c"], v(t))
            yield Case("cmp.zext", t, n, [f"%m = {cmp} {v(t)} %a, %b", f"%r = zext {vec(n, 'i1')} %m to {v('i8')}"], v("i8"))
            yield Case("select.scalar", t, n, [f"%sc = icmp ult i32 %i, 7", f"%r = select i1 %sc, {v(t)} %a, {v(t)} %b"], v(t))
            yield Case("extract.dyn", t, n, [f"%k = urem i32 %i, {n}", f"%r = extractelement {v(t)} %a, i32 %k"], t)
            yield Case("insert.dyn", t, n, [f"%k = urem i32 %i, {n}", f"%e = extractelement {v(t)} %b, i32 3",
                                            f"%r = insertelement {v(t)} %a, {t} %e, i32 %k"], v(t))
            rev = ", ".join(f"i32 {n - 1 - k}" for k in range(n))
            yield Case("shuffle.reverse", t, n, [f"%r = shufflevector {v(t)} %a, {v(t)} poison, <{n} x i32> <{rev}>"], v(t))
            inter = ", ".join(f"i32 {(k // 2) + (n if k % 2 else 0)}" for k in range(n))
            yield Case("shuffle.interleave", t, n, [f"%r = shufflevector {v(t)} %a, {v(t)} %b, <{n} x i32> <{inter}>"], v(t))
            m = n // 2 + 3
            narrow = ", ".join(f"i32 {(3 * k) % (2 * n)}" for k in range(m))
            yield Case("shuffle.other", t, n, [f"%r = shufflevector {v(t)} %a, {v(t)} %b, <{m} x i32> <{narrow}>"], vec(m, t))
            short = ", ".join(f"i32 {k % 8}" for k in range(n))
            yield Case("shuffle.from8", t, n, [f"%a8 = shufflevector {v(t)} %a, {v(t)} poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>",
                                               f"%r = shufflevector <8 x {t}> %a8, <8 x {t}> poison, <{n} x i32> <{short}>"], v(t))
            yield Case("vector.reverse", t, n, [f"%r = call {v(t)} @llvm.experimental.vector.reverse.{suffix(n, t)}({v(t)} %a)"], v(t),
                       declare=f"declare {v(t)} @llvm.experimental.vector.reverse.{suffix(n, t)}({v(t)})")
            if n % 2 == 0 and (n // 2) & (n // 2 - 1) == 0:
                # (A half of other lengths crashes lli's x86 back end: INSERT_SUBVECTOR.)
                h = n // 2
                yield Case("vector.extract", t, n, [f"%r = call {vec(h, t)} @llvm.vector.extract.{suffix(h, t)}.{suffix(n, t)}({v(t)} %a, i64 {h})"], vec(h, t),
                           declare=f"declare {vec(h, t)} @llvm.vector.extract.{suffix(h, t)}.{suffix(n, t)}({v(t)}, i64)")
                yield Case("vector.insert", t, n, [f"%h = shufflevector {v(t)} %b, {v(t)} poison, <{h} x i32> <" + ", ".join(f"i32 {k}" for k in range(h)) + ">",
                                                   f"%r = call {v(t)} @llvm.vector.insert.{suffix(n, t)}.{suffix(h, t)}({v(t)} %a, {vec(h, t)} %h, i64 {h})"], v(t),
                           declare=f"declare {v(t)} @llvm.vector.insert.{suffix(n, t)}.{suffix(h, t)}({v(t)}, {vec(h, t)}, i64)")
            mask = const_vec(n, "i1", ["true" if (k * 7) % 3 else "false" for k in range(n)])
            yield Case("masked.load", t, n, [f"%r = call {v(t)} @llvm.masked.load.{suffix(n, t)}.p1(ptr addrspace(1) %pa, i32 1, {vec(n, 'i1')} {mask}, {v(t)} %b)"], v(t),
                       declare=f"declare {v(t)} @llvm.masked.load.{suffix(n, t)}.p1(ptr addrspace(1), i32, {vec(n, 'i1')}, {v(t)})")
            yield Case("masked.load.var", t, n, [f"%mk = {cmp} {v(t)} %a, %b",
                                                 f"%r = call {v(t)} @llvm.masked.load.{suffix(n, t)}.p1(ptr addrspace(1) %pc, i32 1, {vec(n, 'i1')} %mk, {v(t)} %b)"], v(t),
                       declare=f"declare {v(t)} @llvm.masked.load.{suffix(n, t)}.p1(ptr addrspace(1), i32, {vec(n, 'i1')}, {v(t)})")
            yield Case("masked.store", t, n, [f"%mk = {cmp} {v(t)} %a, %b",
                                              f"call void @llvm.masked.store.{suffix(n, t)}.p1({v(t)} %c, ptr addrspace(1) %pa, i32 1, {vec(n, 'i1')} %mk)",
                                              f"%r = load {v(t)}, ptr addrspace(1) %pa, align 1"], v(t),
                       declare=f"declare void @llvm.masked.store.{suffix(n, t)}.p1({v(t)}, ptr addrspace(1), i32, {vec(n, 'i1')})")
        for t in INTS:
            for kind in REDUCE_INT:
                yield Case(f"reduce.{kind}", t, n, [f"%r = call {t} @llvm.vector.reduce.{kind}.{suffix(n, t)}({v(t)} %a)"], t,
                           declare=f"declare {t} @llvm.vector.reduce.{kind}.{suffix(n, t)}({v(t)})")
            yield Case("reduce.or.i1", t, n, [f"%m = icmp ult {v(t)} %a, %b", f"%o = call i1 @llvm.vector.reduce.and.{suffix(n, 'i1')}({vec(n, 'i1')} %m)",
                                              "%r = zext i1 %o to i8"], "i8",
                       declare=f"declare i1 @llvm.vector.reduce.and.{suffix(n, 'i1')}({vec(n, 'i1')})")
            for u in INTS:
                if BITS[u] < BITS[t]:
                    yield Case(f"trunc.{u}", t, n, [f"%r = trunc {v(t)} %a to {v(u)}"], v(u))
                if BITS[u] > BITS[t]:
                    yield Case(f"zext.{u}", t, n, [f"%r = zext {v(t)} %a to {v(u)}"], v(u))
                    yield Case(f"sext.{u}", t, n, [f"%r = sext {v(t)} %a to {v(u)}"], v(u))
            for f in FLOATS:
                yield Case(f"sitofp.{f}", t, n, [f"%r = sitofp {v(t)} %a to {v(f)}"], v(f))
                yield Case(f"uitofp.{f}", t, n, [f"%r = uitofp {v(t)} %a to {v(f)}"], v(f))
        for t in FLOATS:
            for kind in REDUCE_FLOAT:
                if kind in ("fadd", "fmul"):
                    body = [f"%r = call {t} @llvm.vector.reduce.{kind}.{suffix(n, t)}({t} %s, {v(t)} %a)"]
                    decl = f"declare {t} @llvm.vector.reduce.{kind}.{suffix(n, t)}({t}, {v(t)})"
                else:
                    body = [f"%r = call {t} @llvm.vector.reduce.{kind}.{suffix(n, t)}({v(t)} %a)"]
                    decl = f"declare {t} @llvm.vector.reduce.{kind}.{suffix(n, t)}({v(t)})"
                yield Case(f"reduce.{kind}", t, n, body, t, declare=decl)
            yield Case("fneg", t, n, [f"%r = fneg {v(t)} %a"], v(t))
            for u in ["i8", "i32", "i64"]:
                # In range for every input (|x| < 100): fptosi of values outside is poison.
                yield Case(f"fptosi.{u}", t, n, [f"%r = fptosi {v(t)} %a to {v(u)}"], v(u))
            for f in FLOATS:
                if BITS[f] < BITS[t]:
                    yield Case(f"fptrunc.{f}", t, n, [f"%r = fptrunc {v(t)} %a to {v(f)}"], v(f))
                if BITS[f] > BITS[t]:
                    yield Case(f"fpext.{f}", t, n, [f"%r = fpext {v(t)} %a to {v(f)}"], v(f))
        for name, (arity, types, exact) in INTRINSICS.items():
            for t in types:
                args = ", ".join(f"{v(t)} %{x}" for x in "abc"[:arity])
                extra = ", i1 false" if name == "abs" else ""
                decl_args = ", ".join([v(t)] * arity) + (", i1" if name == "abs" else "")
                callee = f"@llvm.{name}.{suffix(n, t)}"
                yield Case(f"intr.{name}", t, n, [f"%r = call {v(t)} {callee}({args}{extra})"], v(t), exact=exact,
                           declare=f"declare {v(t)} {callee}({decl_args})")


def size_of(ty):
    """Bytes the IR type occupies when stored (elements packed, as LLVM stores vectors)."""
    if ty.startswith("<"):
        n, t = ty[1:-1].split(" x ")
        return int(n) * max(BITS[t] // 8, 1)
    return max(BITS[ty] // 8, 1)


def function_ir(case, host):
    """@f(in, out): %a, %b, %c at in + 0, S, 2S; %i (i32) and %s at in + 3S, 3S + 8.
    Written for the device (global pointers); `host`: with default address space ones."""
    t, n = case.elem, case.lanes
    vt, size, pointer = vec(n, t), n * (BITS[t] // 8), "ptr addrspace(1)"
    lines = [f"define void @f({pointer} %in, {pointer} %out) {{"]
    for k, x in enumerate("abc"):
        lines += [f"  %p{x} = getelementptr i8, {pointer} %in, i64 {k * size}",
                  f"  %{x} = load {vt}, {pointer} %p{x}, align 1"]
    lines += [f"  %pi = getelementptr i8, {pointer} %in, i64 {3 * size}", f"  %i = load i32, {pointer} %pi, align 1",
              f"  %ps = getelementptr i8, {pointer} %in, i64 {3 * size + 8}", f"  %s = load {t}, {pointer} %ps, align 1"]
    lines += ["  " + line for line in case.body]
    lines += [f"  store {case.result} %r, {pointer} %out, align 1", "  ret void", "}", case.declare]
    text = "\n".join(lines) + "\n"
    return text.replace("ptr addrspace(1)", "ptr").replace(".p1(", ".p0(") if host else text


def inputs(case, rng):
    t, n = case.elem, case.lanes
    if t in FLOATS:
        # Small values with fractions, some negative zeros, in range of every conversion.
        vals = rng.integers(-400, 400, 3 * n) / 4.0
        vals[rng.integers(0, 3 * n, 2)] = -0.0
        data = vals.astype(NP[t]).tobytes()
        scalar = np.array([1.5], NP[t]).tobytes()
    else:
        raw = rng.integers(0, 256, 3 * n * BITS[t] // 8, dtype=np.uint8)
        # Some equal lanes, so that compares and min/max see ties.
        data = bytearray(raw.tobytes())
        w = BITS[t] // 8
        for k in range(0, n, 5):
            data[(n + k) * w:(n + k + 1) * w] = data[k * w:(k + 1) * w]
        data = bytes(data)
        scalar = bytes(8)
    index = struct.pack("<I", int(rng.integers(0, 1 << 20)))
    return data + index + b"\0" * 4 + scalar.ljust(8, b"\0")


def reference(case, data, tmp):
    out_size = size_of(case.result)
    init = ", ".join(f"i8 {b}" for b in data)
    host = f"""{function_ir(case, True)}
declare i32 @printf(ptr, ...)
@fmt = private constant [5 x i8] c"%02x\\00"
@data = private constant [{len(data)} x i8] [{init}]
define i32 @main() {{
entry:
  %in = alloca [{len(data)} x i8]
  call void @llvm.memcpy.p0.p0.i64(ptr %in, ptr @data, i64 {len(data)}, i1 false)
  %out = alloca [{out_size} x i8]
  call void @llvm.memset.p0.i64(ptr %out, i8 0, i64 {out_size}, i1 false)
  call void @f(ptr %in, ptr %out)
  br label %loop
loop:
  %k = phi i64 [0, %entry], [%k1, %loop]
  %p = getelementptr i8, ptr %out, i64 %k
  %b = load i8, ptr %p
  %bz = zext i8 %b to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %bz)
  %k1 = add i64 %k, 1
  %done = icmp eq i64 %k1, {out_size}
  br i1 %done, label %end, label %loop
end:
  ret i32 0
}}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
"""
    path = tmp / "host.ll"
    path.write_text(host)
    p = subprocess.run([llvm_version.tool("lli"), str(path)], capture_output=True, text=True, timeout=120)
    if p.returncode:
        raise RuntimeError(f"lli failed: {p.stderr.strip()[:300]}")
    return bytes.fromhex(p.stdout.strip())


def device(case, data, tmp, cl, ctx, queue):
    kernel = HEADER + function_ir(case, False).replace("define void @f", "define internal spir_func void @f") + """
define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  call spir_func void @f(ptr addrspace(1) %in, ptr addrspace(1) %out)
  ret void
}
"""
    ll, spv = tmp / "k.ll", tmp / "k.spv"
    ll.write_text(kernel)
    p = subprocess.run([llvm_version.tool("opt"), f"-load-pass-plugin={llvm_version.plugin()}",
                        f"-passes=spirv-emit<out={spv}>", "-disable-output", str(ll)],
                       capture_output=True, text=True, timeout=300)
    if p.returncode:
        raise RuntimeError(f"translation failed: {p.stderr.strip()[:400]}")
    rejected = common.validate(spv)
    if rejected:
        raise RuntimeError(f"rejected: {rejected[:300]}")
    prog = cl.Program(ctx, spv.read_bytes()).build()
    mf = cl.mem_flags
    host_in = np.frombuffer(data, np.uint8).copy()
    host_out = np.zeros(size_of(case.result), np.uint8)
    d_in = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=host_in)
    d_out = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=host_out)
    prog.k(queue, (1,), (1,), d_in, d_out)
    cl.enqueue_copy(queue, host_out, d_out)
    queue.finish()
    return host_out.tobytes()


def same(case, expected, got):
    if expected == got:
        return True
    t = case.result.strip("<>").split(" x ")[-1]
    if t not in FLOATS:
        return False
    e, g = np.frombuffer(expected, NP[t]), np.frombuffer(got, NP[t])
    both_nan = np.isnan(e) & np.isnan(g)
    if case.exact:
        return bool(np.all(both_nan | (e == g) & (np.signbit(e) == np.signbit(g))))
    return bool(np.all(both_nan | np.isclose(e, g, rtol=4 * np.finfo(NP[t]).eps, atol=0)))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lanes", default=LANES, help=f"lane counts (default {LANES})")
    ap.add_argument("-k", default="", help="only cases whose label contains this")
    ap.add_argument("-v", action="store_true", help="print every case")
    args = ap.parse_args()
    cl, ctx, queue = common.opencl_queue()
    rng = np.random.default_rng(7)
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="long-vector-sweep-") as d:
        tmp = Path(d)
        for case in cases([int(x) for x in args.lanes.split(",")]):
            if args.k not in case.label:
                continue
            data = inputs(case, rng)
            try:
                expected = reference(case, data, tmp)
                got = device(case, data, tmp, cl, ctx, queue)
            except Exception as e:  # noqa: BLE001 - reported per case
                failed += 1
                print(f"FAIL {case.label}: {str(e).splitlines()[0] if str(e) else e!r}", flush=True)
                continue
            if not same(case, expected, got):
                failed += 1
                bad = [k for k in range(len(expected)) if expected[k] != got[k]]
                print(f"FAIL {case.label}: {len(bad)} bytes differ, first at {bad[:6]}", flush=True)
            else:
                passed += 1
                if args.v:
                    print(f"ok   {case.label}", flush=True)
    print(f"long vector sweep: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
