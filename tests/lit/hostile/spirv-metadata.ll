;; Malformed SPIR-V friendly IR metadata (!spirv.*): unknown enumerants, wrong
;; arity, nulls, strings for integers are clean errors; an entry point or
;; generator entry that cannot apply is ignored.
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/spirv-cap-bad.ll 2>&1 | FileCheck %s --check-prefix=CAP
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/spirv-decorations-bad.ll 2>&1 | FileCheck %s --check-prefix=DEC
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/spirv-em-bad.ll 2>&1 | FileCheck %s --check-prefix=EM
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/spirv-ext-bad.ll 2>&1 | FileCheck %s --check-prefix=EXT
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/spirv-memmodel-bad.ll 2>&1 | FileCheck %s --check-prefix=MM
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/spirv-memmodel-null.ll 2>&1 | FileCheck %s --check-prefix=MMNULL
; RUN: %not %opt -passes='spirv-emit<out=%t.dir/a.spv>' -disable-output %S/Inputs/spirv-source-bad.ll 2>&1 | FileCheck %s --check-prefix=SRC
; RUN: ls -A %t.dir | count 0
; RUN: %opt -passes='spirv-emit<out=%t.dir/ep.spv>' -disable-output %S/Inputs/spirv-ep-bad.ll
; RUN: %spirv-val %t.dir/ep.spv
; RUN: %opt -passes='spirv-emit<out=%t.dir/gen.spv>' -disable-output %S/Inputs/spirv-gen-bad.ll
; RUN: %spirv-val %t.dir/gen.spv
; CAP: error: spirv-emit: !spirv.Capability: -5 is not a capability
; DEC: error: spirv-emit: in function 'k': !spirv.Decorations: 999999 is not a SPIR-V decoration
; EM: error: spirv-emit: !spirv.ExecutionMode: the mode must be an integer
; EXT: error: spirv-emit: !spirv.Extension: entries are !{!"SPV_..."}
; MM: error: spirv-emit: !spirv.MemoryModel: 99 is not an addressing model
; MMNULL: error: spirv-emit: !spirv.MemoryModel: must be !{i32 addressing model, i32 memory model}
; SRC: error: spirv-emit: !spirv.Source: needs !{i32 language, i32 version[, !{!"file"}]}
