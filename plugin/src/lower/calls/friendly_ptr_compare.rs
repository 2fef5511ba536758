//! `__spirv_PtrEqual`, `__spirv_PtrNotEqual` and `__spirv_PtrDiff`: SPIR-V 1.4
//! instructions. Where the user's version cap allows 1.4 they are emitted as
//! they are (the version recorded); below it, as the `icmp` of pointers is,
//! on the addresses (OpConvertPtrToU): equal or not, and the byte distance
//! divided by the size of the pointee (PtrDiff counts elements).

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use crate::target::optional::OptionalFeature;
use spirv_writer::spirv::Op;
use spirv_writer::Operand;

impl FunctionLowering<'_> {
    /// The address lowering of a pointer comparison below SPIR-V 1.4; `None`
    /// for other instructions and where the instruction itself is allowed.
    pub(super) fn lower_pointer_comparison(&mut self, i: Call, opcode: &str) -> Option<LowerResult<()>> {
        let op = match opcode {
            "PtrEqual" => Op::IEqual,
            "PtrNotEqual" => Op::INotEqual,
            "PtrDiff" => Op::ISub,
            _ => return None,
        };
        if self.ml.use_optional_feature(OptionalFeature::PointerComparison) {
            return None;
        }
        Some(self.compare_addresses(i, op))
    }

    fn compare_addresses(&mut self, i: Call, op: Op) -> LowerResult<()> {
        let args = i.call_args();
        let [a, b] = args.as_slice() else {
            return Err(LowerError::operand(i.called_operand().name(), "its arguments", "two pointers"));
        };
        if !a.ty().is_pointer() || !b.ty().is_pointer() {
            return Err(LowerError::operand(i.called_operand().name(), "its arguments", "two pointers"));
        }
        let size_type = self.ml.size_type();
        let (pa, pb) = (self.operand(*a)?, self.operand(*b)?);
        let x = self.emitter().unary(Op::ConvertPtrToU, size_type, pa);
        let y = self.emitter().unary(Op::ConvertPtrToU, size_type, pb);
        if op != Op::ISub {
            let operands = vec![Operand::IdRef(x), Operand::IdRef(y)];
            if i.ty().is_integer() && i.ty().int_width() > 1 {
                return self.emit_friendly_as_integer(i, op, operands);
            }
            let result_type = self.ml.value_type(*i)?;
            let id = self.emit(op, Some(result_type), operands);
            self.set_result(*i, id);
            return Ok(());
        }
        let bytes = self.emitter().binary(Op::ISub, size_type, x, y);
        let pointee = self.ml.pointees.pointee_of(*a);
        let size = self.ml.llvm.alloc_size(pointee).max(1);
        let divisor = self.ml.int_constant(size_type, size);
        let elements = self.emitter().binary(Op::SDiv, size_type, bytes, divisor);
        let result_type = self.ml.value_type(*i)?;
        let id = if result_type == size_type {
            elements
        } else {
            self.emitter().unary(Op::SConvert, result_type, elements)
        };
        self.set_result(*i, id);
        Ok(())
    }
}
