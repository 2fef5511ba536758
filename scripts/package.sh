#!/usr/bin/env bash
# Builds one Debian package per LLVM major, installable side by side:
#
#   scripts/package.sh [--out DIR] [NN...]      (NN: 15, 16, 19, 22; default 16;
#                                                DIR: default target/debian;
#                                                DEB_COMPRESSION: default xz)
#
# spirv-emit-NN_<version>-1_<arch>.deb holds what scripts/install.sh installs
# into /usr: /usr/bin/spirv-emit-NN, /usr/lib/spirv-emit-NN/libspirv_emit.so
# (plugin and C API library), the headers in /usr/include/spirv-emit-NN/,
# /usr/lib/pkgconfig/spirv-emit-NN.pc and /usr/lib/cmake/SPIRVEmit-NN/. Its
# postinst makes /usr/bin/llvm-spirv an alternative for /usr/bin/spirv-emit-NN
# (priority NN: the newest installed major wins, and a command built for a
# newer LLVM reads older bitcode), which is what clang 15-19 run for
# `--target=spirv64 -c`; clang 22 takes -fpass-plugin=/usr/lib/spirv-emit-22/libspirv_emit.so.
# Depends: the packages of the shared libraries the command and the library
# load, with dpkg-shlibdeps' version bounds (libllvmNN: at least the version
# the build was made against); the C API's headers and libLLVM-NN.so link
# name come with llvm-NN-dev (Suggests). The builds must exist (see install.sh).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/target/debian"
if [ "${1:-}" = --out ]; then OUT="$(realpath -m "$2")"; shift 2; fi
MAJORS=("${@:-16}")
VERSION="$(sed -n 's/^version = "\([0-9.]*\)"/\1/p' "$ROOT/Cargo.toml" | head -1)"
ARCH="$(dpkg --print-architecture)"
mkdir -p "$OUT"

depends() { # files...: their Depends with version bounds (dpkg-shlibdeps, on the libraries they name)
  local work f lib pkg ver soname
  work="$(mktemp -d)"
  mkdir -p "$work/debian"
  printf 'Source: spirv-emit\n\nPackage: spirv-emit\nArchitecture: any\n' > "$work/debian/control"
  # Debian's libllvmNN declares no version in its shlibs file: bound it by the version the
  # build was made against (the plugin runs inside clang-NN, which needs that same libllvmNN).
  for f in "$@"; do
    for lib in $(ldd "$f" | awk '$3 ~ /^\// {print $3}'); do
      pkg="$(dpkg -S "$(realpath "$lib")" 2> /dev/null | head -1 | cut -d: -f1)"
      case "$pkg" in libllvm[0-9]*) ;; *) continue ;; esac
      ver="$(dpkg-query -W -f='${Version}' "$pkg")"
      soname="$(objdump -p "$lib" | awk '$1 == "SONAME" {print $2}')"
      # libLLVM-16.so.1 -> "libLLVM-16 1"; libLLVM.so.22.1 -> "libLLVM 22.1"
      echo "${soname%%.so.*} ${soname#*.so.} $pkg (>= ${ver%-*})"
    done
  done | sort -u > "$work/debian/shlibs.local"
  (cd "$work" && dpkg-shlibdeps --warnings=0 -O "$@" 2> "$work/log") | sed -n 's/^shlibs:Depends=//p'
  [ "${PIPESTATUS[0]}" = 0 ] || cat "$work/log" >&2
  rm -rf "$work"
}

for major in "${MAJORS[@]}"; do
  stage="$(mktemp -d)"
  trap 'rm -rf "$stage"' EXIT
  DESTDIR="$stage/root" "$ROOT/scripts/install.sh" --llvm "$major" /usr > /dev/null
  name="spirv-emit-$major"
  # The cargo profile keeps line tables (debug = 1): not in the package.
  strip --strip-debug "$stage/root/usr/bin/$name" "$stage/root/usr/lib/$name/libspirv_emit.so"
  mkdir -p "$stage/root/DEBIAN"
  deps="$(depends "$stage/root/usr/bin/$name" "$stage/root/usr/lib/$name/libspirv_emit.so")"
  [ -n "$deps" ] || { echo "package: cannot find the packages of $name's libraries" >&2; exit 1; }
  cat > "$stage/root/DEBIAN/control" <<CONTROL
Package: $name
Version: $VERSION-1
Architecture: $ARCH
Maintainer: spirv-emit developers <spirv-emit@localhost>
Section: devel
Priority: optional
Depends: $deps
Recommends: clang-$major
Suggests: llvm-$major-dev
Installed-Size: $(du -sk "$stage/root/usr" | cut -f1)
Description: LLVM IR to SPIR-V for LLVM $major (pass plugin, command, C/C++ library)
 spirv-emit translates OpenCL and SPIR-V friendly LLVM IR to SPIR-V: as an LLVM
 pass plugin for opt and clang, as the command spirv-emit-$major (also
 llvm-spirv through update-alternatives, which clang 15-19 run for
 --target=spirv64 -c), and in-process through spirv_emit.h / spirv_emit.hpp
 (pkg-config spirv-emit-$major, CMake find_package(SPIRVEmit)).
CONTROL
  cat > "$stage/root/DEBIAN/postinst" <<SCRIPT
#!/bin/sh
set -e
if [ "\$1" = configure ]; then
  update-alternatives --install /usr/bin/llvm-spirv llvm-spirv /usr/bin/$name $major
fi
SCRIPT
  cat > "$stage/root/DEBIAN/prerm" <<SCRIPT
#!/bin/sh
set -e
if [ "\$1" = remove ] || [ "\$1" = deconfigure ]; then
  update-alternatives --remove llvm-spirv /usr/bin/$name
fi
SCRIPT
  chmod 755 "$stage/root/DEBIAN/postinst" "$stage/root/DEBIAN/prerm"
  deb="$OUT/${name}_$VERSION-1_$ARCH.deb"
  dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$stage/root" "$deb" > /dev/null
  echo "$deb"
  rm -rf "$stage"
  trap - EXIT
done
