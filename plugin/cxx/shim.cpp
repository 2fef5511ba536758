// C interface to the LLVM C++ API pieces LLVM-C 16 does not expose.
// Nothing here throws: LLVM is built without exceptions.
#include "shim.h"

#include <spirv-tools/libspirv.h>
#include <cstring>

#include <llvm/Config/llvm-config.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Function.h>
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

extern "C" int spirv_emit_param_captures_nothing(LLVMValueRef fn, unsigned arg) {
  auto *f = dyn_cast<Function>(unwrapValue(fn));
  if (!f || arg >= f->arg_size()) return 0;
#if LLVM_VERSION_MAJOR >= 21
  return capturesNothing(f->getAttributes().getParamAttrs(arg).getCaptureInfo());
#else
  return f->hasParamAttribute(arg, Attribute::NoCapture);
#endif
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

extern "C" int spirv_emit_validate(const uint32_t *words, size_t count, unsigned minor, char *message, size_t message_size) {
  static const spv_target_env envs[] = {SPV_ENV_UNIVERSAL_1_0, SPV_ENV_UNIVERSAL_1_1, SPV_ENV_UNIVERSAL_1_2, SPV_ENV_UNIVERSAL_1_3,
                                        SPV_ENV_UNIVERSAL_1_4, SPV_ENV_UNIVERSAL_1_5, SPV_ENV_UNIVERSAL_1_6};
  spv_target_env env = envs[minor < 7 ? minor : 6];
  spv_context context = spvContextCreate(env);
  spv_diagnostic diagnostic = nullptr;
  spv_result_t result = spvValidateBinary(context, words, count, &diagnostic);
  if (message_size > 0) message[0] = 0;
  if (diagnostic) {
    if (message_size > 0 && diagnostic->error) {
      std::strncpy(message, diagnostic->error, message_size - 1);
      message[message_size - 1] = 0;
    }
    spvDiagnosticDestroy(diagnostic);
  }
  spvContextDestroy(context);
  return result == SPV_SUCCESS ? 1 : 0;
}
