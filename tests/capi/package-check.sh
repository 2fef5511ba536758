#!/usr/bin/env bash
# The Debian package (scripts/package.sh) installed with dpkg into a throwaway
# copy of this machine's root (an overlay in a private mount namespace: the
# machine itself is not changed), then used as a user would:
#   - dpkg -i succeeds and makes /usr/bin/llvm-spirv the spirv-emit command;
#   - `clang-NN --target=spirv64 -O2 -c examples/vector_add.cl` with no extra
#     flag runs it (clang 15-19 run llvm-spirv from PATH) and writes valid SPIR-V
#     (NN = 22: with -fpass-plugin=/usr/lib/spirv-emit-22/libspirv_emit.so);
#   - tests/capi's C program builds with the Makefile (pkg-config, no
#     PKG_CONFIG_PATH) and runs; find_package(SPIRVEmit) finds the package
#     with no hint and gives SPIRVEmit::spirv_emit.
# Not a clean Debian 12 root (tests/capi/package-clean-root.sh installs the LLVM 16
# and 22 packages into one): this machine's (with clang-NN, and no llvm-spirv
# on PATH: checked). Needs root and overlayfs; otherwise says SKIP.
# SPIRV_EMIT_LLVM selects the major (default 16). Last line: "package: N passed, N failed".
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
MAJOR="${SPIRV_EMIT_LLVM:-16}"
if [ "$(id -u)" != 0 ] || ! command -v unshare > /dev/null; then
  echo "SKIP: needs root and unshare (a private mount namespace)"; echo "package: 0 passed, 0 failed"; exit 0
fi
if command -v llvm-spirv > /dev/null; then
  echo "FAIL: llvm-spirv is already on PATH ($(command -v llvm-spirv)): the clang check would prove nothing"
  echo "package: 0 passed, 1 failed"; exit 1
fi
TMP="$(mktemp -d "${TMPDIR:-/tmp}/spirv-emit-package.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
if ! DEB_COMPRESSION=none "$ROOT/scripts/package.sh" --out "$TMP/deb" "$MAJOR" > "$TMP/package.log" 2>&1; then
  cat "$TMP/package.log"; echo "FAIL: scripts/package.sh"; echo "package: 0 passed, 1 failed"; exit 1
fi
DEB="$(ls "$TMP"/deb/*.deb)"
if [ "$MAJOR" -ge 22 ]; then ROUTE="-fpass-plugin=/usr/lib/spirv-emit-$MAJOR/libspirv_emit.so"; else ROUTE=""; fi

# Inside the overlay: each check prints PASS/FAIL; the counts come out at the end.
cat > "$TMP/inside.sh" <<INSIDE
set -u
passed=0 failed=0
check() { name=\$1; shift; if "\$@" > /tmp/check.log 2>&1; then passed=\$((passed + 1)); echo "PASS: \$name";
  else failed=\$((failed + 1)); echo "FAIL: \$name"; tail -15 /tmp/check.log | sed 's/^/    | /'; fi; }
check "dpkg -i $(basename "$DEB")" dpkg -i /tmp/pkg.deb
check "llvm-spirv is spirv-emit-$MAJOR" sh -c 'test "\$(readlink -f "\$(command -v llvm-spirv)")" = /usr/bin/spirv-emit-$MAJOR'
check "clang-$MAJOR --target=spirv64 -c, no extra flag" sh -c 'cd /tmp && clang-$MAJOR --target=spirv64 -O2 $ROUTE -c "$ROOT/examples/vector_add.cl" -o /tmp/va.spv && spirv-val /tmp/va.spv'
check "Makefile with pkg-config builds and runs the C test" sh -c 'mkdir -p /tmp/mk && make -C /tmp/mk -f "$ROOT/tests/capi/Makefile" LLVM=$MAJOR capi_test && /tmp/mk/capi_test -j 2 "$ROOT/tests/capi/bad.ll=!bad_kernel"'
check "find_package(SPIRVEmit) finds it with no hint" sh -c 'cmake -S "$ROOT/tests/capi" -B /tmp/cm -G Ninja && grep -q "SPIRVEmit_DIR:PATH=/usr/lib/cmake/SPIRVEmit-$MAJOR" /tmp/cm/CMakeCache.txt'
check "dpkg -r removes the llvm-spirv alternative" sh -c 'dpkg -r spirv-emit-$MAJOR && ! command -v llvm-spirv'
echo "package: \$passed passed, \$failed failed"
INSIDE
cp "$DEB" "$TMP/pkg.deb"
mkdir -p "$TMP/ovl"
unshare -m --propagation private sh -c "
  set -e
  mount -t tmpfs tmpfs '$TMP/ovl'
  mkdir -p '$TMP/ovl/u' '$TMP/ovl/w' '$TMP/ovl/m'
  mount -t overlay overlay -o 'lowerdir=/,upperdir=$TMP/ovl/u,workdir=$TMP/ovl/w' '$TMP/ovl/m'
  for d in proc dev sys; do mount --rbind /\$d '$TMP/ovl/m/'\$d; done
  # The repository, wherever it is mounted (an overlay does not descend into other mounts).
  mkdir -p '$TMP/ovl/m$ROOT' && mount --rbind '$ROOT' '$TMP/ovl/m$ROOT'
  cp '$TMP/pkg.deb' '$TMP/inside.sh' '$TMP/ovl/m/tmp/'
  chroot '$TMP/ovl/m' env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin HOME=/root sh /tmp/inside.sh
" 2>&1 | tee "$TMP/inside.log"
grep -q "^package: [0-9]* passed, 0 failed" "$TMP/inside.log" || { grep -q "^package:" "$TMP/inside.log" || echo "package: 0 passed, 1 failed"; exit 1; }
