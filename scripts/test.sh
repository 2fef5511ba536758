#!/usr/bin/env bash
# Sets up (idempotently), builds, and runs every test suite: Rust unit and
# golden tests, the lit suite, the determinism check, the OpenCL execution
# suite, the CMake example and a short fuzzing run. Ends with one line `N passed, N failed` over all suites.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/setup.sh
set +e

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

# Rust unit and golden tests.
cargo test --workspace --release 2>&1 | tee "$LOG_DIR/cargo.log" | grep -E "^test result|FAILED|panicked" 
status=${PIPESTATUS[0]}
p=$(grep -oE "^test result: .* ([0-9]+) passed" "$LOG_DIR/cargo.log" | grep -oE "[0-9]+ passed" | awk '{s+=$1} END {print s+0}')
f=$(grep -oE "; ([0-9]+) failed" "$LOG_DIR/cargo.log" | grep -oE "[0-9]+" | awk '{s+=$1} END {print s+0}')
[ "$status" -ne 0 ] && [ "$f" -eq 0 ] && f=1
count "cargo test" "$p" "$f"

# lit regression suite.
"$ROOT/.venv/bin/lit" -sv tests/lit > "$LOG_DIR/lit.log" 2>&1
status=$?
grep -E "^(FAIL|XPASS|UNRESOLVED):" "$LOG_DIR/lit.log"
p=$(grep -oE "^  Passed *: *[0-9]+" "$LOG_DIR/lit.log" | grep -oE "[0-9]+" || echo 0)
f=$(grep -oE "^  (Failed|Unresolved|Unexpectedly Passed) *: *[0-9]+" "$LOG_DIR/lit.log" | grep -oE "[0-9]+$" | awk '{s+=$1} END {print s+0}')
[ "$status" -ne 0 ] && [ "$f" -eq 0 ] && f=1
count "lit" "${p:-0}" "$f"

# Byte-identical output: every lit input and execution kernel translated twice at
# SPIR-V 1.0 and 1.4.
"$ROOT/.venv/bin/python" scripts/determinism.py > "$LOG_DIR/determinism.log" 2>&1
status=$?
grep -E "^FAILED" "$LOG_DIR/determinism.log"
line=$(grep -E "[0-9]+ passed, [0-9]+ failed" "$LOG_DIR/determinism.log" | tail -1)
p=$(echo "$line" | grep -oE "[0-9]+ passed" | grep -oE "[0-9]+" || echo 0)
f=$(echo "$line" | grep -oE "[0-9]+ failed" | grep -oE "[0-9]+" || echo 0)
[ "$status" -ne 0 ] && [ "${f:-0}" -eq 0 ] && f=1
count "determinism" "${p:-0}" "${f:-0}"

# Kernels run on the OpenCL CPU runtime.
"$ROOT/.venv/bin/python" tests/exec/run.py > "$LOG_DIR/exec.log" 2>&1
status=$?
grep -E "FAIL" "$LOG_DIR/exec.log"
line=$(grep -E "[0-9]+ passed, [0-9]+ failed" "$LOG_DIR/exec.log" | tail -1)
p=$(echo "$line" | grep -oE "[0-9]+ passed" | grep -oE "[0-9]+" || echo 0)
f=$(echo "$line" | grep -oE "[0-9]+ failed" | grep -oE "[0-9]+" || echo 0)
[ "$status" -ne 0 ] && [ "${f:-0}" -eq 0 ] && f=1
count "exec" "${p:-0}" "${f:-0}"

# CMake package example.
bash examples/cmake-project/build-and-check.sh > "$LOG_DIR/cmake.log" 2>&1
status=$?
line=$(grep -E "[0-9]+ passed, [0-9]+ failed" "$LOG_DIR/cmake.log" | tail -1)
p=$(echo "$line" | grep -oE "[0-9]+ passed" | grep -oE "[0-9]+" || echo 0)
f=$(echo "$line" | grep -oE "[0-9]+ failed" | grep -oE "[0-9]+" || echo 0)
[ "$status" -ne 0 ] && [ "${f:-0}" -eq 0 ] && { f=1; tail -20 "$LOG_DIR/cmake.log"; }
count "cmake example" "${p:-0}" "${f:-0}"

# A short bounded fuzzing run (llvm-stress and mutated lit inputs).
"$ROOT/.venv/bin/python" scripts/fuzz.py -n 200 --seed 1 > "$LOG_DIR/fuzz.log" 2>&1
status=$?
line=$(grep -E "[0-9]+ passed, [0-9]+ failed" "$LOG_DIR/fuzz.log" | tail -1)
p=$(echo "$line" | grep -oE "[0-9]+ passed" | grep -oE "[0-9]+" || echo 0)
f=$(echo "$line" | grep -oE "[0-9]+ failed" | grep -oE "[0-9]+" || echo 0)
[ "$status" -ne 0 ] && [ "${f:-0}" -eq 0 ] && { f=1; tail -20 "$LOG_DIR/fuzz.log"; }
count "fuzz" "${p:-0}" "${f:-0}"

echo "logs: $LOG_DIR"
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
