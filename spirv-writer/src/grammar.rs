//! Fast access to rspirv's grammar tables.
//!
//! `rspirv::dr::Instruction::new` finds the grammar entry by a linear search of
//! the whole table on every call; the emitter creates an instruction per LLVM
//! instruction, so the table is indexed once by opcode here.

use rspirv::dr::{Instruction, Operand};
use rspirv::grammar::{self, INSTRUCTION_TABLE};
use rspirv::spirv::{Op, Word};
// The process-wide lookup tables are B-trees, not hash tables: a hash table
// keeps only a pointer into the middle of its allocation, which leak checkers
// (valgrind, in the C API's test) report as possibly lost at exit.
use std::collections::BTreeMap;
use std::sync::OnceLock;

type Class = &'static grammar::Instruction<'static>;

fn table() -> &'static Vec<Option<Class>> {
    static TABLE: OnceLock<Vec<Option<Class>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let max = INSTRUCTION_TABLE.iter().map(|c| c.opcode as usize).max().unwrap_or(0);
        let mut table = vec![None; max + 1];
        for class in INSTRUCTION_TABLE.iter() {
            table[class.opcode as usize] = Some(class);
        }
        table
    })
}

/// The grammar entry of `op`.
pub fn class_of(op: Op) -> Class {
    // INVARIANT: `Op` is generated from the same grammar as the table, so every
    // opcode has an entry.
    table()[op as usize].expect("every spirv::Op has a grammar entry")
}

/// The grammar entry of a raw opcode number, if the grammar knows it.
pub fn class_of_opcode(opcode: Word) -> Option<Class> {
    table().get(opcode as usize).copied().flatten()
}

/// Builds an instruction without the linear grammar search of `Instruction::new`.
pub fn inst(
    op: Op,
    result_type: Option<Word>,
    result_id: Option<Word>,
    operands: Vec<Operand>,
) -> Instruction {
    Instruction { class: class_of(op), result_type, result_id, operands }
}

/// Whether `op` ends a block (SPIR-V 2.2.5 "Termination instructions").
pub fn is_block_terminator(op: Op) -> bool {
    matches!(
        op,
        Op::Branch
            | Op::BranchConditional
            | Op::Switch
            | Op::Return
            | Op::ReturnValue
            | Op::Kill
            | Op::Unreachable
            | Op::TerminateInvocation
            | Op::IgnoreIntersectionKHR
            | Op::TerminateRayKHR
            | Op::EmitMeshTasksEXT
    )
}

/// The grammar entry of a core instruction by its name without `Op`
/// (`ConvertFToU`, `AtomicIAdd`). An extension instruction promoted to core
/// keeps its old name as an alias (`SDotKHR` is `SDot`), which the table
/// lacks: a `KHR`/`EXT` name falls back to the promoted one.
pub fn class_by_name(name: &str) -> Option<Class> {
    static TABLE: OnceLock<BTreeMap<&'static str, Class>> = OnceLock::new();
    let table = TABLE.get_or_init(|| INSTRUCTION_TABLE.iter().map(|c| (c.opname, c)).collect());
    table.get(name).copied().or_else(|| {
        // SPIR-V friendly IR keeps the INTEL names of the FPGA instructions
        // the grammar now spells ALTERA (ReadPipeBlockingINTEL, FixedSqrtINTEL...).
        if let Some(base) = name.strip_suffix("INTEL") {
            return table.get(format!("{base}ALTERA").as_str()).copied();
        }
        let promoted = name.strip_suffix("KHR").or_else(|| name.strip_suffix("EXT"))?;
        table.get(promoted).copied()
    })
}

/// The grammar entry of an OpenCL.std extended instruction by its name.
pub fn opencl_std_class(name: &str) -> Option<&'static grammar::ExtendedInstruction<'static>> {
    grammar::OPENCL_STD_100_INSTRUCTION_TABLE.iter().find(|i| i.opname == name)
}

/// The number of an OpenCL.std extended instruction by its name (`fma`,
/// `s_max`, `vloadn`...), from rspirv's grammar of the set.
pub fn opencl_std_opcode(name: &str) -> Option<Word> {
    static TABLE: OnceLock<BTreeMap<&'static str, Word>> = OnceLock::new();
    TABLE
        .get_or_init(|| {
            grammar::OPENCL_STD_100_INSTRUCTION_TABLE
                .iter()
                .map(|i| (i.opname, Word::from(i.opcode)))
                .collect()
        })
        .get(name)
        .copied()
}

/// Every extension name the SPIR-V grammar knows (from instructions,
/// capabilities and the enumerants that name one), sorted.
pub fn known_extensions() -> &'static [&'static str] {
    use rspirv::spirv::{BuiltIn, Capability, Decoration, ExecutionMode, StorageClass};
    static NAMES: OnceLock<Vec<&'static str>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut names: Vec<&'static str> =
            INSTRUCTION_TABLE.iter().flat_map(|i| i.extensions.iter().copied()).collect();
        for n in 0..=0xFFFF_u32 {
            let operands = [
                Capability::from_u32(n).map(Operand::Capability),
                Decoration::from_u32(n).map(Operand::Decoration),
                StorageClass::from_u32(n).map(Operand::StorageClass),
                BuiltIn::from_u32(n).map(Operand::BuiltIn),
                ExecutionMode::from_u32(n).map(Operand::ExecutionMode),
            ];
            for operand in operands.into_iter().flatten() {
                names.extend(operand.required_extensions());
            }
        }
        names.extend(EXTENSIONS_WITHOUT_ENUMERANTS);
        names.extend(EXTENSIONS_NEWER_THAN_GRAMMAR);
        names.sort_unstable();
        names.dedup();
        names
    })
}

/// Extensions that change rules without adding an instruction or enumerant,
/// so the grammar cannot name them.
const EXTENSIONS_WITHOUT_ENUMERANTS: &[&str] = &[
    // Allows OpExtInstImport of "NonSemantic.*" sets (debug information).
    "SPV_KHR_non_semantic_info",
    // LinkageType LinkOnceODR (linkage types are not scanned above).
    "SPV_KHR_linkonce_odr",
    // Lets OpenCL.std printf take its format from any storage class.
    "SPV_EXT_relaxed_printf_string_address_space",
    // Names the reference translator (llvm-spirv-15 --spirv-ext) accepts that
    // the grammar no longer names: renamed (arithmetic fence, global variable
    // decorations, optimization hints -> SPV_KHR_expect_assume), or never
    // registered. Accepted in `ext=` so that translator command lines work;
    // docs/EXTENSIONS.md says what each one does here.
    "SPV_INTEL_arithmetic_fence",
    "SPV_INTEL_complex_float_mul_div",
    "SPV_INTEL_fast_composite",
    "SPV_INTEL_global_variable_decorations",
    "SPV_INTEL_hw_thread_queries",
    "SPV_INTEL_joint_matrix",
    "SPV_INTEL_long_constant_composite",
    "SPV_INTEL_non_constant_addrspace_printf",
    "SPV_INTEL_optimization_hints",
    "SPV_INTEL_token_type",
];

/// Extensions of the Khronos translator's list (and Intel's translator)
/// that SPIRV-Headers registered after the grammar here (SDK 1.4.341):
/// their capabilities, instructions and enumerants are missing from the
/// `spirv` crate and from SPIRV-Tools 2025.5, so nothing can encode or
/// validate them. Accepted in `ext=` so that translator command lines work;
/// IR that needs one is lowered without it where the meaning allows, or is
/// an error naming it (docs/EXTENSIONS.md says which).
pub const EXTENSIONS_NEWER_THAN_GRAMMAR: &[&str] = &[
    "SPV_AMD_weak_linkage",
    "SPV_EXT_bfloat16_arithmetic",
    "SPV_EXT_image_raw10_raw12",
    "SPV_EXT_ocp_microscaling_types",
    "SPV_INTEL_16bit_atomics",
    "SPV_INTEL_bfloat16_arithmetic",
    "SPV_INTEL_device_barrier",
    "SPV_INTEL_float4",
    "SPV_INTEL_fp_conversions",
    "SPV_INTEL_predicated_io",
    "SPV_INTEL_rounded_divide_sqrt",
    "SPV_INTEL_sigmoid",
    "SPV_INTEL_subgroup_matrix_multiply_accumulate_float4",
    "SPV_INTEL_subgroup_matrix_multiply_accumulate_float8",
    "SPV_INTEL_subgroup_requirements",
    "SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate",
    "SPV_KHR_abort",
    "SPV_KHR_poison_freeze",
    // Intel's translator's name for SPV_INTEL_tensor_float32_conversion (the
    // grammar's, which SPIRV-Tools requires for TensorFloat32RoundingINTEL).
    "SPV_INTEL_tensor_float32_rounding",
];

#[cfg(test)]
mod tests {
    #[test]
    fn grammar_knows_extensions() {
        let known = super::known_extensions();
        for name in [
            "SPV_INTEL_subgroups",
            "SPV_KHR_non_semantic_info",
            "SPV_KHR_linkonce_odr",
            "SPV_INTEL_optnone",
            "SPV_KHR_no_integer_wrap_decoration",
            "SPV_EXT_shader_atomic_float_add",
            "SPV_INTEL_usm_storage_classes",
        ] {
            assert!(known.contains(&name), "{name} missing");
        }
        assert!(!known.contains(&"SPV_NOT_REAL"));
    }

    /// The newer names are newer than the grammar indeed: if an update of
    /// the `spirv` crate brings one, it leaves this list (and gets lowered).
    #[test]
    fn newer_names_are_not_in_the_grammar() {
        use rspirv::spirv::{Capability, Decoration, ExecutionMode};
        let mut from_grammar: Vec<&str> =
            super::INSTRUCTION_TABLE.iter().flat_map(|i| i.extensions.iter().copied()).collect();
        for n in 0..=0xFFFF_u32 {
            let operands = [
                Capability::from_u32(n).map(super::Operand::Capability),
                Decoration::from_u32(n).map(super::Operand::Decoration),
                ExecutionMode::from_u32(n).map(super::Operand::ExecutionMode),
            ];
            from_grammar.extend(operands.into_iter().flatten().flat_map(|o| o.required_extensions()));
        }
        for name in super::EXTENSIONS_NEWER_THAN_GRAMMAR {
            assert!(!from_grammar.contains(name), "{name} is in the grammar now");
            assert!(super::known_extensions().contains(name), "{name}");
        }
    }

    #[test]
    fn opencl_std_names() {
        assert_eq!(super::opencl_std_opcode("fma"), Some(26));
        assert_eq!(super::opencl_std_opcode("printf"), Some(184));
        assert_eq!(super::opencl_std_opcode("nope"), None);
    }
}
