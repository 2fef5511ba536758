#!/usr/bin/env bash
# Validates a SPIR-V file with Debian's spirv-val (SPIRV-Tools 2023.1) and,
# when present, the stricter newer one from PyPI (SPIRV-Tools 2025.x).
# Usage: validate.sh [spirv-val options] FILE.spv
set -eu
/usr/bin/spirv-val "$@"
if [ -n "${SPIRV_VAL_NEW:-}" ] && [ -x "$SPIRV_VAL_NEW" ]; then
  "$SPIRV_VAL_NEW" "$@"
fi
