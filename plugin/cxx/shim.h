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
typedef struct LLVMOpaqueMetadata *LLVMMetadataRef;

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
/* 64-bit word `n` (0: the lowest) of an integer constant of any width; 0 past its width. */
uint64_t spirv_emit_const_int_word(LLVMValueRef constant, unsigned n);

/* The element bytes of a constant data array or vector (ConstantDataSequential:
 * elements i8-i64, half, bfloat, float, double, in the host's byte order) and the
 * bytes of one element; NULL (and 0s) for any other value. */
const char *spirv_emit_const_data_raw(LLVMValueRef constant, size_t *len, unsigned *element_bytes);

/* The attachment of metadata kind `kind` to a function or global variable (the
 * first, as LLVMGlobalCopyAllMetadata orders them), NULL if none. */
LLVMMetadataRef spirv_emit_global_metadata(LLVMValueRef global, unsigned kind);

/* Operand `i` of the MDNode wrapped by `node` (a MetadataAsValue) as
 * LLVMGetMDNodeOperands gives it: the constant of a ConstantAsMetadata, else
 * the operand wrapped as a value (a wrapped ValueAsMetadata, such as a
 * one-constant node, is one operand: its value); NULL for a null operand,
 * past the end or if `node` wraps no node. */
LLVMValueRef spirv_emit_md_node_operand(LLVMValueRef node, unsigned i);

/* 1 if parameter `arg` (0-based) of function `fn` is not captured:
 * `nocapture` before LLVM 21, `captures(none)` from 21 on. */
int spirv_emit_param_captures_nothing(LLVMValueRef fn, unsigned arg);

/* Inline assembly (the callee of `call asm`): its assembly text (what = 0)
 * or its constraint string (what = 1); "" if `v` is no inline assembly. */
const char *spirv_emit_inline_asm_string(LLVMValueRef v, int what, size_t *len);

/* 1 if the inline assembly `v` has side effects (`asm sideeffect`). */
int spirv_emit_inline_asm_has_side_effects(LLVMValueRef v);

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

/* ---- Debug information (DI* metadata nodes), for what LLVM-C lacks. ----
 * Every accessor takes any metadata (or NULL) and returns 0 / NULL / "" when
 * the node is not of a kind that has the field. */

/* Names: DIScope/DIType/DISubprogram/DIVariable/DINamespace/DIModule,
 * DITemplateParameter, DIImportedEntity, DIEnumerator, DIFile (file name). */
const char *spirv_emit_di_name(LLVMMetadataRef md, size_t *len);
/* Linkage name of a DISubprogram or DIGlobalVariable. */
const char *spirv_emit_di_linkage_name(LLVMMetadataRef md, size_t *len);
/* DIFile parts: 0 file name, 1 directory, 2 checksum value, 3 embedded source. */
const char *spirv_emit_di_file_part(LLVMMetadataRef md, unsigned part, size_t *len);
/* DICompileUnit: producer, DWARF source language, optimized flag. */
const char *spirv_emit_di_producer(LLVMMetadataRef md, size_t *len);
unsigned spirv_emit_di_language(LLVMMetadataRef md);
unsigned spirv_emit_di_tag(LLVMMetadataRef md);
unsigned spirv_emit_di_line(LLVMMetadataRef md);
unsigned spirv_emit_di_column(LLVMMetadataRef md);
/* DISubprogram scope line. */
unsigned spirv_emit_di_scope_line(LLVMMetadataRef md);
LLVMMetadataRef spirv_emit_di_file(LLVMMetadataRef md);
LLVMMetadataRef spirv_emit_di_scope(LLVMMetadataRef md);
/* The type a node refers to: DIDerivedType/DICompositeType base type,
 * DIVariable/DISubprogram/DITemplateParameter type, DIImportedEntity entity,
 * DIGlobalVariableExpression variable. */
LLVMMetadataRef spirv_emit_di_type(LLVMMetadataRef md);
/* DISubprogram declaration (for a definition of a declared method). */
LLVMMetadataRef spirv_emit_di_declaration(LLVMMetadataRef md);
/* Lists: 0 DICompositeType elements / DISubroutineType types, 1 template
 * parameters (DICompositeType, DISubprogram), 2 DICompileUnit global
 * variable expressions, 3 DICompileUnit imported entities. Items may be NULL. */
unsigned spirv_emit_di_list_len(LLVMMetadataRef md, unsigned list);
LLVMMetadataRef spirv_emit_di_list_item(LLVMMetadataRef md, unsigned list, unsigned i);
uint64_t spirv_emit_di_size_bits(LLVMMetadataRef md);
uint64_t spirv_emit_di_offset_bits(LLVMMetadataRef md);
/* DINode::DIFlags of a type, subprogram or variable. */
uint32_t spirv_emit_di_flags(LLVMMetadataRef md);
/* DISubprogram: bit 0 definition, bit 1 local to unit, bit 2 optimized. */
uint32_t spirv_emit_di_subprogram_flags(LLVMMetadataRef md);
unsigned spirv_emit_di_encoding(LLVMMetadataRef md);
/* DIDerivedType DWARF address space; -1 if none. */
int spirv_emit_di_address_space(LLVMMetadataRef md);
/* DILocalVariable argument number (1-based; 0 if not a parameter). */
unsigned spirv_emit_di_arg(LLVMMetadataRef md);
/* A constant integer: DIEnumerator value, DISubrange count, DITemplateValueParameter
 * value. Returns 1 and sets *out if there is one. */
int spirv_emit_di_int_value(LLVMMetadataRef md, int64_t *out);
/* DIExpression elements. */
unsigned spirv_emit_di_expr_len(LLVMMetadataRef md);
uint64_t spirv_emit_di_expr_elem(LLVMMetadataRef md, unsigned i);
/* DIGlobalVariableExpression expression. */
LLVMMetadataRef spirv_emit_di_gve_expression(LLVMMetadataRef md);

/* llvm.dbg.declare (1) / llvm.dbg.value (2) / other (0), their variable,
 * expression and location value (NULL when the value is gone). */
int spirv_emit_dbg_intrinsic_kind(LLVMValueRef call);
LLVMMetadataRef spirv_emit_dbg_variable(LLVMValueRef call);
LLVMMetadataRef spirv_emit_dbg_expression(LLVMValueRef call);
LLVMValueRef spirv_emit_dbg_value(LLVMValueRef call);

/* Debug records (LLVM 19+'s replacement of llvm.dbg.* calls) attached before
 * an instruction: their number (0 before LLVM 19), and the i-th one's kind
 * (1 declare, 2 value, 3 label, 0 other: an assignment), variable, expression,
 * single location value (NULL when gone or not single) and DILocation. */
unsigned spirv_emit_dbg_record_count(LLVMValueRef inst);
int spirv_emit_dbg_record(LLVMValueRef inst, unsigned i, LLVMMetadataRef *variable, LLVMMetadataRef *expression,
                          LLVMValueRef *value, LLVMMetadataRef *location);

/* The i-th !dbg attachment of a global variable (DIGlobalVariableExpression). */
unsigned spirv_emit_global_debug_count(LLVMValueRef gv);
LLVMMetadataRef spirv_emit_global_debug_item(LLVMValueRef gv, unsigned i);

/* The attributes of a function (its function attributes) or global variable,
 * as NonSemantic.AuxData writes them: their number, and attribute `i`'s
 * kind and value for a string attribute (returns 1), or LLVM's text of any
 * other (`nounwind`, `memory(none)`; value ""; returns 0, the text valid until
 * the next call on the thread); -1 past the end. */
unsigned spirv_emit_attribute_count(LLVMValueRef global);
int spirv_emit_attribute(LLVMValueRef global, unsigned i, const char **kind, size_t *kind_len,
                         const char **value, size_t *value_len);

/* The name of metadata kind `kind` in the context of `global` ("" if none). */
const char *spirv_emit_md_kind_name(LLVMValueRef global, unsigned kind, size_t *len);

/* The id of metadata kind `name` if the context has it, else -1 (without
 * registering it, as LLVMGetMDKindIDInContext would). */
int spirv_emit_existing_md_kind(LLVMContextRef ctx, const char *name, size_t len);

#ifdef __cplusplus
}
#endif

#endif
