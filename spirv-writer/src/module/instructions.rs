//! The instructions of the items a module interns: types, constants and
//! decorations.

use super::decorations::DecorationRef;
use crate::constants::{scalar_words, ConstantKey, SpecOperand};
use crate::grammar::inst;
use crate::types::TypeKey;
use crate::Id;
use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::Op;

pub(super) fn type_instruction(key: &TypeKey, id: Id) -> Instruction {
    use Operand::{IdRef, LiteralBit32};
    let (op, operands) = match key {
        TypeKey::Void => (Op::TypeVoid, vec![]),
        TypeKey::Bool => (Op::TypeBool, vec![]),
        TypeKey::Int { width } => (Op::TypeInt, vec![LiteralBit32(*width), LiteralBit32(0)]),
        TypeKey::Float { width } => (Op::TypeFloat, vec![LiteralBit32(*width)]),
        TypeKey::BFloat16 => (
            Op::TypeFloat,
            vec![LiteralBit32(16), Operand::FPEncoding(rspirv::spirv::FPEncoding::BFloat16KHR)],
        ),
        TypeKey::Float8 { encoding } => {
            (Op::TypeFloat, vec![LiteralBit32(8), Operand::FPEncoding(*encoding)])
        }
        TypeKey::Operandless { op } => (*op, vec![]),
        TypeKey::CooperativeMatrix { component, scope, rows, columns, usage } => (
            Op::TypeCooperativeMatrixKHR,
            vec![IdRef(*component), IdRef(*scope), IdRef(*rows), IdRef(*columns), IdRef(*usage)],
        ),
        TypeKey::Vector { component, count } => {
            (Op::TypeVector, vec![IdRef(*component), LiteralBit32(*count)])
        }
        TypeKey::Array { element, length } => (Op::TypeArray, vec![IdRef(*element), IdRef(*length)]),
        TypeKey::RuntimeArray { element } => (Op::TypeRuntimeArray, vec![IdRef(*element)]),
        TypeKey::Struct { members, .. } => (Op::TypeStruct, members.iter().map(|&m| IdRef(m)).collect()),
        TypeKey::Pointer { storage, pointee } => {
            (Op::TypePointer, vec![Operand::StorageClass(*storage), IdRef(*pointee)])
        }
        TypeKey::Function { result, params } => {
            (Op::TypeFunction, std::iter::once(*result).chain(params.iter().copied()).map(IdRef).collect())
        }
        TypeKey::Image { sampled_type, dim, depth, arrayed, multisampled, sampled, format, access } => {
            let mut operands = vec![
                IdRef(*sampled_type),
                Operand::Dim(*dim),
                LiteralBit32(*depth),
                LiteralBit32(*arrayed),
                LiteralBit32(*multisampled),
                LiteralBit32(*sampled),
                Operand::ImageFormat(*format),
            ];
            operands.extend(access.map(Operand::AccessQualifier));
            (Op::TypeImage, operands)
        }
        TypeKey::Sampler => (Op::TypeSampler, vec![]),
        TypeKey::SampledImage { image } => (Op::TypeSampledImage, vec![IdRef(*image)]),
        TypeKey::Event => (Op::TypeEvent, vec![]),
        TypeKey::DeviceEvent => (Op::TypeDeviceEvent, vec![]),
        TypeKey::ReserveId => (Op::TypeReserveId, vec![]),
        TypeKey::Queue => (Op::TypeQueue, vec![]),
        TypeKey::Pipe { access } => (Op::TypePipe, vec![Operand::AccessQualifier(*access)]),
        TypeKey::PipeStorage => (Op::TypePipeStorage, vec![]),
    };
    inst(op, None, Some(id), operands)
}

pub(super) fn constant_instruction(key: &ConstantKey, ty: Id, id: Id) -> Instruction {
    let ty = Some(ty);
    let (op, operands) = match key {
        ConstantKey::Bool { value: true, .. } => (Op::ConstantTrue, vec![]),
        ConstantKey::Bool { value: false, .. } => (Op::ConstantFalse, vec![]),
        // rspirv encodes a 64-bit literal as two words, low-order first (SPIR-V 2.2.1).
        ConstantKey::Scalar { ty, bits } if ty.width() > 32 => {
            (Op::Constant, vec![Operand::LiteralBit64(*bits)])
        }
        ConstantKey::Scalar { ty, bits } => {
            // (One word: no intermediate vector, this runs once per distinct constant.)
            (Op::Constant, vec![Operand::LiteralBit32(scalar_words(ty.width(), *bits)[0])])
        }
        ConstantKey::Composite { parts, .. } => {
            (Op::ConstantComposite, parts.iter().map(|&p| Operand::IdRef(p)).collect())
        }
        ConstantKey::Null { .. } => (Op::ConstantNull, vec![]),
        ConstantKey::Undef { .. } => (Op::Undef, vec![]),
        ConstantKey::Sampler { addressing, normalized, filter, .. } => (
            Op::ConstantSampler,
            vec![
                Operand::SamplerAddressingMode(*addressing),
                Operand::LiteralBit32(u32::from(*normalized)),
                Operand::SamplerFilterMode(*filter),
            ],
        ),
        ConstantKey::FunctionPointer { function, .. } => {
            (Op::ConstantFunctionPointerINTEL, vec![Operand::IdRef(*function)])
        }
        ConstantKey::SpecOp { opcode, operands, .. } => {
            let mut all = vec![Operand::LiteralSpecConstantOpInteger(*opcode)];
            all.extend(operands.iter().map(|o| match o {
                SpecOperand::Id(id) => Operand::IdRef(*id),
                SpecOperand::Literal(w) => Operand::LiteralBit32(*w),
            }));
            (Op::SpecConstantOp, all)
        }
    };
    inst(op, ty, Some(id), operands)
}

pub(super) fn decoration_instruction(key: DecorationRef<'_>) -> Instruction {
    // (Sized once: a module may have millions, and regrowing each vector
    // churns the allocator.)
    let mut operands = Vec::with_capacity(3 + key.operands.len());
    operands.push(Operand::IdRef(key.target));
    let op = match key.member {
        Some(member) => {
            operands.push(Operand::LiteralBit32(member));
            Op::MemberDecorate
        }
        // Decorations with id operands (AlignmentId, MaxByteOffsetId, ...) are
        // OpDecorateId (SPIR-V 1.2).
        None if key.operands.iter().any(|o| matches!(o, Operand::IdRef(_))) => Op::DecorateId,
        None => Op::Decorate,
    };
    operands.push(Operand::Decoration(key.decoration));
    operands.extend(key.operands.iter().cloned());
    inst(op, None, None, operands)
}
