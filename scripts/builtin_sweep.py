#!/usr/bin/env python3
"""Builtin sweep: calls every OpenCL C builtin overload clang declares and checks the plugin.

Enumerates every function opencl-c.h declares (clang-NN's, as an OpenCL C 1.2, 2.0 and 3.0
build with every extension and feature sees it), plus the builtins clang implements itself
(pipes, device-side enqueue, kernel queries, to_global/to_local/to_private), writes one kernel
per overload (arguments read from a buffer, results written to one, so -O2 keeps every call),
compiles them in batches through clang with the plugin at -O0 and -O2 (declared by opencl-c.h;
`--tablegen`: clang's default `-fdeclare-opencl-builtins`), validates each module with
both spirv-val versions and reads it back with `llvm-spirv-15 -r`. A failing batch is bisected
down to the failing overloads. With `--translator` the same batches also go through clang-15 and
llvm-spirv-15 (the reference translator), to compare what each accepts.

    .venv/bin/python scripts/builtin_sweep.py                 # all overloads, -O0 and -O2
    .venv/bin/python scripts/builtin_sweep.py -k sub_group    # builtins whose name contains it
    .venv/bin/python scripts/builtin_sweep.py --translator    # also the reference translator
    .venv/bin/python scripts/builtin_sweep.py --rerun target/builtin-sweep/failures.json  # what failed before

Results go to target/builtin-sweep/ (report.txt, failures.json, the failing sources); the
last line counts overloads and failures. Exit status 1 when any overload fails in the plugin.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import llvm_version  # noqa: E402
import common  # noqa: E402  (running tools, the validators)

STDS = ["CL2.0", "CL3.0", "CL1.2"]  # preferred first: a batch compiles with the first std declaring all of it
SLOT = 256  # bytes of the input/output buffers given to each argument/result

# Values of scalar and vector types are read from the input buffer.
SCALARS = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double", "half",
           "size_t", "ptrdiff_t", "intptr_t", "uintptr_t"}
VECTOR_RE = re.compile(r"^(char|uchar|short|ushort|int|uint|long|ulong|float|double|half)(2|3|4|8|16)$")
# Enumerations and flags: a typical constant.
CONSTANTS = {
    "memory_order": "memory_order_relaxed",
    "memory_scope": "memory_scope_work_group",
    "cl_mem_fence_flags": "CLK_GLOBAL_MEM_FENCE",
    "kernel_enqueue_flags_t": "CLK_ENQUEUE_FLAGS_NO_WAIT",
    "clk_profiling_info": "CLK_PROFILING_COMMAND_EXEC_TIME",
}
# Parameters the specification requires to be constant expressions (or SPIR-V needs constant).
CONSTANT_PARAMS = {"clustersize": "4", "cluster_size": "4"}
# Opaque values made by another builtin.
MAKERS = {
    "event_t": "async_work_group_copy((__local char *)lmem, (const __global char *)in, 4, 0)",
    "clk_event_t": "create_user_event()",
    "queue_t": "get_default_queue()",
    "ndrange_t": "ndrange_1D(4)",
}
ACCESS = {"__read_only": "read_only", "__write_only": "write_only", "__read_write": "read_write"}

PRELUDE = """#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_intel_device_side_avc_motion_estimation : enable
"""


def is_value_type(t):
    return t in SCALARS or VECTOR_RE.match(t) is not None


# ---------------------------------------------------------------------------------------------
# Enumeration

DECL_RE = re.compile(r"^\|-FunctionDecl 0x[0-9a-f]+ <[^>]*> (?:col|line):[0-9:]+ (?:used )?(\w+) '(.*)'$")
PARM_RE = re.compile(r"^\| [|`]-ParmVarDecl 0x[0-9a-f]+ <[^>]*> (?:col|line):[0-9:]+ (?:(\w+) )?'([^']*)'")


def enumerate_header(clang):
    """{signature key: overload} over CL1.2, 2.0 and 3.0 with every extension (opencl-c.h)."""
    overloads = {}
    with tempfile.TemporaryDirectory() as tmp:
        empty = os.path.join(tmp, "e.cl")
        open(empty, "w").close()
        for std in ["CL2.0", "CL3.0", "CL1.2"]:
            dump = subprocess.run([clang, "-cc1", "-triple", "spir64", f"-cl-std={std}", "-finclude-default-header",
                                   "-cl-ext=+all", "-fsyntax-only", "-ast-dump", empty],
                                  capture_output=True, text=True, check=True).stdout
            current = None
            for line in dump.splitlines():
                m = DECL_RE.match(line)
                if m:
                    name, ftype = m.groups()
                    current = None
                    if name == "printf":
                        continue
                    key = f"{name} {ftype}"
                    if key not in overloads:
                        ret = ftype[:ftype.index("(")].strip()
                        current = overloads[key] = {"name": name, "ret": ret, "params": [], "stds": [], "key": key}
                    overloads[key]["stds"].append(std)
                    continue
                if line.startswith("|-") or line.startswith("`-"):
                    current = None
                    continue
                p = PARM_RE.match(line)
                if p and current is not None:
                    current["params"].append((p.group(1) or "", p.group(2)))
    return overloads


# Builtins clang implements itself (Builtins.def), not declared in opencl-c.h: hand-written calls.
def clang_builtin_cases():
    cases = []

    def add(name, body, params="", std="CL2.0"):
        cases.append({"name": name, "key": f"{name} [clang builtin] {body}", "custom": body,
                      "custom_params": params, "stds": [std]})
    rp = "read_only pipe int rp"
    wp = "write_only pipe int wp"
    add("read_pipe", "*(__global int *)out = read_pipe(rp, (__global int *)in);", rp)
    add("write_pipe", "*(__global int *)out = write_pipe(wp, (__global int *)in);", wp)
    add("read_pipe", "reserve_id_t r = reserve_read_pipe(rp, 2); *(__global int *)out = read_pipe(rp, r, 1, (__global int *)in); commit_read_pipe(rp, r);", rp)
    add("write_pipe", "reserve_id_t r = reserve_write_pipe(wp, 2); *(__global int *)out = write_pipe(wp, r, 1, (__global int *)in); commit_write_pipe(wp, r);", wp)
    add("is_valid_reserve_id", "reserve_id_t r = reserve_read_pipe(rp, 2); *(__global int *)out = is_valid_reserve_id(r); commit_read_pipe(rp, r);", rp)
    for scope in ["work_group", "sub_group"]:
        add(f"{scope}_reserve_read_pipe", f"reserve_id_t r = {scope}_reserve_read_pipe(rp, 2); *(__global int *)out = read_pipe(rp, r, 0, (__global int *)in); {scope}_commit_read_pipe(rp, r);", rp)
        add(f"{scope}_reserve_write_pipe", f"reserve_id_t r = {scope}_reserve_write_pipe(wp, 2); *(__global int *)out = write_pipe(wp, r, 0, (__global int *)in); {scope}_commit_write_pipe(wp, r);", wp)
    add("get_pipe_num_packets", "*(__global uint *)out = get_pipe_num_packets(rp) + get_pipe_max_packets(rp);", rp)
    add("get_pipe_max_packets", "*(__global uint *)out = get_pipe_num_packets(wp) + get_pipe_max_packets(wp);", wp)
    blk = "^{ ((__global int *)out)[get_global_id(0)] = 1; }"
    lblk = "^(local void *l) { ((__global int *)out)[0] = ((local int *)l)[0]; }"
    add("enqueue_kernel", f"*(__global int *)out = enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(4), {blk});")
    add("enqueue_kernel", f"clk_event_t ev; *(__global int *)out = enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(4), 0, 0, &ev, {blk}); release_event(ev);")
    add("enqueue_kernel", f"*(__global int *)out = enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(4), {lblk}, 16u);")
    add("enqueue_kernel", f"clk_event_t ev; *(__global int *)out = enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(4), 0, 0, &ev, {lblk}, 16u); release_event(ev);")
    add("enqueue_kernel", f"clk_event_t evs[2]; evs[0] = create_user_event(); evs[1] = create_user_event(); clk_event_t ev; *(__global int *)out = enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(4), 2, evs, &ev, {blk}); release_event(evs[0]); release_event(evs[1]); release_event(ev);")
    add("get_kernel_work_group_size", f"*(__global uint *)out = get_kernel_work_group_size({blk});")
    add("get_kernel_preferred_work_group_size_multiple", f"*(__global uint *)out = get_kernel_preferred_work_group_size_multiple({blk});")
    add("get_kernel_max_sub_group_size_for_ndrange", f"*(__global uint *)out = get_kernel_max_sub_group_size_for_ndrange(ndrange_1D(4), {blk});")
    add("get_kernel_sub_group_count_for_ndrange", f"*(__global uint *)out = get_kernel_sub_group_count_for_ndrange(ndrange_1D(4), {blk});")
    for to in ["to_global", "to_local", "to_private"]:
        add(to, f"int p[2] = {{1, 2}}; __generic int *g = ((__global int *)in)[0] ? (__generic int *)p : (__generic int *)in; *(__global ulong *)out = (ulong){to}(g);")
    add("printf", 'printf("%d %f %s %v4hlf %c %p\\n", 1, 2.0f, "s", (float4)(1.0f), (char)65, in);')
    return cases


# ---------------------------------------------------------------------------------------------
# Kernel generation

def split_pointer(t):
    """'volatile __generic atomic_int *__private' -> (['volatile'], '__generic', 'atomic_int'), or None."""
    t = t.strip()
    if t.endswith("*__private"):
        t = t[: -len("__private")].strip()
    if not t.endswith("*"):
        return None
    words = t[:-1].split()
    quals = [w for w in words if w in ("const", "volatile")]
    spaces = [w for w in words if w in ("__global", "__local", "__constant", "__private", "__generic")]
    base = [w for w in words if w not in quals and w not in spaces]
    if len(base) != 1:
        raise ValueError(f"pointer type {t!r}")
    return quals, (spaces[0] if spaces else "__generic"), base[0]


def strip_value(t):
    words = [w for w in t.split() if w not in ("__private", "const")]
    return " ".join(words)


class KernelWriter:
    def __init__(self, index):
        self.index = index
        self.params = []     # extra kernel parameters
        self.lines = []
        self.tmp = 0

    def fresh(self, stem):
        self.tmp += 1
        return f"{stem}{self.tmp}"

    def argument(self, slot, pname, ptype):
        ptr = split_pointer(ptype)
        if ptr is not None:
            return self.pointer_argument(slot, *ptr)
        t = strip_value(ptype)
        words = t.split()
        if len(words) == 2 and words[0] in ACCESS:  # an image
            v = self.fresh("img")
            self.params.append(f"{ACCESS[words[0]]} {words[1]} {v}")
            return v
        if t.startswith("image") or t.endswith("_t") and t.startswith("image"):
            v = self.fresh("img")
            self.params.append(f"read_only {t} {v}")
            return v
        if t == "sampler_t":
            v = self.fresh("smp")
            self.params.append(f"sampler_t {v}")
            return v
        if pname in CONSTANT_PARAMS:
            return CONSTANT_PARAMS[pname]
        if t in CONSTANTS:
            return CONSTANTS[t]
        if t == "bool":
            return f"(bool)in[{slot * SLOT}]"
        if is_value_type(t):
            return f"*(const __global {t} *)(in + {slot * SLOT})"
        if t in MAKERS:
            v = self.fresh("v")
            self.lines.append(f"{t} {v} = {MAKERS[t]};")
            return v
        if t.startswith("intel_sub_group_avc_"):
            v = self.fresh("v")
            self.lines.append(f"{t} {v} = 0;")
            return v
        if t == "reserve_id_t":
            raise ValueError("reserve_id_t value")
        raise ValueError(f"value type {t!r}")

    def pointer_argument(self, slot, quals, space, base):
        q = " ".join(quals + [space])
        cast = f"({q} {base} *)"
        if base in ("event_t", "clk_event_t"):
            v = self.fresh("evs")
            maker = MAKERS[base]
            self.lines.append(f"{base} {v}[2];")
            self.lines.append(f"{v}[0] = {maker}; {v}[1] = {maker};")
            return f"{cast}{v}" if space == "__generic" else v
        if base == "void":
            base_src = "char"
        else:
            base_src = base
        if space == "__global":
            return f"{cast}(in + {slot * SLOT})"
        if space == "__constant":
            return f"{cast}(cin + {slot * SLOT})"
        if space == "__local":
            return f"{cast}(lmem + {slot * SLOT})"
        if space == "__private":
            v = self.fresh("priv")
            self.lines.append(f"{base_src} {v}[16];")
            self.lines.append(f"for (int i = 0; i < 16; i++) {v}[i] = ((__global {base_src} *)in)[i];" if "atomic" not in base_src
                              else f"// {v}: private atomics")
            return f"{cast}{v}"
        # generic: a global pointer seen as generic
        return f"{cast}(__global char *)(in + {slot * SLOT})"

    def result(self, ret, call):
        r = strip_value(ret)
        if r == "void":
            self.lines.append(f"{call};")
        elif r == "bool":
            self.lines.append(f"out[0] = {call};")
        elif is_value_type(r):
            self.lines.append(f"*(__global {r} *)out = {call};")
        elif split_pointer(ret) is not None or r.endswith("*"):
            self.lines.append(f"*(__global ulong *)out = (ulong){call};")
        elif r in ("event_t",):
            v = self.fresh("r")
            self.lines.append(f"event_t {v} = {call};")
            self.lines.append(f"wait_group_events(1, &{v});")
        elif r == "clk_event_t":
            v = self.fresh("r")
            self.lines.append(f"clk_event_t {v} = {call};")
            self.lines.append(f"release_event({v});")
        elif r == "queue_t" or r == "ndrange_t" or r.startswith("intel_sub_group_avc_"):
            v = self.fresh("r")
            self.lines.append(f"{r} {v} = {call};")
            if r == "ndrange_t":
                self.lines.append(f"*(__global int *)out = enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, {v}, ^{{ out[1] = 1; }});")
            elif r == "queue_t":
                self.lines.append(f"*(__global int *)out = enqueue_marker({v}, 0, 0, 0);")
            else:
                self.lines.append(f"(void){v};")
        else:
            raise ValueError(f"return type {ret!r}")

    def source(self):
        params = ", ".join(["__global char *in", "__global char *out", "__constant char *cin", "__local char *lmem"]
                           + self.params)
        body = "\n  ".join(self.lines)
        return f"__kernel void k{self.index}({params}) {{\n  {body}\n}}\n"


def kernel_source(index, overload):
    w = KernelWriter(index)
    if "custom" in overload:
        if overload["custom_params"]:
            w.params.append(overload["custom_params"])
        w.lines.append(overload["custom"])
        return w.source()
    args = [w.argument(slot, pname, ptype) for slot, (pname, ptype) in enumerate(overload["params"])]
    w.result(overload["ret"], f"{overload['name']}({', '.join(args)})")
    return w.source()


# ---------------------------------------------------------------------------------------------
# Running


def run(cmd, env=None, timeout=300):
    """(exit status, negative for a signal, -1 on a timeout; stdout+stderr)."""
    r = common.run(cmd, timeout, env=env)
    if r.timed_out:
        return -1, f"timeout after {timeout}s: {' '.join(map(str, cmd))}"
    if r.returncode is None:
        return -1, f"{r.why}: {' '.join(map(str, cmd))}"
    return r.returncode, r.output


class Sweep:
    def __init__(self, args):
        self.args = args
        major = llvm_version.selected()
        self.clang = llvm_version.tool("clang", major)
        self.plugin = args.plugin or llvm_version.plugin(major)
        self.workdir = args.out
        # opencl-c.h (what the overloads were enumerated from) rather than clang's default
        # -fdeclare-opencl-builtins, which lacks some extensions' builtins (cl_intel_subgroups);
        # both give the same mangled names. --tablegen uses the default.
        self.header = [] if args.tablegen else ["-cl-no-stdinc", "-Xclang", "-finclude-default-header"]

    def ours(self, src_path, std, opt, tmp):
        """None if the plugin translates the file into a module every checker accepts; else the message."""
        spv = os.path.join(tmp, "o.spv")
        env = dict(os.environ, SPIRV_EMIT_OUT=spv)
        rc, out = run([self.clang, f"-cl-std={std}", "-target", "spir64", f"-{opt}", f"-fpass-plugin={self.plugin}"]
                      + self.header + ["-c", "-emit-llvm", src_path, "-o", os.path.join(tmp, "o.bc")], env=env)
        if rc != 0:
            kind = "frontend" if "spirv-emit" not in out else "plugin"
            if "internal error" in out or rc < 0 and "timeout" not in out:
                kind = "crash"
            return kind, out
        if not os.path.exists(spv):
            return "plugin", "no output file\n" + out
        for tool in ([val, *common.SPIRV_VAL_LIMITS, spv] for val in common.validators(spv=spv)):
            rc, out = run(tool)
            if rc != 0:
                return "validator", f"{tool[0]}: {out}"
        rc, out = run([common.REFERENCE_TRANSLATOR, "-r", "--spirv-target-env=CL2.0", spv, "-o", os.path.join(tmp, "r.bc")])
        if rc != 0:
            return "reader", f"llvm-spirv-15 -r: {out}"
        return None

    def translator(self, src_path, std, opt, tmp):
        bc = os.path.join(tmp, "t.bc")
        rc, out = run([common.REFERENCE_CLANG, f"-cl-std={std}", "-target", "spir64", f"-{opt}"] + self.header
                      + ["-c", "-emit-llvm", src_path, "-o", bc])
        if rc != 0:
            return "frontend15", out
        rc, out = run([common.REFERENCE_TRANSLATOR, "--spirv-ext=+all", bc, "-o", os.path.join(tmp, "t.spv")])
        if rc != 0:
            return "translator", out
        return None

    def check(self, which, items, std, opt):
        with tempfile.TemporaryDirectory() as tmp:
            src = os.path.join(tmp, "b.cl")
            with open(src, "w") as f:
                f.write(PRELUDE)
                for index, ov in items:
                    f.write(ov["source"])
            return (self.ours if which == "ours" else self.translator)(src, std, opt, tmp)

    def failing(self, which, items, std, opt):
        """[(overload index, kind, message)] for the items failing alone: the plugin's
        errors name their kernels (`in function 'kN'`); other failures are bisected."""
        res = self.check(which, items, std, opt)
        if res is None:
            return []
        if len(items) == 1:
            return [(items[0][0], res[0], res[1])]
        if res[0] == "plugin":
            named = attribute(res[1])
        elif res[0] in ("frontend", "frontend15"):
            named = attribute_lines(res[1], items)
        else:
            named = {}
        if named:
            found = [(i, res[0], named[i]) for i, _ in items if i in named]
            rest = [(i, ov) for i, ov in items if i not in named]
            return found + (self.failing(which, rest, std, opt) if rest else [])
        half = len(items) // 2
        return self.failing(which, items[:half], std, opt) + self.failing(which, items[half:], std, opt)


def attribute(message):
    """{overload index: its problem} from a plugin diagnostic naming kernels `kN`."""
    named = {}
    lines = message.splitlines()
    for n, line in enumerate(lines):
        m = re.search(r"in function '(?:__clang_ocl_kern_imp_)?k(\d+)'", line)
        if m:
            detail = [line.strip()] + [x.strip() for x in lines[n + 1:n + 2] if not re.search(r"in function '", x)]
            named.setdefault(int(m.group(1)), "spirv-emit: " + " | ".join(detail))
    return named


def attribute_lines(message, items):
    """{overload index: its error} from clang errors `b.cl:LINE:COL: error:` (the batch's layout)."""
    starts = []
    line = PRELUDE.count("\n") + 1
    for index, ov in items:
        starts.append((line, line + ov["source"].count("\n") - 1, index))
        line += ov["source"].count("\n")
    named = {}
    for m in re.finditer(r"b\.cl:(\d+):\d+: error: (.*)", message):
        at = int(m.group(1))
        for first, last, index in starts:
            if first <= at <= last:
                named.setdefault(index, "clang: " + m.group(2))
    return named


def first_line(msg):
    """The gist of a failure, for grouping: no kernel names, mangled names or instruction."""
    msg = re.sub(r"in function '\w+': ", "", msg.split(" | ")[0])
    msg = re.sub(r" ?\(_Z\w+\)", "", msg)
    msg = re.sub(r"'(?:intel_sub_group_avc|\w+)'", lambda m: m.group(0) if "avc" not in m.group(0) else "'intel_sub_group_avc_*'", msg)
    for line in msg.splitlines():
        line = line.strip()
        if "error" in line or "rror:" in line or "spirv-emit" in line:
            return re.sub(r"/tmp/[^ :]+", "FILE", line)[:300]
    return re.sub(r"/tmp/[^ :]+", "FILE", msg.strip().splitlines()[0] if msg.strip() else "")[:300]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-k", help="only builtins whose name contains this")
    ap.add_argument("--opt", default="O0,O2", help="optimization levels (default O0,O2)")
    ap.add_argument("--batch", type=int, default=150, help="overloads per compiled file")
    ap.add_argument("-j", type=int, default=2, help="parallel jobs")
    ap.add_argument("--translator", action="store_true", help="also run clang-15 + llvm-spirv-15 on the same kernels")
    ap.add_argument("--no-ours", action="store_true", help="skip the plugin (with --translator)")
    ap.add_argument("--out", default=os.path.join(ROOT, "target", "builtin-sweep"))
    ap.add_argument("--plugin", help="the plugin to test (default: the one built for SPIRV_EMIT_LLVM)")
    ap.add_argument("--tablegen", action="store_true",
                    help="compile with clang's default -fdeclare-opencl-builtins declarations instead of opencl-c.h")
    ap.add_argument("--rerun", metavar="FAILURES_JSON",
                    help="only the overloads that failed in the plugin in an earlier run's failures.json")
    ap.add_argument("--list", action="store_true", help="print the overloads and exit")
    args = ap.parse_args()

    sweep = Sweep(args)
    overloads = list(enumerate_header(sweep.clang).values()) + clang_builtin_cases()
    if args.k:
        overloads = [o for o in overloads if args.k in o["name"]]
    if args.rerun:
        with open(args.rerun) as f:
            earlier = {e["key"] for run, fails in json.load(f).items() if run.startswith("ours") for e in fails}
        overloads = [o for o in overloads if o["key"] in earlier]
    skipped = []
    items = []
    for i, ov in enumerate(overloads):
        try:
            ov["source"] = kernel_source(i, ov)
        except ValueError as e:
            skipped.append((ov["key"], str(e)))
            continue
        items.append((i, ov))
    if args.list:
        for _, ov in items:
            print(ov["key"])
        print(f"{len(items)} overloads, {len(skipped)} not generated", file=sys.stderr)
        return 0

    # Batches: same std, same builtin family order.
    by_std = collections.defaultdict(list)
    for i, ov in items:
        std = next(s for s in STDS if s in ov["stds"])
        by_std[std].append((i, ov))
    jobs = []
    for std, group in by_std.items():
        for start in range(0, len(group), args.batch):
            for opt in args.opt.split(","):
                if not args.no_ours:
                    jobs.append(("ours", group[start:start + args.batch], std, opt))
                if args.translator:
                    jobs.append(("translator", group[start:start + args.batch], std, opt))
    results = collections.defaultdict(list)  # (which, opt) -> failures
    with ThreadPoolExecutor(args.j) as pool:
        futures = [(job, pool.submit(sweep.failing, *job)) for job in jobs]
        for n, (job, fut) in enumerate(futures):
            which, _, std, opt = job
            for index, kind, msg in fut.result():
                results[(which, opt)].append({"index": index, "key": overloads[index]["key"],
                                              "name": overloads[index]["name"], "kind": kind, "std": std,
                                              "message": msg, "source": overloads[index]["source"]})
            print(f"\r{n + 1}/{len(jobs)} batches", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)

    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "failures.json"), "w") as f:
        json.dump({f"{w} {o}": v for (w, o), v in sorted(results.items())}, f, indent=1)
    names = {ov["name"] for _, ov in items}
    lines = [f"{len(items)} overloads of {len(names)} builtins ({len(skipped)} overloads not generated)"]
    for key, why in skipped:
        lines.append(f"  not generated: {key}: {why}")
    failed_ours = set()
    for (which, opt), fails in sorted(results.items()):
        lines.append(f"{which} {opt}: {len(fails)} overloads fail")
        by_msg = collections.defaultdict(list)
        for f_ in fails:
            by_msg[(f_["kind"], first_line(f_["message"]))].append(f_["name"])
            if which == "ours":
                failed_ours.add(f_["key"])
        for (kind, msg), ns in sorted(by_msg.items(), key=lambda kv: -len(kv[1])):
            uniq = sorted(set(ns))
            lines.append(f"  {len(ns):5d} [{kind}] {msg}\n        {' '.join(uniq[:12])}{' ...' if len(uniq) > 12 else ''}")
    if args.translator and not args.no_ours:
        for opt in args.opt.split(","):
            theirs = {f_["key"] for f_ in results.get(("translator", opt), [])}
            ours = {f_["key"] for f_ in results.get(("ours", opt), [])}
            lines.append(f"{opt}: translator accepts, we refuse: {len(ours - theirs)}; we accept, translator refuses: {len(theirs - ours)}")
            for key in sorted(ours - theirs)[:50]:
                lines.append(f"    {key}")
    report = "\n".join(lines)
    with open(os.path.join(args.out, "report.txt"), "w") as f:
        f.write(report + "\n")
    print(report)
    print(f"builtin sweep: {len(items)} overloads, {len(failed_ours)} failing in the plugin")
    return 1 if failed_ours else 0


if __name__ == "__main__":
    sys.exit(main())
