#!/usr/bin/env python3
"""Byte-compares two plugins' SPIR-V over every lit input and execution kernel, at SPIR-V
1.0 and 1.4: the "same output before and after" check of a refactoring.

    cp target/release/libspirv_emit.so /tmp/base.so      # before the change
    scripts/compare_outputs.py --base /tmp/base.so        # after it: new = the current build

A lit .ll input gets the pass options of its first `%opt ... %s` RUN line (out= and version=
dropped), a lit .cl input the clang flags and SPIRV_EMIT_EXT of its first `%clang` RUN line; a kernel gets its spec's EXT and PASS_OPTIONS, and a .cl kernel is compiled to IR as
tests/exec/run.py's opt-O2 mode does (cached under target/compare_outputs/). Prints every input
whose bytes differ or that fails with one plugin only; exits 1 if there is one.
"""
import argparse
import re
import sys
import tempfile
from multiprocessing import Pool
from pathlib import Path

from common import ROOT, run, llvm_version

sys.path.insert(0, str(ROOT / "tests" / "exec"))
import kernel_spec  # noqa: E402  (each kernel's spec, checked)

VERSIONS = ("1.0", "1.4")
CACHE = ROOT / "target" / "compare_outputs"


def lit_inputs():
    """(path, opt flags, pass options) of every lit .ll input."""
    for ll in sorted((ROOT / "tests" / "lit").rglob("*.ll")):
        flags, params = [], ""
        for line in ll.read_text(errors="replace").splitlines():
            m = re.search(r"RUN:.*%opt\b(.*?)-passes='?spirv-emit<([^>]*)>.*%s", line)
            if m:
                flags = ["-opaque-pointers=0"] if "-opaque-pointers=0" in m.group(1) else []
                params = m.group(2)
                break
        yield ll, flags, params


def lit_cl_inputs():
    """(source, clang flags, pass options) of every lit .cl input, from its first `%clang` RUN line."""
    for cl in sorted((ROOT / "tests" / "lit").rglob("*.cl")):
        for line in cl.read_text(errors="replace").splitlines():
            m = re.search(r"RUN:(.*)%clang\s(.*?)%s", line)
            if m:
                ext = re.search(r"SPIRV_EMIT_EXT=(\S+)", m.group(1))
                words, flags = m.group(2).split(), []
                for k, word in enumerate(words):
                    if word == "-Xclang" or words[k - 1] == "-Xclang" or word in ("-target", "-g") or \
                            words[k - 1] == "-target" or word.startswith(("-cl-std", "-O", "-D")):
                        flags.append(word)
                yield cl, flags, f"ext={ext.group(1)}" if ext else ""
                break


def spec_values(py):
    """The EXT, PASS_OPTIONS and CLANG_FLAGS a kernel spec sets (read through the checker)."""
    spec = kernel_spec.load(py)
    return {key: getattr(spec, key) for key in ("EXT", "PASS_OPTIONS", "CLANG_FLAGS") if hasattr(spec, key)}


def exec_inputs():
    kernels = ROOT / "tests" / "exec" / "kernels"
    for src in sorted([*kernels.glob("*.cl"), *kernels.glob("*.ll")]):
        spec = spec_values(src.with_suffix(".py"))
        params = ";".join(p for p in (f"ext={spec['EXT']}" if spec.get("EXT") else "",
                                      spec.get("PASS_OPTIONS", "")) if p)
        yield src, spec.get("CLANG_FLAGS", []), params


def kernel_ir(src, clang_flags, cache_name=None, base=("-cl-std=CL2.0", "-target", "spir64", "-O2")):
    """The IR opt reads for a kernel: the .ll itself, or clang's IR of the .cl (cached)."""
    if src.suffix == ".ll":
        return src, None
    ll = CACHE / f"{cache_name or src.stem}.ll"
    if not ll.exists() or ll.stat().st_mtime < src.stat().st_mtime:
        CACHE.mkdir(parents=True, exist_ok=True)
        r = run([llvm_version.tool("clang"), *base, *clang_flags, "-S", "-emit-llvm", src, "-o", ll])
        if not r.ok:
            return None, f"clang: {r.why}"
    return ll, None


def translate(plugin, ll, flags, params, out):
    opts = ";".join(p for p in re.split(r";", params) if p and not p.startswith(("out=", "version=")))
    r = run([llvm_version.tool("opt"), *flags, f"-load-pass-plugin={plugin}",
             f"-passes=spirv-emit<out={out}{';' + opts if opts else ''}>", "-disable-output", ll])
    if not r.ok:
        return "fail: " + r.why
    return out.read_bytes() if out.exists() else "fail: no output"


def compare(job):
    base, new, name, ll, flags, params = job
    if ll is None:
        return [f"{name}: {flags}"]
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for version in VERSIONS:
            full = f"{params};version={version}" if params else f"version={version}"
            a = translate(base, ll, flags, full, Path(tmp) / "a.spv")
            b = translate(new, ll, flags, full, Path(tmp) / "b.spv")
            if isinstance(a, str) and isinstance(b, str):
                continue  # fails with both: not a difference
            if isinstance(a, str) or isinstance(b, str):
                problems.append(f"{name} @{version}: base {a if isinstance(a, str) else 'ok'}, "
                                f"new {b if isinstance(b, str) else 'ok'}")
            elif a != b:
                problems.append(f"{name} @{version}: output differs")
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--base", default=str(CACHE / "baseline.so"), help="the plugin before (default %(default)s)")
    ap.add_argument("--new", default=llvm_version.plugin(), help="the plugin after (default %(default)s)")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    jobs = [(args.base, args.new, str(p.relative_to(ROOT)), p, f, o) for p, f, o in lit_inputs()]
    skipped = []
    for src, clang_flags, params in lit_cl_inputs():
        ll, err = kernel_ir(src, clang_flags, "lit-" + src.stem, base=())
        if err:  # a .cl whose RUN line needs more than its flags (an include, another input)
            skipped.append(f"{src.relative_to(ROOT)}: {err}")
            continue
        jobs.append((args.base, args.new, str(src.relative_to(ROOT)), ll, [], params))
    for src, clang_flags, params in exec_inputs():
        ll, err = kernel_ir(src, clang_flags)
        jobs.append((args.base, args.new, str(src.relative_to(ROOT)), ll, err or [], params))
    with Pool(min(args.jobs, 2)) as pool:
        problems = [p for ps in pool.imap(compare, jobs) for p in ps]
    print("\n".join(problems))
    if skipped:
        print(f"skipped {len(skipped)} lit .cl input(s) clang does not compile alone:\n  " + "\n  ".join(skipped))
    print(f"{len(jobs)} inputs x {len(VERSIONS)} versions: {len(problems)} difference(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
