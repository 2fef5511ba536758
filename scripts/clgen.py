#!/usr/bin/env python3
"""Random OpenCL C kernels without undefined behaviour, deterministic by seed (in the spirit
of CLSmith, which cannot be fetched here). Used by scripts/difftest.py.

A program has structs with array members and unions (in arrays, with aggregate initialisers),
private arrays reached through pointer arithmetic, vectors of every width with their builtins
(swizzles, conversions, vload/vstore, shuffle, select, saturating and bit builtins), integer
arithmetic through CLSmith-style safe-math functions (no division by zero, no signed overflow,
no out-of-range shift), loops, switches, helper functions taking pointers, local memory with
barriers, work-group collectives, and atomics (OpenCL 1.x and 2.0 forms) whose final values do
not depend on the order of the work-items. Each work-item folds every value it computed into a
checksum written to out[gid]; global atomics end in a second buffer.

Everything is in uniform control flow where it must be (barriers, collectives are statements
of the kernel's top level) and every index is reduced modulo its array's length.

  scripts/clgen.py SEED [--no-aggregate-init]   # prints the program
"""
import random
import sys

# name, bits, signed
INT_TYPES = [("char", 8, True), ("uchar", 8, False), ("short", 16, True), ("ushort", 16, False),
             ("int", 32, True), ("uint", 32, False), ("long", 64, True), ("ulong", 64, False)]
BITS = {t: b for t, b, _ in INT_TYPES}
SIGNED = {t: s for t, _, s in INT_TYPES}
WIDTHS = [2, 3, 4, 8, 16]
GLOBAL_SIZE = 64
GIN_LEN = 64  # elements of the read-only input buffer
ATOMIC_OPS = ["atomic_add", "atomic_sub", "atomic_or", "atomic_and", "atomic_xor", "atomic_min", "atomic_max"]
ATOMIC_SLOTS = 4  # global atomic counters per operation (one operation per counter: order-free)


def unsigned_of(t):
    return t if not SIGNED[t] else "u" + t


def tmin(t):
    return -(1 << (BITS[t] - 1)) if SIGNED[t] else 0


def tmax(t):
    return (1 << (BITS[t] - 1)) - 1 if SIGNED[t] else (1 << BITS[t]) - 1


def literal(t, v):
    """A literal of type t for value v (in range)."""
    if t in ("long", "ulong"):
        if v == tmin("long") and t == "long":
            return "(-9223372036854775807L - 1)"
        return f"{v}L" if t == "long" else f"{v}UL"
    if v == -(1 << 31):
        return f"(({t})(-2147483647 - 1))"
    suffix = "U" if not SIGNED[t] and BITS[t] == 32 else ""
    return f"(({t}){v}{suffix})" if BITS[t] < 32 or v < 0 else f"{v}{suffix}"


def safe_math(t):
    """CLSmith-style wrappers for type t: the left operand when the operation is undefined."""
    b, s = BITS[t], SIGNED[t]
    lo, hi = literal(t, tmin(t)), literal(t, tmax(t))
    fns = []
    if b < 32:  # promoted to int or uint: compute there, convert back (wraps)
        w = "int" if s else "uint"
        fns += [f"static {t} safe_add_{t}({t} a, {t} b) {{ return ({t})(({w})a + ({w})b); }}",
                f"static {t} safe_sub_{t}({t} a, {t} b) {{ return ({t})(({w})a - ({w})b); }}",
                f"static {t} safe_mul_{t}({t} a, {t} b) {{ return ({t})(({w})a * ({w})b); }}",
                f"static {t} safe_div_{t}({t} a, {t} b) {{ return b == 0 ? a : ({t})(a / b); }}",
                f"static {t} safe_mod_{t}({t} a, {t} b) {{ return b == 0 ? a : ({t})(a % b); }}",
                f"static {t} safe_shl_{t}({t} a, {t} b) {{ return (b < 0 || b >= {b} || a < 0) ? a : ({t})((uint)a << b); }}"
                if s else
                f"static {t} safe_shl_{t}({t} a, {t} b) {{ return b >= {b} ? a : ({t})((uint)a << b); }}",
                f"static {t} safe_shr_{t}({t} a, {t} b) {{ return (b < 0 || b >= {b}) ? a : ({t})(a >> b); }}"
                if s else
                f"static {t} safe_shr_{t}({t} a, {t} b) {{ return b >= {b} ? a : ({t})(a >> b); }}"]
        if s:
            fns.append(f"static {t} safe_neg_{t}({t} a) {{ return ({t})(-(int)a); }}")
    elif s:
        fns += [f"static {t} safe_add_{t}({t} a, {t} b) {{ return ((a > 0) && (b > {hi} - a)) || ((a < 0) && (b < {lo} - a)) ? a : a + b; }}",
                f"static {t} safe_sub_{t}({t} a, {t} b) {{ return ((b > 0) && (a < {lo} + b)) || ((b < 0) && (a > {hi} + b)) ? a : a - b; }}",
                f"static {t} safe_mul_{t}({t} a, {t} b) {{ return (((a > 0) && (b > 0) && (a > {hi} / b)) || ((a > 0) && (b <= 0) && (b < {lo} / a)) "
                f"|| ((a <= 0) && (b > 0) && (a < {lo} / b)) || ((a < 0) && (b < 0) && (b < {hi} / a))) ? a : a * b; }}",
                f"static {t} safe_div_{t}({t} a, {t} b) {{ return (b == 0 || (a == {lo} && b == -1)) ? a : a / b; }}",
                f"static {t} safe_mod_{t}({t} a, {t} b) {{ return (b == 0 || (a == {lo} && b == -1)) ? a : a % b; }}",
                f"static {t} safe_shl_{t}({t} a, {t} b) {{ return (b < 0 || b >= {b} || a < 0 || a > ({hi} >> b)) ? a : a << b; }}",
                f"static {t} safe_shr_{t}({t} a, {t} b) {{ return (b < 0 || b >= {b}) ? a : a >> b; }}",
                f"static {t} safe_neg_{t}({t} a) {{ return a == {lo} ? a : -a; }}"]
    else:
        fns += [f"static {t} safe_add_{t}({t} a, {t} b) {{ return a + b; }}",
                f"static {t} safe_sub_{t}({t} a, {t} b) {{ return a - b; }}",
                f"static {t} safe_mul_{t}({t} a, {t} b) {{ return a * b; }}",
                f"static {t} safe_div_{t}({t} a, {t} b) {{ return b == 0 ? a : a / b; }}",
                f"static {t} safe_mod_{t}({t} a, {t} b) {{ return b == 0 ? a : a % b; }}",
                f"static {t} safe_shl_{t}({t} a, {t} b) {{ return b >= {b} ? a : a << b; }}",
                f"static {t} safe_shr_{t}({t} a, {t} b) {{ return b >= {b} ? a : a >> b; }}"]
    return fns


class Var:
    """A variable in scope: kind is scalar, vector, array, struct, structarr, unionarr or
    pointer; ty the element/scalar type (or struct/union name); n the length or width;
    off a pointer's offset into its array."""

    def __init__(self, name, kind, ty, n=1, base=None, off=0, writable=True):
        self.name, self.kind, self.ty, self.n = name, kind, ty, n
        self.base, self.off, self.writable = base, off, writable


class Generator:
    def __init__(self, seed, aggregate_init=True):
        self.r = random.Random(seed)
        self.seed = seed
        self.aggregate_init = aggregate_init
        self.counter = 0
        self.used_safe = set()
        self.structs = []  # (name, [(member, type, array length or 0)])
        self.unions = []  # (name, [(member, type, array length or 0)]): first member is the largest
        self.funcs = []  # source text of helper functions
        self.pure_funcs = []  # (name, return type, [param types])
        self.ptr_funcs = []  # (name, struct name, array elem type, array length)
        self.local_size = self.r.choice([8, 16, 32, 64])
        self.uses_local_atomics = False
        self.indent = 1
        self.scopes = [[]]
        self.in_kernel = False

    # ---- names, scopes, small helpers

    def fresh(self, prefix):
        self.counter += 1
        return f"{prefix}_{self.counter}"

    def declare(self, var):
        self.scopes[-1].append(var)
        return var

    def visible(self, *kinds, writable=False):
        return [v for s in self.scopes for v in s if v.kind in kinds and (v.writable or not writable)]

    def pick_type(self):
        return self.r.choice(INT_TYPES)[0]

    def const(self, t):
        r = self.r.random()
        if r < 0.25:
            v = self.r.choice([tmin(t), tmax(t), 0, 1, tmax(t) - 1] + ([-1] if SIGNED[t] else []))
        elif r < 0.7:
            v = self.r.randint(max(tmin(t), -20), min(tmax(t), 20))
        else:
            v = self.r.randint(tmin(t), tmax(t))
        return literal(t, v)

    def safe(self, op, t):
        self.used_safe.add(t)
        return f"safe_{op}_{t}"

    def index(self, n, depth):
        """An expression in [0, n)."""
        if depth <= 0 or self.r.random() < 0.3:
            return str(self.r.randrange(n))
        return f"((uint)({self.expr('uint', depth - 1)}) % {n}u)"

    # ---- scalar expressions

    def leaf(self, t, depth=0):
        r = self.r.random()
        cands = []
        for v in self.visible("scalar"):
            cands.append(v.name)
        for v in self.visible("array"):
            cands.append(f"{v.name}[{self.index(v.n, depth)}]")
        for v in self.visible("pointer"):
            cands.append(f"{v.name}[{self.index(v.n - v.off, depth)}]")
            cands.append(f"*({v.name} + {self.index(v.n - v.off, depth)})")
        for v in self.visible("vector"):
            cands.append(f"{v.name}.s{'0123456789abcdef'[self.r.randrange(v.n)]}")
        for v in self.visible("struct"):
            cands.append(self.struct_member_ref(v.name, v.ty, depth))
        for v in self.visible("structarr"):
            cands.append(self.struct_member_ref(f"{v.name}[{self.index(v.n, depth)}]", v.ty, depth))
        for v in self.visible("unionarr"):
            cands.append(self.union_member_ref(f"{v.name}[{self.index(v.n, depth)}]", v.ty))
        if r < 0.15 or not cands:
            return self.const(t)
        if r < 0.2 and self.in_kernel:
            return f"(({t})gin[{self.index(GIN_LEN, depth)}])"
        if r < 0.23:
            return f"({t})g_table[{self.index(16, depth)}]"
        if r < 0.26:
            return f"({t}){self.r.choice(['get_global_id(0)', 'get_local_id(0)', 'get_group_id(0)', 'get_local_size(0)'])}"
        return f"({t})({self.r.choice(cands)})"

    def struct_member_ref(self, base, sname, depth):
        members = dict((s[0], s[1]) for s in self.structs)[sname]
        m, ty, n = self.r.choice(members)
        if n:
            return f"{base}.{m}[{self.index(n, depth)}]"
        return f"{base}.{m}"

    def union_member_ref(self, base, uname):
        members = dict((u[0], u[1]) for u in self.unions)[uname]
        m, ty, n = self.r.choice(members)
        return f"{base}.{m}[{self.r.randrange(n)}]" if n else f"{base}.{m}"

    def expr(self, t, depth):
        """An expression of type t (wrapped so that it has exactly that type)."""
        if depth <= 0:
            return self.leaf(t)
        d = depth - 1
        r = self.r.random()
        if r < 0.25:
            return self.leaf(t, d)
        if r < 0.55:
            op = self.r.choice(["add", "sub", "mul", "div", "mod", "shl", "shr"])
            return f"{self.safe(op, t)}({self.expr(t, d)}, {self.expr(t, d)})"
        if r < 0.62 and SIGNED[t]:
            return f"{self.safe('neg', t)}({self.expr(t, d)})"
        if r < 0.7:
            op = self.r.choice(["&", "|", "^"])
            return f"({t})({self.expr(t, d)} {op} {self.expr(t, d)})"
        if r < 0.74:
            return f"({t})(~{self.expr(t, d)})"
        if r < 0.79:
            u = self.pick_type()
            op = self.r.choice(["<", "<=", ">", ">=", "==", "!="])
            return f"({t})({self.expr(u, d)} {op} {self.expr(u, d)})"
        if r < 0.82:
            return f"({t})({self.expr('int', d)} {self.r.choice(['&&', '||'])} {self.expr('int', d)})"
        if r < 0.86:
            return f"({t})({self.expr('int', d)} ? {self.expr(t, d)} : {self.expr(t, d)})"
        if r < 0.94:
            return self.scalar_builtin(t, d)
        if r < 0.97 and self.pure_funcs:
            name, rt, params = self.r.choice(self.pure_funcs)
            return f"({t}){name}({', '.join(self.expr(p, d) for p in params)})"
        w = self.r.choice(WIDTHS)
        return f"({t})({self.vexpr(t, w, d)}.s{'0123456789abcdef'[self.r.randrange(w)]})"

    def scalar_builtin(self, t, d):
        a, b = self.expr(t, d), self.expr(t, d)
        f = self.r.choice(["min", "max", "abs", "abs_diff", "add_sat", "sub_sat", "hadd", "rhadd", "rotate",
                           "popcount", "clz", "ctz", "mul_hi", "clamp", "mad_sat", "mad_hi", "select", "bitselect",
                           "upsample"])
        if f in ("abs", "popcount", "clz", "ctz"):
            return f"({t}){f}({a})"
        if f in ("clamp",):
            c, e = self.expr(t, d), self.expr(t, d)
            return f"clamp({a}, min({c}, {e}), max({c}, {e}))"
        if f in ("mad_sat", "mad_hi", "bitselect"):
            return f"({t}){f}({a}, {b}, {self.expr(t, d)})"
        if f == "select":
            return f"select({a}, {b}, {self.expr(t, d)})"
        if f == "upsample":
            if BITS[t] == 8:
                return f"({t})({a})"
            half = {16: "char", 32: "short", 64: "int"}[BITS[t]]
            hi = half if SIGNED[t] else "u" + half
            return f"({t})upsample({self.expr(hi, d)}, {self.expr('u' + half, d)})"
        return f"({t}){f}({a}, {b})"

    # ---- vector expressions

    def vtype(self, t, w):
        return f"{t}{w}"

    def vexpr(self, t, w, depth):
        vt = self.vtype(t, w)
        same = [v for v in self.visible("vector") if v.ty == t and v.n == w]
        r = self.r.random()
        d = depth - 1
        if depth <= 0 or r < 0.2:
            if same and self.r.random() < 0.7:
                return self.r.choice(same).name
            if self.r.random() < 0.5:
                return f"(({vt})({self.expr(t, 0)}))"
            return f"(({vt})({', '.join(self.expr(t, 0) for _ in range(w))}))"
        if r < 0.3:  # swizzle of another vector of this element type
            srcs = [v for v in self.visible("vector") if v.ty == t]
            if srcs:
                s = self.r.choice(srcs)
                idx = "".join("0123456789abcdef"[self.r.randrange(s.n)] for _ in range(w))
                return f"{s.name}.s{idx}"
            return f"(({vt})({self.expr(t, d)}))"
        if r < 0.38:
            u = self.pick_type()
            sat = "_sat" if self.r.random() < 0.4 else ""
            return f"convert_{vt}{sat}({self.vexpr(u, w, d)})"
        if r < 0.5:
            a, b = self.vexpr(t, w, d), self.vexpr(t, w, d)
            if SIGNED[t]:
                op = self.r.choice(["&", "|", "^"])
                return f"({a} {op} {b})"
            op = self.r.choice(["+", "-", "*", "&", "|", "^", "/", "%", "<<", ">>"])
            if op in ("/", "%"):
                return f"({a} {op} ({b} | ({vt})1))"
            return f"({a} {op} {b})"
        if r < 0.78:
            return self.vector_builtin(t, w, d)
        if r < 0.84 and w in (2, 4, 8, 16):
            srcs = [v for v in self.visible("vector") if v.ty == t and v.n in (2, 4, 8, 16)]
            if srcs:
                s = self.r.choice(srcs)
                mask = f"({self.vtype(unsigned_of(t), w)})({', '.join(str(self.r.randrange(s.n)) for _ in range(w))})"
                return f"shuffle({s.name}, {mask})"
        if r < 0.9:  # .lo/.hi/.even/.odd of a vector twice as wide
            srcs = [v for v in self.visible("vector") if v.ty == t and v.n == 2 * w]
            if srcs:
                return f"{self.r.choice(srcs).name}.{self.r.choice(['lo', 'hi', 'even', 'odd'])}"
        arrays = [v for v in self.visible("array") if v.ty == t and v.n >= w]
        if arrays:
            a = self.r.choice(arrays)
            return f"vload{w}({self.index(a.n // w, 2)}, {a.name})"
        return f"(({vt})({self.expr(t, d)}))"

    def vector_builtin(self, t, w, d):
        vt = self.vtype(t, w)
        a, b = self.vexpr(t, w, d), self.vexpr(t, w, d)
        f = self.r.choice(["min", "max", "abs", "abs_diff", "add_sat", "sub_sat", "hadd", "rhadd", "rotate",
                           "popcount", "clz", "ctz", "mul_hi", "clamp", "select", "bitselect", "mad_sat",
                           "compare", "upsample"])
        if f in ("abs", "abs_diff"):
            x = f"abs({a})" if f == "abs" else f"abs_diff({a}, {b})"
            return f"as_{vt}({x})" if SIGNED[t] else x
        if f in ("popcount", "clz", "ctz"):
            return f"{f}({a})"
        if f == "clamp":
            c, e = self.vexpr(t, w, d), self.vexpr(t, w, d)
            return f"clamp({a}, min({c}, {e}), max({c}, {e}))"
        if f in ("bitselect", "mad_sat"):
            return f"{f}({a}, {b}, {self.vexpr(t, w, d)})"
        itype = {8: "char", 16: "short", 32: "int", 64: "long"}[BITS[t]]
        if f == "select":
            cond = f"({self.vexpr(t, w, d)} {self.r.choice(['<', '>', '==', '!=', '<=', '>='])} {self.vexpr(t, w, d)})"
            return f"select({a}, {b}, {cond})"
        if f == "compare":  # comparisons give -1/0 in the signed type of the same size
            cond = f"({a} {self.r.choice(['<', '>', '==', '!=', '<=', '>='])} {b})"
            return cond if t == itype else f"as_{vt}({cond})"
        if f == "upsample":
            if BITS[t] == 8:
                return a
            half = {16: "char", 32: "short", 64: "int"}[BITS[t]]
            hi = half if SIGNED[t] else "u" + half
            return f"upsample({self.vexpr(hi, w, d)}, {self.vexpr('u' + half, w, d)})"
        return f"{f}({a}, {b})"

    # ---- statements

    def emit(self, out, line):
        out.append("    " * self.indent + line)

    def block(self, out, n, depth):
        self.scopes.append([])
        for _ in range(n):
            self.statement(out, depth)
        self.scopes.pop()

    def statement(self, out, depth):
        r = self.r.random()
        if r < 0.1 and depth > 0:
            self.declare_var(out)
            return
        if r < 0.42 or depth <= 0:
            self.assignment(out)
            return
        if r < 0.52:
            self.emit(out, f"if ({self.expr('int', 2)}) {{")
            self.indent += 1
            self.block(out, self.r.randint(1, 3), depth - 1)
            self.indent -= 1
            if self.r.random() < 0.5:
                self.emit(out, "} else {")
                self.indent += 1
                self.block(out, self.r.randint(1, 3), depth - 1)
                self.indent -= 1
            self.emit(out, "}")
            return
        if r < 0.64:
            i = self.fresh("i")
            self.emit(out, f"for (int {i} = 0; {i} < {self.r.randint(1, 6)}; {i}++) {{")
            self.indent += 1
            self.scopes.append([Var(i, "scalar", "int", writable=False)])
            if self.r.random() < 0.3:
                self.emit(out, f"if ({self.expr('int', 1)}) {self.r.choice(['break', 'continue'])};")
            self.block(out, self.r.randint(1, 3), depth - 1)
            self.scopes.pop()
            self.indent -= 1
            self.emit(out, "}")
            return
        if r < 0.7:
            w = self.fresh("w")
            self.emit(out, f"{{ int {w} = {self.r.randint(0, 4)}; while ({w}-- > 0) {{")
            self.indent += 1
            self.block(out, self.r.randint(1, 2), depth - 1)
            self.indent -= 1
            self.emit(out, "} }")
            return
        if r < 0.76:
            self.emit(out, f"switch ({self.index(6, 2)}) {{")
            for c in sorted(self.r.sample(range(6), self.r.randint(1, 4))):
                self.emit(out, f"case {c}: {{")
                self.indent += 1
                self.block(out, self.r.randint(1, 2), depth - 1)
                if self.r.random() < 0.7:
                    self.emit(out, "break;")
                self.indent -= 1
                self.emit(out, "}")
            self.emit(out, "default: break;")
            self.emit(out, "}")
            return
        if r < 0.84 and self.in_kernel:
            self.atomic_statement(out)
            return
        if r < 0.9 and self.ptr_funcs:
            self.call_ptr_func(out)
            return
        self.assignment(out)

    def atomic_statement(self, out):
        k = self.r.randrange(len(ATOMIC_OPS))
        slot = f"{k * ATOMIC_SLOTS} + {self.index(ATOMIC_SLOTS, 2)}"
        self.emit(out, f"{ATOMIC_OPS[k]}(&gatom[{slot}], {self.expr('uint', 2)});")

    def call_ptr_func(self, out):
        name, sname, et, n = self.r.choice(self.ptr_funcs)
        structs = [v for v in self.visible("struct", writable=True) if v.ty == sname]
        arrays = [v for v in self.visible("array", writable=True) if v.ty == et and v.n >= n]
        if structs and arrays:
            self.emit(out, f"{name}(&{self.r.choice(structs).name}, {self.r.choice(arrays).name}, {self.expr(et, 2)});")

    def assignment(self, out):
        targets = self.visible("scalar", "array", "pointer", "vector", "struct", "structarr", "unionarr",
                               writable=True)
        if not targets:
            self.declare_var(out)
            return
        v = self.r.choice(targets)
        if v.kind == "scalar":
            t = v.ty
            if self.r.random() < 0.5:
                op = self.r.choice(["add", "sub", "mul", "div", "shr"])
                self.emit(out, f"{v.name} = {self.safe(op, t)}({v.name}, {self.expr(t, 3)});")
            else:
                self.emit(out, f"{v.name} = {self.expr(t, 3)};")
        elif v.kind == "array":
            if self.r.random() < 0.15 and v.n >= 4:
                w = self.r.choice([w for w in WIDTHS if w <= v.n])
                self.emit(out, f"vstore{w}({self.vexpr(v.ty, w, 2)}, {self.index(v.n // w, 2)}, {v.name});")
            else:
                self.emit(out, f"{v.name}[{self.index(v.n, 2)}] = {self.expr(v.ty, 3)};")
        elif v.kind == "pointer":
            self.emit(out, f"*({v.name} + {self.index(v.n - v.off, 2)}) = {self.expr(v.ty, 3)};")
        elif v.kind == "vector":
            r = self.r.random()
            if r < 0.3:
                self.emit(out, f"{v.name}.s{'0123456789abcdef'[self.r.randrange(v.n)]} = {self.expr(v.ty, 3)};")
            elif r < 0.45 and v.n >= 2:
                k = self.r.choice([k for k in (2, 3, 4) if k <= v.n])
                idx = "".join("0123456789abcdef"[i] for i in self.r.sample(range(v.n), k))
                self.emit(out, f"{v.name}.s{idx} = {self.vexpr(v.ty, k, 2)};")
            else:
                self.emit(out, f"{v.name} = {self.vexpr(v.ty, v.n, 3)};")
        elif v.kind in ("struct", "structarr"):
            base = v.name if v.kind == "struct" else f"{v.name}[{self.index(v.n, 2)}]"
            peers = [p for p in self.visible("struct", "structarr") if p.ty == v.ty and p is not v]
            if peers and self.r.random() < 0.2:
                p = self.r.choice(peers)
                self.emit(out, f"{base} = {p.name if p.kind == 'struct' else p.name + '[' + self.index(p.n, 2) + ']'};")
                return
            members = dict(self.structs)[v.ty]
            m, ty, n = self.r.choice(members)
            ref = f"{base}.{m}[{self.index(n, 2)}]" if n else f"{base}.{m}"
            self.emit(out, f"{ref} = {self.expr(ty, 3)};")
        else:  # union array element member
            members = dict(self.unions)[v.ty]
            m, ty, n = self.r.choice(members)
            ref = f"{v.name}[{self.index(v.n, 2)}].{m}" + (f"[{self.r.randrange(n)}]" if n else "")
            self.emit(out, f"{ref} = {self.expr(ty, 3)};")

    def init_list(self, t, n):
        return "{" + ", ".join(self.expr(t, 0) for _ in range(n)) + "}"

    def struct_init(self, sname):
        parts = []
        for m, ty, n in dict(self.structs)[sname]:
            parts.append(self.init_list(ty, n) if n else self.expr(ty, 1))
        return "{" + ", ".join(parts) + "}"

    def declare_var(self, out):
        """Declares (and initialises) a new variable of a random kind."""
        r = self.r.random()
        t = self.pick_type()
        name = self.fresh("v")
        if r < 0.3:
            self.emit(out, f"{t} {name} = {self.expr(t, 2)};")
            self.declare(Var(name, "scalar", t))
        elif r < 0.5:
            w = self.r.choice(WIDTHS)
            self.emit(out, f"{t}{w} {name} = {self.vexpr(t, w, 2)};")
            self.declare(Var(name, "vector", t, w))
        elif r < 0.7:
            n = self.r.randint(2, 20)
            self.declare_array(out, name, t, n)
        elif r < 0.8 and self.structs:
            sname = self.r.choice(self.structs)[0]
            self.declare_aggregate(out, f"struct {sname} {name}", self.struct_init(sname),
                                   lambda: self.struct_assign(out, name, sname))
            self.declare(Var(name, "struct", sname))
        elif r < 0.9 and self.structs:
            sname = self.r.choice(self.structs)[0]
            n = self.r.randint(2, 4)
            name_ = name
            self.declare_aggregate(out, f"struct {sname} {name}[{n}]",
                                   "{" + ", ".join(self.struct_init(sname) for _ in range(n)) + "}",
                                   lambda: [self.struct_assign(out, f"{name_}[{i}]", sname) for i in range(n)])
            self.declare(Var(name, "structarr", sname, n))
        elif self.unions:
            uname, members = self.r.choice(self.unions)
            m, ty, _ = members[0]
            n = self.r.randint(2, 5)
            vals = [self.expr(ty, 1) for _ in range(n)]
            self.declare_aggregate(out, f"union {uname} {name}[{n}]", "{" + ", ".join("{" + v + "}" for v in vals) + "}",
                                   lambda: [self.emit(out, f"{name}[{i}].{m} = {v};") for i, v in enumerate(vals)])
            self.declare(Var(name, "unionarr", uname, n))
        else:
            self.emit(out, f"{t} {name} = {self.expr(t, 2)};")
            self.declare(Var(name, "scalar", t))

    def declare_array(self, out, name, t, n):
        self.declare_aggregate(out, f"{t} {name}[{n}]", self.init_list(t, n),
                               lambda: self.emit(out, f"for (int k = 0; k < {n}; k++) {name}[k] = {self.expr(t, 1)} ^ ({t})k;"))
        arr = self.declare(Var(name, "array", t, n))
        if self.r.random() < 0.5:  # a pointer into it
            off = self.r.randrange(n)
            p = self.fresh("p")
            self.emit(out, f"{t} *{p} = {name} + {off};")
            self.declare(Var(p, "pointer", t, n, base=arr, off=off))

    def declare_aggregate(self, out, decl, init, assign):
        if self.aggregate_init:
            self.emit(out, f"{decl} = {init};")
        else:
            self.emit(out, f"{decl};")
            assign()

    def struct_assign(self, out, base, sname):
        for m, ty, n in dict(self.structs)[sname]:
            if n:
                for i in range(n):
                    self.emit(out, f"{base}.{m}[{i}] = {self.expr(ty, 0)};")
            else:
                self.emit(out, f"{base}.{m} = {self.expr(ty, 1)};")

    # ---- checksum of everything in scope

    def checksum(self, out):
        for v in [v for s in self.scopes for v in s]:
            if v.kind == "scalar":
                self.emit(out, f"ck = mix(ck, (ulong){v.name});")
            elif v.kind == "vector":
                for i in range(v.n):
                    self.emit(out, f"ck = mix(ck, (ulong){v.name}.s{'0123456789abcdef'[i]});")
            elif v.kind == "array":
                self.emit(out, f"for (int k = 0; k < {v.n}; k++) ck = mix(ck, (ulong){v.name}[k]);")
            elif v.kind == "pointer":
                self.emit(out, f"ck = mix(ck, (ulong)({v.name} - {v.base.name}));")
            elif v.kind == "struct":
                self.checksum_struct(out, v.name, v.ty)
            elif v.kind == "structarr":
                for i in range(v.n):
                    self.checksum_struct(out, f"{v.name}[{i}]", v.ty)
            elif v.kind == "unionarr":
                m = dict(self.unions)[v.ty][0][0]
                self.emit(out, f"for (int k = 0; k < {v.n}; k++) ck = mix(ck, (ulong){v.name}[k].{m});")

    def checksum_struct(self, out, base, sname):
        for m, ty, n in dict(self.structs)[sname]:
            if n:
                self.emit(out, f"for (int k = 0; k < {n}; k++) ck = mix(ck, (ulong){base}.{m}[k]);")
            else:
                self.emit(out, f"ck = mix(ck, (ulong){base}.{m});")

    # ---- top level: types, functions, kernel

    def make_types(self):
        for _ in range(self.r.randint(1, 3)):
            members = []
            for j in range(self.r.randint(1, 4)):
                t = self.pick_type()
                members.append((f"f{j}", t, self.r.choice([0, 0, 2, 3, 5, 17])))
            self.structs.append((self.fresh("S"), members))
        for _ in range(self.r.randint(1, 2)):
            big = self.r.choice(["int", "uint", "long", "ulong"])
            members = [("a", big, 0)]
            for j in range(self.r.randint(1, 3)):
                t = self.r.choice([t for t, b, _ in INT_TYPES if b <= BITS[big]])
                n = BITS[big] // BITS[t]
                members.append((f"m{j}", t, n if n > 1 and self.r.random() < 0.6 else 0))
            self.unions.append((self.fresh("U"), members))

    def make_functions(self):
        for _ in range(self.r.randint(0, 2)):  # pure functions of scalars
            rt = self.pick_type()
            params = [self.pick_type() for _ in range(self.r.randint(1, 3))]
            name = self.fresh("func")
            body = []
            self.scopes = [[Var(f"a{i}", "scalar", p) for i, p in enumerate(params)]]
            self.indent = 1
            self.block(body, self.r.randint(1, 4), 1)
            ret = self.expr(rt, 3)
            sig = ", ".join(f"{p} a{i}" for i, p in enumerate(params))
            self.funcs.append(f"static {rt} {name}({sig}) {{\n" + "\n".join(body) + f"\n    return {ret};\n}}")
            self.pure_funcs.append((name, rt, params))
        for _ in range(self.r.randint(0, 2)):  # functions writing through pointers
            sname, members = self.r.choice(self.structs)
            et = self.pick_type()
            n = self.r.randint(2, 8)
            name = self.fresh("func")
            m, ty, mn = self.r.choice(members)
            field = f"s->{m}[{self.r.randrange(mn)}]" if mn else f"s->{m}"
            self.scopes = [[Var("x", "scalar", et, writable=False)]]
            step = self.expr(et, 2)
            self.scopes = [[]]
            self.funcs.append(
                f"static void {name}(struct {sname} *s, {et} *arr, {et} x) {{\n"
                f"    for ({et} *q = arr; q < arr + {n}; q++) {{\n"
                f"        *q = {self.safe('add', et)}(*q, {step});\n"
                f"        x = {self.safe('mul', et)}(x, ({et})(q - arr));\n"
                f"    }}\n"
                f"    {field} = ({ty})({self.safe('sub', ty)}(({ty}){field}, ({ty})x));\n"
                f"}}")
            self.ptr_funcs.append((name, sname, et, n))

    def local_section(self, out):
        """A top-level statement using local memory, barriers, collectives or local atomics."""
        scalars = self.visible("scalar", writable=True)
        if not scalars:
            return
        dst = self.r.choice(scalars)
        r = self.r.random()
        LS = self.local_size
        if r < 0.4:
            self.emit(out, f"lmem[lid] = (ulong)({self.expr('ulong', 3)});")
            self.emit(out, "barrier(CLK_LOCAL_MEM_FENCE);")
            self.emit(out, f"{dst.name} = ({dst.ty})lmem[(lid + {self.r.randrange(1, LS + 1)}u) % {LS}u];")
            self.emit(out, "barrier(CLK_LOCAL_MEM_FENCE);")
        elif r < 0.7:
            self.uses_local_atomics = True
            k = self.r.randrange(len(ATOMIC_OPS))
            init = self.r.randint(0, 1000)
            self.emit(out, f"if (lid == 0) {{ latom[0] = {init}u; atomic_store_explicit(&latom2[0], {init}u, memory_order_relaxed, memory_scope_work_group); }}")
            self.emit(out, "barrier(CLK_LOCAL_MEM_FENCE);")
            self.emit(out, f"{ATOMIC_OPS[k]}(&latom[0], {self.expr('uint', 2)});")
            op2 = self.r.choice(["add", "sub", "or", "and", "xor", "min", "max"])
            self.emit(out, f"atomic_fetch_{op2}_explicit(&latom2[0], {self.expr('uint', 2)}, memory_order_relaxed, memory_scope_work_group);")
            self.emit(out, "barrier(CLK_LOCAL_MEM_FENCE);")
            self.emit(out, f"{dst.name} = ({dst.ty})(latom[0] ^ atomic_load_explicit(&latom2[0], memory_order_relaxed, memory_scope_work_group));")
            self.emit(out, "barrier(CLK_LOCAL_MEM_FENCE);")
        else:
            t = self.r.choice(["int", "uint", "long", "ulong"])
            f = self.r.choice(["work_group_reduce_add", "work_group_reduce_min", "work_group_reduce_max",
                               "work_group_scan_inclusive_add", "work_group_scan_exclusive_max",
                               "work_group_broadcast"])
            x = self.expr(t, 2)
            if f == "work_group_reduce_add" or f.endswith("_add"):
                x = f"({t})(({t})({x}) & 0xffff)"  # no signed overflow in the sum
            call = f"{f}({x}, {self.r.randrange(LS)}u)" if f == "work_group_broadcast" else f"{f}({x})"
            self.emit(out, f"{dst.name} = ({dst.ty})({call});")

    def program(self):
        self.make_types()
        self.make_functions()
        body = []
        self.scopes = [[]]
        self.indent = 1
        self.in_kernel = True
        for _ in range(self.r.randint(3, 6)):
            self.declare_var(body)
        for _ in range(self.r.randint(4, 10)):
            if self.r.random() < 0.25:
                self.local_section(body)
            else:
                self.statement(body, 3)
        self.checksum(body)
        self.emit(body, "out[gid] = ck;")

        lines = [f"// clgen seed {self.seed}{'' if self.aggregate_init else ' (no aggregate initialisers)'}",
                 f"// global size {GLOBAL_SIZE}, local size {self.local_size}"]
        for name, members in self.structs:
            fields = " ".join(f"{t} {m}{f'[{n}]' if n else ''};" for m, t, n in members)
            lines.append(f"struct {name} {{ {fields} }};")
        for name, members in self.unions:
            fields = " ".join(f"{t} {m}{f'[{n}]' if n else ''};" for m, t, n in members)
            lines.append(f"union {name} {{ {fields} }};")
        table = ", ".join(str(self.r.randrange(1 << 32)) + "u" for _ in range(16))
        lines.append(f"__constant uint g_table[16] = {{{table}}};")
        lines.append("static ulong mix(ulong h, ulong v) { return (h ^ v) * 0x100000001B3UL + (h >> 29); }")
        for t, _, _ in INT_TYPES:
            if t in self.used_safe:
                lines += safe_math(t)
        lines += self.funcs
        lines.append("__kernel __attribute__((reqd_work_group_size(%d, 1, 1)))" % self.local_size)
        lines.append("void entry(__global ulong *out, __global uint *gatom, __global const int *gin) {")
        lines.append("    size_t gid = get_global_id(0);")
        lines.append("    uint lid = (uint)get_local_id(0);")
        lines.append(f"    __local ulong lmem[{self.local_size}];")
        lines.append("    __local uint latom[1];")
        lines.append("    __local atomic_uint latom2[1];")
        lines.append("    ulong ck = 0xcbf29ce484222325UL ^ gid;")
        lines += body
        lines.append("}")
        return "\n".join(lines) + "\n"


def generate(seed, aggregate_init=True):
    """(source, local size) of the program for seed."""
    g = Generator(seed, aggregate_init)
    src = g.program()
    return src, g.local_size


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    print(generate(int(args[0]) if args else 0, "--no-aggregate-init" not in sys.argv)[0], end="")
