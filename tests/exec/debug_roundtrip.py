#!/usr/bin/env python3
"""Measures how much debug information survives spirv-emit and the reference
reader: compiles every execution kernel with -g (clang-NN + the plugin, for the
LLVM SPIRV_EMIT_LLVM selects, default 16), reads
the SPIR-V back with llvm-spirv-15 -r, and compares the IR before and after:

  functions   defined functions with a DISubprogram before whose readback
              counterpart (same name) still has one
  locations   instructions with a !dbg location, before and after (the
              translation changes instruction counts, so also:)
  lines       distinct (function, line, column) locations before that the
              readback still has

Usage: .venv/bin/python tests/exec/debug_roundtrip.py [-O0|-O2] [--flavour ocl100] [--filter S]
Exits non-zero if a kernel fails to compile, validate or read back.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import llvm_version  # noqa: E402  (SPIRV_EMIT_LLVM: which LLVM's clang and plugin)
import common  # noqa: E402  (the reference translator)
sys.path.insert(0, str(HERE))
import kernel_spec  # noqa: E402  (each kernel's spec, checked)
DEFINE = re.compile(r"^define .*@([\w.$]+)\(.*\)(.*)\{$")
LOC = re.compile(r"^(!\d+) = !DILocation\(line: (\d+)(?:, column: (\d+))?")


def ir_facts(ll_text):
    """{function: (has_subprogram, n_instructions, n_with_dbg, {(line, col)})}"""
    locs = {}
    for line in ll_text.splitlines():
        m = LOC.match(line)
        if m:
            locs[m.group(1)] = (int(m.group(2)), int(m.group(3) or 0))
    facts, current = {}, None
    for line in ll_text.splitlines():
        m = DEFINE.match(line)
        if m:
            current = m.group(1)
            facts[current] = [" !dbg " in m.group(2) + " ", 0, 0, set()]
            continue
        if line == "}":
            current = None
            continue
        if current is None or not line.startswith("  ") or line.startswith("  ;"):
            continue
        # llvm.dbg.* calls (LLVM 15/16) and debug records (#dbg_value, LLVM 19+) are not instructions.
        if "@llvm.dbg." in line or line.lstrip().startswith("#dbg_"):
            continue
        facts[current][1] += 1
        d = re.search(r"!dbg (!\d+)", line)
        if d:
            facts[current][2] += 1
            if d.group(1) in locs:
                facts[current][3].add(locs[d.group(1)])
    return facts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-O", dest="level", default="0")
    ap.add_argument("--flavour", default="ocl100")
    ap.add_argument("--filter", default="")
    major = llvm_version.selected()
    ap.add_argument("--plugin", default=llvm_version.plugin(major))
    args = ap.parse_args()
    totals = dict(fn=0, fn_kept=0, dbg=0, dbg_back=0, insts_back=0, lines=0, lines_kept=0)
    failures = 0
    for cl in sorted((HERE / "kernels").glob("*.cl")):
        if args.filter not in cl.stem:
            continue
        spec = kernel_spec.load(cl.with_suffix(".py"))
        if "roundtrip" in getattr(spec, "SKIP_MODES", {}):
            print(f"skip {cl.stem}: its spec skips the roundtrip mode (the reference reader cannot read it)")
            continue
        flags = [*getattr(spec, "CLANG_FLAGS", []), *getattr(spec, "SOURCE_OPTIONS", "").split()]
        std = next((f for f in flags if re.fullmatch(r"-cl-std=CL[\d.]+", f)), "-cl-std=CL2.0")
        with tempfile.TemporaryDirectory() as tmp:
            tmp = Path(tmp)
            env = {**os.environ, "SPIRV_EMIT_OUT": str(tmp / "k.spv"), "SPIRV_EMIT_DEBUG_INFO": args.flavour}
            if getattr(spec, "EXT", ""):  # extensions the kernel's spec allows
                env["SPIRV_EMIT_EXT"] = spec.EXT
            steps = [
                [llvm_version.tool("clang", major), std, "-target", "spir64", f"-O{args.level}", "-g", f"-fpass-plugin={args.plugin}",
                 "-c", "-emit-llvm", str(cl), "-o", str(tmp / "k.bc")],
                [common.REFERENCE_TRANSLATOR, "-r", str(tmp / "k.spv"), "-o", str(tmp / "back.bc")],
                [llvm_version.tool("llvm-dis", major), str(tmp / "k.bc"), "-o", str(tmp / "k.ll")],
                [common.REFERENCE_LLVM_DIS, str(tmp / "back.bc"), "-o", str(tmp / "back.ll")],
            ]
            failed = False
            for cmd in steps:
                r = subprocess.run(cmd, env=env, capture_output=True, text=True)
                if r.returncode != 0:
                    print(f"FAIL {cl.stem}: {cmd[0]}: {(r.stderr or r.stdout).strip()[:200]}")
                    failed = True
                    break
            if failed:
                failures += 1
                continue
            before = ir_facts((tmp / "k.ll").read_text())
            after = ir_facts((tmp / "back.ll").read_text())
        for name, (has_sp, _, n_dbg, lines) in before.items():
            back = after.get(name)
            if has_sp:
                totals["fn"] += 1
                totals["fn_kept"] += bool(back and back[0])
            totals["dbg"] += n_dbg
            totals["lines"] += len(lines)
            totals["lines_kept"] += len(lines & back[3]) if back else 0
        for _, (_, n, n_dbg, _) in after.items():
            totals["insts_back"] += n
            totals["dbg_back"] += n_dbg
    t = totals
    pct = lambda a, b: f"{100.0 * a / b:.1f}%" if b else "n/a"
    print(f"-O{args.level} {args.flavour}: functions with DISubprogram kept {t['fn_kept']}/{t['fn']} ({pct(t['fn_kept'], t['fn'])}); "
          f"distinct locations kept {t['lines_kept']}/{t['lines']} ({pct(t['lines_kept'], t['lines'])}); "
          f"instructions with !dbg: {t['dbg']} before, {t['dbg_back']} of {t['insts_back']} after ({pct(t['dbg_back'], t['insts_back'])})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
