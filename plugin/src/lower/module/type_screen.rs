//! One look at an instruction's types (its result's and its operands') for
//! the rare types that change how it lowers: integers wider than 64 bits
//! (`legal_ints`), structs over SPIR-V's member limit (`legal_structs`) and
//! bfloat. Most instructions have none, and the driver then skips every check
//! those legalizations make: one walk over the types instead of one per check,
//! on every instruction.

use crate::llvm::{Type, TypeKind, Value};
use crate::lower::module::{legal_floats, legal_ints, legal_structs};

/// Which rare types an instruction's result and operands have.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TypeScreen {
    /// An integer (or vector of integers) wider than 64 bits (`legal_ints::is_wide`).
    pub wide: bool,
    /// A struct over SPIR-V's member limit, or an aggregate holding one.
    pub long_struct: bool,
    /// bfloat, or a vector of it.
    pub bfloat: bool,
}

impl TypeScreen {
    /// The screen of instruction (or constant expression) `i`.
    pub fn of(i: Value) -> TypeScreen {
        let mut screen = TypeScreen::default();
        screen.add(i.ty());
        for operand in i.operand_iter() {
            screen.add(operand.ty());
        }
        screen
    }

    fn add(&mut self, ty: Type) {
        // (One kind query for the common types.)
        match ty.kind() {
            TypeKind::Integer => self.wide |= legal_ints::is_wide(ty),
            TypeKind::BFloat => self.bfloat = true,
            TypeKind::Vector => {
                self.wide |= legal_ints::is_wide(ty);
                self.bfloat |= legal_floats::is_bfloat(ty);
            }
            TypeKind::Array | TypeKind::Struct => self.long_struct |= legal_structs::holds_long_struct(ty),
            _ => {}
        }
    }
}
