//! Structs with more members than SPIR-V allows, in memory: the type-level
//! part (which types they are, their memory type, the errors for values of
//! them); see `body::long_structs` for the whole design.

use crate::diagnostics::LowerError;
use crate::llvm::{Type, TypeKind, Value};
use crate::lower::{LowerResult, ModuleLowering};
use spirv_writer::Id;

/// The most members a struct may have (universal limits, SPIR-V 2.17).
pub const MAX_STRUCT_MEMBERS: u32 = 16383;

/// How deep `long_struct_in` looks inside aggregates.
const MAX_DEPTH: u32 = 8;

/// Why such a struct is not a SPIR-V struct, and where it is kept instead.
const WHY: &str = "16383 members; such a struct is kept in memory only, as an array of its alignment unit \
     (SPV_INTEL_long_composites' OpTypeStructContinuedINTEL is not emitted: SPIRV-Tools 2025.5 rejects its member types)";

/// Whether `ty` is a struct of more members than SPIR-V allows.
pub fn is_long_struct(ty: Type) -> bool {
    ty.struct_field_count() > MAX_STRUCT_MEMBERS
}

/// Whether `ty` is or holds a long struct (in arrays and struct members).
pub fn holds_long_struct(ty: Type) -> bool {
    long_struct_in(ty, 0).is_some()
}

/// The long struct `ty` is or holds (in arrays and struct members, bounded depth).
fn long_struct_in(ty: Type, depth: u32) -> Option<Type> {
    // (The kind first: this runs on every instruction's types.)
    match ty.kind() {
        TypeKind::Array | TypeKind::Struct if depth > MAX_DEPTH => None,
        TypeKind::Struct if is_long_struct(ty) => Some(ty),
        TypeKind::Array => long_struct_in(ty.element(), depth + 1),
        TypeKind::Struct => ty.struct_fields().into_iter().find_map(|f| long_struct_in(f, depth + 1)),
        _ => None,
    }
}

/// `%name, a struct type of N members` (a literal struct is not printed: it
/// would list every member).
fn describe(ty: Type) -> String {
    let name = match ty.struct_name() {
        Some(name) if !ty.is_literal_struct() => format!("%{name}"),
        _ => "a literal struct".to_string(),
    };
    format!("{name}, a struct type of {} members", ty.struct_field_count())
}

/// The error for `what` (the text before the struct's description).
fn value_error(what: String, long: Type) -> LowerError {
    LowerError::SpirvLimit { what: format!("{what} {}", describe(long)), most: WHY.to_string() }
}

/// The error for a value of type `ty` when it is or holds a long struct;
/// `what` says where the value is.
pub(crate) fn refuse_value(ty: Type, what: impl FnOnce() -> String) -> Option<LowerError> {
    let long = long_struct_in(ty, 0)?;
    let relation = if long == ty { "of" } else { "holding" };
    Some(value_error(format!("{} of a value {relation}", what()), long))
}

/// The error for a constant of long struct `ty` with members (they have no
/// place in the array it is).
pub fn constant_error(ty: Type) -> LowerError {
    value_error("a constant with members of".to_string(), ty)
}

/// The error for function `f` when a parameter or its result is or holds a
/// long struct by value (byval and other pointer parameters are fine).
pub fn refuse_in_signature(f: Value) -> Option<LowerError> {
    let ty = f.function_type();
    refuse_value(ty.function_return(), || "the result".to_string()).or_else(|| {
        ty.function_params()
            .into_iter()
            .enumerate()
            .find_map(|(n, p)| refuse_value(p, || format!("parameter {n}")))
    })
}

/// The bytes of the unit an aggregate of `bytes` bytes aligned to `align` is
/// an array of: its alignment, at most 128 (a byte when that does not divide it).
fn unit_bytes(align: u64, bytes: u64) -> u64 {
    [128, 64, 32, 16, 8, 4, 2].into_iter().find(|&w| w <= align && bytes.is_multiple_of(w)).unwrap_or(1)
}

impl ModuleLowering {
    /// The memory type of long struct `ty` (see the module documentation).
    pub fn long_struct_layout(&mut self, ty: Type) -> LowerResult<Id> {
        let bytes = self.llvm.alloc_size(ty);
        if bytes == 0 {
            return Err(LowerError::no_equivalent(format!("{}, of size 0", describe(ty))));
        }
        let unit = unit_bytes(u64::from(self.llvm.abi_alignment(ty)), bytes);
        let unit_type = if unit <= 8 {
            self.m.type_int(unit as u32 * 8)
        } else {
            let int64 = self.m.type_int(64);
            self.m.type_vector(int64, (unit / 8) as u32)
        };
        Ok(self.m.type_array(unit_type, bytes / unit))
    }
}

#[cfg(test)]
mod tests {
    use super::unit_bytes;

    #[test]
    fn units() {
        assert_eq!(unit_bytes(8, 65600), 8);
        assert_eq!(unit_bytes(4, 12), 4);
        assert_eq!(unit_bytes(1, 16385), 1);
        assert_eq!(unit_bytes(16, 32), 16);
        assert_eq!(unit_bytes(256, 512), 128);
    }
}
