#!/usr/bin/env bash
# Validates a SPIR-V file: Debian's spirv-val (SPIRV-Tools 2023.1), the
# stricter newer one from PyPI (SPIRV-Tools 2025.x) when present, and the
# reference translator's reader (llvm-spirv-15 -r), which must accept it.
# lit.cfg.py sets SPIRV_VAL_OLD, SPIRV_VAL_NEW and SPIRV_READER from scripts/common.py.
# Usage: validate.sh [--new-only] [--no-reader] [spirv-val options] FILE.spv
#   --new-only   skip SPIRV-Tools 2023.1, for extensions newer than it (it
#                rejects their capabilities as invalid); the newer validator
#                must then exist and accept the file.
#   --no-reader  skip the llvm-spirv-15 -r read-back, for extensions that
#                reader does not know.
set -eu
old=1
reader=1
while [ $# -gt 0 ]; do
  case "$1" in
    --new-only) old=0; shift ;;
    --no-reader) reader=0; shift ;;
    *) break ;;
  esac
done
if [ "$old" = 1 ]; then
  "${SPIRV_VAL_OLD:-/usr/bin/spirv-val}" "$@"
fi
if [ -n "${SPIRV_VAL_NEW:-}" ] && [ -x "$SPIRV_VAL_NEW" ]; then
  "$SPIRV_VAL_NEW" "$@"
elif [ "$old" = 0 ]; then
  echo "validate.sh: --new-only needs the newer spirv-val (SPIRV_VAL_NEW=${SPIRV_VAL_NEW:-unset})" >&2
  exit 1
fi
if [ "$reader" = 1 ]; then
  file="${!#}"
  out="$(mktemp)"
  trap 'rm -f "$out"' EXIT
  # SPIRV_READ_ENV=CL2.0 reads device-side enqueue, which the reader's default
  # (OpenCL 1.2 builtins) aborts on, even for the translator's own output.
  "${SPIRV_READER:-llvm-spirv-15}" -r ${SPIRV_READ_ENV:+--spirv-target-env=$SPIRV_READ_ENV} "$file" -o "$out"
fi
