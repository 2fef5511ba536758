#!/usr/bin/env python3
"""The LLVM version spirv-emit is built for and tested with, in one place.

`SPIRV_EMIT_LLVM=NN` selects it (15, 16, 19 or 22; default 16, the cargo
default feature). Everything else follows from it: the cargo feature
`llvmNN`, the target directory, the plugin's path, and the LLVM tools
(`/usr/lib/llvm-NN/bin`: opt, clang, FileCheck, ...). Imported by the lit
config, the execution harness, the fuzzer and the benchmark; shell scripts ask
it on the command line:

    scripts/llvm_version.py                # the selected major, e.g. 16
    scripts/llvm_version.py plugin         # its plugin path
    scripts/llvm_version.py target-dir     # its cargo target directory
    scripts/llvm_version.py bin            # its LLVM tools directory
    scripts/llvm_version.py command        # its spirv-emit command
    scripts/llvm_version.py link-dir       # the directory of its llvm-spirv link (clang -B)
    scripts/llvm_version.py supported      # 15 16 19 22
"""
import os
import subprocess
import sys

SUPPORTED = (15, 16, 19, 22)
# The cargo default feature; its build lives in target/release.
DEFAULT = 16
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def selected():
    """The major named by SPIRV_EMIT_LLVM, else the default."""
    text = os.environ.get("SPIRV_EMIT_LLVM", "").strip()
    if not text:
        return DEFAULT
    try:
        major = int(text)
    except ValueError:
        major = None
    if major not in SUPPORTED:
        sys.exit(f"SPIRV_EMIT_LLVM={text}: supported LLVM versions are {', '.join(map(str, SUPPORTED))}")
    return major


def target_dir(major=None):
    """Cargo's target directory for a major: the default version builds into
    target/, the others into target/llvmNN/, so they do not rebuild each other."""
    major = major or selected()
    return os.path.join(ROOT, "target") if major == DEFAULT else os.path.join(ROOT, "target", f"llvm{major}")


def plugin(major=None):
    """The plugin for a major (SPIRV_EMIT_PLUGIN overrides it)."""
    override = os.environ.get("SPIRV_EMIT_PLUGIN")
    if override:
        return override
    return os.path.join(target_dir(major), "release", "libspirv_emit.so")


def command(major=None):
    """The spirv-emit command built for a major (the workspace's cli crate)."""
    return os.path.join(target_dir(major), "release", "spirv-emit")


def link_dir(major=None):
    """The directory holding the `llvm-spirv` link to the command, which
    clang 15-19 run for `--target=spirv64 -c` when given `-B` this directory."""
    return os.path.join(target_dir(major), "release", "bin")


# clang runs LLVM 22's code generator callback (-fpass-plugin) from 22 on; before,
# it runs a program named llvm-spirv (-B) for SPIR-V targets.
CODEGEN_CALLBACK_SINCE = 22


def bin_dir(major=None):
    """The directory of that LLVM's tools (opt, clang, FileCheck, not, ...)."""
    major = major or selected()
    prefix_var = {15: "LLVM_SYS_150_PREFIX", 16: "LLVM_SYS_160_PREFIX", 19: "LLVM_SYS_191_PREFIX",
                  22: "LLVM_SYS_221_PREFIX"}[major]
    prefix = os.environ.get(prefix_var)
    if prefix:
        return os.path.join(prefix, "bin")
    try:
        return os.path.join(subprocess.check_output([f"llvm-config-{major}", "--prefix"], text=True).strip(), "bin")
    except (OSError, subprocess.CalledProcessError):
        return f"/usr/lib/llvm-{major}/bin"


def tool(name, major=None):
    """A tool of that LLVM: `tool("opt")` is /usr/lib/llvm-NN/bin/opt."""
    return os.path.join(bin_dir(major), name)


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "major"
    if what == "major":
        print(selected())
    elif what == "plugin":
        print(plugin())
    elif what == "target-dir":
        print(target_dir())
    elif what == "bin":
        print(bin_dir())
    elif what == "command":
        print(command())
    elif what == "link-dir":
        print(link_dir())
    elif what == "supported":
        print(" ".join(map(str, SUPPORTED)))
    else:
        sys.exit(f"usage: {sys.argv[0]} [major|plugin|target-dir|bin|command|link-dir|supported]")
