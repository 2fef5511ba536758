//! `__spirv_PtrEqual`, `__spirv_PtrNotEqual` and `__spirv_PtrDiff`: SPIR-V 1.4
//! instructions. Where the user's version cap allows 1.4 they are emitted as
//! they are (the version recorded); below it, as the `icmp` of pointers is,
//! on the addresses (OpConvertPtrToU): equal or not, and the byte distance
//! divided by the size of the pointee (PtrDiff counts elements).

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::calls::friendly;
use crate::lower::LowerResult;
use crate::target::optional::OptionalFeature;
use spirv_writer::spirv::Op;
use spirv_writer::Operand;

/// The address lowering of a pointer comparison below SPIR-V 1.4; `None`
/// for other instructions and where the instruction itself is allowed.
pub(super) fn lower_pointer_comparison(
    f: &mut FunctionLowering<'_>,
    i: Call,
    opcode: &str,
) -> Option<LowerResult<()>> {
    let op = match opcode {
        "PtrEqual" => Op::IEqual,
        "PtrNotEqual" => Op::INotEqual,
        "PtrDiff" => Op::ISub,
        _ => return None,
    };
    if f.module().use_optional_feature(OptionalFeature::PointerComparison) {
        return None;
    }
    Some(compare_addresses(f, i, op))
}

fn compare_addresses(f: &mut FunctionLowering<'_>, i: Call, op: Op) -> LowerResult<()> {
    let args = i.call_args();
    let [a, b] = args.as_slice() else {
        return Err(LowerError::operand(i.called_operand().name(), "its arguments", "two pointers"));
    };
    if !a.ty().is_pointer() || !b.ty().is_pointer() {
        return Err(LowerError::operand(i.called_operand().name(), "its arguments", "two pointers"));
    }
    let size_type = f.module().size_type();
    let (pa, pb) = (f.operand(*a)?, f.operand(*b)?);
    let x = f.emitter().unary(Op::ConvertPtrToU, size_type, pa);
    let y = f.emitter().unary(Op::ConvertPtrToU, size_type, pb);
    if op != Op::ISub {
        let operands = vec![Operand::IdRef(x), Operand::IdRef(y)];
        if i.ty().is_integer() && i.ty().int_width() > 1 {
            return friendly::emit_friendly_as_integer(f, i, op, operands);
        }
        let result_type = f.module().value_type(*i)?;
        let id = f.emit(op, Some(result_type), operands);
        f.set_result(*i, id);
        return Ok(());
    }
    let bytes = f.emitter().binary(Op::ISub, size_type, x, y);
    let pointee = f.module().pointees.pointee_of(*a);
    let size = f.module().llvm.alloc_size(pointee).max(1);
    let divisor = f.module().int_constant(size_type, size);
    let elements = f.emitter().binary(Op::SDiv, size_type, bytes, divisor);
    let result_type = f.module().value_type(*i)?;
    let id = if result_type == size_type {
        elements
    } else {
        f.emitter().unary(Op::SConvert, result_type, elements)
    };
    f.set_result(*i, id);
    Ok(())
}
