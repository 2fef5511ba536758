//! Memory intrinsics: memcpy, memmove, memset, lifetime markers.
//!
//! OpCopyMemorySized has undefined behaviour when source and target overlap
//! (SPIR-V 3.49.8), and rejects a constant zero size: memmove copies through
//! a private temporary (constant length) or with a byte loop whose direction
//! depends on the address order (variable length); zero-length copies and
//! sets vanish.

use super::table::{named, Intrinsic};
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::Value;
use crate::lower::body::builtin_loads;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Op, StorageClass};
use spirv_writer::{ConstantKey, Id, Operand};

/// Longest memmove (bytes) copied through a private temporary; longer ones loop.
const MAX_TEMPORARY: u64 = 1024;
/// Longest memset (bytes) done as one store of a constant array; longer ones loop.
const MAX_STORED_CONSTANT: u64 = 256;

/// The memory intrinsics.
pub(super) const TABLE: &[Intrinsic] = &[
    named("memcpy", |f, i, _| lower_memcpy(f, i)),
    named("memcpy.inline", |f, i, _| lower_memcpy(f, i)),
    named("memmove", |f, i, _| lower_memmove(f, i)),
    named("memset", |f, i, _| lower_memset(f, i)),
    named("memset.inline", |f, i, _| lower_memset(f, i)),
    named("lifetime.start", |f, i, _| lower_lifetime(f, i, Op::LifetimeStart)),
    named("lifetime.end", |f, i, _| lower_lifetime(f, i, Op::LifetimeStop)),
];

/// memcpy(dst, src, len, volatile) -> OpCopyMemorySized.
fn lower_memcpy(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let args = i.call_args();
    if args[2].const_int_zext() == Some(0) {
        return Ok(());
    }
    if crate::lower::module::builtin_globals::builtin_access(args[1]).is_some() {
        return builtin_loads::lower_builtin_memcpy(f, args[0], args[1], args[2]);
        // Input variables are not copied
    }
    let dst = f.operand(args[0])?;
    let src = f.operand(args[1])?;
    let len = f.operand(args[2])?;
    let volatile = args[3].const_int_zext() == Some(1);
    f.emitter().copy_memory_sized(dst, src, len, Access::new(0, volatile));
    Ok(())
}

/// memmove(dst, src, len, volatile).
fn lower_memmove(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let args = i.call_args();
    let volatile = args[3].const_int_zext() == Some(1);
    match args[2].const_int_zext() {
        Some(0) => Ok(()),
        Some(n) if n <= MAX_TEMPORARY => {
            // Copy out to a private [n x i8] and back: no overlap either time.
            let byte = f.module().m.type_int(8);
            let array = f.module().m.type_array(byte, n);
            let pointer = f.module().m.type_pointer(StorageClass::Function, array);
            let temporary = f.module().m.alloc_id();
            f.add_variable(temporary, pointer);
            let dst = f.operand(args[0])?;
            let src = f.operand(args[1])?;
            let len = f.operand(args[2])?;
            f.emitter().copy_memory_sized(temporary, src, len, Access::new(0, volatile));
            f.emitter().copy_memory_sized(dst, temporary, len, Access::new(0, volatile));
            Ok(())
        }
        _ => memmove_loop(f, i, volatile),
    }
}

/// A byte loop over `len` bytes: forwards when dst <= src, else backwards,
/// so that no byte is overwritten before it is read.
fn memmove_loop(f: &mut FunctionLowering<'_>, i: Call, volatile: bool) -> LowerResult<()> {
    let args = i.call_args();
    let (dst, dst_type) = byte_pointer(f, args[0])?;
    let (src, src_type) = byte_pointer(f, args[1])?;
    let len = f.operand(args[2])?;
    let len_type = f.module().value_type(args[2])?;
    let bool_type = f.module().m.type_bool();
    let size_type = f.module().size_type();
    let dst_address = f.emitter().unary(Op::ConvertPtrToU, size_type, dst);
    let src_address = f.emitter().unary(Op::ConvertPtrToU, size_type, src);
    let backwards = f.emitter().binary(Op::UGreaterThan, bool_type, dst_address, src_address);
    let one = f.module().int_constant(len_type, 1);
    let last = f.emitter().binary(Op::ISub, len_type, len, one);
    let byte = f.module().m.type_int(8);
    f.counted_loop(len, len_type, &mut |fl, k| {
        let down = fl.emitter().binary(Op::ISub, len_type, last, k);
        let index = fl.emitter().select(len_type, backwards, down, k);
        let from = fl.emitter().ptr_access_chain(src_type, false, src, index, &[]);
        let to = fl.emitter().ptr_access_chain(dst_type, false, dst, index, &[]);
        let value = fl.emitter().load(byte, from, Access::new(0, volatile));
        fl.emitter().store(to, value, Access::new(0, volatile));
        Ok(())
    })
}

/// memset(dst, value, len, volatile).
fn lower_memset(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let args = i.call_args();
    let volatile = args[3].const_int_zext() == Some(1);
    let length = args[2].const_int_zext();
    if length == Some(0) {
        return Ok(());
    }
    if let (Some(n), Some(value)) = (length, args[1].const_int_zext()) {
        // Zero: OpConstantNull is one instruction at any length (and a byte loop
        // over private memory is what Intel's CPU runtime vectorizes wrongly).
        if n <= MAX_STORED_CONSTANT || value == 0 {
            // One store of a constant [n x i8] through the pointer cast to it.
            let byte = f.module().m.type_int(8);
            let array = f.module().m.type_array(byte, n);
            let constant = if value == 0 {
                f.module().m.constant(ConstantKey::Null { ty: array })
            } else {
                let part = f.module().int_constant(byte, value);
                f.module().m.constant(ConstantKey::Composite { ty: array, parts: vec![part; n as usize] })
            };
            let storage = f.module().storage_class(args[0].ty().address_space())?;
            let pointer_type = f.module().m.type_pointer(storage, array);
            let dst = f.pointer_operand_as(args[0], pointer_type)?;
            f.emitter().store(dst, constant, Access::new(0, volatile));
            return Ok(());
        }
    }
    let (dst, dst_type) = byte_pointer(f, args[0])?;
    let value = f.operand(args[1])?;
    let len = f.operand(args[2])?;
    let len_type = f.module().value_type(args[2])?;
    f.counted_loop(len, len_type, &mut |fl, k| {
        let to = fl.emitter().ptr_access_chain(dst_type, false, dst, k, &[]);
        fl.emitter().store(to, value, Access::new(0, volatile));
        Ok(())
    })
}

/// lifetime.start/end([size,] ptr) -> OpLifetimeStart/Stop on private
/// memory (LLVM 21+ dropped the size argument).
/// Size is 0: SPIR-V requires it for pointers to non-void types (3.49.8),
/// and every pointer here points to a type. Markers on other storage are
/// dropped (SPIR-V allows them on Function storage only).
fn lower_lifetime(f: &mut FunctionLowering<'_>, i: Call, op: Op) -> LowerResult<()> {
    let Some(&pointer) = i.call_args().last() else {
        return Err(LowerError::argument_count("llvm.lifetime", "a pointer", 0));
    };
    if !f.module().address_spaces.is(pointer.ty().address_space(), StorageClass::Function) {
        return Ok(());
    }
    let id = f.operand(pointer)?;
    f.emit_void(op, vec![Operand::IdRef(id), Operand::LiteralBit32(0)]);
    Ok(())
}

/// `v` as a pointer to i8, and that pointer type.
fn byte_pointer(f: &mut FunctionLowering<'_>, v: Value) -> LowerResult<(Id, Id)> {
    let i8 = f.module().llvm.int_type(8);
    let id = f.pointer_operand(v, i8)?;
    let ty = f.module().pointer_type(v.ty().address_space(), i8)?;
    Ok((id, ty))
}
