//! Integers of widths SPIR-V lacks (i2..i63 other than 8, 16, 32): LLVM's
//! optimizer makes them (a sum loop at -O2 computes in i33), so they live in
//! the next wider SPIR-V integer, kept *normalized*: the bits above the
//! LLVM width are zero. Operations that can set those bits mask them off;
//! signed operations first sign-extend within the wider type. Memory of such
//! types is rejected: its byte size differs from the carrier's.

use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use crate::llvm::Type;
use spirv_writer::spirv::Op;
use spirv_writer::{Id, Operand};

/// The SPIR-V carrier width of an LLVM integer width (None: it has none).
pub fn carrier_width(width: u32) -> Option<u32> {
    match width {
        1 | 8 | 16 | 32 | 64 => Some(width),
        2..=7 => Some(8),
        9..=15 => Some(16),
        17..=31 => Some(32),
        33..=63 => Some(64),
        _ => None,
    }
}

/// `(width, carrier)` if `ty` (scalar or vector) is an integer of a width
/// SPIR-V lacks.
pub fn narrow(ty: Type) -> Option<(u32, u32)> {
    let scalar = ty.scalar();
    if !scalar.is_integer() {
        return None;
    }
    let width = scalar.int_width();
    let carrier = carrier_width(width)?;
    (carrier != width).then_some((width, carrier))
}

/// Rejects memory accesses of narrow integers.
pub fn check_memory_type(ty: Type) -> LowerResult<()> {
    match narrow(ty) {
        Some((width, _)) => Err(format!(
            "memory access of type {} (i{width} in memory) is not supported; SPIR-V has 8, 16, 32 and 64-bit integers",
            ty.print()
        )),
        None => Ok(()),
    }
}

impl FunctionLowering<'_> {
    /// Clears the bits of `value` (of type `type_id`) above `width`.
    pub fn normalize(&mut self, value: Id, type_id: Id, width: u32) -> Id {
        let mask = self.splat_int(type_id, (1u64 << width) - 1);
        self.emit(Op::BitwiseAnd, Some(type_id), vec![Operand::IdRef(value), Operand::IdRef(mask)])
    }

    /// Sign-extends the low `width` bits of `value` over its `carrier` bits.
    pub fn sign_extend_within(&mut self, value: Id, type_id: Id, width: u32, carrier: u32) -> Id {
        let shift = self.splat_int(type_id, u64::from(carrier - width));
        let up = self.emit(Op::ShiftLeftLogical, Some(type_id), vec![Operand::IdRef(value), Operand::IdRef(shift)]);
        self.emit(Op::ShiftRightArithmetic, Some(type_id), vec![Operand::IdRef(up), Operand::IdRef(shift)])
    }
}

#[cfg(test)]
mod tests {
    use super::carrier_width;

    #[test]
    fn carriers() {
        assert_eq!(carrier_width(33), Some(64));
        assert_eq!(carrier_width(3), Some(8));
        assert_eq!(carrier_width(24), Some(32));
        assert_eq!(carrier_width(32), Some(32));
        assert_eq!(carrier_width(65), None);
        assert_eq!(carrier_width(128), None);
    }
}
