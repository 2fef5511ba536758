//! LLVM's `bfloat`: with SPV_INTEL_bfloat16_conversion (allowed by
//! default), carried as i16 (as the OpenCL C `intel_convert_*bfloat16*`
//! builtins do) and converted with OpConvertFToBF16INTEL /
//! OpConvertBF16ToFINTEL; otherwise, with SPV_KHR_bfloat16, the type
//! OpTypeFloat 16 BFloat16KHR converted with OpFConvert.
//!
//! Arithmetic and comparisons on bfloat are computed in float and rounded
//! back: float's 24-bit significand is more than 2 * 8 + 2 bits, so one
//! float operation rounded to bfloat gives the correctly rounded bfloat
//! result (no SPIR-V bfloat arithmetic extension is needed).

use super::super::{LowerResult, ModuleLowering};
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::{Opcode, Type, TypeKind, Value};
use crate::lower::body::function::FunctionLowering;
use spirv_writer::spirv::{Decoration, FPRoundingMode, Op};
use spirv_writer::{Id, Operand, TypeKey};

const KHR: &str = "SPV_KHR_bfloat16";
const INTEL: &str = "SPV_INTEL_bfloat16_conversion";

/// How bfloat values are represented.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// OpTypeFloat 16 BFloat16KHR.
    Khr,
    /// i16 carrying the bits, converted with the INTEL instructions.
    IntelCarrier,
}

/// The bfloat bits of `value` (round to nearest even from float; NaN stays NaN).
pub fn bfloat_bits(value: f64) -> u64 {
    let bits = (value as f32).to_bits();
    if (value as f32).is_nan() {
        return u64::from((bits >> 16) | 0x40);
    }
    let rounding = 0x7fff + ((bits >> 16) & 1);
    u64::from((bits.wrapping_add(rounding)) >> 16)
}

impl ModuleLowering {
    /// The i16 carrier where SPV_INTEL_bfloat16_conversion is allowed: the
    /// conversions are all that bfloat values need here (arithmetic is done
    /// in float), memory and kernel arguments keep the ushort type OpenCL
    /// runtimes take (Intel's refuse kernel arguments of BFloat16KHR type),
    /// and SPV_KHR_bfloat16 is newer. The KHR type otherwise (and always as
    /// a cooperative matrix component, where arithmetic needs it).
    fn bfloat_mode(&self) -> LowerResult<Mode> {
        if self.allows_extension(INTEL) {
            Ok(Mode::IntelCarrier)
        } else if self.allows_extension(KHR) {
            Ok(Mode::Khr)
        } else {
            Err(LowerError::NeedsExtension {
                what: "the bfloat type".into(),
                extension: KHR.into(),
                alternative: Some(INTEL),
            })
        }
    }

    /// The SPIR-V type of LLVM's scalar `bfloat`.
    pub fn bfloat_scalar_type(&mut self) -> LowerResult<Id> {
        Ok(match self.bfloat_mode()? {
            Mode::Khr => self.m.intern_type(TypeKey::BFloat16),
            Mode::IntelCarrier => self.m.type_int(16),
        })
    }
}

fn is_bfloat(ty: Type) -> bool {
    ty.scalar().kind() == TypeKind::BFloat
}

/// For a cl_intel_bfloat16_conversions builtin, whether it converts to
/// bfloat (`intel_convert_bfloat16{N}_as_ushort{N}`) or from it
/// (`intel_convert_as_bfloat16{N}_float{N}`).
pub fn is_bfloat_builtin(source_name: &str) -> Option<bool> {
    if source_name.starts_with("intel_convert_bfloat16") && source_name.contains("_as_ushort") {
        Some(true)
    } else if source_name.starts_with("intel_convert_as_bfloat16") && source_name.contains("_float") {
        Some(false)
    } else {
        None
    }
}

/// The OpenCL builtins lowered on bfloat values (mangled `DF16b`); the others
/// are errors rather than OpenCL.std instructions on bfloat, which takes none.
const BFLOAT_BUILTINS: &[&str] = &["dot"];

/// OpenCL builtins computed on bfloat values in float and rounded back
/// (`bfloat_ext_inst`): exact where the result is an operand or one with its
/// sign changed (clamp, fmin, fmax, fabs, copysign), a NaN (nan), and within
/// the accuracy the `native_` functions leave to the implementation.
const FLOAT_THEN_ROUND: &[&str] = &[
    "clamp",
    "fmin",
    "fmax",
    "fabs",
    "copysign",
    "nan",
    "native_cos",
    "native_divide",
    "native_exp",
    "native_exp10",
    "native_exp2",
    "native_log",
    "native_log10",
    "native_log2",
    "native_powr",
    "native_recip",
    "native_rsqrt",
    "native_sin",
    "native_sqrt",
    "native_tan",
];

/// Whether call `c` is a `FLOAT_THEN_ROUND` builtin on bfloat values whose
/// arguments all have the result's vector length (none splatted).
pub fn is_float_then_round(c: &crate::lower::calls::opencl::BuiltinCall) -> bool {
    let lanes = |t: Type| if t.is_vector() { t.vector_len() } else { 1 };
    let on_bfloat = is_bfloat(c.i.ty()) || c.args.iter().any(|a| is_bfloat(a.ty()));
    // nan's nancode is an integer (a bfloat one is no OpenCL signature).
    let nancode = c.name != "nan" || c.args.iter().all(|a| a.ty().scalar().is_integer());
    on_bfloat
        && nancode
        && FLOAT_THEN_ROUND.contains(&c.name.as_str())
        && c.args.iter().all(|a| lanes(a.ty()) == lanes(c.i.ty()))
}

/// An error for an OpenCL builtin call on bfloat values that no lowering handles.
pub fn check_bfloat_builtin(c: &crate::lower::calls::opencl::BuiltinCall) -> LowerResult<()> {
    let on_bfloat = is_bfloat(c.i.ty()) || c.args.iter().any(|a| is_bfloat(a.ty()));
    if on_bfloat && !BFLOAT_BUILTINS.contains(&c.name.as_str()) && !is_float_then_round(c) {
        return Err(LowerError::unsupported(format!("OpenCL builtin '{}' on bfloat values", c.name)));
    }
    Ok(())
}

impl FunctionLowering<'_> {
    /// `dot` on bfloat: with the KHR type, OpDot on the bfloat vectors
    /// (BFloat16DotProductKHR); with the i16 carrier, or on scalars (bfloat
    /// arithmetic is computed in float), the float dot product rounded back.
    /// `None` when the operands are not bfloat.
    pub fn bfloat_dot(
        &mut self,
        c: &crate::lower::calls::opencl::BuiltinCall,
        operands: &[Id],
    ) -> Option<LowerResult<Id>> {
        let (&a, &[x, y]) = (c.args.first()?, operands) else { return None };
        if !is_bfloat(a.ty()) {
            return None;
        }
        Some(self.lower_bfloat_dot(c, a.ty(), x, y))
    }

    fn lower_bfloat_dot(
        &mut self,
        c: &crate::lower::calls::opencl::BuiltinCall,
        ty: Type,
        x: Id,
        y: Id,
    ) -> LowerResult<Id> {
        let result_type = self.ml.value_type(*c.i)?;
        if ty.is_vector() && self.ml.bfloat_mode()? == Mode::Khr {
            self.ml
                .m
                .requirements
                .require_capability(spirv_writer::spirv::Capability::BFloat16DotProductKHR, || {
                    format!("'{}' on bfloat vectors", c.name)
                });
            return Ok(self.emitter().op_ids(Op::Dot, result_type, &[x, y]));
        }
        let (fx, fy) = (self.bfloat_to_float(x, ty)?, self.bfloat_to_float(y, ty)?);
        let float = self.ml.m.type_float(32);
        let op = if ty.is_vector() { Op::Dot } else { Op::FMul };
        let product = self.emitter().op_ids(op, float, &[fx, fy]);
        self.float_to_bfloat(product, result_type)
    }

    /// `llvm.fmuladd` on bfloat, unfused (LLVM allows either): the product
    /// rounded to bfloat, then the sum, each computed in float and rounded
    /// once. `None` when the values are not bfloat.
    pub fn bfloat_mul_add(&mut self, i: Call) -> Option<LowerResult<()>> {
        let (&[a, b, c], true) = (&i.call_args()[..], is_bfloat(i.ty())) else { return None };
        Some(self.lower_bfloat_mul_add(i, a, b, c))
    }

    /// `llvm.fma` on bfloat, rounded once: the product of two bfloats is
    /// exact in float (16 significant bits; barring underflow below float's
    /// subnormals), the sum is rounded to odd in float (the round-to-nearest
    /// sum, moved toward zero and its last bit set when TwoSum finds it
    /// inexact), and float's 24 bits are more than bfloat's 8 + 2, so the
    /// final rounding to bfloat is the correctly rounded fma.
    pub fn bfloat_fma(&mut self, i: Call) -> Option<LowerResult<()>> {
        let (&[a, b, c], true) = (&i.call_args()[..], is_bfloat(i.ty())) else { return None };
        Some(self.lower_bfloat_fma(i, a, b, c))
    }

    fn lower_bfloat_fma(&mut self, i: Call, a: Value, b: Value, c: Value) -> LowerResult<()> {
        let ty = i.ty();
        let result_type = self.ml.value_type(*i)?;
        let float = self.float_shaped(ty);
        let widened = self.bfloats_as_floats([a, b, c], ty)?;
        let product = self.emitter().binary(Op::FMul, float, widened[0], widened[1]);
        let sum = self.emitter().binary(Op::FAdd, float, product, widened[2]);
        // TwoSum: the sum's rounding error, exactly.
        let b_virtual = self.emitter().binary(Op::FSub, float, sum, product);
        let a_virtual = self.emitter().binary(Op::FSub, float, sum, b_virtual);
        let a_error = self.emitter().binary(Op::FSub, float, product, a_virtual);
        let b_error = self.emitter().binary(Op::FSub, float, widened[2], b_virtual);
        let error = self.emitter().binary(Op::FAdd, float, a_error, b_error);
        let odd = self.round_sum_to_odd(sum, error, float)?;
        let id = self.float_to_bfloat(odd, result_type)?;
        self.set_result(i, id);
        Ok(())
    }

    /// The bfloat operands `values` (of type `ty`) widened to float, exactly.
    fn bfloats_as_floats(&mut self, values: [Value; 3], ty: Type) -> LowerResult<Vec<Id>> {
        let mut widened = Vec::new();
        for v in values {
            let id = self.operand(v)?;
            widened.push(self.bfloat_to_float(id, ty)?);
        }
        Ok(widened)
    }

    /// `sum` rounded to odd given its exact rounding `error` (NaN: kept).
    fn round_sum_to_odd(&mut self, sum: Id, error: Id, float: Id) -> LowerResult<Id> {
        let int = self.ml.m.type_int(32);
        let uint = self.same_shape(float, int);
        let bool_type = self.bool_like(float);
        let zero = self.splat_float(float, 0.0)?;
        let inexact = self.emitter().binary(Op::FOrdNotEqual, bool_type, error, zero);
        let sum_bits = self.emitter().bitcast(uint, sum);
        let error_bits = self.emitter().bitcast(uint, error);
        let signs = self.emitter().binary(Op::BitwiseXor, uint, sum_bits, error_bits);
        let shift = self.splat_int(uint, 31);
        let opposite = self.emitter().binary(Op::ShiftRightLogical, uint, signs, shift);
        let no = self.splat_int(uint, 0);
        let down = self.emitter().select(uint, inexact, opposite, no);
        let toward_zero = self.emitter().binary(Op::ISub, uint, sum_bits, down);
        let one = self.splat_int(uint, 1);
        let sticky = self.emitter().select(uint, inexact, one, no);
        let odd = self.emitter().binary(Op::BitwiseOr, uint, toward_zero, sticky);
        Ok(self.emitter().bitcast(float, odd))
    }

    fn lower_bfloat_mul_add(&mut self, i: Call, a: Value, b: Value, c: Value) -> LowerResult<()> {
        let ty = i.ty();
        let result_type = self.ml.value_type(*i)?;
        let float = self.float_shaped(ty);
        let widened = self.bfloats_as_floats([a, b, c], ty)?;
        let product = self.emitter().binary(Op::FMul, float, widened[0], widened[1]);
        let rounded = self.float_to_bfloat(product, result_type)?;
        let product = self.bfloat_to_float(rounded, ty)?;
        let sum = self.emitter().binary(Op::FAdd, float, product, widened[2]);
        let id = self.float_to_bfloat(sum, result_type)?;
        self.set_result(i, id);
        Ok(())
    }

    /// `ty` with float components (the same vector length).
    fn float_shaped(&mut self, ty: Type) -> Id {
        let float = self.ml.m.type_float(32);
        if ty.is_vector() {
            self.ml.m.type_vector(float, ty.vector_len())
        } else {
            float
        }
    }

    /// bfloat value `id` (of LLVM type `ty`) as float.
    pub(crate) fn bfloat_to_float(&mut self, id: Id, ty: Type) -> LowerResult<Id> {
        let float = self.float_shaped(ty);
        let op = if self.ml.bfloat_mode()? == Mode::Khr { Op::FConvert } else { Op::ConvertBF16ToFINTEL };
        Ok(self.emitter().unary(op, float, id))
    }

    /// float value `id` rounded to bfloat of SPIR-V type `bfloat_type`.
    pub(crate) fn float_to_bfloat(&mut self, id: Id, bfloat_type: Id) -> LowerResult<Id> {
        let op = if self.ml.bfloat_mode()? == Mode::Khr { Op::FConvert } else { Op::ConvertFToBF16INTEL };
        Ok(self.emitter().unary(op, bfloat_type, id))
    }

    /// Instructions that convert to, from or compute on bfloat; `None` for
    /// everything else (including type-agnostic ones: select, shuffles).
    pub fn lower_bfloat_operation(&mut self, i: Value, opcode: Opcode) -> Option<LowerResult<Id>> {
        let operand_bfloat = i.num_operands() > 0 && is_bfloat(i.operand(0).ty());
        if !is_bfloat(i.ty()) && !operand_bfloat {
            return None;
        }
        let result = match opcode {
            Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FDiv | Opcode::FRem | Opcode::FNeg => {
                self.bfloat_arithmetic(i, opcode)
            }
            Opcode::FCmp => self.bfloat_compare(i),
            Opcode::FPTrunc | Opcode::FPExt | Opcode::BitCast => self.bfloat_cast(i, opcode),
            Opcode::FPToSI | Opcode::FPToUI | Opcode::SIToFP | Opcode::UIToFP => {
                self.bfloat_int_conversion(i, opcode)
            }
            _ => return None,
        };
        Some(result.inspect(|&id| {
            self.name_result(i, id);
        }))
    }

    /// OpExtInst `head` (set and number) with `operands` (those of the call's
    /// arguments, in order) when a bfloat is among the call's values: OpExtInst
    /// takes no bfloat, so bfloat operands become float and a bfloat result is
    /// rounded back from float. `None` without bfloat values.
    pub fn bfloat_ext_inst(
        &mut self,
        i: Call,
        head: &[Operand],
        operands: &[Operand],
    ) -> Option<LowerResult<()>> {
        let args = i.call_args();
        if !is_bfloat(i.ty()) && !args.iter().any(|a| is_bfloat(a.ty())) {
            return None;
        }
        Some(self.float_ext_inst(i, &args, head, operands).map(|value| {
            let id = self.define(*i, value, value);
            self.name_result(*i, id);
        }))
    }

    fn float_ext_inst(
        &mut self,
        i: Call,
        args: &[Value],
        head: &[Operand],
        operands: &[Operand],
    ) -> LowerResult<Id> {
        let nan = spirv_writer::grammar::opencl_std_opcode("nan");
        let is_nan = matches!(head.get(1), Some(&Operand::LiteralExtInstInteger(n)) if Some(n) == nan);
        let mut all = head.to_vec();
        for (k, operand) in operands.iter().enumerate() {
            all.push(match (args.get(k), operand) {
                (Some(arg), Operand::IdRef(id)) if is_bfloat(arg.ty()) => {
                    Operand::IdRef(self.bfloat_to_float(*id, arg.ty())?)
                }
                (Some(arg), Operand::IdRef(id)) if is_nan && arg.ty().scalar().is_integer() => {
                    Operand::IdRef(self.float_nancode(*id, arg.ty()))
                }
                _ => operand.clone(),
            });
        }
        let result_type = self.ml.value_type(*i)?;
        if !is_bfloat(i.ty()) {
            return Ok(self.emit(Op::ExtInst, Some(result_type), all));
        }
        let float = self.float_shaped(i.ty());
        let value = self.emit(Op::ExtInst, Some(float), all);
        self.float_to_bfloat(value, result_type)
    }

    /// A bfloat `nan`'s 16-bit nancode for the float `nan` computing it
    /// (OpenCL.std wants a nancode as wide as the result): widened and moved
    /// to the float significand bits that rounding to bfloat keeps.
    fn float_nancode(&mut self, code: Id, ty: Type) -> Id {
        let uint = self.ml.m.type_int(32);
        let wide = if ty.is_vector() { self.ml.m.type_vector(uint, ty.vector_len()) } else { uint };
        if ty.scalar().int_width() != 16 {
            return code; // not a bfloat's nancode: left for the validator to judge
        }
        let widened = self.emitter().unary(Op::UConvert, wide, code);
        let shift = self.splat_int(wide, 16);
        self.emitter().binary(Op::ShiftLeftLogical, wide, widened, shift)
    }

    fn bfloat_arithmetic(&mut self, i: Value, opcode: Opcode) -> LowerResult<Id> {
        let op = match opcode {
            Opcode::FAdd => Op::FAdd,
            Opcode::FSub => Op::FSub,
            Opcode::FMul => Op::FMul,
            Opcode::FDiv => Op::FDiv,
            Opcode::FRem => Op::FRem,
            _ => Op::FNegate,
        };
        let mut operands = Vec::new();
        for o in i.operands() {
            let id = self.operand(o)?;
            operands.push(self.bfloat_to_float(id, o.ty())?);
        }
        let float = self.float_shaped(i.ty());
        let value = self.emitter().op_ids(op, float, &operands);
        let result_type = self.ml.value_type(i)?;
        let rounded = self.float_to_bfloat(value, result_type)?;
        Ok(self.define(i, rounded, result_type))
    }

    fn bfloat_compare(&mut self, i: Value) -> LowerResult<Id> {
        let result_type = self.ml.value_type(i)?;
        let Some(op) = crate::lower::body::operations::fcmp_opcode(
            i.as_fcmp().ok_or(LowerError::Internal("lowering an fcmp that is not one"))?.fcmp_predicate(),
        ) else {
            return Err(LowerError::unsupported("fcmp false/true on bfloat"));
        };
        let mut operands = Vec::new();
        for o in i.operands() {
            let id = self.operand(o)?;
            operands.push(self.bfloat_to_float(id, o.ty())?);
        }
        let id = self.def_id(i);
        self.emitter_as(id).op_ids(op, result_type, &operands);
        Ok(id)
    }

    fn bfloat_cast(&mut self, i: Value, opcode: Opcode) -> LowerResult<Id> {
        let source = i.operand(0);
        let value = self.operand(source)?;
        let result_type = self.ml.value_type(i)?;
        let mode = self.ml.bfloat_mode()?;
        let id = match opcode {
            Opcode::BitCast => {
                let source_type = self.ml.value_type(source)?;
                if source_type == result_type {
                    value // bfloat <-> i16 with bfloat carried as i16
                } else {
                    self.emitter().bitcast(result_type, value)
                }
            }
            _ if mode == Mode::Khr => self.emitter().unary(Op::FConvert, result_type, value),
            Opcode::FPTrunc => {
                let from = source.ty().scalar().kind();
                let float_value = match from {
                    TypeKind::Float => value,
                    TypeKind::Half => {
                        let float = self.float_shaped(source.ty());
                        self.emitter().unary(Op::FConvert, float, value)
                    }
                    TypeKind::Double => self.double_to_odd_float(value, source)?,
                    _ => {
                        return Err(LowerError::needs_extension(
                            format!("converting {} to bfloat ({INTEL} converts from float only, and going through float would round twice)", source.ty().print()),
                            KHR,
                        ))
                    }
                };
                self.float_to_bfloat(float_value, result_type)?
            }
            _ => {
                let float = self.bfloat_to_float(value, source.ty())?;
                if i.ty().scalar().kind() == TypeKind::Float {
                    float
                } else {
                    self.emitter().unary(Op::FConvert, result_type, float)
                }
            }
        };
        Ok(self.define(i, id, result_type))
    }

    /// bfloat -> integer through float (exact); integer -> bfloat through a
    /// float rounded to odd (`round_to_odd_float`) so that the value is
    /// rounded once, to nearest even, as LLVM's sitofp/uitofp round.
    fn bfloat_int_conversion(&mut self, i: Value, opcode: Opcode) -> LowerResult<Id> {
        let source = i.operand(0);
        let value = self.operand(source)?;
        let result_type = self.ml.value_type(i)?;
        let id = match opcode {
            Opcode::FPToSI | Opcode::FPToUI => {
                let float = self.bfloat_to_float(value, source.ty())?;
                let op = if opcode == Opcode::FPToSI { Op::ConvertFToS } else { Op::ConvertFToU };
                self.emitter().unary(op, result_type, float)
            }
            _ => {
                let width = source.ty().scalar().int_width();
                let signed = opcode == Opcode::SIToFP;
                let float = match width {
                    // float holds every integer of up to 16 bits exactly.
                    8 | 16 => {
                        let float = self.float_shaped(i.ty());
                        let op = if signed { Op::ConvertSToF } else { Op::ConvertUToF };
                        self.emitter().unary(op, float, value)
                    }
                    32 | 64 => self.round_to_odd_float(value, source, signed)?,
                    _ => {
                        return Err(LowerError::unsupported_because(
                            format!("converting i{width} to bfloat"),
                            "integers of 8, 16, 32 and 64 bits are",
                        ))
                    }
                };
                self.float_to_bfloat(float, result_type)?
            }
        };
        Ok(self.define(i, id, result_type))
    }

    /// Integer `value` (LLVM value `source`) as a float rounded to odd:
    /// truncated (FPRoundingMode RTZ), with the lowest mantissa bit set when
    /// that lost anything. Rounding that float to bfloat (16 fewer mantissa
    /// bits) to nearest even then gives the integer rounded once.
    fn round_to_odd_float(&mut self, value: Id, source: Value, signed: bool) -> LowerResult<Id> {
        let float = self.float_shaped(source.ty());
        let int_type = self.ml.value_type(source)?;
        let (to_float, to_int) =
            if signed { (Op::ConvertSToF, Op::ConvertFToS) } else { (Op::ConvertUToF, Op::ConvertFToU) };
        let truncated = self.emitter().unary(to_float, float, value);
        self.ml.m.decorate(
            truncated,
            Decoration::FPRoundingMode,
            vec![Operand::FPRoundingMode(FPRoundingMode::RTZ)],
        );
        let back = self.emitter().unary(to_int, int_type, truncated);
        self.set_sticky_bit(truncated, back, value, source.ty(), Op::INotEqual)
    }

    /// Float `truncated` with its lowest bit set where `back` (it converted
    /// back to the source type) and the source `value` differ (`compare`);
    /// `shape` is the source's LLVM type.
    fn set_sticky_bit(
        &mut self,
        truncated: Id,
        back: Id,
        value: Id,
        shape: Type,
        compare: Op,
    ) -> LowerResult<Id> {
        let float = self.float_shaped(shape);
        let (bool_type, bits_type) = {
            let (b, u) = (self.ml.m.type_bool(), self.ml.m.type_int(32));
            match shape.is_vector() {
                true => (
                    self.ml.m.type_vector(b, shape.vector_len()),
                    self.ml.m.type_vector(u, shape.vector_len()),
                ),
                false => (b, u),
            }
        };
        let inexact = self.emitter().binary(compare, bool_type, back, value);
        let sticky = self.bool_as_int(inexact, bits_type, 1);
        let bits = self.emitter().bitcast(bits_type, truncated);
        let odd = self.emitter().binary(Op::BitwiseOr, bits_type, bits, sticky);
        Ok(self.emitter().bitcast(float, odd))
    }

    /// Double `value` (LLVM value `source`) as a float rounded to odd, as
    /// `round_to_odd_float` does for integers: truncated (FPRoundingMode RTZ),
    /// the lowest bit set when converting back does not give `value` (NaN
    /// stays NaN). float keeps 16 more bits than bfloat, subnormals included,
    /// so rounding it to bfloat rounds `value` once.
    fn double_to_odd_float(&mut self, value: Id, source: Value) -> LowerResult<Id> {
        let float = self.float_shaped(source.ty());
        let double = self.ml.value_type(source)?;
        let truncated = self.emitter().unary(Op::FConvert, float, value);
        self.ml.m.decorate(
            truncated,
            Decoration::FPRoundingMode,
            vec![Operand::FPRoundingMode(FPRoundingMode::RTZ)],
        );
        let back = self.emitter().unary(Op::FConvert, double, truncated);
        self.set_sticky_bit(truncated, back, value, source.ty(), Op::FUnordNotEqual)
    }

    /// Makes instruction `i` denote `id` (a copy under `i`'s own id when a
    /// phi already refers to it).
    fn define(&mut self, i: Value, id: Id, _result_type: Id) -> Id {
        if i.is_instruction() {
            self.alias(i, id);
            self.result_id(i)
        } else {
            id
        }
    }

    /// cl_intel_bfloat16_conversions: `intel_convert_bfloat16{N}_as_ushort{N}`
    /// (float to bfloat bits) and `intel_convert_as_bfloat16{N}_float{N}`.
    pub fn lower_bfloat_builtin(&mut self, i: Call, source_name: &str) -> Option<LowerResult<()>> {
        let to_bfloat = is_bfloat_builtin(source_name)?;
        Some(self.lower_bfloat_builtin_call(i, source_name, to_bfloat))
    }

    fn lower_bfloat_builtin_call(&mut self, i: Call, source_name: &str, to_bfloat: bool) -> LowerResult<()> {
        let [arg] = i.call_args()[..] else {
            return Err(LowerError::argument_count(source_name, "one argument", i.call_args().len()));
        };
        let value = self.operand(arg)?;
        let result_type = self.ml.value_type(*i)?;
        let id = if self.ml.allows_extension(INTEL) {
            let op = if to_bfloat { Op::ConvertFToBF16INTEL } else { Op::ConvertBF16ToFINTEL };
            self.emitter().unary(op, result_type, value)
        } else if self.ml.allows_extension(KHR) {
            // FConvert to or from the bfloat type, and bitcast to or from the ushort bits.
            let bfloat = self.ml.m.intern_type(TypeKey::BFloat16);
            let shaped = if arg.ty().is_vector() {
                self.ml.m.type_vector(bfloat, arg.ty().vector_len())
            } else {
                bfloat
            };
            if to_bfloat {
                let converted = self.emitter().unary(Op::FConvert, shaped, value);
                self.emitter().bitcast(result_type, converted)
            } else {
                let bits = self.emitter().bitcast(shaped, value);
                self.emitter().unary(Op::FConvert, result_type, bits)
            }
        } else {
            return Err(LowerError::NeedsExtension {
                what: format!("'{source_name}'"),
                extension: INTEL.into(),
                alternative: Some(KHR),
            });
        };
        self.alias(*i, id);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{bfloat_bits, is_bfloat_builtin};

    #[test]
    fn bits_round_to_nearest_even() {
        assert_eq!(bfloat_bits(1.0), 0x3f80);
        assert_eq!(bfloat_bits(-2.5), 0xc020);
        assert_eq!(bfloat_bits(1.00390625), 0x3f80); // a tie: to even
        assert_eq!(bfloat_bits(1.01171875), 0x3f82); // a tie: to even (up)
        assert_eq!(bfloat_bits(f64::INFINITY), 0x7f80);
        assert!(bfloat_bits(f64::NAN) & 0x7f80 == 0x7f80 && bfloat_bits(f64::NAN) & 0x7f != 0);
    }

    #[test]
    fn builtin_names() {
        assert_eq!(is_bfloat_builtin("intel_convert_bfloat16_as_ushort"), Some(true));
        assert_eq!(is_bfloat_builtin("intel_convert_bfloat164_as_ushort4"), Some(true));
        assert_eq!(is_bfloat_builtin("intel_convert_as_bfloat168_float8"), Some(false));
        assert_eq!(is_bfloat_builtin("convert_float"), None);
    }
}
