//! LLVM intrinsics (`llvm.*` calls).
//!
//! Each intrinsic maps to a core instruction, an OpenCL.std extended
//! instruction (SPIR-V OpenCL Extended Instruction Set), or a short sequence
//! of them; a few need control flow of their own (byte loops, masked lanes).
//! Each topic file declares one table of rows (`table.rs`): the base names
//! it claims, the signature shape checked where LLVM does not, whether i1
//! and narrow forms go to `narrow.rs`, the route (an extension first, the
//! common checks, or straight to the lowering) and the lowering. An
//! intrinsic no row claims is an error naming it.
//!
//! Integer intrinsics take SPIR-V's widths (8, 16, 32, 64) in `integer.rs`
//! and `overflow.rs`; on i1 and the narrow widths LLVM's optimizer makes
//! they compute in the normalized carriers of `narrow_ints` (`narrow.rs`;
//! min/max/abs in `integer.rs`).

mod annotations;
mod catalog;
mod constrained;
mod directed;
#[cfg(test)]
mod doc_tests;
mod fixed_point;
mod float;
mod imports;
mod integer;
mod memory;
mod misc;
mod narrow;
mod overflow;
mod pieces;
mod runtime;
mod shared;
mod signatures;
mod table;
#[cfg(test)]
mod table_tests;
mod vector;

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use catalog::{base_name, TABLES};
use table::{Intrinsic, IntrinsicRule, Route};

pub use imports::IntrinsicImports;

/// Lowers call `i` of intrinsic `name` by the row claiming its base name.
pub(crate) fn lower_intrinsic(f: &mut FunctionLowering<'_>, i: Call, name: &str) -> LowerResult<()> {
    let base = base_name(name);
    let Some(row) = table::find(TABLES, base) else {
        return Err(LowerError::unsupported_because(
            format!("intrinsic {name}"),
            "allow-unknown-intrinsics would keep it as a call to an imported function",
        ));
    };
    if let Some(extension) = row.needs {
        let what = format!("intrinsic {name} (unless allow-unknown-intrinsics keeps it imported)");
        f.module().needs_extension(extension, &what)?;
    }
    if let Route::First(hook) = row.route {
        if let Some(result) = hook(f, i, base) {
            return result;
        }
    }
    if matches!(row.lowering, IntrinsicRule::Dropped) {
        return Ok(());
    }
    if !matches!(row.route, Route::Direct) {
        check_operands(i, row, name)?;
        if let Some(result) = pieces::lower_intrinsic_by_pieces(f, i, name, base) {
            return result; // element-wise on a long vector: piece by piece
        }
    }
    if row.narrow && narrow::is_narrow_call(i) {
        return narrow::lower_narrow(f, i, base);
    }
    table::lower_row(f, row, i, base)
}

/// The common checks of `Route::Checked`: the signature where LLVM has not
/// checked it, no integers wider than 64 bits, no bfloat.
fn check_operands(i: Call, row: &Intrinsic, name: &str) -> LowerResult<()> {
    signatures::check_unverified(i, row.signature, name)?;
    if crate::lower::body::wide_ints::involves_wide(*i) {
        return Err(LowerError::unsupported_because(
            format!("intrinsic '{name}' on integers wider than 64 bits"),
            crate::lower::body::wide_ints::NO_EXTENSION,
        ));
    }
    let bfloat = |t: crate::llvm::Type| t.scalar().kind() == crate::llvm::TypeKind::BFloat;
    if bfloat(i.ty()) || i.call_args().iter().any(|a| bfloat(a.ty())) {
        return Err(LowerError::unsupported_because(
            format!("intrinsic '{name}' on bfloat values"),
            "convert to float first",
        ));
    }
    Ok(())
}
