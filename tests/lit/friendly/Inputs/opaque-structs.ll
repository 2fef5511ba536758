target triple = "spir64-unknown-unknown"

%spirv.Image._float_0_0_0_0_0_0_0 = type opaque
%spirv.Sampler = type opaque
%spirv.Pipe._1 = type opaque

define spir_kernel void @k(%spirv.Image._float_0_0_0_0_0_0_0 addrspace(1)* %img, %spirv.Sampler addrspace(2)* %s, %spirv.Pipe._1 addrspace(1)* %p) {
  ret void
}
