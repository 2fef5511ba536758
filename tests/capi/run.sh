#!/usr/bin/env bash
# The C and C++ API test (README "Install / library"): installs the build into a
# temporary prefix (scripts/install.sh), builds tests/capi against it with the
# Makefile (pkg-config) and with CMake (find_package(SPIRVEmit)), compiles
# execution kernels to bitcode, and checks that capi_test (C) and capi_test_cxx
# (C++ header) translate them from 8 threads at once to exactly the command's
# output, that a bad module gives diagnostics naming its function while the
# host goes on, and that valgrind's memcheck finds no error and no leak (the
# only blocks of ours still reachable at exit are the documented one-time
# caches: the panic hook and the SPIR-V grammar table).
# Also prints the time of one in-process call against one run of the command.
#
# Environment: SPIRV_EMIT_LLVM (default 16), CAPI_MODULES (default 22),
# KEEP=1 keeps the temporary directory. Last line: "capi: N passed, N failed".
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/tests/capi"
MAJOR="${SPIRV_EMIT_LLVM:-16}"
CLANG="${CLANG:-clang-$MAJOR}"
MODULES="${CAPI_MODULES:-22}"
TMP="$(mktemp -d "${TMPDIR:-/tmp}/spirv-emit-capi.XXXXXX")"
if [ "${KEEP:-0}" = 1 ]; then echo "kept: $TMP"; else trap 'rm -rf "$TMP"' EXIT; fi
for v in $(env | grep -o '^SPIRV_EMIT_[A-Z_]*' | grep -v '^SPIRV_EMIT_LLVM$'); do unset "$v"; done

passed=0 failed=0
pass() { passed=$((passed + 1)); echo "PASS: $*"; }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
check() { # name, command...: passes if the command succeeds; its output goes to $TMP/<name>.log
  local name=$1 log="$TMP/${1// /_}.log" t0=$SECONDS
  shift
  if "$@" > "$log" 2>&1; then pass "$name ($((SECONDS - t0))s)"; else fail "$name (exit $?)"; grep -E "^FAIL|rror" "$log" | head -20 | sed 's/^/    | /'; tail -5 "$log" | sed 's/^/    | /'; fi
}
spawned=()
spawn() { # like check, in the background (two cores: builds and valgrind runs pair up); see join
  local out="$TMP/spawn.${#spawned[@]}"
  spawned+=("$out")
  check "$@" > "$out" &
}
join() { # waits for the spawned checks and counts them, in the order they were spawned
  wait
  local out
  for out in "${spawned[@]}"; do
    cat "$out"
    passed=$((passed + $(grep -c "^PASS" "$out"))) failed=$((failed + $(grep -c "^FAIL" "$out")))
  done
  spawned=()
}
finish() { echo "capi: $passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }

PREFIX="$TMP/prefix"
check "install into a prefix" "$ROOT/scripts/install.sh" --llvm "$MAJOR" "$PREFIX" || finish
COMMAND="$PREFIX/bin/spirv-emit-$MAJOR"

# Kernels: every third execution kernel that clang and the command translate with no flags of their own.
mkdir -p "$TMP/k"
jobs_c=() jobs_cxx=()
n=0
for cl in "$ROOT"/tests/exec/kernels/*.cl; do
  grep -qE "^(CLANG_FLAGS|EXT|PASS_OPTIONS)" "${cl%.cl}.py" 2>/dev/null && continue
  n=$((n + 1))
  [ $((n % 3)) -eq 1 ] || continue
  [ "${#jobs_c[@]}" -lt "$MODULES" ] || break
  k="$TMP/k/$(basename "${cl%.cl}")"
  "$CLANG" -cl-std=CL2.0 -target spir64 -O2 -emit-llvm -c "$cl" -o "$k.bc" 2> /dev/null || continue
  "$COMMAND" "$k.bc" -o "$k.spv" 2> /dev/null || continue
  "$COMMAND" --spirv-ext=+all --spirv-max-version=1.2 "$k.bc" -o "$k.12.spv" 2> /dev/null || continue
  jobs_c+=("$k.bc=$k.spv") jobs_cxx+=("$k.bc=$k.12.spv")
done
jobs_c+=("$HERE/bad.ll=!bad_kernel") jobs_cxx+=("$HERE/bad.ll=!bad_kernel")
echo "modules: ${#jobs_c[@]} (one refused on purpose)"
[ "${#jobs_c[@]}" -ge 10 ] && pass "kernels compiled and translated by the command" || fail "too few kernels (${#jobs_c[@]})"

# The programs, built both ways against the installation.
mkdir -p "$TMP/make" "$TMP/cmake"
spawn "Makefile with pkg-config builds" env PKG_CONFIG_PATH="$PREFIX/lib/pkgconfig" \
  make -C "$TMP/make" -f "$HERE/Makefile" LLVM="$MAJOR"
spawn "CMake find_package(SPIRVEmit) builds" bash -c "cmake -S '$HERE' -B '$TMP/cmake' -G Ninja \
  -DCMAKE_PREFIX_PATH='$PREFIX' -DCMAKE_BUILD_TYPE=RelWithDebInfo && cmake --build '$TMP/cmake'"
join

# SPIRV_EMIT_* variables must not reach the C API (they do change the command's output).
export_env=(SPIRV_EMIT_ENV=opencl-3.0 SPIRV_EMIT_EXT=+all SPIRV_EMIT_ADDRSPACE_MAP=0:1,1:0 SPIRV_EMIT_VERSION=1.0
            SPIRV_EMIT_OUT=/nonexistent/x.spv SPIRV_EMIT_TEXT=1)
first="${jobs_c[0]}"
if env "${export_env[@]}" "$COMMAND" "${first%%=*}" -o "$TMP/env.spv" 2> /dev/null && cmp -s "$TMP/env.spv" "${first#*=}"; then
  fail "the SPIRV_EMIT_* variables of this test do not change the command's output: the check below proves nothing"
fi
if [ -x "$TMP/make/capi_test" ]; then
  check "C API, 8 threads, outputs = the command's (with SPIRV_EMIT_* set)" \
    env "${export_env[@]}" "$TMP/make/capi_test" -j 8 "${jobs_c[@]}"
  check "C++ header, 8 threads, outputs = the command's" "$TMP/make/capi_test_cxx" -j 8 "${jobs_cxx[@]}"
fi
VALGRIND=(valgrind --error-exitcode=1 --leak-check=full --show-leak-kinds=all --num-callers=40)
reachable_ours() { # valgrind log: fails on a block of ours still reachable that is not a one-time cache
  python3 - "$1" <<'PY'
import re, sys
records = re.split(r"==\d+== \n", open(sys.argv[1]).read())
ours = [r for r in records if "still reachable" in r and re.search(r"spirv_emit::|spirv_writer::|rspirv::", r)]
unexpected = [r for r in ours if "install_hook" not in r and "grammar.rs" not in r]
for r in unexpected[:3]:
    print(r[:3000])
print(f"{len(ours)} reachable blocks of ours, {len(unexpected)} not a one-time cache")
sys.exit(1 if unexpected else 0)
PY
}
for prog in capi_test capi_test_cxx; do
  exe="$TMP/cmake/$prog"
  [ -x "$exe" ] || continue
  # The C++ header adds no memory management of its own over the C calls: fewer modules.
  if [ "$prog" = capi_test ]; then jobs=("${jobs_c[@]}"); else jobs=("${jobs_cxx[@]:0:8}" "${jobs_cxx[-1]}"); fi
  spawn "$prog under valgrind memcheck (8 threads)" \
    "${VALGRIND[@]}" --log-file="$TMP/$prog.vg" "$exe" -j 8 "${jobs[@]}"
done
join
for prog in capi_test capi_test_cxx; do
  [ -f "$TMP/$prog.vg" ] && check "$prog: nothing of ours left at exit but one-time caches" reachable_ours "$TMP/$prog.vg"
done

# The cost of the in-process call against the command (one thread, one module at a time).
if [ -x "$TMP/make/capi_test" ]; then
  "$TMP/make/capi_test" -j 1 -r 5 -T "${jobs_c[@]}" | grep "^time:" > "$TMP/inproc.txt"
  t0=$(date +%s%N)
  for j in "${jobs_c[@]}"; do
    [ "${j#*=}" = "!bad_kernel" ] && continue
    for r in 1 2 3; do "$COMMAND" "${j%%=*}" -o "$TMP/timing.spv"; done
  done
  t1=$(date +%s%N)
  count=$(( ${#jobs_c[@]} - 1 ))
  awk -v n="$count" -v cmd_ns="$((t1 - t0))" '$2 !~ /bad.ll/ {s += $3; p += $6; k++}
    END {printf "timing: in-process spirv_emit_translate %.2f ms/module (mean of %d modules; parsing the bitcode %.2f ms more); command %.2f ms/module (process, LLVM load, parse, translate, write)\n", s / k, k, p / k, cmd_ns / 1e6 / n / 3}' "$TMP/inproc.txt"
fi
finish
