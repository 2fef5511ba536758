#!/usr/bin/env python3
"""SPIR-V friendly IR kernels (tests/exec/friendly/*.ll) run on Intel's OpenCL CPU runtime.

Forms OpenCL C cannot write: specialization constants (`__spirv_SpecConstant*`, run with
their defaults and again with values set by clSetProgramSpecializationConstant), builtin
variables read at other types and byte offsets, and `__spirv_*` functions a module
defines. Each module is translated with the plugin (opt), checked by both spirv-val
versions and `llvm-spirv-15 -r`, run, and its output compared with the expected values
computed here.

    .venv/bin/python tests/exec/friendly_ir.py

Ends with `friendly ir: N passed, N failed`; exits non-zero on failures.
"""
import os
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import llvm_version  # noqa: E402

KERNELS = Path(__file__).resolve().parent / "friendly"


def spec_expected(a=3, f=0.5, c=False, flag=1, d=2.0, e=10, big=-5000000000):
    ints = [a, int(c), flag, e, int(d), a * a, e if c else a, (big >> 32) & 0xFFFFFFFF]
    return {"out": np.array(ints, np.uint32).view(np.int32), "fout": np.array([f, f], np.float32)}


SPEC_SET = {  # SpecId -> value (as the runtime receives it: the constant's own bytes)
    0: np.int32(42), 1: np.float32(-2.25), 2: np.uint8(1), 3: np.uint8(0), 4: np.float64(7.0),
    5: np.int32(99), 6: np.int64(0x1234567800000000),
}


def builtin_expected(gsx=8, gsy=4, lsx=4, lsy=2):
    rows = [[lsx, lsy, x, y, gsx, gsy, 2, x + 100 * y] for y in range(gsy) for x in range(gsx)]
    return {"out": np.array(rows, np.int32).ravel()}


# (name, module, global size, local size, {arg: (dtype, count)}, spec constants, expected)
CASES = [
    ("spec_constants.defaults", "spec_constants.ll", (1,), None,
     {"out": (np.int32, 8), "fout": (np.float32, 2)}, {}, spec_expected()),
    ("spec_constants.set", "spec_constants.ll", (1,), None,
     {"out": (np.int32, 8), "fout": (np.float32, 2)}, SPEC_SET,
     spec_expected(a=42, f=-2.25, c=True, flag=0, d=7.0, e=99, big=0x1234567800000000)),
    ("builtin_reads", "builtin_reads.ll", (8, 4), (4, 2), {"out": (np.int32, 8 * 4 * 8)}, {}, builtin_expected()),
]


def translate(module, tmp):
    spv = tmp / (module + ".spv")
    p = subprocess.run([llvm_version.tool("opt"), f"-load-pass-plugin={llvm_version.plugin()}",
                        f"-passes=spirv-emit<out={spv}>", "-disable-output", str(KERNELS / module)],
                       capture_output=True, text=True, timeout=120)
    if p.returncode:
        raise RuntimeError(f"translation failed: {p.stderr.strip()}")
    for check in (["spirv-val"], [str(ROOT / ".venv" / "bin" / "spirv-val")],
                  ["llvm-spirv-15", "-r", "-o", str(tmp / "back.bc")]):
        v = subprocess.run(check + [str(spv)], capture_output=True, text=True)
        if v.returncode:
            raise RuntimeError(f"{check[0]} rejects the module: {(v.stdout + v.stderr).strip()[:300]}")
    return spv


def run(cl, ctx, queue, spv, global_size, local_size, buffers, spec):
    program = cl.Program(ctx, spv.read_bytes())
    for spec_id, value in spec.items():
        program._prg.set_specialization_constant(spec_id, np.array([value]))
    program = program.build()
    host = {name: np.zeros(count, dtype) for name, (dtype, count) in buffers.items()}
    mf = cl.mem_flags
    device = [cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=h) for h in host.values()]
    program.k(queue, global_size, local_size, *device)
    for h, d in zip(host.values(), device):
        cl.enqueue_copy(queue, h, d)
    queue.finish()
    return host


def main():
    if not os.environ.get("OCL_ICD_VENDORS"):
        sys.exit("OCL_ICD_VENDORS is not set: source scripts/setup.sh first")
    warnings.simplefilter("ignore")
    import pyopencl as cl

    ctx = cl.Context(cl.get_platforms()[0].get_devices())
    queue = cl.CommandQueue(ctx)
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="friendly-ir-") as d:
        for name, module, global_size, local_size, buffers, spec, expected in CASES:
            try:
                spv = translate(module, Path(d))
                got = run(cl, ctx, queue, spv, global_size, local_size, buffers, spec)
            except Exception as e:  # noqa: BLE001 - reported per case
                failed += 1
                print(f"FAIL {name}: {e}")
                continue
            bad = [b for b in expected if not np.array_equal(got[b], expected[b])]
            if bad:
                failed += 1
                print(f"FAIL {name}: {bad[0]} is {got[bad[0]].tolist()[:16]}, expected {expected[bad[0]].tolist()[:16]}")
            else:
                passed += 1
                print(f"ok   {name}")
    print(f"friendly ir: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
