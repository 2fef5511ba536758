#!/usr/bin/env python3
"""Stand-ins for tests/exec/test_evidence.py: a runtime with a bug in its SPIR-V reader, and a
compiler whose SPIR-V is wrong. Both rewrite one opcode of a SPIR-V module (a real runtime or
compiler bug changes what an instruction computes in the same way).

  fakes.py runtime FROM TO RUN_PY ARGS...   runs the OpenCL runtime's child process
      (RUN_PY --child ...), but a module given with --il has its opcode FROM rewritten to TO
      first: the runtime computes wrong values from SPIR-V, whoever wrote it, and right ones
      from source
  fakes.py clang FROM TO CLANG ARGS...      runs clang (with the plugin), then rewrites opcode
      FROM to TO in the module it wrote (SPIRV_EMIT_OUT): our module is wrong
"""
import os
import subprocess
import sys
import tempfile
from array import array


def rewrite(data, old, new):
    """The module `data` with every instruction of opcode old turned into opcode new (same
    operand layout, e.g. OpIMul -> OpIAdd), and how many were rewritten."""
    words = array("I", data)
    i, count = 5, 0  # after the header
    while i < len(words):
        length = words[i] >> 16
        if words[i] & 0xFFFF == old:
            words[i] = (length << 16) | new
            count += 1
        i += max(length, 1)
    return words.tobytes(), count


def main():
    role, old, new, program, *rest = sys.argv[1:]
    old, new = int(old), int(new)
    if role == "clang":
        p = subprocess.run([program, *rest])
        out = os.environ.get("SPIRV_EMIT_OUT")
        if p.returncode == 0 and out and os.path.exists(out):
            with open(out, "rb") as f:
                data, _ = rewrite(f.read(), old, new)
            with open(out, "wb") as f:
                f.write(data)
        return p.returncode
    if "--il" in rest:
        at = rest.index("--il") + 1
        with open(rest[at], "rb") as f:
            data, _ = rewrite(f.read(), old, new)
        with tempfile.NamedTemporaryFile(suffix=".spv", delete=False) as f:
            f.write(data)
        rest[at] = f.name
        try:
            return subprocess.run([sys.executable, program, *rest]).returncode
        finally:
            os.unlink(f.name)
    return subprocess.run([sys.executable, program, *rest]).returncode


if __name__ == "__main__":
    sys.exit(main())
