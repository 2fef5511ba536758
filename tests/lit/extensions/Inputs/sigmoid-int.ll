;; Input of extensions/sigmoid.ll: intel_sigmoid on an integer.
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load i32, ptr addrspace(1) %p
  %y = call spir_func i32 @_Z13intel_sigmoidi(i32 %x)
  store i32 %y, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z13intel_sigmoidi(i32)
