#!/usr/bin/env bash
# Sets up (idempotently), builds, and runs every test suite: Rust unit and
# golden tests, the lit suite, the determinism check, the OpenCL execution
# suite, the CMake example and a short fuzzing run on the default LLVM (16);
# then, for every other supported LLVM
# (15, 19, 22; SPIRV_EMIT_TEST_OTHER_LLVM="19 22" picks some), builds the
# plugin for it and runs lit and the execution suite (clang -O0/-O2, opt -O2,
# and the llvm-spirv-15 -r round trip where that LLVM reads it) with a count
# per version. Ends with one line `N passed, N failed` over all suites.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
unset SPIRV_EMIT_LLVM SPIRV_EMIT_PLUGIN   # the default version first
source scripts/setup.sh
set +e
OTHER_LLVM="${SPIRV_EMIT_TEST_OTHER_LLVM:-15 19 22}"

cargo build --release --quiet || { echo "build failed"; echo "0 passed, 1 failed"; exit 1; }

PASSED=0
FAILED=0
LOG_DIR="$ROOT/target/test-logs"
mkdir -p "$LOG_DIR"

count() { # suite name, passed, failed
  echo "== $1: $2 passed, $3 failed"
  PASSED=$((PASSED + $2))
  FAILED=$((FAILED + $3))
}

# Runs a suite whose log ends with `N passed, N failed` and counts it: label, log, the log
# lines to show (a grep -E pattern, or ""), then the command. A non-zero exit without a
# failure counted is one failure (the log's tail is shown).
run_counted() {
  local label=$1 log=$2 show=$3 status line p f
  shift 3
  "$@" > "$log" 2>&1
  status=$?
  [ -n "$show" ] && grep -E "$show" "$log"
  line=$(grep -E "[0-9]+ passed, [0-9]+ failed" "$log" | tail -1)
  p=$(echo "$line" | grep -oE "[0-9]+ passed" | grep -oE "[0-9]+" || echo 0)
  f=$(echo "$line" | grep -oE "[0-9]+ failed" | grep -oE "[0-9]+" || echo 0)
  if [ "$status" -ne 0 ] && [ "${f:-0}" -eq 0 ]; then
    f=1
    tail -20 "$log"
  fi
  count "$label" "${p:-0}" "${f:-0}"
}

# Rust unit and golden tests.
cargo test --workspace --release 2>&1 | tee "$LOG_DIR/cargo.log" | grep -E "^test result|FAILED|panicked" 
status=${PIPESTATUS[0]}
p=$(grep -oE "^test result: .* ([0-9]+) passed" "$LOG_DIR/cargo.log" | grep -oE "[0-9]+ passed" | awk '{s+=$1} END {print s+0}')
f=$(grep -oE "; ([0-9]+) failed" "$LOG_DIR/cargo.log" | grep -oE "[0-9]+" | awk '{s+=$1} END {print s+0}')
[ "$status" -ne 0 ] && [ "$f" -eq 0 ] && f=1
count "cargo test" "$p" "$f"

# lit regression suite (of the LLVM that SPIRV_EMIT_LLVM selects).
run_lit() { # label, log
  local stamp="$LOG_DIR/.lit-start"
  touch "$stamp"
  "$ROOT/.venv/bin/lit" -sv tests/lit > "$2" 2>&1
  local status=$? p f
  # Every module the lit tests wrote, validated with SPIRV-Tools 2025.x.
  run_counted "$1 outputs, spirv-val 2025" "${2%.log}-outputs.log" "^FAIL" \
    "$ROOT/.venv/bin/python" scripts/validate_outputs.py --since "$stamp" \
    "$("$ROOT/.venv/bin/python" scripts/llvm_version.py target-dir)/lit"
  grep -E "^(FAIL|XPASS|UNRESOLVED):" "$2"
  p=$(grep -oE "^  Passed *: *[0-9]+" "$2" | grep -oE "[0-9]+" || echo 0)
  f=$(grep -oE "^  (Failed|Unresolved|Unexpectedly Passed) *: *[0-9]+" "$2" | grep -oE "[0-9]+$" | awk '{s+=$1} END {print s+0}')
  [ "$status" -ne 0 ] && [ "$f" -eq 0 ] && f=1
  count "$1" "${p:-0}" "$f"
}

# Byte-identical output: every lit input and execution kernel translated twice at
# SPIR-V 1.0 and 1.4.
run_counted "determinism" "$LOG_DIR/determinism.log" "^FAILED" "$ROOT/.venv/bin/python" scripts/determinism.py

# Kernels run on OpenCL runtimes: Intel's CPU runtime, and on the default LLVM
# also PoCL and rusticl (skips are listed with reasons).
run_exec() { # label, log, run.py arguments...
  local label=$1 log=$2
  shift 2
  run_counted "$label" "$log" "^(FAIL|SKIP|XFAIL)|^exec[ :@(]" "$ROOT/.venv/bin/python" tests/exec/run.py "$@"
}

run_lit "lit (LLVM 16)" "$LOG_DIR/lit.log"
run_exec "exec (LLVM 16)" "$LOG_DIR/exec.log"
# Bitcasts of every shape run on Intel's runtime (a subset of sizes; no --totals: all of them).
run_counted "bitcast sweep" "$LOG_DIR/bitcast-sweep.log" "^FAIL" \
  "$ROOT/.venv/bin/python" tests/exec/bitcast_sweep.py --narrow --totals 24,48,96,512

# Legalized IR (odd-width integer intrinsics, i128, packed vectors, vectors of
# pointers) run on Intel's runtime and compared with lli, bit for bit.
run_counted "ir vs lli" "$LOG_DIR/ir_vs_lli.log" "^FAIL" "$ROOT/.venv/bin/python" tests/exec/ir_vs_lli.py

# CMake package example.
run_counted "cmake example" "$LOG_DIR/cmake.log" "" bash examples/cmake-project/build-and-check.sh

# A short bounded fuzzing run (llvm-stress and mutated lit inputs).
run_counted "fuzz" "$LOG_DIR/fuzz.log" "" "$ROOT/.venv/bin/python" scripts/fuzz.py -n 200 --seed 1
grep -E "^fuzz: translated " "$LOG_DIR/fuzz.log" | tail -1

# The translate rate on unmodified llvm-stress modules (issue 14's measure).
run_counted "fuzz (llvm-stress)" "$LOG_DIR/fuzz-stress.log" "" \
  "$ROOT/.venv/bin/python" scripts/fuzz.py --stress -n 100 --seed 1
grep -E "^fuzz: translated " "$LOG_DIR/fuzz-stress.log" | tail -1

# A short bounded differential run: random OpenCL C programs through the plugin against the
# runtime's own compiler (scripts/difftest.py; a longer run is in README's Tests section).
run_counted "difftest" "$LOG_DIR/difftest.log" "^(FAIL|XFAIL)" "$ROOT/.venv/bin/python" scripts/difftest.py -n 20 --seed 1 -j 2

# The other LLVM versions: their own plugin build, lit, and the execution
# suite through clang and opt (the source mode does not involve the plugin).
for v in $OTHER_LLVM; do
  export SPIRV_EMIT_LLVM=$v
  source scripts/setup.sh
  set +e
  if ! spirv_emit_build --quiet > "$LOG_DIR/build-llvm$v.log" 2>&1; then
    tail -20 "$LOG_DIR/build-llvm$v.log"
    count "build (LLVM $v)" 0 1
    continue
  fi
  run_lit "lit (LLVM $v)" "$LOG_DIR/lit-llvm$v.log"
  modes="clang-O0,clang-O2,opt-O2"
  [ "$v" -le 16 ] && modes="$modes,roundtrip"
  # LLVM 19+ keeps variable locations in debug records, not llvm.dbg.* calls.
  [ "$v" -ge 19 ] && modes="$modes,clang-O2-g"
  run_exec "exec (LLVM $v)" "$LOG_DIR/exec-llvm$v.log" --modes "$modes" --runtime intel
done
unset SPIRV_EMIT_LLVM

echo "logs: $LOG_DIR"
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
