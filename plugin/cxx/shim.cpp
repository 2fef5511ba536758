// C interface to the LLVM C++ API pieces LLVM-C 16 does not expose.
// Nothing here throws: LLVM is built without exceptions.
#include "shim.h"

#include <cstring>

#include <string>

#include <llvm/Config/llvm-config.h>
#include <llvm/IR/Attributes.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfoMetadata.h>
#if LLVM_VERSION_MAJOR >= 19
#include <llvm/IR/DebugProgramInstruction.h>
#endif
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Operator.h>
#include <llvm/IR/Type.h>

using namespace llvm;

static LLVMContext *unwrapContext(LLVMContextRef c) { return reinterpret_cast<LLVMContext *>(c); }
static Type *unwrapType(LLVMTypeRef t) { return reinterpret_cast<Type *>(t); }
static Value *unwrapValue(LLVMValueRef v) { return reinterpret_cast<Value *>(v); }

extern "C" void spirv_emit_emit_error(LLVMContextRef ctx, const char *message) {
  unwrapContext(ctx)->emitError(Twine(message));
}

extern "C" uint64_t spirv_emit_array_length(LLVMTypeRef ty) {
  auto *t = dyn_cast<ArrayType>(unwrapType(ty));
  return t ? t->getNumElements() : 0;
}

#if LLVM_VERSION_MAJOR >= 16
extern "C" const char *spirv_emit_target_ext_name(LLVMTypeRef ty, size_t *len) {
  auto *t = dyn_cast<TargetExtType>(unwrapType(ty));
  if (!t) { *len = 0; return ""; }
  StringRef name = t->getName();
  *len = name.size();
  return name.data();
}

extern "C" unsigned spirv_emit_target_ext_num_type_params(LLVMTypeRef ty) {
  auto *t = dyn_cast<TargetExtType>(unwrapType(ty));
  return t ? t->getNumTypeParameters() : 0;
}

extern "C" LLVMTypeRef spirv_emit_target_ext_type_param(LLVMTypeRef ty, unsigned i) {
  auto *t = dyn_cast<TargetExtType>(unwrapType(ty));
  if (!t || i >= t->getNumTypeParameters()) return nullptr;
  return reinterpret_cast<LLVMTypeRef>(t->getTypeParameter(i));
}

extern "C" unsigned spirv_emit_target_ext_num_int_params(LLVMTypeRef ty) {
  auto *t = dyn_cast<TargetExtType>(unwrapType(ty));
  return t ? t->getNumIntParameters() : 0;
}

extern "C" unsigned spirv_emit_target_ext_int_param(LLVMTypeRef ty, unsigned i) {
  auto *t = dyn_cast<TargetExtType>(unwrapType(ty));
  if (!t || i >= t->getNumIntParameters()) return 0;
  return t->getIntParameter(i);
}
#else
// LLVM 15 has no target extension types.
extern "C" const char *spirv_emit_target_ext_name(LLVMTypeRef, size_t *len) { *len = 0; return ""; }
extern "C" unsigned spirv_emit_target_ext_num_type_params(LLVMTypeRef) { return 0; }
extern "C" LLVMTypeRef spirv_emit_target_ext_type_param(LLVMTypeRef, unsigned) { return nullptr; }
extern "C" unsigned spirv_emit_target_ext_num_int_params(LLVMTypeRef) { return 0; }
extern "C" unsigned spirv_emit_target_ext_int_param(LLVMTypeRef, unsigned) { return 0; }
#endif

extern "C" unsigned spirv_emit_wrap_flags(LLVMValueRef inst) {
  Value *v = unwrapValue(inst);
  unsigned flags = 0;
  if (auto *o = dyn_cast<OverflowingBinaryOperator>(v)) {
    if (o->hasNoUnsignedWrap()) flags |= 1;
    if (o->hasNoSignedWrap()) flags |= 2;
  }
  if (auto *e = dyn_cast<PossiblyExactOperator>(v)) {
    if (e->isExact()) flags |= 4;
  }
  return flags;
}

extern "C" unsigned spirv_emit_fast_math_flags(LLVMValueRef inst) {
  Value *v = unwrapValue(inst);
  if (auto *fp = dyn_cast<FPMathOperator>(v)) {
    unsigned bits = 0;
    FastMathFlags f = fp->getFastMathFlags();
    if (f.allowReassoc()) bits |= 1;
    if (f.noNaNs()) bits |= 2;
    if (f.noInfs()) bits |= 4;
    if (f.noSignedZeros()) bits |= 8;
    if (f.allowReciprocal()) bits |= 16;
    if (f.allowContract()) bits |= 32;
    if (f.approxFunc()) bits |= 64;
    return bits;
  }
  return 0;
}

extern "C" LLVMTypeRef spirv_emit_gep_result_element_type(LLVMValueRef gep) {
  Value *v = unwrapValue(gep);
  if (auto *g = dyn_cast<GetElementPtrInst>(v))
    return reinterpret_cast<LLVMTypeRef>(g->getResultElementType());
  if (auto *g = dyn_cast<GEPOperator>(v))
    return reinterpret_cast<LLVMTypeRef>(g->getResultElementType());
  return nullptr;
}

extern "C" const char *spirv_emit_sync_scope_name(LLVMValueRef inst, size_t *len) {
  Value *v = unwrapValue(inst);
  SyncScope::ID id = SyncScope::System;
  if (auto *i = dyn_cast<Instruction>(v)) {
    if (auto scope = getAtomicSyncScopeID(i)) id = *scope;
  }
  if (id == SyncScope::System) { *len = 0; return ""; }
  if (id == SyncScope::SingleThread) { *len = 12; return "singlethread"; }
  SmallVector<StringRef, 8> names;
  v->getContext().getSyncScopeNames(names);
  if (id < names.size()) { *len = names[id].size(); return names[id].data(); }
  *len = 0;
  return "";
}

extern "C" const char *spirv_emit_atomicrmw_op_name(LLVMValueRef inst, size_t *len) {
  StringRef name;
  if (auto *rmw = dyn_cast<AtomicRMWInst>(unwrapValue(inst)))
    name = AtomicRMWInst::getOperationName(rmw->getOperation());
  *len = name.size();
  return name.data();
}

extern "C" LLVMValueRef spirv_emit_switch_case_value(LLVMValueRef inst, unsigned n) {
  auto *sw = dyn_cast<SwitchInst>(unwrapValue(inst));
  if (!sw || n >= sw->getNumCases()) return nullptr;
  return reinterpret_cast<LLVMValueRef>(static_cast<Value *>((sw->case_begin() + n)->getCaseValue()));
}

extern "C" uint64_t spirv_emit_const_int_word(LLVMValueRef constant, unsigned n) {
  auto *c = dyn_cast<ConstantInt>(unwrapValue(constant));
  if (!c || 64 * n >= c->getBitWidth()) return 0;
  const APInt &value = c->getValue();
  unsigned bits = std::min(64u, value.getBitWidth() - 64 * n);
  return value.extractBitsAsZExtValue(bits, 64 * n);
}

extern "C" const char *spirv_emit_const_data_raw(LLVMValueRef constant, size_t *len, unsigned *element_bytes) {
  auto *c = dyn_cast<ConstantDataSequential>(unwrapValue(constant));
  if (!c) {
    *len = 0;
    *element_bytes = 0;
    return nullptr;
  }
  StringRef raw = c->getRawDataValues();
  *len = raw.size();
  *element_bytes = static_cast<unsigned>(c->getElementByteSize());
  return raw.data();
}

extern "C" LLVMMetadataRef spirv_emit_global_metadata(LLVMValueRef global, unsigned kind) {
  auto *g = dyn_cast<GlobalObject>(unwrapValue(global));
  return g ? reinterpret_cast<LLVMMetadataRef>(g->getMetadata(kind)) : nullptr;
}

extern "C" LLVMValueRef spirv_emit_md_node_operand(LLVMValueRef node, unsigned i) {
  auto *wrapped = dyn_cast<MetadataAsValue>(unwrapValue(node));
  if (!wrapped) return nullptr;
  // A one-constant node is wrapped as that constant (MetadataAsValue::get
  // looks through it): LLVM-C reads it as a node of that one operand.
  if (auto *single = dyn_cast<ValueAsMetadata>(wrapped->getMetadata()))
    return i == 0 ? reinterpret_cast<LLVMValueRef>(single->getValue()) : nullptr;
  auto *n = dyn_cast<MDNode>(wrapped->getMetadata());
  if (!n || i >= n->getNumOperands()) return nullptr;
  Metadata *op = n->getOperand(i);
  if (!op) return nullptr;
  if (auto *c = dyn_cast<ConstantAsMetadata>(op)) return reinterpret_cast<LLVMValueRef>(c->getValue());
  return reinterpret_cast<LLVMValueRef>(MetadataAsValue::get(wrapped->getContext(), op));
}

extern "C" int spirv_emit_param_captures_nothing(LLVMValueRef fn, unsigned arg) {
  auto *f = dyn_cast<Function>(unwrapValue(fn));
  if (!f || arg >= f->arg_size()) return 0;
#if LLVM_VERSION_MAJOR >= 21
  return capturesNothing(f->getAttributes().getParamAttrs(arg).getCaptureInfo());
#else
  return f->hasParamAttribute(arg, Attribute::NoCapture);
#endif
}

extern "C" const char *spirv_emit_inline_asm_string(LLVMValueRef v, int what, size_t *len) {
  *len = 0;
  auto *ia = dyn_cast<InlineAsm>(unwrapValue(v));
  if (!ia) return "";
  // getAsmString()/getConstraintString() return std::string before LLVM 20,
  // StringRef after: both outlive the call (the InlineAsm owns them).
  StringRef text = what == 0 ? StringRef(ia->getAsmString()) : StringRef(ia->getConstraintString());
  *len = text.size();
  return text.data();
}

extern "C" int spirv_emit_inline_asm_has_side_effects(LLVMValueRef v) {
  auto *ia = dyn_cast<InlineAsm>(unwrapValue(v));
  return ia && ia->hasSideEffects();
}

extern "C" uint64_t spirv_emit_call_param_align(LLVMValueRef call, unsigned arg) {
  auto *c = dyn_cast<CallBase>(unwrapValue(call));
  if (!c || arg >= c->arg_size()) return 0;
  MaybeAlign align = c->getParamAlign(arg);
  return align ? align->value() : 0;
}

extern "C" unsigned spirv_emit_atomic_ordering(LLVMValueRef inst) {
  Value *v = unwrapValue(inst);
  AtomicOrdering o = AtomicOrdering::NotAtomic;
  if (auto *i = dyn_cast<LoadInst>(v)) o = i->getOrdering();
  else if (auto *i = dyn_cast<StoreInst>(v)) o = i->getOrdering();
  else if (auto *i = dyn_cast<FenceInst>(v)) o = i->getOrdering();
  else if (auto *i = dyn_cast<AtomicRMWInst>(v)) o = i->getOrdering();
  else if (auto *i = dyn_cast<AtomicCmpXchgInst>(v)) o = i->getSuccessOrdering();
  return static_cast<unsigned>(o);
}

// ---- Debug information -----------------------------------------------------
// Typed DI accessors (stable from LLVM 15 to 22) rather than operand indices,
// which change between versions.

static Metadata *unwrapMD(LLVMMetadataRef m) { return reinterpret_cast<Metadata *>(m); }
static LLVMMetadataRef wrapMD(const Metadata *m) { return reinterpret_cast<LLVMMetadataRef>(const_cast<Metadata *>(m)); }
static const char *out(StringRef s, size_t *len) { *len = s.size(); return s.data(); }

extern "C" const char *spirv_emit_di_name(LLVMMetadataRef md, size_t *len) {
  Metadata *m = unwrapMD(md);
  if (!m) return out("", len);
  if (auto *n = dyn_cast<DIFile>(m)) return out(n->getFilename(), len);
  if (auto *n = dyn_cast<DIType>(m)) return out(n->getName(), len);
  if (auto *n = dyn_cast<DISubprogram>(m)) return out(n->getName(), len);
  if (auto *n = dyn_cast<DINamespace>(m)) return out(n->getName(), len);
  if (auto *n = dyn_cast<DIModule>(m)) return out(n->getName(), len);
  if (auto *n = dyn_cast<DIVariable>(m)) return out(n->getName(), len);
  if (auto *n = dyn_cast<DITemplateParameter>(m)) return out(n->getName(), len);
  if (auto *n = dyn_cast<DIImportedEntity>(m)) return out(n->getName(), len);
  if (auto *n = dyn_cast<DIEnumerator>(m)) return out(n->getName(), len);
  if (auto *n = dyn_cast<DILexicalBlockBase>(m)) return out(n->getName(), len);
  return out("", len);
}

extern "C" const char *spirv_emit_di_linkage_name(LLVMMetadataRef md, size_t *len) {
  Metadata *m = unwrapMD(md);
  if (auto *n = dyn_cast_or_null<DISubprogram>(m)) return out(n->getLinkageName(), len);
  if (auto *n = dyn_cast_or_null<DIGlobalVariable>(m)) return out(n->getLinkageName(), len);
  if (auto *n = dyn_cast_or_null<DICompositeType>(m)) return out(n->getIdentifier(), len);
  return out("", len);
}

extern "C" const char *spirv_emit_di_file_part(LLVMMetadataRef md, unsigned part, size_t *len) {
  auto *f = dyn_cast_or_null<DIFile>(unwrapMD(md));
  if (!f) return out("", len);
  switch (part) {
  case 0: return out(f->getFilename(), len);
  case 1: return out(f->getDirectory(), len);
  case 2: if (auto c = f->getChecksum()) return out(c->Value, len); break;
  case 3: if (auto s = f->getSource()) return out(*s, len); break;
  }
  return out("", len);
}

extern "C" const char *spirv_emit_di_producer(LLVMMetadataRef md, size_t *len) {
  if (auto *cu = dyn_cast_or_null<DICompileUnit>(unwrapMD(md))) return out(cu->getProducer(), len);
  return out("", len);
}

extern "C" unsigned spirv_emit_di_language(LLVMMetadataRef md) {
  auto *cu = dyn_cast_or_null<DICompileUnit>(unwrapMD(md));
#if LLVM_VERSION_MAJOR >= 21
  return cu ? cu->getSourceLanguage().getUnversionedName() : 0;
#else
  return cu ? cu->getSourceLanguage() : 0;
#endif
}

extern "C" unsigned spirv_emit_di_tag(LLVMMetadataRef md) {
  auto *n = dyn_cast_or_null<DINode>(unwrapMD(md));
  return n ? n->getTag() : 0;
}

extern "C" unsigned spirv_emit_di_line(LLVMMetadataRef md) {
  Metadata *m = unwrapMD(md);
  if (!m) return 0;
  if (auto *n = dyn_cast<DIType>(m)) return n->getLine();
  if (auto *n = dyn_cast<DISubprogram>(m)) return n->getLine();
  if (auto *n = dyn_cast<DIVariable>(m)) return n->getLine();
  if (auto *n = dyn_cast<DILexicalBlock>(m)) return n->getLine();
  if (auto *n = dyn_cast<DIImportedEntity>(m)) return n->getLine();
  if (auto *n = dyn_cast<DILocation>(m)) return n->getLine();
  if (auto *n = dyn_cast<DILabel>(m)) return n->getLine();
  return 0;
}

extern "C" unsigned spirv_emit_di_column(LLVMMetadataRef md) {
  Metadata *m = unwrapMD(md);
  if (auto *n = dyn_cast_or_null<DILexicalBlock>(m)) return n->getColumn();
  if (auto *n = dyn_cast_or_null<DILocation>(m)) return n->getColumn();
  return 0;
}

extern "C" unsigned spirv_emit_di_scope_line(LLVMMetadataRef md) {
  auto *sp = dyn_cast_or_null<DISubprogram>(unwrapMD(md));
  return sp ? sp->getScopeLine() : 0;
}

extern "C" LLVMMetadataRef spirv_emit_di_file(LLVMMetadataRef md) {
  Metadata *m = unwrapMD(md);
  if (!m) return nullptr;
  if (auto *n = dyn_cast<DIFile>(m)) return wrapMD(n);
  if (auto *n = dyn_cast<DIScope>(m)) return wrapMD(n->getFile());
  if (auto *n = dyn_cast<DIVariable>(m)) return wrapMD(n->getFile());
  if (auto *n = dyn_cast<DIImportedEntity>(m)) return wrapMD(n->getFile());
  if (auto *n = dyn_cast<DILabel>(m)) return wrapMD(n->getFile());
  return nullptr;
}

extern "C" LLVMMetadataRef spirv_emit_di_scope(LLVMMetadataRef md) {
  Metadata *m = unwrapMD(md);
  if (!m) return nullptr;
  if (auto *n = dyn_cast<DILexicalBlockBase>(m)) return wrapMD(n->getScope());
  if (auto *n = dyn_cast<DISubprogram>(m)) return wrapMD(n->getScope());
  if (auto *n = dyn_cast<DIType>(m)) return wrapMD(n->getScope());
  if (auto *n = dyn_cast<DINamespace>(m)) return wrapMD(n->getScope());
  if (auto *n = dyn_cast<DIModule>(m)) return wrapMD(n->getScope());
  if (auto *n = dyn_cast<DIVariable>(m)) return wrapMD(n->getScope());
  if (auto *n = dyn_cast<DIImportedEntity>(m)) return wrapMD(n->getScope());
  return nullptr;
}

extern "C" LLVMMetadataRef spirv_emit_di_type(LLVMMetadataRef md) {
  Metadata *m = unwrapMD(md);
  if (!m) return nullptr;
  if (auto *n = dyn_cast<DIDerivedType>(m)) return wrapMD(n->getBaseType());
  if (auto *n = dyn_cast<DICompositeType>(m)) return wrapMD(n->getBaseType());
  if (auto *n = dyn_cast<DIVariable>(m)) return wrapMD(n->getType());
  if (auto *n = dyn_cast<DISubprogram>(m)) return wrapMD(n->getType());
  if (auto *n = dyn_cast<DITemplateParameter>(m)) return wrapMD(n->getType());
  if (auto *n = dyn_cast<DIImportedEntity>(m)) return wrapMD(n->getEntity());
  if (auto *n = dyn_cast<DISubrange>(m)) {  // a run-time count: its variable
    auto count = n->getCount();
#if LLVM_VERSION_MAJOR >= 16
    if (auto *v = dyn_cast_if_present<DIVariable *>(count)) return wrapMD(v);
#else
    if (auto *v = count.dyn_cast<DIVariable *>()) return wrapMD(v);
#endif
    return nullptr;
  }
  if (auto *n = dyn_cast<DIGlobalVariableExpression>(m)) return wrapMD(n->getVariable());
  return nullptr;
}

extern "C" LLVMMetadataRef spirv_emit_di_declaration(LLVMMetadataRef md) {
  auto *sp = dyn_cast_or_null<DISubprogram>(unwrapMD(md));
  return sp ? wrapMD(sp->getDeclaration()) : nullptr;
}

static MDTuple *diList(Metadata *m, unsigned list) {
  if (!m) return nullptr;
  switch (list) {
  case 0:
    if (auto *n = dyn_cast<DICompositeType>(m)) return n->getElements().get();
    if (auto *n = dyn_cast<DISubroutineType>(m)) return n->getTypeArray().get();
    return nullptr;
  case 1:
    if (auto *n = dyn_cast<DICompositeType>(m)) return n->getTemplateParams().get();
    if (auto *n = dyn_cast<DISubprogram>(m)) return n->getTemplateParams().get();
    return nullptr;
  case 2:
    if (auto *n = dyn_cast<DICompileUnit>(m)) return n->getGlobalVariables().get();
    return nullptr;
  case 3:
    if (auto *n = dyn_cast<DICompileUnit>(m)) return n->getImportedEntities().get();
    return nullptr;
  }
  return nullptr;
}

extern "C" unsigned spirv_emit_di_list_len(LLVMMetadataRef md, unsigned list) {
  MDTuple *t = diList(unwrapMD(md), list);
  return t ? t->getNumOperands() : 0;
}

extern "C" LLVMMetadataRef spirv_emit_di_list_item(LLVMMetadataRef md, unsigned list, unsigned i) {
  MDTuple *t = diList(unwrapMD(md), list);
  if (!t || i >= t->getNumOperands()) return nullptr;
  return wrapMD(t->getOperand(i).get());
}

extern "C" uint64_t spirv_emit_di_size_bits(LLVMMetadataRef md) {
  if (auto *t = dyn_cast_or_null<DIType>(unwrapMD(md))) return t->getSizeInBits();
  return 0;
}

extern "C" uint64_t spirv_emit_di_offset_bits(LLVMMetadataRef md) {
  if (auto *t = dyn_cast_or_null<DIType>(unwrapMD(md))) return t->getOffsetInBits();
  return 0;
}

extern "C" uint32_t spirv_emit_di_flags(LLVMMetadataRef md) {
  Metadata *m = unwrapMD(md);
  if (auto *n = dyn_cast_or_null<DIType>(m)) return n->getFlags();
  if (auto *n = dyn_cast_or_null<DISubprogram>(m)) return n->getFlags();
  if (auto *n = dyn_cast_or_null<DILocalVariable>(m)) return n->getFlags();
  if (auto *n = dyn_cast_or_null<DIGlobalVariable>(m)) return n->isLocalToUnit() ? 1u << 31 : 0;
  return 0;
}

extern "C" uint32_t spirv_emit_di_subprogram_flags(LLVMMetadataRef md) {
  auto *sp = dyn_cast_or_null<DISubprogram>(unwrapMD(md));
  if (!sp) return 0;
  return (sp->isDefinition() ? 1 : 0) | (sp->isLocalToUnit() ? 2 : 0) | (sp->isOptimized() ? 4 : 0);
}

extern "C" unsigned spirv_emit_di_encoding(LLVMMetadataRef md) {
  auto *b = dyn_cast_or_null<DIBasicType>(unwrapMD(md));
  return b ? b->getEncoding() : 0;
}

extern "C" int spirv_emit_di_address_space(LLVMMetadataRef md) {
  auto *d = dyn_cast_or_null<DIDerivedType>(unwrapMD(md));
  if (!d) return -1;
  auto space = d->getDWARFAddressSpace();
  return space ? (int)*space : -1;
}

extern "C" unsigned spirv_emit_di_arg(LLVMMetadataRef md) {
  auto *v = dyn_cast_or_null<DILocalVariable>(unwrapMD(md));
  return v ? v->getArg() : 0;
}

extern "C" int spirv_emit_di_int_value(LLVMMetadataRef md, int64_t *result) {
  Metadata *m = unwrapMD(md);
  if (auto *e = dyn_cast_or_null<DIEnumerator>(m)) {
    const APInt &v = e->getValue();
    if (v.getBitWidth() > 64) return 0;
    *result = e->isUnsigned() ? (int64_t)v.getZExtValue() : v.getSExtValue();
    return 1;
  }
  if (auto *s = dyn_cast_or_null<DISubrange>(m)) {
#if LLVM_VERSION_MAJOR >= 16
    auto constant = [](DISubrange::BoundType b) { return dyn_cast_if_present<ConstantInt *>(b); };
#else
    auto constant = [](DISubrange::BoundType b) { return b.dyn_cast<ConstantInt *>(); };
#endif
    if (auto *c = constant(s->getCount())) {
      if (c->getBitWidth() > 64) return 0;
      *result = c->getSExtValue();
      return 1;
    }
    // No count: upperBound - lowerBound + 1 (the lower bound 0 when absent, as in C).
    ConstantInt *upper = constant(s->getUpperBound());
    ConstantInt *lower = s->getRawLowerBound() ? constant(s->getLowerBound()) : nullptr;
    if (upper && upper->getBitWidth() <= 64 && (!s->getRawLowerBound() || (lower && lower->getBitWidth() <= 64))) {
      *result = upper->getSExtValue() - (lower ? lower->getSExtValue() : 0) + 1;
      return 1;
    }
    return 0;
  }
  if (auto *p = dyn_cast_or_null<DITemplateValueParameter>(m)) {
    if (auto *c = dyn_cast_or_null<ConstantAsMetadata>(p->getValue())) {
      if (auto *i = dyn_cast<ConstantInt>(c->getValue())) {
        if (i->getBitWidth() > 64) return 0;
        *result = i->getSExtValue();
        return 1;
      }
    }
  }
  return 0;
}

extern "C" unsigned spirv_emit_di_expr_len(LLVMMetadataRef md) {
  auto *e = dyn_cast_or_null<DIExpression>(unwrapMD(md));
  return e ? e->getNumElements() : 0;
}

extern "C" uint64_t spirv_emit_di_expr_elem(LLVMMetadataRef md, unsigned i) {
  auto *e = dyn_cast_or_null<DIExpression>(unwrapMD(md));
  return e && i < e->getNumElements() ? e->getElement(i) : 0;
}

extern "C" LLVMMetadataRef spirv_emit_di_gve_expression(LLVMMetadataRef md) {
  auto *g = dyn_cast_or_null<DIGlobalVariableExpression>(unwrapMD(md));
  return g ? wrapMD(g->getExpression()) : nullptr;
}

extern "C" int spirv_emit_dbg_intrinsic_kind(LLVMValueRef call) {
  Value *v = unwrapValue(call);
  if (isa<DbgDeclareInst>(v)) return 1;
  if (isa<DbgValueInst>(v)) return 2;
  return 0;
}

extern "C" LLVMMetadataRef spirv_emit_dbg_variable(LLVMValueRef call) {
  auto *d = dyn_cast<DbgVariableIntrinsic>(unwrapValue(call));
  return d ? wrapMD(d->getVariable()) : nullptr;
}

extern "C" LLVMMetadataRef spirv_emit_dbg_expression(LLVMValueRef call) {
  auto *d = dyn_cast<DbgVariableIntrinsic>(unwrapValue(call));
  return d ? wrapMD(d->getExpression()) : nullptr;
}

extern "C" LLVMValueRef spirv_emit_dbg_value(LLVMValueRef call) {
  auto *d = dyn_cast<DbgVariableIntrinsic>(unwrapValue(call));
  if (!d || d->getNumVariableLocationOps() != 1) return nullptr;
  return reinterpret_cast<LLVMValueRef>(d->getVariableLocationOp(0));
}

#if LLVM_VERSION_MAJOR >= 19
static DbgRecord *dbgRecordAt(LLVMValueRef inst, unsigned index) {
  auto *i = dyn_cast<Instruction>(unwrapValue(inst));
  if (!i) return nullptr;
  unsigned n = 0;
  for (DbgRecord &r : i->getDbgRecordRange())
    if (n++ == index) return &r;
  return nullptr;
}
#endif

extern "C" unsigned spirv_emit_dbg_record_count(LLVMValueRef inst) {
#if LLVM_VERSION_MAJOR >= 19
  auto *i = dyn_cast<Instruction>(unwrapValue(inst));
  if (!i) return 0;
  unsigned n = 0;
  for (DbgRecord &r : i->getDbgRecordRange()) {
    (void)r;
    ++n;
  }
  return n;
#else
  (void)inst;
  return 0;
#endif
}

extern "C" int spirv_emit_dbg_record(LLVMValueRef inst, unsigned index, LLVMMetadataRef *variable,
                                     LLVMMetadataRef *expression, LLVMValueRef *value, LLVMMetadataRef *location) {
  *variable = nullptr;
  *expression = nullptr;
  *value = nullptr;
  *location = nullptr;
#if LLVM_VERSION_MAJOR >= 19
  DbgRecord *r = dbgRecordAt(inst, index);
  if (!r) return 0;
  *location = wrapMD(r->getDebugLoc().getAsMDNode());
  if (isa<DbgLabelRecord>(r)) return 3;
  auto *v = dyn_cast<DbgVariableRecord>(r);
  if (!v || !(v->isDbgDeclare() || v->isDbgValue())) return 0;
  *variable = wrapMD(v->getVariable());
  *expression = wrapMD(v->getExpression());
  if (v->getNumVariableLocationOps() == 1)
    *value = reinterpret_cast<LLVMValueRef>(v->getVariableLocationOp(0));
  return v->isDbgDeclare() ? 1 : 2;
#else
  (void)inst;
  (void)index;
  return 0;
#endif
}

extern "C" unsigned spirv_emit_global_debug_count(LLVMValueRef gv) {
  auto *g = dyn_cast<GlobalVariable>(unwrapValue(gv));
  if (!g) return 0;
  SmallVector<DIGlobalVariableExpression *, 2> list;
  g->getDebugInfo(list);
  return list.size();
}

extern "C" LLVMMetadataRef spirv_emit_global_debug_item(LLVMValueRef gv, unsigned i) {
  auto *g = dyn_cast<GlobalVariable>(unwrapValue(gv));
  if (!g) return nullptr;
  SmallVector<DIGlobalVariableExpression *, 2> list;
  g->getDebugInfo(list);
  return i < list.size() ? wrapMD(list[i]) : nullptr;
}

// ---- Attributes and metadata kinds, for NonSemantic.AuxData ----

static AttributeSet attributeSet(LLVMValueRef global) {
  Value *v = unwrapValue(global);
  if (auto *f = dyn_cast<Function>(v)) return f->getAttributes().getFnAttrs();
  if (auto *g = dyn_cast<GlobalVariable>(v)) return g->getAttributes();
  return AttributeSet();
}

extern "C" unsigned spirv_emit_attribute_count(LLVMValueRef global) {
  return attributeSet(global).getNumAttributes();
}

extern "C" int spirv_emit_attribute(LLVMValueRef global, unsigned i, const char **kind, size_t *kind_len,
                                    const char **value, size_t *value_len) {
  // getAsString makes a new string: it lives here until the next call on this thread.
  thread_local std::string text;
  AttributeSet set = attributeSet(global);
  if (i >= set.getNumAttributes()) return -1;
  Attribute a = *(set.begin() + i);
  if (a.isStringAttribute()) {
    StringRef k = a.getKindAsString(), v = a.getValueAsString();
    *kind = k.data(); *kind_len = k.size();
    *value = v.data(); *value_len = v.size();
    return 1;
  }
  text = a.getAsString();
  *kind = text.data(); *kind_len = text.size();
  *value = ""; *value_len = 0;
  return 0;
}

extern "C" const char *spirv_emit_md_kind_name(LLVMValueRef global, unsigned kind, size_t *len) {
  SmallVector<StringRef, 32> names;
  unwrapValue(global)->getContext().getMDKindNames(names);
  if (kind >= names.size()) { *len = 0; return ""; }
  *len = names[kind].size();
  return names[kind].data();
}

extern "C" int spirv_emit_existing_md_kind(LLVMContextRef ctx, const char *name, size_t len) {
  SmallVector<StringRef, 64> names;
  unwrapContext(ctx)->getMDKindNames(names);
  for (size_t kind = 0; kind < names.size(); ++kind)
    if (names[kind] == StringRef(name, len)) return static_cast<int>(kind);
  return -1;
}
