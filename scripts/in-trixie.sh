#!/usr/bin/env bash
# Runs a command with one of the OpenCL runtimes of the Debian trixie root (made by
# scripts/setup-runtimes.sh), or with none (`tools`: the root's reference tools, llvm-spirv-18):
# chroot in a private mount namespace, so nothing stays mounted
# on the host, with /proc, /sys, /dev, /tmp and this repository bind-mounted at their paths (and the
# working directory kept when it is in one of them).
#   scripts/in-trixie.sh pocl|rusticl|tools COMMAND [ARGS...]
# The command sees only that runtime's ICD, the root's python3 (with pyopencl and numpy) and
# a clean environment. Needs root. Exits 1 with one line naming the reason when the root is
# missing (setup failed or was not run).
set -euo pipefail
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$SCRIPT_DIR/.." && pwd)"
source "$SCRIPT_DIR/trixie-env.sh"

runtime="${1:-}"
shift || true
case "$runtime" in
  pocl) extra=(OCL_ICD_VENDORS=/opt/spirv-emit-icd/pocl) ;;
  rusticl) extra=(OCL_ICD_VENDORS=/opt/spirv-emit-icd/rusticl RUSTICL_ENABLE=llvmpipe) ;;
  tools) extra=() ;;
  *) echo "usage: $0 pocl|rusticl|tools COMMAND [ARGS...]" >&2; exit 2 ;;
esac
if [ ! -f "$TRIXIE_STAMP" ]; then
  why="scripts/setup-runtimes.sh was not run"
  [ -f "$TRIXIE_ROOT.failed" ] && why="setup failed: $(cat "$TRIXIE_ROOT.failed")"
  echo "no trixie root at $TRIXIE_ROOT ($why)"
  exit 1
fi
[ "$(id -u)" -eq 0 ] || { echo "in-trixie.sh needs root (chroot, mount namespace)"; exit 1; }
mkdir -p "$TRIXIE_ROOT$REPO"
exec unshare -m -- sh -c '
  root="$1"; repo="$2"; cwd="$(pwd)"; shift 2
  for d in /proc /sys /dev /tmp "$repo"; do mount --bind "$d" "$root$d" || exit 1; done
  exec chroot "$root" /bin/sh -c "cd \"\$1\" 2>/dev/null || cd /; shift; exec \"\$@\"" sh "$cwd" "$@"
' sh "$TRIXIE_ROOT" "$REPO" env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/root LANG=C.UTF-8 \
  "${extra[@]}" "$@"
