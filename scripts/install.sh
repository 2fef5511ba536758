#!/usr/bin/env bash
# Installs the built spirv-emit of one LLVM major into PREFIX (no root
# packages needed; DESTDIR=/stage puts the files under /stage/PREFIX while they
# still name PREFIX, for packaging):
#
#   scripts/install.sh [--llvm NN] PREFIX        (NN: 15, 16, 19, 22; default
#                                                 SPIRV_EMIT_LLVM, else 16)
#
#   PREFIX/bin/spirv-emit-NN                       the command
#   PREFIX/lib/spirv-emit-NN/libspirv_emit.so      the plugin and C API library
#   PREFIX/lib/spirv-emit-NN/bin/llvm-spirv        -> the command (clang 15-19: -B here)
#   PREFIX/include/spirv-emit-NN/spirv_emit.h(pp)  the C and C++ headers
#   PREFIX/lib/pkgconfig/spirv-emit-NN.pc          pkg-config --cflags --libs spirv-emit-NN
#   PREFIX/lib/cmake/SPIRVEmit-NN/                 find_package(SPIRVEmit): SPIRVEmit::spirv_emit
#
# Several majors install side by side. The build must exist (source
# scripts/setup.sh && spirv_emit_build; target/release or target/llvmNN/release).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MAJOR="${SPIRV_EMIT_LLVM:-16}"
if [ "${1:-}" = --llvm ]; then MAJOR="$2"; shift 2; fi
[ $# -eq 1 ] || { echo "usage: scripts/install.sh [--llvm NN] PREFIX" >&2; exit 2; }
case "$MAJOR" in 15|16|19|22) ;; *) echo "install: LLVM $MAJOR is not supported (15, 16, 19, 22)" >&2; exit 2 ;; esac
PREFIX="$(realpath -m "$1")"
DEST="${DESTDIR:-}$PREFIX"

if [ "$MAJOR" = 16 ]; then BUILD="$ROOT/target/release"; else BUILD="$ROOT/target/llvm$MAJOR/release"; fi
for f in libspirv_emit.so spirv-emit; do
  [ -f "$BUILD/$f" ] || { echo "install: $BUILD/$f is not built (SPIRV_EMIT_LLVM=$MAJOR source scripts/setup.sh && spirv_emit_build)" >&2; exit 1; }
done
LLVM_CONFIG="llvm-config-$MAJOR"
command -v "$LLVM_CONFIG" > /dev/null || LLVM_CONFIG="/usr/lib/llvm-$MAJOR/bin/llvm-config"
LLVM_INCLUDE="$("$LLVM_CONFIG" --includedir)"
LLVM_LIBDIR="$("$LLVM_CONFIG" --libdir)"
VERSION="$(sed -n 's/^version = "\([0-9.]*\)"/\1/p' "$ROOT/Cargo.toml" | head -1)"

NAME="spirv-emit-$MAJOR"
LIBDIR="lib/$NAME"
INCDIR="include/$NAME"
CMAKEDIR="lib/cmake/SPIRVEmit-$MAJOR"
install -d "$DEST/bin" "$DEST/$LIBDIR/bin" "$DEST/$INCDIR" "$DEST/lib/pkgconfig" "$DEST/$CMAKEDIR"
install -m 755 "$BUILD/spirv-emit" "$DEST/bin/$NAME"
install -m 755 "$BUILD/libspirv_emit.so" "$DEST/$LIBDIR/libspirv_emit.so"
ln -sfn "../../../bin/$NAME" "$DEST/$LIBDIR/bin/llvm-spirv"
install -m 644 "$ROOT/plugin/include/spirv_emit.h" "$ROOT/plugin/include/spirv_emit.hpp" "$DEST/$INCDIR/"
install -m 644 "$ROOT/cmake/SPIRVEmitConfig.cmake" "$ROOT/cmake/SPIRVEmitConfigVersion.cmake" \
  "$ROOT/cmake/SPIRVEmitCheckOutput.cmake" "$DEST/$CMAKEDIR/"

cat > "$DEST/lib/pkgconfig/$NAME.pc" <<PC
prefix=$PREFIX
libdir=\${prefix}/$LIBDIR
includedir=\${prefix}/$INCDIR
llvm_includedir=$LLVM_INCLUDE
llvm_libdir=$LLVM_LIBDIR
plugin=\${libdir}/libspirv_emit.so

Name: $NAME
Description: spirv-emit for LLVM $MAJOR: LLVM IR to SPIR-V in-process (spirv_emit.h, spirv_emit.hpp)
Version: $VERSION
Cflags: -I\${includedir} -I\${llvm_includedir}
Libs: -L\${libdir} -lspirv_emit -L\${llvm_libdir} -lLLVM-$MAJOR
PC

# What the CMake package needs to know about this installation (read by SPIRVEmitConfig.cmake).
cat > "$DEST/$CMAKEDIR/SPIRVEmitInstalled.cmake" <<CM
# Written by scripts/install.sh: an installed spirv-emit for LLVM $MAJOR.
get_filename_component(_spirv_emit_prefix "\${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(SPIRVEmit_INSTALLED_VERSION "$VERSION")
set(SPIRVEmit_INSTALLED_LLVM_MAJOR "$MAJOR")
set(SPIRVEmit_INSTALLED_LIBRARY "\${_spirv_emit_prefix}/$LIBDIR/libspirv_emit.so")
set(SPIRVEmit_INSTALLED_COMMAND "\${_spirv_emit_prefix}/bin/$NAME")
set(SPIRVEmit_INSTALLED_LINK_DIR "\${_spirv_emit_prefix}/$LIBDIR/bin")
set(SPIRVEmit_INSTALLED_INCLUDE_DIR "\${_spirv_emit_prefix}/$INCDIR")
set(SPIRVEmit_INSTALLED_LLVM_INCLUDE_DIR "$LLVM_INCLUDE")
set(SPIRVEmit_INSTALLED_LLVM_LIBRARY "$LLVM_LIBDIR/libLLVM-$MAJOR.so")
unset(_spirv_emit_prefix)
CM
echo "installed spirv-emit $VERSION for LLVM $MAJOR into ${DESTDIR:+$DESTDIR}$PREFIX"
