#!/usr/bin/env python3
"""What went wrong in each failed test of a `lit -v` log, one line per test: its name, the
failing RUN line, its exit status and the first error line of its output.
Usage: scripts/lit_failures.py LOG   (scripts/test.sh prints this after each lit suite)
"""
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import first_error  # noqa: E402

BLOCK = re.compile(r"^\*{20} TEST '(.+?)' (FAILED|UNRESOLVED|XPASS)\*? \*{20}$(.*?)^\*{20}$", re.M | re.S)


def failures(text):
    """[(test, kind, what went wrong)] from a lit -v log (lit's internal shell: a command's
    output lines start with '# | ', its failure with '# error: ')."""
    found = []
    for name, kind, body in BLOCK.findall(text):
        run_line, output, what = "", [], ""
        for line in body.splitlines():
            if line.startswith("# RUN: at line"):
                run_line, output = line[2:], []
            elif line.startswith("# | "):
                output.append(line[4:])
            elif line.startswith("# error: ") and not what:
                what = f"{run_line}: {line[9:]}: {first_error(chr(10).join(output))}"
        if not what:  # e.g. UNRESOLVED, XPASS, or an external shell
            status = re.search(r"^Exit Code: (-?\d+)", body, re.M)
            what = f"exit {status.group(1)}" if status else "(no failing command in the log)"
        found.append((name, kind, what))
    return found


def main():
    text = Path(sys.argv[1]).read_text(errors="replace")
    for name, kind, what in failures(text):
        print(f"{kind}: {name}: {what}")


if __name__ == "__main__":
    main()
