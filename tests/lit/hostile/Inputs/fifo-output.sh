#!/usr/bin/env bash
# Input of tests/lit/hostile/output-fifo.ll: the plugin writes to a FIFO that
# a background reader copies into a file; the FIFO must still be a FIFO after.
# Usage: fifo-output.sh OPT_COMMAND_PREFIX... -- MODULE DIR
set -eu
opt=()
while [ "$1" != "--" ]; do opt+=("$1"); shift; done
shift
module="$1" dir="$2"
rm -rf "$dir" && mkdir -p "$dir"
mkfifo "$dir/fifo"
cat "$dir/fifo" > "$dir/read.spv" &
reader=$!
"${opt[@]}" "-passes=spirv-emit<out=$dir/fifo>" -disable-output "$module"
wait "$reader"
test -p "$dir/fifo" && echo "still a fifo"
ls -A "$dir"
