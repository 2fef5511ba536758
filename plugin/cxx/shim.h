/* The few LLVM C++ calls that LLVM-C 16 lacks, with a C interface.
 * Turned into Rust declarations by bindgen (see build.rs). */
#ifndef SPIRV_EMIT_SHIM_H
#define SPIRV_EMIT_SHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct LLVMOpaqueContext *LLVMContextRef;
typedef struct LLVMOpaqueType *LLVMTypeRef;
typedef struct LLVMOpaqueValue *LLVMValueRef;

/* Reports an error through LLVMContext::emitError (opt prints it and exits 1
 * inside this call; clang prints it and fails the compilation). */
void spirv_emit_emit_error(LLVMContextRef ctx, const char *message);

/* Target extension types (LLVM 16 `target("name", types..., ints...)`). */
const char *spirv_emit_target_ext_name(LLVMTypeRef ty, size_t *len);
unsigned spirv_emit_target_ext_num_type_params(LLVMTypeRef ty);
LLVMTypeRef spirv_emit_target_ext_type_param(LLVMTypeRef ty, unsigned i);
unsigned spirv_emit_target_ext_num_int_params(LLVMTypeRef ty);
unsigned spirv_emit_target_ext_int_param(LLVMTypeRef ty, unsigned i);

/* An array type's length as 64 bits (LLVMGetArrayLength truncates to 32). */
uint64_t spirv_emit_array_length(LLVMTypeRef ty);

/* Wrap/exact flags: bit 0 nuw, bit 1 nsw, bit 2 exact. */
unsigned spirv_emit_wrap_flags(LLVMValueRef inst);
/* Fast-math flags as LLVM's FastMathFlags bits (reassoc=1, nnan=2, ninf=4,
 * nsz=8, arcp=16, contract=32, afn=64); 0 for non-FP operations. */
unsigned spirv_emit_fast_math_flags(LLVMValueRef inst);

/* The operation of an atomicrmw by its IR name ("add", "fmax", "uinc_wrap",
 * ...; the numbering of llvm::AtomicRMWInst::BinOp differs between LLVM
 * versions, and LLVM-C 16 aborts on uinc_wrap); "" if not an atomicrmw. */
const char *spirv_emit_atomicrmw_op_name(LLVMValueRef inst, size_t *len);

/* The value of case `n` (0-based; its destination is successor n + 1) of a
 * switch (LLVM 21+ no longer keeps case values as operands); null if none. */
LLVMValueRef spirv_emit_switch_case_value(LLVMValueRef inst, unsigned n);

/* 1 if parameter `arg` (0-based) of function `fn` is not captured:
 * `nocapture` before LLVM 21, `captures(none)` from 21 on. */
int spirv_emit_param_captures_nothing(LLVMValueRef fn, unsigned arg);

/* The `align` attribute of call argument `arg` (0-based), 0 if none (LLVM 21+
 * carries masked load/store alignment this way). */
uint64_t spirv_emit_call_param_align(LLVMValueRef call, unsigned arg);

/* The ordering of a load, store, atomicrmw, fence or (success ordering)
 * cmpxchg, as llvm::AtomicOrdering (LLVM-C 16's LLVMGetOrdering misreads
 * fences); 0 (not atomic) for anything else. */
unsigned spirv_emit_atomic_ordering(LLVMValueRef inst);

/* The element type a getelementptr's result points to. */
LLVMTypeRef spirv_emit_gep_result_element_type(LLVMValueRef gep);

/* The sync scope name of an atomic instruction or fence ("" = system). */
const char *spirv_emit_sync_scope_name(LLVMValueRef inst, size_t *len);

/* Validates a SPIR-V binary with SPIRV-Tools (linked in statically) for the
 * universal environment of SPIR-V 1.`minor`. Returns 1 if valid; else 0 with
 * the validator's message in `message` (NUL-terminated, truncated). */
int spirv_emit_validate(const uint32_t *words, size_t count, unsigned minor, char *message, size_t message_size);

#ifdef __cplusplus
}
#endif

#endif
