//! Debug types: basic, pointer/reference, qualifiers, typedef, array, vector,
//! struct/union/class with members and bases, enum, function, templates.

use super::encode::{self, clamp, Arg};
use super::scopes::debug_flags;
use super::MAX_DEPTH;
use crate::address_spaces::AddressSpaceMap;
use crate::llvm::debug::{DiList, DiNode};
use crate::llvm::MetadataKind as K;
use crate::lower::module::debug_state::DebugInfo;
use spirv_writer::{Id, Module};

// DWARF tags (DW_TAG_*).
const TAG_ARRAY: u32 = 0x01;
const TAG_CLASS: u32 = 0x02;
const TAG_ENUMERATION: u32 = 0x04;
const TAG_MEMBER: u32 = 0x0d;
const TAG_POINTER: u32 = 0x0f;
const TAG_REFERENCE: u32 = 0x10;
const TAG_STRUCTURE: u32 = 0x13;
const TAG_TYPEDEF: u32 = 0x16;
const TAG_UNION: u32 = 0x17;
const TAG_INHERITANCE: u32 = 0x1c;
const TAG_CONST: u32 = 0x26;
const TAG_VOLATILE: u32 = 0x35;
const TAG_RESTRICT: u32 = 0x37;
const TAG_RVALUE_REFERENCE: u32 = 0x42;
const TAG_ATOMIC: u32 = 0x47;

/// LLVM's DIFlagVector: an array type that is a vector.
const LLVM_FLAG_VECTOR: u32 = 1 << 11;

/// DWARF base type encodings (DW_ATE_*) to DebugBaseTypeAttributeEncoding.
fn encoding(dwarf: u32) -> u32 {
    match dwarf {
        0x01 => 1, // address
        0x02 => 2, // boolean
        0x04 => 3, // float
        0x05 => 4, // signed
        0x06 => 5, // signed char
        0x07 => 6, // unsigned
        0x08 => 7, // unsigned char
        _ => 0,    // unspecified
    }
}

/// The DWARF address space of a pointer (clang gives the LLVM address space)
/// as a SPIR-V storage class, through the module's address-space map; none,
/// or a number the map does not know, is Function.
fn storage_class(map: &AddressSpaceMap, dwarf_address_space: Option<u32>) -> u32 {
    let storage = dwarf_address_space.and_then(|space| map.storage_class(space).ok());
    storage.unwrap_or(spirv_writer::spirv::StorageClass::Function) as u32
}

impl DebugInfo {
    /// The debug type of a DI type node; DebugInfoNone for none or for what
    /// the sets cannot describe.
    pub(super) fn type_id(&mut self, m: &mut Module, ty: Option<DiNode>) -> Id {
        let Some(ty) = ty else { return self.none(m) };
        if let Some(&id) = self.nodes.get(&ty) {
            return id;
        }
        if self.depth > MAX_DEPTH {
            return self.none(m);
        }
        self.depth += 1;
        let id = match ty.kind() {
            K::DIBasicType => self.basic_type(m, ty),
            K::DIDerivedType => self.derived_type(m, ty),
            K::DICompositeType => self.composite_type(m, ty),
            K::DISubroutineType => self.function_type(m, ty),
            _ => self.none(m),
        };
        self.depth -= 1;
        self.nodes.entry(ty).or_insert(id);
        id
    }

    /// The debug type of a variable or member: DebugInfoNone is no type
    /// there (SPIRV-Tools rejects it), so what has none (or one the sets
    /// cannot describe) gets an unspecified basic type.
    pub(super) fn object_type_id(&mut self, m: &mut Module, ty: Option<DiNode>) -> Id {
        let id = self.type_id(m, ty);
        if Some(id) != self.none {
            return id;
        }
        if let Some(&unspecified) = self.address_types.get(&(String::new(), 0)) {
            return unspecified;
        }
        let mut args = vec![self.string(m, ""), Arg::Const(0), Arg::Lit(0)];
        if self.non_semantic() {
            args.push(Arg::Lit(0));
        }
        let unspecified = self.global(m, encode::TYPE_BASIC, args);
        self.basic_types.insert(unspecified);
        self.address_types.insert((String::new(), 0), unspecified);
        unspecified
    }

    fn basic_type(&mut self, m: &mut Module, ty: DiNode) -> Id {
        let name = ty.name();
        let mut args =
            vec![self.string(m, &name), Arg::Const(clamp(ty.size_bits())), Arg::Lit(encoding(ty.encoding()))];
        if self.non_semantic() {
            args.push(Arg::Lit(0)); // flags
        }
        let id = self.global(m, encode::TYPE_BASIC, args);
        self.basic_types.insert(id);
        id
    }

    fn derived_type(&mut self, m: &mut Module, ty: DiNode) -> Id {
        let tag = ty.tag();
        let qualifier = match tag {
            TAG_CONST => Some(0),
            TAG_VOLATILE => Some(1),
            TAG_RESTRICT => Some(2),
            TAG_ATOMIC => Some(3),
            _ => None,
        };
        match tag {
            TAG_POINTER | TAG_REFERENCE | TAG_RVALUE_REFERENCE => {
                let base = self.type_id(m, ty.ty());
                let mut flags = debug_flags(ty.flags());
                flags |= match tag {
                    TAG_REFERENCE => 1 << 11,
                    TAG_RVALUE_REFERENCE => 1 << 12,
                    _ => 0,
                };
                let Some(base) = self.basic_base(base) else { return self.address_type(m, ty) };
                let storage = storage_class(&self.address_spaces, ty.dwarf_address_space());
                self.global(m, encode::TYPE_POINTER, vec![Arg::Id(base), Arg::Lit(storage), Arg::Lit(flags)])
            }
            TAG_TYPEDEF => {
                let name = ty.name();
                let name = self.string(m, &name);
                let described = self.type_id(m, ty.ty());
                // SPIRV-Tools (2023 to 2025) rejects a DebugTypedef of
                // anything but a DebugTypeBasic: the type stands for itself.
                let Some(base) = self.basic_base(described) else { return described };
                let source = self.source_of(m, ty);
                let parent = self.parent_of(m, ty);
                let id = self.global(
                    m,
                    encode::TYPEDEF,
                    vec![
                        name,
                        Arg::Id(base),
                        Arg::Id(source),
                        Arg::Lit(ty.line()),
                        Arg::Lit(0),
                        Arg::Id(parent),
                    ],
                );
                self.basic_under.insert(id, base);
                id
            }
            _ if qualifier.is_some() => {
                let described = self.type_id(m, ty.ty());
                // SPIRV-Tools 2023 qualifies only basic types.
                let Some(base) = self.basic_base(described) else { return described };
                let id = self.global(
                    m,
                    encode::TYPE_QUALIFIER,
                    vec![Arg::Id(base), Arg::Lit(qualifier.unwrap_or(0))],
                );
                self.basic_under.insert(id, base);
                id
            }
            // Members and bases are described with their composite; other
            // derived types (friend, pointer to member) have no equivalent here.
            _ => self.none(m),
        }
    }

    /// `id` if it is a DebugTypeBasic, else the one under a typedef or
    /// qualifier of one (what SPIRV-Tools 2023 requires under pointers,
    /// typedefs, qualifiers and vectors).
    fn basic_base(&self, id: Id) -> Option<Id> {
        if self.basic_types.contains(&id) {
            return Some(id);
        }
        self.basic_under.get(&id).copied()
    }

    /// A pointer to anything but a basic type, as a basic type with the
    /// address encoding: SPIRV-Tools 2023 accepts only DebugTypeBasic under
    /// DebugTypePointer (2025 accepts any type), and every module we write
    /// must pass both. The name keeps the pointee's (`S *`).
    fn address_type(&mut self, m: &mut Module, pointer: DiNode) -> Id {
        let mut name = pointer.name();
        if name.is_empty() {
            let pointee =
                pointer.ty().map(|t| t.name()).filter(|n| !n.is_empty()).unwrap_or_else(|| "void".into());
            name = format!("{pointee} *");
        }
        let size = match pointer.size_bits() {
            0 => 64,
            bits => bits,
        };
        if let Some(&id) = self.address_types.get(&(name.clone(), size)) {
            return id;
        }
        let mut args = vec![self.string(m, &name), Arg::Const(clamp(size)), Arg::Lit(1)];
        if self.non_semantic() {
            args.push(Arg::Lit(0));
        }
        let id = self.global(m, encode::TYPE_BASIC, args);
        self.basic_types.insert(id);
        self.address_types.insert((name, size), id);
        id
    }

    fn composite_type(&mut self, m: &mut Module, ty: DiNode) -> Id {
        match ty.tag() {
            TAG_ARRAY if ty.flags() & LLVM_FLAG_VECTOR != 0 => {
                let described = self.type_id(m, ty.ty());
                let count = ty
                    .list(DiList::Elements)
                    .first()
                    .copied()
                    .flatten()
                    .and_then(DiNode::int_value)
                    .unwrap_or(0);
                let count = clamp(count.max(0) as u64);
                match self.basic_base(described) {
                    // SPIRV-Tools 2023 takes vectors of up to 4 basic types only.
                    Some(base) if (2..=4).contains(&count) => {
                        self.global(m, encode::TYPE_VECTOR, vec![Arg::Id(base), Arg::Lit(count)])
                    }
                    _ => self.global(m, encode::TYPE_ARRAY, vec![Arg::Id(described), Arg::Const(count)]),
                }
            }
            TAG_ARRAY => {
                let base = self.type_id(m, ty.ty());
                let mut args = vec![Arg::Id(base)];
                for subrange in ty.list(DiList::Elements) {
                    // A run-time count (a variable length array) is the
                    // DebugLocalVariable holding it, where the set allows
                    // that variable (an unsigned integer); an unknown count
                    // (a flexible array member, `int data[];`: count -1 or
                    // none) or a zero-length array is 0. OpenCL.DebugInfo.100
                    // takes no 0 count (SPIRV-Tools rejects it, and
                    // DebugInfoNone, as an unsized "bindless" array): there
                    // such an array has one element, as C's pre-C99
                    // `data[1]` idiom wrote it (a debugger indexes on from it).
                    if let Some(variable) = subrange.and_then(|s| self.count_variable(m, s)) {
                        args.push(Arg::Id(variable));
                        continue;
                    }
                    let count = subrange.and_then(DiNode::int_value).unwrap_or(0).max(0);
                    let count = if count == 0 && !self.non_semantic() { 1 } else { count };
                    args.push(Arg::Const(clamp(count as u64)));
                }
                if args.len() == 1 {
                    args.push(Arg::Const(if self.non_semantic() { 0 } else { 1 }));
                }
                self.global(m, encode::TYPE_ARRAY, args)
            }
            TAG_ENUMERATION => self.enum_type(m, ty),
            TAG_STRUCTURE | TAG_CLASS | TAG_UNION => self.struct_type(m, ty),
            _ => self.none(m),
        }
    }

    /// The DebugLocalVariable of a subrange's run-time count, when it is a
    /// local variable of a 32- or 64-bit unsigned integer type (what
    /// DebugTypeArray's Component Count takes besides constants).
    fn count_variable(&mut self, m: &mut Module, subrange: DiNode) -> Option<Id> {
        let variable = subrange.ty().filter(|v| matches!(v.kind(), K::DILocalVariable))?;
        let ty = variable.ty()?;
        let unsigned = matches!(ty.kind(), K::DIBasicType)
            && matches!(encoding(ty.encoding()), 6 | 7) // unsigned, unsigned char
            && matches!(ty.size_bits(), 32 | 64);
        unsigned.then(|| self.local_variable(m, variable))
    }

    fn enum_type(&mut self, m: &mut Module, ty: DiNode) -> Id {
        let name = ty.name();
        let name = self.string(m, &name);
        let underlying = self.type_id(m, ty.ty());
        let source = self.source_of(m, ty);
        let parent = self.parent_of(m, ty);
        let mut args = vec![
            name,
            Arg::Id(underlying),
            Arg::Id(source),
            Arg::Lit(ty.line()),
            Arg::Lit(0),
            Arg::Id(parent),
            Arg::Const(clamp(ty.size_bits())),
            Arg::Lit(debug_flags(ty.flags())),
        ];
        for enumerator in ty.list(DiList::Elements).into_iter().flatten() {
            let value = enumerator.int_value().unwrap_or(0);
            args.push(Arg::Const(value as u32)); // two's complement, 32 bits
            let enumerator_name = enumerator.name();
            args.push(self.string(m, &enumerator_name));
        }
        self.global(m, encode::TYPE_ENUM, args)
    }

    /// DebugTypeComposite, declared before its members (which refer back to
    /// it); its member operands are the forward references the sets allow,
    /// so recursive types (a list node pointing to itself) need no cycle.
    fn struct_type(&mut self, m: &mut Module, ty: DiNode) -> Id {
        let id = m.alloc_id();
        self.nodes.insert(ty, id);
        let name = ty.name();
        let name = self.string(m, &name);
        let tag = match ty.tag() {
            TAG_CLASS => 0,
            TAG_UNION => 2,
            _ => 1,
        };
        let source = self.source_of(m, ty);
        let parent = self.parent_of(m, ty);
        let identifier = ty.linkage_name();
        let linkage = self.string(m, &identifier);
        // Base classes: not in NonSemantic, where SPIRV-Tools 2023 wants the
        // (earlier) child in DebugTypeInheritance, which the set lacks.
        let non_semantic = self.non_semantic();
        let elements: Vec<(DiNode, Id)> = ty
            .list(DiList::Elements)
            .into_iter()
            .flatten()
            .filter(|e| {
                matches!(e.kind(), K::DIDerivedType)
                    && (e.tag() == TAG_MEMBER || (e.tag() == TAG_INHERITANCE && !non_semantic))
            })
            .map(|e| (e, m.alloc_id()))
            .collect();
        let mut args = vec![
            name,
            Arg::Lit(tag),
            Arg::Id(source),
            Arg::Lit(ty.line()),
            Arg::Lit(0),
            Arg::Id(parent),
            linkage,
            Arg::Const(clamp(ty.size_bits())),
            Arg::Lit(debug_flags(ty.flags())),
        ];
        args.extend(elements.iter().map(|&(_, id)| Arg::Id(id)));
        if self.non_semantic() {
            // NonSemantic members do not name their parent, and SPIRV-Tools
            // 2023 allows no forward reference there: members first.
            for &(element, element_id) in &elements {
                self.member(m, id, element, element_id);
            }
            self.global_as(m, id, encode::TYPE_COMPOSITE, args);
        } else {
            self.global_as(m, id, encode::TYPE_COMPOSITE, args);
            for (element, element_id) in elements {
                self.member(m, id, element, element_id);
            }
        }
        self.template(m, ty, id)
    }

    fn member(&mut self, m: &mut Module, parent: Id, member: DiNode, id: Id) {
        let base = self.object_type_id(m, member.ty());
        let offset = Arg::Const(clamp(member.offset_bits()));
        let size = Arg::Const(clamp(member.size_bits()));
        let mut flags = debug_flags(member.flags());
        if flags & 3 == 0 {
            flags |= 3; // public unless said otherwise, as the reference translator reads it
        }
        if member.tag() == TAG_INHERITANCE {
            let args = vec![Arg::Id(parent), Arg::Id(base), offset, size, Arg::Lit(flags)];
            self.global_as(m, id, encode::TYPE_INHERITANCE, args);
            return;
        }
        let name = member.name();
        let name = self.string(m, &name);
        let source = self.source_of(m, member);
        let mut args = vec![name, Arg::Id(base), Arg::Id(source), Arg::Lit(member.line()), Arg::Lit(0)];
        if !self.non_semantic() {
            args.push(Arg::Id(parent));
        }
        args.extend([offset, size, Arg::Lit(flags)]);
        self.global_as(m, id, encode::TYPE_MEMBER, args);
    }

    fn function_type(&mut self, m: &mut Module, ty: DiNode) -> Id {
        let types = ty.list(DiList::Elements);
        let mut args = vec![Arg::Lit(debug_flags(ty.flags()))];
        // A void return is OpTypeVoid (the reference translator writes
        // DebugInfoNone, which SPIRV-Tools 2025 rejects).
        let result = match types.first().copied().flatten() {
            Some(t) => self.type_id(m, Some(t)),
            None => self.void,
        };
        args.push(Arg::Id(result));
        for param in types.into_iter().skip(1) {
            // A null parameter type marks a variadic function's `...`: neither
            // set has a variadic flag, and neither DebugInfoNone nor OpTypeVoid
            // is a parameter type there (SPIRV-Tools), so it is the unspecified
            // basic type, as for anything without a type.
            let id = if param.is_some() { self.type_id(m, param) } else { self.object_type_id(m, None) };
            args.push(Arg::Id(id));
        }
        self.global(m, encode::TYPE_FUNCTION, args)
    }

    /// DebugTypeTemplate over `target` when `node` has template parameters
    /// (then the template stands for the type), else `target`.
    /// (A function's template does not replace its DebugFunction as a scope.)
    pub(super) fn template(&mut self, m: &mut Module, node: DiNode, target: Id) -> Id {
        let params = node.list(DiList::TemplateParams);
        if params.is_empty() {
            return target;
        }
        let mut args = vec![Arg::Id(target)];
        for param in params.into_iter().flatten() {
            let name = param.name();
            let name = self.string(m, &name);
            let ty = self.type_id(m, param.ty());
            let value = match param.int_value() {
                Some(v) => m.constant_u32(v as u32),
                None => self.none(m),
            };
            let source = self.source_of(m, param);
            let id = self.global(
                m,
                encode::TYPE_TEMPLATE_PARAMETER,
                vec![name, Arg::Id(ty), Arg::Id(value), Arg::Id(source), Arg::Lit(0), Arg::Lit(0)],
            );
            args.push(Arg::Id(id));
        }
        let id = self.global(m, encode::TYPE_TEMPLATE, args);
        self.template_targets.insert(id, target);
        if matches!(node.kind(), K::DISubprogram) {
            return target;
        }
        self.nodes.insert(node, id);
        id
    }
}

/// The bits of a variable of type `ty` as its debug type describes them to a
/// reader: a vector of an odd length is described by its lanes (`int5`: 160
/// bits), not by the padded size LLVM gives it (256), so a location fragment
/// beyond that describes padding. None when unknown.
pub(super) fn described_bits(ty: Option<DiNode>) -> Option<u64> {
    let mut ty = ty?;
    for _ in 0..64 {
        match ty.tag() {
            TAG_TYPEDEF | TAG_CONST | TAG_VOLATILE | TAG_RESTRICT | TAG_ATOMIC => ty = ty.ty()?,
            TAG_ARRAY if ty.flags() & LLVM_FLAG_VECTOR != 0 => {
                let count =
                    ty.list(DiList::Elements).first().copied().flatten().and_then(DiNode::int_value)?;
                let lane = described_bits(ty.ty())?;
                return u64::try_from(count).ok().map(|c| c * lane);
            }
            _ => return Some(ty.size_bits()).filter(|&bits| bits > 0),
        }
    }
    None
}
