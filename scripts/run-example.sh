#!/usr/bin/env bash
# The main job: set up, build the plugin, compile examples/vector_add.cl with
# clang + the plugin, validate the SPIR-V, show it, and run it on Intel's
# OpenCL CPU runtime to show the result is right.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/setup.sh
cargo build --release --quiet

OUT="$ROOT/target/example"
mkdir -p "$OUT"
echo "== compiling examples/vector_add.cl with clang-16 -fpass-plugin=target/release/libspirv_emit.so"
SPIRV_EMIT_OUT="$OUT/vector_add.spv" clang-16 -cl-std=CL2.0 -target spir64 -O2 \
  -fpass-plugin="$ROOT/target/release/libspirv_emit.so" -c -emit-llvm examples/vector_add.cl -o "$OUT/vector_add.bc"
echo "== spirv-val: $(spirv-val "$OUT/vector_add.spv" && spirv-val --target-env opencl2.0 "$OUT/vector_add.spv" && echo valid)"
echo "== disassembly"
spirv-dis "$OUT/vector_add.spv"
echo "== running on the OpenCL CPU runtime"
"$ROOT/.venv/bin/python" examples/run_vector_add.py "$OUT/vector_add.spv"
