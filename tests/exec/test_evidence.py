#!/usr/bin/env python3
"""The execution harness decides runtime bugs by evidence (tests/exec/evidence.py): checked
here on a synthetic situation, independent of the real runtimes' bugs on this machine.

A fake runtime (fakes.py) runs kernels on Intel's CPU runtime but reads OpIMul in any SPIR-V
module as OpIAdd; a fake clang makes our module of an addition compute a subtraction. Then:
  - mul (c = a * b): our module fails, the reference translator's module fails the same way,
    the source build passes: RUNTIME-BUG, not counted as our failure;
  - add (c = a + b): our (wrong) module fails, the reference module passes: FAIL, although a
    runtime bug exists elsewhere;
  - the same add on the real runtime (no runtime bug): FAIL.
The spec checker's tests (test_kernel_spec.py) run here too.
Needs what the execution suite needs (scripts/setup.sh, the plugin built, clang-15 and
llvm-spirv-15). Run: .venv/bin/python tests/exec/test_evidence.py
"""
import contextlib
import io
import os
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import run  # noqa: E402
from test_kernel_spec import SpecChecks  # noqa: E402,F401  (run here too: the harness suite)

OP_IADD, OP_ISUB, OP_IMUL = 128, 130, 132
KERNEL = "kernel void k(global const int* a, global const int* b, global int* c) {{\n" \
         "  size_t i = get_global_id(0);\n  c[i] = a[i] {op} b[i];\n}}\n"
SPEC = """import numpy as np
KERNEL = "k"
GLOBAL = (64,)
def args(rng):
    return {{"a": rng.integers(2, 100, 64).astype(np.int32), "b": rng.integers(2, 100, 64).astype(np.int32),
            "c": np.zeros(64, np.int32)}}
def reference(a, b, c):
    return {{"c": a {op} b}}
"""


class Classification(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.TemporaryDirectory(prefix="exec-evidence-")
        root = Path(cls.dir.name)
        cls.kernels = root / "kernels"
        cls.kernels.mkdir()
        for name, op in (("add", "+"), ("mul", "*")):
            (cls.kernels / f"{name}.cl").write_text(KERNEL.format(op=op))
            (cls.kernels / f"{name}.py").write_text(SPEC.format(op=op))
        # The wrong compiler: clang with the plugin, then OpIAdd -> OpISub in its module.
        cls.clang = root / "wrong-clang"
        cls.clang.write_text(f"#!/bin/sh\nexec '{sys.executable}' '{HERE / 'fakes.py'}' clang "
                             f"{OP_IADD} {OP_ISUB} '{run.llvm_version.tool('clang')}' \"$@\"\n")
        cls.clang.chmod(0o755)
        run.RUNTIMES["buggy"] = ([sys.executable, str(HERE / "fakes.py"), "runtime", str(OP_IMUL), str(OP_IADD)],
                                 ["clang-O2"])

    @classmethod
    def tearDownClass(cls):
        del run.RUNTIMES["buggy"]
        cls.dir.cleanup()

    def exec_suite(self, runtime, *extra):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), self.assertRaises(SystemExit) as status:
            run.main(["--kernels", str(self.kernels), "--runtime", runtime, "--modes", "clang-O2", "-j", "1",
                      *extra])
        return status.exception.code, out.getvalue()

    def test_runtime_bug_and_wrong_module(self):
        code, out = self.exec_suite("buggy", "--clang", str(self.clang))
        self.assertRegex(out, r"RUNTIME-BUG buggy: mul clang-O2: evidence: source passes, "
                              r"reference module fails: c \(output\): \d+/64 differ", out)
        self.assertRegex(out, r"FAIL add \[clang-O2 @buggy\]: .*c \(output\).*\[evidence: the reference "
                              r"module \(llvm-spirv-\d+\) passes\]", out)
        self.assertIn("exec @buggy: 0 passed, 1 failed, 0 skipped, 0 expected failures, 1 runtime bugs", out)
        self.assertEqual(code, 1, out)

    def test_runtime_bug_alone_is_not_a_failure(self):
        code, out = self.exec_suite("buggy", "--filter", "mul")
        self.assertIn("RUNTIME-BUG buggy: mul clang-O2", out)
        self.assertIn("0 passed, 0 failed, 0 skipped, 1 runtime bugs", out)
        self.assertEqual(code, 0, out)

    def test_wrong_module_fails_on_a_right_runtime(self):
        code, out = self.exec_suite("intel", "--clang", str(self.clang), "--filter", "add")
        self.assertRegex(out, r"FAIL add \[clang-O2\]: .*c \(output\): \d+/64 differ.*\[evidence: the reference "
                              r"module \(llvm-spirv-\d+\) passes\]", out)
        self.assertEqual(code, 1, out)


class RuntimeStart(unittest.TestCase):
    """A runtime that finds no platform has not started: it is tried once more, and a second
    such failure, or any other, stands."""

    def child(self, fails):
        """A command that fails with pyopencl's no-platform message its first `fails` runs."""
        tmp = tempfile.mkdtemp()
        script = (f"import pathlib,sys; p=pathlib.Path({tmp!r})/'n'; n=int(p.read_text()) if p.exists() else 0; "
                  f"p.write_text(str(n+1)); sys.exit('LogicError: clGetPlatformIDs failed: "
                  f"{run.NO_PLATFORM}' if n < {fails} else 0)")
        return [sys.executable, "-c", script]

    def test_one_failed_start_is_retried(self):
        run.run_runtime("intel runtime", self.child(1), env=os.environ)

    def test_two_failed_starts_fail(self):
        with self.assertRaises(run.Failure):
            run.run_runtime("intel runtime", self.child(2), env=os.environ)


if __name__ == "__main__":
    if not os.environ.get("OCL_ICD_VENDORS"):
        sys.exit("OCL_ICD_VENDORS is not set: source scripts/setup.sh first")
    result = unittest.main(verbosity=2, exit=False).result
    failed = len(result.failures) + len(result.errors)
    print(f"exec harness: {result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
