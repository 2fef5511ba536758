//! cl_intel_device_side_avc_motion_estimation -> SPV_INTEL_device_side_avc_motion_estimation.
//!
//! The builtins map onto the instructions by name: `intel_sub_group_avc_<words>`
//! is `OpSubgroupAvc<Words>INTEL` in rspirv's grammar (`mce_get_default_inter_shape_penalty`
//! is OpSubgroupAvcMceGetDefaultInterShapePenaltyINTEL), with a few renames
//! (`RENAMES`) and two names whose instruction depends on the argument count.
//! The IME, REF and SIC "wrapper" builtins with no instruction of their own are
//! the MCE instruction of the same words (the extension's "wrapper built-ins":
//! the payload or result converted to the MCE type and back). These names are
//! the family; a user function that only shares the prefix stays an ordinary
//! function.
//!
//! Only the builtins on plain values are emitted: the extension's opaque types
//! (OpTypeAvcImePayloadINTEL, ...) are refused (`AVC_TYPES_WHY`), so a call
//! working on `intel_sub_group_avc_*_t` objects is an error saying so
//! (`works_on_plain_values` names the others).

use super::call::BuiltinCall;
use super::table::{decided, Builtin, BuiltinRule};
use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::grammar::class_by_name;
use spirv_writer::Operand;

type Class = &'static rspirv::grammar::Instruction<'static>;

/// The builtins' common prefix.
pub const PREFIX: &str = "intel_sub_group_avc_";

pub const TABLE: &[Builtin] = &[decided(PREFIX, is_avc_builtin, BuiltinRule::Named(lower_ocl_avc))];

/// Why the AVC types are not emitted.
pub const AVC_TYPES_WHY: &str =
    "SPIRV-Tools up to 2025.5 rejects the extension's types at module scope (\"must \
     appear in a block\"), and rejects the reference translator's modules the same way";

/// Builtin words whose instruction is spelled differently.
const RENAMES: [(&str, &str); 3] = [
    ("GetBestInterDistortion", "GetBestInterDistortions"),
    ("GetInterMinorShapes", "GetInterMinorShape"),
    ("SicSetSkcBilinearFilterEnable", "SicSetBilinearFilterEnable"),
];

fn camel(words: &str) -> String {
    let mut out = String::new();
    for word in words.split('_') {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.extend(first.to_uppercase());
            out.push_str(chars.as_str());
        }
    }
    out
}

/// The instruction of `<Words>` (`ImeInitialize`), renamed where needed.
fn instruction(words: &str) -> Option<Class> {
    class_by_name(&format!("SubgroupAvc{words}INTEL")).or_else(|| {
        let (from, to) = RENAMES.iter().find(|(from, _)| words.ends_with(from))?;
        let renamed = format!("{}{to}", &words[..words.len() - from.len()]);
        class_by_name(&format!("SubgroupAvc{renamed}INTEL"))
    })
}

/// The builtin's words as an instruction name, with the argument count
/// choosing between the forms of one name (`None`: either).
fn direct_words(name: &str, args: Option<usize>) -> Vec<String> {
    let Some(rest) = name.strip_prefix(PREFIX) else { return Vec::new() };
    let words = camel(rest);
    if let Some(shape) = words.strip_prefix("ImeGetStreamoutMajorShape") {
        // (streamout, major shape) single reference; (streamout, major shape, direction) dual
        let forms = [(2, "Single"), (3, "Dual")];
        return forms
            .iter()
            .filter(|(n, _)| args.is_none_or(|a| a == *n))
            .map(|(_, r)| format!("ImeGetStreamout{r}ReferenceMajorShape{shape}"))
            .collect();
    }
    if words == "SicConfigureIpe" {
        let forms = [(8, "Luma"), (11, "LumaChroma")];
        return forms
            .iter()
            .filter(|(n, _)| args.is_none_or(|a| a == *n))
            .map(|(_, r)| format!("SicConfigureIpe{r}"))
            .collect();
    }
    vec![words]
}

/// The instruction of a builtin: its own, or (a wrapper of an IME, REF or
/// SIC payload or result) the MCE instruction of the same words.
fn form(name: &str, args: Option<usize>) -> Option<Class> {
    if let Some(class) = direct_words(name, args).iter().find_map(|w| instruction(w)) {
        return Some(class);
    }
    let rest = name.strip_prefix(PREFIX)?;
    let (kind, words) = rest.split_once('_')?;
    ["ime", "ref", "sic"].contains(&kind).then(|| instruction(&format!("Mce{}", camel(words))))?
}

/// The instructions whose builtins take and return no AVC object (the
/// default penalties and cost tables, the search window queries); every
/// other one, wrappers and image forms included, works on one.
fn works_on_plain_values(opname: &str) -> bool {
    opname.starts_with("SubgroupAvcMceGetDefault")
        || matches!(opname, "SubgroupAvcImeRefWindowSizeINTEL" | "SubgroupAvcImeAdjustRefOffsetINTEL")
}

fn is_avc_builtin(name: &str) -> bool {
    form(name, None).is_some()
}

/// An AVC builtin on plain values: its instruction on the arguments.
fn lower_ocl_avc(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let class = form(&c.name, Some(c.args.len())).ok_or_else(|| c.unknown())?;
    if !works_on_plain_values(class.opname) {
        return Err(LowerError::NotEmitted {
            what: format!("'{}' works on intel_sub_group_avc_*_t objects", c.name),
            why: AVC_TYPES_WHY.to_string(),
        });
    }
    let void = c.i.ty().kind() == crate::llvm::TypeKind::Void;
    let mut operands = Vec::with_capacity(c.args.len());
    for &a in &c.args {
        operands.push(Operand::IdRef(f.operand(a)?));
    }
    if void {
        f.emit_void(class.opcode, operands);
    } else {
        let result_type = f.module().value_type(*c.i)?;
        let id = f.emit(class.opcode, Some(result_type), operands);
        f.set_result(*c.i, id);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opname(name: &str, args: Option<usize>) -> Option<&'static str> {
        form(&format!("{PREFIX}{name}"), args).map(|class| class.opname)
    }

    #[test]
    fn names_map_onto_instructions() {
        assert_eq!(opname("ime_initialize", Some(3)), Some("SubgroupAvcImeInitializeINTEL"));
        // a wrapper: the MCE instruction, renamed by the grammar
        assert_eq!(
            opname("ref_get_best_inter_distortion", Some(1)),
            Some("SubgroupAvcMceGetBestInterDistortionsINTEL")
        );
        assert_eq!(
            opname("sic_set_skc_bilinear_filter_enable", Some(1)),
            Some("SubgroupAvcSicSetBilinearFilterEnableINTEL")
        );
        // the argument count picks the form
        assert_eq!(
            opname("ime_get_streamout_major_shape_distortions", Some(3)),
            Some("SubgroupAvcImeGetStreamoutDualReferenceMajorShapeDistortionsINTEL")
        );
        assert_eq!(opname("sic_configure_ipe", Some(8)), Some("SubgroupAvcSicConfigureIpeLumaINTEL"));
        assert_eq!(opname("sic_configure_ipe", Some(11)), Some("SubgroupAvcSicConfigureIpeLumaChromaINTEL"));
        // a user function sharing the prefix
        assert!(!is_avc_builtin("intel_sub_group_avc_mce_ime_boo"));
        assert!(works_on_plain_values("SubgroupAvcMceGetDefaultHighPenaltyCostTableINTEL"));
        assert!(!works_on_plain_values("SubgroupAvcImeGetBorderReachedINTEL"));
    }
}
