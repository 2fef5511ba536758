#!/usr/bin/env python3
"""The execution-kernel spec checker (kernel_spec.py): a misspelt key, a value of the wrong
type or a missing key is an error naming the spec file and the key; every spec in
tests/exec/kernels passes; docs/TESTING.md explains exactly the keys the checker knows.

Needs no runtime: .venv/bin/python tests/exec/test_kernel_spec.py (the harness suite,
test_evidence.py, runs these tests too).
"""
import re
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import kernel_spec  # noqa: E402

GOOD = 'import numpy as np\n_N = 8\nKERNEL = "k"\nGLOBAL = (_N,)\n' \
       'def args(rng):\n    return {"a": np.zeros(_N, np.int32)}\n' \
       'def reference(a):\n    return {"a": a}\n'
MODES, RUNTIMES = ("clang-O2", "opt-O2"), ("intel", "pocl")


class SpecChecks(unittest.TestCase):
    def load(self, text):
        with tempfile.TemporaryDirectory(prefix="exec-spec-") as d:
            path = Path(d) / "k.py"
            path.write_text(text)
            return kernel_spec.load(path, MODES, RUNTIMES)

    def rejects(self, text, pattern):
        with self.assertRaisesRegex(kernel_spec.SpecError, r"k\.py: " + pattern):
            self.load(text)

    def test_a_good_spec_loads(self):
        spec = self.load(GOOD + 'XFAIL_ON = {"pocl/opt-O2": "why"}\nLOCAL = None\nRTOL = 0\n')
        self.assertEqual(spec.GLOBAL, (8,))

    def test_unknown_key(self):
        self.rejects(GOOD + 'XFAIL_IN = {"pocl": "typo"}\n', r"XFAIL_IN: unknown key")

    def test_wrong_types(self):
        self.rejects(GOOD + 'LOCAL = [64]\n', r"LOCAL: must be None or a tuple")
        self.rejects(GOOD + 'REQUIRES = "cl_khr_fp16"\n', r"REQUIRES: must be a list of strings")
        self.rejects(GOOD + 'OPENCL_ENV = 0\n', r"OPENCL_ENV: must be True or False")
        self.rejects(GOOD + 'IMAGES = {"a": ("RGBA", "FLOAT", "arrays")}\n', r"IMAGES: must be")
        self.rejects(GOOD + 'UNSUPPORTED_LLVM = {"16": "why"}\n', r"UNSUPPORTED_LLVM: must be")
        self.rejects(GOOD.replace("GLOBAL = (_N,)", "GLOBAL = (0,)"), r"GLOBAL: must be a tuple")
        self.rejects(GOOD.replace("def args(rng)", "args = {}\ndef _args(rng)"), r"args: must be a function")

    def test_missing_keys(self):
        self.rejects(GOOD.replace('KERNEL = "k"\n', ""), r"KERNEL: missing")
        self.rejects(GOOD.replace("def reference(a)", "def _reference(a)"), r"reference: missing")

    def test_steps_replace_kernel_and_sizes(self):
        steps = 'STEPS = [("k", (8,), None, ["a"])]\n'
        self.load(GOOD.replace('KERNEL = "k"\nGLOBAL = (_N,)\n', steps))
        self.rejects(GOOD + steps, r"GLOBAL: unused with STEPS")
        self.rejects(GOOD.replace('KERNEL = "k"\nGLOBAL = (_N,)\n', 'STEPS = [("k", (8,), ["a"])]\n'),
                     r"STEPS: must be")

    def test_names_of_modes_and_runtimes(self):
        self.rejects(GOOD + 'SKIP_MODES = {"clang-02": "typo"}\n', r"SKIP_MODES: 'clang-02' is not one of")
        self.rejects(GOOD + 'BROKEN_ON = {"posl": "typo"}\n', r"BROKEN_ON: 'posl' is not one of")

    def test_validators_reason_goes_with_none(self):
        self.load(GOOD + 'VALIDATORS = "none"\nVALIDATORS_REASON = "no validator knows it"\n')
        self.rejects(GOOD + 'VALIDATORS = "none"\n', r"VALIDATORS_REASON: says why")
        self.rejects(GOOD + 'VALIDATORS = "old"\n', r"VALIDATORS: must be")

    def test_every_problem_is_named(self):
        with self.assertRaises(kernel_spec.SpecError) as e:
            self.load(GOOD + "RTOL = -1\nATOL = '0'\n")
        self.assertIn("ATOL: must be", str(e.exception))
        self.assertIn("k.py: RTOL: must be", str(e.exception))

    def test_missing_spec(self):
        with self.assertRaisesRegex(kernel_spec.SpecError, r"nothing\.py: missing"):
            kernel_spec.load(HERE / "kernels" / "nothing.py")

    def test_every_kernel_spec_passes(self):
        import run  # the harness's own modes and runtimes
        kernels = [k for suffix in ("*.cl", "*.ll", "*.hip") for k in (HERE / "kernels").glob(suffix)]
        self.assertGreater(len(kernels), 100)
        for cl in kernels:
            run.load_spec(cl.with_suffix(".py"))

    def test_testing_md_explains_every_key(self):
        text = (HERE.parents[1] / "docs" / "TESTING.md").read_text()
        table = text.split("<!-- spec keys -->", 2)[1]
        first_columns = re.findall(r"^\| ([^|]*)\|", table, re.M)
        documented = {key for column in first_columns for key in re.findall(r"`(\w+)`", column)}
        self.assertEqual(documented, set(kernel_spec.KEYS))


if __name__ == "__main__":
    result = unittest.main(verbosity=2, exit=False).result
    failed = len(result.failures) + len(result.errors)
    print(f"kernel spec: {result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
