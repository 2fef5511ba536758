#!/usr/bin/env python3
"""Execution tests: compile OpenCL C kernels to SPIR-V with the spirv-emit plugin,
validate them, run them on Intel's OpenCL CPU runtime and compare with numpy.

Each kernels/NAME.cl has a companion kernels/NAME.py spec:
  KERNEL            kernel function name
  GLOBAL, LOCAL     global size tuple, optional local size tuple (default None)
  args(rng)         dict of kernel arguments in order: numpy arrays become __global
                    buffers (copied in and read back), numpy scalars are passed by
                    value, anything else (cl.LocalMemory) is passed as is
  reference(**a)    dict {buffer name: expected contents}, computed on the host
  RTOL, ATOL        optional float tolerances (integers always compare exactly)
  IMAGES            optional {arg name: (channel order, channel type[, "array"])}, e.g.
                    {"img": ("RGBA", "FLOAT")}: that argument's array, shaped ([depth or
                    layers,] [height,] width, channels), becomes an image (read back too);
                    an argument ("sampler", normalized, addressing mode, filter mode), e.g.
                    ("sampler", False, "CLAMP_TO_EDGE", "NEAREST"), becomes a sampler
  OPENCL_ENV        optional; False skips the `spirv-val --target-env opencl*` runs (plain
                    validation stays), for optional capabilities those environments reject
                    (Int64Atomics, Float16)
  EXT               optional extension list for the plugin (`ext=` / SPIRV_EMIT_EXT),
                    e.g. "+SPV_INTEL_bfloat16_conversion"
  CLANG_FLAGS       optional extra clang flags (list)
  SKIP_MODES        optional {mode: reason}: modes not run (e.g. "roundtrip" when
                    llvm-spirv-15 -r does not know the extension)
  VALIDATORS        optional: "all" (default), "new" (only the venv's newer spirv-val,
                    for extensions SPIRV-Tools 2023.1 does not know), or "none" with
                    VALIDATORS_REASON (no validator accepts the extension)
  RUNTIME_ENV       optional {variable: value} for the runtime's process
Buffers that reference() does not name must come back unchanged.

Run with the venv's python after `source scripts/setup.sh`:
  .venv/bin/python tests/exec/run.py [--filter SUBSTR] [-j N] [--pending] [--keep] [-v]
"""
import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SEED = 1234
TIMEOUT = 120  # seconds per subprocess: a miscompiled loop must not hang the suite

# "source" builds the .cl with the runtime's own compiler: it checks the harness and
# the spec, independently of the plugin.
# "roundtrip" reads clang-O2's SPIR-V back with the reference translator into
# SPIR-V friendly IR (llvm-spirv-15 -r --spirv-target-env=SPV-IR) and emits it
# again: the SPIR-V friendly IR contract, checked on every kernel.
MODES = ["clang-O0", "clang-O2", "opt-O2", "roundtrip", "source"]


class Failure(Exception):
    """A failed step: a one-line reason, and details (command, output) for -v."""

    def __init__(self, reason, details=""):
        super().__init__(reason)
        self.details = details


def run(stage, cmd, **kw):
    """Runs cmd; raises Failure naming the stage and the first line of its output."""
    shown = " ".join(map(str, cmd))
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, **kw)
    except subprocess.TimeoutExpired:
        raise Failure(f"{stage}: timed out after {TIMEOUT}s", shown)
    except OSError as e:  # e.g. a missing binary
        raise Failure(f"{stage}: cannot run: {e}", shown)
    if p.returncode != 0:
        out = (p.stdout + p.stderr).strip()
        lines = [l.strip() for l in out.splitlines() if l.strip()] or ["(no output)"]
        first = " ".join(lines[:2]) if lines[0].endswith(":") else lines[0]  # "N problems:"
        raise Failure(f"{stage}: exit {p.returncode}: {first}", f"{shown}\n{out}")


def compile_spirv(args, cl, mode, tmp, spec=None):
    """Compiles cl to tmp/k.spv with the plugin in the given mode; returns its path."""
    spv = tmp / "k.spv"
    std = ["-cl-std=CL2.0", "-target", "spir64", *getattr(spec, "CLANG_FLAGS", [])]
    ext = getattr(spec, "EXT", "")
    ext_param = f";ext={ext}" if ext else ""
    if mode.startswith("clang-"):
        level = "-" + mode.split("-")[1]
        cmd = [args.clang, *std, level, f"-fpass-plugin={args.plugin}",
               "-c", "-emit-llvm", str(cl), "-o", str(tmp / "k.bc")]
        run("clang+plugin", cmd, env={**os.environ, "SPIRV_EMIT_OUT": str(spv), "SPIRV_EMIT_EXT": ext})
    elif mode == "roundtrip":
        first = compile_spirv(args, cl, "clang-O2", tmp, spec)
        friendly = tmp / "friendly.bc"
        run("llvm-spirv -r", ["llvm-spirv-15", "-r", "--spirv-target-env=SPV-IR", str(first), "-o", str(friendly)])
        spv = tmp / "k2.spv"
        # Typed pointers keep the %spirv.* struct names the friendly IR relies on.
        run("opt+plugin (friendly IR)", [args.opt, "-opaque-pointers=0", f"-load-pass-plugin={args.plugin}",
                                         f"-passes=spirv-emit<out={spv}{ext_param}>", "-disable-output", str(friendly)])
    else:  # opt-O2: clang optimizes without the plugin, opt runs only spirv-emit
        ll = tmp / "k.ll"
        run("clang", [args.clang, *std, "-O2", "-S", "-emit-llvm", str(cl), "-o", str(ll)])
        run("opt+plugin", [args.opt, f"-load-pass-plugin={args.plugin}",
                           f"-passes=spirv-emit<out={spv}{ext_param}>", "-disable-output", str(ll)])
    if not spv.exists():
        raise Failure(f"the plugin succeeded but wrote no {spv.name}")
    return spv


def validate(args, spv, opencl_env=True, validators="all"):
    """Runs every validator plain and, where the version allows and the spec does not set
    OPENCL_ENV = False, with an OpenCL target env. validators="new" runs only the venv's
    newer one, "none" none (the spec says why)."""
    if validators == "none":
        return
    head = spv.read_bytes()[:8]
    if len(head) < 8 or head[:4] != b"\x03\x02\x23\x07":
        raise Failure(f"{spv.name} is not a little-endian SPIR-V module")
    minor = head[5]  # version word 0x00MMmm00, little-endian: bytes 00 mm MM 00
    env = "opencl2.0" if minor == 0 else "opencl2.2" if minor <= 2 else None
    env = env if opencl_env else None
    chosen = [v for v in args.spirv_val if validators == "all" or v.startswith(str(ROOT))]
    if not chosen:
        raise Failure("VALIDATORS = 'new' but no newer spirv-val is configured")
    for val in chosen:
        for extra in ([], ["--target-env", env]) if env else ([],):
            run(" ".join([val, *extra]), [val, *extra, str(spv)])


def run_case(args, cl, mode):
    """One (kernel, mode) test case; returns None on success, else the Failure."""
    spec = cl.with_suffix(".py")
    tmp = Path(tempfile.mkdtemp(prefix=f"exec-{cl.stem}-{mode}-"))
    try:
        if not spec.exists():
            raise Failure(f"missing spec {spec.name}")
        child = [sys.executable, str(Path(__file__).resolve()), "--child", str(spec)]
        settings = load_spec(spec)
        runtime_env = {**os.environ, **getattr(settings, "RUNTIME_ENV", {})}
        if mode == "source":
            run("runtime (from source)", child, env=runtime_env)
        else:
            spv = compile_spirv(args, cl, mode, tmp, settings)
            # A spec sets OPENCL_ENV = False when the kernel needs an optional OpenCL capability
            # that spirv-val's OpenCL environments do not know (Int64Atomics, Float16).
            validate(args, spv, getattr(settings, "OPENCL_ENV", True), getattr(settings, "VALIDATORS", "all"))
            run("runtime (from SPIR-V)", [*child, "--il", str(spv)], env=runtime_env)
        return None
    except Failure as f:
        if args.keep:
            f.details += f"\n(artifacts kept in {tmp})"
            tmp = None
        return f
    finally:
        if tmp:
            shutil.rmtree(tmp)


# ---- child process: one kernel run on the OpenCL runtime ------------------------------

def load_spec(path):
    s = importlib.util.spec_from_file_location(Path(path).stem, path)
    mod = importlib.util.module_from_spec(s)
    s.loader.exec_module(mod)
    return mod


def child_main(spec_path, il_path):
    """Runs in its own process, since the runtime exits the process on bad SPIR-V.
    Prints the mismatch and exits 1 if the results differ from the reference."""
    import warnings
    import numpy as np
    import pyopencl as cl

    warnings.simplefilter("ignore", cl.CompilerWarning)  # build logs of successful builds
    spec = load_spec(spec_path)
    kargs = spec.args(np.random.default_rng(SEED))
    def fresh():  # copies, so that reference() cannot change what the kernel gets
        return {k: v.copy() if isinstance(v, np.ndarray) else v for k, v in kargs.items()}

    initial = fresh()
    expected = spec.reference(**fresh())

    ctx = cl.Context([p.get_devices()[0] for p in cl.get_platforms()][:1])
    queue = cl.CommandQueue(ctx)
    if il_path:
        prog = cl.Program(ctx, Path(il_path).read_bytes()).build()
    else:
        prog = cl.Program(ctx, Path(spec_path).with_suffix(".cl").read_text())
        prog = prog.build(options="-cl-std=CL2.0")
    mf = cl.mem_flags
    images = getattr(spec, "IMAGES", {})

    def memory(k, v):
        if k not in images:
            return cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=v)
        order, ctype, *array = images[k]
        fmt = cl.ImageFormat(getattr(cl.channel_order, order), getattr(cl.channel_type, ctype))
        return cl.create_image(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, fmt, shape=v.shape[-2::-1], hostbuf=v,
                               is_array=bool(array))

    def argument(k, v):
        if isinstance(v, tuple) and v[:1] == ("sampler",):
            _, normalized, addressing, filtering = v
            return cl.Sampler(ctx, normalized, getattr(cl.addressing_mode, addressing),
                              getattr(cl.filter_mode, filtering))
        return bufs.get(k, v)

    bufs = {k: memory(k, v) for k, v in kargs.items() if isinstance(v, np.ndarray)}
    kernel = getattr(prog, spec.KERNEL)
    kernel(queue, spec.GLOBAL, getattr(spec, "LOCAL", None),
           *[argument(k, v) for k, v in kargs.items()])
    for k, b in bufs.items():
        if k in images:
            region = kargs[k].shape[-2::-1]
            # pyopencl's enqueue_copy does not know 1D images: read directly.
            cl._cl._enqueue_read_image(queue, b, (0,) * len(region), region, kargs[k])
        else:
            cl.enqueue_copy(queue, kargs[k], b)
    queue.finish()

    rtol, atol = getattr(spec, "RTOL", 1e-5), getattr(spec, "ATOL", 1e-6)
    problems = []
    for name in bufs:
        got, want = kargs[name].ravel(), np.asarray(expected.get(name, initial[name])).ravel()
        if want.dtype != got.dtype or want.shape != got.shape:
            problems.append(f"{name}: reference gives {want.dtype}{want.shape}, "
                            f"buffer is {got.dtype}{got.shape} (spec bug)")
            continue
        if np.issubdtype(got.dtype, np.floating):
            bad = ~np.isclose(got, want, rtol=rtol, atol=atol, equal_nan=True)
        else:
            bad = got != want
        if bad.any():
            idx = np.flatnonzero(bad)
            shown = ", ".join(f"[{i}] got {got[i]} want {want[i]}" for i in idx[:4])
            what = "output" if name in expected else "input buffer changed"
            problems.append(f"{name} ({what}): {idx.size}/{got.size} differ: {shown}")
    if problems:
        print("; ".join(problems))
        sys.exit(1)


# ---- driver ---------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--filter", default="", help="only cases whose 'kernel mode' contains this")
    ap.add_argument("-j", type=int, default=2, help="parallel workers (default 2)")
    ap.add_argument("--plugin", default=str(ROOT / "target/release/libspirv_emit.so"))
    ap.add_argument("--clang", default="clang-16")
    ap.add_argument("--opt", default="opt-16")
    ap.add_argument("--spirv-val", action="append",
                    help="validator binary (repeatable; default: Debian's and the venv's)")
    ap.add_argument("--pending", action="store_true",
                    help="also run kernels/pending/ (features not implemented yet)")
    ap.add_argument("--keep", action="store_true", help="keep temp dirs of failing cases")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="print the command and full output of failing steps")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--il", help=argparse.SUPPRESS)
    args = ap.parse_args()

    if args.child:
        try:
            return child_main(args.child, args.il)
        except Exception as e:  # one line on stdout for the summary, the trace for -v
            print(f"{type(e).__name__}: {e}".splitlines()[0], flush=True)
            raise
    if not os.environ.get("OCL_ICD_VENDORS"):
        sys.exit("OCL_ICD_VENDORS is not set: source scripts/setup.sh first")
    args.spirv_val = args.spirv_val or ["/usr/bin/spirv-val", str(ROOT / ".venv/bin/spirv-val")]
    args.plugin = str(Path(args.plugin).resolve())

    kernels = sorted((HERE / "kernels").glob("*.cl"))
    if args.pending:
        kernels += sorted((HERE / "kernels/pending").glob("*.cl"))
    cases = [(cl, m) for cl in kernels for m in MODES if args.filter in f"{cl.stem} {m}"]
    skipped = [(cl, m, reason) for cl, m in cases
               if cl.with_suffix(".py").exists()
               and (reason := getattr(load_spec(cl.with_suffix(".py")), "SKIP_MODES", {}).get(m))]
    for cl, m, reason in skipped:
        print(f"SKIP {cl.stem} [{m}]: {reason}", flush=True)
    cases = [(cl, m) for cl, m in cases if (cl, m) not in {(c, n) for c, n, _ in skipped}]

    failed = 0
    with ThreadPoolExecutor(max(1, args.j)) as pool:
        results = pool.map(lambda c: run_case(args, *c), cases)
        for (cl, mode), err in zip(cases, results):  # in order, as each finishes
            if err:
                failed += 1
                print(f"FAIL {cl.stem} [{mode}]: {err}", flush=True)
                if args.verbose or args.keep:
                    print("    " + err.details.replace("\n", "\n    "), flush=True)
            else:
                print(f"PASS {cl.stem} [{mode}]", flush=True)
    print(f"exec: {len(cases) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
