//! `llvm.var.annotation` and `llvm.ptr.annotation` calls: the strings they
//! carry (parsed by `module::annotations`) decorate the variable, the pointer or a struct member.

use crate::llvm::{Opcode, TypeKind, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::annotations::annotation_with_args;
use crate::lower::LowerResult;

/// `llvm.var.annotation(ptr %var, ptr @str, ...)`: decorates the variable.
pub(crate) fn lower_var_annotation(f: &mut FunctionLowering<'_>, i: crate::llvm::Call) -> LowerResult<()> {
    let args = i.call_args();
    let Some(text) = annotation_with_args(args.get(1).copied(), args.get(4).copied()) else {
        return Ok(());
    };
    // The variable itself, also behind typed-pointer IR's cast to i8* (clang-15).
    let variable = args[0]
        .find_through_casts(|v| v.opcode() == Some(Opcode::Alloca) || v.is_global_variable())
        .unwrap_or(args[0]);
    let target = f.operand(variable)?;
    f.module().annotate(target, None, &text)
}

/// `llvm.ptr.annotation(ptr %p, ptr @str, ...)` (its result is `%p`):
/// on a GEP to a struct member, a member decoration; otherwise the pointer.
pub(crate) fn apply_ptr_annotation(f: &mut FunctionLowering<'_>, i: crate::llvm::Call) -> LowerResult<()> {
    let args = i.call_args();
    let Some(text) = annotation_with_args(args.get(1).copied(), args.get(4).copied()) else {
        return Ok(());
    };
    // The member GEP, also behind typed-pointer IR's cast to i8* (clang-15).
    let is_gep = |v: Value| matches!(v.opcode().or_else(|| v.const_opcode()), Some(Opcode::GetElementPtr));
    let pointer = args[0].find_through_casts(is_gep).unwrap_or(args[0]);
    let gep = matches!(pointer.opcode().or_else(|| pointer.const_opcode()), Some(Opcode::GetElementPtr));
    let source = if gep { Some(pointer.gep_source_element_type()) } else { None };
    if let (Some(st), true) = (source, pointer.num_operands() == 3) {
        if st.kind() == TypeKind::Struct {
            if let Some(index) = pointer.operand(2).const_int_zext() {
                let owner = f.module().lower_type(st)?;
                return f.module().annotate(0, Some((owner, index as u32)), &text);
            }
        }
    }
    let target = f.operand(*i)?;
    f.module().annotate(target, None, &text)
}
