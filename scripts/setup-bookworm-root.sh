#!/usr/bin/env bash
# Makes the clean Debian 12 root the package test installs spirv-emit's .debs into
# (tests/capi/package-clean-root.sh): debootstrap --variant=minbase bookworm, with
# bookworm-updates and bookworm-security (Debian 12's clang-22 comes from there), and only
# clang-16 and clang-22 installed (no recommends; no llvm-spirv, no SPIRV-Tools: the test
# validates and runs the modules outside). The apt lists stay, so that apt in a copy of the
# root can resolve a package's Depends.
#
# Idempotent: a complete root has a stamp naming what it holds, and a second run only checks
# it. One installer at a time (a lock: a caller that finds another install running waits for
# it, which is how the test waits for the one test.sh starts in the background). A failed or
# interrupted install leaves no stamp and writes the reason to $BOOKWORM_ROOT.failed (retried
# after an hour, or at once with SPIRV_EMIT_RETRY_RUNTIMES=1). Needs root. Prints the time.
set -uo pipefail
BOOKWORM_ROOT="${SPIRV_EMIT_BOOKWORM_ROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/spirv-emit/bookworm-root}"
STAMP="$BOOKWORM_ROOT/.spirv-emit-ready"
PACKAGES="clang-16 clang-22"
# The host's LLVM versions are part of the stamp: the packages built here require at least
# the libllvmNN they were built against, so a host upgrade (a point release from
# bookworm-security) remakes the root rather than leave it behind with stale apt lists.
host_llvm="$(dpkg-query -W -f='${Package} ${Version}\n' libllvm16 libllvm22 2> /dev/null | paste -sd, || true)"
WANT="bookworm: $PACKAGES (host: ${host_llvm:-none})"
MIRROR="${SPIRV_EMIT_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
SECURITY_MIRROR="${SPIRV_EMIT_DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}"

ready() { [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$WANT" ]; }
ready && exit 0

LOG="$BOOKWORM_ROOT.log"
fail() { # reason: recorded for the test, printed for the user
  echo "setup-bookworm-root: FAILED: $1 (log: $LOG)" >&2
  echo "$1 (log: $LOG)" > "$BOOKWORM_ROOT.failed"
  rm -rf "$BOOKWORM_ROOT.new"
  exit 1
}
[ "$(id -u)" -eq 0 ] || { echo "setup-bookworm-root: needs root (debootstrap, chroot)" >&2; exit 1; }
mkdir -p "$(dirname "$BOOKWORM_ROOT")"
exec 9> "$BOOKWORM_ROOT.lock"
flock -w 1800 9 || fail "timed out waiting for another install ($BOOKWORM_ROOT.lock)"
ready && exit 0  # another process finished it while we waited
if [ -f "$BOOKWORM_ROOT.failed" ] && [ -z "${SPIRV_EMIT_RETRY_RUNTIMES:-}" ] \
   && [ -n "$(find "$BOOKWORM_ROOT.failed" -mmin -60 2>/dev/null)" ]; then
  echo "setup-bookworm-root: not retrying (SPIRV_EMIT_RETRY_RUNTIMES=1 forces it) after: $(cat "$BOOKWORM_ROOT.failed")" >&2
  exit 1
fi

start=$(date +%s)
echo "setup: a clean Debian 12 root with $PACKAGES at $BOOKWORM_ROOT (once; a few minutes)"
if ! command -v debootstrap > /dev/null 2>&1; then
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap; } >> "$LOG" 2>&1 \
    || fail "cannot install debootstrap on the host"
fi
# Built in a fresh directory and renamed into place: a half-made root is never used.
NEW="$BOOKWORM_ROOT.new"
rm -rf "$NEW" "$BOOKWORM_ROOT.failed"
: > "$LOG"
debootstrap --variant=minbase bookworm "$NEW" "$MIRROR" >> "$LOG" 2>&1 || fail "debootstrap bookworm failed"
cat > "$NEW/etc/apt/sources.list" <<SOURCES
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb $SECURITY_MIRROR bookworm-security main
SOURCES
# apt inside the root, in a private mount namespace so that nothing stays mounted on the host.
unshare -m -- sh -c '
  set -e
  mount --bind /proc "$1/proc"; mount --bind /dev "$1/dev"; mount --bind /sys "$1/sys"
  cp /etc/resolv.conf "$1/etc/resolv.conf"
  chroot "$1" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $2 && apt-get clean"
' sh "$NEW" "$PACKAGES" >> "$LOG" 2>&1 || fail "apt-get install in the bookworm root failed"
for p in $PACKAGES; do
  [ -x "$NEW/usr/bin/$p" ] || fail "the bookworm root has no /usr/bin/$p"
done
rm -rf "$BOOKWORM_ROOT"
mv "$NEW" "$BOOKWORM_ROOT"
echo "$WANT" > "$STAMP"
echo "setup: bookworm root ready in $(( $(date +%s) - start ))s ($(du -sh "$BOOKWORM_ROOT" | cut -f1))"
