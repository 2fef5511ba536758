target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  ret void
}

!spirv.Source = !{!0}
!0 = !{!"OpenCL C"}
