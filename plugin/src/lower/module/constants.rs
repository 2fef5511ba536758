//! LLVM constants -> SPIR-V constants (module scope).
//!
//! Scalar zeros are `OpConstant 0`, never `OpConstantNull` (the reference
//! reader aborts on a scalar OpConstantNull); composites and pointers use
//! OpConstantNull for zeroinitializer/null.

use crate::diagnostics::LowerError;
use crate::llvm::ValueKind as VK;
use crate::llvm::{Opcode, Type, TypeKind, Value};
use crate::lower::module::gep::GepStep;
use crate::lower::{LowerResult, ModuleLowering};
use spirv_writer::constants::SpecOperand;
use spirv_writer::spirv::Op;
use spirv_writer::{ConstantKey, Id, ScalarType, TypeKey};

/// Half-precision bits of a value exactly representable as f16.
pub(crate) fn f16_bits(value: f64) -> u64 {
    let bits = (value as f32).to_bits();
    let sign = (bits >> 16) & 0x8000;
    let exp = ((bits >> 23) & 0xff) as i32;
    let mant = bits & 0x7f_ffff;
    let half = if exp == 0xff {
        // Inf or NaN (keep a quiet NaN's top payload bits).
        sign | 0x7c00 | if mant != 0 { 0x200 | (mant >> 13) } else { 0 }
    } else if exp - 127 + 15 >= 0x1f {
        sign | 0x7c00
    } else if exp - 127 + 15 <= 0 {
        // Subnormal half (or zero).
        let shift = 14 - (exp - 127 + 15);
        if shift > 24 {
            sign
        } else {
            sign | ((mant | 0x80_0000) >> shift)
        }
    } else {
        sign | (((exp - 127 + 15) as u32) << 10) | (mant >> 13)
    };
    u64::from(half)
}

/// The bits of float `value` in the format of type kind `kind` (None: not a float type).
fn float_bits(kind: TypeKind, value: f64) -> Option<u64> {
    match kind {
        TypeKind::Half => Some(f16_bits(value)),
        TypeKind::Float => Some(u64::from((value as f32).to_bits())),
        TypeKind::Double => Some(value.to_bits()),
        TypeKind::BFloat => Some(super::legal_floats::bfloat_bits(value)),
        _ => None,
    }
}

/// The exact value of the float element `bits` of a data array, as LLVM
/// converts it to a double; None for a NaN (LLVM may change its payload).
fn data_float_value(kind: TypeKind, bits: u64) -> Option<f64> {
    let value = match kind {
        TypeKind::Half => half_value(bits as u16),
        TypeKind::BFloat => f64::from(f32::from_bits((bits as u32) << 16)),
        TypeKind::Float => f64::from(f32::from_bits(bits as u32)),
        TypeKind::Double => f64::from_bits(bits),
        _ => return None,
    };
    (!value.is_nan()).then_some(value)
}

/// The value of half-precision bits `h`.
fn half_value(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let mantissa = f64::from(h & 0x3ff);
    sign * match exp {
        0 => mantissa * 2f64.powi(-24),
        0x1f if mantissa == 0.0 => f64::INFINITY,
        0x1f => f64::NAN,
        _ => (1024.0 + mantissa) * 2f64.powi(exp - 25),
    }
}

/// How many elements ahead of the one interned `element_parts` prefetches.
const PREFETCH_AHEAD: u32 = 16;

/// Why a composite longer than one instruction is an error even though an
/// extension continues it.
const LONG_COMPOSITES_WHY: &str = "SPV_INTEL_long_composites (the reference translator's SPV_INTEL_long_constant_composite) \
     would continue it in OpConstantCompositeContinuedINTEL instructions, but spirv-emit does not emit them: SPIRV-Tools \
     2023.1 and 2025.5 reject them in the global section (\"must appear in a block\"), the translator's output included";

impl ModuleLowering {
    /// The id of constant `v` (not a constant expression).
    pub fn constant(&mut self, v: Value) -> LowerResult<Id> {
        // Printing a deep constant would recurse in LLVM too: name only its kind.
        let what = || format!("a constant of type {}", v.ty().print());
        self.nested(what, |this| this.lower_constant(v))
    }

    fn lower_constant(&mut self, v: Value) -> LowerResult<Id> {
        match v.kind() {
            VK::GlobalVariable => self.global_id(v),
            VK::GlobalAlias => self.alias_constant(v),
            // A block literal's invoke field: only clang's own direct calls
            // and enqueue_kernel (which names the function) use blocks, so
            // the field is null, as the reference translator makes it.
            VK::Function if v.name().contains("_block_invoke") => {
                let byte = self.pointees.default_pointee();
                let pointer = self.pointer_type(v.ty().address_space(), byte)?;
                Ok(self.m.constant(ConstantKey::Null { ty: pointer }))
            }
            VK::Function if self.uses_function_indices() => self.function_index_address(v),
            VK::Function => self.function_pointer_constant(v),
            VK::ConstantInt => self.int_constant_of(v),
            VK::ConstantFP => self.float_constant_of(v),
            VK::ConstantPointerNull => {
                let type_id = self.value_type(v)?;
                Ok(self.m.constant(ConstantKey::Null { ty: type_id }))
            }
            VK::UndefValue | VK::Poison => {
                let type_id = self.value_type(v)?;
                Ok(self.m.constant(ConstantKey::Undef { ty: type_id }))
            }
            VK::ConstantAggregateZero => self.zero(v.ty()),
            VK::ConstantArray
            | VK::ConstantStruct
            | VK::ConstantVector
            | VK::ConstantDataArray
            | VK::ConstantDataVector => self.aggregate_constant(v),
            VK::ConstantExpr => self.constant_expr(v),
            _ => Err(LowerError::unsupported(format!("constant {}", v.print()))),
        }
    }

    /// A global alias is its aliasee, seen through the alias's pointer type.
    fn alias_constant(&mut self, v: Value) -> LowerResult<Id> {
        let aliasee = v
            .aliasee()
            .ok_or_else(|| LowerError::malformed(format!("global alias '@{}' has no aliasee", v.name())))?;
        if aliasee.kind() == VK::GlobalAlias && aliasee.aliasee() == Some(v) {
            return Err(LowerError::malformed(format!("global alias '@{}' refers to itself", v.name())));
        }
        let type_id = self.value_type(v)?;
        self.constant_as(aliasee, type_id)
    }

    /// An integer constant: a bool, two 64-bit halves for i128, or a scalar
    /// in its (carrier) width.
    fn int_constant_of(&mut self, v: Value) -> LowerResult<Id> {
        let ty = v.ty();
        let width = ty.int_width();
        let type_id = self.lower_type(ty)?;
        if width == 1 {
            return Ok(self
                .m
                .constant(ConstantKey::Bool { ty: type_id, value: v.const_int_zext() == Some(1) }));
        }
        if super::legal_ints::is_memory_only(ty) {
            return self.wide_memory_constant(v);
        }
        if width == super::legal_ints::WIDE {
            // Two 64-bit halves, low first (wide_ints).
            let int64 = self.m.type_int(64);
            let halves = (0..2)
                .map(|n| v.const_int_word(n).and_then(|bits| self.m.scalar_constant(int64, bits)))
                .collect::<Option<Vec<_>>>()
                .ok_or(LowerError::Internal("i128 constant without words"))?;
            return Ok(self.m.constant(ConstantKey::Composite { ty: type_id, parts: halves }));
        }
        let bits = v.const_int_zext().ok_or_else(|| {
            LowerError::unsupported(format!("an integer constant wider than 64 bits ({})", v.print()))
        })?;
        // Narrow integers live in a wider carrier, zero-extended (see narrow_ints).
        let width = super::legal_ints::carrier_width(width).unwrap_or(width);
        Ok(self.m.constant(ConstantKey::Scalar { ty: ScalarType::Int { width }, bits }))
    }

    /// A floating-point constant, in the bits of its width.
    fn float_constant_of(&mut self, v: Value) -> LowerResult<Id> {
        let ty = v.ty();
        let value = v.const_float().unwrap_or(0.0);
        let Some(bits) = float_bits(ty.kind(), value) else {
            return Err(LowerError::unsupported(format!("floating-point constant of type {}", ty.print())));
        };
        // bfloat may be carried as i16 (SPV_INTEL_bfloat16_conversion): the lowered type decides.
        let type_id = self.lower_type(ty)?;
        // INVARIANT: a floating-point type lowers to a scalar (float, bfloat or its i16 carrier).
        Ok(self.m.scalar_constant(type_id, bits).expect("a float type lowers to a scalar"))
    }

    /// A constant array, struct or vector: OpConstantComposite of its
    /// elements (a long vector in pieces, `vector_constant`).
    fn aggregate_constant(&mut self, v: Value) -> LowerResult<Id> {
        let ty = v.ty();
        if super::legal_structs::is_long_struct(ty) {
            return Err(super::legal_structs::constant_error(ty));
        }
        let type_id = self.lower_type(ty)?;
        let count: u64 = match ty.kind() {
            TypeKind::Array => ty.array_len(),
            TypeKind::Vector => u64::from(ty.vector_len()),
            _ => ty.struct_fields().len() as u64,
        };
        // Each part takes a word: a composite too big for one
        // instruction is refused before its elements are read (a
        // 100 MB array would otherwise make 100 million LLVM constants).
        let words = count.saturating_add(3);
        if words > spirv_writer::module::MAX_INSTRUCTION_WORDS as u64 {
            let words = usize::try_from(words).unwrap_or(usize::MAX);
            let error =
                spirv_writer::error::WriterError::InstructionTooLong { opcode: Op::ConstantComposite, words };
            return Err(LowerError::EncodingLimit { error, alternative: LONG_COMPOSITES_WHY });
        }
        // INVARIANT: count < 65535 here, so it fits in u32.
        let parts = self.element_parts(v, count as u32)?;
        if ty.is_vector() && !super::legal_vectors::is_exact_vector(ty) {
            let zero = self.zero(ty.element())?;
            return Ok(self.vector_constant(ty, type_id, parts, zero));
        }
        Ok(self.m.constant(ConstantKey::Composite { ty: type_id, parts }))
    }

    /// The ids of the `count` elements of constant aggregate `v`. Those of a
    /// data array or vector are read from its bytes (`data_scalar`), the others
    /// (and NaNs) from LLVM, one constant each.
    fn element_parts(&mut self, v: Value, count: u32) -> LowerResult<Vec<Id>> {
        let mut data = None;
        // (`constant` would refuse the elements past the nesting limit.)
        if self.nesting < crate::lower::MAX_NESTING && count > 0 {
            if let Some(bits) = v.const_data_bits() {
                let element_type = v.ty().element();
                data = self.data_scalar(element_type)?.map(|scalar| (bits, element_type.kind(), scalar));
            }
        }
        // Each element's bits when its bytes give them (not a NaN), all of one scalar type.
        let (known, scalar): (Vec<Option<u64>>, _) = match data {
            Some((bits, kind, scalar)) => {
                let known = bits
                    .into_iter()
                    .map(|bits| match kind {
                        TypeKind::Integer => Some(bits),
                        _ => float_bits(kind, data_float_value(kind, bits)?),
                    })
                    .collect();
                (known, Some(scalar))
            }
            None => (Vec::new(), None),
        };
        let key = |i: u32| Some(ConstantKey::Scalar { ty: scalar?, bits: (*known.get(i as usize)?)? });
        let mut parts = Vec::with_capacity(count as usize);
        for i in 0..count {
            // Interning millions of distinct scalars misses the cache at each;
            // started a few keys ahead, the misses overlap.
            if let Some(ahead) = key(i + PREFETCH_AHEAD) {
                self.m.prefetch_constant(&ahead);
            }
            if let Some(key) = key(i) {
                parts.push(self.m.constant(key));
                continue;
            }
            let element = v
                .aggregate_element(i)
                .ok_or(LowerError::Internal("an element of a constant aggregate cannot be read"))?;
            // An undefined element may take any value: zero, since the
            // reference reader crashes on OpUndef inside OpConstantComposite.
            let part = if element.is_undef() && !element.ty().is_pointer() {
                self.zero(element.ty())?
            } else {
                self.constant_operand(element)?
            };
            parts.push(part);
        }
        Ok(parts)
    }

    /// The scalar type `int_constant_of` or `float_constant_of` gives an
    /// element of type `ty` of a data array (None: read it from LLVM).
    fn data_scalar(&mut self, ty: Type) -> LowerResult<Option<ScalarType>> {
        let type_id = self.lower_type(ty)?;
        Ok(match ty.kind() {
            TypeKind::Integer => match ty.int_width() {
                width @ (8 | 16 | 32 | 64) => Some(ScalarType::Int { width }),
                _ => None,
            },
            TypeKind::Half | TypeKind::Float | TypeKind::Double | TypeKind::BFloat => {
                self.m.type_key(type_id).and_then(ScalarType::of)
            }
            _ => None,
        })
    }

    /// A constant used as an element of another constant: pointers inside
    /// aggregates are typed by `lower_type` (pointing to i8).
    fn constant_operand(&mut self, v: Value) -> LowerResult<Id> {
        if v.ty().is_pointer() {
            let type_id = self.lower_type(v.ty())?;
            return self.constant_as(v, type_id);
        }
        self.constant(v)
    }

    /// Constant `v` with SPIR-V type `type_id`: a pointer constant of another
    /// pointee is bitcast (OpSpecConstantOp Bitcast).
    pub fn constant_as(&mut self, v: Value, type_id: Id) -> LowerResult<Id> {
        if v.ty().is_pointer() && matches!(v.kind(), VK::ConstantPointerNull | VK::UndefValue | VK::Poison) {
            let key = if v.is_undef() {
                ConstantKey::Undef { ty: type_id }
            } else {
                ConstantKey::Null { ty: type_id }
            };
            return Ok(self.m.constant(key));
        }
        let id = self.constant(v)?;
        let actual = if v.ty().is_pointer() { self.value_type(v)? } else { type_id };
        if actual == type_id {
            return Ok(id);
        }
        if self.needs_integer_pointer_cast(actual, type_id) {
            return Ok(self.constant_pointer_via_integer(id, type_id));
        }
        Ok(self.spec_op(type_id, Op::Bitcast, vec![SpecOperand::Id(id)]))
    }

    /// A module-scope getelementptr through types access chains cannot index
    /// (`memory::needs_byte_offsets`: a long struct, a zero-length array):
    /// its constant byte offset from a byte pointer, then a bitcast.
    fn constant_gep_bytes(&mut self, v: Value, result_type: Id) -> LowerResult<Id> {
        let source = v.operand(0);
        let mut offset = super::gep::constant_gep_offset(self.llvm, v).ok_or_else(|| {
            LowerError::not_constant("an index of a getelementptr into bytes in a global initializer")
        })?;
        if self.pointer_bits == 32 {
            offset &= 0xffff_ffff;
        }
        let byte = self.llvm.int_type(8);
        let byte_pointer = self.pointer_type(source.ty().address_space(), byte)?;
        let base = self.constant_as(source, byte_pointer)?;
        let size_type = self.size_type();
        let offset = self.int_constant(size_type, offset);
        let op = if v.is_in_bounds() { Op::InBoundsPtrAccessChain } else { Op::PtrAccessChain };
        let moved = self.spec_op(byte_pointer, op, vec![SpecOperand::Id(base), SpecOperand::Id(offset)]);
        Ok(self.spec_op(result_type, Op::Bitcast, vec![SpecOperand::Id(moved)]))
    }

    pub(crate) fn spec_op(&mut self, ty: Id, opcode: Op, operands: Vec<SpecOperand>) -> Id {
        self.m.constant(ConstantKey::SpecOp { ty, opcode, operands })
    }

    /// A constant expression at module scope (global initializers):
    /// OpSpecConstantOp with the opcodes the Kernel capability allows there.
    fn constant_expr(&mut self, v: Value) -> LowerResult<Id> {
        let opcode = v
            .const_opcode()
            .ok_or(LowerError::Internal("lowering a constant that is not a constant expression"))?;
        let result_type = self.value_type(v)?;
        let source = v.operand(0);
        let op = match opcode {
            Opcode::GetElementPtr if super::gep::needs_byte_offsets(v) => {
                return self.constant_gep_bytes(v, result_type)
            }
            Opcode::GetElementPtr => {
                let element = v.gep_source_element_type();
                let base_type = self.pointer_type(source.ty().address_space(), element)?;
                let mut operands = vec![SpecOperand::Id(self.constant_as(source, base_type)?)];
                for step in super::gep::gep_steps(v)? {
                    let id = match step {
                        GepStep::Member { index, .. } => self.m.constant_u32(index),
                        GepStep::Element { index, .. } => self.constant(index)?,
                    };
                    operands.push(SpecOperand::Id(id));
                }
                if operands.len() == 1 {
                    return Ok(self.spec_op(result_type, Op::Bitcast, operands));
                }
                let op = if v.is_in_bounds() { Op::InBoundsPtrAccessChain } else { Op::PtrAccessChain };
                return Ok(self.spec_op(result_type, op, operands));
            }
            Opcode::BitCast if source.ty().is_pointer() => return self.constant_as(source, result_type),
            Opcode::BitCast => Op::Bitcast,
            Opcode::AddrSpaceCast => {
                let (from, to) = (source.ty().address_space(), v.ty().address_space());
                match self.address_spaces.cast(from, to)? {
                    // (USM casts go through global, which a constant does not)
                    Some(op @ (Op::PtrCastToGeneric | Op::GenericCastToPtr)) => op,
                    _ => {
                        return Err(LowerError::no_equivalent(format!(
                            "addrspacecast from address space {from} to {to}"
                        )))
                    }
                }
            }
            Opcode::PtrToInt => Op::ConvertPtrToU,
            Opcode::IntToPtr => Op::ConvertUToPtr,
            Opcode::ExtractElement if !v.ty().is_pointer() => {
                return self.constant_extract_element(v, result_type)
            }
            _ => {
                return Err(LowerError::unsupported(format!(
                    "constant expression {} in a global initializer",
                    v.print()
                )))
            }
        };
        let operand = if matches!(op, Op::PtrCastToGeneric | Op::GenericCastToPtr) {
            let pointee = self.pointees.pointee_of(v);
            let from = source.ty().address_space();
            let wanted = self.pointer_type(from, pointee)?;
            let operand = self.constant_as(source, wanted)?;
            if self.address_spaces.through_generic(from, v.ty().address_space())? {
                // between named address spaces: through generic first
                let generic = self.pointer_type_in(spirv_writer::spirv::StorageClass::Generic, pointee)?;
                self.spec_op(generic, Op::PtrCastToGeneric, vec![SpecOperand::Id(operand)])
            } else {
                operand
            }
        } else {
            self.constant(source)?
        };
        Ok(self.spec_op(result_type, op, vec![SpecOperand::Id(operand)]))
    }

    /// `extractelement (V, i32 N)` at module scope (bytes of a function's
    /// address, say): OpSpecConstantOp CompositeExtract; a lane past the
    /// vector is poison.
    fn constant_extract_element(&mut self, v: Value, result_type: Id) -> LowerResult<Id> {
        let (vector, lane) = (v.operand(0), v.operand(1));
        let lane = lane.const_int_zext().ok_or_else(|| {
            LowerError::not_constant("the lane of an extractelement in a global initializer")
        })?;
        if lane >= u64::from(vector.ty().vector_len()) {
            return Ok(self.m.constant(ConstantKey::Undef { ty: result_type }));
        }
        let vector = self.constant(vector)?;
        Ok(self.spec_op(
            result_type,
            Op::CompositeExtract,
            vec![SpecOperand::Id(vector), SpecOperand::Literal(lane as u32)],
        ))
    }

    /// The zero of type `ty` (zeroinitializer).
    pub fn zero(&mut self, ty: crate::llvm::Type) -> LowerResult<Id> {
        let type_id = self.lower_type(ty)?;
        Ok(self.zero_of_type_id(type_id))
    }

    pub fn zero_of_type_id(&mut self, type_id: Id) -> Id {
        match self.m.type_key(type_id).cloned() {
            Some(TypeKey::Bool) => self.m.constant(ConstantKey::Bool { ty: type_id, value: false }),
            Some(key) => match ScalarType::of(&key) {
                Some(ty) => self.m.constant(ConstantKey::Scalar { ty, bits: 0 }),
                None => self.m.constant(ConstantKey::Null { ty: type_id }),
            },
            None => self.m.constant(ConstantKey::Null { ty: type_id }),
        }
    }

    /// The integer constant `bits` of type `type_id` (an OpTypeInt).
    pub fn int_constant(&mut self, type_id: Id, bits: u64) -> Id {
        // INVARIANT: callers pass the id of an integer type they lowered (a
        // scalar type the writer interned), never a composite.
        self.m.scalar_constant(type_id, bits).expect("int_constant of a non-scalar type")
    }
}

#[cfg(test)]
mod tests {
    use super::f16_bits;

    #[test]
    fn half_bits() {
        assert_eq!(f16_bits(1.0), 0x3c00);
        assert_eq!(f16_bits(-2.0), 0xc000);
        assert_eq!(f16_bits(0.0), 0);
        assert_eq!(f16_bits(65504.0), 0x7bff);
        assert_eq!(f16_bits(f64::INFINITY), 0x7c00);
        assert_eq!(f16_bits(5.960464477539063e-8), 0x0001);
        assert_eq!(f16_bits(0.5), 0x3800);
    }
}
