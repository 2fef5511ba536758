#!/usr/bin/env bash
# Sets up (idempotently), builds, and runs every test suite: Rust unit and
# golden tests, the lit suite, the determinism check, the OpenCL execution
# suite (Intel's CPU runtime, PoCL, rusticl), the harness's own tests, the CMake
# example, the C/C++ API and the Debian packages (tests/capi; the LLVM 16 and 22
# packages also in a clean Debian 12 root) and short fuzzing and differential runs on
# the default LLVM (16); then, for every other supported LLVM (15, 19, 22; SPIRV_EMIT_TEST_OTHER_LLVM="19 22"
# picks some), builds the plugin for it and runs lit and the execution suite on
# Intel's runtime (clang -O2 and opt -O2; clang -O0, the llvm-spirv -r round
# trip and PoCL/rusticl run on 16 only; clang -O2 -g on 22, whose debug records
# 19 shares).
#
# The other LLVMs run in a second lane beside the default one (two lanes for two
# cores: each suite also waits on processes, and the lanes fill each other's
# gaps). Each suite prints `== NAME: N passed, N failed (Ns)` when it ends; the
# last line is `N passed, N failed` over all suites. Logs: target/test-logs/.
#
# Adding a suite: write a function that calls run_counted (a command whose log
# ends with `N passed, N failed`) or record (your own counts), and call it from
# lane_default or lane_other_llvm.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
START=$(date +%s)
unset SPIRV_EMIT_LLVM SPIRV_EMIT_PLUGIN   # the default version first
source scripts/setup.sh
set +e
OTHER_LLVM="${SPIRV_EMIT_TEST_OTHER_LLVM:-15 19 22}"
PY="$ROOT/.venv/bin/python"
LOG_DIR="$ROOT/target/test-logs"
mkdir -p "$LOG_DIR"
COUNTS="$LOG_DIR/counts"   # one line per suite: passed failed seconds label
: > "$COUNTS"
echo "== setup: $(( $(date +%s) - START ))s"
# The clean Debian 12 root of suite_package_clean_root (once, about 2.5 minutes, mostly
# downloads): made in the background while the builds run; the suite waits for it (a lock).
if [ "$(id -u)" -eq 0 ]; then
  bash scripts/setup-bookworm-root.sh > "$LOG_DIR/bookworm-root.log" 2>&1 &
fi

# ---- the one place that counts ---------------------------------------------------------

record() { # label, passed, failed, seconds
  echo "== $1: $2 passed, $3 failed (${4}s)"
  echo "$2 $3 $4 $1" >> "$COUNTS"
}

# Runs a suite whose log ends with `N passed, N failed` and counts it: label, log, the log
# lines to show (a grep -E pattern, or ""), then the command. A non-zero exit without a
# failure counted is one failure (the log's tail is shown). The suite's lines are printed
# together when it ends (the lanes run side by side).
run_counted() {
  local label=$1 log=$2 show=$3 status line p f t0=$(date +%s)
  shift 3
  "$@" > "$log" 2>&1
  status=$?
  line=$(grep -E "[0-9]+ passed, [0-9]+ failed" "$log" | tail -1)
  p=$(echo "$line" | grep -oE "[0-9]+ passed" | grep -oE "[0-9]+" || echo 0)
  f=$(echo "$line" | grep -oE "[0-9]+ failed" | grep -oE "[0-9]+" || echo 0)
  {
    [ -n "$show" ] && grep -E "$show" "$log"
    if [ "$status" -ne 0 ] && [ "${f:-0}" -eq 0 ]; then
      f=1
      echo "$label: exit $status without a failure counted; the log ends:"
      tail -20 "$log"
    fi
    record "$label" "${p:-0}" "${f:-0}" "$(( $(date +%s) - t0 ))"
  } > "$log.summary"
  cat "$log.summary"
}

# ---- suites ----------------------------------------------------------------------------

suite_cargo_test() { # Rust unit and golden tests
  local log="$LOG_DIR/cargo.log" status p f t0=$(date +%s)
  cargo test --workspace --release > "$log" 2>&1
  status=$?
  grep -E "^test result|FAILED|panicked" "$log"
  p=$(grep -oE "^test result: .* ([0-9]+) passed" "$log" | grep -oE "[0-9]+ passed" | awk '{s+=$1} END {print s+0}')
  f=$(grep -oE "; ([0-9]+) failed" "$log" | grep -oE "[0-9]+" | awk '{s+=$1} END {print s+0}')
  [ "$status" -ne 0 ] && [ "$f" -eq 0 ] && f=1
  record "cargo test" "$p" "$f" "$(( $(date +%s) - t0 ))"
}

suite_lit() { # label, log: lit of the LLVM that SPIRV_EMIT_LLVM selects; each failure with its first error
  local label=$1 log=$2 status p f t0=$(date +%s) stamp="${2%.log}.start"
  touch "$stamp"
  "$ROOT/.venv/bin/lit" -sv tests/lit > "$log" 2>&1
  status=$?
  # Every module the lit tests wrote, validated with SPIRV-Tools 2025.x.
  run_counted "$label outputs, spirv-val 2025" "${log%.log}-outputs.log" "^FAIL" \
    "$PY" scripts/validate_outputs.py --since "$stamp" "$("$PY" scripts/llvm_version.py target-dir)/lit"
  {
    "$PY" scripts/lit_failures.py "$log"
    p=$(grep -oE "^  Passed *: *[0-9]+" "$log" | grep -oE "[0-9]+" || echo 0)
    f=$(grep -oE "^  (Failed|Unresolved|Unexpectedly Passed|Timed Out) *: *[0-9]+" "$log" | grep -oE "[0-9]+$" \
        | awk '{s+=$1} END {print s+0}')
    if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
      f=1
      tail -20 "$log"
    fi
    record "$label" "${p:-0}" "$f" "$(( $(date +%s) - t0 ))"
  } > "$log.summary"
  cat "$log.summary"
}

suite_exec() { # label, log, run.py arguments...: kernels on OpenCL runtimes (skips and runtime bugs listed)
  local label=$1 log=$2
  shift 2
  run_counted "$label" "$log" "^(FAIL|SKIP|XFAIL|RUNTIME-BUG)|^exec[ :@(]" "$PY" tests/exec/run.py "$@"
}

suite_harness() { # the execution harness's own classification (a fake buggy runtime, a wrong module)
  run_counted "exec harness" "$LOG_DIR/harness.log" "^(FAIL|ERROR)" "$PY" tests/exec/test_evidence.py
}

suite_determinism() { # byte-identical output: every lit input and kernel twice at SPIR-V 1.0 and 1.4
  run_counted "determinism" "$LOG_DIR/determinism.log" "^FAILED" "$PY" scripts/determinism.py
}

suite_bitcast_sweep() { # bitcasts of every shape on Intel's runtime (a subset of sizes)
  run_counted "bitcast sweep" "$LOG_DIR/bitcast-sweep.log" "^FAIL" \
    "$PY" tests/exec/bitcast_sweep.py --narrow --totals 24,48,96,512
}

suite_ir_vs_lli() { # legalized IR run on Intel's runtime and compared with lli, bit for bit
  run_counted "ir vs lli" "$LOG_DIR/ir_vs_lli.log" "^FAIL" "$PY" tests/exec/ir_vs_lli.py
}

suite_cmake() { # the CMake package example
  run_counted "cmake example" "$LOG_DIR/cmake.log" "" bash examples/cmake-project/build-and-check.sh
}

suite_capi() { # the C/C++ API: installed, built with pkg-config and CMake, 8 threads, valgrind
  run_counted "c api" "$LOG_DIR/capi.log" "^(FAIL|timing)" bash tests/capi/run.sh
}

suite_package() { # the Debian package, installed with dpkg into an overlay of this machine's root
  run_counted "debian package" "$LOG_DIR/package.log" "^(FAIL|SKIP)" bash tests/capi/package-check.sh
}

suite_package_clean_root() { # spirv-emit-16 and -22 installed with apt into a clean Debian 12 root; clang-16/22 there, run on Intel's runtime
  run_counted "debian packages (clean Debian 12 root)" "$LOG_DIR/package-clean-root.log" "^(FAIL|SKIP|root ready|spirv-emit-[0-9]+ Depends)" \
    bash tests/capi/package-clean-root.sh
}

suite_fuzz() { # short bounded fuzzing: llvm-stress and mutated lit inputs; unmodified llvm-stress
  run_counted "fuzz" "$LOG_DIR/fuzz.log" "^fuzz: translated " "$PY" scripts/fuzz.py -n 200 --seed 1
  run_counted "fuzz (llvm-stress)" "$LOG_DIR/fuzz-stress.log" "^fuzz: translated " \
    "$PY" scripts/fuzz.py --stress -n 100 --seed 1
}

suite_style() { # cargo fmt --check, cargo clippy -D warnings (the default LLVM's build), code shape; the lowering's coupling (at most 15 mutually dependent files) and the module layer's upward dependencies (none)
  run_counted "style (fmt, clippy, shape, layers)" "$LOG_DIR/style.log" "^(error|warning|Diff in|function over|file over|FunctionLowering|lower coupling|lower layers)" bash -c '
    f=0; cargo fmt --all --check > /dev/null || { cargo fmt --all --check | head -20; f=$((f + 1)); }
    cargo clippy --workspace --release --all-targets --quiet -- -D warnings || f=$((f + 1))
    python3 scripts/code_shape.py || f=$((f + 1))
    coupling=$(python3 scripts/lower_coupling.py --max 15) || { echo "$coupling" | tail -2; f=$((f + 1)); }
    echo "$coupling" | head -1
    layers=$(python3 scripts/lower_coupling.py --layers) || { echo "$layers"; f=$((f + 1)); }
    echo "$layers" | tail -1
    echo "$((5 - f)) passed, $f failed"'
}

suite_friendly_ir() { # SPIR-V friendly IR kernels (spec constants set by the host, builtin reads) on Intel's runtime
  run_counted "friendly ir" "$LOG_DIR/friendly_ir.log" "^FAIL" "$PY" tests/exec/friendly_ir.py
}

suite_long_vectors() { # vectors over 16 lanes through every vector operation, against lli
  run_counted "long vector sweep" "$LOG_DIR/long_vector_sweep.log" "^FAIL" \
    "$PY" tests/exec/long_vector_sweep.py --lanes 17,32
}

suite_difftest() { # random OpenCL C programs against the runtime's own compiler (docs/TESTING.md)
  run_counted "difftest" "$LOG_DIR/difftest.log" "^(FAIL|XFAIL)" "$PY" scripts/difftest.py -n 20 --seed 1 -j 2
}

# ---- lanes -----------------------------------------------------------------------------

lane_default() { # LLVM 16: everything
  suite_cargo_test
  suite_lit "lit (LLVM 16)" "$LOG_DIR/lit.log"
  suite_determinism
  suite_exec "exec (LLVM 16)" "$LOG_DIR/exec.log"
  suite_harness
  suite_bitcast_sweep
  suite_ir_vs_lli
  suite_cmake
  suite_capi
  suite_package
  suite_package_clean_root
  suite_fuzz
  suite_difftest
  suite_friendly_ir
  suite_long_vectors
  suite_style
}

lane_other_llvm() { # each other LLVM: its plugin build, lit, and the execution suite on Intel's runtime
  local v t0 modes
  for v in $OTHER_LLVM; do
    export SPIRV_EMIT_LLVM=$v
    t0=$(date +%s)
    if ! source scripts/setup.sh > "$LOG_DIR/setup-llvm$v.log" 2>&1; then
      set +e
      tail -5 "$LOG_DIR/setup-llvm$v.log"
      record "setup (LLVM $v)" 0 1 "$(( $(date +%s) - t0 ))"
      continue
    fi
    set +e
    if ! spirv_emit_build --quiet > "$LOG_DIR/build-llvm$v.log" 2>&1; then
      tail -20 "$LOG_DIR/build-llvm$v.log"
      record "build (LLVM $v)" 0 1 "$(( $(date +%s) - t0 ))"
      continue
    fi
    echo "== build (LLVM $v): $(( $(date +%s) - t0 ))s"
    suite_lit "lit (LLVM $v)" "$LOG_DIR/lit-llvm$v.log"
    # clang's own route (--target=spirv64 -c: the plugin as code generator on 22, the
    # spirv-emit command as llvm-spirv before) and opt; clang -O2 -emit-llvm on 16 only.
    modes="clang-target,opt-O2"
    [ "$v" = 22 ] && modes="$modes,clang-O2-g"
    suite_exec "exec (LLVM $v)" "$LOG_DIR/exec-llvm$v.log" --modes "$modes" --runtime intel
  done
}

if ! cargo build --release --quiet; then
  echo "build failed"
  echo "0 passed, 1 failed"
  exit 1
fi
echo "== build (LLVM 16): $(( $(date +%s) - START ))s since the start"
# The other versions' builds start from this one's dependencies (copied before cargo test
# changes target/ in the other lane).
for v in $OTHER_LLVM; do spirv_emit_seed_target "$v"; done
lane_other_llvm &
other=$!
lane_default
if ! wait "$other"; then
  record "other LLVMs' lane (ended early: see target/test-logs)" 0 1 0
fi

read -r PASSED FAILED < <(awk '{p+=$1; f+=$2} END {print p+0, f+0}' "$COUNTS")
echo "logs: $LOG_DIR"
echo "== total: $(( $(date +%s) - START ))s"
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
