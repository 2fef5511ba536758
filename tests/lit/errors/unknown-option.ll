;; A misspelled pass parameter is an error listing the known options.
; RUN: %not %opt -passes='spirv-emit<outt=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<version=2.0>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=VERSION
; RUN: env SPIRV_EMIT_VERSION=9 %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ENV
; CHECK: error: spirv-emit: unknown or malformed option 'outt={{.*}}' (known options: out=PATH, version=1.0..1.6, env=NAME, ext=+X-Y, validate=auto|on|off, debug-info=ocl100|nonsemantic100|nonsemantic200|none, addrspace-map=spir|amdgcn|FROM:TO,..., function-pointers=indices|intel, allow-unknown-intrinsics[=PREFIX:...], preserve-auxdata, text, report)
; VERSION: error: spirv-emit: unknown SPIR-V version '2.0' (expected 1.0 to 1.6)
; ENV: error: spirv-emit: SPIRV_EMIT_VERSION: unknown SPIR-V version '9'

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  ret void
}
