#!/usr/bin/env python3
"""code_shape.py [--max-fn N] [--max-file N] [ROOT]: the code-shape check of the style suite.

Lists every Rust function longer than --max-fn lines (default 80, counted from the line of
its `fn` keyword to the line of its closing brace) and every source file longer than
--max-file lines (default 700) in plugin/, spirv-writer/, cli/ and benches/, and exits 1 if
there is any. Tests aside: `tests/` directories, `#[cfg(test)]` items (inline `mod tests`
blocks, test-only functions and files declared by `#[cfg(test)] mod name;`) and `#[test]`
functions are neither listed nor counted in their file's length.

Comments, string, raw-string, byte-string and character literals are blanked (newlines
kept) before braces are matched, so a brace in a string or a comment does not end a
function; a lifetime (`'a`) is not taken for a character literal.

It also counts the methods of the function lowering context (`FunctionLowering`, every `impl`
block whose type it is, under plugin/src/lower/) and the files holding them, and exits 1 over
--max-context-methods (120) or --max-context-files (15): only the builder layer implements
methods on it; lowerings are free functions taking it (docs/ARCHITECTURE.md).
"""
import argparse
import re
import sys
from pathlib import Path

CRATES = ("plugin", "spirv-writer", "cli", "benches")
SKIP_DIRS = {"tests", "target"}


def blank(src):
    """src with comments and literals replaced by spaces (newlines kept), same length."""
    out = list(src)
    n = len(src)
    i = 0

    def wipe(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            wipe(i, j)
            i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            wipe(i, j)
            i = j
        elif (m := re.compile(r'b?r(#*)"').match(src, i)) and (i == 0 or not (src[i - 1].isalnum() or src[i - 1] == "_")):
            close = '"' + m.group(1)
            j = src.find(close, m.end())
            j = n if j < 0 else j + len(close)
            wipe(i, j)
            i = j
        elif c == '"':
            j = i + 1
            while j < n and src[j] != '"':
                j += 2 if src[j] == "\\" else 1
            wipe(i, j + 1)
            i = j + 1
        elif c == "'":
            # A character literal ('x', '\n', '\u{..}', '{') or a lifetime / label ('a).
            m = re.compile(r"'(\\(u\{[0-9a-fA-F_]+\}|x[0-9a-fA-F]{2}|.)|[^\\'\n])'").match(src, i)
            if m:
                wipe(i, m.end())
                i = m.end()
            else:
                i += 1
        else:
            i += 1
    return "".join(out)


class Source:
    def __init__(self, path):
        self.path = path
        self.text = blank(path.read_text())
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]

    def line(self, offset):
        """1-based line of a character offset."""
        lo, hi = 0, len(self.line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    def item_end(self, start):
        """Offset just past the item starting at or after `start`: past its matching `}` if
        its body is a block, past its `;` otherwise (brackets and parentheses of a signature,
        such as `[u8; 4]`, are skipped)."""
        t, depth, i = self.text, 0, start
        while i < len(t):
            c = t[i]
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif depth == 0 and c == ";":
                return i + 1, False
            elif depth == 0 and c == "{":
                return self.matching_brace(i) + 1, True
            i += 1
        return len(t), False

    def matching_brace(self, open_at):
        t, depth = self.text, 0
        for i in range(open_at, len(t)):
            if t[i] == "{":
                depth += 1
            elif t[i] == "}":
                depth -= 1
                if depth == 0:
                    return i
        return len(t) - 1

    def test_items(self):
        """(first line, last line, declared module name or None) of every #[cfg(test)] or
        #[test] item."""
        items = []
        for m in re.finditer(r"#\[\s*(cfg\s*\(\s*test\s*\)|test)\s*\]", self.text):
            end, _ = self.item_end(m.end())
            decl = re.match(r"\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;", self.text[m.end():end])
            items.append((self.line(m.start()), self.line(end - 1), decl.group(1) if decl else None))
        return items

    def functions(self):
        """(name, first line, last line) of every function with a body."""
        fns = []
        for m in re.finditer(r"\bfn\s+(\w+)", self.text):
            end, has_body = self.item_end(m.end())
            if has_body:
                fns.append((m.group(1), self.line(m.start()), self.line(end - 1)))
        return fns


def test_module_files(path, name):
    """The files a `#[cfg(test)] mod name;` in `path` may refer to."""
    base = path.parent if path.name in ("mod.rs", "lib.rs", "main.rs") else path.with_suffix("")
    return [base / f"{name}.rs", base / name / "mod.rs"]


def rust_sources(root):
    for crate in CRATES:
        for p in sorted((root / crate).rglob("*.rs")):
            if not SKIP_DIRS.intersection(p.relative_to(root / crate).parts):
                yield p


CONTEXT = "FunctionLowering"
CONTEXT_IMPL = re.compile(r"\bimpl\b(?:\s*<[^{;]*?>)?\s+(?:[\w:<>', ]+\s+for\s+)?" + CONTEXT + r"\b[^{;]*\{")


def context_methods(root):
    """{file: number of fns} of the `impl ... FunctionLowering` blocks under plugin/src/lower/."""
    counts = {}
    for p in sorted((root / "plugin/src/lower").rglob("*.rs")):
        text = blank(p.read_text())
        for m in CONTEXT_IMPL.finditer(text):
            depth, n, i = 1, 0, m.end()
            while depth and i < len(text):
                c = text[i]
                if c in "{}":
                    depth += 1 if c == "{" else -1
                elif depth == 1 and text.startswith("fn", i) and re.match(r"fn\s", text[i:i + 3]) \
                        and not (text[i - 1].isalnum() or text[i - 1] == "_"):
                    n += 1
                i += 1
            rel = str(p.relative_to(root))
            counts[rel] = counts.get(rel, 0) + n
    return counts


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("root", nargs="?", default=Path(__file__).resolve().parent.parent, type=Path)
    ap.add_argument("--max-fn", type=int, default=80)
    ap.add_argument("--max-file", type=int, default=700)
    ap.add_argument("--max-context-methods", type=int, default=120)
    ap.add_argument("--max-context-files", type=int, default=15)
    args = ap.parse_args()
    root = args.root.resolve()

    sources = list(rust_sources(root))
    test_files = set()
    long_fns, long_files = [], []
    parsed = {p: Source(p) for p in sources}
    for p, s in parsed.items():
        for _, _, decl in s.test_items():
            if decl:
                test_files.update(f.resolve() for f in test_module_files(p, decl))
    for p, s in parsed.items():
        if p.resolve() in test_files:
            continue
        rel = p.relative_to(root)
        test_lines = set()
        for first, last, _ in s.test_items():
            test_lines.update(range(first, last + 1))
        for name, first, last in s.functions():
            n = last - first + 1
            if first not in test_lines and n > args.max_fn:
                long_fns.append((n, f"{rel}:{first}", name))
        total = len(s.text.splitlines())
        counted = total - len([k for k in test_lines if k <= total])
        if counted > args.max_file:
            long_files.append((counted, str(rel)))

    for n, where, name in sorted(long_fns, key=lambda f: (-f[0], f[1])):
        print(f"function over {args.max_fn} lines: {where} {name} ({n} lines)")
    for n, rel in sorted(long_files, key=lambda f: (-f[0], f[1])):
        print(f"file over {args.max_file} lines (tests aside): {rel} ({n} lines)")
    print(f"code shape: {len(sources)} files, {len(long_fns)} functions over {args.max_fn} lines, "
          f"{len(long_files)} files over {args.max_file} lines")
    context = context_methods(root)
    methods, files = sum(context.values()), len(context)
    too_many = methods > args.max_context_methods or files > args.max_context_files
    print(f"{CONTEXT}: {methods} methods in {files} files (at most {args.max_context_methods} in "
          f"{args.max_context_files}: the builder layer)")
    if too_many:
        print(f"{CONTEXT} over the builder layer's size: " + ", ".join(f"{f} {n}" for f, n in sorted(context.items())))
    return 1 if long_fns or long_files or too_many else 0


if __name__ == "__main__":
    sys.exit(main())
