# lit configuration for spirv-emit: drives opt-16 and clang-16 with the plugin,
# validates every SPIR-V output, and checks the disassembly with FileCheck.
import os
import shutil

import lit.formats

config.name = "spirv-emit"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".cl"]
config.excludes = ["Inputs", "tools"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.abspath(os.path.join(config.test_source_root, "..", ".."))
config.test_exec_root = os.path.join(root, "target", "lit")

plugin = os.environ.get("SPIRV_EMIT_PLUGIN", os.path.join(root, "target", "release", "libspirv_emit.so"))
if not os.path.exists(plugin):
    lit_config.fatal(f"plugin not built: {plugin} (run cargo build --release)")
llvm_bin = "/usr/lib/llvm-16/bin"
tools = os.path.join(config.test_source_root, "tools")

config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%opt", f"{llvm_bin}/opt -load-pass-plugin={plugin}"))
config.substitutions.append(("%clang", f"{llvm_bin}/clang -fpass-plugin={plugin}"))
config.substitutions.append(("%spirv-val", f"bash {tools}/validate.sh"))
config.substitutions.append(("%spirv-dis", "spirv-dis --raw-id"))
config.substitutions.append(("%llvm-spirv", shutil.which("llvm-spirv-15") or "llvm-spirv-15"))
config.substitutions.append(("FileCheck", f"{llvm_bin}/FileCheck"))
config.substitutions.append(("%not", f"{llvm_bin}/not"))

# The venv's newer validator, used by validate.sh beside Debian's.
venv = os.environ.get("SPIRV_EMIT_VENV", os.path.join(root, ".venv"))
config.environment["SPIRV_VAL_NEW"] = os.path.join(venv, "bin", "spirv-val")
# The newer disassembler, for extensions SPIRV-Tools 2023.1 does not know
# (first: lit substitutes in order, and %spirv-dis is a prefix of it).
config.substitutions.insert(0, ("%spirv-dis-new", f"{os.path.join(venv, 'bin', 'spirv-dis')} --raw-id"))
config.environment["PATH"] = os.pathsep.join([llvm_bin, os.environ.get("PATH", "")])
for var in ["HOME", "TMPDIR"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
