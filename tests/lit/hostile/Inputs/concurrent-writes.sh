#!/usr/bin/env bash
# Two opt processes write the same output path at once, 10 times over. After
# each round the file must be exactly one of the two complete outputs (the
# atomic write: temporary file, then rename), and no temporary may be left.
# Usage: concurrent-writes.sh PLUGIN A.ll WORKDIR
# (B.ll, a different module with 60,000 distinct constants, is generated.)
set -eu
plugin=$1 a=$2 dir=$3
rm -rf "$dir" && mkdir -p "$dir/ref"
b="$dir/ref/b.ll"
{
  echo 'target triple = "spir64-unknown-unknown"'
  printf '@table = addrspace(2) constant [60000 x i32] ['
  seq 0 59999 | awk '{ printf "%si32 %d", (NR > 1 ? ", " : ""), ($1 * 7919) % 1000003 }'
  echo '], align 4'
  echo 'define spir_kernel void @b(ptr addrspace(1) %p, i64 %i) {'
  echo '  %g = getelementptr inbounds [60000 x i32], ptr addrspace(2) @table, i64 0, i64 %i'
  echo '  %v = load i32, ptr addrspace(2) %g, align 4'
  echo '  store i32 %v, ptr addrspace(1) %p, align 4'
  echo '  ret void'
  echo '}'
} > "$b"
opt=opt  # the selected LLVM's: lit puts its bin directory first on PATH
"$opt" -load-pass-plugin="$plugin" "-passes=spirv-emit<out=$dir/ref/a.spv>" -disable-output "$a"
"$opt" -load-pass-plugin="$plugin" "-passes=spirv-emit<out=$dir/ref/b.spv>" -disable-output "$b"
cmp -s "$dir/ref/a.spv" "$dir/ref/b.spv" && { echo "inputs must differ"; exit 1; }
for round in 1 2 3 4 5 6 7 8 9 10; do
  "$opt" -load-pass-plugin="$plugin" "-passes=spirv-emit<out=$dir/k.spv>" -disable-output "$a" &
  pa=$!
  "$opt" -load-pass-plugin="$plugin" "-passes=spirv-emit<out=$dir/k.spv>" -disable-output "$b" &
  pb=$!
  wait $pa
  wait $pb
  if ! cmp -s "$dir/k.spv" "$dir/ref/a.spv" && ! cmp -s "$dir/k.spv" "$dir/ref/b.spv"; then
    echo "round $round: k.spv is neither complete output"; exit 1
  fi
  left=$(ls -A "$dir" | grep -v -x -e ref -e k.spv || true)
  if [ -n "$left" ]; then echo "round $round: left behind: $left"; exit 1; fi
done
echo "concurrent writes: ok"
