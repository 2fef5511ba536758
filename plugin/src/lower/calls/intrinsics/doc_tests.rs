//! docs/INTRINSICS.md is generated from the tables: every row (its names,
//! its lowering, what it needs) under its topic file's summary, and every
//! intrinsic LLVM 22 defines that no row claims. The test fails when the
//! document and the tables disagree; `SPIRV_EMIT_BLESS_DOCS=1 cargo test
//! --release -p spirv-emit intrinsics_doc` rewrites the generated part.

use super::catalog::TABLES;
use super::signatures::Signature;
use super::table::{Intrinsic, IntrinsicRule, Pattern, Route};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Each table with its topic file's name and source (for its summary).
const TOPICS: &[(&str, &[Intrinsic], &str)] = &[
    ("memory.rs", super::memory::TABLE, include_str!("memory.rs")),
    ("misc.rs", super::misc::TABLE, include_str!("misc.rs")),
    ("runtime.rs", super::runtime::TABLE, include_str!("runtime.rs")),
    ("float.rs", super::float::TABLE, include_str!("float.rs")),
    ("integer.rs", super::integer::TABLE, include_str!("integer.rs")),
    ("overflow.rs", super::overflow::TABLE, include_str!("overflow.rs")),
    ("fixed_point.rs", super::fixed_point::TABLE, include_str!("fixed_point.rs")),
    ("vector.rs", super::vector::TABLE, include_str!("vector.rs")),
    ("constrained.rs", super::constrained::TABLE, include_str!("constrained.rs")),
];

const DOC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/INTRINSICS.md");
const BEGIN: &str = "<!-- generated from the intrinsic tables: begin -->";
const END: &str = "<!-- generated from the intrinsic tables: end -->";

/// The first paragraph of a file's `//!` documentation, on one line.
fn summary(source: &str) -> String {
    let lines: Vec<&str> = source
        .lines()
        .map_while(|l| l.strip_prefix("//!"))
        .map(str::trim)
        .take_while(|l| !l.is_empty())
        .collect();
    lines.join(" ")
}

fn names(pattern: Pattern) -> String {
    match pattern {
        Pattern::Exact(name) => format!("`llvm.{name}`"),
        Pattern::Prefix(prefix) | Pattern::Decided(prefix, _) => format!("`llvm.{prefix}*`"),
    }
}

fn what(row: &Intrinsic, file: &str) -> String {
    let mut text = match row.lowering {
        IntrinsicRule::Std(instruction) => format!("OpenCL.std `{instruction}`"),
        IntrinsicRule::Named(_) => format!("lowered by `{file}`"),
        IntrinsicRule::Dropped => "dropped (no effect on the SPIR-V)".to_string(),
    };
    let mut notes = Vec::new();
    if let Some(extension) = row.needs {
        notes.push(format!(
            "needs `{extension}` (else an error, or imported with `allow-unknown-intrinsics`)"
        ));
    }
    if let Route::First(_) = row.route {
        notes.push("an extension's lowering first where allowed".to_string());
    }
    if row.narrow {
        notes.push("i1 and narrow integers: `narrow.rs`".to_string());
    }
    if row.signature != Signature::Any {
        notes.push("newer than LLVM 16 (signature checked here)".to_string());
    }
    if !notes.is_empty() {
        write!(text, "; {}", notes.join("; ")).unwrap();
    }
    text
}

/// The intrinsics LLVM 22 defines (base names), if its headers are installed.
fn llvm22_intrinsics() -> Option<Vec<String>> {
    super::table_tests::llvm_intrinsics(22).map(|names| names.into_iter().collect())
}

fn render(llvm22: &[String]) -> String {
    let mut out = format!("{BEGIN}\n");
    for (file, table, source) in TOPICS {
        writeln!(
            out,
            "\n### {file}\n\n{}\n\n| intrinsic | what spirv-emit does |\n|---|---|",
            summary(source)
        )
        .unwrap();
        for row in table.iter() {
            writeln!(out, "| {} | {} |", names(row.pattern), what(row, file)).unwrap();
        }
    }
    let claimed = |name: &str| TABLES.iter().flat_map(|t| t.iter()).any(|row| row.pattern.matches(name));
    let mut unclaimed: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for name in llvm22.iter().filter(|n| !claimed(n)) {
        unclaimed.entry(name.split('.').next().unwrap_or(name)).or_default().push(name);
    }
    let count: usize = unclaimed.values().map(Vec::len).sum();
    writeln!(
        out,
        "\n### Defined by LLVM 22, claimed by no row ({count})\n\n\
         A call to one is an error naming it, or a call to an imported function with \
         `allow-unknown-intrinsics` (below). Grouped by their first name component:\n"
    )
    .unwrap();
    for (group, names) in unclaimed {
        let list: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
        writeln!(out, "- **{group}**: {}", list.join(", ")).unwrap();
    }
    out.push_str(END);
    out
}

#[test]
fn topics_cover_every_table() {
    assert_eq!(TOPICS.len(), TABLES.len());
    for (_, table, _) in TOPICS {
        assert!(TABLES.iter().any(|t| std::ptr::eq(*t, *table)), "a topic lists a table TABLES lacks");
    }
}

#[test]
fn intrinsics_doc_is_current() {
    let Some(llvm22) = llvm22_intrinsics() else { return }; // LLVM 22's headers not installed
    let generated = render(&llvm22);
    let doc = std::fs::read_to_string(DOC).unwrap_or_default();
    let current = match (doc.find(BEGIN), doc.find(END)) {
        (Some(b), Some(e)) if b < e => &doc[b..e + END.len()],
        _ => "",
    };
    if current == generated {
        return;
    }
    if std::env::var("SPIRV_EMIT_BLESS_DOCS").is_ok_and(|v| v == "1") {
        let updated = match current.is_empty() {
            true => format!("{doc}\n{generated}\n"),
            false => doc.replace(current, &generated),
        };
        std::fs::write(DOC, updated).unwrap();
        return;
    }
    panic!("docs/INTRINSICS.md is out of date: run SPIRV_EMIT_BLESS_DOCS=1 cargo test --release -p spirv-emit intrinsics_doc");
}
