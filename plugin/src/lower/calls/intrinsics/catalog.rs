//! The catalog of intrinsics: every topic file's table, and what reads
//! only the rows: an intrinsic's base name and whether a row lowers it
//! (`IntrinsicImports` asks, to keep the others imported). Dispatch
//! (`lower_intrinsic`) is in `mod.rs`.

use super::table::{self, Intrinsic};
use super::{constrained, fixed_point, float, integer, memory, misc, overflow, runtime, vector};

/// Every topic file's table. No two rows claim one base name, so the order
/// does not matter.
pub(super) const TABLES: &[&[Intrinsic]] = &[
    memory::TABLE,
    misc::TABLE,
    float::TABLE,
    integer::TABLE,
    overflow::TABLE,
    fixed_point::TABLE,
    vector::TABLE,
    constrained::TABLE,
    runtime::TABLE,
];

/// The intrinsic's base name: `llvm.memcpy.p0.p1.i64` -> `memcpy`,
/// `llvm.fmuladd.v4f32` -> `fmuladd`, `llvm.vector.reduce.add.v4i32` ->
/// `vector.reduce.add`. Type suffixes are the trailing parts that start with a
/// type letter followed by a digit (p0, i64, f32, v4f32, nxv2i32).
pub(super) fn base_name(name: &str) -> &str {
    let rest = name.strip_prefix("llvm.").unwrap_or(name);
    let mut end = rest.len();
    for part in rest.rsplit('.') {
        let is_type = {
            let b = part.as_bytes();
            !b.is_empty()
                && matches!(b[0], b'i' | b'f' | b'p' | b'v')
                && b.get(1).is_some_and(|c| c.is_ascii_digit())
                || part.starts_with("nxv")
                || part == "f16"
                || part == "bf16"
        };
        if !is_type || end <= part.len() {
            break;
        }
        end -= part.len() + 1;
    }
    &rest[..end]
}

/// Whether a row lowers intrinsic `name` where the target allows `extensions`.
pub(super) fn lowers(name: &str, extensions: &spirv_writer::ExtensionPolicy) -> bool {
    table::find(TABLES, base_name(name)).is_some_and(|row| row.needs.is_none_or(|e| extensions.allows(e)))
}

#[cfg(test)]
mod tests {
    use super::base_name;

    #[test]
    fn base_names() {
        assert_eq!(base_name("llvm.memcpy.p0.p1.i64"), "memcpy");
        assert_eq!(base_name("llvm.memcpy.inline.p0.p0.i32"), "memcpy.inline");
        assert_eq!(base_name("llvm.fmuladd.v4f32"), "fmuladd");
        assert_eq!(base_name("llvm.vector.reduce.add.v4i32"), "vector.reduce.add");
        assert_eq!(base_name("llvm.umax.i32"), "umax");
        assert_eq!(base_name("llvm.lifetime.start.p0"), "lifetime.start");
        assert_eq!(base_name("llvm.sadd.with.overflow.i32"), "sadd.with.overflow");
        assert_eq!(base_name("llvm.experimental.constrained.fadd.f32"), "experimental.constrained.fadd");
        assert_eq!(base_name("llvm.fptosi.sat.i32.f32"), "fptosi.sat");
        assert_eq!(base_name("llvm.masked.load.v4f32.p1"), "masked.load");
        assert_eq!(base_name("llvm.is.fpclass.v2f64"), "is.fpclass");
        assert_eq!(base_name("llvm.powi.f16.i32"), "powi");
        assert_eq!(base_name("llvm.vector.extract.v2i32.v8i32"), "vector.extract");
        assert_eq!(base_name("llvm.stacksave"), "stacksave");
        assert_eq!(base_name("llvm.ptr.annotation.p0.p1"), "ptr.annotation");
    }
}
