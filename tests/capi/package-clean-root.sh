#!/usr/bin/env bash
# The Debian packages spirv-emit-16 and spirv-emit-22 (scripts/package.sh) installed with apt
# into a clean Debian 12 root holding only clang-16 and clang-22 (scripts/setup-bookworm-root.sh,
# cached), used there as a user would, and the results run on Intel's OpenCL CPU runtime:
#   - before: clang-16 --target=spirv64 -c fails (no llvm-spirv in a clean Debian 12);
#   - the Depends carry version bounds, and apt installs each package with them resolved;
#   - spirv-emit-16 alone: clang-16 --target=spirv64 -O2 -c examples/vector_add.cl, no extra
#     flag, runs /usr/bin/llvm-spirv, the package's alternative;
#   - with spirv-emit-22 beside it: llvm-spirv is spirv-emit-22 (the newest major wins), and
#     clang-16 (still no flag) and clang-22 -fpass-plugin=/usr/lib/spirv-emit-22/libspirv_emit.so
#     compile the example;
#   - removing both removes the alternative;
#   - outside the root: each module passes spirv-val 2025 and computes c = a + b on Intel's
#     runtime (examples/run_vector_add.py, checked with numpy).
# The cached root is never changed: the work happens in an overlay on tmpfs in a private mount
# namespace. The plugin builds are the test command's (target/release, target/llvm22/release;
# built here when missing or stale). Needs root; otherwise says SKIP.
# Last line: "clean root: N passed, N failed".
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="${SPIRV_EMIT_VENV:-$ROOT/.venv}"
if [ "$(id -u)" != 0 ] || ! command -v unshare > /dev/null; then
  echo "SKIP: needs root and unshare (debootstrap, a private mount namespace)"
  echo "clean root: 0 passed, 0 failed"; exit 0
fi
passed=0 failed=0
TMP="$(mktemp -d "${TMPDIR:-/tmp}/spirv-emit-clean-root.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
check() { # name, command...: one counted check; its output is shown when it fails
  local name=$1
  shift
  if "$@" > "$TMP/check.log" 2>&1; then passed=$((passed + 1)); echo "PASS: $name"
  else failed=$((failed + 1)); echo "FAIL: $name"; tail -15 "$TMP/check.log" | sed 's/^/    | /'; fi
}
finish() { echo "clean root: $passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit; }

# The clean root: made once and cached; this waits for an install already running
# (scripts/test.sh starts one in the background).
t0=$(date +%s)
check "a clean Debian 12 root with clang-16 and clang-22" bash "$ROOT/scripts/setup-bookworm-root.sh"
[ "$failed" -eq 0 ] || finish
source <(grep '^BOOKWORM_ROOT=' "$ROOT/scripts/setup-bookworm-root.sh")
echo "root ready after $(( $(date +%s) - t0 ))s: $BOOKWORM_ROOT"

# Both plugin builds (cargo only checks them when the test command has built them) and packages.
build() { # major
  (export SPIRV_EMIT_LLVM=$1 SPIRV_EMIT_SETUP=minimal && source "$ROOT/scripts/setup.sh" > /dev/null && spirv_emit_build --quiet)
}
builds() { build 16 && build 22; }
check "the LLVM 16 and 22 builds" builds
[ "$failed" -eq 0 ] || finish
check "scripts/package.sh 16 22" env DEB_COMPRESSION=none "$ROOT/scripts/package.sh" --out "$TMP/deb" 16 22
[ "$failed" -eq 0 ] || finish
bounded() { # major: Depends names libllvmNN with a lower version bound
  local deps
  deps="$(dpkg-deb -f "$TMP/deb/spirv-emit-$1_"*.deb Depends)"
  echo "Depends: $deps"
  grep -qE "(^|, )libllvm$1 \(>= [^)]+\)" <<< "$deps"
}
for m in 16 22; do echo "spirv-emit-$m Depends: $(dpkg-deb -f "$TMP/deb/spirv-emit-${m}_"*.deb Depends)"; done
check "spirv-emit-16's Depends bound libllvm16's version" bounded 16
check "spirv-emit-22's Depends bound libllvm22's version" bounded 22

# Inside: each check prints PASS/FAIL; the modules are copied out for validation and running.
PLUGIN22=/usr/lib/spirv-emit-22/libspirv_emit.so
cat > "$TMP/inside.sh" <<INSIDE
set -u
check() { name=\$1; shift; if "\$@" > /tmp/check.log 2>&1; then echo "PASS: \$name";
  else echo "FAIL: \$name"; tail -15 /tmp/check.log | sed 's/^/    | /'; fi; }
cd /tmp
export DEBIAN_FRONTEND=noninteractive
check "before the package: no llvm-spirv, clang-16 --target=spirv64 -c fails" \\
  sh -c '! command -v llvm-spirv && ! clang-16 --target=spirv64 -O2 -c vector_add.cl -o none.spv'
# apt resolves the Depends (from the root's lists: it would download what clang-NN did not bring).
check "apt-get install ./spirv-emit-16*.deb" apt-get install -y --no-install-recommends /tmp/spirv-emit-16_*.deb
check "llvm-spirv is spirv-emit-16, all its libraries found" \\
  sh -c 'test "\$(readlink -f "\$(command -v llvm-spirv)")" = /usr/bin/spirv-emit-16 && ! ldd /usr/bin/spirv-emit-16 | grep "not found"'
check "clang-16 --target=spirv64 -O2 -c, no extra flag (llvm-spirv: spirv-emit-16)" \\
  clang-16 --target=spirv64 -O2 -c vector_add.cl -o va16.spv
check "apt-get install ./spirv-emit-22*.deb beside it" apt-get install -y --no-install-recommends /tmp/spirv-emit-22_*.deb
check "llvm-spirv is spirv-emit-22 now (the newest major), all its libraries found" \\
  sh -c 'test "\$(readlink -f "\$(command -v llvm-spirv)")" = /usr/bin/spirv-emit-22 && ! ldd /usr/bin/spirv-emit-22 | grep "not found"'
check "clang-16 --target=spirv64 -O2 -c, no extra flag (llvm-spirv: spirv-emit-22)" \\
  clang-16 --target=spirv64 -O2 -c vector_add.cl -o va16-via22.spv
check "clang-22 --target=spirv64 -O2 -fpass-plugin=$PLUGIN22 -c" \\
  clang-22 --target=spirv64 -O2 -fpass-plugin=$PLUGIN22 -c vector_add.cl -o va22.spv
check "apt-get remove both removes the llvm-spirv alternative" \\
  sh -c 'apt-get remove -y spirv-emit-16 spirv-emit-22 && ! command -v llvm-spirv'
INSIDE
mkdir -p "$TMP/ovl" "$TMP/out"
cp "$TMP"/deb/*.deb "$ROOT/examples/vector_add.cl" "$TMP/inside.sh" "$TMP/out/"
unshare -m --propagation private sh -c "
  set -e
  mount -t tmpfs tmpfs '$TMP/ovl'
  mkdir -p '$TMP/ovl/u' '$TMP/ovl/w' '$TMP/ovl/m'
  mount -t overlay overlay -o 'lowerdir=$BOOKWORM_ROOT,upperdir=$TMP/ovl/u,workdir=$TMP/ovl/w' '$TMP/ovl/m'
  for d in proc dev sys; do mount --rbind /\$d '$TMP/ovl/m/'\$d; done
  cp '$TMP'/out/* '$TMP/ovl/m/tmp/'; cp /etc/resolv.conf '$TMP/ovl/m/etc/resolv.conf' 2> /dev/null || true
  chroot '$TMP/ovl/m' env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin HOME=/root LANG=C.UTF-8 sh /tmp/inside.sh
  cp '$TMP'/ovl/m/tmp/*.spv '$TMP/out/' 2> /dev/null || true
" > "$TMP/inside.log" 2>&1
cat "$TMP/inside.log"
passed=$((passed + $(grep -c '^PASS:' "$TMP/inside.log")))
failed=$((failed + $(grep -c '^FAIL:' "$TMP/inside.log")))
grep -qE '^(PASS|FAIL):' "$TMP/inside.log" || { failed=$((failed + 1)); echo "FAIL: the checks inside the root did not run"; }

# Outside: validated with SPIRV-Tools 2025 and run on Intel's runtime.
for m in va16 va16-via22 va22; do
  check "$m.spv: spirv-val 2025 and runs on Intel's CPU runtime (c = a + b, numpy)" sh -c "
    test -f '$TMP/out/$m.spv' && '$VENV/bin/spirv-val' '$TMP/out/$m.spv' &&
    OCL_ICD_VENDORS='$VENV/spirv-emit-icd' '$VENV/bin/python' '$ROOT/examples/run_vector_add.py' '$TMP/out/$m.spv'"
done
finish
