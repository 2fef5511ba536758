//! `!spirv.ExecutionMode = !{!{ptr @f (or its entry-point node), i32 mode, operands...}}`
//! ("SPIR-V Representation in LLVM IR"), for every execution mode the grammar
//! knows: its operands are checked against the grammar's count, id operands
//! (LocalSizeId, ...) become constants of an OpExecutionModeId, and a mode the
//! target's Kernel entry points cannot have (one whose every capability the
//! target denies: fragment, geometry, tessellation, mesh modes) is dropped with
//! a warning. Also the rule shared with `!spirv.Decorations`: an enumerant
//! that is core from some SPIR-V version and otherwise needs an extension
//! takes the version when the extension is not allowed.

use crate::diagnostics::LowerError;
use crate::llvm::{Metadata, Value};
use crate::lower::{warn, LowerResult, ModuleLowering};
use rspirv::grammar::{OperandKind, OperandQuantifier};
use spirv_writer::spirv::ExecutionMode;
use spirv_writer::{Id, Operand, Version};

const MD: &str = "!spirv.ExecutionMode";

/// The literal form of an id mode, for modules below SPIR-V 1.2 (same meaning:
/// SPIR-V 3.6, "Execution Mode").
fn literal_twin(mode: ExecutionMode) -> Option<ExecutionMode> {
    use ExecutionMode as M;
    Some(match mode {
        M::LocalSizeId => M::LocalSize,
        M::LocalSizeHintId => M::LocalSizeHint,
        M::SubgroupsPerWorkgroupId => M::SubgroupsPerWorkgroup,
        M::MaximumRegistersIdINTEL => M::MaximumRegistersINTEL,
        _ => return None,
    })
}

/// The grammar's operand kinds for `count` operands of `mode`, or an error
/// naming how many it takes.
fn operand_kinds(mode: ExecutionMode, count: usize) -> LowerResult<Vec<OperandKind>> {
    let expected = Operand::ExecutionMode(mode).additional_operands();
    let required = expected.iter().filter(|o| o.quantifier == OperandQuantifier::One).count();
    let unbounded = expected.iter().any(|o| o.quantifier == OperandQuantifier::ZeroOrMore);
    if count < required || (count > expected.len() && !unbounded) {
        let takes = if unbounded {
            format!("at least {required}")
        } else if required == expected.len() {
            required.to_string()
        } else {
            format!("{required} to {}", expected.len())
        };
        return Err(LowerError::convention(
            MD,
            format!("execution mode {mode:?} takes {takes} operand(s), not {count}"),
        ));
    }
    Ok((0..count)
        .map(|k| expected.get(k).or(expected.last()).map_or(OperandKind::LiteralInteger, |o| o.kind))
        .collect())
}

impl ModuleLowering {
    /// Lowers every `!spirv.ExecutionMode` entry; `entry_of` gives the entry
    /// point of a function.
    pub fn lower_metadata_execution_modes(
        &mut self,
        entry_of: impl Fn(Value) -> Option<Id>,
    ) -> LowerResult<()> {
        for node in self.llvm.named_metadata("spirv.ExecutionMode") {
            let function = metadata_function(node)?;
            let entry = entry_of(function).ok_or_else(|| {
                LowerError::convention(
                    MD,
                    format!("names '{}', which is not an entry point", function.name()),
                )
            })?;
            let mode = node
                .int_operand(1)
                .ok_or_else(|| LowerError::convention(MD, "the mode must be an integer"))?;
            let mode = u32::try_from(mode)
                .ok()
                .and_then(ExecutionMode::from_u32)
                .ok_or_else(|| LowerError::convention(MD, format!("{mode} is not an execution mode")))?;
            let values: Vec<Value> = (2..node.operands().len())
                .map(|k| {
                    node.operands()[k].filter(|v| v.const_int_sext().is_some() || v.is_undef()).ok_or_else(
                        || {
                            LowerError::convention(
                                MD,
                                format!(
                                    "operand {} of {mode:?} must be an integer (or `T undef` naming a type)",
                                    k - 1
                                ),
                            )
                        },
                    )
                })
                .collect::<Result<_, _>>()?;
            let kinds = operand_kinds(mode, values.len())?;
            if let Some(reason) = self.mode_not_for_kernels(mode) {
                warn(&format!(
                    "spirv-emit: warning: {MD}: execution mode {mode:?} of '{}' is dropped: {reason}\n",
                    function.name()
                ));
                continue;
            }
            self.require_core_version(&Operand::ExecutionMode(mode));
            self.add_metadata_mode(entry, mode, &values, &kinds)?;
        }
        Ok(())
    }

    /// Why a Kernel entry point of this target cannot have `mode`: every
    /// capability that enables it is denied (modes of other execution models).
    fn mode_not_for_kernels(&self, mode: ExecutionMode) -> Option<String> {
        let capabilities = Operand::ExecutionMode(mode).required_capabilities();
        let denied =
            !capabilities.is_empty() && capabilities.iter().all(|c| !self.target.allows_capability(*c));
        denied.then(|| {
            let names: Vec<String> = capabilities.iter().map(|c| format!("{c:?}")).collect();
            format!(
                "it needs capability {}, which the target ({}) does not allow for kernels",
                names.join(" or "),
                self.target.name
            )
        })
    }

    /// OpExecutionMode with literals, or OpExecutionModeId with constants for
    /// the grammar's id operands (the literal twin below SPIR-V 1.2).
    fn add_metadata_mode(
        &mut self,
        entry: Id,
        mode: ExecutionMode,
        values: &[Value],
        kinds: &[OperandKind],
    ) -> LowerResult<()> {
        let literal = |v: &Value| v.const_int_sext().map(|x| x as u32);
        if !kinds.contains(&OperandKind::IdRef) {
            let literals = values.iter().map(literal).collect::<Option<Vec<u32>>>().ok_or_else(|| {
                LowerError::convention(MD, format!("the operands of {mode:?} are literals: integers"))
            })?;
            self.m.add_execution_mode(entry, mode, literals);
            return Ok(());
        }
        if self.target.max_version < Version::V1_2 {
            if let Some(twin) = literal_twin(mode).filter(|_| values.iter().all(|v| literal(v).is_some())) {
                self.m.add_execution_mode(entry, twin, values.iter().filter_map(literal).collect());
                return Ok(());
            }
        }
        let mut ids = Vec::new();
        for (v, kind) in values.iter().zip(kinds) {
            ids.push(match kind {
                // `T undef` names the type T (FPFastMathDefault's Target Type).
                OperandKind::IdRef if v.is_undef() => self.lower_type(v.ty())?,
                // The id operands of execution modes are 32-bit integer constants
                // (SPIR-V 3.6), whatever width the metadata wrote.
                OperandKind::IdRef => match v.const_int_sext().and_then(|x| u32::try_from(x).ok()) {
                    Some(x) => self.m.constant_u32(x),
                    None => {
                        return Err(LowerError::convention(
                            MD,
                            format!("an operand of {mode:?} is not a 32-bit integer"),
                        ))
                    }
                },
                _ => return Err(LowerError::convention(MD, format!("{mode:?} mixes ids and literals"))),
            });
        }
        self.m.add_execution_mode_id(entry, mode, ids);
        Ok(())
    }
}

/// The function an entry names: the function itself or its `!spirv.EntryPoint` node.
fn metadata_function(node: Metadata) -> LowerResult<Value> {
    let first = node.operands().first().copied().flatten();
    let function = match first {
        Some(f) if f.is_function() => Some(f),
        Some(n) => Metadata::from_value(n).operands().get(1).copied().flatten().filter(|f| f.is_function()),
        None => None,
    };
    function.ok_or_else(|| {
        LowerError::convention(MD, "entries start with the function (or its !spirv.EntryPoint node)")
    })
}
