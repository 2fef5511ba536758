//! Applying explicit decorations (`!spirv.Decorations`,
//! `!spirv.ParameterDecorations`) as front ends write them: a decoration the
//! target or its target object cannot take is dropped with a warning, as the
//! reference translator keeps going, rather than written into a module
//! SPIRV-Tools rejects. The rules are SPIRV-Tools 2025.5's
//! (`ValidateDecorationTarget` in validate_annotation.cpp,
//! `CheckDecorationsCompatibility` in validate_decorations.cpp).

use crate::llvm::{Opcode, Value};
use crate::lower::{warn, ModuleLowering};
use spirv_writer::spirv::Decoration;
use spirv_writer::{Id, Operand};

/// What explicit decorations are applied to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ObjectKind {
    /// A module-scope variable (always a pointer).
    Variable,
    /// A function parameter.
    Parameter { pointer: bool },
    /// A function or an instruction's result.
    Other { pointer: bool },
}

/// The object a decoration list decorates: its kind, and how warnings name it.
pub struct DecorationTarget {
    pub kind: ObjectKind,
    pub shown: String,
}

impl DecorationTarget {
    /// The target for the LLVM value `v` (global, function, parameter or instruction).
    pub fn of(v: Value) -> Self {
        let pointer = v.ty().is_pointer();
        if v.is_global_variable() || v.opcode() == Some(Opcode::Alloca) {
            return DecorationTarget {
                kind: ObjectKind::Variable,
                shown: format!("variable '{}'", v.name()),
            };
        }
        if v.is_function() {
            return DecorationTarget {
                kind: ObjectKind::Other { pointer },
                shown: format!("function '{}'", v.name()),
            };
        }
        if v.is_argument() {
            let shown = format!("parameter '%{}' of '{}'", v.name(), v.param_parent().name());
            return DecorationTarget { kind: ObjectKind::Parameter { pointer }, shown };
        }
        let function = if v.is_instruction() { v.parent_block().parent().name() } else { String::new() };
        let name =
            if v.name().is_empty() { "an instruction".to_string() } else { format!("'%{}'", v.name()) };
        DecorationTarget {
            kind: ObjectKind::Other { pointer },
            shown: format!("{name} in function '{function}'"),
        }
    }
}

/// Decorations SPIRV-Tools accepts only on a memory object declaration (a
/// variable or a function parameter) of pointer type.
const MEMORY_OBJECT_ONLY: &[Decoration] = &[
    Decoration::Restrict,
    Decoration::Aliased,
    Decoration::Volatile,
    Decoration::Coherent,
    Decoration::NonWritable,
    Decoration::NonReadable,
    Decoration::RestrictPointer,
    Decoration::AliasedPointer,
];

/// Decorations SPIRV-Tools accepts only on a variable.
const VARIABLE_ONLY: &[Decoration] = &[
    Decoration::Invariant,
    Decoration::Constant,
    Decoration::Location,
    Decoration::Index,
    Decoration::Binding,
    Decoration::DescriptorSet,
    Decoration::InputAttachmentIndex,
];

/// Decorations one id may carry more than once (SPIRV-Tools' `AtMostOncePerId`).
fn repeatable(d: Decoration) -> bool {
    matches!(d, Decoration::UserSemantic | Decoration::FuncParamAttr)
}

/// Why `d` cannot decorate an object of `kind`, if it cannot.
fn wrong_object(d: Decoration, kind: ObjectKind) -> Option<&'static str> {
    let memory_object = matches!(kind, ObjectKind::Variable | ObjectKind::Parameter { pointer: true });
    if MEMORY_OBJECT_ONLY.contains(&d) && !memory_object {
        return Some("it applies to pointer variables and pointer parameters only");
    }
    if VARIABLE_ONLY.contains(&d) && kind != ObjectKind::Variable {
        return Some("it applies to variables only");
    }
    None
}

impl ModuleLowering {
    /// Explicit decorations replace inferred ones of the same kind. What the
    /// target cannot take is dropped with a warning: a decoration every
    /// capability of which the target denies (Binding, RelaxedPrecision: Shader),
    /// one on the wrong kind of object, and a second decoration of one kind
    /// on one id (SPIRV-Tools allows each at most once per id, even
    /// CacheControlLoadINTEL at another cache level: the first is kept).
    pub fn decorate_explicitly(
        &mut self,
        id: Id,
        target: &DecorationTarget,
        decorations: Vec<(Decoration, Vec<Operand>)>,
    ) {
        let mut applied: Vec<(Decoration, Vec<Operand>)> = Vec::new();
        for (decoration, operands) in decorations {
            let drop = |why: &str| {
                warn(&format!(
                    "spirv-emit: warning: decoration {decoration:?} of {} is dropped: {why}\n",
                    target.shown
                ))
            };
            if let Some(why) = self.denied_decoration(decoration) {
                drop(&why);
                continue;
            }
            if let Some(why) = wrong_object(decoration, target.kind) {
                drop(why);
                continue;
            }
            let earlier = applied.iter().find(|(d, _)| *d == decoration);
            match earlier {
                Some((_, same)) if *same == operands => continue,
                Some(_) if repeatable(decoration) => self.m.decorate(id, decoration, operands.clone()),
                Some(_) => {
                    drop("SPIRV-Tools allows it once per id (even with other operands), and the first one is kept");
                    continue;
                }
                None => self.m.decorate_replacing(id, None, decoration, operands.clone()),
            }
            self.require_core_version(&Operand::Decoration(decoration));
            applied.push((decoration, operands));
        }
    }

    /// Why the target cannot take decoration `d`: every capability that
    /// enables it is denied (decorations of shaders in a kernel module).
    fn denied_decoration(&self, d: Decoration) -> Option<String> {
        let capabilities = Operand::Decoration(d).required_capabilities();
        let denied =
            !capabilities.is_empty() && capabilities.iter().all(|c| !self.target.allows_capability(*c));
        denied.then(|| {
            let names: Vec<String> = capabilities.iter().map(|c| format!("{c:?}")).collect();
            format!(
                "it needs capability {}, which the target ({}) does not allow",
                names.join(" or "),
                self.target.name
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objects() {
        assert!(wrong_object(Decoration::Restrict, ObjectKind::Parameter { pointer: false }).is_some());
        assert!(wrong_object(Decoration::Restrict, ObjectKind::Parameter { pointer: true }).is_none());
        assert!(wrong_object(Decoration::Restrict, ObjectKind::Other { pointer: true }).is_some());
        assert!(wrong_object(Decoration::Constant, ObjectKind::Variable).is_none());
        assert!(wrong_object(Decoration::Binding, ObjectKind::Other { pointer: true }).is_some());
        assert!(wrong_object(Decoration::Alignment, ObjectKind::Other { pointer: true }).is_none());
        assert!(repeatable(Decoration::UserSemantic) && !repeatable(Decoration::CacheControlLoadINTEL));
    }
}
