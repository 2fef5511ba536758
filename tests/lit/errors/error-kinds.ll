;; Every kind of lowering error (diagnostics::LowerError) is reported as a
;; diagnostic naming the function and the instruction, and no file is written.
;; One module holds a function per kind, so one run reports them all.
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: %not %opt -passes='spirv-emit<out=%t.d/kinds.spv>' -disable-output %s 2>&1 | FileCheck %s
; CHECK: error: spirv-emit: 8 problems; no SPIR-V was written:
;; Unsupported
; CHECK-DAG: in function 'vararg_callee': a variadic function is not supported
;; UndeclaredFunction (its declaration failed above)
; CHECK-DAG: in function 'undeclared': call to 'vararg_callee', which could not be declared
;; NotConstant
; CHECK-DAG: in function 'not_constant': operand 1 of '__spirv_GroupIAdd' (a literal GroupOperation in SPIR-V; the call passes i32 %n) must be a compile-time constant
;; ArgumentCount
; CHECK-DAG: in function 'argument_count': '__spirv_FAdd' takes 2 operands, but the call passes 3
;; InvalidOperand
; CHECK-DAG: in function 'invalid_operand': '_Z5clampDv4_fff': argument 2 must be of the type its mangled name gives (float)
;; NoSpirvEquivalent
; CHECK-DAG: in function 'no_equivalent': va_arg has no SPIR-V equivalent (variadic functions are not supported)
; CHECK-DAG: %v = va_arg ptr %ap, i32
;; NeedsExtension
; CHECK-DAG: in function 'needs_extension': an alloca with a run-time element count needs the SPIR-V extension SPV_INTEL_variable_length_array, which the target does not allow (allow it with ext=+SPV_INTEL_variable_length_array)
;; MalformedConvention (a SPIR-V friendly name)
; CHECK-DAG: in function 'malformed': '__spirv_BuiltInGlobalInvocationIdd': unknown SPIR-V builtin variable (no BuiltIn named 'GlobalInvocationIdd')

;; MalformedConvention (!spirv.* metadata)
; RUN: %not %opt -passes='spirv-emit<out=%t.d/source.spv>' -disable-output %S/Inputs/bad-source-metadata.ll 2>&1 | FileCheck %s --check-prefix=CONVENTION
; CONVENTION: error: spirv-emit: !spirv.Source: needs !{i32 language, i32 version[, !{!"file"}]}
;; ForbiddenByTarget (a capability the environment does not allow)
; RUN: %not %opt -passes='spirv-emit<out=%t.d/usm.spv;env=level-zero>' -disable-output %S/../env/Inputs/l0-usm.ll 2>&1 | FileCheck %s --check-prefix=FORBIDDEN
; FORBIDDEN: capability USMStorageClasses{{INTEL|ALTERA}} is not allowed by the target (needed by pointer to address space 5) [env=level-zero]
;; EnvironmentRule
; RUN: %not %opt -passes='spirv-emit<out=%t.d/rec.spv;env=level-zero>' -disable-output %S/../env/Inputs/l0-recursion.ll 2>&1 | FileCheck %s --check-prefix=RULE
; RULE: Level Zero rule 'no recursion' (env=level-zero): the call graph of kernel 'k' has a cycle
;; SpirvLimit
; RUN: python3 %S/../hostile/Inputs/hostile.py switch 20000 > %t.d/switch.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.d/switch.spv>' -disable-output %t.d/switch.ll 2>&1 | FileCheck %s --check-prefix=LIMIT
; LIMIT: in function 'k': a switch with 20000 cases; SPIR-V allows at most 16383 (universal limits, SPIR-V 2.17)
;; TooDeep
; RUN: python3 %S/../hostile/Inputs/hostile.py types 20000 > %t.d/deep.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.d/deep.spv>' -disable-output %t.d/deep.ll 2>&1 | FileCheck %s --check-prefix=DEEP
; DEEP: types and constants nest more than 512 levels deep here (at a type); spirv-emit stops there
;; Writer (a limit of the encoding)
; RUN: seq 0 69999 | awk -f %S/../hostile/Inputs/array-module.awk > %t.d/big.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.d/big.spv>' -disable-output %t.d/big.ll 2>&1 | FileCheck %s --check-prefix=WRITER
; WRITER: error: spirv-emit: global variable '@table': an OpConstantComposite would need 70003 words, more than the 65535 a SPIR-V instruction can have
;; MalformedInput (an argument the kernel metadata types as an image, used as a pointer)
; RUN: %not %opt -passes='spirv-emit<out=%t.d/img.spv>' -disable-output %S/../hostile/Inputs/argtype-image.ll 2>&1 | FileCheck %s --check-prefix=INPUT
; INPUT: error: spirv-emit: in function 'k': 'p' is used as a pointer, but its SPIR-V type is Image
;; NotEmitted (an extension spirv-emit deliberately does not emit) and
;; EncodingLimit: ../extensions/unvalidatable-intel-extensions.ll and
;; ../hostile/huge-constant-array.ll.
;; NotSpirTarget and UnknownBuiltin: not-spir-triple.ll and unsupported-builtin.cl
;; here. Internal (a broken invariant of spirv-emit) has no input that reaches it.
; RUN: ls -A %t.d | FileCheck %s --check-prefix=LEFT --implicit-check-not=.spv
; LEFT: big.ll

target triple = "spir64-unknown-unknown"

declare spir_func i32 @vararg_callee(i32, ...)
declare spir_func i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32)
declare spir_func float @_Z12__spirv_FAddff(float, float, float)
declare spir_func <4 x float> @_Z5clampDv4_fff(<4 x float>, float, float)
declare spir_func i64 @_Z34__spirv_BuiltInGlobalInvocationIddi(i32)

define spir_func i32 @undeclared() {
  %r = call spir_func i32 (i32, ...) @vararg_callee(i32 1, i32 2)
  ret i32 %r
}

define spir_func i32 @not_constant(i32 %n) {
  %c = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 %n, i32 %n)
  ret i32 %c
}

define spir_func float @argument_count(float %a) {
  %c = call spir_func float @_Z12__spirv_FAddff(float %a, float %a, float %a)
  ret float %c
}

define spir_func <4 x float> @invalid_operand(<4 x float> %v) {
  %c = call spir_func <4 x float> @_Z5clampDv4_fff(<4 x float> %v, float 0.0, double 1.0)
  ret <4 x float> %c
}

define spir_func i32 @no_equivalent(ptr %ap) {
  %v = va_arg ptr %ap, i32
  ret i32 %v
}

define spir_func void @needs_extension(i32 %n) {
  %p = alloca i32, i32 %n
  store i32 0, ptr %p
  ret void
}

define spir_func i64 @malformed() {
  %r = call spir_func i64 @_Z34__spirv_BuiltInGlobalInvocationIddi(i32 0)
  ret i64 %r
}
