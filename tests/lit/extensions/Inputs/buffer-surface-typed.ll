; The VC front end's typed-pointer buffer (buffer-surface-refused.ll).
target triple = "spir-unknown-unknown"

%intel.buffer_ro_t = type opaque

define spir_kernel void @k(%intel.buffer_ro_t addrspace(1)* %b) "VCFunction" {
  ret void
}
