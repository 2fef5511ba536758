;; version= caps the SPIR-V version; the module declares the lowest it needs.
;; Optional features that need more (NoSignedWrap: SPIR-V 1.4) appear only
;; when the cap allows them, or with their extension allowed.
; RUN: %opt -passes='spirv-emit<out=%t.10.spv;version=1.0>' -disable-output %S/Inputs/simple.ll
; RUN: %spirv-val --target-env spv1.0 %t.10.spv
; RUN: %spirv-dis %t.10.spv | FileCheck %s --check-prefix=V10
; RUN: %opt -passes='spirv-emit<out=%t.12.spv;version=1.2>' -disable-output %S/Inputs/simple.ll
; RUN: %spirv-val --target-env spv1.2 %t.12.spv
; RUN: %spirv-dis %t.12.spv | FileCheck %s --check-prefix=V10
; RUN: %opt -passes='spirv-emit<out=%t.14.spv;version=1.4>' -disable-output %S/Inputs/simple.ll
; RUN: %spirv-val --target-env spv1.4 %t.14.spv
; RUN: %spirv-dis %t.14.spv | FileCheck %s --check-prefix=V14
; RUN: %opt -passes='spirv-emit<out=%t.ext.spv;ext=+SPV_KHR_no_integer_wrap_decoration>' -disable-output %S/Inputs/simple.ll
; RUN: %spirv-val --target-env spv1.0 %t.ext.spv
; RUN: %spirv-dis %t.ext.spv | FileCheck %s --check-prefix=EXT
; RUN: %opt -passes='spirv-emit<out=%t.def.spv>' -disable-output %S/Inputs/simple.ll
; RUN: %spirv-dis %t.def.spv | FileCheck %s --check-prefix=V10

; V10: ; Version: 1.0
; V10-NOT: OpExtension
; V10-NOT: NoSignedWrap
; V14: ; Version: 1.4
; V14-NOT: OpExtension
; V14: OpDecorate %{{[0-9]+}} NoSignedWrap
; EXT: ; Version: 1.0
; EXT: OpExtension "SPV_KHR_no_integer_wrap_decoration"
; EXT: OpDecorate %{{[0-9]+}} NoSignedWrap
