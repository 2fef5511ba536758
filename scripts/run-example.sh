#!/usr/bin/env bash
# The main job: set up, build the plugin, compile examples/vector_add.cl with
# clang + the plugin, validate the SPIR-V, show it, and run it on Intel's
# OpenCL CPU runtime to show the result is right.
# Uses LLVM 22 (clang-22) unless SPIRV_EMIT_LLVM names another (15, 16, 19).
# Installs only what this needs (SPIRV_EMIT_SETUP=minimal: that LLVM and clang,
# SPIRV-Tools, Rust, Intel's runtime with pyopencl/numpy); scripts/test.sh
# installs the rest.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
start=$(date +%s)
export SPIRV_EMIT_LLVM="${SPIRV_EMIT_LLVM:-22}"
export SPIRV_EMIT_SETUP="${SPIRV_EMIT_SETUP:-minimal}"
SPIRV_EMIT_SETUP_PYTHON=later   # pip keeps downloading while the plugin builds
echo "== setup: LLVM $SPIRV_EMIT_LLVM with clang-$SPIRV_EMIT_LLVM, SPIRV-Tools, Rust and Intel's OpenCL CPU runtime (pyopencl, numpy): installing what is missing"
source scripts/setup.sh
echo "== building the plugin for LLVM $SPIRV_EMIT_LLVM (cargo build --release; about 1-2 minutes on 2 cores the first time)"
build_start=$(date +%s)
spirv_emit_build --quiet
echo "== built in $(( $(date +%s) - build_start ))s"
PLUGIN="$(python3 scripts/llvm_version.py plugin)"
CLANG="$(python3 scripts/llvm_version.py bin)/clang"

OUT="$ROOT/target/example"
mkdir -p "$OUT"
# clang's own command for SPIR-V: on LLVM 22 the plugin is clang's code generator
# (-fpass-plugin); clang 15-19 run a program named llvm-spirv, the spirv-emit command (-B).
if [ "$SPIRV_EMIT_LLVM" -ge 22 ]; then
  ROUTE=(-fpass-plugin="$PLUGIN")
else
  ROUTE=(-B "$(python3 scripts/llvm_version.py link-dir)")
fi
echo "== compiling examples/vector_add.cl: clang-$SPIRV_EMIT_LLVM --target=spirv64 -cl-std=CL2.0 -O2 ${ROUTE[*]#"$ROOT"/} -c"
"$CLANG" --target=spirv64 -cl-std=CL2.0 -O2 "${ROUTE[@]}" -c examples/vector_add.cl -o "$OUT/vector_add.spv"
echo "== spirv-val: $(spirv-val "$OUT/vector_add.spv" && spirv-val --target-env opencl2.0 "$OUT/vector_add.spv" && echo valid)"
echo "== disassembly"
spirv-dis "$OUT/vector_add.spv"
echo "== running on the OpenCL CPU runtime"
spirv_emit_wait_python
"$ROOT/.venv/bin/python" examples/run_vector_add.py "$OUT/vector_add.spv"
echo "== done in $(( $(date +%s) - start ))s"
