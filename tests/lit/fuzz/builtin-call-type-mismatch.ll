;; Found by scripts/fuzz.py, seeds 14790 and 11138, reduced with
;; llvm-reduce-16): a builtin call whose argument types differ from
;; its mangled name is lowered from the arguments as they are, giving invalid
;; SPIR-V:
;;  - __spirv_ControlBarrier(iii) called with an i8 third argument: "ControlBarrier:
;;    expected Memory Semantics to be a 32-bit int";
;;  - clamp(Dv4_fff) called with a double: "OpenCL.std fclamp: expected types of
;;    all operands to be equal to Result Type".
;; Fixed: scopes and semantics are converted to 32-bit constants; an
;; OpenCL builtin argument whose type disagrees with the mangling is an error
;; naming the call and the argument, and no file is written.
; RUN: rm -f %t.clamp.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.clamp.spv>' -disable-output %S/Inputs/clamp-double-argument.ll 2>&1 | FileCheck %s --check-prefix=CLAMP
; RUN: test ! -e %t.clamp.spv
; CLAMP: error: {{.*}}'_Z5clampDv4_fff': argument {{[12]}} must be of the type its mangled name gives (float)
; CLAMP-NOT: does not validate
;; The barrier now translates (its i8 semantics become a 32-bit constant).
; RUN: %opt -passes='spirv-emit<out=%t.barrier2.spv>' -disable-output %S/Inputs/barrier-i8-semantics.ll
; RUN: %spirv-val %t.barrier2.spv
