//! Value operations: arithmetic, bitwise, casts, comparisons, select, and
//! vector element operations. Work for instructions and constant expressions.

use crate::lower::body::function::FunctionLowering;
use crate::lower::body::narrow_ints::narrow;
use crate::lower::LowerResult;
use crate::llvm::{Opcode, Value};
use llvm_sys::{LLVMIntPredicate as IP, LLVMRealPredicate as RP};
use spirv_writer::spirv::Op;
use spirv_writer::{ConstantKey, Id, Operand};

/// Whether `v` is i1 or a vector of i1 (SPIR-V bool).
fn is_bool(v: Value) -> bool {
    v.ty().scalar().int_width() == 1 && v.ty().scalar().is_integer()
}

impl FunctionLowering<'_> {
    pub fn lower_operation(&mut self, i: Value, opcode: Opcode) -> LowerResult<Id> {
        if let Some(result) = self.lower_bfloat_operation(i, opcode) {
            return result; // bfloat conversions and arithmetic (extensions::bfloat)
        }
        let id = match opcode {
            Opcode::LLVMAdd
            | Opcode::LLVMFAdd
            | Opcode::LLVMSub
            | Opcode::LLVMFSub
            | Opcode::LLVMMul
            | Opcode::LLVMFMul
            | Opcode::LLVMUDiv
            | Opcode::LLVMSDiv
            | Opcode::LLVMFDiv
            | Opcode::LLVMURem
            | Opcode::LLVMSRem
            | Opcode::LLVMFRem
            | Opcode::LLVMShl
            | Opcode::LLVMLShr
            | Opcode::LLVMAShr
            | Opcode::LLVMAnd
            | Opcode::LLVMOr
            | Opcode::LLVMXor => self.lower_binary(i, opcode)?,
            Opcode::LLVMFNeg => self.simple(i, Op::FNegate)?,
            Opcode::LLVMICmp => self.lower_icmp(i)?,
            Opcode::LLVMFCmp => self.lower_fcmp(i)?,
            Opcode::LLVMSelect => self.lower_select(i)?,
            Opcode::LLVMTrunc
            | Opcode::LLVMZExt
            | Opcode::LLVMSExt
            | Opcode::LLVMFPToUI
            | Opcode::LLVMFPToSI
            | Opcode::LLVMUIToFP
            | Opcode::LLVMSIToFP
            | Opcode::LLVMFPTrunc
            | Opcode::LLVMFPExt
            | Opcode::LLVMPtrToInt
            | Opcode::LLVMIntToPtr
            | Opcode::LLVMBitCast
            | Opcode::LLVMAddrSpaceCast => self.lower_cast(i, opcode)?,
            Opcode::LLVMExtractElement => self.lower_extract_element(i)?,
            Opcode::LLVMInsertElement => self.lower_insert_element(i)?,
            Opcode::LLVMShuffleVector => self.lower_shuffle(i)?,
            Opcode::LLVMVAArg => return Err("va_arg has no SPIR-V equivalent (variadic functions are not supported)".into()),
            _ => return Err(format!("instruction '{}' is not supported", opcode_name(opcode))),
        };
        let fp_arithmetic =
            matches!(opcode, Opcode::LLVMFAdd | Opcode::LLVMFSub | Opcode::LLVMFMul | Opcode::LLVMFDiv | Opcode::LLVMFRem | Opcode::LLVMFNeg);
        if fp_arithmetic && i.is_instruction() {
            self.decorate_fast_math(i, id);
        }
        self.name_result(i, id);
        Ok(id)
    }

    /// nsw/nuw -> NoSignedWrap/NoUnsignedWrap: SPIR-V 1.4 or
    /// SPV_KHR_no_integer_wrap_decoration, used only when explicitly allowed
    /// (dropping them is safe).
    fn decorate_wrap_flags(&mut self, i: Value, id: Id, opcode: Opcode) {
        use spirv_writer::spirv::Decoration;
        let flags = i.wrap_flags();
        if flags & 3 == 0 || !matches!(opcode, Opcode::LLVMAdd | Opcode::LLVMSub | Opcode::LLVMMul | Opcode::LLVMShl) {
            return;
        }
        let feature = "nsw/nuw flags (NoSignedWrap/NoUnsignedWrap)";
        if !self.ml.use_optional_feature(Some(spirv_writer::Version::V1_4), "SPV_KHR_no_integer_wrap_decoration", feature) {
            return;
        }
        if flags & 2 != 0 {
            self.ml.m.decorate(id, Decoration::NoSignedWrap, vec![]);
        }
        if flags & 1 != 0 {
            self.ml.m.decorate(id, Decoration::NoUnsignedWrap, vec![]);
        }
    }

    /// LLVM fast-math flags -> FPFastMathMode (the SPIR-V 1.0 bits; contract,
    /// reassoc and afn have no 1.0 equivalent and are dropped, which is safe).
    fn decorate_fast_math(&mut self, i: Value, id: Id) {
        use spirv_writer::spirv::FPFastMathMode as M;
        let flags = i.fast_math_flags();
        let mut mode = M::NONE;
        for (bit, m) in [(2, M::NOT_NAN), (4, M::NOT_INF), (8, M::NSZ), (16, M::ALLOW_RECIP)] {
            if flags & bit != 0 {
                mode |= m;
            }
        }
        if flags & 0x7f == 0x7f {
            mode |= M::FAST;
        }
        if !mode.is_empty() {
            self.ml.m.decorate(id, spirv_writer::spirv::Decoration::FPFastMathMode, vec![Operand::FPFastMathMode(mode)]);
        }
    }

    /// An instruction whose SPIR-V form takes the LLVM operands as they are.
    fn simple(&mut self, i: Value, op: Op) -> LowerResult<Id> {
        let result_type = self.ml.value_type(i)?;
        let mut operands = Vec::new();
        for o in i.operands() {
            operands.push(Operand::IdRef(self.operand(o)?));
        }
        let id = self.def_id(i);
        self.emit_as(id, op, result_type, operands);
        Ok(id)
    }

    fn lower_binary(&mut self, i: Value, opcode: Opcode) -> LowerResult<Id> {
        let boolean = is_bool(i);
        let op = match (opcode, boolean) {
            (Opcode::LLVMAnd, true) => Op::LogicalAnd,
            (Opcode::LLVMOr, true) => Op::LogicalOr,
            (Opcode::LLVMXor, true) => Op::LogicalNotEqual,
            (_, true) => return Err(format!("'{}' on i1 values is not supported", opcode_name(opcode))),
            (Opcode::LLVMAdd, _) => Op::IAdd,
            (Opcode::LLVMFAdd, _) => Op::FAdd,
            (Opcode::LLVMSub, _) => Op::ISub,
            (Opcode::LLVMFSub, _) => Op::FSub,
            (Opcode::LLVMMul, _) => Op::IMul,
            (Opcode::LLVMFMul, _) => Op::FMul,
            (Opcode::LLVMUDiv, _) => Op::UDiv,
            (Opcode::LLVMSDiv, _) => Op::SDiv,
            (Opcode::LLVMFDiv, _) => Op::FDiv,
            (Opcode::LLVMURem, _) => Op::UMod,
            (Opcode::LLVMSRem, _) => Op::SRem,
            (Opcode::LLVMFRem, _) => Op::FRem,
            (Opcode::LLVMShl, _) => Op::ShiftLeftLogical,
            (Opcode::LLVMLShr, _) => Op::ShiftRightLogical,
            (Opcode::LLVMAShr, _) => Op::ShiftRightArithmetic,
            (Opcode::LLVMAnd, _) => Op::BitwiseAnd,
            (Opcode::LLVMOr, _) => Op::BitwiseOr,
            (Opcode::LLVMXor, _) => Op::BitwiseXor,
            _ => unreachable!("lower_binary is only called for binary opcodes"),
        };
        let Some((width, carrier)) = narrow(i.ty()) else {
            let id = self.simple(i, op)?;
            if i.is_instruction() {
                self.decorate_wrap_flags(i, id, opcode);
            }
            return Ok(id);
        };
        // A narrow integer: sign-extend what signed operations read, mask what
        // can carry into the unused high bits.
        let result_type = self.ml.value_type(i)?;
        let mut x = self.operand(i.operand(0))?;
        let mut y = self.operand(i.operand(1))?;
        let signed = matches!(opcode, Opcode::LLVMAShr | Opcode::LLVMSDiv | Opcode::LLVMSRem);
        if signed {
            x = self.sign_extend_within(x, result_type, width, carrier);
            if opcode != Opcode::LLVMAShr {
                y = self.sign_extend_within(y, result_type, width, carrier);
            }
        }
        let raw = self.emit(op, Some(result_type), vec![Operand::IdRef(x), Operand::IdRef(y)]);
        let may_overflow = signed || matches!(opcode, Opcode::LLVMAdd | Opcode::LLVMSub | Opcode::LLVMMul | Opcode::LLVMShl);
        let id = if may_overflow { self.normalize(raw, result_type, width) } else { raw };
        if i.is_instruction() {
            self.alias(i, id);
        }
        Ok(id)
    }

    fn lower_icmp(&mut self, i: Value) -> LowerResult<Id> {
        let result_type = self.ml.value_type(i)?;
        let (a, b) = (i.operand(0), i.operand(1));
        let predicate = i.icmp_predicate();
        let (mut x, mut y) = (self.operand(a)?, self.operand(b)?);
        let signed = matches!(predicate, IP::LLVMIntSGT | IP::LLVMIntSGE | IP::LLVMIntSLT | IP::LLVMIntSLE);
        if let (Some((width, carrier)), true) = (narrow(a.ty()), signed) {
            let operand_type = self.ml.value_type(a)?;
            x = self.sign_extend_within(x, operand_type, width, carrier);
            y = self.sign_extend_within(y, operand_type, width, carrier);
        }
        if a.ty().is_pointer() {
            // Compare addresses as integers (OpPtrEqual needs SPIR-V 1.4).
            let int = self.ml.size_type();
            x = self.emit(Op::ConvertPtrToU, Some(int), vec![Operand::IdRef(x)]);
            y = self.emit(Op::ConvertPtrToU, Some(int), vec![Operand::IdRef(y)]);
        }
        let op = match (predicate, is_bool(a)) {
            (IP::LLVMIntEQ, true) => Op::LogicalEqual,
            (IP::LLVMIntNE, true) => Op::LogicalNotEqual,
            (_, true) => return Err("ordered comparison of i1 values is not supported".into()),
            (IP::LLVMIntEQ, _) => Op::IEqual,
            (IP::LLVMIntNE, _) => Op::INotEqual,
            (IP::LLVMIntUGT, _) => Op::UGreaterThan,
            (IP::LLVMIntUGE, _) => Op::UGreaterThanEqual,
            (IP::LLVMIntULT, _) => Op::ULessThan,
            (IP::LLVMIntULE, _) => Op::ULessThanEqual,
            (IP::LLVMIntSGT, _) => Op::SGreaterThan,
            (IP::LLVMIntSGE, _) => Op::SGreaterThanEqual,
            (IP::LLVMIntSLT, _) => Op::SLessThan,
            (IP::LLVMIntSLE, _) => Op::SLessThanEqual,
        };
        let id = self.def_id(i);
        self.emit_as(id, op, result_type, vec![Operand::IdRef(x), Operand::IdRef(y)]);
        Ok(id)
    }

    fn lower_fcmp(&mut self, i: Value) -> LowerResult<Id> {
        let result_type = self.ml.value_type(i)?;
        let Some(op) = fcmp_opcode(i.fcmp_predicate()) else {
            let value = i.fcmp_predicate() == RP::LLVMRealPredicateTrue;
            let id = self.bool_constant(result_type, value);
            if i.is_instruction() {
                self.alias(i, id);
            }
            return Ok(id);
        };
        self.simple(i, op)
    }
}

/// The SPIR-V comparison of an fcmp predicate (`None` for false and true).
pub fn fcmp_opcode(predicate: RP) -> Option<Op> {
    Some(match predicate {
        RP::LLVMRealPredicateFalse | RP::LLVMRealPredicateTrue => return None,
        RP::LLVMRealOEQ => Op::FOrdEqual,
        RP::LLVMRealOGT => Op::FOrdGreaterThan,
        RP::LLVMRealOGE => Op::FOrdGreaterThanEqual,
        RP::LLVMRealOLT => Op::FOrdLessThan,
        RP::LLVMRealOLE => Op::FOrdLessThanEqual,
        RP::LLVMRealONE => Op::FOrdNotEqual,
        RP::LLVMRealORD => Op::Ordered,
        RP::LLVMRealUNO => Op::Unordered,
        RP::LLVMRealUEQ => Op::FUnordEqual,
        RP::LLVMRealUGT => Op::FUnordGreaterThan,
        RP::LLVMRealUGE => Op::FUnordGreaterThanEqual,
        RP::LLVMRealULT => Op::FUnordLessThan,
        RP::LLVMRealULE => Op::FUnordLessThanEqual,
        RP::LLVMRealUNE => Op::FUnordNotEqual,
    })
}

impl FunctionLowering<'_> {
    /// A true/false constant of a bool or bool-vector type.
    fn bool_constant(&mut self, type_id: Id, value: bool) -> Id {
        match self.ml.type_key(type_id) {
            Some(spirv_writer::TypeKey::Vector { component, count }) => {
                let part = self.ml.m.constant(ConstantKey::Bool { ty: component, value });
                self.ml.m.constant(ConstantKey::Composite { ty: type_id, parts: vec![part; count as usize] })
            }
            _ => self.ml.m.constant(ConstantKey::Bool { ty: type_id, value }),
        }
    }

    fn lower_select(&mut self, i: Value) -> LowerResult<Id> {
        let result_type = self.ml.value_type(i)?;
        let mut condition = self.operand(i.operand(0))?;
        if i.ty().is_vector() && !i.operand(0).ty().is_vector() {
            // Before SPIR-V 1.4 a vector OpSelect needs one condition per component.
            // Splat with OpCompositeInsert: llvm-spirv-15 -r crashes on an
            // OpCompositeConstruct of a bool vector from non-constants.
            let count = i.ty().vector_len();
            let bool_type = self.ml.m.type_bool();
            let vector_type = self.ml.m.type_vector(bool_type, count);
            let scalar = condition;
            condition = self.ml.m.constant(ConstantKey::Undef { ty: vector_type });
            for index in 0..count {
                let operands = vec![Operand::IdRef(scalar), Operand::IdRef(condition), Operand::LiteralBit32(index)];
                condition = self.emit(Op::CompositeInsert, Some(vector_type), operands);
            }
        }
        let (a, b) = if i.ty().is_pointer() {
            (self.pointer_operand_as(i.operand(1), result_type)?, self.pointer_operand_as(i.operand(2), result_type)?)
        } else {
            (self.operand(i.operand(1))?, self.operand(i.operand(2))?)
        };
        let id = self.def_id(i);
        self.emit_as(id, Op::Select, result_type, vec![Operand::IdRef(condition), Operand::IdRef(a), Operand::IdRef(b)]);
        Ok(id)
    }

    fn lower_cast(&mut self, i: Value, opcode: Opcode) -> LowerResult<Id> {
        let source = i.operand(0);
        if opcode == Opcode::LLVMAddrSpaceCast && i.is_instruction() && self.generic_cast_only_for_builtins(i) {
            // The builtins use `source` itself (opencl::ungeneric).
            let id = self.operand(source)?;
            self.alias(i, id);
            return Ok(id);
        }
        let from_bool = is_bool(source);
        let to_bool = is_bool(i);
        let result_type = self.ml.value_type(i)?;
        let x = self.operand(source)?;
        let numeric = matches!(
            opcode,
            Opcode::LLVMTrunc | Opcode::LLVMZExt | Opcode::LLVMSExt | Opcode::LLVMFPToUI | Opcode::LLVMFPToSI | Opcode::LLVMUIToFP | Opcode::LLVMSIToFP
        );
        if numeric && !from_bool && !to_bool && (narrow(source.ty()).is_some() || narrow(i.ty()).is_some()) {
            return self.lower_narrow_cast(i, opcode, x, result_type);
        }
        let id = self.def_id(i);
        let op = match opcode {
            Opcode::LLVMZExt | Opcode::LLVMUIToFP | Opcode::LLVMSExt | Opcode::LLVMSIToFP if from_bool => {
                // bool -> number: select between the two values it maps to.
                let one = match (opcode, narrow(i.ty())) {
                (Opcode::LLVMSExt, Some((width, _))) => (1u64 << width) - 1,
                (Opcode::LLVMSExt, None) => u64::MAX,
                _ => 1,
            };
                let (t, f) = self.numeric_pair(result_type, one, opcode)?;
                self.emit_as(id, Op::Select, result_type, vec![Operand::IdRef(x), Operand::IdRef(t), Operand::IdRef(f)]);
                return Ok(id);
            }
            Opcode::LLVMTrunc if to_bool => {
                // number -> bool keeps the low bit.
                let source_type = self.ml.value_type(source)?;
                let one = self.splat_int(source_type, 1);
                let zero = self.ml.zero_of_type_id(source_type);
                let low = self.emit(Op::BitwiseAnd, Some(source_type), vec![Operand::IdRef(x), Operand::IdRef(one)]);
                self.emit_as(id, Op::INotEqual, result_type, vec![Operand::IdRef(low), Operand::IdRef(zero)]);
                return Ok(id);
            }
            Opcode::LLVMFPToUI | Opcode::LLVMFPToSI if to_bool => {
                // float -> i1: defined only where the truncated value fits (else
                // poison), so it is "trunc(x) != 0". SPIR-V has no bool conversion.
                let int = self.ml.m.type_int(32);
                let int_type = if i.ty().is_vector() { self.ml.m.type_vector(int, i.ty().vector_len()) } else { int };
                let convert = if opcode == Opcode::LLVMFPToSI { Op::ConvertFToS } else { Op::ConvertFToU };
                let n = self.emit(convert, Some(int_type), vec![Operand::IdRef(x)]);
                let zero = self.ml.zero_of_type_id(int_type);
                self.emit_as(id, Op::INotEqual, result_type, vec![Operand::IdRef(n), Operand::IdRef(zero)]);
                return Ok(id);
            }
            Opcode::LLVMTrunc | Opcode::LLVMZExt => Op::UConvert,
            Opcode::LLVMSExt => Op::SConvert,
            Opcode::LLVMFPToUI => Op::ConvertFToU,
            Opcode::LLVMFPToSI => Op::ConvertFToS,
            Opcode::LLVMUIToFP => Op::ConvertUToF,
            Opcode::LLVMSIToFP => Op::ConvertSToF,
            Opcode::LLVMFPTrunc | Opcode::LLVMFPExt => Op::FConvert,
            Opcode::LLVMPtrToInt => Op::ConvertPtrToU,
            Opcode::LLVMIntToPtr => Op::ConvertUToPtr,
            Opcode::LLVMBitCast if from_bool || to_bool => {
                return Err("bitcast to or from i1 vectors is not supported".into());
            }
            Opcode::LLVMBitCast => Op::Bitcast,
            Opcode::LLVMAddrSpaceCast => {
                let from = source.ty().address_space();
                let to = i.ty().address_space();
                match (from, to) {
                    (_, 4) if from != 4 => Op::PtrCastToGeneric,
                    (4, _) if to != 4 => Op::GenericCastToPtr,
                    _ if from == to => Op::Bitcast,
                    _ => return Err(format!("addrspacecast from address space {from} to {to} has no SPIR-V equivalent (only casts to and from generic, 4)")),
                }
            }
            _ => unreachable!("lower_cast is only called for casts"),
        };
        // Casts that change the storage class keep the pointee: bitcast the
        // operand to the result's pointee first.
        let x = if matches!(op, Op::PtrCastToGeneric | Op::GenericCastToPtr) {
            let pointee = self.ml.pointees.pointee_of(i);
            self.pointer_operand(source, pointee)?
        } else {
            x
        };
        self.emit_as(id, op, result_type, vec![Operand::IdRef(x)]);
        Ok(id)
    }

    /// A cast from or to a narrow integer (see `narrow_ints`).
    fn lower_narrow_cast(&mut self, i: Value, opcode: Opcode, x: Id, result_type: Id) -> LowerResult<Id> {
        let source = i.operand(0);
        let source_type = self.ml.value_type(source)?;
        let mut value = x;
        if let (Some((width, carrier)), Opcode::LLVMSExt | Opcode::LLVMSIToFP) = (narrow(source.ty()), opcode) {
            value = self.sign_extend_within(value, source_type, width, carrier);
        }
        let op = match opcode {
            Opcode::LLVMSExt => Op::SConvert,
            Opcode::LLVMTrunc | Opcode::LLVMZExt => Op::UConvert,
            Opcode::LLVMFPToUI => Op::ConvertFToU,
            Opcode::LLVMFPToSI => Op::ConvertFToS,
            Opcode::LLVMUIToFP => Op::ConvertUToF,
            _ => Op::ConvertSToF,
        };
        // Integer casts between equal carriers are no-ops on the carrier.
        if source_type != result_type {
            value = self.emit(op, Some(result_type), vec![Operand::IdRef(value)]);
        }
        if let (Some((width, _)), Opcode::LLVMTrunc | Opcode::LLVMSExt | Opcode::LLVMFPToSI | Opcode::LLVMFPToUI) =
            (narrow(i.ty()), opcode)
        {
            value = self.normalize(value, result_type, width);
        }
        if i.is_instruction() {
            self.alias(i, value);
        }
        Ok(value)
    }

    /// The (true, false) values a bool maps to under `opcode`, splatted to
    /// the shape of `type_id`.
    fn numeric_pair(&mut self, type_id: Id, one: u64, opcode: Opcode) -> LowerResult<(Id, Id)> {
        let zero = self.ml.zero_of_type_id(type_id);
        let t = if matches!(opcode, Opcode::LLVMUIToFP | Opcode::LLVMSIToFP) {
            let value = if opcode == Opcode::LLVMSIToFP { -1.0 } else { 1.0 };
            self.splat_float(type_id, value)?
        } else {
            self.splat_int(type_id, one)
        };
        Ok((t, zero))
    }

    /// An integer constant `bits` of scalar or vector type `type_id`.
    pub fn splat_int(&mut self, type_id: Id, bits: u64) -> Id {
        match self.ml.type_key(type_id) {
            Some(spirv_writer::TypeKey::Vector { component, count }) => {
                let part = self.ml.int_constant(component, bits);
                self.ml.m.constant(ConstantKey::Composite { ty: type_id, parts: vec![part; count as usize] })
            }
            _ => self.ml.int_constant(type_id, bits),
        }
    }

    fn splat_float(&mut self, type_id: Id, value: f64) -> LowerResult<Id> {
        let (scalar, count) = match self.ml.type_key(type_id) {
            Some(spirv_writer::TypeKey::Vector { component, count }) => (component, Some(count)),
            _ => (type_id, None),
        };
        let width = match self.ml.type_key(scalar) {
            Some(spirv_writer::TypeKey::Float { width }) => width,
            _ => return Err("expected a float type".into()),
        };
        let bits = match width {
            16 => u64::from(if value < 0.0 { 0xbc00u16 } else { 0x3c00u16 }),
            32 => u64::from((value as f32).to_bits()),
            _ => value.to_bits(),
        };
        let part = self.ml.m.constant(ConstantKey::Scalar { ty: scalar, width, bits });
        Ok(match count {
            Some(n) => self.ml.m.constant(ConstantKey::Composite { ty: type_id, parts: vec![part; n as usize] }),
            None => part,
        })
    }

    fn lower_extract_element(&mut self, i: Value) -> LowerResult<Id> {
        let result_type = self.ml.value_type(i)?;
        let vector = self.operand(i.operand(0))?;
        let index = i.operand(1);
        let id = self.def_id(i);
        match index.const_int_zext() {
            Some(n) if n < u64::from(i.operand(0).ty().vector_len()) => self.emit_as(
                id,
                Op::CompositeExtract,
                result_type,
                vec![Operand::IdRef(vector), Operand::LiteralBit32(n as u32)],
            ),
            _ => {
                let index = self.operand(index)?;
                self.emit_as(id, Op::VectorExtractDynamic, result_type, vec![Operand::IdRef(vector), Operand::IdRef(index)]);
            }
        }
        Ok(id)
    }

    fn lower_insert_element(&mut self, i: Value) -> LowerResult<Id> {
        let result_type = self.ml.value_type(i)?;
        let vector = self.operand(i.operand(0))?;
        let element = self.operand(i.operand(1))?;
        let index = i.operand(2);
        let id = self.def_id(i);
        match index.const_int_zext() {
            Some(n) if n < u64::from(i.ty().vector_len()) => self.emit_as(
                id,
                Op::CompositeInsert,
                result_type,
                vec![Operand::IdRef(element), Operand::IdRef(vector), Operand::LiteralBit32(n as u32)],
            ),
            _ => {
                let index = self.operand(index)?;
                self.emit_as(
                    id,
                    Op::VectorInsertDynamic,
                    result_type,
                    vec![Operand::IdRef(vector), Operand::IdRef(element), Operand::IdRef(index)],
                );
            }
        }
        Ok(id)
    }

    fn lower_shuffle(&mut self, i: Value) -> LowerResult<Id> {
        let result_type = self.ml.value_type(i)?;
        let a = self.operand(i.operand(0))?;
        let b = self.operand(i.operand(1))?;
        let mut operands = vec![Operand::IdRef(a), Operand::IdRef(b)];
        // 0xFFFFFFFF marks an undefined component (SPIR-V OpVectorShuffle).
        operands.extend(i.shuffle_mask().into_iter().map(|m| Operand::LiteralBit32(m.unwrap_or(u32::MAX))));
        let id = self.def_id(i);
        self.emit_as(id, Op::VectorShuffle, result_type, operands);
        Ok(id)
    }
}

/// LLVM's name of an opcode, for messages.
pub fn opcode_name(opcode: Opcode) -> String {
    let debug = format!("{opcode:?}");
    debug.trim_start_matches("LLVM").to_lowercase()
}
