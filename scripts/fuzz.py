#!/usr/bin/env python3
"""Fuzzes the spirv-emit plugin with generated and mutated LLVM modules.

Each module comes from one of these sources (chosen by its seed):

  stress     llvm-stress output with the triple/datalayout patched to
             spir64, optionally with its function made a kernel and its
             pointer parameters moved to the global address space
  scalar     the same, first run through opt -passes=scalarizer (few
             <1 x T> vectors, so the translation gets further)
  mutate     a lit input (tests/lit/**/*.ll, benches/kernels/*.cl and
             tests/exec/kernels/*.cl through clang) with 1-4 random textual
             mutations (types, widths, vector lengths, address spaces,
             opcodes, predicates, constants, metadata, deleted/duplicated lines)
  pipeline   a lit input through a random opt pass pipeline

The tools are those of the LLVM SPIRV_EMIT_LLVM selects (opt-NN, clang-NN,
llvm-stress-NN; default 16), with the plugin built for it.
A module that opt-NN cannot read or verify is skipped (not LLVM IR). Every
other module must give either SPIR-V that passes both spirv-val (Debian's 2023
and PyPI's 2025) or a clean diagnostic (`error: spirv-emit: ...`, non-zero
exit, no output file, no temporary left). Leftover files (a temporary
beside the output after success or error, anything left in the module's
working directory) are failures too ("leftover-files"). A crash (signal, abort, stack dump),
a hang (--timeout), an "internal error" (a caught panic) or invalid output is a
failure; failing modules are kept in --keep-dir with a .txt of what happened.
With --reader, output that spirv-val accepts but the reference reader
(llvm-spirv-15 -r) rejects is counted apart ("reader-rejected") and kept too.

Usage:
  scripts/fuzz.py -n 200                 # ~200 modules, 2 jobs
  scripts/fuzz.py -n 5000 --seed 100000  # another range of seeds
  scripts/fuzz.py --reduce               # llvm-reduce each distinct kept failure
  scripts/fuzz.py --replay FILE.ll       # classify one module

Ends with `fuzz: N passed, N failed` and exits non-zero on failures.
"""

import argparse
import concurrent.futures
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import llvm_version  # noqa: E402  (SPIRV_EMIT_LLVM: which LLVM's tools and plugin)
import common  # noqa: E402  (running tools with timeouts, first error lines)

MAJOR = llvm_version.selected()
OPT = llvm_version.tool("opt", MAJOR)
CLANG = llvm_version.tool("clang", MAJOR)
LLVM_STRESS = llvm_version.tool("llvm-stress", MAJOR)
PLUGIN = Path(llvm_version.plugin(MAJOR))
TRIPLE = "spir64-unknown-unknown"
DATALAYOUT = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"

PASSED = ("spirv", "clean-error")


# ---------------------------------------------------------------- sources


def set_target(text: str, rng: random.Random) -> str:
    """Replaces whatever triple/datalayout the module has with spir64's (or
    sometimes 32-bit spir's)."""
    text = re.sub(r'^target (triple|datalayout) = ".*"\n', "", text, flags=re.M)
    if rng.random() < 0.1:
        return f'target datalayout = "{DATALAYOUT.replace("i64:64-", "p:32:32-i64:64-")}"\ntarget triple = "spir-unknown-unknown"\n' + text
    return f'target datalayout = "{DATALAYOUT}"\ntarget triple = "{TRIPLE}"\n' + text


def from_stress(rng: random.Random, work: Path, scalarize: bool) -> str:
    size = rng.choice([5, 10, 20, 40, 80, 150])
    r = subprocess.run([LLVM_STRESS, f"-seed={rng.randrange(1 << 30)}", f"-size={size}"],
                       capture_output=True, text=True, timeout=60)
    text = r.stdout
    if scalarize:
        src = work / "stress.ll"
        src.write_text(text)
        r = subprocess.run([OPT, "-S", "-passes=scalarizer", "-scalarize-load-store", str(src)],
                           capture_output=True, text=True, timeout=60)
        if r.returncode == 0:
            text = r.stdout
    text = set_target(text, rng)
    if rng.random() < 0.6:
        text = re.sub(r"^define void @", "define spir_kernel void @", text, flags=re.M)
    if rng.random() < 0.5:
        # Pointer parameters into the global address space (uses follow).
        header = re.search(r"^define [^\n]*\{", text, re.M)
        if header:
            params = re.findall(r"ptr (%\d+)", header.group(0))
            for p in params:
                text = re.sub(rf"\bptr {re.escape(p)}\b", f"ptr addrspace(1) {p}", text)
    return text


INT_TYPES = ["i1", "i8", "i16", "i32", "i64"]
ODD_INTS = ["i2", "i7", "i24", "i48", "i128", "i256"]
FLOAT_TYPES = ["half", "float", "double"]
ODD_FLOATS = ["bfloat", "fp128", "x86_fp80"]
INT_OPS = ["add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "shl", "lshr", "ashr", "and", "or", "xor"]
FLOAT_OPS = ["fadd", "fsub", "fmul", "fdiv", "frem"]
ICMP = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"]
FCMP = ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true", "false"]
CASTS = ["trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "bitcast"]


def _sub_random(text: str, rng: random.Random, pattern: str, choices) -> str:
    matches = list(re.finditer(pattern, text))
    if not matches:
        return text
    m = rng.choice(matches)
    replacement = rng.choice(choices) if not callable(choices) else choices(m)
    return text[: m.start()] + replacement + text[m.end():]


def mutate(text: str, rng: random.Random) -> str:
    kind = rng.randrange(16)
    lines = text.split("\n")
    body = [i for i, l in enumerate(lines) if l.startswith("  ") and not l.strip().startswith(";")]
    if kind == 0:
        return _sub_random(text, rng, r"\bi(1|8|16|32|64)\b", INT_TYPES + ODD_INTS[: rng.randrange(1, 7)])
    if kind == 1:
        return _sub_random(text, rng, r"\b(half|float|double)\b", FLOAT_TYPES + ODD_FLOATS)
    if kind == 2:
        return _sub_random(text, rng, r"<(\d+) x", lambda m: f"<{rng.choice([1, 2, 3, 4, 5, 8, 16, 32, 64])} x")
    if kind == 3:
        return _sub_random(text, rng, r"addrspace\(\d+\)", lambda m: f"addrspace({rng.choice([0, 1, 2, 3, 4, 5, 7, 100])})")
    if kind == 4:
        return _sub_random(text, rng, r"= (add|sub|mul|sdiv|udiv|srem|urem|shl|lshr|ashr|and|or|xor) ",
                           lambda m: f"= {rng.choice(INT_OPS)} ")
    if kind == 5:
        return _sub_random(text, rng, r"= (fadd|fsub|fmul|fdiv|frem) ", lambda m: f"= {rng.choice(FLOAT_OPS)} ")
    if kind == 6:
        return _sub_random(text, rng, r"icmp (eq|ne|ugt|uge|ult|ule|sgt|sge|slt|sle)", lambda m: f"icmp {rng.choice(ICMP)}")
    if kind == 7:
        return _sub_random(text, rng, r"fcmp \w+", lambda m: f"fcmp {rng.choice(FCMP)}")
    if kind == 8:
        return _sub_random(text, rng, r"(?<=[ ,(])-?\d+(?=[,) \n])",
                           lambda m: str(rng.choice([0, 1, -1, 2, 3, 7, 255, 256, 65535, -2147483648, 2147483647,
                                                     4294967295, 9223372036854775807, 1 << 40])))
    if kind == 9 and body:
        del lines[rng.choice(body)]
        return "\n".join(lines)
    if kind == 10 and body:
        i = rng.choice(body)
        lines.insert(rng.choice(body), lines[i])
        return "\n".join(lines)
    if kind == 11:
        return _sub_random(text, rng, r"\bspir_(kernel|func)\b", ["spir_kernel", "spir_func", ""])
    if kind == 12:
        # Metadata: drop an operand, null it, or change a number.
        return _sub_random(text, rng, r"!\{[^}\n]*\}", lambda m: rng.choice([
            "!{}", "!{null}", m.group(0).replace("i32 ", "i64 ", 1), re.sub(r", [^,}]+\}$", "}", m.group(0)),
            m.group(0).replace("!{", "!{i32 -1, ", 1), m.group(0).replace("!{", '!{!"x", ', 1)]))
    if kind == 13:
        return _sub_random(text, rng, r"align \d+", lambda m: f"align {rng.choice([1, 2, 4, 8, 16, 32, 4096])}")
    if kind == 14:
        return _sub_random(text, rng, r"= (trunc|zext|sext|fptrunc|fpext|fptoui|fptosi|uitofp|sitofp|bitcast) ",
                           lambda m: f"= {rng.choice(CASTS)} ")
    # Attach kernel metadata to a function definition.
    md = rng.choice([
        "!reqd_work_group_size !{i32 1, i32 2}", "!reqd_work_group_size !{i32 0, i32 0, i32 0}",
        "!reqd_work_group_size !{i64 -1, i64 1, i64 1}", "!work_group_size_hint !{!\"a\", i32 1, i32 1}",
        "!intel_reqd_sub_group_size !{i32 0}", "!vec_type_hint !{<4 x float> undef, i32 1}",
        "!kernel_arg_addr_space !{}", "!kernel_arg_type !{!\"image2d_t\"}", "!kernel_arg_access_qual !{!\"read_only\", !\"x\"}",
    ])
    kind_name, node = md.split(" ", 1)
    text, n = re.subn(r"^(define [^\n]*\S) *\{$", lambda m: f"{m.group(1)} {kind_name} !900 {{", text, count=1, flags=re.M)
    return text + f"\n!900 = {node}\n" if n else text


PASS_CHOICES = ["sroa", "instcombine", "simplifycfg", "gvn", "licm", "loop-unroll", "loop-rotate", "indvars",
                "early-cse", "reassociate", "sccp", "dce", "adce", "inline", "mem2reg", "jump-threading",
                "loop-simplify", "lcssa", "reg2mem", "lower-switch", "scalarizer", "loop-vectorize",
                "slp-vectorizer", "function-attrs", "globalopt", "mergefunc", "tailcallelim", "loop-idiom",
                "memcpyopt", "dse", "correlated-propagation", "structurizecfg", "fix-irreducible", "default<O3>",
                "default<Os>", "default<O1>"]


class Seeds:
    """LLVM modules to mutate: lit inputs and compiled OpenCL kernels."""

    def __init__(self, work: Path):
        self.modules = []
        for p in sorted((ROOT / "tests" / "lit").rglob("*.ll")):
            if "fuzz" in p.parts or "hostile" in p.parts:
                continue
            self.modules.append(p.read_text())
        cls = sorted((ROOT / "tests" / "exec" / "kernels").glob("*.cl")) + sorted((ROOT / "benches" / "kernels").glob("*.cl"))
        cls += sorted((ROOT / "tests" / "lit").rglob("*.cl"))
        for i, cl in enumerate(cls):
            for opt in ["-O0", "-O2"]:
                out = work / f"seed{i}{opt}.ll"
                r = subprocess.run([CLANG, "-cl-std=CL2.0", "-target", "spir64", opt, "-emit-llvm", "-S",
                                    str(cl), "-o", str(out)], capture_output=True, text=True)
                if r.returncode == 0:
                    self.modules.append(out.read_text())


def plain_stress(rng: random.Random) -> str:
    """The translate-rate measurement: an unmodified llvm-stress module of size
    1-500 with the spir64 triple and datalayout."""
    size = rng.randint(1, 500)
    r = subprocess.run([LLVM_STRESS, f"-seed={rng.randrange(1 << 30)}", f"-size={size}"],
                       capture_output=True, text=True, timeout=60)
    text = re.sub(r'^target (triple|datalayout) = ".*"\n', "", r.stdout, flags=re.M)
    return f'target datalayout = "{DATALAYOUT}"\ntarget triple = "{TRIPLE}"\n' + text


def generate(seed: int, seeds: Seeds, work: Path):
    """(source kind, module text) for `seed`; the same seed gives the same module."""
    rng = random.Random(seed)
    if seeds is None:
        return "plain-stress", plain_stress(rng)
    roll = rng.random()
    if roll < 0.35:
        return "stress", from_stress(rng, work, scalarize=False)
    if roll < 0.6:
        return "scalar", from_stress(rng, work, scalarize=True)
    text = rng.choice(seeds.modules)
    if "target triple" not in text or rng.random() < 0.05:
        text = set_target(text, rng)
    if roll < 0.85:
        for _ in range(rng.randint(1, 4)):
            text = mutate(text, rng)
        return "mutate", text
    src = work / "seed.ll"
    src.write_text(text)
    pipeline = ",".join(rng.sample(PASS_CHOICES, rng.randint(1, 4)))
    r = subprocess.run([OPT, "-S", f"-passes={pipeline}", str(src)], capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        return "pipeline", text
    text = r.stdout
    if rng.random() < 0.5:
        text = mutate(text, rng)
    return "pipeline", text


# ---------------------------------------------------------------- checking


def run(cmd, timeout):
    """(returncode or None when it did not finish in time, stdout+stderr)."""
    r = common.run(cmd, timeout)
    return (None if r.returncode is None else r.returncode), r.output


def first_error(text: str) -> str:
    return common.first_error(text) if text.strip() else ""


def classify(ll: Path, timeout: float, check_reader: bool = False):
    """(category, detail) for module `ll`. Categories: skipped (not valid IR),
    spirv, clean-error (passed); reader-rejected (noted); crash, hang,
    internal-error, unclean-error, partial-output, leftover-files,
    invalid-output (failed)."""
    outdir = Path(tempfile.mkdtemp(prefix="out.", dir=ll.parent))
    try:
        spv = outdir / "k.spv"
        rc, out = run([OPT, f"-load-pass-plugin={PLUGIN}", f"-passes=spirv-emit<out={spv}>",
                       "-disable-output", str(ll)], timeout)
        left = sorted(p.name for p in outdir.iterdir())
        if rc == 1 and "spirv-emit" not in out and ("input module is broken" in out or re.search(r"\.ll:\d+:\d+: error:", out)):
            return "skipped", first_error(out)  # not valid LLVM IR: the plugin never ran
        if rc is None or rc < 0 or "Stack dump" in out:
            # LLVM's own reader crashes on some mutants: not the plugin's fault.
            vrc, vout = run([OPT, "-passes=verify", "-disable-output", str(ll)], timeout)
            if vrc != 0:
                return "skipped", f"opt-{MAJOR} -passes=verify fails too (exit {vrc}): {first_error(vout)[:200]}"
        if rc is None:
            return "hang", f"no answer within {timeout} s"
        if "internal error" in out:
            return "internal-error", first_error(out)
        if rc < 0 or rc > 1 or "Stack dump" in out or "PLEASE submit a bug report" in out:
            return "crash", f"exit {rc}: " + (first_error(out) or out[-500:])
        if rc != 0:
            if "error: spirv-emit:" not in out:
                return "unclean-error", f"exit {rc} without a spirv-emit diagnostic: {first_error(out)}"
            if any(name != "k.spv" for name in left):
                return "leftover-files", f"error, and temporary files were left: {left}: {first_error(out)}"
            if left:
                return "partial-output", f"error, but the output was written: {first_error(out)}"
            return "clean-error", first_error(out)
        if left != ["k.spv"]:
            return "leftover-files", f"success, but the output directory has {left}"
        problems = []
        # Both validators, less Debian's for an extension newer than it (the 2025 one decides).
        for val in common.validators(spv=spv):
            vrc, vout = run([val, *common.SPIRV_VAL_LIMITS, str(spv)], timeout)
            if vrc != 0:
                problems.append(f"{common.validator_name(val)}: {first_error(vout) or vout.strip()[:300]}")
        if problems:
            return "invalid-output", "; ".join(problems)
        if not check_reader:
            return "spirv", ""
        vrc, vout = run([common.REFERENCE_TRANSLATOR, "-r", str(spv), "-o", str(outdir / "rt.bc")], timeout)
        if vrc != 0:
            return "reader-rejected", f"llvm-spirv-15 -r: exit {vrc}: {first_error(vout) or vout.strip()[-300:]}"
        return "spirv", ""
    finally:
        shutil.rmtree(outdir, ignore_errors=True)


def signature(category: str, detail: str) -> str:
    """A failure's identity for deduplication: category and message shape."""
    d = re.sub(r"'[^']*'", "'X'", detail)
    d = re.sub(r"%[\w.]+", "%X", d)
    d = re.sub(r"\b\d+\b", "N", d)
    d = re.sub(r"line N: ", "", d)
    return f"{category}: {d[:160]}"


# ---------------------------------------------------------------- reduction


def reduce_failure(path: Path, timeout: float) -> Path:
    """Shrinks a kept failure with llvm-reduce, keeping its signature."""
    info = path.with_suffix(".txt").read_text().splitlines()
    sig = next((l.split(": ", 1)[1] for l in info if l.startswith("signature: ")), "")
    out = path.with_name(path.stem + ".reduced.ll")
    test = path.with_name(path.stem + ".interesting.sh")
    test.write_text(f"#!/bin/sh\nexec {sys.executable} {Path(__file__).resolve()} --interesting "
                    f"--timeout {timeout} --signature '{sig.replace(chr(39), '')}' \"$1\"\n")
    test.chmod(0o755)
    subprocess.run([llvm_version.tool("llvm-reduce", MAJOR), f"--test={test}", str(path), "-o", str(out)],
                   capture_output=True, text=True, timeout=3600)
    test.unlink()
    return out


# ---------------------------------------------------------------- driver


def main():
    global PLUGIN
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", "--count", type=int, default=200, help="modules to generate")
    ap.add_argument("--seed", type=int, default=1, help="first seed (module i uses seed+i)")
    ap.add_argument("-j", "--jobs", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per tool run before it counts as a hang")
    ap.add_argument("--keep-dir", default=str(ROOT / "target" / "fuzz" / "failures"))
    ap.add_argument("--max-per-signature", type=int, default=3, help="failing modules kept per distinct failure")
    ap.add_argument("--reduce", action="store_true", help="llvm-reduce every kept failure without a .reduced.ll")
    ap.add_argument("--replay", nargs="*", help="classify these modules instead of generating")
    ap.add_argument("--reader", action="store_true", help="also read valid output back with llvm-spirv-15 -r")
    ap.add_argument("--stress", action="store_true",
                    help="only unmodified llvm-stress modules (sizes 1-500, spir64): the translate-rate measurement")
    ap.add_argument("--interesting", help=argparse.SUPPRESS, action="store_true")
    ap.add_argument("--signature", help=argparse.SUPPRESS)
    ap.add_argument("files", nargs="*", help=argparse.SUPPRESS)
    args = ap.parse_args()

    if not PLUGIN.exists():
        sys.exit(f"fuzz: plugin not built: {PLUGIN} (SPIRV_EMIT_LLVM={MAJOR}: source scripts/setup.sh; spirv_emit_build)")
    if args.interesting:
        # llvm-reduce's interestingness test: exit 0 iff the same failure.
        with tempfile.TemporaryDirectory() as d:
            ll = Path(d) / "m.ll"
            shutil.copy(args.files[0], ll)
            category, detail = classify(ll, args.timeout)
        sys.exit(0 if signature(category, detail) == args.signature else 1)

    keep = Path(args.keep_dir)
    if args.reduce:
        for p in sorted(keep.glob("*.ll")):
            if p.name.endswith(".reduced.ll") or p.with_name(p.stem + ".reduced.ll").exists():
                continue
            print(f"fuzz: reducing {p.name}", flush=True)
            out = reduce_failure(p, args.timeout)
            print(f"fuzz:   -> {out.name} ({sum(1 for _ in open(out)) if out.exists() else 0} lines)", flush=True)
        return 0

    tmp_root = Path(tempfile.mkdtemp(prefix="fuzz-work."))
    # A private copy: a rebuild during the run must not change the plugin under test.
    shutil.copy2(PLUGIN, tmp_root / "libspirv_emit.so")
    PLUGIN = tmp_root / "libspirv_emit.so"
    counts = Counter()
    by_source = Counter()
    errors = Counter()
    kept = Counter()
    lock = threading.Lock()
    started = time.time()

    def keep_module(text: str, category: str, detail: str, label: str):
        sig = signature(category, detail)
        with lock:
            kept[sig] += 1
            if kept[sig] > args.max_per_signature:
                return None
        keep.mkdir(parents=True, exist_ok=True)
        digest = hashlib.sha1(text.encode()).hexdigest()[:10]
        path = keep / f"{category}-{digest}.ll"
        path.write_text(text)
        path.with_suffix(".txt").write_text(f"{label}\nsignature: {sig}\ncategory: {category}\ndetail: {detail}\n")
        return path

    def one(item):
        label, text_or_path = item
        work = Path(tempfile.mkdtemp(prefix="m.", dir=tmp_root))
        try:
            if isinstance(text_or_path, Path):
                source, text = "replay", text_or_path.read_text()
            else:
                source, text = generate(text_or_path, seeds, work)
            ll = work / "m.ll"
            ll.write_text(text)
            category, detail = classify(ll, args.timeout, args.reader)
            stray = sorted(p.name for p in work.iterdir() if p.name not in ("m.ll", "stress.ll", "seed.ll"))
            if stray and category in PASSED:
                category, detail = "leftover-files", f"the module's directory has {stray}"
            path = None
            if category not in PASSED and category != "skipped":
                path = keep_module(text, category, detail, f"{label} (source {source})")
            return label, source, category, detail, path
        except subprocess.TimeoutExpired as e:
            return label, "?", "skipped", f"generator timed out: {e}", None
        finally:
            shutil.rmtree(work, ignore_errors=True)

    if args.replay:
        items = [(str(p), Path(p)) for p in args.replay]
        seeds = None
    else:
        seeds = None if args.stress else Seeds(tmp_root)
        items = [(f"seed {args.seed + i}", args.seed + i) for i in range(args.count)]
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for done, (label, source, category, detail, path) in enumerate(pool.map(one, items), 1):
                counts[category] += 1
                by_source[(source, category)] += 1
                if category == "clean-error":
                    errors[signature("", detail)[2:]] += 1
                if category not in PASSED and category != "skipped":
                    where = f" (kept {path})" if path else ""
                    print(f"fuzz: {label} [{source}]: {category}: {detail[:300]}{where}", flush=True)
                if done % 100 == 0:
                    print(f"fuzz: {done}/{len(items)} done in {time.time() - started:.0f} s: {dict(counts)}", flush=True)
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)

    failed = sum(v for k, v in counts.items() if k not in PASSED and k not in ("skipped", "reader-rejected"))
    passed = counts["spirv"] + counts["clean-error"]
    print(f"fuzz: {len(items)} modules in {time.time() - started:.0f} s; by outcome: {dict(sorted(counts.items()))}")
    sources = sorted({s for s, _ in by_source})
    for s in sources:
        print(f"fuzz:   {s}: " + ", ".join(f"{c} {n}" for (src, c), n in sorted(by_source.items()) if src == s))
    if errors:
        print("fuzz: most frequent clean errors:")
        for msg, n in errors.most_common(12):
            print(f"fuzz:   {n:5d}  {msg}")
    if counts["reader-rejected"]:
        print(f"fuzz: {counts['reader-rejected']} valid modules the reference reader (llvm-spirv-15 -r) rejects "
              f"(not counted as failures; kept in {keep})")
    considered = len(items) - counts["skipped"]
    rate = 100.0 * counts["spirv"] / considered if considered else 0.0
    print(f"fuzz: translated {counts['spirv']} of {considered} valid modules ({rate:.1f}%) to SPIR-V that passes both validators; "
          f"{counts['clean-error']} refused with a diagnostic")
    print(f"fuzz: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
