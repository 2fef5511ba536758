//! Which `__spirv_*` names the friendly lowering knows, for the call
//! registry: any other declared `__spirv_` name is an ordinary imported
//! function (as the reference translator treats it), and one a typo away
//! from a known name gets a warning suggesting it.

use super::friendly::{parse_friendly_name, unvalidatable_instruction};
use spirv_writer::spirv::{self, Decoration};

/// Whether a declared `__spirv_*` name is one the friendly lowering knows:
/// an instruction of the grammar (or one refused by name), an OpenCL.std
/// call, a specialization constant, a decorated pointer. Any other
/// `__spirv_` name (`__spirv_somefunc_with_underscore`) is an ordinary
/// function, as the reference translator treats it.
pub fn is_known_friendly(source_name: &str) -> bool {
    let Some(rest) = source_name.strip_prefix("__spirv_") else { return false };
    if super::spec_constants::is_spec_constant_call(source_name) || rest.starts_with("ocl_") {
        return true;
    }
    if rest.strip_prefix("Decoration").is_some_and(|d| d.parse::<Decoration>().is_ok()) {
        return true;
    }
    let opcode = parse_friendly_name(rest).opcode;
    spirv_writer::grammar::class_by_name(opcode).is_some()
        || unvalidatable_instruction(opcode).is_some()
        || crate::lower::extensions::is_newer_friendly(opcode)
}

/// The friendly name an unknown `__spirv_*` name is most likely a typo of:
/// an instruction or a BuiltIn (the work-item form `__spirv_<BuiltIn>_x`)
/// within one edit, ignoring case (two from eight letters on: `ControlBarier`).
pub fn similar_friendly_name(source_name: &str) -> Option<String> {
    let rest = source_name.strip_prefix("__spirv_")?;
    let opcode = parse_friendly_name(rest).opcode;
    let postfixes = &rest[opcode.len()..];
    let lower = opcode.to_ascii_lowercase();
    let reach = match lower.len() {
        0..=3 => return None, // short names are near too many to guess
        4..=7 => 1,
        _ => 2,
    };
    let builtins = (0..8192u32).filter_map(spirv::BuiltIn::from_u32).map(|b| format!("{b:?}"));
    let instructions = rspirv::grammar::INSTRUCTION_TABLE.iter().map(|c| c.opname.to_string());
    instructions
        .chain(builtins)
        .map(|name| (edit_distance(&lower, &name.to_ascii_lowercase()), name))
        .filter(|(d, _)| *d <= reach)
        .min_by_key(|(d, _)| *d)
        .map(|(_, name)| format!("__spirv_{name}{postfixes}"))
}

/// Levenshtein distance of two ASCII strings.
fn edit_distance(a: &str, b: &str) -> usize {
    let b = b.as_bytes();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.bytes().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitution = previous + usize::from(ca != cb);
            previous = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(previous + 1);
        }
    }
    row[b.len()]
}
