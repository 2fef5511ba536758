//! The rows every intrinsic topic file declares: which base names a row
//! claims (`llvm.` and the type suffixes stripped; an exact name or a
//! prefix, as the OpenCL builtin tables), the signature shape the plugin
//! checks itself, whether i1 and narrow integer forms go to `narrow.rs`,
//! which route the call takes, and its lowering. Recognition (`catalog.rs`),
//! the signature check, the narrow forms and dispatch (`lower_intrinsic` in
//! `mod.rs`) all read the same rows, so a name cannot be recognized without
//! a lowering. No two rows claim one name (a unit test checks it).

use super::signatures::Signature;

use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;

use crate::lower::calls::intrinsics::shared;
pub(super) use crate::lower::calls::opencl::table::Pattern;

/// A lowering function: lowers one call the row claims (given its base name).
pub(super) type LowerFn = for<'a, 'm> fn(&'a mut FunctionLowering<'m>, Call, &str) -> LowerResult<()>;

/// An extension's lowering that takes a call first when it applies (`Some`);
/// `None` leaves the call to the row.
pub(super) type Hook = for<'a, 'm> fn(&'a mut FunctionLowering<'m>, Call, &str) -> Option<LowerResult<()>>;

/// Where a row's calls go before its lowering.
#[derive(Clone, Copy)]
pub(super) enum Route {
    /// The common checks first: the signature (`shape`), no integers wider
    /// than 64 bits, no bfloat; long vectors piece by piece (`pieces.rs`);
    /// i1 and narrow forms to `narrow.rs` when the row says so.
    Checked,
    /// Straight to the lowering, which checks its operands itself (debug
    /// info, annotations, extensions' intrinsics).
    Direct,
    /// An extension's hook first; when it declines, as `Checked` (a
    /// `Dropped` row: nothing).
    First(Hook),
}

/// How a row's calls are lowered.
#[derive(Clone, Copy)]
pub(super) enum IntrinsicRule {
    /// The OpenCL.std instruction of this name on the call's value operands,
    /// operand for operand.
    Std(&'static str),
    /// A lowering function of the topic file.
    Named(LowerFn),
    /// No effect on the SPIR-V (hints and markers): nothing is emitted and
    /// nothing is checked.
    Dropped,
}

/// One row of a topic file's table.
#[derive(Clone, Copy)]
pub(super) struct Intrinsic {
    pub pattern: Pattern,
    /// The signature the plugin checks where the LLVM in use does not know
    /// the intrinsic (`Signature::Any`: LLVM's verifier checks it).
    pub signature: Signature,
    /// Whether calls on i1 or narrow integers (the first argument's type)
    /// are lowered by `narrow.rs` instead of `lowering`.
    pub narrow: bool,
    pub route: Route,
    pub lowering: IntrinsicRule,
    /// The extension the lowering needs: without it the call is an error,
    /// or an imported function where `allow-unknown-intrinsics` keeps it.
    pub needs: Option<&'static str>,
}

impl Intrinsic {
    /// The row with signature `shape` checked where LLVM does not.
    pub const fn with_signature(self, signature: Signature) -> Self {
        Intrinsic { signature, ..self }
    }

    /// The row with i1 and narrow integer forms lowered by `narrow.rs`.
    pub const fn narrow(self) -> Self {
        Intrinsic { narrow: true, ..self }
    }

    /// The row taken straight to its lowering, without the common checks.
    pub const fn direct(self) -> Self {
        Intrinsic { route: Route::Direct, ..self }
    }

    /// The row lowered only where the target allows `extension`.
    pub const fn needs(self, extension: &'static str) -> Self {
        Intrinsic { needs: Some(extension), ..self }
    }

    /// The row with an extension's `hook` taking calls first.
    pub const fn first(self, hook: Hook) -> Self {
        Intrinsic { route: Route::First(hook), ..self }
    }
}

const fn row(pattern: Pattern, lowering: IntrinsicRule) -> Intrinsic {
    Intrinsic {
        pattern,
        signature: Signature::Any,
        narrow: false,
        route: Route::Checked,
        lowering,
        needs: None,
    }
}

/// A row claiming base name `name`, lowered by `lower`.
pub(super) const fn named(name: &'static str, lower: LowerFn) -> Intrinsic {
    row(Pattern::Exact(name), IntrinsicRule::Named(lower))
}

/// A row claiming every base name starting with `prefix`, lowered by `lower`.
pub(super) const fn prefix(prefix: &'static str, lower: LowerFn) -> Intrinsic {
    row(Pattern::Prefix(prefix), IntrinsicRule::Named(lower))
}

/// A row claiming `name`, lowered as OpenCL.std `instruction`.
pub(super) const fn std_as(name: &'static str, instruction: &'static str) -> Intrinsic {
    row(Pattern::Exact(name), IntrinsicRule::Std(instruction))
}

/// The OpenCL.std instruction of the same name.
pub(super) const fn std_same(name: &'static str) -> Intrinsic {
    std_as(name, name)
}

/// A row claiming `name`, which has no effect on the SPIR-V.
pub(super) const fn dropped(name: &'static str) -> Intrinsic {
    row(Pattern::Exact(name), IntrinsicRule::Dropped)
}

/// A row claiming every base name starting with `prefix`, which have no
/// effect on the SPIR-V.
pub(super) const fn dropped_prefix(prefix: &'static str) -> Intrinsic {
    row(Pattern::Prefix(prefix), IntrinsicRule::Dropped)
}

/// The row of `tables` claiming `base`.
pub(super) fn find<'t>(tables: &[&'t [Intrinsic]], base: &str) -> Option<&'t Intrinsic> {
    tables.iter().flat_map(|table| table.iter()).find(|row| row.pattern.matches(base))
}

/// Lowers call `i` of intrinsic `base` by `row`'s lowering.
pub(super) fn lower_row(
    f: &mut FunctionLowering<'_>,
    row: &Intrinsic,
    i: Call,
    base: &str,
) -> LowerResult<()> {
    match row.lowering {
        IntrinsicRule::Std(instruction) => shared::lower_opencl_std(f, i, instruction),
        IntrinsicRule::Named(lower) => lower(f, i, base),
        IntrinsicRule::Dropped => Ok(()),
    }
}
