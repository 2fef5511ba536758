#!/usr/bin/env python3
"""Execution tests: compile OpenCL C kernels to SPIR-V with the spirv-emit plugin,
validate them, run them on Intel's OpenCL CPU runtime and compare with numpy.

Each kernels/NAME.cl has a companion kernels/NAME.py spec. A kernel OpenCL C cannot
write (an image kept in a variable, an array or a struct) is hand-written LLVM IR,
kernels/NAME.ll, run in mode opt-O2 only (opt runs only spirv-emit on it). A HIP kernel,
kernels/NAME.hip, is compiled as chipStar compiles HIP (clang's HIPSPV toolchain: device code
only, without HIP's headers or device library, which the kernel spells out) in every mode but
source (there is no OpenCL C source); its clang-target mode is the HIPSPV driver's own route,
which runs llvm-spirv (the spirv-emit command, -B). The spec is a checked structure
(kernel_spec.py: an unknown key, a wrong type or a missing key is an error naming the spec and
the key); docs/TESTING.md explains each key. args(rng) gives the kernel's arguments in order
(numpy arrays become __global buffers, copied in and read back), reference(**args) the expected
contents of the buffers it names; the others must come back unchanged.

Runtime bugs are decided by evidence (tests/exec/evidence.py), not by a list: when our module
fails on a runtime, the harness runs the runtime's own build of the source and the reference
translator's module (clang + llvm-spirv) there. If the source passes and the reference module
fails the same way, the case is printed as `RUNTIME-BUG <runtime>: <kernel> <mode>: evidence:
...` and counted apart (not as our failure); otherwise it is a FAIL naming what the evidence
showed.

Runtimes (--runtime, repeatable; default all three):
  intel    Intel's OpenCL CPU runtime from the venv: every mode
  pocl     PoCL 6 (SPIR-V 1.0-1.2), and
  rusticl  Mesa's rusticl on llvmpipe (SPIR-V 1.0-1.4), both from the Debian trixie root made
           by scripts/setup-runtimes.sh and run through scripts/in-trixie.sh, on the modules
           compiled for intel: PoCL in modes clang-O2 and opt-O2, rusticl in clang-O2 (every
           mode with --all-modes, e.g. source to tell a runtime bug). A module whose SPIR-V
           version the device does not list is skipped. When the root is missing (setup
           failed), each of their runs fails with the reason.

Run with the venv's python after `source scripts/setup.sh`:
  .venv/bin/python tests/exec/run.py [--filter SUBSTR] [--runtime R] [-j N] [--pending] [--keep] [-v]
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
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
# "spv-ir" is the same contract on the reference translator's SPIR-V: clang-15 -O2
# and llvm-spirv-15 make SPIR-V, llvm-spirv-15 -r --spirv-target-env=SPV-IR reads it
# into SPIR-V friendly IR, and the plugin emits that again (what front ends that
# write the friendly form give the plugin).
# "clang-O2-g" builds with -g: the kernel carries OpenCL.DebugInfo.100 debug
# information (types, scopes, variables, OpLine) and must compute the same
# (one -O level keeps the suite's time in check; -O2 has inlined-at chains and
# llvm.dbg.value).
# "clang-target" compiles as clang compiles OpenCL C to SPIR-V itself,
# `clang --target=spirv64 -O2 -c k.cl -o k.spv`: LLVM 22 runs the plugin as its code
# generator (-fpass-plugin), LLVM 15-19 run the spirv-emit command as llvm-spirv (-B).
MODES = ["clang-O0", "clang-O2", "clang-O2-g", "opt-O2", "roundtrip", "spv-ir", "source", "clang-target"]
# The other runtimes run fewer modes (each run costs a chroot and a runtime start).
TRIXIE = [str(ROOT / "scripts/in-trixie.sh")]
RUNTIMES = {
    "intel": ([sys.executable], MODES),
    "pocl": ([*TRIXIE, "pocl", "python3", "-W", "ignore"], ["clang-O2", "opt-O2"]),
    "rusticl": ([*TRIXIE, "rusticl", "python3", "-W", "ignore"], ["clang-O2"]),
}
KERNEL_CAPABILITY = 6
# How clang compiles each kind of kernel source (beside -O and the spec's CLANG_FLAGS).
SOURCE_FLAGS = {
    ".cl": ["-cl-std=CL2.0", "-target", "spir64"],
    ".hip": ["-x", "hip", "--offload=spirv64", "--offload-device-only", "-nogpuinc", "-nogpulib"],
}


class XFail(Exception):
    """A failure the spec expects (XFAIL_ON): printed and counted apart."""


class Skip(Exception):
    """The runtime lacks what the kernel needs: the reason is printed, the case not run."""

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import llvm_version  # noqa: E402  (SPIRV_EMIT_LLVM: which LLVM's clang, opt and plugin)
import common  # noqa: E402  (the validators, the reference translator)
sys.path.insert(0, str(HERE))
import evidence  # noqa: E402  (runtime bugs decided by the source build and the reference module)
import kernel_spec  # noqa: E402  (the spec's keys, checked)


def default_modes(major):
    """Every mode, except the round trip where that LLVM cannot read the
    reference reader's LLVM 15 typed-pointer output (-opaque-pointers=0 is
    gone from LLVM 17 on)."""
    return [m for m in MODES if m not in ("roundtrip", "spv-ir") or major <= 16]


class Failure(Exception):
    """A failed step: a one-line reason, details (command, output) for -v, and how it failed
    (evidence.signature) for comparing it with another build of the same kernel."""

    def __init__(self, reason, details="", signature=None):
        super().__init__(reason)
        self.details = details
        self.signature = signature


class RuntimeBug(Exception):
    """Our module fails on a runtime, the reference translator's module fails the same way
    there and the runtime's source build passes: printed with that evidence, counted apart."""


def run(stage, cmd, **kw):
    """Runs cmd; raises Failure naming the stage and the first line of its output."""
    shown = " ".join(map(str, cmd))
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, **kw)
    except subprocess.TimeoutExpired:
        raise Failure(f"{stage}: timed out after {TIMEOUT}s", shown, "timeout")
    except OSError as e:  # e.g. a missing binary
        raise Failure(f"{stage}: cannot run: {e}", shown, "cannot run")
    if p.returncode != 0:
        out = (p.stdout + p.stderr).strip()
        lines = [l.strip() for l in out.splitlines() if l.strip()] or ["(no output)"]
        first = " ".join(lines[:2]) if lines[0].endswith(":") else lines[0]  # "N problems:"
        status = f"signal {-p.returncode}" if p.returncode < 0 else f"exit {p.returncode}"
        raise Failure(f"{stage}: {status}: {first}", f"{shown}\n{out}",
                      evidence.signature(p.stdout + p.stderr, p.returncode))


# What pyopencl says when the ICD loader finds no platform: the runtime did not start,
# before any module was handed to it (seen once under a full test run's load).
NO_PLATFORM = "PLATFORM_NOT_FOUND_KHR"


def run_runtime(stage, cmd, env):
    """Runs a runtime child; a runtime that did not start is tried once more."""
    try:
        run(stage, cmd, env=env)
    except Failure as f:
        if NO_PLATFORM not in str(f):
            raise
        time.sleep(1)
        run(stage, cmd, env=env)


def compile_spirv(args, cl, mode, tmp, spec=None):
    """Compiles cl to tmp/k.spv with the plugin in the given mode; returns its path."""
    spv = tmp / "k.spv"
    std = [*SOURCE_FLAGS.get(cl.suffix, []), *getattr(spec, "CLANG_FLAGS", [])]
    ext = getattr(spec, "EXT", "")
    params = f";ext={ext}" if ext else ""
    if getattr(spec, "PASS_OPTIONS", ""):
        params += f";{spec.PASS_OPTIONS}"
    if cl.suffix == ".ll":  # hand-written IR: only the plugin runs
        run("opt+plugin", [args.opt, f"-load-pass-plugin={args.plugin}",
                           f"-passes=spirv-emit<out={spv}{params}>", "-disable-output", str(cl)])
    elif mode == "clang-target" and cl.suffix == ".hip":  # HIPSPV runs llvm-spirv at every LLVM
        run("clang -x hip --offload=spirv64", [args.clang, *std, "--no-gpu-bundle-output", "-O2", "-B",
                                               args.link_dir, "-c", str(cl), "-o", str(spv)],
            env={**os.environ, "SPIRV_EMIT_EXT": ext})
    elif mode == "clang-target":
        route = ([f"-fpass-plugin={args.plugin}"] if args.major >= llvm_version.CODEGEN_CALLBACK_SINCE
                 else ["-B", args.link_dir])
        target = ["-cl-std=CL2.0", "--target=spirv64", *getattr(spec, "CLANG_FLAGS", [])]
        run("clang --target=spirv64", [args.clang, *target, "-O2", *route, "-c", str(cl), "-o", str(spv)],
            env={**os.environ, "SPIRV_EMIT_EXT": ext})
    elif mode.startswith("clang-"):
        level = "-" + mode.split("-")[1]
        debug = ["-g"] if mode.endswith("-g") else []
        cmd = [args.clang, *std, level, *debug, f"-fpass-plugin={args.plugin}",
               "-c", "-emit-llvm", str(cl), "-o", str(tmp / "k.bc")]
        run("clang+plugin", cmd, env={**os.environ, "SPIRV_EMIT_OUT": str(spv), "SPIRV_EMIT_EXT": ext})
    elif mode in ("roundtrip", "spv-ir"):
        if mode == "roundtrip":
            first = compile_spirv(args, cl, "clang-O2", tmp, spec)
        else:
            first = reference_spirv(cl, tmp, spec)
        friendly = tmp / "friendly.bc"
        run("llvm-spirv -r", [common.REFERENCE_TRANSLATOR, "-r", "--spirv-target-env=SPV-IR", str(first), "-o", str(friendly)])
        spv = tmp / "k2.spv"
        # Typed pointers keep the %spirv.* struct names the friendly IR relies on.
        run("opt+plugin (friendly IR)", [args.opt, "-opaque-pointers=0", f"-load-pass-plugin={args.plugin}",
                                         f"-passes=spirv-emit<out={spv}{params}>", "-disable-output", str(friendly)])
    else:  # opt-O2: clang optimizes without the plugin, opt runs only spirv-emit
        ll = tmp / "k.ll"
        if cl.suffix == ".ll":
            ll = cl  # a kernel written in LLVM IR (as Triton or numba-dpex give it)
        else:
            run("clang", [args.clang, *std, "-O2", "-S", "-emit-llvm", str(cl), "-o", str(ll)])
        run("opt+plugin", [args.opt, f"-load-pass-plugin={args.plugin}",
                           f"-passes=spirv-emit<out={spv}{params}>", "-disable-output", str(ll)])
    if not spv.exists():
        raise Failure(f"the plugin succeeded but wrote no {spv.name}")
    return spv


def reference_spirv(cl, tmp, spec):
    """The reference translator's SPIR-V of cl (clang-15 -O2, llvm-spirv-15), for mode spv-ir."""
    bc, spv = tmp / "ref.bc", tmp / "ref.spv"
    flags = [f for f in getattr(spec, "CLANG_FLAGS", []) if not f.startswith("-fpass-plugin")]
    run(common.REFERENCE_CLANG, [common.REFERENCE_CLANG, *SOURCE_FLAGS[cl.suffix], *flags, "-O2", "-c", "-emit-llvm",
                     str(cl), "-o", str(bc)])
    # The translator uses an extension only where allowed, and only those the kernel needs.
    run(common.REFERENCE_TRANSLATOR, [common.REFERENCE_TRANSLATOR, "--spirv-ext=+all", str(bc), "-o", str(spv)])
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
    chosen = [v for v in args.spirv_val if validators == "all" or v in common.validators("new")]
    if not chosen:
        raise Failure("VALIDATORS = 'new' but no newer spirv-val is configured")
    for val in chosen:
        for extra in ([], ["--target-env", env]) if env else ([],):
            run(" ".join([val, *extra]), [val, *extra, str(spv)])


# What a device must report to take a module with these capabilities (the OpenCL SPIR-V
# environment specification ties each to an extension or an OpenCL C 3.0 feature).
CAPABILITY_NEEDS = {
    9: ("Float16", "cl_khr_fp16"), 10: ("Float64", "cl_khr_fp64"),
    12: ("Int64Atomics", "cl_khr_int64_base_atomics"), 13: ("ImageBasic", "__opencl_c_images"),
    14: ("ImageReadWrite", "__opencl_c_read_write_images"), 17: ("Pipes", "__opencl_c_pipes"),
    18: ("Groups", "__opencl_c_work_group_collective_functions"),
    19: ("DeviceEnqueue", "__opencl_c_device_enqueue"),
    38: ("GenericPointer", "__opencl_c_generic_address_space"),
    58: ("SubgroupDispatch", "__opencl_c_subgroups"),
    62: ("GroupNonUniformVote", "cl_khr_subgroup_non_uniform_vote"),
    63: ("GroupNonUniformArithmetic", "cl_khr_subgroup_non_uniform_arithmetic"),
    64: ("GroupNonUniformBallot", "cl_khr_subgroup_ballot"),
    65: ("GroupNonUniformShuffle", "cl_khr_subgroup_shuffle"),
    66: ("GroupNonUniformShuffleRelative", "cl_khr_subgroup_shuffle_relative"),
    67: ("GroupNonUniformClustered", "cl_khr_subgroup_clustered_reduce"),
    5568: ("SubgroupShuffleINTEL", "cl_intel_subgroups"),
    5569: ("SubgroupBufferBlockIOINTEL", "cl_intel_subgroups"),
    5570: ("SubgroupImageBlockIOINTEL", "cl_intel_subgroups"),
    5612: ("AtomicFloat32MinMaxEXT", "cl_ext_float_atomics"),
    5613: ("AtomicFloat64MinMaxEXT", "cl_ext_float_atomics"),
    5616: ("AtomicFloat16MinMaxEXT", "cl_ext_float_atomics"),
    6033: ("AtomicFloat32AddEXT", "cl_ext_float_atomics"),
    6034: ("AtomicFloat64AddEXT", "cl_ext_float_atomics"),
    6095: ("AtomicFloat16AddEXT", "cl_ext_float_atomics"),
}


def module_capabilities(spv):
    words = memoryview(spv.read_bytes())[20:].cast("I")
    caps, i = set(), 0
    while i < len(words) and words[i] >> 16:
        if words[i] & 0xFFFF == 17:  # OpCapability
            caps.add(words[i + 1])
        elif words[i] & 0xFFFF not in (17, 11, 14):  # past OpCapability, OpExtension, OpExtInstImport
            break
        i += words[i] >> 16
    return caps


def module_needs(spv):
    """[(what the module uses, what the device must report)]: from its capabilities, and
    program-scope variables in CrossWorkgroup storage."""
    words = memoryview(spv.read_bytes())[20:].cast("I")
    needs, i = [], 0
    while i < len(words):
        opcode, count = words[i] & 0xFFFF, words[i] >> 16
        if count == 0:
            break
        if opcode == 17 and words[i + 1] in CAPABILITY_NEEDS:  # OpCapability
            name, need = CAPABILITY_NEEDS[words[i + 1]]
            needs.append((f"capability {name}", need))
        elif opcode == 59 and words[i + 3] == 5:  # module-scope OpVariable, CrossWorkgroup
            needs.append(("a program-scope global variable", "__opencl_c_program_scope_global_variables"))
        elif opcode == 54:  # OpFunction: module-scope declarations are over
            break
        i += count
    return needs


def spirv_version(spv):
    head = spv.read_bytes()[:8]
    return f"{head[6]}.{head[5]}"  # version word 0x00MMmm00, little-endian


def missing_requirements(spec, device, mode):
    """The first reason the device cannot run the kernel in this mode, or None."""
    broken_on = getattr(spec, "BROKEN_ON", {})
    broken = broken_on.get(device["runtime"]) or broken_on.get(f"{device['runtime']}/{mode}")
    if broken:
        return f"known {device['runtime']} bug: {broken}"
    needs = list(getattr(spec, "REQUIRES", []))
    if getattr(spec, "IMAGES", None) and any(not (isinstance(v, tuple) and v[:1] == ("sampler",))
                                             for v in spec.IMAGES.values()):
        needs.append("__opencl_c_images")
    for need in needs:
        if need not in device["extensions"] and need not in device["features"]:
            return f"the device lacks {need}"
    return None


def run_case(args, cl, mode):
    """One (kernel, mode) test case: compiles (unless mode is source) and runs it on every
    selected runtime that runs this mode. Returns [(runtime or None, outcome)] where outcome
    is None (passed), a Skip or a Failure; runtime None is a failure before any run."""
    spec_path = cl.with_suffix(".py")
    tmp = Path(tempfile.mkdtemp(prefix=f"exec-{cl.stem}-{mode}-"))
    results = []
    try:
        spec = load_spec(spec_path)
        runtimes = [r for r in args.runtime if mode in modes_of(args, r)]
        todo = []
        for r in runtimes:
            device = args.devices[r]
            if isinstance(device, Failure):
                results.append((r, device))
            elif (why := missing_requirements(spec, device, mode)):
                results.append((r, Skip(why)))
            else:
                todo.append(r)
        if not todo:
            return results
        spv = None
        if mode != "source":
            spv = compile_spirv(args, cl, mode, tmp, spec)
            # A spec sets OPENCL_ENV = False when the kernel needs an optional OpenCL capability
            # that spirv-val's OpenCL environments do not know (Int64Atomics, Float16).
            validate(args, spv, getattr(spec, "OPENCL_ENV", True), getattr(spec, "VALIDATORS", "all"))
        runtime_env = {**os.environ, **getattr(spec, "RUNTIME_ENV", {})}
        for r in todo:
            try:
                device = args.devices[r]
                if spv and f"SPIR-V_{spirv_version(spv)}" not in device["il_versions"]:
                    raise Skip(f"the module is SPIR-V {spirv_version(spv)}; the device takes "
                               f"{' '.join(device['il_versions'])}")
                for what, need in module_needs(spv) if spv else []:
                    if need not in device["extensions"] and need not in device["features"]:
                        raise Skip(f"the module uses {what}, the device lacks {need}")
                child = [*RUNTIMES[r][0], str(Path(__file__).resolve()), "--child", str(spec_path)]
                stage = f"{r} runtime (from {'SPIR-V' if spv else 'source'})"
                xfail = getattr(spec, "XFAIL_ON", {})
                xfail = xfail.get(r) or xfail.get(f"{r}/{mode}")
                if r == "pocl" and spv and KERNEL_CAPABILITY not in module_capabilities(spv):
                    xfail = xfail or "PoCL refuses a module without an explicit OpCapability Kernel"
                try:
                    run_runtime(stage, child + (["--il", str(spv)] if spv else []), env=runtime_env)
                except Failure as f:
                    if xfail:
                        results.append((r, XFail(f"{f} (expected: {xfail})")))
                        continue
                    if not spv:
                        raise
                    theirs, why = args.evidence.judge(r, child, spec, cl, mode, spirv_version(spv), f, runtime_env)
                    if theirs:
                        results.append((r, RuntimeBug(f"evidence: {why}")))
                        continue
                    f.args = (f"{f} [evidence: {why}]",)
                    raise
                if xfail:
                    raise Failure(f"XPASS: passes although XFAIL_ON says: {xfail} (remove the entry)")
                results.append((r, None))
            except (Skip, Failure) as e:
                results.append((r, e))
        return results
    except Failure as f:
        return results + [(None, f)]
    finally:
        failed = any(isinstance(o, Failure) for _, o in results)
        if failed and args.keep:
            for _, o in results:
                if isinstance(o, Failure):
                    o.details += f"\n(artifacts kept in {tmp})"
        else:
            shutil.rmtree(tmp)


def modes_of(args, runtime):
    return MODES if args.all_modes else RUNTIMES[runtime][1]


def device_info(runtime):
    """What the runtime's first device reports, as a dict, or the Failure to report for each
    of its cases (e.g. the trixie root is missing)."""
    try:
        p = subprocess.run([*RUNTIMES[runtime][0], str(Path(__file__).resolve()), "--device-info"],
                           capture_output=True, text=True, timeout=TIMEOUT)
    except (subprocess.TimeoutExpired, OSError) as e:
        return Failure(f"{runtime}: cannot query the device: {e}")
    if p.returncode != 0:
        out = (p.stdout + p.stderr).strip().splitlines() or ["(no output)"]
        return Failure(f"{runtime} runtime unavailable: {out[0]}", "\n".join(out))
    info = json.loads(p.stdout.strip().splitlines()[-1])
    info["runtime"] = runtime
    return info


# ---- child process: one kernel run on the OpenCL runtime ------------------------------

def load_spec(path):
    """The kernel spec at path, checked (kernel_spec.SpecError names the file and the key)."""
    return kernel_spec.load(path, MODES, RUNTIMES)


def first_device():
    import pyopencl as cl
    return [p.get_devices()[0] for p in cl.get_platforms()][0]


def device_c_versions(device):
    """The OpenCL C versions the device accepts, as 'M.m' strings."""
    import pyopencl as cl
    try:
        return [f"{v.version >> 22}.{(v.version >> 12) & 0x3ff}" for v in device.opencl_c_all_versions]
    except (cl.Error, AttributeError):
        return []


def device_info_main():
    """Prints one JSON line: what the kernels' REQUIRES are checked against."""
    import warnings
    import pyopencl as cl
    warnings.simplefilter("ignore")
    d = first_device()
    try:
        features = [f.name for f in d.opencl_c_features]
    except cl.Error:
        features = []
    # what the device's float config promises, as features a spec can require
    if d.single_fp_config & cl.device_fp_config.DENORM:
        features.append("fp32-denorms")
    print(json.dumps({"name": d.name, "version": d.version, "extensions": d.extensions.split(),
                      "features": features, "il_versions": d.il_version.split(),
                      "c_versions": device_c_versions(d)}))


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

    device = first_device()
    ctx = cl.Context([device])
    queue = cl.CommandQueue(ctx)
    if il_path:
        prog = cl.Program(ctx, Path(il_path).read_bytes()).build()
    else:
        prog = cl.Program(ctx, Path(spec_path).with_suffix(".cl").read_text())
        # OpenCL C 2.0 where the device has it, else 3.0 (its optional features by device),
        # unless the spec says (SOURCE_OPTIONS).
        versions = device_c_versions(device)
        std = "CL2.0" if not versions or "2.0" in versions else "CL3.0"
        prog = prog.build(options=getattr(spec, "SOURCE_OPTIONS", f"-cl-std={std}"))
    mf = cl.mem_flags
    images = getattr(spec, "IMAGES", {})

    def memory(k, v):
        if k not in images:
            return cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=v)
        order, ctype, *array = images[k]
        # pyopencl lacks CL_DEPTH (cl_khr_depth_images): its value from cl.h
        channel_order = getattr(cl.channel_order, order, None) or {"DEPTH": 0x10BD}[order]
        fmt = cl.ImageFormat(channel_order, getattr(cl.channel_type, ctype))
        if array == ["from_buffer"]:  # cl_khr_image2d_from_buffer: a 2D image over a buffer's rows
            backing = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=v)
            desc = cl.ImageDescriptor()
            desc.image_type = cl.mem_object_type.IMAGE2D
            desc.shape = v.shape[-2::-1]
            desc.pitches = (v.strides[0],)
            desc.buffer = backing
            return cl.Image(ctx, mf.READ_WRITE, fmt, desc=desc)
        return cl.create_image(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, fmt, shape=v.shape[-2::-1], hostbuf=v,
                               is_array=bool(array))

    def argument(k, v):
        if isinstance(v, tuple) and v[:1] == ("sampler",):
            _, normalized, addressing, filtering = v
            return cl.Sampler(ctx, normalized, getattr(cl.addressing_mode, addressing),
                              getattr(cl.filter_mode, filtering))
        if isinstance(v, tuple) and v[:1] == ("pipe",):
            if k not in pipes:
                pipes[k] = cl.Pipe(ctx, 0, v[1], v[2], [])
            return pipes[k]
        return bufs.get(k, v)

    pipes = {}
    if getattr(spec, "DEVICE_QUEUE", False):
        qp = cl.command_queue_properties
        device_queue = cl.CommandQueue(  # noqa: F841 (kept alive while kernels run)
            ctx, properties=qp.ON_DEVICE | qp.ON_DEVICE_DEFAULT | qp.OUT_OF_ORDER_EXEC_MODE_ENABLE)
    bufs = {k: memory(k, v) for k, v in kargs.items() if isinstance(v, np.ndarray)}
    steps = getattr(spec, "STEPS", None) or [(spec.KERNEL, spec.GLOBAL, getattr(spec, "LOCAL", None), list(kargs))]
    for name, global_size, local_size, names in steps:
        kernel = getattr(prog, name)
        kernel(queue, global_size, local_size, *[argument(k, kargs[k]) for k in names])
        queue.finish()
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

def checked_specs(kernels):
    """{kernel: its spec}; a spec that does not fit kernel_spec.KEYS ends the run before any
    case, each problem printed as a failure."""
    specs, wrong = {}, []
    for cl in kernels:
        try:
            specs[cl] = load_spec(cl.with_suffix(".py"))
        except kernel_spec.SpecError as e:
            wrong.append(e)
    for e in wrong:
        print(f"FAIL spec {e}", flush=True)
    if wrong:
        print(f"exec: 0 passed, {len(wrong)} failed (kernel specs)")
        sys.exit(1)
    return specs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--filter", default="", help="only cases whose 'kernel mode' contains this")
    ap.add_argument("-j", type=int, default=2, help="parallel workers (default 2)")
    major = llvm_version.selected()
    ap.add_argument("--plugin", default=llvm_version.plugin(major),
                    help="default: the plugin built for SPIRV_EMIT_LLVM (default %(default)s)")
    ap.add_argument("--clang", default=llvm_version.tool("clang", major))
    ap.add_argument("--opt", default=llvm_version.tool("opt", major))
    ap.add_argument("--link-dir", default=llvm_version.link_dir(major),
                    help="the directory of the spirv-emit command's llvm-spirv link, given to clang 15-19 "
                         "with -B in mode clang-target (default %(default)s)")
    ap.add_argument("--modes", default=",".join(default_modes(major)),
                    help=f"comma-separated modes out of {', '.join(MODES)} (default %(default)s)")
    ap.add_argument("--spirv-val", action="append",
                    help="validator binary (repeatable; default: Debian's and the venv's)")
    ap.add_argument("--pending", action="store_true",
                    help="also run kernels/pending/ (features not implemented yet)")
    ap.add_argument("--keep", action="store_true", help="keep temp dirs of failing cases")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="print the command and full output of failing steps")
    ap.add_argument("--runtime", action="append", choices=list(RUNTIMES),
                    help="runtime to run on (repeatable; default: all)")
    ap.add_argument("--all-modes", action="store_true", help="run every mode on every runtime")
    ap.add_argument("--kernels", default=str(HERE / "kernels"), help="the kernels' directory (default %(default)s)")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--il", help=argparse.SUPPRESS)
    ap.add_argument("--device-info", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    if args.device_info:
        return device_info_main()
    if args.child:
        try:
            return child_main(args.child, args.il)
        except Exception as e:  # one line on stdout for the summary, the trace for -v
            print(f"{type(e).__name__}: {e}".splitlines()[0], flush=True)
            raise
    if not os.environ.get("OCL_ICD_VENDORS"):
        sys.exit("OCL_ICD_VENDORS is not set: source scripts/setup.sh first")
    args.spirv_val = args.spirv_val or common.validators()
    args.plugin = str(Path(args.plugin).resolve())
    args.major = major

    kernels = sorted(k for suffix in ("*.cl", "*.ll", "*.hip") for k in Path(args.kernels).glob(suffix))
    if args.pending:
        kernels += sorted((Path(args.kernels) / "pending").glob("*.cl"))
    args.runtime = args.runtime or list(RUNTIMES)
    modes = [m for m in args.modes.split(",") if m]
    unknown = [m for m in modes if m not in MODES]
    if unknown:
        sys.exit(f"unknown modes {unknown}; modes are {MODES}")
    cases = [(cl, m) for cl in kernels for m in modes if args.filter in f"{cl.stem} {m}"
             and (cl.suffix != ".ll" or m == "opt-O2")
             and any(m in modes_of(args, r) for r in args.runtime)]
    specs = checked_specs(sorted({cl for cl, _ in cases}))
    skipped = [(cl, m, reason) for cl, m in cases
               if (reason := ("a HIP kernel has no OpenCL C source" if cl.suffix == ".hip" and m == "source"
                              else None)
                   or getattr(specs[cl], "SKIP_MODES", {}).get(m)
                   or getattr(specs[cl], "UNSUPPORTED_LLVM", {}).get(major))]
    for cl, m, reason in skipped:
        print(f"SKIP {cl.stem} [{m}]: {reason}", flush=True)
    cases = [(cl, m) for cl, m in cases if (cl, m) not in {(c, n) for c, n, _ in skipped}]

    start = time.time()
    args.evidence = evidence.Evidence(major, TIMEOUT)
    args.devices = {r: device_info(r) for r in args.runtime}
    for r, d in args.devices.items():
        shown = d if isinstance(d, Failure) else f"{d['name']}, {d['version']}, {' '.join(d['il_versions'])}"
        print(f"runtime {r}: {shown}", flush=True)
    kinds = ("passed", "failed", "skipped", "xfail", "runtime_bug")
    counts = {r: dict.fromkeys(kinds, 0) for r in [*args.runtime, None]}
    counts[None]["skipped"] = len(skipped)  # SKIP_MODES and UNSUPPORTED_LLVM: never run on any runtime
    with ThreadPoolExecutor(max(1, args.j)) as pool:
        results = pool.map(lambda c: run_case(args, *c), cases)
        for (cl, mode), outcomes in zip(cases, results):  # in order, as each finishes
            for r, o in outcomes:
                where = f"{mode} @{r}" if r and r != "intel" else mode
                if o is None:
                    counts[r]["passed"] += 1
                    print(f"PASS {cl.stem} [{where}]", flush=True)
                elif isinstance(o, Skip):
                    counts[r]["skipped"] += 1
                    print(f"SKIP {cl.stem} [{where}]: {o}", flush=True)
                elif isinstance(o, XFail):
                    counts[r]["xfail"] += 1
                    print(f"XFAIL {cl.stem} [{where}]: {o}", flush=True)
                elif isinstance(o, RuntimeBug):
                    counts[r]["runtime_bug"] += 1
                    print(f"RUNTIME-BUG {r}: {cl.stem} {mode}: {o}", flush=True)
                else:
                    counts[r]["failed"] += 1
                    print(f"FAIL {cl.stem} [{where}]: {o}", flush=True)
                    if args.verbose or args.keep:
                        print("    " + o.details.replace("\n", "\n    "), flush=True)
    for r, c in counts.items():
        if r:
            print(f"exec @{r}: {c['passed']} passed, {c['failed']} failed, {c['skipped']} skipped, "
                  f"{c['xfail']} expected failures, {c['runtime_bug']} runtime bugs")
    total = {k: sum(c[k] for c in counts.values()) for k in kinds}
    print(f"exec: {time.time() - start:.0f}s, {total['xfail']} expected failures, "
          f"{total['runtime_bug']} runtime bugs (not ours: RUNTIME-BUG lines)")
    print(f"exec (LLVM {major}; {', '.join(modes)}): {total['passed']} passed, {total['failed']} failed, "
          f"{total['skipped']} skipped, {total['runtime_bug']} runtime bugs")
    sys.exit(1 if total["failed"] else 0)


if __name__ == "__main__":
    main()
