# A kernel with an alloca of a struct of n i8 members (huge-struct-type.ll).
BEGIN {
  printf "target triple = \"spir64-unknown-unknown\"\n%%big = type { i8"
  for (i = 1; i < n; i++) printf ", i8"
  printf " }\ndefine spir_kernel void @k(ptr addrspace(1) %%out) {\n"
  printf "  %%s = alloca %%big\n  store i8 1, ptr %%s\n  ret void\n}\n"
}
