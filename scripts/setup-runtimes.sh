#!/usr/bin/env bash
# Installs the second and third OpenCL runtimes of the execution suite without touching the
# host: a Debian trixie root made with debootstrap, holding PoCL 6 (pocl-opencl-icd) and Mesa's
# rusticl (mesa-opencl-icd, on llvmpipe) with python3-pyopencl/numpy. The harness runs its
# worker there through scripts/in-trixie.sh (chroot in a private mount namespace).
#
# Idempotent: a complete root has a stamp naming what it holds, and a second run only checks
# it. A failed or interrupted install leaves no stamp (it is retried next time) and writes the
# reason to $TRIXIE_ROOT.failed, which the harness reports as a failure of every run that needs
# the root. Called by scripts/setup.sh; needs root (debootstrap, chroot). Prints the times.
set -uo pipefail
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$SCRIPT_DIR/trixie-env.sh"

PACKAGES="pocl-opencl-icd mesa-opencl-icd python3-pyopencl python3-numpy ocl-icd-libopencl1 ca-certificates"
WANT="trixie: $PACKAGES"
MIRROR="${SPIRV_EMIT_DEBIAN_MIRROR:-http://deb.debian.org/debian}"

if [ -f "$TRIXIE_STAMP" ] && [ "$(cat "$TRIXIE_STAMP")" = "$WANT" ]; then
  exit 0
fi

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
if [ -f "$TRIXIE_STAMP" ] && [ "$(cat "$TRIXIE_STAMP")" = "$WANT" ]; then
  exit 0  # another process finished it while we waited
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
# apt inside the root, in a private mount namespace so that nothing stays mounted on the host.
unshare -m -- sh -c '
  set -e
  mount --bind /proc "$1/proc"; mount --bind /dev "$1/dev"; mount --bind /sys "$1/sys"
  cp /etc/resolv.conf "$1/etc/resolv.conf"
  chroot "$1" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $2 && apt-get clean"
' sh "$NEW" "$PACKAGES" >> "$LOG" 2>&1 || fail "apt-get install in the trixie root failed"

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
echo "setup: trixie root ready in $(( $(date +%s) - start ))s ($(du -sh "$TRIXIE_ROOT" | cut -f1))"
