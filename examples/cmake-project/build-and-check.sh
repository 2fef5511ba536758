#!/usr/bin/env bash
# Builds examples/cmake-project with the repository's CMake package
# (cmake -G Ninja -DSPIRVEmit_DIR=<repo>/cmake) in a temporary directory and
# checks the result:
#   - configure and build succeed;
#   - every expected kernel .spv exists and passes spirv-val;
#   - building again does nothing;
#   - touching one .cl rebuilds only its .spv.
# The project is copied to the temporary directory first, so the incremental
# check does not touch the repository's files. Needs the plugin built
# for the clang of SPIRV_EMIT_LLVM (default 16; see cmake/SPIRVEmitConfig.cmake),
# that clang, spirv-val, cmake and ninja.
#
# Environment: SPIRV_VAL (validator, default spirv-val from PATH), CMAKE
# (default cmake), KEEP_BUILD=1 (keep and print the temporary directory).
# Final line: "cmake-example: N passed, N failed"; exit status 1 on failures.
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
CMAKE="${CMAKE:-cmake}"
SPIRV_VAL="${SPIRV_VAL:-spirv-val}"
KERNELS=(add scale)          # kernels/<name>.cl -> <build>/kernels/<name>.spv

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "PASS: $*"; }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
finish() {
  echo "cmake-example: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
  exit $?
}
show_log() { sed 's/^/    | /' "$1" | tail -n 40; }

TMP="$(mktemp -d "${TMPDIR:-/tmp}/spirv-emit-cmake-example.XXXXXX")"
if [ "${KEEP_BUILD:-0}" = 1 ]; then
  echo "build directory kept: $TMP"
else
  trap 'rm -rf "$TMP"' EXIT
fi
SRC="$TMP/src"
BUILD="$TMP/build"
cp -R "$HERE" "$SRC"
rm -rf "$SRC/build"

total_checks=$(( 2 + ${#KERNELS[@]} + 2 ))   # configure, build, kernels, no-op, incremental
fail_rest() {  # fail_rest <reason>: count every check not run yet as failed
  local rest=$(( total_checks - passed - failed ))
  while [ "$rest" -gt 0 ]; do fail "$1"; rest=$((rest - 1)); done
  finish
}

for tool in "$CMAKE" ninja "$SPIRV_VAL"; do
  command -v "$tool" >/dev/null 2>&1 || fail_rest "'$tool' not found on PATH"
done

# 1. configure
if "$CMAKE" -S "$SRC" -B "$BUILD" -G Ninja -DSPIRVEmit_DIR="$ROOT/cmake" >"$TMP/configure.log" 2>&1; then
  pass "configure (cmake -G Ninja -DSPIRVEmit_DIR=$ROOT/cmake)"
else
  fail "configure"; show_log "$TMP/configure.log"
  fail_rest "not run: configure failed"
fi

# 2. build
if "$CMAKE" --build "$BUILD" >"$TMP/build.log" 2>&1; then
  pass "build"
else
  fail "build"; show_log "$TMP/build.log"
fi

# 3. each kernel: present and valid
for k in "${KERNELS[@]}"; do
  spv="$BUILD/kernels/$k.spv"
  if [ ! -s "$spv" ]; then
    fail "$k.spv: missing ($spv)"
  elif "$SPIRV_VAL" "$spv" >"$TMP/val-$k.log" 2>&1; then
    pass "$k.spv: exists and passes spirv-val"
  else
    fail "$k.spv: spirv-val rejects it"; show_log "$TMP/val-$k.log"
  fi
done

mtimes() { for k in "${KERNELS[@]}"; do stat -c '%n %.9Y' "$BUILD/kernels/$k.spv" 2>/dev/null || echo "$k missing"; done; }

# 4. a second build has nothing to do
before="$(mtimes)"
"$CMAKE" --build "$BUILD" >"$TMP/rebuild.log" 2>&1
after="$(mtimes)"
if [ "$before" = "$after" ] && grep -q "no work to do" "$TMP/rebuild.log"; then
  pass "no-op rebuild: nothing rebuilt"
else
  fail "no-op rebuild: something was rebuilt"; show_log "$TMP/rebuild.log"
fi

# 5. touching kernels/<first>.cl rebuilds only <first>.spv
first="${KERNELS[0]}"
sleep 1   # a clearly newer timestamp, whatever the file system's resolution
touch "$SRC/kernels/$first.cl"
before="$(mtimes)"
"$CMAKE" --build "$BUILD" >"$TMP/touch.log" 2>&1
rc=$?
after="$(mtimes)"
changed=()
for k in "${KERNELS[@]}"; do
  b="$(grep "/kernels/$k.spv " <<<"$before")"
  a="$(grep "/kernels/$k.spv " <<<"$after")"
  [ "$a" != "$b" ] && changed+=("$k")
done
if [ "$rc" -eq 0 ] && [ "${changed[*]:-}" = "$first" ]; then
  pass "touch $first.cl: only $first.spv rebuilt"
else
  fail "touch $first.cl: rebuilt [${changed[*]:-nothing}] (build exit $rc), expected [$first]"
  show_log "$TMP/touch.log"
fi

finish
