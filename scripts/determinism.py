#!/usr/bin/env python3
"""Determinism check: every lit input (.ll, .cl) and every execution kernel is
translated twice at SPIR-V 1.0 and twice at 1.4, and the two outputs of each
pair are compared byte for byte; the first is validated with SPIRV-Tools 2025.x
(the venv's spirv-val). OpenCL C is first compiled to LLVM IR once
(clang -O2, and -O0 for the execution kernels, which keeps images and samplers
in stack slots); inputs the plugin rejects, or clang cannot compile with the
default flags, are skipped (other suites check them).

Ends with `N passed, N failed` (one check per input, version and level).
Usage: scripts/determinism.py [-j N] [--filter SUBSTR] [-v]
"""
import argparse
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import validate_outputs  # noqa: E402

SPIRV_VAL = validate_outputs.spirv_val()
UNVALIDATABLE = validate_outputs.unvalidatable_extensions()
LLVM_BIN = Path("/usr/lib/llvm-16/bin")
VERSIONS = ["1.0", "1.4"]
TIMEOUT = 120


def inputs():
    lit = sorted(p for p in (ROOT / "tests" / "lit").rglob("*") if p.suffix in (".ll", ".cl") and "tools" not in p.parts)
    kernels = sorted((ROOT / "tests" / "exec" / "kernels").glob("*.cl"))
    return [(p, ["-O2"]) for p in lit] + [(p, ["-O2", "-O0"]) for p in kernels]


def run(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return None


def translate(plugin, ll, spv, version, typed):
    cmd = [str(LLVM_BIN / "opt"), f"-load-pass-plugin={plugin}", "-disable-output"]
    if typed:
        cmd.append("-opaque-pointers=0")
    cmd += [f"-passes=spirv-emit<out={spv};version={version}>", str(ll)]
    p = run(cmd)
    return p is not None and p.returncode == 0 and spv.exists()


def validate_2025(spv):
    """Why the newest spirv-val rejects `spv`, or "" (also for modules using an
    extension no SPIRV-Tools release validates)."""
    info = validate_outputs.header_and_extensions(spv)
    if info is not None and info[1] & UNVALIDATABLE:
        return ""
    p = subprocess.run([SPIRV_VAL, str(spv)], capture_output=True, text=True)
    return "" if p.returncode == 0 else ((p.stderr or p.stdout).strip().splitlines() or ["rejected"])[0]


def check(plugin, source, level, tmp):
    """Returns a list of (name, status, detail): status passed, failed or skipped."""
    name = f"{source.relative_to(ROOT)} {level}" if source.suffix == ".cl" else str(source.relative_to(ROOT))
    work = Path(tempfile.mkdtemp(dir=tmp))
    ll = source
    if source.suffix == ".cl":
        ll = work / "in.ll"
        p = run([str(LLVM_BIN / "clang"), "-cl-std=CL2.0", "-target", "spir64", level, "-S", "-emit-llvm", str(source), "-o", str(ll)])
        if p is None or p.returncode != 0:
            return [(name, "skipped", "clang cannot compile it with default flags")]
    results = []
    for version in VERSIONS:
        first, second = work / f"a{version}.spv", work / f"b{version}.spv"
        typed = False
        if not translate(plugin, ll, first, version, typed):
            typed = True  # typed-pointer inputs need -opaque-pointers=0
            if not translate(plugin, ll, first, version, typed):
                results.append((f"{name} v{version}", "skipped", "not translated"))
                continue
        invalid = validate_2025(first)
        if invalid:
            results.append((f"{name} v{version}", "failed", f"spirv-val 2025 rejects it: {invalid}"))
        elif not translate(plugin, ll, second, version, typed):
            results.append((f"{name} v{version}", "failed", "second run failed where the first succeeded"))
        elif first.read_bytes() != second.read_bytes():
            results.append((f"{name} v{version}", "failed", "outputs differ"))
        else:
            results.append((f"{name} v{version}", "passed", ""))
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-j", type=int, default=(os.cpu_count() or 2) * 2)
    ap.add_argument("--filter", default="")
    ap.add_argument("-v", action="store_true", help="list every check")
    ap.add_argument("--plugin", default=os.environ.get("SPIRV_EMIT_PLUGIN", str(ROOT / "target" / "release" / "libspirv_emit.so")))
    args = ap.parse_args()
    jobs = [(src, level) for src, levels in inputs() for level in levels if args.filter in str(src)]
    counts = {"passed": 0, "failed": 0, "skipped": 0}
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(args.j) as pool:
        for results in pool.map(lambda job: check(args.plugin, job[0], job[1], tmp), jobs):
            for name, status, detail in results:
                counts[status] += 1
                if status == "failed" or args.v:
                    print(f"{status.upper()}: {name}" + (f": {detail}" if detail else ""))
    print(f"({counts['skipped']} skipped: not translated or not compilable with default flags)")
    print(f"{counts['passed']} passed, {counts['failed']} failed")
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
