//! The intrinsic tables checked against each other and against LLVM: no two
//! rows claim one base name (so no order between tables or rows decides,
//! and a name has one signature shape), every row names an intrinsic that
//! LLVM 15, 16, 19 or 22 defines (from the `IntrinsicEnums.inc` each
//! installs), the rows with a signature shape of their own are those some
//! supported LLVM does not define, and `narrow()` rows are integer ones.

use super::catalog::TABLES;
use super::table::{Intrinsic, IntrinsicRule, Pattern, Route};
use crate::lower::calls::intrinsics::signatures::Signature;
use std::collections::BTreeSet;

/// The LLVM versions the plugin supports.
const VERSIONS: &[u32] = &[15, 16, 19, 22];

/// Rows for intrinsics outside upstream LLVM: DPC++'s accuracy builtins.
const NOT_UPSTREAM: &[&str] = &["fpbuiltin."];

/// Names that LLVM 16 and later rename when they read IR (AutoUpgrade), so
/// they reach the pass only on the LLVM that defines (and verifies) them.
const UPGRADED: &[&str] = &["flt.rounds"];

fn rows() -> impl Iterator<Item = &'static Intrinsic> {
    TABLES.iter().flat_map(|table| table.iter())
}

fn text(pattern: Pattern) -> &'static str {
    match pattern {
        Pattern::Exact(name) | Pattern::Prefix(name) | Pattern::Decided(name, _) => name,
    }
}

/// The base names (without `llvm.`) LLVM `version` defines, if its headers are
/// installed (found as the build finds that LLVM: `crate::test_llvm`).
pub(super) fn llvm_intrinsics(version: u32) -> Option<BTreeSet<String>> {
    let path = crate::test_llvm::include_dir(version)?.join("llvm/IR/IntrinsicEnums.inc");
    let source = std::fs::read_to_string(path).ok()?;
    // Lines like `    abs = 1,    // llvm.abs` (LLVM 22 adds ` (Intrinsics.td:N)`).
    let names = source
        .lines()
        .filter_map(|line| line.split("// llvm.").nth(1))
        .filter_map(|rest| rest.split_whitespace().next())
        .map(str::to_owned)
        .collect();
    Some(names)
}

fn defines(names: &BTreeSet<String>, pattern: Pattern) -> bool {
    match pattern {
        Pattern::Exact(name) => names.contains(name),
        Pattern::Prefix(_) | Pattern::Decided(..) => names.iter().any(|n| pattern.matches(n)),
    }
}

#[test]
fn no_two_rows_claim_one_name() {
    let all: Vec<&Intrinsic> = rows().collect();
    for (k, a) in all.iter().enumerate() {
        for b in &all[k + 1..] {
            let clash = match (a.pattern, b.pattern) {
                (Pattern::Exact(x), Pattern::Exact(y)) => x == y,
                (Pattern::Prefix(p) | Pattern::Decided(p, _), other)
                | (other, Pattern::Prefix(p) | Pattern::Decided(p, _)) => text(other).starts_with(p),
            };
            assert!(!clash, "{:?} and {:?} claim the same names", a.pattern, b.pattern);
        }
    }
}

#[test]
fn every_row_is_an_llvm_intrinsic() {
    let versions: Vec<(u32, BTreeSet<String>)> =
        VERSIONS.iter().filter_map(|&v| llvm_intrinsics(v).map(|names| (v, names))).collect();
    assert!(!versions.is_empty(), "no LLVM headers (llvm/IR/IntrinsicEnums.inc)");
    let mut wrong = Vec::new();
    for row in rows() {
        let name = text(row.pattern);
        let defined_by: Vec<u32> =
            versions.iter().filter(|(_, names)| defines(names, row.pattern)).map(|&(v, _)| v).collect();
        if NOT_UPSTREAM.contains(&name) {
            assert!(defined_by.is_empty(), "llvm.{name} is upstream now");
            continue;
        }
        if defined_by.is_empty() {
            wrong.push(format!("llvm.{name} (no LLVM defines it)"));
            continue;
        }
        // A signature shape exactly when LLVM 15 or 16 does not define (so
        // does not verify) the intrinsic; rows of no effect or with their
        // own checks (`Direct`) need none, nor can a prefix have one.
        let checked = matches!(row.lowering, IntrinsicRule::Named(_) | IntrinsicRule::Std(_))
            && !matches!(row.route, Route::Direct)
            && matches!(row.pattern, Pattern::Exact(_));
        let old: Vec<&BTreeSet<String>> =
            versions.iter().filter(|(v, _)| *v <= 16).map(|(_, names)| names).collect();
        if checked && !old.is_empty() {
            let unverified =
                old.iter().any(|names| !defines(names, row.pattern)) && !UPGRADED.contains(&name);
            if (row.signature != Signature::Any) != unverified {
                wrong.push(format!(
                    "llvm.{name} (shape {:?}, LLVM 15/16 verify it: {})",
                    row.signature, !unverified
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn narrow_rows_are_integer_rows_with_a_lowering() {
    for row in rows().filter(|row| row.narrow) {
        assert!(matches!(row.route, Route::Checked), "{:?}: narrow forms come after the checks", row.pattern);
        assert!(
            matches!(row.lowering, IntrinsicRule::Named(_)),
            "{:?}: narrow rows are integer rows",
            row.pattern
        );
    }
}
