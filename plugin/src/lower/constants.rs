//! LLVM constants -> SPIR-V constants (module scope).
//!
//! Scalar zeros are `OpConstant 0`, never `OpConstantNull` (the reference
//! reader aborts on a scalar OpConstantNull); composites and pointers use
//! OpConstantNull for zeroinitializer/null.

use super::{LowerResult, ModuleLowering};
use crate::llvm::{TypeKind, Value};
use llvm_sys::LLVMValueKind as VK;
use spirv_writer::{ConstantKey, Id, TypeKey};

/// Half-precision bits of a value exactly representable as f16.
fn f16_bits(value: f64) -> u64 {
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
        if shift > 24 { sign } else { sign | ((mant | 0x80_0000) >> shift) }
    } else {
        sign | (((exp - 127 + 15) as u32) << 10) | (mant >> 13)
    };
    u64::from(half)
}

impl ModuleLowering {
    /// The id of constant `v` (not a constant expression).
    pub fn constant(&mut self, v: Value) -> LowerResult<Id> {
        let ty = v.ty();
        match v.kind() {
            VK::LLVMGlobalVariableValueKind => self.global_id(v),
            VK::LLVMFunctionValueKind => Err(format!(
                "the address of function '{}' is used as a value; function pointers are not supported",
                v.name()
            )),
            VK::LLVMConstantIntValueKind => {
                let width = ty.int_width();
                let type_id = self.lower_type(ty)?;
                if width == 1 {
                    return Ok(self.m.constant(ConstantKey::Bool { ty: type_id, value: v.const_int_zext() == Some(1) }));
                }
                let bits = v.const_int_zext().ok_or_else(|| format!("integer constant wider than 64 bits: {}", v.print()))?;
                // Narrow integers live in a wider carrier, zero-extended (see narrow_ints).
                let width = super::narrow_ints::carrier_width(width).unwrap_or(width);
                Ok(self.m.constant(ConstantKey::Scalar { ty: type_id, width, bits }))
            }
            VK::LLVMConstantFPValueKind => {
                let value = v.const_float().unwrap_or(0.0);
                let width = ty.float_width();
                let bits = match ty.kind() {
                    TypeKind::Half => f16_bits(value),
                    TypeKind::Float => u64::from((value as f32).to_bits()),
                    TypeKind::Double => value.to_bits(),
                    _ => return Err(format!("floating-point constant of type {} is not supported", ty.print())),
                };
                let type_id = self.lower_type(ty)?;
                Ok(self.m.constant(ConstantKey::Scalar { ty: type_id, width, bits }))
            }
            VK::LLVMConstantPointerNullValueKind => {
                let type_id = self.value_type(v)?;
                Ok(self.m.constant(ConstantKey::Null { ty: type_id }))
            }
            VK::LLVMUndefValueValueKind | VK::LLVMPoisonValueKind => {
                let type_id = self.value_type(v)?;
                Ok(self.m.constant(ConstantKey::Undef { ty: type_id }))
            }
            VK::LLVMConstantAggregateZeroValueKind => self.zero(ty),
            VK::LLVMConstantArrayValueKind
            | VK::LLVMConstantStructValueKind
            | VK::LLVMConstantVectorValueKind
            | VK::LLVMConstantDataArrayValueKind
            | VK::LLVMConstantDataVectorValueKind => {
                let type_id = self.lower_type(ty)?;
                let count = match ty.kind() {
                    TypeKind::Array => ty.array_len() as u32,
                    TypeKind::Vector => ty.vector_len(),
                    _ => ty.struct_fields().len() as u32,
                };
                let mut parts = Vec::with_capacity(count as usize);
                for i in 0..count {
                    let element = v.aggregate_element(i).ok_or_else(|| format!("cannot read element {i} of {}", v.print()))?;
                    parts.push(self.constant_operand(element)?);
                }
                Ok(self.m.constant(ConstantKey::Composite { ty: type_id, parts }))
            }
            VK::LLVMConstantExprValueKind => Err(format!(
                "constant expression {} is not supported here (only inside function bodies)",
                v.print()
            )),
            _ => Err(format!("constant {} is not supported", v.print())),
        }
    }

    /// A constant used as an element of another constant: pointers inside
    /// aggregates are typed by `lower_type`, so their null must match it.
    fn constant_operand(&mut self, v: Value) -> LowerResult<Id> {
        if v.ty().is_pointer() && v.kind() == VK::LLVMConstantPointerNullValueKind {
            let type_id = self.lower_type(v.ty())?;
            return Ok(self.m.constant(ConstantKey::Null { ty: type_id }));
        }
        self.constant(v)
    }

    /// The zero of type `ty` (zeroinitializer).
    pub fn zero(&mut self, ty: crate::llvm::Type) -> LowerResult<Id> {
        let type_id = self.lower_type(ty)?;
        Ok(self.zero_of_type_id(type_id))
    }

    pub fn zero_of_type_id(&mut self, type_id: Id) -> Id {
        match self.m.type_key(type_id).cloned() {
            Some(TypeKey::Bool) => self.m.constant(ConstantKey::Bool { ty: type_id, value: false }),
            Some(TypeKey::Int { width } | TypeKey::Float { width }) => {
                self.m.constant(ConstantKey::Scalar { ty: type_id, width, bits: 0 })
            }
            _ => self.m.constant(ConstantKey::Null { ty: type_id }),
        }
    }

    /// An integer constant of type `type_id` (an OpTypeInt).
    pub fn int_constant(&mut self, type_id: Id, bits: u64) -> Id {
        let width = match self.m.type_key(type_id) {
            Some(TypeKey::Int { width }) => *width,
            _ => 32,
        };
        self.m.constant(ConstantKey::Scalar { ty: type_id, width, bits })
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
