#!/usr/bin/env python3
"""lower_coupling.py [--max N] [-v] [--why FILE] [--layers] [DIR]: the largest set of mutually dependent files of the lowering.

Methods in split `impl` blocks need no `use`, so the module tree hides who calls whom. This
script counts both kinds of dependency between the Rust files under DIR (default
plugin/src/lower/), tests aside (`*_tests.rs`, `tests/`, `#[cfg(test)]` items as code_shape.py
drops them):

- imports: `use crate::...`, `use super::...` and `crate::`/`super::` paths in code, and in a
  `mod.rs` paths starting at one of its child modules (`calls::registry::CallRegistry`), resolved
  to the file of the module they name (a path into a module names that module's file);
- calls: `name(`, `.name(` and `::name(` where `name` is a function or method defined in another
  file under DIR. A method call `.name(` counts the files defining a method `name` (first
  parameter `self`), a plain call `name(` and a call through a module path `module::name(` those
  defining a free function `name`, a call through a type `Type::name(` both. A name defined in
  more than MAX_DEFINERS files (`new`, `lower`, ...), one that standard types also have (`len`,
  `get`, `push`, ... in COMMON), and a method call `.name(` to a name that a method outside DIR
  also has (the facade's `Value::name`, `Type::scalar`, the writer's `Module::finish`) are not
  counted: a call to it cannot be told apart by its text. A plain call to a closure the file
  binds (`let name = |...|`) is the closure's; a definition (`fn name(`) is no call.

File A depends on file B when A imports B or calls something only B (or a few files, B among
them) defines. Strongly connected components of that graph are the sets of files that each
reach every other; the script prints the largest with its files (-v: every set of two or
more), and with --max N exits 1 when it has more than N files.

--layers checks the module layer instead: the module context (DIR's mod.rs and module/) uses only
the layers below it (the facade, the writer, target/, address_spaces), never the lowerings above
it (UPPER: body/, calls/, extensions/, debug/); it prints each such dependency with the names that
make it, and exits 1 if there is any.
"""
import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from code_shape import blank  # noqa: E402  (comments and literals blanked, lengths kept)

MAX_DEFINERS = 3
COMMON = frozenset("""new default from into clone len get get_mut insert remove push pop iter iter_mut
    is_empty contains map and_then ok_or ok unwrap_or as_ref as_mut extend first last with_capacity
    to_string as_str fmt eq cmp hash next collect find any all filter count is_some is_none take
    push_str join split min max abs""".split())
MODULE_LAYER = ("mod.rs", "module")
UPPER = frozenset(("body", "calls", "extensions", "debug"))
KEYWORDS = frozenset("if while for match return fn let loop as in Some Ok Err None self Self".split())
CALL = re.compile(r"(\.|(?:\b[A-Za-z_][A-Za-z0-9_]*)?::|\b)([a-z_][a-z0-9_]*)\s*(?:::<[^>]*>)?\s*\(")
DEF = re.compile(r"\bfn\s+([a-z_][a-z0-9_]*)\s*(?:<[^>{]*>)?\s*\(\s*(&\s*(?:'[a-z_]+\s+)?(?:mut\s+)?self|mut\s+self|self)?")
CALL_KINDS = {".": ("method",), "::": ("method", "free"), "": ("free",), "module::": ("free",)}
CLOSURE = re.compile(r"\blet\s+(?:mut\s+)?([a-z_][a-z0-9_]*)\s*(?::[^=]*)?=\s*(?:move\s*)?\|")
PATH = re.compile(r"\b(crate|super)((?:::[a-z_][a-z0-9_]*)+)")


def without_tests(text):
    """The code with `#[cfg(test)]` items removed (their lines blanked)."""
    out = text
    for m in re.finditer(r"#\[cfg\(test\)\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+\s*\{", text):
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        out = out[: m.start()] + re.sub(r"[^\n]", " ", out[m.start():i]) + out[i:]
    return out


def module_path(root, file):
    """The module path of `file` (a list of names, from the crate root `src/`)."""
    rel = file.relative_to(root).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] in ("mod", "lib"):
        parts = parts[:-1]
    return parts


def resolve(src_root, here, kind, names, files_by_module):
    """The file a `crate::a::b` / `super::a` path leads to: its longest module prefix."""
    base = [] if kind == "crate" else module_path(src_root, here)[:-1]
    if kind == "super" and here.name == "mod.rs":
        base = module_path(src_root, here)[:-1]
    full = base + names
    for k in range(len(full), 0, -1):
        f = files_by_module.get(tuple(full[:k]))
        if f is not None:
            return f
    return None


def child_paths(src_root, file, text, files_by_module):
    """The files that paths from `file` (a mod.rs) through its child modules lead to, with the path."""
    if file.name != "mod.rs":
        return []
    here = module_path(src_root, file)
    children = set(re.findall(r"^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+([a-z_][a-z0-9_]*)\s*;", text, re.M))
    found = []
    for m in re.finditer(r"(?<![:\w])([a-z_][a-z0-9_]*)((?:::[a-z_][a-z0-9_]*)*)::", text):
        if m.group(1) in children:
            full = here + [m.group(1)] + m.group(2).strip(":").split("::")
            full = [n for n in full if n]
            for k in range(len(full), len(here), -1):
                target = files_by_module.get(tuple(full[:k]))
                if target is not None:
                    found.append((target, m.group(1) + m.group(2)))
                    break
    return found


def tarjan(nodes, edges):
    index, low, stack, on, comps, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        work = [(v, iter(edges[v]))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        while work:
            node, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(edges[w])))
                    advanced = True
                    break
                if w in on:
                    low[node] = min(low[node], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == node:
                        break
                comps.append(comp)

    for v in nodes:
        if v not in index:
            visit(v)
    return comps


def layer_check(top, edges, reasons, rel):
    """Prints every dependency of the module layer on a layer above it; 1 if any."""
    upward = [(f, dep) for f in sorted(edges, key=rel) if rel(f).split("/")[0] in MODULE_LAYER
              for dep in sorted(edges[f], key=rel) if rel(dep).split("/")[0] in UPPER]
    for f, dep in upward:
        print(f"{rel(f)} -> {rel(dep)}: {', '.join(sorted(reasons[(f, dep)]))}")
    print(f"lower layers: {len(upward)} dependencies of the module layer (mod.rs, module/) on body/, calls/, "
          "extensions/, debug/")
    return 1 if upward else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir", nargs="?", default="plugin/src/lower")
    ap.add_argument("--max", type=int, help="exit 1 when the largest set has more files")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--why", metavar="FILE", help="print FILE's dependencies (relative to DIR) and what makes each")
    ap.add_argument("--layers", action="store_true", help="print the module layer's dependencies on the layers above it")
    args = ap.parse_args()
    top = Path(args.dir).resolve()
    src_root = next(p for p in [top, *top.parents] if p.name == "src")
    files = sorted(f for f in top.rglob("*.rs") if "tests" not in f.parts and not f.stem.endswith("_tests"))
    code = {f: without_tests(blank(f.read_text())) for f in files}
    files_by_module = {tuple(module_path(src_root, f)): f for f in src_root.rglob("*.rs")}
    definers = defaultdict(set)  # (name, "method" | "free") -> files
    for f, text in code.items():
        for name, receiver in DEF.findall(text):
            definers[(name, "method" if receiver else "free")].add(f)
    workspace = src_root.parent.parent
    outside = {name for g in workspace.glob("*/src/**/*.rs") if top not in g.parents
               for name, receiver in DEF.findall(blank(g.read_text())) if receiver}
    edges = {f: set() for f in files}
    reasons = defaultdict(set)  # (file, dependency) -> the paths and names that make it
    for f, text in code.items():
        for kind, rest in PATH.findall(text):
            target = resolve(src_root, f, kind, rest.strip(":").split("::"), files_by_module)
            if target in edges and target != f:
                edges[f].add(target)
                reasons[(f, target)].add(kind + rest)
        for target, path in child_paths(src_root, f, text, files_by_module):
            if target in edges and target != f:
                edges[f].add(target)
                reasons[(f, target)].add(path)
        closures = set(CLOSURE.findall(text))
        calls = {(m.group(1), m.group(2)) for m in CALL.finditer(text) if not re.search(r"\bfn\s+$", text[:m.start()][-8:])}
        for prefix, name in calls:
            if prefix == "" and name in closures:
                continue
            if name in KEYWORDS or name in COMMON or (prefix == "." and name in outside):
                continue
            if prefix.endswith("::"):
                prefix = "module::" if prefix[:1].islower() and prefix not in ("crate::", "super::", "self::") else "::"
            owners = set().union(*(definers.get((name, kind), set()) for kind in CALL_KINDS[prefix]))
            if f in owners or not 0 < len(owners) <= MAX_DEFINERS:
                continue
            edges[f] |= owners
            for owner in owners:
                reasons[(f, owner)].add(prefix + name)
    comps = sorted(tarjan(files, edges), key=len, reverse=True)
    biggest = comps[0] if comps else []
    rel = lambda f: str(f.relative_to(top))  # noqa: E731
    if args.layers:
        return layer_check(top, edges, reasons, rel)
    if args.why:
        here = top / args.why
        for dep in sorted(edges.get(here, ()), key=rel):
            print(f"{rel(dep)}: {', '.join(sorted(reasons[(here, dep)]))}")
        return 0
    print(f"lower coupling: {len(files)} files, {sum(len(e) for e in edges.values())} dependencies; "
          f"largest set of mutually dependent files: {len(biggest)}")
    for comp in comps if args.verbose else comps[:1]:
        if len(comp) > 1:
            print(f"  {len(comp)}: " + ", ".join(sorted(rel(f) for f in comp)))
    if args.max is not None and len(biggest) > args.max:
        print(f"lower coupling: {len(biggest)} files depend on each other, more than --max {args.max}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
