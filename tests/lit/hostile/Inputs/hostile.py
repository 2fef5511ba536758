#!/usr/bin/env python3
"""Writes pathological LLVM modules for tests/lit/hostile/resource-limits*.ll.

Usage: hostile.py KIND N > module.ll
  constexpr N   a global initialized by N nested constant expressions
  types N       a global of N nested array types
  structs N     a global of N nested struct types (literal, unnamed)
  casts N       a kernel whose pointer goes through N addrspacecasts
  phis N        N blocks, each with a pointer phi of the previous one
  users N       a kernel with a chain of N dependent adds (a long use chain)
  switch N      a switch with N cases, and a phi with N incoming values
  calls N       N functions, each passing a pointer to the next
  zeros N       a global [N x i8] zeroinitializer (N bytes)
  bytes N       a global [N x i8] with N non-zero bytes (a c"..." string)
"""
import sys

HEAD = 'target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"\ntarget triple = "spir64-unknown-unknown"\n'


def kernel_using(global_type: str) -> str:
    return (f"define spir_kernel void @k(ptr addrspace(1) %out) {{\n"
            f"  %v = load i32, ptr addrspace(1) @g, align 4\n"
            f"  store i32 %v, ptr addrspace(1) %out, align 4\n  ret void\n}}\n")


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    w = sys.stdout.write
    w(HEAD)
    if kind == "constexpr":
        # Alternating element types: LLVM folds neither step into the other.
        e = "@x"
        for i in range(n):
            e = f"getelementptr ({'i8' if i % 2 else 'i16'}, ptr addrspace(1) {e}, i64 1)"
        w(f"@x = addrspace(1) global [{2 * n + 1} x i16] zeroinitializer\n@p = addrspace(1) global ptr addrspace(1) {e}\n")
        w("define spir_kernel void @k(ptr addrspace(1) %out) {\n"
          "  %q = load ptr addrspace(1), ptr addrspace(1) @p, align 8\n"
          "  %v = load i8, ptr addrspace(1) %q, align 1\n  store i8 %v, ptr addrspace(1) %out, align 1\n  ret void\n}\n")
    elif kind in ("types", "structs"):
        t = "i32"
        for _ in range(n):
            t = f"[1 x {t}]" if kind == "types" else f"{{ {t} }}"
        w(f"@g = addrspace(1) global {t} zeroinitializer\n")
        w(kernel_using(t))
    elif kind == "casts":
        w("define spir_kernel void @k(ptr addrspace(1) %p0) {\n")
        prev, space = "%p0", 1
        for i in range(1, n + 1):
            to = 4 if space == 1 else 1
            w(f"  %p{i} = addrspacecast ptr addrspace({space}) {prev} to ptr addrspace({to})\n")
            prev, space = f"%p{i}", to
        w(f"  store i32 1, ptr addrspace({space}) {prev}, align 4\n  ret void\n}}\n")
    elif kind == "phis":
        w("define spir_kernel void @k(ptr addrspace(1) %p, i1 %c) {\nb0:\n  br label %b1\n")
        for i in range(1, n + 1):
            prev = "%p" if i == 1 else f"%q{i - 1}"
            w(f"b{i}:\n  %q{i} = phi ptr addrspace(1) [ {prev}, %b{i - 1} ]\n  br label %b{i + 1}\n")
        w(f"b{n + 1}:\n  store i32 1, ptr addrspace(1) %q{n}, align 4\n  ret void\n}}\n")
    elif kind == "users":
        w("define spir_kernel void @k(ptr addrspace(1) %p, i32 %a) {\n  %v0 = add i32 %a, 1\n")
        for i in range(1, n):
            w(f"  %v{i} = add i32 %v{i - 1}, {i}\n")
        w(f"  store i32 %v{n - 1}, ptr addrspace(1) %p, align 4\n  ret void\n}}\n")
    elif kind == "switch":
        w("define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {\nentry:\n  switch i32 %x, label %done [\n")
        for i in range(n):
            w(f"    i32 {i}, label %c{i}\n")
        w("  ]\n")
        for i in range(n):
            w(f"c{i}:\n  br label %done\n")
        w("done:\n  %v = phi i32 [ -1, %entry ]" + "".join(f", [ {i * 3}, %c{i} ]" for i in range(n)) + "\n")
        w("  store i32 %v, ptr addrspace(1) %p, align 4\n  ret void\n}\n")
    elif kind == "calls":
        for i in range(n, 0, -1):
            callee = f"  call spir_func void @f{i + 1}(ptr addrspace(1) %p)\n" if i < n else "  store i32 1, ptr addrspace(1) %p, align 4\n"
            w(f"define spir_func void @f{i}(ptr addrspace(1) %p) {{\n{callee}  ret void\n}}\n")
        w("define spir_kernel void @k(ptr addrspace(1) %p) {\n  call spir_func void @f1(ptr addrspace(1) %p)\n  ret void\n}\n")
    elif kind == "zeros":
        w(f"@g = addrspace(1) global [{n} x i8] zeroinitializer\n")
        w(kernel_using(f"[{n} x i8]"))
    elif kind == "bytes":
        w(f'@g = addrspace(1) global [{n} x i8] c"')
        chunk = "ab" * 32768
        left = n
        while left:
            w(chunk[: min(left, len(chunk))])
            left -= min(left, len(chunk))
        w('"\n')
        w(kernel_using(f"[{n} x i8]"))
    else:
        sys.exit(f"hostile.py: unknown kind {kind}")


if __name__ == "__main__":
    main()
