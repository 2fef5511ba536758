//! The builtin tables walked against clang's `opencl-c.h`: every row names a
//! real OpenCL C builtin (declared by the header, implemented by clang
//! itself, or a documented extension builtin), rows claiming the same name
//! cannot both accept a signature, and every builtin the header declares is
//! claimed by some row (or is a work-item or extension builtin), so that no
//! builtin is silently imported as a function.

use super::table::{BuiltinRule, Pattern};
use super::{is_library_name, rows};
use crate::lower::calls::builtins::work_item_builtin;
use std::collections::BTreeSet;
use std::path::PathBuf;

/// Builtins clang implements itself (its Builtins.def and CodeGen): the
/// source-level names and the functions clang's code generation calls.
const CLANG_IMPLEMENTED: &[&str] = &[
    "printf",
    "read_pipe",
    "write_pipe",
    "reserve_read_pipe",
    "reserve_write_pipe",
    "commit_read_pipe",
    "commit_write_pipe",
    "work_group_reserve_read_pipe",
    "work_group_reserve_write_pipe",
    "work_group_commit_read_pipe",
    "work_group_commit_write_pipe",
    "sub_group_reserve_read_pipe",
    "sub_group_reserve_write_pipe",
    "sub_group_commit_read_pipe",
    "sub_group_commit_write_pipe",
    "get_pipe_num_packets",
    "get_pipe_max_packets",
    "is_valid_reserve_id",
    "__read_pipe_2",
    "__read_pipe_4",
    "__write_pipe_2",
    "__write_pipe_4",
    "__read_pipe_2_bl",
    "__write_pipe_2_bl",
    "__reserve_read_pipe",
    "__reserve_write_pipe",
    "__commit_read_pipe",
    "__commit_write_pipe",
    "__work_group_reserve_read_pipe",
    "__work_group_reserve_write_pipe",
    "__work_group_commit_read_pipe",
    "__work_group_commit_write_pipe",
    "__sub_group_reserve_read_pipe",
    "__sub_group_reserve_write_pipe",
    "__sub_group_commit_read_pipe",
    "__sub_group_commit_write_pipe",
    "__get_pipe_num_packets_ro",
    "__get_pipe_num_packets_wo",
    "__get_pipe_max_packets_ro",
    "__get_pipe_max_packets_wo",
    "enqueue_kernel",
    "__enqueue_kernel_basic",
    "__enqueue_kernel_basic_events",
    "__enqueue_kernel_varargs",
    "__enqueue_kernel_events_varargs",
    "get_kernel_work_group_size",
    "get_kernel_preferred_work_group_size_multiple",
    "get_kernel_max_sub_group_size_for_ndrange",
    "get_kernel_sub_group_count_for_ndrange",
    "__get_kernel_work_group_size_impl",
    "__get_kernel_preferred_work_group_size_multiple_impl",
    "__get_kernel_sub_group_count_for_ndrange_impl",
    "__get_kernel_max_sub_group_size_for_ndrange_impl",
    "to_global",
    "to_local",
    "to_private",
    "__to_global",
    "__to_local",
    "__to_private",
    "__translate_sampler_initializer",
    // as_<type>: macros over __builtin_astype (a bitcast, never a call).
    "as_int",
];

/// Extension builtins the extension's specification declares, which clang
/// 16's `opencl-c.h` does not: cl_intel_media_block_io.
const EXTENSION_BUILTINS: &[&str] = &[
    "intel_sub_group_media_block_read_ui",
    "intel_sub_group_media_block_read_us2",
    "intel_sub_group_media_block_write_ui",
    "intel_sub_group_media_block_write_us2",
];

/// clang's `opencl-c.h`: `$OPENCL_C_H`, else clang 16's, else another
/// supported clang's (found as the build finds that LLVM: `crate::test_llvm`).
fn header() -> String {
    let path = std::env::var_os("OPENCL_C_H")
        .map(PathBuf::from)
        .or_else(|| [16, 22, 19, 15].into_iter().find_map(crate::test_llvm::opencl_c_header))
        .expect("opencl-c.h (set OPENCL_C_H)");
    std::fs::read_to_string(path).expect("readable opencl-c.h")
}

/// The names of every function the header declares (`<ret> __ovld ... name(`).
fn declared(header: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for line in header.lines().filter(|l| l.contains("__ovld") && !l.trim_start().starts_with('#')) {
        let Some(open) = line.find('(') else { continue };
        let before = line[..open].trim_end();
        let start = before.rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
        let name = &before[start..];
        if !name.is_empty() && name != "__attribute__" {
            names.insert(name.to_string());
        }
    }
    names
}

fn known_names() -> BTreeSet<String> {
    let mut names = declared(&header());
    assert!(names.len() > 500, "opencl-c.h parsed to only {} names", names.len());
    names.extend(CLANG_IMPLEMENTED.iter().chain(EXTENSION_BUILTINS).map(|s| s.to_string()));
    names
}

#[test]
fn every_row_names_an_opencl_builtin() {
    let known = known_names();
    for row in rows() {
        match row.pattern {
            Pattern::Exact(name) => assert!(known.contains(name), "row {name} is no OpenCL builtin"),
            Pattern::Prefix(prefix) => {
                assert!(known.iter().any(|n| n.starts_with(prefix)), "prefix row {prefix} matches no builtin")
            }
            Pattern::Decided(prefix, _) => {
                assert!(known.iter().any(|n| row.pattern.matches(n)), "row {prefix}... matches no builtin")
            }
        }
    }
}

#[test]
fn every_declared_builtin_is_claimed() {
    let unclaimed: Vec<String> = declared(&header())
        .into_iter()
        .filter(|n| {
            work_item_builtin(n).is_none()
                && !crate::lower::extensions::is_extension_builtin(n)
                && !is_library_name(n)
        })
        .collect();
    assert!(unclaimed.is_empty(), "declared by opencl-c.h, claimed by no row: {unclaimed:?}");
}

#[test]
fn rows_of_one_pattern_have_disjoint_shapes() {
    let all: Vec<_> = rows().collect();
    for (n, a) in all.iter().enumerate() {
        for b in &all[n + 1..] {
            if a.pattern == b.pattern {
                assert!(
                    a.first_param.disjoint(b.first_param),
                    "{:?} claimed twice for one signature",
                    a.pattern
                );
            }
        }
    }
}

#[test]
fn reserved_rows_are_prefixes_or_source_level_names() {
    for row in rows() {
        if let (BuiltinRule::Reserved(_), Pattern::Exact(name)) = (row.lowering, row.pattern) {
            assert!(
                CLANG_IMPLEMENTED.contains(&name),
                "{name} is reserved but is no clang source-level name"
            );
        }
    }
}

/// The bug the tables fix: a builtin no family lowered was imported.
#[test]
fn vendor_builtins_are_claimed() {
    for name in ["arm_dot_acc", "arm_dot_acc_sat", "amd_bfe"] {
        assert!(is_library_name(name), "{name}");
    }
}
