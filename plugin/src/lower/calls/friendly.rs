//! SPIR-V friendly IR calls ("SPIR-V Representation in LLVM IR", "SPIR-V Instructions Mapped to LLVM
//! Function Calls"): `__spirv_{OpCodeName}{_OptionalPostfixes}` becomes the
//! instruction of that name, found in rspirv's grammar; `__spirv_ocl_{Name}`
//! becomes the OpenCL.std extended instruction. Operands the grammar declares
//! as literals or enumerants must be integer constants in the IR.

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::Value;
use crate::lower::body::atomic_operands;
use crate::lower::body::atomics16;
use crate::lower::body::atomics16::is_word_atomic;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::calls::friendly_decorations;
use crate::lower::calls::friendly_ext_inst;
use crate::lower::calls::friendly_images;
use crate::lower::calls::friendly_pointers;
use crate::lower::calls::friendly_ptr_compare;
use crate::lower::calls::opencl::pipes;
use crate::lower::calls::spec_constants;
use crate::lower::extensions::cooperative_matrix;
use crate::lower::extensions::joint_matrix;
use crate::lower::extensions::matrix_access;
use crate::lower::extensions::matrix_elements;
use crate::lower::extensions::newer_headers;
use crate::lower::LowerResult;
use rspirv::grammar::{LogicalOperand, OperandKind, OperandQuantifier};
use spirv_writer::spirv::{self, Decoration, FPRoundingMode, ImageOperands, Op};
use spirv_writer::{Id, Operand, TypeKey};

/// The parts of a friendly name: opcode name and decorations from postfixes.
#[derive(Debug, PartialEq)]
pub struct FriendlyName<'a> {
    pub opcode: &'a str,
    pub saturated: bool,
    pub rounding: Option<FPRoundingMode>,
    /// `_To{Global|Local|Private}` of GenericCastToPtrExplicit.
    pub storage: Option<&'a str>,
}

/// Splits `ConvertFToU_Ruint_sat_rtz` (the part after `__spirv_`).
pub fn parse_friendly_name(rest: &str) -> FriendlyName<'_> {
    let mut parts = rest.split('_');
    let opcode = parts.next().unwrap_or("");
    let mut name = FriendlyName { opcode, saturated: false, rounding: None, storage: None };
    for postfix in parts {
        match postfix {
            "sat" => name.saturated = true,
            "rte" => name.rounding = Some(FPRoundingMode::RTE),
            "rtz" => name.rounding = Some(FPRoundingMode::RTZ),
            "rtp" => name.rounding = Some(FPRoundingMode::RTP),
            "rtn" => name.rounding = Some(FPRoundingMode::RTN),
            "ToGlobal" | "ToLocal" | "ToPrivate" => name.storage = Some(postfix),
            _ => {} // _R{ReturnType}: the call's return type says it already.
        }
    }
    name
}

/// The value type of a `__spirv_Atomic*` call other than the flag ones (what
/// its pointer argument points to): its result's, or for a store its last
/// argument's.
fn atomic_value_type(source_name: &str, call: Call) -> Option<crate::llvm::Type> {
    let opcode = source_name.strip_prefix("__spirv_Atomic")?;
    if opcode.starts_with("Flag") {
        return None;
    }
    if call.ty().kind() != crate::llvm::TypeKind::Void {
        return Some(call.ty());
    }
    call.call_args().last().map(|v| v.ty())
}

/// Instructions that cannot be written as calls: they declare, structure or
/// terminate rather than compute.
fn callable(op: Op) -> bool {
    let name = spirv_writer::grammar::class_of(op).opname;
    !(name.starts_with("Type")
        || name.starts_with("Constant")
        || name.starts_with("SpecConstant")
        || name.starts_with("Decorate")
        || name.starts_with("MemberDecorate")
        || name.starts_with("Group") && name.ends_with("Decorate")
        || matches!(
            op,
            Op::Nop
                | Op::Undef
                | Op::SourceContinued
                | Op::Source
                | Op::SourceExtension
                | Op::Name
                | Op::MemberName
                | Op::String
                | Op::Line
                | Op::NoLine
                | Op::Extension
                | Op::ExtInstImport
                | Op::ExtInst
                | Op::MemoryModel
                | Op::EntryPoint
                | Op::ExecutionMode
                | Op::ExecutionModeId
                | Op::Capability
                | Op::Function
                | Op::FunctionParameter
                | Op::FunctionEnd
                | Op::FunctionCall
                | Op::Variable
                | Op::Label
                | Op::Phi
                | Op::LoopMerge
                | Op::SelectionMerge
                | Op::Branch
                | Op::BranchConditional
                | Op::Switch
                | Op::Kill
                | Op::Return
                | Op::ReturnValue
                | Op::Unreachable
                | Op::ModuleProcessed
        ))
}

/// Friendly names of instructions of extensions that spirv-emit refuses,
/// with the extension and the reason: no SPIRV-Tools release here accepts
/// what the reference translator writes for them.
pub(super) fn unvalidatable_instruction(opcode: &str) -> Option<(&'static str, &'static str)> {
    use crate::lower::extensions::{JOINT_MATRIX_WHY, NO_GRAMMAR_WHY, TOKEN_WHY};
    Some(match opcode {
        o if o.starts_with("JointMatrix") && o.ends_with("INTEL") => ("SPV_INTEL_joint_matrix", JOINT_MATRIX_WHY),
        o if o.starts_with("CooperativeMatrix") && o.ends_with("INTEL") => (
            "SPV_INTEL_joint_matrix",
            "the CooperativeMatrix*INTEL instructions (checked loads/stores, prefetch, apply, element coordinates) \
             are in no SPIR-V grammar (SPIRV-Tools 2023.1 and 2025.5 reject them)",
        ),
        "ComplexFMulINTEL" | "ComplexFDivINTEL" => (
            "SPV_INTEL_complex_float_mul_div",
            "OpComplexFMulINTEL/OpComplexFDivINTEL are in no SPIR-V grammar (SPIRV-Tools 2023.1 and 2025.5 reject them)",
        ),
        "PredicatedLoadINTEL" | "PredicatedStoreINTEL" => ("SPV_INTEL_predicated_io", NO_GRAMMAR_WHY),
        "SubgroupScaledMatrixMultiplyAccumulateINTEL" => {
            ("SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate", NO_GRAMMAR_WHY)
        }
        _ if opcode.contains("TokenINTEL") => ("SPV_INTEL_token_type", TOKEN_WHY),
        _ => return None,
    })
}

/// Instructions that take the meaning of their operands from their integer
/// widths (the arbitrary precision fixed and floating point ones): an integer
/// SPIR-V lacks (i13) cannot be carried in a wider one there.
fn reads_operand_widths(capabilities: &[spirv::Capability]) -> bool {
    capabilities.iter().any(|c| {
        matches!(
            c,
            spirv::Capability::ArbitraryPrecisionFixedPointALTERA
                | spirv::Capability::ArbitraryPrecisionFloatingPointALTERA
        )
    })
}

/// An error unless the result and every id operand of `i` that is an integer
/// has a width SPIR-V has (bool, 8, 16, 32, 64).
fn exact_integer_widths(
    call_name: &str,
    i: Value,
    logical: &[&LogicalOperand],
    args: &[Value],
) -> LowerResult<()> {
    let ids = args.iter().zip(logical).filter(|(_, o)| is_id_kind(&o.kind)).map(|(a, _)| a.ty());
    for ty in std::iter::once(i.ty()).chain(ids) {
        let scalar = ty.scalar();
        if scalar.is_integer() && !matches!(scalar.int_width(), 1 | 8 | 16 | 32 | 64) {
            return Err(LowerError::NotEmitted {
                what: format!("'{call_name}' works on i{} values, which need SPV_INTEL_arbitrary_precision_integers", scalar.int_width()),
                why: "no SPIRV-Tools release here validates it, and carrying them in a wider integer would change what the instruction computes".into(),
            });
        }
    }
    Ok(())
}

/// Instructions whose result is bool (SPIR-V 3.42.15 relational and logical
/// instructions, and the group votes). SPIR-V friendly IR may carry such
/// values as integers (the reference reader uses i8 vectors for bool vectors).
fn returns_bool(op: Op) -> bool {
    matches!(
        op,
        Op::IsNan
            | Op::IsInf
            | Op::IsFinite
            | Op::IsNormal
            | Op::SignBitSet
            | Op::LessOrGreater
            | Op::Ordered
            | Op::Unordered
            | Op::Any
            | Op::All
            | Op::LogicalEqual
            | Op::LogicalNotEqual
            | Op::LogicalOr
            | Op::LogicalAnd
            | Op::LogicalNot
            | Op::IEqual
            | Op::INotEqual
            | Op::PtrEqual
            | Op::PtrNotEqual
            | Op::UGreaterThan
            | Op::SGreaterThan
            | Op::UGreaterThanEqual
            | Op::SGreaterThanEqual
            | Op::ULessThan
            | Op::SLessThan
            | Op::ULessThanEqual
            | Op::SLessThanEqual
            | Op::FOrdEqual
            | Op::FUnordEqual
            | Op::FOrdNotEqual
            | Op::FUnordNotEqual
            | Op::FOrdLessThan
            | Op::FUnordLessThan
            | Op::FOrdGreaterThan
            | Op::FUnordGreaterThan
            | Op::FOrdLessThanEqual
            | Op::FUnordLessThanEqual
            | Op::FOrdGreaterThanEqual
            | Op::FUnordGreaterThanEqual
            | Op::GroupAll
            | Op::GroupAny
            | Op::GroupNonUniformElect
            | Op::GroupNonUniformAll
            | Op::GroupNonUniformAny
            | Op::GroupNonUniformAllEqual
    )
}

/// Which operands (by position among the call's arguments) must be bool.
fn bool_operands(op: Op) -> &'static [usize] {
    match op {
        Op::Any | Op::All | Op::LogicalNot | Op::Select => &[0],
        Op::LogicalEqual | Op::LogicalNotEqual | Op::LogicalOr | Op::LogicalAnd => &[0, 1],
        Op::GroupAll | Op::GroupAny | Op::GroupNonUniformAll | Op::GroupNonUniformAny => &[1],
        _ => &[],
    }
}

/// An enumerant or literal operand from the integer the IR passes.
fn literal_operand(kind: &OperandKind, value: u32) -> Operand {
    use spirv::*;
    let typed = match kind {
        OperandKind::StorageClass => StorageClass::from_u32(value).map(Operand::StorageClass),
        OperandKind::Dim => Dim::from_u32(value).map(Operand::Dim),
        OperandKind::ImageFormat => ImageFormat::from_u32(value).map(Operand::ImageFormat),
        OperandKind::AccessQualifier => AccessQualifier::from_u32(value).map(Operand::AccessQualifier),
        OperandKind::SamplerAddressingMode => {
            SamplerAddressingMode::from_u32(value).map(Operand::SamplerAddressingMode)
        }
        OperandKind::SamplerFilterMode => SamplerFilterMode::from_u32(value).map(Operand::SamplerFilterMode),
        OperandKind::FPRoundingMode => FPRoundingMode::from_u32(value).map(Operand::FPRoundingMode),
        OperandKind::GroupOperation => GroupOperation::from_u32(value).map(Operand::GroupOperation),
        OperandKind::KernelEnqueueFlags => {
            KernelEnqueueFlags::from_u32(value).map(Operand::KernelEnqueueFlags)
        }
        OperandKind::FunctionParameterAttribute => {
            FunctionParameterAttribute::from_u32(value).map(Operand::FunctionParameterAttribute)
        }
        OperandKind::MemoryAccess => MemoryAccess::from_bits(value).map(Operand::MemoryAccess),
        OperandKind::ImageOperands => ImageOperands::from_bits(value).map(Operand::ImageOperands),
        OperandKind::KernelProfilingInfo => {
            KernelProfilingInfo::from_bits(value).map(Operand::KernelProfilingInfo)
        }
        _ => None,
    };
    typed.unwrap_or(Operand::LiteralBit32(value))
}

/// The grammar entry of the instruction a friendly name names, if it can be
/// written as a call.
fn friendly_class(source_name: &str, opcode: &str) -> LowerResult<Class> {
    let class = spirv_writer::grammar::class_by_name(opcode).ok_or_else(|| {
        LowerError::convention(format!("'{source_name}'"), format!("SPIR-V has no instruction Op{opcode}"))
    })?;
    if !callable(class.opcode) {
        return Err(LowerError::convention(
            format!("'{source_name}'"),
            format!("Op{opcode} cannot be written as a call"),
        ));
    }
    Ok(class)
}

/// Bitmask operands (ImageOperands, MemoryAccess) are followed by the
/// parameters their bits call for, which the grammar does not list.
fn mask_with_params(kind: &OperandKind) -> bool {
    matches!(kind, OperandKind::ImageOperands | OperandKind::MemoryAccess)
}

/// An error unless a call passes as many arguments as the instruction has
/// operands (at least the required ones when it is variadic).
fn check_operand_count(call_name: &str, logical: &[&LogicalOperand], given: usize) -> LowerResult<()> {
    let required = logical.iter().filter(|o| o.quantifier == OperandQuantifier::One).count();
    let variadic =
        logical.iter().any(|o| o.quantifier == OperandQuantifier::ZeroOrMore || mask_with_params(&o.kind));
    let optional = logical.iter().filter(|o| o.quantifier == OperandQuantifier::ZeroOrOne).count();
    if given >= required && (variadic || given <= required + optional) {
        return Ok(());
    }
    let expected = if variadic {
        format!("at least {required}")
    } else if optional > 0 {
        format!("{required} to {}", required + optional)
    } else {
        required.to_string()
    };
    Err(LowerError::argument_count(call_name, format!("{expected} operands"), given))
}

/// An instruction's grammar entry.
type Class = &'static rspirv::grammar::Instruction<'static>;

fn is_id_kind(kind: &OperandKind) -> bool {
    matches!(kind, OperandKind::IdRef | OperandKind::IdScope | OperandKind::IdMemorySemantics)
}

/// Lowers a `__spirv_*` call (other than `__spirv_BuiltIn*`).
pub(crate) fn lower_friendly_call(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> LowerResult<()> {
    if super::spec_constants::is_spec_constant_call(source_name) {
        return spec_constants::lower_spec_constant_call(f, i, source_name);
    }
    let rest = source_name.strip_prefix("__spirv_").unwrap_or(source_name);
    if let Some(ext_name) = rest.strip_prefix("ocl_") {
        return friendly_ext_inst::lower_friendly_ext_inst(f, i, source_name, ext_name);
    }
    let name = parse_friendly_name(rest);
    if let Some(result) = newer_headers::lower_newer_friendly(f, i, source_name, name.opcode) {
        return result;
    }
    // SPV_INTEL_blocking_pipes: core pipe instructions retried (opencl::pipes).
    match name.opcode {
        "ReadPipeBlockingINTEL" => return pipes::blocking_pipe(f, source_name, &i.call_args(), Op::ReadPipe),
        "WritePipeBlockingINTEL" => {
            return pipes::blocking_pipe(f, source_name, &i.call_args(), Op::WritePipe)
        }
        _ => {}
    }
    if let Some((extension, why)) = unvalidatable_instruction(name.opcode) {
        return Err(LowerError::NotEmitted {
            what: format!("'{source_name}' is an instruction of {extension}"),
            why: why.to_string(),
        });
    }
    if let Some(done) = joint_matrix::lower_joint_ordered_khr_call(f, i, source_name, name.opcode) {
        return done;
    }
    if let Some(done) = matrix_access::lower_matrix_access_chain(f, i, name.opcode) {
        return done;
    }
    if let Some(done) = matrix_elements::lower_matrix_vector_element(f, i, source_name, name.opcode) {
        return done;
    }
    if let Some(done) = friendly_ptr_compare::lower_pointer_comparison(f, i, name.opcode) {
        return done;
    }
    if let Some(done) = friendly_decorations::lower_friendly_decoration(f, i, source_name) {
        return done;
    }
    let class = friendly_class(source_name, name.opcode)?;
    let mut args = i.call_args();
    super::friendly_pointers::drop_storage_class_argument(class.opcode, &mut args);
    if let Some(done) = friendly_pointers::lower_identity_storage_cast(f, class.opcode, i, &args) {
        return done;
    }
    // A struct result (BuildNDRange's ndrange_t) comes back through an sret first argument.
    let sret = if i.called_operand().param_type_attribute(0, crate::llvm::EnumAttribute::StructRet).is_some()
        && !args.is_empty()
    {
        Some(args.remove(0))
    } else {
        None
    };
    let operands = friendly_call_operands(f, i, source_name, class, &name, &args)?;
    if let (Some(element), Some(&pointer)) = (atomic_value_type(source_name, i), args.first()) {
        let word = atomics16::lower_friendly_word_atomic(f, *i, (element, pointer), class.opcode, &operands);
        if let Some(done) = word {
            return done;
        }
    }
    let has_result = class.operands.iter().any(|o| o.kind == OperandKind::IdResult);
    let integer_for_bool =
        returns_bool(class.opcode) && i.ty().scalar().is_integer() && i.ty().scalar().int_width() > 1;
    match (has_result, sret) {
        (true, _) if integer_for_bool => emit_friendly_as_integer(f, i, class.opcode, operands)?,
        (true, Some(result)) => emit_friendly_through_sret(f, source_name, class.opcode, result, operands)?,
        (true, None) => emit_friendly_result(f, i, class.opcode, &name, operands)?,
        (false, _) => f.emit_void(class.opcode, operands),
    }
    Ok(())
}

/// The operands of a friendly call's instruction: the call's arguments
/// matched to the grammar's operands, image operands fitted, integers
/// standing for bools compared with zero, an atomic's pointer in its
/// original storage class.
fn friendly_call_operands(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
    class: Class,
    name: &FriendlyName,
    args: &[Value],
) -> LowerResult<Vec<Operand>> {
    let mut logical: Vec<&LogicalOperand> = class
        .operands
        .iter()
        .filter(|o| !matches!(o.kind, OperandKind::IdResultType | OperandKind::IdResult))
        .collect();
    if class.opcode == Op::GenericCastToPtrExplicit && name.storage.is_some() && args.len() == 1 {
        logical.truncate(1); // the storage class comes from the _To{Global|Local|Private} postfix
    }
    if reads_operand_widths(class.capabilities) {
        exact_integer_widths(source_name, *i, &logical, args)?;
    }
    let mut operands = friendly_operands(f, source_name, &logical, args)?;
    cooperative_matrix::fit_matrix_components(f, class.opcode, i, args, &mut operands)?;
    if class.opname.starts_with("Image") {
        friendly_images::fit_image_operands(f, args, &mut operands)?;
    }
    friendly_pointers::fit_pointer_operand(f, class.opcode, i, args, &mut operands)?;
    for &n in bool_operands(class.opcode) {
        // An integer standing for a bool: non-zero is true.
        if let (Some(arg), Some(Operand::IdRef(id))) = (args.get(n), operands.get(n).cloned()) {
            if arg.ty().scalar().is_integer() && arg.ty().scalar().int_width() > 1 {
                operands[n] = Operand::IdRef(integer_to_bool(f, *arg, id)?);
            }
        }
    }
    if class.opname.starts_with("Atomic") && args.first().is_some_and(|p| p.ty().is_pointer()) {
        // The pointer points to the atomic's value type.
        let value_type = if matches!(class.opcode, Op::AtomicFlagTestAndSet | Op::AtomicFlagClear) {
            f.module().llvm.int_type(32) // a flag is a 32-bit integer
        } else {
            atomic_value_type(source_name, i).unwrap_or(i.ty())
        };
        atomic_operands::require_atomic_width(f, value_type)?;
        if matches!(class.opcode, Op::AtomicFAddEXT | Op::AtomicFMinEXT | Op::AtomicFMaxEXT)
            && value_type.is_float()
            && !is_word_atomic(value_type)
        {
            atomic_operands::require_float_atomic(f, class.opcode, value_type.float_width(), || {
                format!("'{source_name}'")
            })?;
        }
        // In its original storage class when it was cast to generic
        // (consumers such as Intel's CPU runtime lack generic atomics).
        operands[0] = Operand::IdRef(atomic_operands::atomic_pointer(f, args[0], value_type)?.0);
    }
    Ok(operands)
}

/// An instruction returning bool for a call returning an integer: the
/// bool, then the call's integer type (1 for true, 0 for false).
pub(super) fn emit_friendly_as_integer(
    f: &mut FunctionLowering<'_>,
    i: Call,
    op: Op,
    operands: Vec<Operand>,
) -> LowerResult<()> {
    let bool_type = bool_type_like(f, i.ty())?;
    let value = f.emit(op, Some(bool_type), operands);
    let result_type = f.module().value_type(*i)?;
    let one = f.splat_int(result_type, 1);
    let zero = f.module().zero_of_type_id(result_type);
    let id = f.result_id(*i);
    f.emitter_as(id).select(result_type, value, one, zero);
    Ok(())
}

/// An instruction whose struct result the call returns through its sret
/// argument: the result, stored there.
fn emit_friendly_through_sret(
    f: &mut FunctionLowering<'_>,
    source_name: &str,
    op: Op,
    result: Value,
    operands: Vec<Operand>,
) -> LowerResult<()> {
    let result_pointer_type = f.module().value_type(result)?;
    let Some(TypeKey::Pointer { pointee, .. }) = f.module().type_key(result_pointer_type) else {
        return Err(LowerError::operand(source_name, "its sret argument", "a pointer"));
    };
    let value = f.emit(op, Some(pointee), operands);
    let pointer = f.operand(result)?;
    f.emitter().store(pointer, value, Access::PLAIN);
    Ok(())
}

/// An instruction with a result, as the call's value, decorated as the
/// name's postfixes say (`_sat`, `_rtz`, ...).
fn emit_friendly_result(
    f: &mut FunctionLowering<'_>,
    i: Call,
    op: Op,
    name: &FriendlyName,
    operands: Vec<Operand>,
) -> LowerResult<()> {
    let result_type = f.module().value_type(*i)?;
    let id = f.result_id(*i);
    let operands = storage_cast_operands(op, name, operands);
    f.emit_as(id, op, result_type, operands);
    if name.saturated {
        f.module().m.decorate(id, Decoration::SaturatedConversion, vec![]);
    }
    if let Some(mode) = name.rounding {
        f.module().m.decorate(id, Decoration::FPRoundingMode, vec![Operand::FPRoundingMode(mode)]);
    }
    f.name_result(*i, id);
    Ok(())
}

/// A bool (or bool vector) type of the shape of `ty`.
fn bool_type_like(f: &mut FunctionLowering<'_>, ty: crate::llvm::Type) -> LowerResult<Id> {
    let scalar = f.module().m.type_bool();
    Ok(if ty.is_vector() { f.module().m.type_vector(scalar, ty.vector_len()) } else { scalar })
}

/// `value != 0` as bool, for an integer standing for a bool.
fn integer_to_bool(f: &mut FunctionLowering<'_>, value: Value, id: Id) -> LowerResult<Id> {
    let int_type = f.module().value_type(value)?;
    let bool_type = bool_type_like(f, value.ty())?;
    let zero = f.module().zero_of_type_id(int_type);
    Ok(f.emitter().binary(Op::INotEqual, bool_type, id, zero))
}

/// GenericCastToPtrExplicit takes the storage class as a literal the name carries.
fn storage_cast_operands(op: Op, name: &FriendlyName, mut operands: Vec<Operand>) -> Vec<Operand> {
    if op == Op::GenericCastToPtrExplicit && operands.len() == 1 {
        let storage = match name.storage {
            Some("ToLocal") => spirv::StorageClass::Workgroup,
            Some("ToPrivate") => spirv::StorageClass::Function,
            _ => spirv::StorageClass::CrossWorkgroup,
        };
        operands.push(Operand::StorageClass(storage));
    }
    operands
}

/// Matches call arguments to the grammar's operands.
pub(super) fn friendly_operands(
    f: &mut FunctionLowering<'_>,
    call_name: &str,
    logical: &[&LogicalOperand],
    args: &[Value],
) -> LowerResult<Vec<Operand>> {
    check_operand_count(call_name, logical, args.len())?;
    let mut operands = Vec::new();
    let mut after_mask: Option<&OperandKind> = None;
    for (n, arg) in args.iter().enumerate() {
        // Past the last declared operand, a variadic tail repeats its kind,
        // or the parameters of a bitmask follow it.
        let kind = match (logical.get(n), after_mask) {
            (Some(o), _) => &o.kind,
            (None, Some(OperandKind::ImageOperands)) => &OperandKind::IdRef,
            (None, Some(_)) => &OperandKind::LiteralInteger,
            (None, None) => logical
                .last()
                .map(|o| &o.kind)
                .ok_or(LowerError::Internal("an instruction without operands got some"))?,
        };
        if mask_with_params(kind) {
            after_mask = Some(kind);
        }
        operands.push(friendly_operand(f, call_name, n, kind, *arg)?);
    }
    // An empty ImageOperands mask at the end says nothing (and OpenCL
    // environments refuse it): leave it out.
    if matches!(operands.last(), Some(Operand::ImageOperands(mask)) if mask.is_empty()) {
        operands.pop();
    }
    Ok(operands)
}

/// Argument `n` of a friendly call as an operand of kind `kind`.
fn friendly_operand(
    f: &mut FunctionLowering<'_>,
    call_name: &str,
    n: usize,
    kind: &OperandKind,
    arg: Value,
) -> LowerResult<Operand> {
    if matches!(kind, OperandKind::IdScope | OperandKind::IdMemorySemantics) && arg.ty().int_width() != 32 {
        // Scopes and memory semantics are 32-bit integers in SPIR-V.
        let value = arg.const_int_zext().ok_or_else(|| {
            LowerError::operand(call_name, format!("operand {n} (a {kind:?})"), "a 32-bit integer constant")
        })?;
        return Ok(Operand::IdRef(f.module().m.constant_u32(value as u32)));
    }
    if let Some(function) = super::opencl::invoked_function(arg).filter(|_| is_id_kind(kind)) {
        // OpEnqueueKernel / OpGetKernel*: the invoke function by its id
        let signature = f.module().signatures.get(&function).ok_or_else(|| {
            LowerError::UndeclaredFunction { use_: "a function operand names", function: function.name() }
        })?;
        return Ok(Operand::IdRef(signature.id));
    }
    if is_id_kind(kind) || matches!(kind, OperandKind::PairIdRefIdRef) {
        return Ok(Operand::IdRef(f.operand(arg)?));
    }
    let value = arg.const_int_zext().ok_or_else(|| {
        LowerError::not_constant(format!(
            "operand {n} of '{call_name}' (a literal {kind:?} in SPIR-V; the call passes {})",
            arg.print().trim()
        ))
    })?;
    let value = if matches!(kind, OperandKind::ImageOperands) {
        image_operands_mask(f, value as u32)
    } else {
        value as u32
    };
    Ok(literal_operand(kind, value))
}

/// An ImageOperands mask as the target takes it: SignExtend and
/// ZeroExtend (SPIR-V 1.4, no parameters) are dropped where 1.4 is not
/// allowed (target::optional::ImageOperandExtend).
fn image_operands_mask(f: &mut FunctionLowering<'_>, mask: u32) -> u32 {
    let extend = (ImageOperands::SIGN_EXTEND | ImageOperands::ZERO_EXTEND).bits();
    if mask & extend == 0
        || f.module().use_optional_feature(crate::target::optional::OptionalFeature::ImageOperandExtend)
    {
        return mask;
    }
    mask & !extend
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        let n = parse_friendly_name("ConvertFToU_Ruint_sat_rtz");
        assert_eq!(n.opcode, "ConvertFToU");
        assert!(n.saturated);
        assert_eq!(n.rounding, Some(FPRoundingMode::RTZ));
        let g = parse_friendly_name("GenericCastToPtrExplicit_ToLocal");
        assert_eq!(g.storage, Some("ToLocal"));
        assert_eq!(parse_friendly_name("IAdd").opcode, "IAdd");
    }

    #[test]
    fn callable_instructions() {
        assert!(callable(Op::IAdd));
        assert!(callable(Op::AtomicIAdd));
        assert!(callable(Op::ControlBarrier));
        assert!(!callable(Op::TypeInt));
        assert!(!callable(Op::Branch));
        assert!(!callable(Op::Decorate));
    }
}
