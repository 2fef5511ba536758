"""Deciding, from evidence, whether a kernel that fails on a runtime shows a bug of that
runtime rather than of our module (imported by run.py).

When our module of a kernel fails on a runtime, the harness runs two more builds of the same
kernel there:
  - the runtime's own build of the OpenCL C source, and
  - the reference translator's module: clang-NN + llvm-spirv-NN where a translator matching
    the selected LLVM is installed, else clang-15 + llvm-spirv-15, at the same -O level and
    SPIR-V version as ours.
If the source build passes and the reference module fails the same way (the same failing
buffers, or the same kind of error when no buffer was compared), the runtime mishandles that
SPIR-V whoever writes it: a runtime bug, reported apart with this evidence and not counted as
our failure. Otherwise (the reference passes, cannot be made, fails differently, or the source
fails too) the failure stays ours, with what the evidence showed.

Reference modules are cached by content (the kernel's text, flags, level, version, tools) in
target/exec-cache/, and each evidence run is made once per (runtime, kernel, build).
"""
import hashlib
import os
import re
import shutil
import subprocess
import threading
from pathlib import Path

import common  # noqa: E402  (the reference translator; run.py puts scripts/ on the path)

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / "target" / "exec-cache"
# "out (output): 3/1024 differ: [0] got 1 want 2": the buffer a mismatch names.
MISMATCH = re.compile(r"(\w+) \((?:output|input buffer changed)\): \d+/\d+ differ")


def reference_tools(major):
    """(clang, llvm-spirv) of the reference translator for an LLVM major: that LLVM's own
    where its llvm-spirv exists, else LLVM 15's (Debian 12 packages only llvm-spirv-15)."""
    if shutil.which(f"llvm-spirv-{major}") and shutil.which(f"clang-{major}"):
        return f"clang-{major}", f"llvm-spirv-{major}"
    return common.REFERENCE_CLANG, common.REFERENCE_TRANSLATOR


def signature(output, returncode=None, timed_out=False):
    """How a run failed, comparable between two builds of one kernel: the failing buffers of a
    mismatch, else the kind of error (a signal, a timeout, the exception's first words)."""
    buffers = sorted(set(MISMATCH.findall(output)))
    if buffers:
        return "wrong values in " + ", ".join(buffers)
    if timed_out:
        return "timeout"
    if returncode is not None and returncode < 0:
        return f"killed by signal {-returncode}"
    lines = [l.strip() for l in output.splitlines() if l.strip()]
    head = lines[0] if lines else "(no output)"
    # "RuntimeError: clBuildProgram failed: BUILD_PROGRAM_FAILURE - ...": up to the second colon.
    return ":".join(head.split(":")[:2])


def first_mismatch(output):
    """The first line of a run's output that describes what went wrong."""
    lines = [l.strip() for l in output.splitlines() if l.strip()]
    return next((l for l in lines if MISMATCH.search(l)), lines[0] if lines else "(no output)")


class Evidence:
    """The evidence runs of one execution-suite invocation (shared by its worker threads)."""

    def __init__(self, major, timeout):
        self.clang, self.translator = reference_tools(major)
        self.timeout = timeout
        self.lock = threading.Lock()
        self.runs = {}  # (runtime, kernel, build) -> (passed, output, signature); build "source" or a .spv
        self.pending = {}  # key -> Event, so that two threads do not run the same thing

    def _once(self, key, compute, on_error):
        with self.lock:
            if key in self.runs:
                return self.runs[key]
            event = self.pending.get(key)
            mine = event is None
            if mine:
                event = self.pending[key] = threading.Event()
        if not mine:
            event.wait()
            return self.runs[key]
        try:
            result = compute()
        except Exception as e:  # noqa: BLE001 (a harness error is evidence of nothing)
            result = on_error(f"evidence run failed: {type(e).__name__}: {e}")
        with self.lock:
            self.runs[key] = result
        event.set()
        return result

    def run_child(self, command, env):
        """Runs one kernel run (the runtime's child process): (passed, output, signature)."""
        try:
            p = subprocess.run(command, capture_output=True, text=True, timeout=self.timeout, env=env)
        except subprocess.TimeoutExpired:
            return False, f"timed out after {self.timeout}s", "timeout"
        except OSError as e:
            return False, f"cannot run: {e}", "cannot run"
        out = (p.stdout + p.stderr).strip()
        if p.returncode == 0:
            return True, out, None
        return False, out or f"exit {p.returncode}", signature(p.stdout + p.stderr, p.returncode)

    def reference_module(self, cl, flags, level, version, ext):
        """(the reference translator's module of kernel cl, cached by content, ""), or
        (None, the reason) when it cannot be made."""
        text = cl.read_bytes()
        key = hashlib.sha256(repr((text, flags, level, version, ext, self.clang, self.translator))
                             .encode()).hexdigest()[:24]
        spv = CACHE / f"ref-{cl.stem}-{key}.spv"
        if spv.exists():
            return spv, ""
        CACHE.mkdir(parents=True, exist_ok=True)
        unique = f"{os.getpid()}.{threading.get_ident()}"  # suites of two LLVMs may share the cache
        bc = CACHE / f"ref-{cl.stem}-{key}.{unique}.bc"
        tmp = spv.with_suffix(f".{unique}.tmp")
        exts = ["--spirv-ext=+all"] if ext else []
        steps = [[self.clang, "-w", "-cl-std=CL2.0", "-target", "spir64", f"-{level}", *flags,
                  "-c", "-emit-llvm", str(cl), "-o", str(bc)],
                 [self.translator, f"--spirv-max-version={version}", *exts, str(bc), "-o", str(tmp)]]
        try:
            for cmd in steps:
                try:
                    p = subprocess.run(cmd, capture_output=True, text=True, timeout=self.timeout)
                except (subprocess.TimeoutExpired, OSError) as e:
                    return None, f"{cmd[0]}: {e}"
                if p.returncode != 0:
                    return None, f"{cmd[0]}: exit {p.returncode}: {first_mismatch(p.stdout + p.stderr)}"
            tmp.replace(spv)
            return spv, ""
        finally:
            bc.unlink(missing_ok=True)
            tmp.unlink(missing_ok=True)

    def judge(self, runtime, child, spec, cl, mode, version, ours, env):
        """Whether our failure `ours` (a Failure from running our module on `runtime`) is the
        runtime's: returns (True, evidence line) for a runtime bug, else (False, what the
        evidence showed). child is the runtime's child command without --il."""
        if cl.suffix != ".cl":
            return False, "no OpenCL C source to build on the runtime"
        level = "O0" if mode == "clang-O0" else "O2"
        failed_run = lambda why: (False, why, "harness error")  # noqa: E731
        source = self._once((runtime, cl, "source"), lambda: self.run_child(child, env), failed_run)
        if not source[0]:
            return False, f"the runtime's source build fails too ({first_mismatch(source[1])})"
        flags = list(getattr(spec, "CLANG_FLAGS", []))
        ext = getattr(spec, "EXT", "")
        spv, why = self._once((None, cl, level, version),
                              lambda: self.reference_module(cl, flags, level, version, ext),
                              lambda why: (None, why))
        if spv is None:
            return False, f"no reference module ({why})"
        ref = self._once((runtime, cl, str(spv)), lambda: self.run_child([*child, "--il", str(spv)], env),
                         failed_run)
        if ref[0]:
            return False, f"the reference module ({self.translator}) passes"
        if ref[2] != ours.signature:
            return False, f"the reference module fails otherwise: {first_mismatch(ref[1])}"
        return True, f"source passes, reference module fails: {first_mismatch(ref[1])}"
