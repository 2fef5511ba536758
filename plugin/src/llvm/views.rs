//! Checked views of values of one kind. The LLVM-C accessors below assume
//! the kind of their argument (calling `LLVMGetAllocatedType` on anything but
//! an alloca is undefined behaviour), so they are methods of a view that only
//! `Value::as_<kind>` makes, after checking the kind. A view dereferences to
//! its `Value` for everything that is valid on any value.

use super::values::{BasicBlock, RmwOp, Value};
use super::*;
use super::{AtomicOrdering, IntPredicate, Opcode, RealPredicate};
use crate::shim;
use llvm_sys::core::*;
use llvm_sys::prelude::*;

macro_rules! view {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name(Value);

        impl std::ops::Deref for $name {
            type Target = Value;
            fn deref(&self) -> &Value {
                &self.0
            }
        }

        impl From<$name> for Value {
            fn from(view: $name) -> Value {
                view.0
            }
        }
    };
}

view!(
    /// A call instruction.
    Call
);
view!(
    /// A phi.
    Phi
);
view!(
    /// An alloca.
    Alloca
);
view!(
    /// An icmp (instruction or constant expression).
    ICmp
);
view!(
    /// An fcmp (instruction or constant expression).
    FCmp
);
view!(
    /// A switch.
    Switch
);
view!(
    /// A cmpxchg.
    CmpXchg
);
view!(
    /// An atomicrmw.
    AtomicRmw
);
view!(
    /// A shufflevector.
    Shuffle
);
view!(
    /// An extractvalue or insertvalue.
    AggregateAccess
);

impl Value {
    /// This value as a call instruction, if it is one.
    pub fn as_call(self) -> Option<Call> {
        (self.opcode() == Some(Opcode::Call)).then_some(Call(self))
    }

    /// This value as a phi, if it is one.
    pub fn as_phi(self) -> Option<Phi> {
        (self.opcode() == Some(Opcode::Phi)).then_some(Phi(self))
    }

    /// This value as an alloca, if it is one.
    pub fn as_alloca(self) -> Option<Alloca> {
        (self.opcode() == Some(Opcode::Alloca)).then_some(Alloca(self))
    }

    /// This value as an icmp (instruction or constant expression), if it is one.
    pub fn as_icmp(self) -> Option<ICmp> {
        (self.opcode().or_else(|| self.const_opcode()) == Some(Opcode::ICmp)).then_some(ICmp(self))
    }

    /// This value as an fcmp (instruction or constant expression), if it is one.
    pub fn as_fcmp(self) -> Option<FCmp> {
        (self.opcode().or_else(|| self.const_opcode()) == Some(Opcode::FCmp)).then_some(FCmp(self))
    }

    /// This value as a switch, if it is one.
    pub fn as_switch(self) -> Option<Switch> {
        (self.opcode() == Some(Opcode::Switch)).then_some(Switch(self))
    }

    /// This value as a cmpxchg, if it is one.
    pub fn as_cmpxchg(self) -> Option<CmpXchg> {
        (self.opcode() == Some(Opcode::AtomicCmpXchg)).then_some(CmpXchg(self))
    }

    /// This value as an atomicrmw, if it is one.
    pub fn as_atomic_rmw(self) -> Option<AtomicRmw> {
        (self.opcode() == Some(Opcode::AtomicRMW)).then_some(AtomicRmw(self))
    }

    /// This value as a shufflevector, if it is one.
    pub fn as_shuffle(self) -> Option<Shuffle> {
        (self.opcode() == Some(Opcode::ShuffleVector)).then_some(Shuffle(self))
    }

    /// This value as an extractvalue or insertvalue, if it is one.
    pub fn as_aggregate_access(self) -> Option<AggregateAccess> {
        (matches!(self.opcode(), Some(Opcode::ExtractValue | Opcode::InsertValue)))
            .then_some(AggregateAccess(self))
    }
}

impl Call {
    /// The callee operand of a call.
    pub fn called_operand(self) -> Value {
        Value::from_raw(unsafe { LLVMGetCalledValue(self.0.raw()) })
    }

    pub fn called_function_type(self) -> Type {
        Type::from_raw(unsafe { LLVMGetCalledFunctionType(self.0.raw()) })
    }

    /// Call arguments (operands minus the callee).
    pub fn call_args(self) -> Vec<Value> {
        let n = unsafe { LLVMGetNumArgOperands(self.0.raw()) };
        (0..n).map(|i| self.operand(i)).collect()
    }

    /// The `align` attribute of call argument `arg` (0-based), if any.
    pub fn call_param_align(self, arg: u32) -> Option<u64> {
        let align = unsafe { shim::spirv_emit_call_param_align(self.0.raw(), arg) };
        (align > 0).then_some(align)
    }

    /// The value of string attribute `name` on call `self` (index -1: the
    /// function), or on its callee when the call site does not carry it.
    pub fn call_string_attribute(self, name: &str) -> Option<String> {
        let read = |a: LLVMAttributeRef| -> Option<String> {
            if a.is_null() {
                return None;
            }
            let mut len = 0u32;
            let p = unsafe { LLVMGetStringAttributeValue(a, &mut len) };
            if p.is_null() {
                return Some(String::new());
            }
            let bytes = unsafe { std::slice::from_raw_parts(p as *const u8, len as usize) };
            Some(String::from_utf8_lossy(bytes).into_owned())
        };
        let index = u32::MAX; // LLVMAttributeFunctionIndex
        let at_call = unsafe {
            LLVMGetCallSiteStringAttribute(self.0.raw(), index, name.as_ptr() as *const _, name.len() as u32)
        };
        read(at_call).or_else(|| {
            let callee = self.called_operand();
            if !callee.is_function() {
                return None;
            }
            read(unsafe {
                LLVMGetStringAttributeAtIndex(
                    callee.raw(),
                    index,
                    name.as_ptr() as *const _,
                    name.len() as u32,
                )
            })
        })
    }
}

impl Phi {
    /// Incoming (value, block) pairs of a phi.
    pub fn incoming(self) -> impl ExactSizeIterator<Item = (Value, BasicBlock)> {
        let n = unsafe { LLVMCountIncoming(self.0.raw()) };
        (0..n).map(move |i| unsafe {
            (
                Value::from_raw(LLVMGetIncomingValue(self.0.raw(), i)),
                BasicBlock::from_raw(LLVMGetIncomingBlock(self.0.raw(), i)),
            )
        })
    }
}

impl Alloca {
    pub fn allocated_type(self) -> Type {
        Type::from_raw(unsafe { LLVMGetAllocatedType(self.0.raw()) })
    }
}

impl ICmp {
    pub fn icmp_predicate(self) -> IntPredicate {
        IntPredicate::from(unsafe { LLVMGetICmpPredicate(self.0.raw()) })
    }
}

impl FCmp {
    pub fn fcmp_predicate(self) -> RealPredicate {
        RealPredicate::from(unsafe { LLVMGetFCmpPredicate(self.0.raw()) })
    }
}

impl Switch {
    /// The value of case `n` (0-based) of a switch; its destination is
    /// successor `n + 1`. (LLVM 21+ keeps case values outside the operands.)
    pub fn switch_case_value(self, n: u32) -> Option<Value> {
        let v = unsafe { shim::spirv_emit_switch_case_value(self.0.raw(), n) };
        (!v.is_null()).then_some(Value::from_raw(v))
    }
}

impl CmpXchg {
    pub fn cmpxchg_failure_ordering(self) -> AtomicOrdering {
        AtomicOrdering::from(unsafe { LLVMGetCmpXchgFailureOrdering(self.0.raw()) })
    }
}

impl AtomicRmw {
    /// The operation of an atomicrmw, by its IR name (the enum numbering
    /// differs between LLVM versions); `None` for operations not listed.
    pub fn atomic_rmw_op(self) -> Option<RmwOp> {
        use RmwOp::*;
        let mut len = 0;
        let name = unsafe { shim::spirv_emit_atomicrmw_op_name(self.0.raw(), &mut len) };
        Some(match string_from(name, len).as_str() {
            "xchg" => Xchg,
            "add" => Add,
            "sub" => Sub,
            "and" => And,
            "nand" => Nand,
            "or" => Or,
            "xor" => Xor,
            "max" => Max,
            "min" => Min,
            "umax" => UMax,
            "umin" => UMin,
            "fadd" => FAdd,
            "fsub" => FSub,
            "fmax" => FMax,
            "fmin" => FMin,
            "uinc_wrap" => UIncWrap,
            "udec_wrap" => UDecWrap,
            _ => return None,
        })
    }
}

impl Shuffle {
    /// Shufflevector mask; `None` for undef/poison entries.
    pub fn shuffle_mask(self) -> Vec<Option<u32>> {
        let n = unsafe { LLVMGetNumMaskElements(self.0.raw()) };
        (0..n)
            .map(|i| {
                let m = unsafe { LLVMGetMaskValue(self.0.raw(), i) };
                (m >= 0).then_some(m as u32)
            })
            .collect()
    }
}

impl AggregateAccess {
    /// Indices of extractvalue / insertvalue.
    pub fn indices(self) -> Vec<u32> {
        let n = unsafe { LLVMGetNumIndices(self.0.raw()) } as usize;
        if n == 0 {
            return Vec::new();
        }
        let p = unsafe { LLVMGetIndices(self.0.raw()) };
        unsafe { std::slice::from_raw_parts(p, n) }.to_vec()
    }
}
