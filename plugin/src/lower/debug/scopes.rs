//! Compile unit, source files, and lexical scopes: functions, lexical
//! blocks, namespaces, and the DebugInlinedAt chains of inlined code.

use super::encode::{self, Arg};
use super::MAX_DEPTH;
use crate::llvm::debug::{location_of, DiNode};
use crate::llvm::MetadataKind as K;
use crate::lower::module::debug_state::DebugInfo;
use spirv_writer::{Id, Module};

/// DWARF source languages (DW_LANG_*) to SPIR-V SourceLanguage numbers.
fn source_language(dwarf: u32) -> u32 {
    const OPENCL_C: u32 = 3;
    const OPENCL_CPP: u32 = 4;
    match dwarf {
        0x15 | 0x01 | 0x02 | 0x0c | 0x1d | 0x2c => OPENCL_C, // OpenCL, C89, C, C99, C11, C17
        0x04 | 0x19 | 0x1a | 0x21 | 0x2a | 0x2b => OPENCL_CPP, // C++, 03, 11, 14, 17, 20
        _ => 0,
    }
}

/// LLVM DIFlags to SPIR-V DebugInfoFlags (OpenCL.DebugInfo.100 3.4).
pub fn debug_flags(llvm: u32) -> u32 {
    // LLVM: private 1, protected 2, public 3 (a two-bit field); SPIR-V swaps
    // private and protected.
    let mut flags = match llvm & 3 {
        1 => 2,
        2 => 1,
        3 => 3,
        _ => 0,
    };
    let map = [
        (1 << 2, 1 << 4),   // FwdDecl
        (1 << 6, 1 << 5),   // Artificial
        (1 << 7, 1 << 6),   // Explicit
        (1 << 8, 1 << 7),   // Prototyped
        (1 << 10, 1 << 8),  // ObjectPointer
        (1 << 12, 1 << 9),  // StaticMember
        (1 << 13, 1 << 11), // LValueReference
        (1 << 14, 1 << 12), // RValueReference
        (1 << 22, 1 << 15), // TypePassByValue
        (1 << 23, 1 << 16), // TypePassByReference
        (1 << 24, 1 << 14), // EnumClass
    ];
    for (from, to) in map {
        if llvm & from != 0 {
            flags |= to;
        }
    }
    flags
}

pub const FLAG_IS_LOCAL: u32 = 1 << 2;
pub const FLAG_IS_DEFINITION: u32 = 1 << 3;
pub const FLAG_IS_OPTIMIZED: u32 = 1 << 13;

impl DebugInfo {
    /// DebugCompilationUnit, and the producer as OpModuleProcessed (where the
    /// reference translator's reader finds it).
    pub(super) fn compile_unit(&mut self, m: &mut Module) -> Id {
        if let Some(id) = self.compile_unit_id {
            return id;
        }
        let cu = self.compile_unit;
        let source = match cu.file() {
            Some(file) => self.source(m, file).0,
            None => self.none(m),
        };
        let version = if self.non_semantic() { 100 } else { 65536 };
        let language = source_language(cu.language());
        let id = self.global(
            m,
            encode::COMPILATION_UNIT,
            vec![Arg::Lit(version), Arg::Lit(5), Arg::Id(source), Arg::Lit(language)],
        );
        let producer = cu.producer();
        if !producer.is_empty() {
            m.module_processed(&format!("Debug info producer: {producer}"));
        }
        self.compile_unit_id = Some(id);
        id
    }

    /// The DebugSource of a DIFile and the OpString of its path.
    pub(super) fn source(&mut self, m: &mut Module, file: DiNode) -> (Id, Id) {
        if let Some(&ids) = self.sources.get(&file) {
            return ids;
        }
        let name = file.file_part(0);
        let directory = file.file_part(1);
        let path =
            if name.starts_with('/') || directory.is_empty() { name } else { format!("{directory}/{name}") };
        let checksum = file.file_part(2);
        let mut text = file.file_part(3);
        if text.is_empty() && !checksum.is_empty() {
            // The reference translator's convention for checksums.
            let kind = match checksum.len() {
                40 => "SHA1",
                64 => "SHA256",
                _ => "MD5",
            };
            text = format!("//__CSK_{kind}:{checksum}");
        }
        if let Some(&ids) = self.sources_by_path.get(&(path.clone(), text.clone())) {
            self.sources.insert(file, ids);
            return ids;
        }
        let path_string = m.string(&path);
        // A text longer than one OpString can hold is continued by
        // DebugSourceContinued (NonSemantic.Shader.DebugInfo.100); the
        // OpenCL.DebugInfo.100 set has no such instruction: there the text is
        // left out (it is optional; the lines keep pointing into the file).
        let mut pieces = text_pieces(&text);
        if !self.non_semantic() && pieces.len() > 1 {
            pieces = vec![""];
        }
        // Text is optional, but llvm-spirv-15 -r aborts on a DebugSource without it.
        let args = vec![Arg::Id(path_string), self.string(m, pieces[0])];
        let id = self.global(m, encode::SOURCE, args);
        for piece in &pieces[1..] {
            let text = self.string(m, piece);
            self.global(m, encode::SOURCE_CONTINUED, vec![text]);
        }
        self.sources.insert(file, (id, path_string));
        self.sources_by_path.insert((path, text), (id, path_string));
        (id, path_string)
    }

    /// The DebugSource of the file a node is in (DebugInfoNone-free: the
    /// compile unit's file when the node has none).
    pub(super) fn source_of(&mut self, m: &mut Module, node: DiNode) -> Id {
        match node.file().or_else(|| self.compile_unit.file()) {
            Some(file) => self.source(m, file).0,
            None => self.none(m),
        }
    }

    /// The debug scope a node's scope field names: the compile unit for
    /// file-level entities.
    pub(super) fn parent_of(&mut self, m: &mut Module, node: DiNode) -> Id {
        let scope = node.scope();
        self.scope_id(m, scope)
    }

    /// A lexical scope (DebugCompilationUnit, DebugFunction, DebugLexicalBlock,
    /// DebugTypeComposite) for `scope`; the compile unit for none or a file.
    pub(super) fn scope_id(&mut self, m: &mut Module, scope: Option<DiNode>) -> Id {
        let Some(scope) = scope else { return self.compile_unit(m) };
        if let Some(&id) = self.nodes.get(&scope) {
            // A templated class is a scope as its DebugTypeComposite.
            return self.template_targets.get(&id).copied().unwrap_or(id);
        }
        if self.depth > MAX_DEPTH {
            return self.none(m);
        }
        self.depth += 1;
        let id = match scope.kind() {
            K::DISubprogram => self.subprogram(m, scope),
            K::DILexicalBlock => self.lexical_block(m, scope, None),
            // A file switch inside a block: described by the block around it.
            K::DILexicalBlockFile => self.scope_id(m, scope.scope()),
            K::DINamespace => {
                let name = scope.name();
                self.lexical_block(m, scope, Some(&name))
            }
            K::DICompositeType => {
                let ty = self.type_id(m, Some(scope));
                self.template_targets.get(&ty).copied().unwrap_or(ty)
            }
            // A scope must be a lexical scope: the compile unit for others.
            _ => self.compile_unit(m),
        };
        self.depth -= 1;
        id
    }

    fn lexical_block(&mut self, m: &mut Module, block: DiNode, name: Option<&str>) -> Id {
        let source = self.source_of(m, block);
        let parent = self.parent_of(m, block);
        let mut args =
            vec![Arg::Id(source), Arg::Lit(block.line()), Arg::Lit(block.column()), Arg::Id(parent)];
        if let Some(name) = name {
            args.push(self.string(m, name));
        }
        let id = self.global(m, encode::LEXICAL_BLOCK, args);
        self.nodes.insert(block, id);
        id
    }

    /// DebugFunction (with its OpFunction in OpenCL.DebugInfo.100 when the
    /// function is defined in this module; NonSemantic puts a
    /// DebugFunctionDefinition in the body instead).
    fn subprogram(&mut self, m: &mut Module, sp: DiNode) -> Id {
        let name = sp.name();
        let name = self.string(m, &name);
        let ty = self.type_id(m, sp.ty());
        let source = self.source_of(m, sp);
        let parent = self.parent_of(m, sp);
        let linkage = sp.linkage_name();
        let linkage = self.string(m, &linkage);
        let sp_flags = sp.subprogram_flags();
        let mut flags = debug_flags(sp.flags());
        if sp_flags & 1 != 0 {
            flags |= FLAG_IS_DEFINITION;
        }
        if sp_flags & 2 != 0 {
            flags |= FLAG_IS_LOCAL;
        }
        if sp_flags & 4 != 0 {
            flags |= FLAG_IS_OPTIMIZED;
        }
        let declaration = sp.declaration().map(|decl| self.function_declaration(m, decl));
        if let Some(&id) = self.nodes.get(&sp) {
            return id; // reached again through its own type or parent
        }
        let mut args = vec![
            name,
            Arg::Id(ty),
            Arg::Id(source),
            Arg::Lit(sp.line()),
            Arg::Lit(0),
            Arg::Id(parent),
            linkage,
            Arg::Lit(flags),
            Arg::Lit(sp.scope_line()),
        ];
        if !self.non_semantic() {
            let function = match self.function_ids.get(&sp) {
                Some(&f) => f,
                None => self.none(m),
            };
            args.push(Arg::Id(function));
        }
        // Optional; SPIRV-Tools 2023 rejects DebugInfoNone there.
        args.extend(declaration.map(Arg::Id));
        let id = self.global(m, encode::FUNCTION, args);
        self.nodes.insert(sp, id);
        self.template(m, sp, id)
    }

    /// DebugFunctionDeclaration of a method declared in a class.
    fn function_declaration(&mut self, m: &mut Module, decl: DiNode) -> Id {
        if let Some(&id) = self.nodes.get(&decl) {
            return id;
        }
        let name = decl.name();
        let name = self.string(m, &name);
        let ty = self.type_id(m, decl.ty());
        let source = self.source_of(m, decl);
        let parent = self.parent_of(m, decl);
        let linkage = decl.linkage_name();
        let linkage = self.string(m, &linkage);
        let flags = debug_flags(decl.flags());
        if let Some(&id) = self.nodes.get(&decl) {
            return id;
        }
        let args = vec![
            name,
            Arg::Id(ty),
            Arg::Id(source),
            Arg::Lit(decl.line()),
            Arg::Lit(0),
            Arg::Id(parent),
            linkage,
            Arg::Lit(flags),
        ];
        let id = self.global(m, encode::FUNCTION_DECLARATION, args);
        self.nodes.insert(decl, id);
        id
    }

    /// DebugInlinedAt for an inlined-at DILocation and the chain above it,
    /// built outermost first (iteratively: chains can be long).
    pub(super) fn inlined_at(&mut self, m: &mut Module, node: DiNode) -> Option<Id> {
        let mut chain = Vec::new();
        let mut next = Some(node);
        while let Some(n) = next {
            if self.nodes.contains_key(&n) || chain.len() > 4096 {
                break;
            }
            let location = location_of(n)?;
            chain.push((n, location));
            next = location.inlined_at;
        }
        for (n, location) in chain.into_iter().rev() {
            let scope = self.scope_id(m, Some(location.scope));
            let mut args = vec![Arg::Lit(location.line), Arg::Id(scope)];
            if let Some(outer) = location.inlined_at {
                args.push(Arg::Id(*self.nodes.get(&outer)?));
            }
            let id = self.global(m, encode::INLINED_AT, args);
            self.nodes.insert(n, id);
        }
        self.nodes.get(&node).copied()
    }
}

/// The most bytes of text one OpString holds: 65535 words less the word
/// count/opcode and result id words, less the terminating NUL.
const MAX_STRING_BYTES: usize = (65535 - 2) * 4 - 1;

/// `text` in pieces of at most MAX_STRING_BYTES, split at character
/// boundaries (at least one piece, maybe empty).
fn text_pieces(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while rest.len() > MAX_STRING_BYTES {
        let mut end = MAX_STRING_BYTES;
        while !rest.is_char_boundary(end) {
            end -= 1;
        }
        let (piece, tail) = rest.split_at(end);
        pieces.push(piece);
        rest = tail;
    }
    pieces.push(rest);
    pieces
}

#[cfg(test)]
mod tests {
    #[test]
    fn text_pieces_fit_one_string() {
        let long = "é".repeat(super::MAX_STRING_BYTES);
        let pieces = super::text_pieces(&long);
        assert_eq!(pieces.len(), 3);
        assert!(pieces.iter().all(|p| p.len() <= super::MAX_STRING_BYTES));
        assert_eq!(pieces.concat(), long);
        assert_eq!(super::text_pieces(""), vec![""]);
    }
}
