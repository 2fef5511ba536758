#!/usr/bin/env python3
"""Every bitcast shape, run: for each pair of types of one size (vectors of i8..i64, half,
float, double with 1 to 128 lanes, scalars, `<1 x T>`; totals of 16 to 1024 bits; with
--narrow also integers SPIR-V lacks (i24, i48), vectors of them and of i1), a kernel loads the
source from a buffer, bitcasts it, stores the result whole, then each of its lanes alone,
then the result with its last lane replaced by its first bitcast back, then its lanes
reversed by a shuffle. The plugin translates it (opt; validated in-process), Intel's runtime
runs it, and the bytes written must be the input's bytes moved as the IR says (a bitcast
keeps the bytes in memory order). Found nothing wrong but narrow integers and i1 vectors
over 16 lanes, which it now covers (tests/lit/core/bitcast-shapes.ll).

    .venv/bin/python tests/exec/bitcast_sweep.py [--narrow] [--totals 16,32,...]

Ends with `bitcast sweep: N passed, N failed`.
"""
import argparse
import itertools
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import common  # noqa: E402  (the runtime's queue)
import llvm_version  # noqa: E402

ELEMENTS = [("i8", 8), ("i16", 16), ("i32", 32), ("i64", 64), ("half", 16), ("float", 32), ("double", 64)]
TOTALS = "16,32,48,64,96,128,192,256,384,512,1024"
HEADER = ('target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-'
          'v1024:1024-n8:16:32:64"\ntarget triple = "spir64-unknown-unknown"\n')


def types(total, narrow):
    """(LLVM type, element, element bits, lanes) of `total` bits."""
    out = []
    for element, bits in ELEMENTS:
        if total % bits == 0:
            lanes = total // bits
            if lanes == 1:
                out += [(element, element, bits, 1), (f"<1 x {element}>", element, bits, 1)]
            elif lanes <= 128:
                out.append((f"<{lanes} x {element}>", element, bits, lanes))
    if narrow:
        if total <= 64 and total not in (8, 16, 32, 64):
            out.append((f"i{total}", f"i{total}", total, 1))
        if total % 8 == 0 and total <= 64:
            out.append((f"<{total} x i1>", "i1", 1, total))
        if total % 24 == 0 and total <= 96:
            out.append((f"<{total // 24} x i24>", "i24", 24, total // 24))
    return out


def lanewise(element_bits):
    """Whether lanes are whole bytes of a SPIR-V width (stored one by one)."""
    return element_bits in (8, 16, 32, 64)


def kernel(name, a, b, bits_b, lanes_b, total):
    size = total // 8
    body = [f"define spir_kernel void @{name}(ptr addrspace(1) %in, ptr addrspace(1) %out) {{",
            f"  %v = load {a}, ptr addrspace(1) %in, align 8",
            f"  %b = bitcast {a} %v to {b}",
            f"  store {b} %b, ptr addrspace(1) %out, align 8"]
    vector = b.startswith("<")
    if vector and lanewise(bits_b):
        element = b.split(" x ")[1].rstrip(">")
        for k in range(lanes_b):
            body += [f"  %e{k} = extractelement {b} %b, i32 {k}",
                     f"  %p{k} = getelementptr i8, ptr addrspace(1) %out, i64 {size + k * bits_b // 8}",
                     f"  store {element} %e{k}, ptr addrspace(1) %p{k}, align 1"]
        body += [f"  %ins = insertelement {b} %b, {element} %e0, i32 {lanes_b - 1}",
                 f"  %back = bitcast {b} %ins to {a}",
                 f"  %pb = getelementptr i8, ptr addrspace(1) %out, i64 {2 * size}",
                 f"  store {a} %back, ptr addrspace(1) %pb, align 8"]
        if lanes_b > 1:
            mask = ", ".join(f"i32 {lanes_b - 1 - k}" for k in range(lanes_b))
            body += [f"  %sh = shufflevector {b} %b, {b} poison, <{lanes_b} x i32> <{mask}>",
                     f"  %ps = getelementptr i8, ptr addrspace(1) %out, i64 {3 * size}",
                     f"  store {b} %sh, ptr addrspace(1) %ps, align 8"]
    return "\n".join(body + ["  ret void", "}"])


def expected(data, b, bits_b, lanes_b, total):
    size = total // 8
    out = np.zeros(4 * size, np.uint8)
    out[:size] = data[:size]
    if b.startswith("<") and lanewise(bits_b):
        lanes = data[:size].reshape(lanes_b, bits_b // 8)
        out[size:2 * size] = data[:size]
        replaced = lanes.copy()
        replaced[lanes_b - 1] = lanes[0]
        out[2 * size:3 * size] = replaced.ravel()
        if lanes_b > 1:
            out[3 * size:] = lanes[::-1].ravel()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--totals", default=TOTALS)
    ap.add_argument("--narrow", action="store_true", help="also narrow integers and i1 vectors")
    args = ap.parse_args()
    cl, ctx, queue = common.opencl_queue()
    major = llvm_version.selected()
    opt, plugin = llvm_version.tool("opt", major), llvm_version.plugin(major)
    rng = np.random.default_rng(1)
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="bitcast-sweep-") as work:
        for total in (int(t) for t in args.totals.split(",")):
            for (a, _, _, _), (b, _, bits_b, lanes_b) in itertools.product(types(total, args.narrow), repeat=2):
                if a == b:
                    continue
                ll, spv = Path(work) / "k.ll", Path(work) / "k.spv"
                ll.write_text(HEADER + kernel("k", a, b, bits_b, lanes_b, total) + "\n")
                p = subprocess.run([opt, f"-load-pass-plugin={plugin}", f"-passes=spirv-emit<out={spv}>",
                                    "-disable-output", str(ll)], capture_output=True, text=True)
                what = f"{a} -> {b}"
                if p.returncode != 0:
                    # Loads and stores of bit-packed vectors (i24, i1 over 64 lanes) may be refused.
                    if args.narrow and ("i24>" in what or "i1>" in what) and "memory access" in p.stderr:
                        continue
                    failed += 1
                    print(f"FAIL {what}: {p.stderr.strip()[:300]}", flush=True)
                    continue
                data = rng.integers(0, 256, total // 8, dtype=np.uint8)
                out = np.zeros(4 * (total // 8), np.uint8)
                try:
                    prog = cl.Program(ctx, spv.read_bytes()).build()
                    mf = cl.mem_flags
                    b_in = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=data)
                    b_out = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=out)
                    prog.k(queue, (1,), (1,), b_in, b_out)
                    cl.enqueue_copy(queue, out, b_out)
                    queue.finish()
                except cl.Error as e:
                    failed += 1
                    print(f"FAIL {what}: runtime: {str(e).splitlines()[0]}", flush=True)
                    continue
                bad = np.flatnonzero(out != expected(data, b, bits_b, lanes_b, total))
                if bad.size:
                    failed += 1
                    print(f"FAIL {what}: {bad.size} bytes differ, first at {bad[:8].tolist()}", flush=True)
                else:
                    passed += 1
    print(f"bitcast sweep: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
