//! Annotations ("SPIR-V Representation in LLVM IR", "member decorations"): `llvm.ptr.annotation`,
//! `llvm.var.annotation` and `@llvm.global.annotations` strings become
//! decorations. `{X}` / `{X:Y,Z}` groups name a decoration (a reserved name of
//! that document's table or a decoration number) with literal arguments; on a GEP
//! to a struct member they decorate that member. Any other string (also `{FOO}`) is a
//! UserSemantic decoration (SPIR-V 1.4 or SPV_GOOGLE_hlsl_functionality1;
//! dropped when neither is allowed, since it only carries information).

use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, TypeKind, Value};
use crate::lower::{LowerResult, ModuleLowering};
use spirv_writer::spirv::Decoration;
use spirv_writer::{Id, Operand};

/// The reserved names of the member decoration table of "SPIR-V Representation in LLVM IR".
fn reserved_decoration(name: &str, args: &[String]) -> Option<Decoration> {
    Some(match name {
        "register" => Decoration::RegisterINTEL,
        "memory" => Decoration::MemoryINTEL,
        "numbanks" => Decoration::NumbanksINTEL,
        "bankwidth" => Decoration::BankwidthINTEL,
        "private_copies" | "max_private_copies" => Decoration::MaxPrivateCopiesINTEL,
        "pump" if args.first().map(String::as_str) == Some("2") => Decoration::DoublepumpINTEL,
        "pump" => Decoration::SinglepumpINTEL,
        "max_replicates" => Decoration::MaxReplicatesINTEL,
        "simple_dual_port" => Decoration::SimpleDualPortINTEL,
        "merge" => Decoration::MergeINTEL,
        "bank_bits" => Decoration::BankBitsINTEL,
        "force_pow2_depth" => Decoration::ForcePow2DepthINTEL,
        _ => return None,
    })
}

/// One parsed annotation.
#[derive(Debug, PartialEq)]
pub enum Annotation {
    Decorate(Decoration, Vec<Operand>),
    UserSemantic(String),
}

/// Parses an annotation string: brace groups, or else a user semantic. A
/// string whose groups do not all name a decoration (`{FOO}`, an unclosed
/// `{`) is a user semantic too, as the reference translator keeps it.
pub fn parse_annotation(text: &str) -> LowerResult<Vec<Annotation>> {
    let text = text.trim_end_matches('\0');
    let user_semantic = || Ok(vec![Annotation::UserSemantic(text.to_string())]);
    if !text.trim_start().starts_with('{') {
        return user_semantic();
    }
    let malformed = |problem: String| LowerError::convention(format!("annotation \"{text}\""), problem);
    let mut out = Vec::new();
    let mut rest = text.trim();
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| c + open) else { return user_semantic() };
        let group = &rest[open + 1..close];
        rest = &rest[close + 1..];
        let (name, args) = match group.split_once(':') {
            Some((name, args)) => (name.trim(), args),
            None => (group.trim(), ""),
        };
        // `merge` separates its arguments with ':', the others with ','; a
        // quoted list (`{6442:"0,1"}`, as SYCL writes it) is one list.
        let separator = if name == "merge" { ':' } else { ',' };
        let args = args.trim();
        let args = args
            .strip_prefix('"')
            .and_then(|a| a.strip_suffix('"'))
            .filter(|a| !a.contains('"'))
            .unwrap_or(args);
        let args: Vec<String> =
            args.split(separator).map(|a| a.trim().to_string()).filter(|a| !a.is_empty()).collect();
        // SYCL's FPGA load/store unit controls (SPV_INTEL_fpga_memory_accesses:
        // burst coalescing, cache size, prefetch) on a pointer: hints for an
        // FPGA compiler, not translated (docs/EXTENSIONS.md).
        // `sizeinfo` (SYCL's record of the variable's size, beside `memory`)
        // is no decoration either; `stride_size`, `word_size` and
        // `true_dual_port` are FPGA memory hints whose decorations no
        // SPIRV-Tools release up to 2025.5 validates.
        if matches!(
            name,
            "params" | "cache-size" | "sizeinfo" | "stride_size" | "word_size" | "true_dual_port"
        ) {
            continue;
        }
        let decoration = match name.parse::<u32>() {
            Ok(number) => Decoration::from_u32(number)
                .ok_or_else(|| malformed(format!("{number} is not a SPIR-V decoration")))?,
            Err(_) => match reserved_decoration(name, &args) {
                Some(decoration) => decoration,
                None => return user_semantic(),
            },
        };
        out.push(Annotation::Decorate(decoration, annotation_operands(decoration, &args)));
    }
    Ok(out)
}

/// The operands of an annotation's decoration: numbers, except where the
/// grammar wants a string.
fn annotation_operands(decoration: Decoration, args: &[String]) -> Vec<Operand> {
    use rspirv::grammar::OperandKind;
    match decoration {
        // Their arguments are ignored; reverse translation adds a 1 ("SPIR-V Representation in LLVM IR").
        Decoration::RegisterINTEL
        | Decoration::SimpleDualPortINTEL
        | Decoration::SinglepumpINTEL
        | Decoration::DoublepumpINTEL => Vec::new(),
        _ => {
            let expected = Operand::Decoration(decoration).additional_operands();
            let wants_string = |n: usize| {
                expected.get(n).or(expected.last()).is_some_and(|o| o.kind == OperandKind::LiteralString)
            };
            args.iter()
                .enumerate()
                .map(|(n, a)| {
                    let a = a.trim_matches('"');
                    match a.parse::<u32>() {
                        Ok(number) if !wants_string(n) => Operand::LiteralBit32(number),
                        _ => Operand::LiteralString(a.to_string()),
                    }
                })
                .collect()
        }
    }
}

/// The text of a constant C string a pointer refers to (through GEPs/casts).
fn annotation_text(pointer: Value) -> Option<String> {
    let mut v = pointer;
    while !v.is_global_variable() {
        match v.const_opcode().or_else(|| v.opcode()) {
            Some(Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast) => v = v.operand(0),
            _ => return None,
        }
    }
    let bytes = v.initializer()?.const_string_bytes()?;
    Some(String::from_utf8_lossy(&bytes).trim_end_matches('\0').to_string())
}

/// The text of an annotation call or table entry: its string, and for a
/// user semantic (no brace group) the constant integers of its arguments
/// appended as the reference translator writes them ("name: 30, 60").
pub(crate) fn annotation_with_args(text: Option<Value>, args: Option<Value>) -> Option<String> {
    let text = annotation_text(text?)?;
    if text.trim_start().starts_with('{') {
        return Some(text);
    }
    match args.and_then(annotation_args) {
        Some(values) => Some(format!("{text}: {values}")),
        None => Some(text),
    }
}

/// The integers of an annotation's argument struct (`@.args = { i32 30, i32 60 }`,
/// also `zeroinitializer` and bools), comma separated; None for no arguments
/// or any other constant.
fn annotation_args(pointer: Value) -> Option<String> {
    let mut v = pointer;
    while !v.is_global_variable() {
        match v.const_opcode() {
            Some(Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast) => v = v.operand(0),
            _ => return None,
        }
    }
    let values = v.initializer()?;
    if values.ty().kind() != TypeKind::Struct {
        return None;
    }
    let count = values.ty().struct_fields().len() as u32;
    let numbers: Option<Vec<String>> =
        (0..count).map(|n| values.aggregate_element(n)?.const_int_zext().map(|x| x.to_string())).collect();
    numbers.filter(|n| !n.is_empty()).map(|n| n.join(", "))
}

impl ModuleLowering {
    /// Applies annotation `text` to `target`, or to member `member` of struct type `owner`.
    pub(crate) fn annotate(&mut self, target: Id, member: Option<(Id, u32)>, text: &str) -> LowerResult<()> {
        for annotation in parse_annotation(text)? {
            if let Annotation::Decorate(d, _) = &annotation {
                if self.is_disallowed_fpga_memory_hint(*d) {
                    continue;
                }
            }
            match (annotation, member) {
                (Annotation::Decorate(d, operands), Some((owner, index))) => {
                    self.m.decorate_replacing(owner, Some(index), d, operands)
                }
                (Annotation::Decorate(d, operands), None) => {
                    self.m.decorate_replacing(target, None, d, operands)
                }
                (Annotation::UserSemantic(s), _) => {
                    if self.use_optional_feature(crate::target::optional::OptionalFeature::UserSemantic) {
                        match member {
                            Some((owner, index)) => self.m.member_decorate(
                                owner,
                                index,
                                Decoration::UserSemantic,
                                vec![Operand::LiteralString(s)],
                            ),
                            None => self.m.decorate(
                                target,
                                Decoration::UserSemantic,
                                vec![Operand::LiteralString(s)],
                            ),
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether `d` is one of the FPGA memory attributes of that document's table
    /// (SPV_INTEL_fpga_memory_attributes: how an FPGA compiler builds a
    /// variable's memory) while the target allows none of the extensions
    /// that provide it: such a hint is dropped, as the reference translator
    /// drops it, rather than refusing the module.
    fn is_disallowed_fpga_memory_hint(&self, d: Decoration) -> bool {
        const FPGA_MEMORY: [Decoration; 12] = [
            Decoration::RegisterINTEL,
            Decoration::MemoryINTEL,
            Decoration::NumbanksINTEL,
            Decoration::BankwidthINTEL,
            Decoration::MaxPrivateCopiesINTEL,
            Decoration::DoublepumpINTEL,
            Decoration::SinglepumpINTEL,
            Decoration::MaxReplicatesINTEL,
            Decoration::SimpleDualPortINTEL,
            Decoration::MergeINTEL,
            Decoration::BankBitsINTEL,
            Decoration::ForcePow2DepthINTEL,
        ];
        FPGA_MEMORY.contains(&d) && !self.allows_decoration(d)
    }

    /// Whether the target allows an extension that provides decoration `d`
    /// (through the decoration or its capabilities), or `d` needs none.
    pub fn allows_decoration(&self, d: Decoration) -> bool {
        let mut extensions = Operand::Decoration(d).required_extensions();
        for capability in Operand::Decoration(d).required_capabilities() {
            extensions.extend(Operand::Capability(capability).required_extensions());
        }
        extensions.is_empty() || extensions.iter().any(|e| self.allows_extension(e))
    }

    /// `@llvm.global.annotations = [{ ptr @g, ptr @str, ptr @file, i32 line, ptr args }, ...]`.
    pub fn lower_global_annotations(&mut self) -> LowerResult<()> {
        let Some(table) = self.llvm.globals().into_iter().find(|g| g.name() == "llvm.global.annotations")
        else {
            return Ok(());
        };
        let Some(entries) = table.initializer() else { return Ok(()) };
        for n in 0..entries.ty().array_len() as u32 {
            let Some(entry) = entries.aggregate_element(n) else { continue };
            let (Some(annotated), Some(text)) = (
                entry.aggregate_element(0),
                annotation_with_args(entry.aggregate_element(1), entry.aggregate_element(4)),
            ) else {
                continue;
            };
            let mut target = annotated;
            while !(target.is_global_variable() || target.is_function()) && target.const_opcode().is_some() {
                target = target.operand(0);
            }
            let id = if target.is_function() {
                self.signatures.get(&target).map(|s| s.id)
            } else if target.is_global_variable() {
                Some(self.global_id(target)?)
            } else {
                None
            };
            if let Some(id) = id {
                self.annotate(id, None, &text)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn annotation_strings() {
        assert_eq!(parse_annotation("hello").unwrap(), vec![Annotation::UserSemantic("hello".into())]);
        assert_eq!(
            parse_annotation("{register:1}{numbanks:4}").unwrap(),
            vec![
                Annotation::Decorate(Decoration::RegisterINTEL, vec![]),
                Annotation::Decorate(Decoration::NumbanksINTEL, vec![Operand::LiteralBit32(4)])
            ]
        );
        assert_eq!(
            parse_annotation("{5835:1,2,3}").unwrap(),
            vec![Annotation::Decorate(
                Decoration::BankBitsINTEL,
                (1..=3).map(Operand::LiteralBit32).collect()
            )]
        );
        assert_eq!(
            parse_annotation("{merge:foo:depth}").unwrap(),
            vec![Annotation::Decorate(
                Decoration::MergeINTEL,
                vec![Operand::LiteralString("foo".into()), Operand::LiteralString("depth".into())]
            )]
        );
        assert_eq!(
            parse_annotation("{pump:2}").unwrap(),
            vec![Annotation::Decorate(Decoration::DoublepumpINTEL, vec![])]
        );
        // No decoration of that name: the whole string is a user semantic.
        assert_eq!(
            parse_annotation("{numbanks:4}{bogus:1}").unwrap(),
            vec![Annotation::UserSemantic("{numbanks:4}{bogus:1}".into())]
        );
        // A quoted argument list (SYCL's cache controls).
        assert_eq!(
            parse_annotation("{6442:\"0,1\"}").unwrap(),
            vec![Annotation::Decorate(
                Decoration::CacheControlLoadINTEL,
                vec![Operand::LiteralBit32(0), Operand::LiteralBit32(1)]
            )]
        );
        // FPGA load/store unit controls are hints left out.
        assert_eq!(
            parse_annotation("{params:1}{cache-size:128}{numbanks:2}").unwrap(),
            vec![Annotation::Decorate(Decoration::NumbanksINTEL, vec![Operand::LiteralBit32(2)])]
        );
        assert_eq!(
            parse_annotation("{register").unwrap(),
            vec![Annotation::UserSemantic("{register".into())]
        );
        assert!(parse_annotation("{99999:1}").is_err());
    }
}
