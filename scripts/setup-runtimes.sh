#!/usr/bin/env bash
# Installs the second and third OpenCL runtimes of the execution suite without touching the
# host: a Debian trixie root made with debootstrap, holding PoCL 6 (pocl-opencl-icd) and Mesa's
# rusticl (mesa-opencl-icd, on llvmpipe) with python3-pyopencl/numpy. The harness runs its
# worker there through scripts/in-trixie.sh (chroot in a private mount namespace). The root also
# holds reference tools newer than Debian 12's (TOOLS: llvm-spirv-18, whose reverse translation
# reads NonSemantic.AuxData; lit's round trip of preserve-auxdata runs it).
#
# Idempotent: a complete root has a stamp naming what it holds, and a second run only checks
# it. A failed or interrupted install leaves no stamp (it is retried next time) and writes the
# reason to $TRIXIE_ROOT.failed, which the harness reports as a failure of every run that needs
# the root. The tools have their own stamp: a change of TOOLS installs them into the existing
# root in seconds (apt-get in the chroot) instead of remaking it. Called by scripts/setup.sh;
# needs root (debootstrap, chroot). Prints the times.
set -uo pipefail
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$SCRIPT_DIR/trixie-env.sh"

PACKAGES="pocl-opencl-icd mesa-opencl-icd python3-pyopencl python3-numpy ocl-icd-libopencl1 ca-certificates"
WANT="trixie: $PACKAGES"
TOOLS="llvm-spirv-18"
WANT_TOOLS="trixie tools: $TOOLS"
TOOLS_STAMP="$TRIXIE_ROOT/.spirv-emit-tools"
MIRROR="${SPIRV_EMIT_DEBIAN_MIRROR:-http://deb.debian.org/debian}"

ready() { # the stamp file $1 says $2
  [ -f "$1" ] && [ "$(cat "$1")" = "$2" ]
}
if ready "$TRIXIE_STAMP" "$WANT" && ready "$TOOLS_STAMP" "$WANT_TOOLS"; then
  exit 0
fi

# apt-get inside root $1 (update, then install $2), in a private mount namespace so that
# nothing stays mounted on the host.
root_apt() {
  unshare -m -- sh -c '
    set -e
    mount --bind /proc "$1/proc"; mount --bind /dev "$1/dev"; mount --bind /sys "$1/sys"
    cp /etc/resolv.conf "$1/etc/resolv.conf"
    chroot "$1" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $2 && apt-get clean"
  ' sh "$1" "$2"
}

# A root whose runtimes are ready but whose tools changed: install them in place. Not fatal:
# the runtimes stay usable, and lit's tests of the tools are unsupported without them.
# After a failure, retried an hour later (or with SPIRV_EMIT_RETRY_RUNTIMES=1).
update_tools() {
  local start failed="$TRIXIE_ROOT.tools-failed"
  if [ -n "$(find "$failed" -mmin -60 2>/dev/null)" ] && [ -z "${SPIRV_EMIT_RETRY_RUNTIMES:-}" ]; then
    return
  fi
  start=$(date +%s)
  if root_apt "$TRIXIE_ROOT" "$TOOLS" >> "$LOG" 2>&1; then
    rm -f "$failed"
    echo "$WANT_TOOLS" > "$TOOLS_STAMP"
    echo "setup: trixie root's tools ($TOOLS) installed in $(( $(date +%s) - start ))s"
  else
    touch "$failed"
    echo "setup-runtimes: installing $TOOLS in the trixie root failed (log: $LOG); retried in an hour" >&2
  fi
}

fail() { # reason: recorded for the harness, printed for the user
  echo "setup-runtimes: FAILED: $1 (PoCL and rusticl runs will fail; log: $LOG)" >&2
  echo "$1 (log: $LOG)" > "$TRIXIE_ROOT.failed"
  rm -rf "$TRIXIE_ROOT.new"
  exit 1
}

mkdir -p "$(dirname "$TRIXIE_ROOT")"
LOG="$TRIXIE_ROOT.log"
# After a failure, wait an hour before trying again (setup.sh is sourced by every script),
# unless asked to retry now.
if [ -f "$TRIXIE_ROOT.failed" ] && [ -z "${SPIRV_EMIT_RETRY_RUNTIMES:-}" ] \
   && [ -n "$(find "$TRIXIE_ROOT.failed" -mmin -60 2>/dev/null)" ]; then
  echo "setup-runtimes: not retrying (SPIRV_EMIT_RETRY_RUNTIMES=1 forces it) after: $(cat "$TRIXIE_ROOT.failed")" >&2
  exit 1
fi
# One installer at a time (several worktrees or shells may source setup.sh together).
exec 9> "$TRIXIE_ROOT.lock"
if ! flock -w 1800 9; then
  fail "timed out waiting for another install ($TRIXIE_ROOT.lock)"
fi
if ready "$TRIXIE_STAMP" "$WANT"; then
  # Another process finished it while we waited, or only the tools are missing.
  ready "$TOOLS_STAMP" "$WANT_TOOLS" || update_tools
  exit 0
fi

[ "$(id -u)" -eq 0 ] || fail "needs root (debootstrap, chroot)"
start=$(date +%s)
echo "setup: installing PoCL 6 and rusticl in a Debian trixie root at $TRIXIE_ROOT (once; a few minutes)"
if ! command -v debootstrap >/dev/null 2>&1; then
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap; } >> "$LOG" 2>&1 \
    || fail "cannot install debootstrap on the host"
fi

# Build in a fresh directory and rename it into place, so that a half-made root is never used.
NEW="$TRIXIE_ROOT.new"
rm -rf "$NEW" "$TRIXIE_ROOT.failed"
: > "$LOG"
debootstrap --variant=minbase trixie "$NEW" "$MIRROR" >> "$LOG" 2>&1 || fail "debootstrap trixie failed"
root_apt "$NEW" "$PACKAGES $TOOLS" >> "$LOG" 2>&1 || fail "apt-get install in the trixie root failed"

# One ICD directory per runtime: the harness picks a runtime with OCL_ICD_VENDORS.
for icd in pocl:pocl.icd rusticl:rusticl.icd; do
  name="${icd%%:*}"; file="${icd#*:}"
  [ -f "$NEW/etc/OpenCL/vendors/$file" ] || fail "the trixie root has no /etc/OpenCL/vendors/$file"
  mkdir -p "$NEW/opt/spirv-emit-icd/$name"
  cp "$NEW/etc/OpenCL/vendors/$file" "$NEW/opt/spirv-emit-icd/$name/"
done
rm -rf "$TRIXIE_ROOT"
mv "$NEW" "$TRIXIE_ROOT"
echo "$WANT" > "$TRIXIE_STAMP"
echo "$WANT_TOOLS" > "$TOOLS_STAMP"
echo "setup: trixie root ready in $(( $(date +%s) - start ))s ($(du -sh "$TRIXIE_ROOT" | cut -f1))"
