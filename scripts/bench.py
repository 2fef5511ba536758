#!/usr/bin/env python3
"""Whole-process benchmark: spirv-emit against the reference translator.

For every workload and size it generates one LLVM module (LLVM 16 textual IR
that LLVM 15 also reads), then measures on that same module:

  verify  opt-NN -passes=verify -disable-output in.ll   (the floor: reading IR)
  ours    opt-NN -load-pass-plugin=libspirv_emit.so -passes='spirv-emit<out=X>' -disable-output in.ll
  ref     llvm-spirv-15 in.15.bc -o X                    (in.15.bc = llvm-as-15 of the same text)
  llc     llc-22 -mtriple=spirv64 -filetype=obj in.ll  (LLVM's SPIR-V backend; on LLVM 22 only)

NN is the LLVM that SPIRV_EMIT_LLVM selects (default 16; scripts/llvm_version.py),
with the plugin built for it. The realistic kernels come from clang-NN -O2; on
LLVM 17+ (whose IR llvm-as-15 cannot read) the reference translates clang-15's
-O2 output of the same source instead.

Wall time is the median of --runs runs (tools interleaved run by run, so
machine noise hits all of them alike; ours, its floor and the baseline are
run again, interleaved, until they add up to SHORT_TOTAL_CPU_S of CPU); our
cost, the median of each round's difference between ours and its floor; peak
RSS comes from the kernel's rusage of each child, started by a small helper
process (what /usr/bin/time -v reports as "Maximum resident set size"), the
median over runs. Every output is validated once with spirv-val.

Targets (docs/BENCHMARKS.md): our translation cost (ours - verify) at most half of the
reference's total on every input; linear scaling (doubling the module costs at
most 2.1x the time); our peak RSS not above the reference's.

Usage:
  scripts/bench.py                      # all workloads, sizes 1,2,4,8, 3 runs
  scripts/bench.py --quick              # sizes 1,2, one run (a smoke test)
  scripts/bench.py --baseline old/libspirv_emit.so   # before/after a change, same inputs, interleaved
  scripts/bench.py --workloads kernels --scales 1,2,4,8,16 --runs 5
  scripts/bench.py --workloads straight_line,many_blocks --scales 1,10,100   # 10k, 100k, 1M
  scripts/bench.py --figures docs/figures --markdown target/bench/table.md
  scripts/bench.py --workloads kernels --scales 1,10,100 --ref-max-scale 10 --no-validate   # the reference is hours at 100

Besides the time ratios it reports the strict ratio (ours - verify) / (ref - reffloor), where
reffloor is opt-15 -passes=verify of the reference's bitcode, and the growth of our translation
cost between the two largest sizes (cost ratio / size ratio).

Results go to target/bench/ (inputs, outputs, results.json); figures (SVG,
matplotlib from the venv) to --figures when given.
"""

import argparse
import datetime
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import common  # noqa: E402  (the validators)
import llvm_version  # noqa: E402

MAJOR = llvm_version.selected()
OPT = llvm_version.tool("opt", MAJOR)
CLANG = llvm_version.tool("clang", MAJOR)
PLUGIN = Path(llvm_version.plugin(MAJOR))
KERNELS_CL = ROOT / "benches" / "kernels" / "realistic.cl"

TRIPLE = "spir64-unknown-unknown"
DATALAYOUT = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
HEADER = f'target datalayout = "{DATALAYOUT}"\ntarget triple = "{TRIPLE}"\n\n'

TOOLS = ["verify", "ours", "ref", "reffloor"] + (["llc"] if MAJOR == 22 else [])
VALIDATE_OUTPUTS = True  # --no-validate: timing only (outputs checked elsewhere)
REF_MAX_SCALE = None  # --ref-max-scale: the reference (and its floor) only up to this scale
BASELINE = None  # --baseline: the plugin before a change
EXTRA_PARAMS = ""  # --params: more spirv-emit parameters, e.g. ";validate=off"


# ---------------------------------------------------------------- workloads


def replicate_module(text: str, copies: int) -> str:
    """`copies` copies of every definition in clang output `text`, renamed
    `name.rN`; declarations, attributes and metadata stay shared."""
    lines = text.splitlines()
    header, globals_, functions, declarations, tail = [], [], [], [], []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("define "):
            j = i
            while lines[j] != "}":
                j += 1
            functions.append("\n".join(lines[i : j + 1]))
            i = j + 1
            continue
        if line.startswith("@"):
            globals_.append(line)
        elif line.startswith("declare "):
            declarations.append(line)
        elif line.startswith(("attributes ", "!")):
            tail.append(line)
        elif line.startswith(("target ", "source_filename", "%")):
            header.append(line)
        i += 1
    defined = set(re.findall(r"^@([\w.$]+) =", "\n".join(globals_), re.M))
    defined |= set(re.findall(r"^define [^@]*@([\w.$]+)\(", "\n".join(functions), re.M))
    pattern = re.compile(r"@([\w.$]+)")

    def renamed(chunk: str, n: int) -> str:
        return pattern.sub(lambda m: f"@{m.group(1)}.r{n}" if m.group(1) in defined else m.group(0), chunk)

    out = header[:] + [""]
    for n in range(copies):
        out.extend(renamed(g, n) for g in globals_)
    out.append("")
    for n in range(copies):
        for f in functions:
            out.append(renamed(f, n))
            out.append("")
    out.extend(declarations)
    out.append("")
    out.extend(tail)
    return "\n".join(out) + "\n"


_KERNELS_LL = {}


def realistic_kernels_ll(work: Path, clang: str = None) -> str:
    """benches/kernels/realistic.cl through clang-NN -O2."""
    clang = clang or CLANG
    if clang not in _KERNELS_LL:
        out = work / f"realistic.{Path(clang).name}.ll"
        run_checked([clang, "-cl-std=CL2.0", "-target", "spir64", "-O2", "-emit-llvm", "-S",
                     str(KERNELS_CL), "-o", str(out)])
        _KERNELS_LL[clang] = out.read_text()
    return _KERNELS_LL[clang]


def gen_kernels(scale: int, work: Path, clang: str = None) -> str:
    """Many realistic kernels (13 per copy, ~31 instructions each)."""
    return replicate_module(realistic_kernels_ll(work, clang), 80 * scale)


def gen_many_kernels(scale: int, work: Path) -> str:
    """100*scale small kernels (an index, a load, an add, a store each): per-kernel
    costs (entry points, kernel metadata, names, interface)."""
    out = [HEADER]
    for k in range(100 * scale):
        out += [
            f"define spir_kernel void @k{k}(ptr addrspace(1) %p, i32 %x) {{",
            f"  %g = getelementptr inbounds i32, ptr addrspace(1) %p, i64 {k % 97}",
            "  %l = load i32, ptr addrspace(1) %g, align 4",
            f"  %s = add i32 %l, {k}",
            "  store i32 %s, ptr addrspace(1) %g, align 4",
            "  ret void",
            "}",
        ]
    return "\n".join(out) + "\n"


def gen_spir12_kernels(scale: int, work: Path) -> str:
    """100*scale small kernels whose metadata is in SPIR 1.2's `!opencl.kernels`
    list (one entry per kernel, its fields as named nodes) rather than attached:
    each kernel's lookups must not scan every kernel's entry."""
    n = 100 * scale
    out = [HEADER]
    for k in range(n):
        out += [
            f"define spir_kernel void @k{k}(ptr addrspace(1) %p, i32 %x) {{",
            f"  %s = add i32 %x, {k}",
            "  store i32 %s, ptr addrspace(1) %p, align 4",
            "  ret void",
            "}",
        ]
    fields = ['!"kernel_arg_addr_space", i32 1, i32 0', '!"kernel_arg_access_qual", !"none", !"none"',
              '!"kernel_arg_type", !"int*", !"int"', '!"kernel_arg_base_type", !"int*", !"int"',
              '!"kernel_arg_type_qual", !"", !""']
    out.append("!opencl.kernels = !{" + ", ".join(f"!{k}" for k in range(n)) + "}")
    out += [f"!{k} = !{{ptr @k{k}, " + ", ".join(f"!{n + j}" for j in range(len(fields))) + "}" for k in range(n)]
    out += [f"!{n + j} = !{{{field}}}" for j, field in enumerate(fields)]
    return "\n".join(out) + "\n"



def gen_shared_helpers(scale: int, work: Path) -> str:
    """500*scale kernels all calling the head of one chain of 250*scale helpers
    (fmul and fadd in each): what a kernel can run (ContractionOff) must be
    known per function once, not by walking the call graph per kernel
    (kernels x functions)."""
    kernels, helpers = 500 * scale, 250 * scale
    out = [HEADER]
    for i in range(helpers):
        tail = [f"  %y = call spir_func float @h{i + 1}(float %r)", "  ret float %y"] if i + 1 < helpers else ["  ret float %r"]
        out += [f"define spir_func float @h{i}(float %x) #0 {{", "  %m = fmul float %x, 2.0", f"  %r = fadd float %m, {i}.0",
                *tail, "}"]
    for k in range(kernels):
        out += [f"define spir_kernel void @k{k}(ptr addrspace(1) %p) {{", "  %x = load float, ptr addrspace(1) %p",
                "  %y = call spir_func float @h0(float %x)", "  store float %y, ptr addrspace(1) %p", "  ret void", "}"]
    out.append("attributes #0 = { noinline nounwind }")
    return "\n".join(out) + "\n"


def gen_decorated_globals(scale: int, work: Path) -> str:
    """1000*scale global variables each with `!spirv.Decorations` (an Alignment
    that replaces the one inferred from `align`, and Volatile), all read by one
    kernel: replacing a decoration must not scan every decoration."""
    n = 1000 * scale
    out = [HEADER]
    out += [f"@g{i} = addrspace(1) global i32 {i}, align 4, !spirv.Decorations !{i}" for i in range(n)]
    out += ["define spir_kernel void @k(ptr addrspace(1) %p) {", "  %s0 = add i32 0, 0"]
    for i in range(n):
        out += [f"  %l{i} = load i32, ptr addrspace(1) @g{i}, align 4", f"  %s{i + 1} = add i32 %s{i}, %l{i}"]
    out += [f"  store i32 %s{n}, ptr addrspace(1) %p, align 4", "  ret void", "}"]
    out += [f"!{i} = !{{!{n + i}, !{2 * n}}}" for i in range(n)]
    out += [f"!{n + i} = !{{i32 44, i32 {(i % 8) * 4 + 4}}}" for i in range(n)]  # Alignment
    out.append(f"!{2 * n} = !{{i32 21}}")  # Volatile
    return "\n".join(out) + "\n"


def gen_repeated_names(scale: int, work: Path) -> str:
    """500*scale functions with the same parameter and value names (`x`, `r`),
    all called from one kernel, small enough to be validated in-process up to
    8x: SPIRV-Tools makes repeated names unique one suffix try at a time
    (quadratic), so the validator must be given unique ones."""
    n = 500 * scale
    out = [HEADER]
    for i in range(n):
        out += [f"define spir_func i32 @f{i}(i32 %x) #0 {{", f"  %r = add i32 %x, {i}", "  ret i32 %r", "}"]
    out += ["define spir_kernel void @k(ptr addrspace(1) %p) {", "  %x0 = load i32, ptr addrspace(1) %p, align 4"]
    out += [f"  %x{i + 1} = call spir_func i32 @f{i}(i32 %x{i})" for i in range(n)]
    out += [f"  store i32 %x{n}, ptr addrspace(1) %p, align 4", "  ret void", "}", "attributes #0 = { noinline nounwind }"]
    return "\n".join(out) + "\n"

def gen_huge_function(scale: int, work: Path) -> str:
    """One kernel with a chain of 1500*scale diamonds (3 blocks each, phis)."""
    n = 1500 * scale
    out = [HEADER, "define spir_kernel void @huge(ptr addrspace(1) %p, i32 %n) {", "entry:", "  br label %b0"]
    for i in range(n):
        out.append(f"b{i}:")
        if i == 0:
            out.append(f"  %v{i} = phi i32 [ %n, %entry ]")
        else:
            out.append(f"  %v{i} = phi i32 [ %wa{i-1}, %t{i-1} ], [ %wb{i-1}, %f{i-1} ]")
        out += [
            f"  %g{i} = getelementptr inbounds i32, ptr addrspace(1) %p, i64 {i}",
            f"  %l{i} = load i32, ptr addrspace(1) %g{i}, align 4",
            f"  %s{i} = add nsw i32 %v{i}, %l{i}",
            f"  %c{i} = icmp slt i32 %s{i}, {i * 7}",
            f"  br i1 %c{i}, label %t{i}, label %f{i}",
            f"t{i}:",
            f"  %wa{i} = mul i32 %s{i}, 3",
            f"  br label %b{i+1}",
            f"f{i}:",
            f"  %wb{i} = xor i32 %s{i}, {i}",
            f"  store i32 %wb{i}, ptr addrspace(1) %g{i}, align 4",
            f"  br label %b{i+1}",
        ]
    out += [f"b{n}:", f"  %v{n} = phi i32 [ %wa{n-1}, %t{n-1} ], [ %wb{n-1}, %f{n-1} ]",
            f"  store i32 %v{n}, ptr addrspace(1) %p, align 4", "  ret void", "}", ""]
    return "\n".join(out)


def gen_small_functions(scale: int, work: Path) -> str:
    """2000*scale small non-kernel functions, 16 called from each kernel."""
    n = 2000 * scale
    out = [HEADER]
    for i in range(n):
        out += [
            f"define spir_func i32 @f{i}(i32 %x, ptr addrspace(1) %p) #0 {{",
            f"  %a = add i32 %x, {i}",
            f"  %g = getelementptr inbounds i32, ptr addrspace(1) %p, i64 {i % 61}",
            "  %l = load i32, ptr addrspace(1) %g, align 4",
            "  %r = mul i32 %a, %l",
            "  ret i32 %r",
            "}",
        ]
    for k in range(n // 16):
        out.append(f"define spir_kernel void @k{k}(ptr addrspace(1) %p) {{")
        out.append("  %x0 = load i32, ptr addrspace(1) %p, align 4")
        for j in range(16):
            out.append(f"  %x{j+1} = call spir_func i32 @f{k * 16 + j}(i32 %x{j}, ptr addrspace(1) %p)")
        out += ["  store i32 %x16, ptr addrspace(1) %p, align 4", "  ret void", "}"]
    out.append("attributes #0 = { noinline nounwind }")
    return "\n".join(out) + "\n"


def gen_const_array(scale: int, work: Path) -> str:
    """Large constant array initializers: per size unit one i32 and one float
    array of 50,000 distinct values each (one OpConstantComposite can hold at
    most 65,532), all read by one kernel."""
    n = 50000
    out = [HEADER]
    for a in range(scale):
        ints = ", ".join(f"i32 {(i * 2654435761 + a) % 2**32 - 2**31}" for i in range(n))
        floats = ", ".join(f"float {float(i + a * n) * 0.5:.1f}" for i in range(n))
        out += [f"@ints{a} = addrspace(2) constant [{n} x i32] [{ints}], align 4",
                f"@floats{a} = addrspace(2) constant [{n} x float] [{floats}], align 4"]
    out += ["", "define spir_kernel void @lookup(ptr addrspace(1) %out, i64 %i) {", "  %acc0 = sitofp i64 %i to float"]
    for a in range(scale):
        out += [
            f"  %gi{a} = getelementptr inbounds [{n} x i32], ptr addrspace(2) @ints{a}, i64 0, i64 %i",
            f"  %vi{a} = load i32, ptr addrspace(2) %gi{a}, align 4",
            f"  %gf{a} = getelementptr inbounds [{n} x float], ptr addrspace(2) @floats{a}, i64 0, i64 %i",
            f"  %vf{a} = load float, ptr addrspace(2) %gf{a}, align 4",
            f"  %ci{a} = sitofp i32 %vi{a} to float",
            f"  %s{a} = fadd float %ci{a}, %vf{a}",
            f"  %acc{a + 1} = fadd float %acc{a}, %s{a}",
        ]
    out += [f"  store float %acc{scale}, ptr addrspace(1) %out, align 4", "  ret void", "}", ""]
    return "\n".join(out)


def gen_deep_structs(scale: int, work: Path) -> str:
    """Deep struct types: 2*scale chains of structs nested 200 deep (SPIR-V
    allows at most 255), one kernel per level."""
    out = [HEADER]
    kernels = []
    for c in range(2 * scale):
        out.append(f"%c{c}s0 = type {{ i32, float }}")
        for k in range(1, 201):
            out.append(f"%c{c}s{k} = type {{ %c{c}s{k-1}, i32, float }}")
            kernels += [
                f"define spir_kernel void @c{c}k{k}(ptr addrspace(1) %p, i32 %v) {{",
                f"  %a = getelementptr inbounds %c{c}s{k}, ptr addrspace(1) %p, i64 0, i32 1",
                "  store i32 %v, ptr addrspace(1) %a, align 4",
                f"  %b = getelementptr inbounds %c{c}s{k}, ptr addrspace(1) %p, i64 0, i32 0, i32 1",
                "  store i32 %v, ptr addrspace(1) %b, align 4",
                "  ret void",
                "}",
            ]
    return "\n".join(out + [""] + kernels) + "\n"


def gen_straight_line(scale: int, work: Path) -> str:
    """One kernel of 10,000*scale instructions in one block (loads, multiplies, a
    running sum): per-instruction costs (value map, names, interning, layout)."""
    n = 2500 * scale
    out = [HEADER, "define spir_kernel void @straight(ptr addrspace(1) %p, i32 %x) {", "  %v0 = add i32 %x, 1"]
    for i in range(1, n):
        out += [f"  %g{i} = getelementptr inbounds i32, ptr addrspace(1) %p, i64 {i % 1000}",
                f"  %l{i} = load i32, ptr addrspace(1) %g{i}, align 4",
                f"  %m{i} = mul i32 %l{i}, {i}",
                f"  %v{i} = add i32 %v{i - 1}, %m{i}"]
    out += [f"  store i32 %v{n - 1}, ptr addrspace(1) %p, align 4", "  ret void", "}", ""]
    return "\n".join(out)


def gen_many_blocks(scale: int, work: Path) -> str:
    """One kernel of 10,000*scale blocks in a chain, each with a phi: per-block
    costs (labels, phis, block order and assembly)."""
    n = 10000 * scale
    out = [HEADER, "define spir_kernel void @blocks(ptr addrspace(1) %p, i32 %x) {", "entry:", "  br label %b0"]
    for i in range(n):
        incoming = "%x, %entry" if i == 0 else f"%w{i - 1}, %b{i - 1}"
        out += [f"b{i}:", f"  %v{i} = phi i32 [ {incoming} ]", f"  %w{i} = add i32 %v{i}, {i}", f"  br label %b{i + 1}"]
    out += [f"b{n}:", f"  store i32 %w{n - 1}, ptr addrspace(1) %p, align 4", "  ret void", "}", ""]
    return "\n".join(out)


WORKLOADS = {
    "kernels": gen_kernels,
    "many_kernels": gen_many_kernels,
    "spir12_kernels": gen_spir12_kernels,
    "shared_helpers": gen_shared_helpers,
    "decorated_globals": gen_decorated_globals,
    "repeated_names": gen_repeated_names,
    "straight_line": gen_straight_line,
    "many_blocks": gen_many_blocks,
    "huge_function": gen_huge_function,
    "small_functions": gen_small_functions,
    "const_array": gen_const_array,
    "deep_structs": gen_deep_structs,
}


# ---------------------------------------------------------------- running


def run_checked(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        sys.exit(f"bench: command failed ({r.returncode}): {' '.join(map(str, cmd))}\n{r.stderr[-3000:]}")
    return r


# Linux carries a process's peak RSS across exec: a child's ru_maxrss counts what it
# had as a fork of its parent. Tools are therefore started by a small helper process
# (this script with --serve-measurements, started before any module is generated),
# never by this process once it holds a generated module of hundreds of megabytes.
MEASURER = None


def start_measurer():
    global MEASURER
    MEASURER = subprocess.Popen([sys.executable, __file__, "--serve-measurements"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def serve_measurements():
    for line in sys.stdin:
        cmd, timeout = json.loads(line)
        print(json.dumps(measure_here(cmd, timeout)), flush=True)


def measure(cmd, timeout=900):
    """(wall s, CPU s, peak RSS MiB, returncode, stderr) of one run, by the helper."""
    MEASURER.stdin.write(json.dumps([[str(c) for c in cmd], timeout]) + "\n")
    MEASURER.stdin.flush()
    return tuple(json.loads(MEASURER.stdout.readline()))


def measure_here(cmd, timeout=900):
    """(wall s, CPU s, peak RSS MiB, returncode, stderr) of one run, with the
    child's own rusage from os.wait4 (ru_maxrss: what /usr/bin/time -v shows)."""
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid != 0:
                break
            if time.perf_counter() - start > timeout:
                proc.kill()
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.001)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        text = err.read()[-4000:].decode(errors="replace")
    # ru_maxrss is in KiB on Linux.
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0, proc.returncode, text


def commands(ll: Path, bc15: Path, work: Path):
    return {
        "verify": [OPT, "-passes=verify", "-disable-output", str(ll)],
        "llc": [llvm_version.tool("llc", MAJOR), "-mtriple=spirv64-unknown-unknown", "-filetype=obj", str(ll),
                "-o", str(work / "llc.spv")],
        "ours": [OPT, f"-load-pass-plugin={PLUGIN}", f"-passes=spirv-emit<out={work / 'ours.spv'}{EXTRA_PARAMS}>",
                 "-disable-output", str(ll)],
        "ref": [common.REFERENCE_TRANSLATOR, str(bc15), "-o", str(work / "ref.spv")],
        # The reference's floor: LLVM 15 reading and verifying the same bitcode.
        "reffloor": [f"opt-{common.REFERENCE_LLVM}", "-passes=verify", "-disable-output", str(bc15)],
        **({"base": [OPT, f"-load-pass-plugin={BASELINE}", f"-passes=spirv-emit<out={work / 'base.spv'}{EXTRA_PARAMS}>",
                     "-disable-output", str(ll)]} if BASELINE else {}),
    }


def to_llvm15(text: str) -> str:
    """LLVM 16-only syntax LLVM 15 cannot read: the memory(...) attribute."""
    return re.sub(r" memory\([^)]*\)", "", text)


def count_instructions(text: str) -> int:
    n, inside = 0, False
    for line in text.splitlines():
        if line.startswith("define "):
            inside = True
        elif line == "}":
            inside = False
        elif inside and line.startswith("  "):
            n += 1
    return n


def validate(spv: Path) -> str:
    """"valid", or which checks reject `spv`: Debian's spirv-val (2023), PyPI's
    (2025) and the reference reader (llvm-spirv-15 -r), as validate.sh runs them."""
    checks = [(common.validator_name(val).replace("spirv-", "").replace(" ", ""), [val, *common.SPIRV_VAL_LIMITS, str(spv)])
              for val in common.validators(spv=spv)]  # val2023 (unless the module is newer), val2025
    checks.append(("llvm-spirv-r", [common.REFERENCE_TRANSLATOR, "-r", str(spv), "-o", os.devnull]))
    rejected = []
    for name, cmd in checks:
        if not Path(cmd[0]).exists() and not shutil.which(cmd[0]):
            continue
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        except subprocess.TimeoutExpired:
            rejected.append(f"{name} (no verdict within 120 s)")
            continue
        if r.returncode != 0:
            first = (r.stdout + r.stderr).strip().splitlines()
            rejected.append(f"{name} ({first[0][:160] if first else 'exit ' + str(r.returncode)})")
    return "valid" if not rejected else "rejected by " + "; ".join(rejected)


def short(verdict: str) -> str:
    if verdict == "valid":
        return "ok"
    if verdict in ("not checked", "not run"):
        return "-"
    names = re.findall(r"(val2023|val2025|llvm-spirv-r) \(", verdict)
    return "BAD:" + "+".join(names) if names else "BAD"


# Runs shorter than this much CPU in total are repeated (up to SHORT_MAX_RUNS times).
SHORT_TOTAL_CPU_S = 6.0
SHORT_MAX_RUNS = 60


def bench_one(name: str, scale: int, runs: int, root: Path):
    work = root / f"{name}-x{scale}"
    work.mkdir(parents=True, exist_ok=True)
    text = WORKLOADS[name](scale, root)
    ll = work / "in.ll"
    ll.write_text(text)
    ll15 = work / "in.15.ll"
    # LLVM 17+ IR is not LLVM 15's: the reference gets clang-15's output of the same kernels.
    ll15.write_text(to_llvm15(gen_kernels(scale, root, common.REFERENCE_CLANG) if name == "kernels" and MAJOR > 16 else text))
    bc15 = work / "in.15.bc"
    run_checked([common.REFERENCE_LLVM_AS, str(ll15), "-o", str(bc15)])
    cmds = commands(ll, bc15, work)
    tools = [t for t in TOOLS if t not in ("ref", "reffloor") or REF_MAX_SCALE is None or scale <= REF_MAX_SCALE]
    samples = {t: [] for t in tools}
    failures = {}
    def measure_round(round_tools):
        for tool in round_tools:
            wall, cpu, rss, rc, err = measure(cmds[tool])
            if rc != 0:
                failures[tool] = f"exit {rc}: {err.strip()[:300]}"
            samples[tool].append((wall, cpu, rss))

    for _ in range(runs):
        measure_round(tools)
    # Short runs of ours, its floor and the baseline are repeated until they add up to a few
    # seconds: the growth between sizes divides a cost of a tenth of a second or less, which
    # the noise of three runs moves by a fifth.
    ours_cpu = statistics.median(x[1] for x in samples["ours"])
    short_rounds = min(SHORT_MAX_RUNS, math.ceil(SHORT_TOTAL_CPU_S / max(ours_cpu, 0.01))) - runs
    for _ in range(short_rounds):
        measure_round([t for t in tools if t in ("verify", "ours", "base")])
    result = {
        "workload": name,
        "scale": scale,
        "instructions": count_instructions(text),
        "ir_bytes": len(text),
    }
    for tool in TOOLS:
        for key, n in [("s", 0), ("cpu", 1), ("mib", 2)]:
            result[f"{tool}_{key}"] = statistics.median(x[n] for x in samples[tool]) if tool in samples else math.nan
    result["failures"] = failures
    check = validate if VALIDATE_OUTPUTS else (lambda _: "not checked")
    result["ours_output"] = check(work / "ours.spv") if (work / "ours.spv").exists() else "missing"
    result["ref_output"] = ("not run" if "ref" not in samples
                            else check(work / "ref.spv") if (work / "ref.spv").exists() else "missing")
    if "llc" in TOOLS:
        result["llc_output"] = validate(work / "llc.spv") if (work / "llc.spv").exists() else "missing"
    if "base" in TOOLS:
        # Before/after on the same input: time ratio and whether the output changed.
        result["ours_vs_base"] = result["ours_s"] / result["base_s"] if result["base_s"] > 0 else math.inf
        base, ours = work / "base.spv", work / "ours.spv"
        result["same_as_base"] = base.exists() and ours.exists() and base.read_bytes() == ours.read_bytes()
    # Ours and its floor run in the same rounds: the cost is the median of the rounds'
    # differences, which leaves out what drifts under both (a busy neighbour, the page cache).
    def paired_cost(n):
        return max(statistics.median(o[n] - v[n] for o, v in zip(samples["ours"], samples["verify"])), 0.0)
    result["cost_s"] = paired_cost(0)
    result["cost_vs_ref"] = result["cost_s"] / result["ref_s"] if result["ref_s"] > 0 else math.inf
    cost_cpu = paired_cost(1)
    result["cost_cpu_vs_ref"] = cost_cpu / result["ref_cpu"] if result["ref_cpu"] > 0 else math.inf
    # Strict: translating and writing only, each tool's own reading of its input taken off.
    ref_cost_cpu = result["ref_cpu"] - result["reffloor_cpu"]
    result["ours_cost_cpu"] = cost_cpu
    result["strict_cpu_vs_ref"] = cost_cpu / ref_cost_cpu if ref_cost_cpu > 0 else math.nan
    result["mem_vs_ref"] = result["ours_mib"] / result["ref_mib"] if result["ref_mib"] > 0 else math.inf
    # Keep the disk small: the big inputs are regenerated on every run.
    for f in [ll15, work / "ref.spv", work / "ours.spv", work / "base.spv"]:
        if f.exists() and f.stat().st_size > 50_000_000:
            f.unlink()
    return result


def slope(xs, ys):
    """Least-squares exponent of y ~ x^k on a log-log scale."""
    pts = [(math.log(x), math.log(y)) for x, y in zip(xs, ys) if x > 0 and y > 0]
    if len(pts) < 2:
        return float("nan")
    mx = sum(p[0] for p in pts) / len(pts)
    my = sum(p[1] for p in pts) / len(pts)
    den = sum((p[0] - mx) ** 2 for p in pts)
    return sum((p[0] - mx) * (p[1] - my) for p in pts) / den if den else float("nan")


# ---------------------------------------------------------------- report


def table(results):
    head = ("| workload | size | IR MB | instrs | verify s | ours s | cost s | ref s | cost/ref | cost/ref (CPU) | "
            "strict (CPU) | verify MiB | ours MiB | ref MiB | mem ours/ref | ours out | ref out |")
    rows = [head, "|" + "---|" * 17]
    for r in results:
        rows.append(
            f"| {r['workload']} | {r['scale']}x | {r['ir_bytes'] / 1e6:.1f} | {r['instructions']} | {r['verify_s']:.3f} | {r['ours_s']:.3f} | "
            f"{r['cost_s']:.3f} | {r['ref_s']:.3f} | {r['cost_vs_ref']:.2f} | {r['cost_cpu_vs_ref']:.2f} | "
            f"{r['strict_cpu_vs_ref']:.2f} | {r['verify_mib']:.0f} | "
            f"{r['ours_mib']:.0f} | {r['ref_mib']:.0f} | {r['mem_vs_ref']:.2f} | "
            f"{short(r['ours_output'])} | {short(r['ref_output'])} |"
        )
    return "\n".join(rows)


def scaling(results):
    """Per workload and tool: the fitted exponent and the time ratio of each doubling."""
    lines = ["| workload | tool | exponent (log-log fit) | time ratio per doubling |", "|---|---|---|---|"]
    verdicts = []
    by = {}
    for r in results:
        by.setdefault(r["workload"], []).append(r)
    for name, rs in by.items():
        rs.sort(key=lambda r: r["scale"])
        if len(rs) < 2:
            continue
        sizes = [r["ir_bytes"] for r in rs]
        for tool, key in [("verify", "verify_s"), ("ours", "ours_s"), ("ours cost", "cost_s"),
                          ("ours cost (CPU)", "ours_cost_cpu"), ("ref", "ref_s")]:
            ys = [r[key] for r in rs]
            ratios = []
            for a, b in zip(rs, rs[1:]):
                factor = math.log2(b["scale"] / a["scale"])
                ratios.append((b[key] / a[key]) ** (1 / factor) if a[key] > 0 and factor > 0 else float("nan"))
            lines.append(f"| {name} | {tool} | {slope(sizes, ys):.2f} | {' '.join(f'{x:.2f}' for x in ratios)} |")
            if tool == "ours":
                # The last doubling is the least noisy (largest times).
                verdicts.append((name, ratios[-1]))
    return "\n".join(lines), verdicts


def growth(results):
    """Per workload, between its two largest sizes: how much more the translation
    (ours - verify, CPU) cost than the module grew (1.0: linear)."""
    lines = ["| workload | sizes | ours cost CPU s | growth (cost ratio / size ratio) |", "|---|---|---|---|"]
    by = {}
    for r in results:
        by.setdefault(r["workload"], []).append(r)
    for name, rs in by.items():
        rs = sorted(rs, key=lambda r: r["scale"])[-2:]
        if len(rs) < 2 or rs[0]["ours_cost_cpu"] <= 0:
            continue
        a, b = rs
        g = (b["ours_cost_cpu"] / a["ours_cost_cpu"]) / (b["scale"] / a["scale"])
        lines.append(f"| {name} | {a['scale']}x -> {b['scale']}x | {a['ours_cost_cpu']:.2f} -> {b['ours_cost_cpu']:.2f} | {g:.2f} |")
    return "\n".join(lines)


def figures(results, outdir: Path):
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("bench: matplotlib not installed (pip install matplotlib): no figures", file=sys.stderr)
        return []
    outdir.mkdir(parents=True, exist_ok=True)
    by = {}
    for r in results:
        by.setdefault(r["workload"], []).append(r)
    made = []
    for metric, unit, suffix in [("s", "wall time (s, median)", "time"), ("mib", "peak RSS (MiB)", "memory")]:
        names = list(by)
        cols = min(3, len(names))
        rows_n = math.ceil(len(names) / cols)
        fig, axes = plt.subplots(rows_n, cols, figsize=(4.2 * cols, 3.4 * rows_n), squeeze=False)
        for ax, name in zip(axes.flat, names):
            rs = sorted(by[name], key=lambda r: r["scale"])
            xs = [r["ir_bytes"] / 1e6 for r in rs]
            for tool, label, style in [("verify", f"opt-{MAJOR} verify (floor)", "k:"),
                                       ("ours", f"spirv-emit (opt-{MAJOR})", "b-o"),
                                       ("ref", common.REFERENCE_TRANSLATOR, "r-s")]:
                ax.plot(xs, [r[f"{tool}_{metric}"] for r in rs], style, label=label)
            if metric == "s":
                ax.plot(xs, [max(r["cost_s"], 1e-3) for r in rs], "c--^", label="spirv-emit cost (ours - verify)")
            ax.set_xscale("log")
            ax.set_yscale("log")
            ax.set_title(name)
            ax.set_xlabel("module size (MB of LLVM IR text)")
            ax.set_ylabel(unit)
            ax.grid(True, which="both", alpha=0.3)
        for ax in list(axes.flat)[len(names):]:
            ax.axis("off")
        handles, labels = axes.flat[0].get_legend_handles_labels()
        fig.legend(handles, labels, loc="lower right" if len(names) % cols else "upper center", fontsize=8)
        fig.tight_layout()
        path = outdir / f"bench-{suffix}.svg"
        fig.savefig(path, metadata={"Date": None})
        plt.close(fig)
        made.append(path)
    return made


def machine():
    model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"nproc": os.cpu_count(), "cpu": model, "date": datetime.date.today().isoformat()}


def main():
    global PLUGIN, EXTRA_PARAMS, BASELINE, TOOLS, VALIDATE_OUTPUTS, REF_MAX_SCALE
    if sys.argv[1:] == ["--serve-measurements"]:
        serve_measurements()
        return 0
    start_measurer()
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--workloads", default=",".join(WORKLOADS), help="comma-separated: " + ", ".join(WORKLOADS))
    ap.add_argument("--scales", default="1,2,4,8")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--quick", action="store_true", help="sizes 1,2 and one run")
    ap.add_argument("--work-dir", default=str(ROOT / "target" / "bench"))
    ap.add_argument("--figures", help="directory for SVG figures (e.g. docs/figures)")
    ap.add_argument("--markdown", help="also write the tables to this file")
    ap.add_argument("--params", default="", help="more spirv-emit parameters, e.g. validate=off")
    ap.add_argument("--no-validate", action="store_true", help="do not check the outputs with spirv-val (timing only)")
    ap.add_argument("--ref-max-scale", type=int, help="run the reference translator (and its floor) only up to this "
                    "scale (it is superlinear in kernels: hours on the largest kernel modules)")
    ap.add_argument("--baseline", help="another build of the plugin (before a change): measured on the same inputs, "
                    "interleaved with this one, with the time ratio and whether the output is byte-identical")
    args = ap.parse_args()
    EXTRA_PARAMS = f";{args.params}" if args.params else ""
    VALIDATE_OUTPUTS, REF_MAX_SCALE = not args.no_validate, args.ref_max_scale
    if args.quick:
        args.scales, args.runs = "1,2", 1
    for tool in [OPT, common.REFERENCE_LLVM_AS, common.REFERENCE_TRANSLATOR, CLANG, common.REFERENCE_CLANG]:
        if not shutil.which(tool):
            sys.exit(f"bench: {tool} not found (run scripts/setup.sh)")
    if not PLUGIN.exists():
        sys.exit(f"bench: plugin not built: {PLUGIN} (SPIRV_EMIT_LLVM={MAJOR}: source scripts/setup.sh; spirv_emit_build)")
    names = [w for w in args.workloads.split(",") if w]
    for n in names:
        if n not in WORKLOADS:
            sys.exit(f"bench: unknown workload {n}")
    scales = [int(s) for s in args.scales.split(",")]
    root = Path(args.work_dir)
    root.mkdir(parents=True, exist_ok=True)
    # A private copy: a rebuild during the run must not change the plugin measured.
    shutil.copy2(PLUGIN, root / "libspirv_emit.so")
    PLUGIN = root / "libspirv_emit.so"
    if args.baseline:
        shutil.copy2(args.baseline, root / "libspirv_emit.baseline.so")
        BASELINE = root / "libspirv_emit.baseline.so"
        TOOLS = TOOLS + ["base"]
    info = machine()
    print(f"bench: LLVM {MAJOR}, {info['date']}, {info['nproc']} cores, {info['cpu']}, runs={args.runs}", flush=True)
    results = []
    for name in names:
        for scale in scales:
            r = bench_one(name, scale, args.runs, root)
            results.append(r)
            print(f"bench: {name} {scale}x ({r['instructions']} instrs): verify {r['verify_s']:.3f}s "
                  f"ours {r['ours_s']:.3f}s ref {r['ref_s']:.3f}s"
                  + (f" llc-22 {r['llc_s']:.3f}s ({r['llc_output']})" if "llc" in TOOLS else "")
                  + f" | cost/ref {r['cost_vs_ref']:.2f} "
                  f"mem ours/ref {r['mem_vs_ref']:.2f} | ours {r['ours_output']} ref {r['ref_output']}"
                  + (f" | base {r['base_s']:.3f}s ours/base {r['ours_vs_base']:.2f} "
                     f"{'same bytes' if r['same_as_base'] else 'OUTPUT DIFFERS'}" if "base" in TOOLS else "")
                  + (f" | FAILED {r['failures']}" if r["failures"] else ""), flush=True)
    main_table = table(results)
    scale_table, verdicts = scaling(results)
    growth_table = growth(results)
    print("\n" + main_table + "\n\n" + scale_table + "\n\n" + growth_table)
    problems = []
    for r in results:
        where = f"{r['workload']} {r['scale']}x"
        if "ours" in r["failures"] or r["ours_output"] not in ("valid", "not checked"):
            problems.append(f"{where}: spirv-emit failed or gave invalid output ({r['failures'].get('ours', r['ours_output'])})")
        if "ref" not in r["failures"] and math.isnan(r["ref_s"]):
            continue  # the reference was not run at this scale
        if r["cost_vs_ref"] > 0.5:
            problems.append(f"{where}: translation cost {r['cost_vs_ref']:.2f} of the reference's time (target <= 0.5)")
        if r["mem_vs_ref"] > 1.0:
            problems.append(f"{where}: peak RSS {r['mem_vs_ref']:.2f}x the reference's (target <= 1.0)")
    for name, ratio in verdicts:
        if ratio > 2.1:
            problems.append(f"{name}: doubling the module took {ratio:.2f}x the time (target <= 2.1)")
    print("\n" + ("bench: all targets met" if not problems else "bench: targets missed:\n  " + "\n  ".join(problems)))
    (root / "results.json").write_text(json.dumps({"machine": info, "runs": args.runs, "results": results}, indent=1))
    made = figures(results, Path(args.figures)) if args.figures else []
    for p in made:
        print(f"bench: wrote {p}")
    if args.markdown:
        Path(args.markdown).write_text(
            f"Measured {info['date']} on {info['nproc']} cores ({info['cpu']}), median of {args.runs} runs (of ours, its floor and the baseline: until they add up to {SHORT_TOTAL_CPU_S:g} s of CPU, at most {SHORT_MAX_RUNS}).\n\n"
            + main_table + "\n\n" + scale_table + "\n\n" + growth_table + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
