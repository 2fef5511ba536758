//! Atomic instructions: atomicrmw, cmpxchg, fence, and atomic load/store.
//!
//! Scope comes from the syncscope, memory semantics from the ordering plus
//! the memory class of the pointer (SPIR-V 3.25 "Memory Semantics"). Intel's
//! CPU runtime cannot link atomics on Generic pointers, so a pointer that was
//! cast to generic from a known address space is used in that space.

use crate::lower::body::function::FunctionLowering;
use crate::lower::module::types::storage_class;
use crate::lower::LowerResult;
use crate::llvm::{Opcode, Value};
use crate::llvm::RmwOp as RMW;
use llvm_sys::LLVMAtomicOrdering as AO;
use spirv_writer::grammar::inst;
use spirv_writer::spirv::{Capability, MemorySemantics, Op, Scope, StorageClass};
use spirv_writer::{Id, Operand};

fn ordering_semantics(ordering: AO) -> MemorySemantics {
    match ordering {
        AO::LLVMAtomicOrderingAcquire => MemorySemantics::ACQUIRE,
        AO::LLVMAtomicOrderingRelease => MemorySemantics::RELEASE,
        AO::LLVMAtomicOrderingAcquireRelease => MemorySemantics::ACQUIRE_RELEASE,
        AO::LLVMAtomicOrderingSequentiallyConsistent => MemorySemantics::SEQUENTIALLY_CONSISTENT,
        _ => MemorySemantics::RELAXED,
    }
}

/// The memory classes a pointer in `storage` can reach.
pub(crate) fn memory_class(storage: StorageClass) -> MemorySemantics {
    match storage {
        StorageClass::CrossWorkgroup => MemorySemantics::CROSS_WORKGROUP_MEMORY,
        StorageClass::Workgroup => MemorySemantics::WORKGROUP_MEMORY,
        StorageClass::Generic => MemorySemantics::CROSS_WORKGROUP_MEMORY | MemorySemantics::WORKGROUP_MEMORY,
        _ => MemorySemantics::empty(),
    }
}

/// An LLVM syncscope as a SPIR-V scope.
pub fn sync_scope(name: &str) -> LowerResult<Scope> {
    Ok(match name {
        "" | "all_svm_devices" => Scope::CrossDevice,
        "singlethread" => Scope::Invocation,
        "workgroup" | "work_group" => Scope::Workgroup,
        "agent" | "device" => Scope::Device,
        "subgroup" | "sub_group" | "wavefront" => Scope::Subgroup,
        other => return Err(format!("syncscope(\"{other}\") has no SPIR-V scope")),
    })
}

impl FunctionLowering<'_> {
    /// The pointer an atomic operates on: the source of a cast to generic
    /// when there is one, with the pointee `element`. Returns (id, storage class).
    pub(crate) fn atomic_pointer(&mut self, pointer: Value, element: crate::llvm::Type) -> LowerResult<(Id, StorageClass)> {
        let cast_from = pointer.opcode().or_else(|| pointer.const_opcode());
        let base = match cast_from {
            Some(Opcode::LLVMAddrSpaceCast) if pointer.ty().address_space() == 4 => pointer.operand(0),
            _ => pointer,
        };
        let storage = storage_class(base.ty().address_space())?;
        Ok((self.pointer_operand(base, element)?, storage))
    }

    fn scope_and_semantics(&mut self, i: Value, ordering: AO, storage: StorageClass) -> LowerResult<(Id, Id)> {
        let scope = sync_scope(&i.sync_scope())?;
        let mut semantics = ordering_semantics(ordering);
        if semantics != MemorySemantics::RELAXED {
            semantics |= memory_class(storage);
        }
        Ok((self.ml.m.constant_u32(scope as u32), self.ml.m.constant_u32(semantics.bits())))
    }

    pub(crate) fn require_atomic_width(&mut self, ty: crate::llvm::Type) {
        if ty.is_integer() && ty.int_width() == 64 {
            self.ml.m.requirements.require_capability(Capability::Int64Atomics, || "64-bit atomic".into());
        }
    }

    pub fn lower_atomic_rmw(&mut self, i: Value) -> LowerResult<()> {
        let value = i.operand(1);
        let ty = value.ty();
        self.require_atomic_width(ty);
        let (pointer, storage) = self.atomic_pointer(i.operand(0), ty)?;
        let (scope, semantics) = self.scope_and_semantics(i, i.ordering(), storage)?;
        let result_type = self.ml.value_type(i)?;
        let mut operand = self.operand(value)?;
        let float_bits = ty.float_width();
        let rmw = i.atomic_rmw_op().ok_or("unknown atomicrmw operation")?;
        let op = match rmw {
            RMW::Xchg => Op::AtomicExchange,
            RMW::Add => Op::AtomicIAdd,
            RMW::Sub => Op::AtomicISub,
            RMW::And => Op::AtomicAnd,
            RMW::Or => Op::AtomicOr,
            RMW::Xor => Op::AtomicXor,
            RMW::Max => Op::AtomicSMax,
            RMW::Min => Op::AtomicSMin,
            RMW::UMax => Op::AtomicUMax,
            RMW::UMin => Op::AtomicUMin,
            RMW::FAdd | RMW::FSub => {
                let capability = match float_bits {
                    16 => Capability::AtomicFloat16AddEXT,
                    32 => Capability::AtomicFloat32AddEXT,
                    _ => Capability::AtomicFloat64AddEXT,
                };
                self.ml.m.requirements.require_capability(capability, || "atomicrmw fadd/fsub".into());
                if rmw == RMW::FSub {
                    operand = self.emit(Op::FNegate, Some(result_type), vec![Operand::IdRef(operand)]);
                }
                Op::AtomicFAddEXT
            }
            RMW::FMax | RMW::FMin => {
                let capability = match float_bits {
                    16 => Capability::AtomicFloat16MinMaxEXT,
                    32 => Capability::AtomicFloat32MinMaxEXT,
                    _ => Capability::AtomicFloat64MinMaxEXT,
                };
                self.ml.m.requirements.require_capability(capability, || "atomicrmw fmax/fmin".into());
                if rmw == RMW::FMax { Op::AtomicFMaxEXT } else { Op::AtomicFMinEXT }
            }
            other => return self.lower_atomic_rmw_by_cas(i, other, pointer, scope, semantics, operand),
        };
        let id = self.result_id(i);
        self.emit_as(
            id,
            op,
            result_type,
            vec![Operand::IdRef(pointer), Operand::IdRef(scope), Operand::IdRef(semantics), Operand::IdRef(operand)],
        );
        self.name_result(i, id);
        Ok(())
    }

    /// Operations SPIR-V has no atomic for (nand, uinc_wrap, udec_wrap): a
    /// compare-exchange loop.
    fn lower_atomic_rmw_by_cas(&mut self, i: Value, rmw: RMW, pointer: Id, scope: Id, semantics: Id, operand: Id) -> LowerResult<()> {
        let ty = self.ml.value_type(i)?;
        let bool_type = self.ml.m.type_bool();
        let before = self.current_label();
        let (header, done) = (self.new_label(), self.new_label());
        let initial = self.emit(Op::AtomicLoad, Some(ty), vec![Operand::IdRef(pointer), Operand::IdRef(scope), Operand::IdRef(semantics)]);
        self.finish_block(inst(Op::Branch, None, None, vec![Operand::IdRef(header)]), header);
        // header: old = phi(initial, observed); observed = cas(old -> f(old)); retry unless observed == old.
        let (old, observed) = (self.ml.m.alloc_id(), self.ml.m.alloc_id());
        self.emit_as(old, Op::Phi, ty, vec![Operand::IdRef(initial), Operand::IdRef(before), Operand::IdRef(observed), Operand::IdRef(header)]);
        let new = match rmw {
            RMW::Nand => {
                let and = self.emit(Op::BitwiseAnd, Some(ty), vec![Operand::IdRef(old), Operand::IdRef(operand)]);
                self.emit(Op::Not, Some(ty), vec![Operand::IdRef(and)])
            }
            RMW::UIncWrap => {
                // old >= v ? 0 : old + 1
                let one = self.splat_int(ty, 1);
                let zero = self.ml.zero_of_type_id(ty);
                let inc = self.emit(Op::IAdd, Some(ty), vec![Operand::IdRef(old), Operand::IdRef(one)]);
                let wrap = self.emit(Op::UGreaterThanEqual, Some(bool_type), vec![Operand::IdRef(old), Operand::IdRef(operand)]);
                self.emit(Op::Select, Some(ty), vec![Operand::IdRef(wrap), Operand::IdRef(zero), Operand::IdRef(inc)])
            }
            RMW::UDecWrap => {
                // (old == 0 || old > v) ? v : old - 1
                let one = self.splat_int(ty, 1);
                let zero = self.ml.zero_of_type_id(ty);
                let dec = self.emit(Op::ISub, Some(ty), vec![Operand::IdRef(old), Operand::IdRef(one)]);
                let is_zero = self.emit(Op::IEqual, Some(bool_type), vec![Operand::IdRef(old), Operand::IdRef(zero)]);
                let above = self.emit(Op::UGreaterThan, Some(bool_type), vec![Operand::IdRef(old), Operand::IdRef(operand)]);
                let wrap = self.emit(Op::LogicalOr, Some(bool_type), vec![Operand::IdRef(is_zero), Operand::IdRef(above)]);
                self.emit(Op::Select, Some(ty), vec![Operand::IdRef(wrap), Operand::IdRef(operand), Operand::IdRef(dec)])
            }
            other => return Err(format!("atomicrmw operation {other:?} is not supported")),
        };
        // Failure semantics may not release, nor be stronger than success: relaxed.
        let relaxed = self.ml.m.constant_u32(MemorySemantics::RELAXED.bits());
        self.emit_as(
            observed,
            Op::AtomicCompareExchange,
            ty,
            vec![
                Operand::IdRef(pointer),
                Operand::IdRef(scope),
                Operand::IdRef(semantics),
                Operand::IdRef(relaxed),
                Operand::IdRef(new),
                Operand::IdRef(old),
            ],
        );
        let succeeded = self.emit(Op::IEqual, Some(bool_type), vec![Operand::IdRef(observed), Operand::IdRef(old)]);
        self.finish_block(
            inst(Op::BranchConditional, None, None, vec![Operand::IdRef(succeeded), Operand::IdRef(done), Operand::IdRef(header)]),
            done,
        );
        self.alias(i, old);
        Ok(())
    }

    pub fn lower_cmpxchg(&mut self, i: Value) -> LowerResult<()> {
        let (compare, new) = (i.operand(1), i.operand(2));
        if compare.ty().is_pointer() {
            return Err("cmpxchg of pointers is not supported".into());
        }
        self.require_atomic_width(compare.ty());
        let (pointer, storage) = self.atomic_pointer(i.operand(0), compare.ty())?;
        let (scope, equal) = self.scope_and_semantics(i, i.ordering(), storage)?;
        let (_, unequal) = self.scope_and_semantics(i, i.cmpxchg_failure_ordering(), storage)?;
        let value_type = self.ml.lower_type(compare.ty())?;
        let (expected, replacement) = (self.operand(compare)?, self.operand(new)?);
        let old = self.emit(
            Op::AtomicCompareExchange,
            Some(value_type),
            vec![
                Operand::IdRef(pointer),
                Operand::IdRef(scope),
                Operand::IdRef(equal),
                Operand::IdRef(unequal),
                Operand::IdRef(replacement),
                Operand::IdRef(expected),
            ],
        );
        let bool_type = self.ml.m.type_bool();
        let success = self.emit(Op::IEqual, Some(bool_type), vec![Operand::IdRef(old), Operand::IdRef(expected)]);
        let result_type = self.ml.value_type(i)?;
        // Built by insertion into undef, as the reference translator does: its
        // reader crashes on an OpCompositeConstruct of this struct.
        let undef = self.ml.m.constant(spirv_writer::ConstantKey::Undef { ty: result_type });
        let first = self.emit(Op::CompositeInsert, Some(result_type), vec![Operand::IdRef(old), Operand::IdRef(undef), Operand::LiteralBit32(0)]);
        let id = self.result_id(i);
        self.emit_as(id, Op::CompositeInsert, result_type, vec![Operand::IdRef(success), Operand::IdRef(first), Operand::LiteralBit32(1)]);
        Ok(())
    }

    pub fn lower_fence(&mut self, i: Value) -> LowerResult<()> {
        let scope = sync_scope(&i.sync_scope())?;
        // A fence orders every memory class the kernel can reach.
        let semantics = ordering_semantics(i.ordering())
            | MemorySemantics::WORKGROUP_MEMORY
            | MemorySemantics::CROSS_WORKGROUP_MEMORY;
        let (scope, semantics) = (self.ml.m.constant_u32(scope as u32), self.ml.m.constant_u32(semantics.bits()));
        self.emit_void(Op::MemoryBarrier, vec![Operand::IdRef(scope), Operand::IdRef(semantics)]);
        Ok(())
    }

    /// `load atomic` -> OpAtomicLoad.
    pub fn lower_atomic_load(&mut self, i: Value) -> LowerResult<()> {
        self.require_atomic_width(i.ty());
        let (pointer, storage) = self.atomic_pointer(i.operand(0), i.ty())?;
        let (scope, semantics) = self.scope_and_semantics(i, i.ordering(), storage)?;
        let result_type = self.ml.value_type(i)?;
        let id = self.result_id(i);
        self.emit_as(id, Op::AtomicLoad, result_type, vec![Operand::IdRef(pointer), Operand::IdRef(scope), Operand::IdRef(semantics)]);
        Ok(())
    }

    /// `store atomic` -> OpAtomicStore.
    pub fn lower_atomic_store(&mut self, i: Value) -> LowerResult<()> {
        let value = i.operand(0);
        self.require_atomic_width(value.ty());
        let (pointer, storage) = self.atomic_pointer(i.operand(1), value.ty())?;
        let (scope, semantics) = self.scope_and_semantics(i, i.ordering(), storage)?;
        let stored = self.operand(value)?;
        self.emit_void(
            Op::AtomicStore,
            vec![Operand::IdRef(pointer), Operand::IdRef(scope), Operand::IdRef(semantics), Operand::IdRef(stored)],
        );
        Ok(())
    }
}

