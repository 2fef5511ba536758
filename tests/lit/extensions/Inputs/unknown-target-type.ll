target triple = "spir64-unknown-unknown"

define spir_kernel void @k(target("spirv.NoSuchThing") %t) {
  ret void
}
