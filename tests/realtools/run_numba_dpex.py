#!/usr/bin/env python3
"""numba-dpex's own kernel tests with spirv-emit as its SPIR-V translator.

numba-dpex (PyPI) compiles Python kernels to LLVM 14 bitcode (llvmlite) and runs the program
`llvm-spirv` of its dpcpp-llvm-spirv wheel on it (`llvm-spirv --spirv-ext=+SPV_... -o out in`),
then runs the SPIR-V through SYCL on Intel's OpenCL CPU runtime. This runs the kernel tests
shipped inside numba-dpex (`pytest --pyargs numba_dpex.tests.kernel_tests`) with the translator
given (default: spirv-emit's `llvm-spirv` link for SPIRV_EMIT_LLVM), prints pytest's summary and
what the translator did (calls, modules written and valid, errors by message). `--translator
wheel` runs the wheel's own llvm-spirv, for comparison.

numba-dpex needs its own virtual environment (not the project's .venv), with versions that work
together (numba-dpex 0.23 with the newest numba, dpctl or runtime does not import):

    python3 -m venv VENV
    VENV/bin/pip install numba-dpex==0.23.0 numba==0.59.1 llvmlite==0.42.0 dpctl==0.17.0 \\
        dpnp==0.15.0 'numpy<2' 'dpcpp-cpp-rt==2024.2.*' 'intel-cmplr-lib-rt==2024.2.*' \\
        'intel-opencl-rt==2024.2.*' 'dpcpp-llvm-spirv==2024.2.*' pytest

    python3 tests/realtools/run_numba_dpex.py --venv VENV [--translator PATH|wheel] [-k EXPR]
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "scripts"))
import llvm_version  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--venv", required=True, help="the virtual environment holding numba-dpex")
    ap.add_argument("--translator", default=os.path.join(llvm_version.link_dir(), "llvm-spirv"),
                    help="an llvm-spirv program, or 'wheel' (default %(default)s)")
    ap.add_argument("-k", default="", help="pytest -k expression")
    ap.add_argument("--spirv-val", default="spirv-val")
    args = ap.parse_args()
    venv = Path(args.venv).resolve()
    lib = venv / "lib"
    work = Path(tempfile.mkdtemp(prefix="numba-dpex-"))
    # The runtime wheel's .icd names a path from its build machine: write one naming ours.
    (work / "icd").mkdir()
    (work / "icd" / "intel-cpu.icd").write_text(f"{lib / 'libintelocl.so'}\n")
    log = work / "translator.jsonl"
    if args.translator == "wheel":
        code = "import dpcpp_llvm_spirv; print(dpcpp_llvm_spirv.get_llvm_spirv_path())"
        translator = subprocess.check_output([str(venv / "bin/python"), "-c", code], text=True).strip()
    else:
        translator = str(Path(args.translator).absolute())
    env = {**os.environ, "LD_LIBRARY_PATH": str(lib), "OCL_ICD_VENDORS": str(work / "icd"),
           "ONEAPI_DEVICE_SELECTOR": "opencl:cpu", "PYTHONPATH": str(HERE),
           "SPIRV_EMIT_TRANSLATOR": translator, "SPIRV_EMIT_TRANSLATOR_LOG": str(log),
           "SPIRV_EMIT_SPIRV_VAL": args.spirv_val}
    cmd = [str(venv / "bin/python"), "-m", "pytest", "-q", "-p", "numba_dpex_translator", "-p", "no:cacheprovider",
           "--pyargs", "numba_dpex.tests.kernel_tests", *(["-k", args.k] if args.k else [])]
    p = subprocess.run(cmd, env=env, cwd=work, capture_output=True, text=True)
    lines = p.stdout.strip().splitlines()
    print("\n".join(l for l in lines if l.startswith(("FAILED", "ERROR"))))
    entries = [json.loads(l) for l in log.read_text().splitlines()] if log.exists() else []
    written = [e for e in entries if e["outcome"] == "written"]
    errors = collections.Counter(e.get("message", "") for e in entries if e["outcome"] == "error")
    invalid = collections.Counter(e.get("message", "") for e in written if not e["valid"])
    print(f"translator {translator}: {len(entries)} calls, {len(written)} modules written, "
          f"{sum(e['valid'] for e in written)} valid, {sum(errors.values())} errors")
    for message, n in errors.most_common():
        print(f"  error x{n}: {message}")
    for message, n in invalid.most_common():
        print(f"  invalid x{n}: {message}")
    print(f"numba-dpex kernel tests: {lines[-1] if lines else p.stderr.strip()[-300:]}")
    print(f"(log: {log})")
    sys.exit(p.returncode)


if __name__ == "__main__":
    main()
