"""pytest plugin: numba-dpex runs the translator SPIRV_EMIT_TRANSLATOR (an `llvm-spirv` command
line program) instead of the llvm-spirv of its dpcpp-llvm-spirv wheel, and every call is logged
to SPIRV_EMIT_TRANSLATOR_LOG (one JSON object a line: arguments, outcome, the first line of the
translator's message, and for each module written whether spirv-val accepts it)."""
import json
import os
import shutil
import subprocess

import dpcpp_llvm_spirv
from numba_dpex.kernel_api_impl.spirv import spirv_generator

TRANSLATOR = os.environ["SPIRV_EMIT_TRANSLATOR"]
LOG = os.environ["SPIRV_EMIT_TRANSLATOR_LOG"]
# If set, each call's input bitcode and output module are kept there (N.bc, N.spv).
KEEP = os.environ.get("SPIRV_EMIT_TRANSLATOR_KEEP")
SPIRV_VAL = os.environ.get("SPIRV_EMIT_SPIRV_VAL", "spirv-val")

# numba-dpex asks the wheel for the translator's path at every call.
dpcpp_llvm_spirv.get_llvm_spirv_path = lambda: TRANSLATOR
_generate = spirv_generator.Module._generate_spirv


def _logged_generate(self, llvm_spirv_args, ipath, opath):
    entry = {"args": list(llvm_spirv_args), "translator": TRANSLATOR}
    if KEEP:
        n = len(os.listdir(KEEP)) // 2
        shutil.copy(ipath, os.path.join(KEEP, f"{n}.bc"))
        entry["input"] = os.path.join(KEEP, f"{n}.bc")
    try:
        _generate(self, llvm_spirv_args, ipath, opath)
    except Exception as e:
        entry["outcome"] = "error"
        lines = [l.strip() for l in str(e).splitlines() if l.strip()]
        entry["message"] = lines[1] if len(lines) > 1 else (lines[0] if lines else "")
        raise
    else:
        valid = subprocess.run([SPIRV_VAL, opath], capture_output=True, text=True)
        entry["outcome"] = "written"
        if KEEP:
            shutil.copy(opath, os.path.join(KEEP, f"{n}.spv"))
        entry["valid"] = valid.returncode == 0
        if valid.returncode != 0:
            entry["message"] = (valid.stdout + valid.stderr).strip().splitlines()[0]
    finally:
        with open(LOG, "a") as f:
            f.write(json.dumps(entry) + "\n")


spirv_generator.Module._generate_spirv = _logged_generate
