#!/usr/bin/env python3
"""Determinism check: every lit input (.ll, .cl) and every execution kernel is
translated twice at SPIR-V 1.0 and twice at 1.4, and the two outputs of each
pair are compared byte for byte; the first is validated with SPIRV-Tools 2025.x
(the venv's spirv-val). OpenCL C is first compiled to LLVM IR once
(clang -O2, and -O0 for the execution kernels, which keeps images and samplers
in stack slots; cached by content in target/determinism-cache/); inputs the
plugin rejects, or clang cannot compile with the default flags, are skipped
(other suites check them).

The LLVM is the one SPIRV_EMIT_LLVM selects (scripts/llvm_version.py). Each
translation writes to its own new path in a fresh directory (never a special
file), so runs share nothing. A failure says what went wrong: the exit status or
signal with the first error line, a timeout, a missing output, or the first
differing byte.

Ends with `N passed, N failed` (one check per input, version and level).
Usage: scripts/determinism.py [-j N] [--filter SUBSTR] [-v]
"""
import argparse
import hashlib
import os
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
from common import ROOT, llvm_version, run  # noqa: E402

import validate_outputs  # noqa: E402

UNVALIDATABLE = validate_outputs.unvalidatable_extensions()
VERSIONS = ["1.0", "1.4"]
CACHE = ROOT / "target" / "determinism-cache"
# A translation of a lit input takes well under a second; the limit only catches a hang.
TIMEOUT = 300


def inputs():
    lit = sorted(p for p in (ROOT / "tests" / "lit").rglob("*") if p.suffix in (".ll", ".cl") and "tools" not in p.parts)
    kernels = sorted((ROOT / "tests" / "exec" / "kernels").glob("*.cl"))
    return [(p, ["-O2"]) for p in lit] + [(p, ["-O2", "-O0"]) for p in kernels]


def compile_cl(clang, source, level):
    """clang's LLVM IR of an OpenCL C file (cached by the text, the level and the clang), or
    None when clang rejects it with the default flags."""
    key = hashlib.sha256(source.read_bytes() + f"{level} {clang}".encode()).hexdigest()[:24]
    ll = CACHE / f"{source.stem}-{key}.ll"
    if ll.exists():
        return ll
    CACHE.mkdir(parents=True, exist_ok=True)
    tmp = ll.with_suffix(f".{os.getpid()}.{time.monotonic_ns()}.tmp")
    r = run([clang, "-cl-std=CL2.0", "-target", "spir64", level, "-S", "-emit-llvm", source, "-o", tmp], TIMEOUT)
    if not r.ok:
        tmp.unlink(missing_ok=True)
        return None
    tmp.replace(ll)
    return ll


def translate(opt, plugin, ll, spv, version, typed):
    """None when the plugin wrote spv, else why not (one line)."""
    cmd = [opt, f"-load-pass-plugin={plugin}", "-disable-output"]
    if typed:
        cmd.append("-opaque-pointers=0")
    cmd += [f"-passes=spirv-emit<out={spv};version={version}>", ll]
    start = time.monotonic()
    r = run(cmd, TIMEOUT)
    if not r.ok:
        return f"{r.why} (after {time.monotonic() - start:.1f}s)"
    return None if spv.exists() else "exit 0 but no output file"


def first_difference(a, b):
    at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return f"outputs differ ({len(a)} and {len(b)} bytes; first difference at byte {at})"


def validate_2025(spv):
    """Why the newest spirv-val rejects `spv`, or "" (also for modules using an
    extension no SPIRV-Tools release validates)."""
    info = common.header_and_extensions(spv)
    if info is not None and info[1] & UNVALIDATABLE:
        return ""
    return common.validate(spv, which="new", timeout=TIMEOUT) or ""


def check(tools, source, level, tmp):
    """Returns a list of (name, status, detail): status passed, failed or skipped."""
    opt, clang, plugin = tools
    name = f"{source.relative_to(ROOT)} {level}" if source.suffix == ".cl" else str(source.relative_to(ROOT))
    work = Path(tempfile.mkdtemp(dir=tmp))
    ll = source
    if source.suffix == ".cl":
        ll = compile_cl(clang, source, level)
        if ll is None:
            return [(name, "skipped", "clang cannot compile it with default flags")]
    results = []
    for version in VERSIONS:
        first, second = work / f"a{version}.spv", work / f"b{version}.spv"
        typed = False
        if translate(opt, plugin, ll, first, version, typed):
            typed = True  # typed-pointer inputs need -opaque-pointers=0
            if translate(opt, plugin, ll, first, version, typed):
                results.append((f"{name} v{version}", "skipped", "not translated"))
                continue
        invalid = validate_2025(first)
        why = None if invalid else translate(opt, plugin, ll, second, version, typed)
        if invalid:
            results.append((f"{name} v{version}", "failed", f"spirv-val 2025 rejects it: {invalid}"))
        elif why:
            results.append((f"{name} v{version}", "failed", f"second run failed where the first succeeded: {why}"))
        elif first.read_bytes() != second.read_bytes():
            results.append((f"{name} v{version}", "failed", first_difference(first.read_bytes(), second.read_bytes())))
        else:
            results.append((f"{name} v{version}", "passed", ""))
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    # One process per core: each translation is single-threaded, and more only adds waiting.
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--filter", default="")
    ap.add_argument("-v", action="store_true", help="list every check")
    major = llvm_version.selected()
    ap.add_argument("--plugin", default=llvm_version.plugin(major))
    args = ap.parse_args()
    tools = (llvm_version.tool("opt", major), llvm_version.tool("clang", major), args.plugin)
    jobs = [(src, level) for src, levels in inputs() for level in levels if args.filter in str(src)]
    counts = {"passed": 0, "failed": 0, "skipped": 0}
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(args.j) as pool:
        for results in pool.map(lambda job: check(tools, job[0], job[1], tmp), jobs):
            for name, status, detail in results:
                counts[status] += 1
                if status == "failed" or args.v:
                    print(f"{status.upper()}: {name}" + (f": {detail}" if detail else ""), flush=True)
    print(f"({counts['skipped']} skipped: not translated or not compilable with default flags)")
    print(f"determinism (LLVM {major}): {counts['passed']} passed, {counts['failed']} failed")
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
