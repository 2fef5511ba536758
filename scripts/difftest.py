#!/usr/bin/env python3
"""Differential testing of the plugin's semantics with random OpenCL C programs.

Each seed gives a UB-free kernel (scripts/clgen.py). It is compiled by the clang of the LLVM
that SPIRV_EMIT_LLVM selects (default 16: scripts/llvm_version.py) with the
plugin at -O0 and at -O2, both modules are validated (spirv-val, Debian's and the venv's),
and run on Intel's OpenCL CPU runtime; the results (a checksum per work-item and the final
values of global atomics) are compared with the same program built from source by the
runtime's own compiler. Outcomes per seed:

  pass             both modules give the runtime's results
  mismatch         a module computes something else (a miscompilation)
  runtime-suspect  a mismatch, runtime crash or rejection that the reference translator's
                   module of the same program (clang-15 at the same level, llvm-spirv-15)
                   shows too, or a mismatch that only the runtime's optimizer makes (built
                   with -cl-opt-disable, the module and the source agree): more likely a bug
                   of the runtime (or the generator) than of the plugin; kept for a look
  plugin-crash     clang+plugin died (signal, abort) or reported an internal error
  plugin-refused   the plugin stopped with a diagnostic on this valid program
  invalid          spirv-val rejects the module
  runtime-rejected the runtime could not build the module
  runtime-crash    the runtime died running the module; hang: it ran past --timeout
  generator        clang or the runtime rejects the source itself, or the source run fails
                   (a bug of the generator or the harness)

Programs use aggregate initialisers, which clang-16 emits as address-space-0 private
globals (`@constinit`): the plugin translates them (docs/SUPPORT.md: module-scope variables in address
space 0), so a refusal of them is a plugin-refused like any other. Everything but `pass` is a
failure; failing programs are
kept in --keep-dir with a .txt of what happened. scripts/difftest-known.txt lists seeds that
fail for a known plugin gap or a runtime bug shown not to be the plugin's (`SEED OUTCOME what`;
a reduced program of a runtime bug goes to tests/exec/kernels with BROKEN_ON): they count as
expected failures (XFAIL) while they fail that way, and as failures once they pass (XPASS:
remove the line).

  scripts/difftest.py -n 20 --seed 1        # the bounded batch of scripts/test.sh
  scripts/difftest.py -n 1000 --seed 1000 -j 2 --keep-dir target/difftest
  scripts/difftest.py --replay prog.cl      # one program (e.g. a kept or reduced one)

Ends with `difftest: N passed, N failed` and exits non-zero on failures.
"""
import argparse
import concurrent.futures
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import clgen  # noqa: E402
import common  # noqa: E402
from common import crash_marks, llvm_version, validators  # noqa: E402

PLUGIN = Path(llvm_version.plugin())
CLANG = llvm_version.tool("clang")
VALIDATORS = validators()
LEVELS = ["O0", "O2"]
KNOWN = HERE / "difftest-known.txt"


def known_failures():
    """{seed: (outcome, what)} from difftest-known.txt."""
    known = {}
    for line in KNOWN.read_text().splitlines() if KNOWN.exists() else []:
        if line.strip() and not line.startswith("#"):
            seed, outcome, what = line.split(None, 2)
            known[int(seed)] = (outcome, what)
    return known


class Outcome(Exception):
    def __init__(self, kind, detail=""):
        super().__init__(kind)
        self.kind, self.detail = kind, detail


def run(cmd, timeout, env=None):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)


def crashed(p):
    return p.returncode < 0 or crash_marks(p.stdout + p.stderr)


def compile_level(cl, level, work, timeout):
    spv = work / f"{level}.spv"
    env = {**os.environ, "SPIRV_EMIT_OUT": str(spv)}
    cmd = [CLANG, "-w", "-cl-std=CL2.0", "-target", "spir64", f"-{level}", f"-fpass-plugin={PLUGIN}",
           "-c", "-emit-llvm", str(cl), "-o", str(work / f"{level}.bc")]
    try:
        p = run(cmd, timeout, env)
    except subprocess.TimeoutExpired:
        raise Outcome("plugin-crash", f"clang+plugin -{level} timed out after {timeout}s")
    text = (p.stdout + p.stderr).strip()
    if crashed(p):
        raise Outcome("plugin-crash", f"-{level}: exit {p.returncode}\n{text[-3000:]}")
    if p.returncode != 0:
        if "spirv-emit" in text:
            raise Outcome("plugin-refused", f"-{level}: {text[-3000:]}")
        raise Outcome("generator", f"clang -{level} rejects the program:\n{text[-3000:]}")
    if not spv.exists():
        raise Outcome("plugin-refused", f"-{level}: clang+plugin succeeded but wrote no SPIR-V")
    for val in VALIDATORS:
        v = run([val, str(spv)], timeout)
        if v.returncode != 0:
            raise Outcome("invalid", f"-{level}: {val}: {(v.stdout + v.stderr).strip()[:2000]}")
    return spv


class Worker:
    """A long-lived runtime process (--worker) that runs programs on request: it saves the
    interpreter, pyopencl and runtime start per program. Restarted after a crash or a hang."""

    def __init__(self):
        self.proc = None
        self.errlog = None
        self.buf = b""

    def start(self):
        self.errlog = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--worker"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.errlog)
        self.buf = b""

    def stop(self):
        if self.proc:
            self.proc.kill()
            self.proc.wait()
        self.proc = None

    def stderr_tail(self):
        self.errlog.seek(0)
        return self.errlog.read().decode(errors="replace").strip()[-2000:]

    def request(self, req, timeout):
        """Yields the reply's lines up to END; raises TimeoutError or EOFError."""
        if self.buf or not self.proc or self.proc.poll() is not None:
            self.stop()  # a reply left unread would be taken for this one's: start afresh
            self.start()
        self.proc.stdin.write((json.dumps(req) + "\n").encode())
        self.proc.stdin.flush()
        deadline = time.time() + timeout
        fd = self.proc.stdout.fileno()
        while True:
            while b"\n" in self.buf:
                line, self.buf = self.buf.split(b"\n", 1)
                line = line.decode(errors="replace")
                if line == "END":
                    return
                yield line
            left = deadline - time.time()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                self.stop()
                raise TimeoutError
            chunk = os.read(fd, 65536)
            if not chunk:
                self.proc.wait()
                raise EOFError(f"exit {self.proc.returncode}: {self.stderr_tail()}")
            self.buf += chunk


def translator_fails(cl, level, local_size, seed, work, timeout, worker, how):
    """Whether the reference translator's module (clang-15 -{level}, llvm-spirv-15) of the
    program fails on the runtime the same way: `how` is "mismatch" (it computes something
    else than the runtime's own build), "crash" (the runtime dies) or "rejected"."""
    bc, spv = work / "ref.bc", work / "ref.spv"
    try:
        if run([common.REFERENCE_CLANG, "-w", "-cl-std=CL2.0", "-target", "spir64", f"-{level}", "-c", "-emit-llvm",
                str(cl), "-o", str(bc)], timeout).returncode != 0 or \
           run([common.REFERENCE_TRANSLATOR, str(bc), "-o", str(spv)], timeout).returncode != 0:
            return False
        req = {"cl": str(cl), "local_size": local_size, "seed": seed, "ils": [["translator", str(spv)]]}
        prefix = {"mismatch": "MISMATCH ", "rejected": "REJECTED "}.get(how)
        return any([prefix is not None and l.startswith(prefix) for l in worker.request(req, timeout)])
    except EOFError:
        return how == "crash"
    except (subprocess.TimeoutExpired, TimeoutError):
        return False


def matches_unoptimized(cl, stage, spv, local_size, seed, timeout, worker):
    """Whether the module gives the runtime's results when the runtime optimizes neither it nor
    the source (-cl-opt-disable on both builds): a mismatch that only the runtime's optimizer
    makes."""
    req = {"cl": str(cl), "local_size": local_size, "seed": seed, "ils": [[stage, spv]], "opt_disable": True}
    try:
        return f"MATCH {stage}" in list(worker.request(req, timeout))
    except (TimeoutError, EOFError):
        return False


def check_program(src, local_size, seed, work, timeout, worker):
    """Raises Outcome unless every module matches the runtime's own build."""
    cl = work / "prog.cl"
    cl.write_text(src)
    spvs = [(lvl, str(compile_level(cl, lvl, work, timeout))) for lvl in LEVELS]
    req = {"cl": str(cl), "local_size": local_size, "seed": seed, "ils": spvs}
    stage = "source"
    lines = []
    try:
        for line in worker.request(req, timeout):
            lines.append(line)
            if line.startswith("BEGIN "):
                stage = line.split()[1]
    except TimeoutError:
        raise Outcome("generator" if stage == "source" else "hang", f"{stage}: timed out after {timeout}s")
    except EOFError as e:
        if stage == "source":
            raise Outcome("generator", f"{stage}: {e}")
        if translator_fails(cl, stage, local_size, seed, work, timeout, worker, "crash"):
            raise Outcome("runtime-suspect", f"{stage}: the runtime crashed, and on the reference translator's "
                          f"module too: {e}")
        raise Outcome("runtime-crash", f"{stage}: {e}")
    for line in lines:  # the reply is complete: the worker can take the translator's module
        if line.startswith("BEGIN "):
            stage = line.split()[1]
        elif line.startswith("MISMATCH "):
            if translator_fails(cl, stage, local_size, seed, work, timeout, worker, "mismatch"):
                raise Outcome("runtime-suspect", line + " (the reference translator's module mismatches too)")
            if matches_unoptimized(cl, stage, dict(spvs)[stage], local_size, seed, timeout, worker):
                raise Outcome("runtime-suspect", line + " (only with the runtime's optimizer: built with "
                              "-cl-opt-disable, the module and the source agree)")
            raise Outcome("mismatch", line)
        elif line.startswith("REJECTED "):
            if stage == "source":
                raise Outcome("generator", line)
            if translator_fails(cl, stage, local_size, seed, work, timeout, worker, "rejected"):
                raise Outcome("runtime-suspect", line + " (the reference translator's module is rejected too)")
            raise Outcome("runtime-rejected", line)


WORKERS = threading.local()


def test_seed(args, seed):
    """Returns (outcome, detail, source)."""
    if not hasattr(WORKERS, "worker"):
        WORKERS.worker = Worker()
        args.workers.append(WORKERS.worker)
    work = Path(tempfile.mkdtemp(prefix=f"difftest-{seed}-"))
    try:
        src, ls = clgen.generate(seed)
        try:
            check_program(src, ls, seed, work, args.timeout, WORKERS.worker)
            return "pass", "", src
        except Outcome as o:
            return o.kind, o.detail, src
    finally:
        shutil.rmtree(work, ignore_errors=True)


# ---- child: one program on the runtime, from source and from each module --------------

def worker_main():
    """Serves run requests (one JSON line each) until stdin closes; answers each with lines
    BEGIN stage, MATCH/MISMATCH/REJECTED, and END."""
    import warnings
    import numpy as np
    import pyopencl as cl

    warnings.simplefilter("ignore", cl.CompilerWarning)
    ctx = cl.Context([p.get_devices()[0] for p in cl.get_platforms()][:1])
    queue = cl.CommandQueue(ctx)
    mf = cl.mem_flags

    def serve(req):
        rng = np.random.default_rng(req["seed"])
        gin = rng.integers(-(1 << 31), 1 << 31, clgen.GIN_LEN, dtype=np.int64).astype(np.int32)
        gatom0 = rng.integers(0, 1 << 32, len(clgen.ATOMIC_OPS) * clgen.ATOMIC_SLOTS,
                              dtype=np.uint64).astype(np.uint32)

        def execute(prog):
            out = np.zeros(clgen.GLOBAL_SIZE, np.uint64)
            gatom = gatom0.copy()
            b_out = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=out)
            b_atom = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=gatom)
            b_in = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=gin)
            prog.entry(queue, (clgen.GLOBAL_SIZE,), (req["local_size"],), b_out, b_atom, b_in)
            cl.enqueue_copy(queue, out, b_out)
            cl.enqueue_copy(queue, gatom, b_atom)
            queue.finish()
            return out, gatom

        def build(name, make):
            print(f"BEGIN {name}", flush=True)
            options = ["-cl-std=CL2.0"] if name == "source" else []
            if req.get("opt_disable"):
                options.append("-cl-opt-disable")
            try:
                return make().build(options=" ".join(options))
            except cl.Error as e:
                print(f"REJECTED {name}: {str(e).splitlines()[0]}", flush=True)
                return None

        prog = build("source", lambda: cl.Program(ctx, Path(req["cl"]).read_text()))
        if prog is None:
            return
        want = execute(prog)
        for name, path in req["ils"]:
            prog = build(name, lambda: cl.Program(ctx, Path(path).read_bytes()))
            if prog is None:
                return
            got = execute(prog)
            for what, g, w in (("out", got[0], want[0]), ("gatom", got[1], want[1])):
                bad = np.flatnonzero(g != w)
                if bad.size:
                    shown = ", ".join(f"[{i}] got {g[i]:#x} want {w[i]:#x}" for i in bad[:3])
                    print(f"MISMATCH {name}: {what}: {bad.size}/{g.size} differ: {shown}", flush=True)
                    return
            print(f"MATCH {name}", flush=True)

    for line in sys.stdin:
        serve(json.loads(line))
        print("END", flush=True)


# ---- driver -------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=20, help="programs to test")
    ap.add_argument("--seed", type=int, default=1, help="first seed")
    ap.add_argument("-j", type=int, default=1, help="parallel jobs")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per compile or run (a loaded machine needs minutes)")
    ap.add_argument("--keep-dir", help="keep failing programs here (default: target/difftest)")
    ap.add_argument("--replay", help="test one OpenCL C file (first line may say '// global size G, local size L')")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        return worker_main()
    args.workers = []
    if not os.environ.get("OCL_ICD_VENDORS"):
        sys.exit("OCL_ICD_VENDORS is not set: source scripts/setup.sh first")
    if args.replay:
        src = Path(args.replay).read_text()
        m = re.search(r"local size (\d+)", src)
        s = re.search(r"clgen seed (\d+)", src)
        work = Path(tempfile.mkdtemp(prefix="difftest-replay-"))
        worker = Worker()
        try:
            check_program(src, int(m.group(1)) if m else 16, int(s.group(1)) if s else 0, work, args.timeout,
                          worker)
            print("pass\ndifftest: 1 passed, 0 failed")
            return 0
        except Outcome as o:
            print(f"{o.kind}: {o.detail}\ndifftest: 0 passed, 1 failed")
            return 1
        finally:
            worker.stop()
            shutil.rmtree(work, ignore_errors=True)

    keep = Path(args.keep_dir or ROOT / "target/difftest")
    seeds = range(args.seed, args.seed + args.n)
    counts = Counter()
    known = known_failures()
    start = time.time()
    with concurrent.futures.ThreadPoolExecutor(max(1, args.j)) as pool:
        for seed, (kind, detail, src) in zip(seeds, pool.map(lambda s: test_seed(args, s), seeds)):
            if seed in known and known[seed][0] == kind:
                counts["xfail"] += 1
                print(f"XFAIL seed {seed}: {kind}: known: {known[seed][1]}", flush=True)
                continue
            if seed in known and kind == "pass":
                kind = "xpass"
                detail = f"listed in {KNOWN.name} as {known[seed][0]} ({known[seed][1]}) but passes now"
            counts[kind] += 1
            if kind != "pass":
                keep.mkdir(parents=True, exist_ok=True)
                (keep / f"{seed}.cl").write_text(src)
                (keep / f"{seed}.txt").write_text(f"{kind}\n{detail}\n")
                first = detail.strip().splitlines()[0] if detail.strip() else ""
                print(f"FAIL seed {seed}: {kind}: {first[:300]}", flush=True)
            elif args.n <= 50:
                print(f"PASS seed {seed}", flush=True)
            done = seed - args.seed + 1
            if args.n > 50 and done % 50 == 0:
                print(f"progress: {done}/{args.n}: {dict(sorted(counts.items()))}, {time.time() - start:.0f}s", flush=True)
    for w in args.workers:
        w.stop()
    took = time.time() - start
    print(f"outcomes: {dict(sorted(counts.items()))}; {took:.0f}s, {took / max(1, args.n):.1f}s per program")
    failed = args.n - counts["pass"] - counts["xfail"]
    print(f"difftest: {counts['pass']} passed, {failed} failed, {counts['xfail']} expected failures")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
