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
if [ -n "${SPIRV_VAL_NO_READBACK:-}" ]; then
  exit 0
fi
file="${!#}"
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
llvm-spirv-15 -r "$file" -o "$out"
