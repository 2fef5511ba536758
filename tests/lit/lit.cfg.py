# lit configuration for spirv-emit: drives opt-NN and clang-NN of the selected
# LLVM (SPIRV_EMIT_LLVM, default 16: scripts/llvm_version.py) with the plugin
# built for it, validates every SPIR-V output, and checks the disassembly with
# FileCheck. Tests that concern some LLVM versions only say so with
# `REQUIRES: llvm22` / `UNSUPPORTED: llvm15` (lit features llvmNN).
import os
import shutil
import sys

import lit.formats

config.name = "spirv-emit"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".cl"]
config.excludes = ["Inputs", "tools"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.abspath(os.path.join(config.test_source_root, "..", ".."))
sys.path.insert(0, os.path.join(root, "scripts"))
import common  # noqa: E402  (the validators, the reference translator)
import llvm_version  # noqa: E402

llvm_major = llvm_version.selected()
config.test_exec_root = os.path.join(llvm_version.target_dir(llvm_major), "lit")
config.available_features.add(f"llvm{llvm_major}")
# LLVM 15 and 16 still read typed pointers (opt -opaque-pointers=0).
if llvm_major <= 16:
    config.available_features.add("typed-pointers")

plugin = llvm_version.plugin(llvm_major)
if not os.path.exists(plugin):
    lit_config.fatal(f"plugin not built: {plugin} (run cargo build --release --no-default-features "
                     f"--features llvm{llvm_major} with CARGO_TARGET_DIR={llvm_version.target_dir(llvm_major)})")
llvm_bin = llvm_version.bin_dir(llvm_major)
# Other LLVMs installed here, for tests of the load-time version guard.
for other in llvm_version.SUPPORTED:
    if other != llvm_major and os.path.exists(llvm_version.tool("opt", other)):
        config.available_features.add(f"host-llvm{other}")
        config.substitutions.append((f"%opt-llvm{other}", llvm_version.tool("opt", other)))
        if os.path.exists(llvm_version.tool("clang", other)):
            # (-dev of another LLVM brings its opt, not always its clang.)
            config.available_features.add(f"host-clang{other}")
            config.substitutions.append((f"%clang-llvm{other}", llvm_version.tool("clang", other)))
config.substitutions.append(("%llvm-major", str(llvm_major)))
tools = os.path.join(config.test_source_root, "tools")

# clang as a SPIR-V compiler (`--target=spirv64 -c`): LLVM 22 runs the plugin
# as its code generator (-fpass-plugin); 15-19 run the program llvm-spirv,
# the command's link found first in -B DIR.
if llvm_major >= llvm_version.CODEGEN_CALLBACK_SINCE:
    config.available_features.add("codegen-callback")
    spirv_clang = f"{llvm_bin}/clang -fpass-plugin={plugin}"
else:
    config.available_features.add("clang-runs-llvm-spirv")
    spirv_clang = f"{llvm_bin}/clang -B {llvm_version.link_dir(llvm_major)}"
config.substitutions.append(("%spirv-clang", spirv_clang))
config.substitutions.append(("%spirv-emit", llvm_version.command(llvm_major)))
config.substitutions.append(("%link-dir", llvm_version.link_dir(llvm_major)))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%opt", f"{llvm_bin}/opt -load-pass-plugin={plugin}"))
config.substitutions.append(("%clang", f"{llvm_bin}/clang -fpass-plugin={plugin}"))
config.substitutions.append(("%spirv-val", f"bash {tools}/validate.sh"))
config.substitutions.append(("%spirv-dis", "spirv-dis --raw-id"))
config.substitutions.append(("%llvm-spirv", shutil.which(common.REFERENCE_TRANSLATOR) or common.REFERENCE_TRANSLATOR))
config.substitutions.append(("FileCheck", f"{llvm_bin}/FileCheck"))
config.substitutions.append(("%not", f"{llvm_bin}/not"))

# What validate.sh runs: Debian's validator, the venv's newer one and the reference reader.
config.environment["SPIRV_VAL_OLD"] = common.DEBIAN_SPIRV_VAL
config.environment["SPIRV_VAL_NEW"] = common.newest_spirv_val()
config.environment["SPIRV_READER"] = common.REFERENCE_TRANSLATOR
# The newer disassembler, for extensions SPIRV-Tools 2023.1 does not know
# (first: lit substitutes in order, and %spirv-dis is a prefix of it).
config.substitutions.insert(0, ("%spirv-dis-new", f"{common.newest_spirv_tool('spirv-dis')} --raw-id"))
config.environment["PATH"] = os.pathsep.join([llvm_bin, os.environ.get("PATH", "")])
for var in ["HOME", "TMPDIR"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]

# The reference translator of Debian trixie (llvm-spirv-18, in the root scripts/setup-runtimes.sh
# makes, run through scripts/in-trixie.sh), whose reverse translation reads NonSemantic.AuxData,
# and the newest host llvm-dis, which reads its LLVM 18 bitcode: the preserve-auxdata round trip.
in_trixie = f"bash {os.path.join(root, 'scripts', 'in-trixie.sh')} tools"
newest_dis = next((llvm_version.tool("llvm-dis", m) for m in sorted(llvm_version.SUPPORTED, reverse=True)
                   if m >= 18 and os.path.exists(llvm_version.tool("llvm-dis", m))), None)
if newest_dis and os.system(f"{in_trixie} test -x /usr/bin/llvm-spirv-18 >/dev/null 2>&1") == 0:
    config.available_features.add("trixie-llvm-spirv-18")
    config.substitutions.append(("%trixie-llvm-spirv-18", f"{in_trixie} llvm-spirv-18"))
    config.substitutions.append(("%llvm-dis-newest", newest_dis))
