#!/usr/bin/env python3
"""SPIR-V friendly IR kernels (tests/exec/friendly/*.ll) run on Intel's OpenCL CPU runtime.

Forms OpenCL C cannot write: specialization constants (`__spirv_SpecConstant*`, run with
their defaults and again with values set by clSetProgramSpecializationConstant), builtin
variables read at other types and byte offsets (across components too), `__spirv_*` functions a module defines,
program-scope variables in the generic address space, integer to bfloat conversions. Each module is translated with the plugin (opt), checked by both spirv-val
versions and `llvm-spirv-15 -r`, run, and its output compared with the expected values
computed here.

    .venv/bin/python tests/exec/friendly_ir.py

Ends with `friendly ir: N passed, N failed`; exits non-zero on failures.
"""
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import common  # noqa: E402  (the runtime's queue, the validators)
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


def builtin_spans_expected(gsx=8, gsy=4, lsx=4, lsy=2):
    rows = [[y << 32, gsy, 1, x, y, lsy << 32, 1 << 32, lsy << 16, y, y | ((y & 0xFF) << 40)]
            for y in range(gsy) for x in range(gsx)]
    return {"out": np.array(rows, np.uint64).ravel()}


def bfloat_bits(n):
    """Integer n rounded once, to nearest even, to bfloat (8 significant bits): its bits."""
    if n == 0:
        return 0
    sign, m = (0x8000 if n < 0 else 0), abs(n)
    e = m.bit_length() - 1  # m = q * 2^(e - 7), q in [128, 256)
    if e <= 7:
        q = m << (7 - e)
    else:
        q, r = divmod(m, 1 << (e - 7))
        half = 1 << (e - 8)
        if r > half or (r == half and q & 1):
            q += 1
        if q == 256:
            q, e = 128, e + 1
    return sign | ((e + 127) << 7) | (q & 0x7F)


# Double rounding (through float, then to bfloat) gets the first ones wrong:
# 2^24 + 2^16 + 1 rounds to the float 2^24 + 2^16, a bfloat tie, then down.
BF_A = np.array([16842753, -16842753, 0x7FFFFFFF, -0x80000000, 0x01018001, 255, 257, 0, 1, -3, 123456789, 0x00FF8000,
                 0x7F7FFFFF, -0x7FFF8001, 0x40404041, 9], np.int32)
BF_B = np.array([2**63 + 2**55 + 1, 2**64 - 1, (1 << 40) + (1 << 32) + 1, 0, 1, 255, 257, 2**62 + 2**54 + 2**30,
                 12345678901234567890, 3, 2**56 + 2**48, 2**56 + 2**48 + 1, 1 << 63, 7, 2**24 + 2**16 + 1, 99], np.uint64)


def bfloat_inputs():
    return {"a": BF_A, "b": BF_B}


def bfloat_expected():
    return {"oa": np.array([bfloat_bits(int(v)) for v in BF_A], np.uint16),
            "ob": np.array([bfloat_bits(int(v)) for v in BF_B], np.uint16)}


# (name, module, global size, local size, {arg: (dtype, count) or an input array},
#  spec constants, expected[, plugin options])
CASES = [
    ("spec_constants.defaults", "spec_constants.ll", (1,), None,
     {"out": (np.int32, 8), "fout": (np.float32, 2)}, {}, spec_expected()),
    ("spec_constants.set", "spec_constants.ll", (1,), None,
     {"out": (np.int32, 8), "fout": (np.float32, 2)}, SPEC_SET,
     spec_expected(a=42, f=-2.25, c=True, flag=0, d=7.0, e=99, big=0x1234567800000000)),
    ("builtin_reads", "builtin_reads.ll", (8, 4), (4, 2), {"out": (np.int32, 8 * 4 * 8)}, {}, builtin_expected()),
    ("builtin_spans", "builtin_spans.ll", (8, 4), (4, 2), {"out": (np.uint64, 8 * 4 * 10)}, {},
     builtin_spans_expected()),
    ("generic_global", "generic_global.ll", (1,), None, {"out": (np.int32, 2)}, {},
     {"out": np.array([30, 8], np.int32)}),
    ("int_to_bfloat", "int_to_bfloat.ll", (16,), None,
     {**bfloat_inputs(), "oa": (np.uint16, 16), "ob": (np.uint16, 16)}, {}, bfloat_expected(),
     ";ext=+SPV_INTEL_bfloat16_conversion"),
]


def translate(module, tmp, options=""):
    spv = tmp / (module + ".spv")
    p = subprocess.run([llvm_version.tool("opt"), f"-load-pass-plugin={llvm_version.plugin()}",
                        f"-passes=spirv-emit<out={spv}{options}>", "-disable-output", str(KERNELS / module)],
                       capture_output=True, text=True, timeout=120)
    if p.returncode:
        raise RuntimeError(f"translation failed: {p.stderr.strip()}")
    checks = [[val, *common.SPIRV_VAL_LIMITS] for val in common.validators(spv=spv)]
    if not options:  # (the reference reader does not know the newer extensions)
        checks.append([common.REFERENCE_TRANSLATOR, "-r", "-o", str(tmp / "back.bc")])
    for check in checks:
        v = subprocess.run(check + [str(spv)], capture_output=True, text=True)
        if v.returncode:
            raise RuntimeError(f"{check[0]} rejects the module: {(v.stdout + v.stderr).strip()[:300]}")
    return spv


def run(cl, ctx, queue, spv, global_size, local_size, buffers, spec):
    program = cl.Program(ctx, spv.read_bytes())
    for spec_id, value in spec.items():
        program._prg.set_specialization_constant(spec_id, np.array([value]))
    program = program.build()
    host = {name: b.copy() if isinstance(b, np.ndarray) else np.zeros(b[1], b[0]) for name, b in buffers.items()}
    mf = cl.mem_flags
    device = [cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=h) for h in host.values()]
    program.k(queue, global_size, local_size, *device)
    for h, d in zip(host.values(), device):
        cl.enqueue_copy(queue, h, d)
    queue.finish()
    return host


def main():
    cl, ctx, queue = common.opencl_queue()
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="friendly-ir-") as d:
        for name, module, global_size, local_size, buffers, spec, expected, *options in CASES:
            try:
                spv = translate(module, Path(d), *options)
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
