#!/usr/bin/env bash
# Validates a SPIR-V file: Debian's spirv-val (SPIRV-Tools 2023.1), the
# stricter newer one from PyPI (SPIRV-Tools 2025.x) when present, and the
# reference translator's reader (llvm-spirv-15 -r), which must accept it.
# Usage: validate.sh [spirv-val options] FILE.spv
set -eu
/usr/bin/spirv-val "$@"
if [ -n "${SPIRV_VAL_NEW:-}" ] && [ -x "$SPIRV_VAL_NEW" ]; then
  "$SPIRV_VAL_NEW" "$@"
fi
file="${!#}"
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
# SPIRV_READ_ENV=CL2.0 reads device-side enqueue, which the reader's default
# (OpenCL 1.2 builtins) aborts on, even for the translator's own output.
llvm-spirv-15 -r ${SPIRV_READ_ENV:+--spirv-target-env=$SPIRV_READ_ENV} "$file" -o "$out"
