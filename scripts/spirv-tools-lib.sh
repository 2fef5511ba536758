#!/usr/bin/env bash
# Builds SPIRV-Tools' validator once per machine, for every LLVM version's
# plugin build, and points cargo at it.
#
# The plugin validates modules in-process through the `spirv-tools` crate,
# whose spirv-tools-sys build script compiles all of the SPIRV-Tools sources
# it vendors (validator and optimizer, ~330 C++ files) into each target
# directory: four times for the four LLVM versions. This script compiles the
# part the validator needs (the shared core, util and val: ~85 files) from the
# same vendored sources into target/spirv-tools/<crate version>/ and writes
# .cargo/config.toml (not versioned) with a `links` override, so that cargo
# links that library instead of running the crate's build script in any
# target directory. Without it (a plain `cargo build` in a fresh clone) the
# crate's own build runs, which works, only slower.
#
# Usage: scripts/spirv-tools-lib.sh   (sourced scripts/setup.sh runs it)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# The vendored sources: the spirv-tools-sys package in Cargo.lock.
SYS_DIR="$(cargo metadata --format-version 1 --locked 2>/dev/null | python3 -c '
import json, os, sys
for p in json.load(sys.stdin)["packages"]:
    if p["name"] == "spirv-tools-sys":
        print(p["version"], os.path.dirname(p["manifest_path"]))
        break
')"
VERSION="${SYS_DIR%% *}"
SYS_DIR="${SYS_DIR#* }"
if [ -z "$VERSION" ] || [ ! -d "$SYS_DIR/spirv-tools/source/val" ]; then
  echo "spirv-tools-lib: spirv-tools-sys sources not found (cargo metadata)" >&2
  exit 1
fi
OUT="$ROOT/target/spirv-tools/$VERSION"
LIB="$OUT/libspirv-tools.a"

if [ ! -f "$LIB" ]; then
  echo "spirv-tools-lib: compiling SPIRV-Tools' validator (spirv-tools-sys $VERSION) into $OUT"
  mkdir -p "$OUT/obj"
  src="$SYS_DIR/spirv-tools/source"
  # The crate's `shared` and `val` sources: every top-level and util source but
  # the allocator, the precompiled-header stub and the optimizer's timer.
  sources=()
  for f in "$src"/*.cpp "$src"/util/*.cpp "$src"/val/*.cpp; do
    case "$(basename "$f")" in mimalloc.cpp | pch_source.cpp | timer.cpp) continue ;; esac
    sources+=("$f")
  done
  # The crate's compiler flags (its build.rs), without warnings and debug info.
  export SPIRV_TOOLS_CXXFLAGS="-O2 -std=c++17 -fPIC -fno-exceptions -fno-rtti -ffunction-sections -fdata-sections \
    -DSPIRV_CHECK_CONTEXT -DSPIRV_LINUX -w -I$SYS_DIR/spirv-tools -I$SYS_DIR/spirv-tools/include \
    -I$SYS_DIR/generated -I$SYS_DIR/spirv-headers/include -I$SYS_DIR/spirv-headers/include/spirv/unified1"
  export SPIRV_TOOLS_SRC="$src" SPIRV_TOOLS_OBJ="$OUT/obj" CXX="${CXX:-c++}"
  # One object per source (val/x.cpp -> val_x.o), kept when already compiled.
  printf '%s\n' "${sources[@]}" | xargs -P "$(nproc)" -I{} bash -c '
    rel="${1#$SPIRV_TOOLS_SRC/}"; obj="$SPIRV_TOOLS_OBJ/${rel//\//_}"; obj="${obj%.cpp}.o"
    if [ ! -f "$obj" ]; then $CXX $SPIRV_TOOLS_CXXFLAGS -c "$1" -o "$obj.tmp" && mv -f "$obj.tmp" "$obj"; fi
  ' _ {}
  rm -f "$LIB.tmp"
  ar crs "$LIB.tmp" "$OUT"/obj/*.o
  mv "$LIB.tmp" "$LIB"
fi

# Cargo's `links` override for the spirv-tools-sys package (links = "spirv-tools").
HOST="$(rustc -vV | sed -n 's/^host: //p')"
CONFIG="$ROOT/.cargo/config.toml"
WANT="# Written by scripts/spirv-tools-lib.sh (not versioned): link SPIRV-Tools' validator
# compiled once per machine instead of running spirv-tools-sys's build script.
[target.$HOST.spirv-tools]
rustc-link-search = [\"native=$OUT\"]
rustc-link-lib = [\"static=spirv-tools\", \"stdc++\"]"
if [ ! -f "$CONFIG" ] || [ "$(cat "$CONFIG")" != "$WANT" ]; then
  mkdir -p "$ROOT/.cargo"
  echo "$WANT" > "$CONFIG"
fi
