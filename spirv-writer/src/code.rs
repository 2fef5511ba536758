//! Function code and the global section, kept as words.
//!
//! An rspirv `Instruction` is a 48-byte record with a heap vector of 32-byte
//! operands: five to eight times the words it encodes to, and function bodies
//! (or a large module's constants) are most of a module. So code is encoded as it is added
//! (`Module::push_code`), and what the layout still needs of it is kept beside
//! the words: the instructions too long to encode, and the requirement
//! sources, each distinct one once (`RequirementSources`).
//!
//! A module whose finishing rewrites instructions (untyped pointers,
//! replicated composites) or reads them back (a text listing, an
//! environment's checks) keeps its code as instructions instead
//! (`Module::keep_instructions`): then nothing else here applies.

use crate::error::WriterError;
use crate::grammar::{class_of_opcode, inst};
use crate::requirements::might_need_something;
use crate::Id;
use rspirv::binary::Assemble;
use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::Op;

/// A sequence of instructions: a function's blocks or pieces of them, or
/// the global section.
#[derive(Debug, Clone)]
pub struct Code {
    body: Body,
    /// Where the last instruction starts (a word index, or an instruction index).
    last: Option<usize>,
    /// The distinct requirement sources of the instructions (indices into
    /// the module's `RequirementSources`), each with where its first
    /// instruction starts, in that order; empty when the instructions are kept.
    needs: Vec<(u32, usize)>,
    /// Instructions too long to encode (the module will not be written).
    too_long: Vec<WriterError>,
}

#[derive(Debug, Clone)]
enum Body {
    Words(Vec<u32>),
    Instructions(Vec<Instruction>),
}

impl Body {
    fn words(self) -> Vec<u32> {
        match self {
            Body::Words(words) => words,
            Body::Instructions(_) => unreachable!("one module's code has one form"),
        }
    }

    fn instructions(self) -> Vec<Instruction> {
        match self {
            Body::Instructions(list) => list,
            Body::Words(_) => unreachable!("one module's code has one form"),
        }
    }
}

/// `items` with each piece inserted at its offset (ascending), in one pass;
/// `added` is the pieces' total length.
fn spliced<T>(items: Vec<T>, pieces: impl Iterator<Item = (usize, Vec<T>)>, added: usize) -> Vec<T> {
    let mut out = Vec::with_capacity(items.len() + added);
    let mut old = items.into_iter();
    let mut from = 0;
    for (at, piece) in pieces {
        out.extend(old.by_ref().take(at - from));
        from = at;
        out.extend(piece);
    }
    out.extend(old);
    out
}

impl Code {
    pub(crate) fn new(keep_instructions: bool) -> Self {
        let body = if keep_instructions { Body::Instructions(Vec::new()) } else { Body::Words(Vec::new()) };
        Code { body, last: None, needs: Vec::new(), too_long: Vec::new() }
    }

    /// Empty code of the same form as `self`.
    pub fn empty_like(&self) -> Self {
        Code::new(matches!(self.body, Body::Instructions(_)))
    }

    pub fn is_empty(&self) -> bool {
        self.last.is_none()
    }

    /// Appends `i`, whose requirement source (if it has one) is `need`.
    pub(crate) fn push(&mut self, i: Instruction, need: Option<u32>) {
        match &mut self.body {
            Body::Instructions(list) => {
                self.last = Some(list.len());
                list.push(i);
            }
            Body::Words(words) => {
                if let Some(error) = crate::module::oversized(&i) {
                    self.too_long.push(error);
                    return;
                }
                let at = words.len();
                self.last = Some(at);
                i.assemble_into(words);
                if let Some(need) = need {
                    self.note_need(need, at);
                }
            }
        }
    }

    /// Appends an instruction whose operands are all ids, and which needs
    /// nothing and names no type as an operand (a composite constant),
    /// without making it an rspirv instruction first: a large array's
    /// operand vector would be 8 times its words. Encoded code only.
    pub(crate) fn push_ids(&mut self, op: Op, result_type: Id, result_id: Id, ids: &[Id]) {
        let Body::Words(words) = &mut self.body else {
            unreachable!("push_ids is for encoded code");
        };
        let count = 3 + ids.len();
        if count > crate::module::MAX_INSTRUCTION_WORDS {
            self.too_long.push(WriterError::InstructionTooLong { opcode: op, words: count });
            return;
        }
        self.last = Some(words.len());
        words.extend_from_slice(&[(count as u32) << 16 | op as u32, result_type, result_id]);
        words.extend_from_slice(ids);
    }

    /// Notes `need` of an instruction at `at`, after every other instruction.
    fn note_need(&mut self, need: u32, at: usize) {
        if !self.needs.iter().any(|&(n, _)| n == need) {
            self.needs.push((need, at));
        }
    }

    /// Appends `other` (of the same form).
    pub fn append(&mut self, other: Code) {
        let Code { body, last, needs, too_long } = other;
        let offset = match (&mut self.body, body) {
            (Body::Words(words), Body::Words(more)) => {
                let offset = words.len();
                if words.is_empty() {
                    *words = more; // no copy of a long block
                } else {
                    words.extend_from_slice(&more);
                }
                offset
            }
            (Body::Instructions(list), Body::Instructions(mut more)) => {
                let offset = list.len();
                list.append(&mut more);
                offset
            }
            _ => unreachable!("one module's code has one form"),
        };
        if let Some(last) = last {
            self.last = Some(offset + last);
        }
        needs.into_iter().for_each(|(n, at)| self.note_need(n, offset + at));
        self.too_long.extend(too_long);
    }

    /// The opcode of the last instruction.
    pub fn last_opcode(&self) -> Option<Op> {
        let last = self.last?;
        match &self.body {
            Body::Words(words) => class_of_opcode(words[last] & 0xFFFF).map(|c| c.opcode),
            Body::Instructions(list) => Some(list[last].class.opcode),
        }
    }

    /// Where the next instruction will start (a word index, or an instruction
    /// index when the instructions are kept): an offset for `insert_at`.
    pub fn position(&self) -> usize {
        match &self.body {
            Body::Words(words) => words.len(),
            Body::Instructions(list) => list.len(),
        }
    }

    /// Inserts each piece of code (of the same form) at its offset (a
    /// `position` taken before; ascending), all in one pass: one copy of the
    /// code, where inserting piece by piece would move its tail each time.
    pub fn insert_at(&mut self, pieces: Vec<(usize, Code)>) {
        if pieces.is_empty() {
            return;
        }
        // Each piece's offset, and the length of it and the pieces before it.
        let mut added = 0;
        let ends: Vec<(usize, usize)> = pieces
            .iter()
            .map(|(at, piece)| {
                added += piece.position();
                (*at, added)
            })
            .collect();
        // Where an old offset goes: after every piece inserted at or before it.
        let moved = |offset: usize| match ends.partition_point(|&(at, _)| at <= offset) {
            0 => offset,
            placed => offset + ends[placed - 1].1,
        };
        let mut needs: Vec<(u32, usize)> = self.needs.iter().map(|&(n, at)| (n, moved(at))).collect();
        self.last = self.last.map(moved);
        let mut bodies = Vec::with_capacity(pieces.len());
        for ((at, piece), &(_, end)) in pieces.into_iter().zip(&ends) {
            let placed = at + end - piece.position(); // (after the pieces before it)
            needs.extend(piece.needs.iter().map(|&(n, inner)| (n, placed + inner)));
            self.too_long.extend(piece.too_long);
            bodies.push((at, piece.body));
        }
        let bodies = bodies.into_iter();
        self.body = match std::mem::replace(&mut self.body, Body::Words(Vec::new())) {
            Body::Words(words) => Body::Words(spliced(words, bodies.map(|(at, b)| (at, b.words())), added)),
            Body::Instructions(list) => {
                Body::Instructions(spliced(list, bodies.map(|(at, b)| (at, b.instructions())), added))
            }
        };
        // Each source once, at its first use in the new order.
        needs.sort_by_key(|&(_, at)| at);
        self.needs.clear();
        needs.into_iter().for_each(|(n, at)| self.note_need(n, at));
    }

    /// Rewrites the parents of the OpPhis `which` selects (by result id):
    /// each parent label `p` becomes `parent(p)`.
    pub fn remap_phi_parents(&mut self, which: impl Fn(Id) -> bool, parent: impl Fn(Id) -> Id) {
        match &mut self.body {
            Body::Words(words) => {
                let mut at = 0;
                while at < words.len() {
                    let count = (words[at] >> 16).max(1) as usize;
                    // OpPhi: result type, result id, then (value, parent) pairs.
                    if words[at] & 0xFFFF == Op::Phi as u32 && which(words[at + 2]) {
                        for p in (at + 4..at + count).step_by(2) {
                            words[p] = parent(words[p]);
                        }
                    }
                    at += count;
                }
            }
            Body::Instructions(list) => {
                for i in list.iter_mut() {
                    if i.class.opcode == Op::Phi && i.result_id.is_some_and(&which) {
                        for operand in i.operands.iter_mut().skip(1).step_by(2) {
                            if let Operand::IdRef(p) = operand {
                                *p = parent(*p);
                            }
                        }
                    }
                }
            }
        }
    }

    /// The encoded words (empty when the instructions are kept).
    pub(crate) fn words(&self) -> &[u32] {
        match &self.body {
            Body::Words(words) => words,
            Body::Instructions(_) => &[],
        }
    }

    /// The kept instructions (none when encoded).
    pub fn into_instructions(self) -> Vec<Instruction> {
        match self.body {
            Body::Instructions(list) => list,
            Body::Words(_) => Vec::new(),
        }
    }

    /// The distinct requirement sources, in order of first use.
    pub(crate) fn needs(&self) -> impl Iterator<Item = u32> + '_ {
        self.needs.iter().map(|&(n, _)| n)
    }

    pub(crate) fn too_long(&self) -> &[WriterError] {
        &self.too_long
    }
}

/// The distinct requirement sources of a module's code: an instruction's
/// opcode and the operands that can need a capability, extension or version
/// (enumerants); ids and literals need nothing. Inferring a source a second
/// time changes nothing, so the module infers each once per function, at
/// its first use, in layout order as before.
#[derive(Debug, Default)]
pub struct RequirementSources {
    sources: Vec<Instruction>,
    /// Source indices by a hash of their opcode and operands' words.
    by_hash: rustc_hash::FxHashMap<u64, Vec<u32>>,
    scratch: Vec<u32>,
}

impl RequirementSources {
    /// The index of `i`'s requirement source, if it may have requirements.
    pub(crate) fn source_of(&mut self, i: &Instruction) -> Option<u32> {
        if !might_need_something(i) {
            return None;
        }
        let enumerants = || i.operands.iter().filter(|o| crate::requirements::operand_may_need_capability(o));
        self.scratch.clear();
        self.scratch.push(i.class.opcode as u32);
        enumerants().for_each(|o| o.assemble_into(&mut self.scratch));
        let hash = {
            use std::hash::{Hash, Hasher};
            let mut h = rustc_hash::FxHasher::default();
            self.scratch.hash(&mut h);
            h.finish()
        };
        let candidates = self.by_hash.entry(hash).or_default();
        let same = |s: &Instruction| s.class.opcode == i.class.opcode && s.operands.iter().eq(enumerants());
        if let Some(&found) = candidates.iter().find(|&&n| same(&self.sources[n as usize])) {
            return Some(found);
        }
        let index = self.sources.len() as u32;
        self.sources.push(inst(i.class.opcode, None, None, enumerants().cloned().collect()));
        candidates.push(index);
        Some(index)
    }

    pub(crate) fn get(&self, index: u32) -> &Instruction {
        &self.sources[index as usize]
    }
}

#[cfg(test)]
mod tests {
    use crate::grammar::inst;
    use crate::requirements::Version;
    use crate::{Function, Module, TargetEnv};
    use rspirv::dr::Instruction;
    use rspirv::dr::Operand::{self, IdRef};
    use rspirv::spirv::{
        AddressingModel, Capability, FunctionControl, LoopControl, MemoryAccess, MemoryModel, Op,
    };

    /// A function of two blocks whose code needs capabilities through its
    /// opcodes and enumerants, loads through a half pointer, and has a phi
    /// whose parent is remapped; in the form `keep` says.
    fn module(keep: bool, use_half: bool) -> Module {
        let mut m = Module::new(AddressingModel::Physical64, MemoryModel::OpenCL);
        if keep {
            m.keep_instructions();
        }
        m.requirements.require_capability(Capability::Kernel, || "k".into());
        let void = m.type_void();
        let half = m.type_float(16);
        let float = m.type_float(32);
        let ptr = m.type_pointer(rspirv::spirv::StorageClass::CrossWorkgroup, half);
        let fn_type = m.type_function(void, vec![ptr]);
        let (f, p, first, second) = (m.alloc_id(), m.alloc_id(), m.alloc_id(), m.alloc_id());
        let mut function = Function::new(f, void, FunctionControl::NONE, fn_type);
        function.add_param(p, ptr);
        let one = m.constant_u32(1);
        let mut code = m.new_code();
        let (at, loaded, widened, phi) = (m.alloc_id(), m.alloc_id(), m.alloc_id(), m.alloc_id());
        m.push_code(
            &mut code,
            inst(Op::InBoundsPtrAccessChain, Some(ptr), Some(at), vec![IdRef(p), IdRef(one)]),
        );
        let volatile = Operand::MemoryAccess(MemoryAccess::VOLATILE);
        m.push_code(&mut code, inst(Op::Load, Some(float), Some(loaded), vec![IdRef(at), volatile.clone()]));
        m.push_code(&mut code, inst(Op::Load, Some(float), Some(loaded + 100), vec![IdRef(at), volatile]));
        let value = if use_half {
            inst(Op::FConvert, Some(half), Some(widened), vec![IdRef(loaded)])
        } else {
            inst(Op::Nop, None, None, vec![])
        };
        let mut before_branch = m.new_code();
        m.push_code(&mut before_branch, value);
        let branch_at = code.position();
        m.push_code(&mut code, inst(Op::Branch, None, None, vec![IdRef(second)]));
        code.insert_at(vec![(branch_at, before_branch)]);
        assert_eq!(code.last_opcode(), Some(Op::Branch));
        function.add_block(first, code).unwrap();
        let mut code = m.new_code();
        m.push_code(&mut code, inst(Op::Phi, Some(ptr), Some(phi), vec![IdRef(at), IdRef(first)]));
        m.push_code(&mut code, inst(Op::Return, None, None, vec![]));
        code.remap_phi_parents(|id| id == phi, |parent| parent + 1000);
        function.add_block(second, code).unwrap();
        m.add_function(function);
        m.add_entry_point(rspirv::spirv::ExecutionModel::Kernel, f, "k", vec![]);
        m
    }

    #[test]
    fn encoded_code_is_what_kept_instructions_assemble_to() {
        for use_half in [false, true] {
            let target = TargetEnv::universal(Version::V1_6);
            let mut encoded = module(false, use_half).finish(&target).unwrap();
            let kept = module(true, use_half).finish(&target).unwrap();
            assert_eq!(encoded.words(), kept.words());
            let capabilities = |r: &crate::Requirements| r.capabilities().map(|(c, _)| c).collect::<Vec<_>>();
            assert_eq!(capabilities(&encoded.requirements), capabilities(&kept.requirements));
            // Float16Buffer only while the half type is only pointed to.
            assert_eq!(encoded.requirements.has_capability(Capability::Float16), use_half);
            // The phi's parent was remapped; the module reads back.
            let phi = encoded.module().all_inst_iter().find(|i| i.class.opcode == Op::Phi).unwrap().clone();
            assert!(matches!(phi.operands[1], IdRef(parent) if parent > 1000));
        }
    }

    #[test]
    fn inserting_is_pushing_in_the_new_order() {
        // Sources: a volatile load, a loop merge, an aligned store (enumerants).
        let load = |id| {
            inst(Op::Load, Some(1), Some(id), vec![IdRef(2), Operand::MemoryAccess(MemoryAccess::VOLATILE)])
        };
        let merge = || {
            inst(Op::LoopMerge, None, None, vec![IdRef(3), IdRef(4), Operand::LoopControl(LoopControl::NONE)])
        };
        let aligned = Operand::MemoryAccess(MemoryAccess::ALIGNED);
        let store = || {
            inst(Op::Store, None, None, vec![IdRef(2), IdRef(5), aligned.clone(), Operand::LiteralBit32(4)])
        };
        let nop = || inst(Op::Nop, None, None, vec![]);
        let branch = || inst(Op::Branch, None, None, vec![IdRef(4)]);
        for keep in [false, true] {
            let mut m = Module::new(AddressingModel::Physical64, MemoryModel::OpenCL);
            if keep {
                m.keep_instructions();
            }
            let code_of = |m: &mut Module, list: Vec<Instruction>| {
                let mut code = m.new_code();
                list.into_iter().for_each(|i| m.push_code(&mut code, i));
                code
            };
            // load nop | store store branch, with pieces before the nop and the branch.
            let mut code = code_of(&mut m, vec![load(10)]);
            let at_nop = code.position();
            m.push_code(&mut code, nop());
            m.push_code(&mut code, store());
            m.push_code(&mut code, store());
            let at_branch = code.position();
            m.push_code(&mut code, branch());
            let before_nop = code_of(&mut m, vec![merge(), store()]);
            let before_branch = code_of(&mut m, vec![load(11)]);
            code.insert_at(vec![(at_nop, before_nop), (at_branch, before_branch)]);
            let expected = code_of(
                &mut m,
                vec![load(10), merge(), store(), nop(), store(), store(), load(11), branch()],
            );
            assert_eq!(code.words(), expected.words());
            assert_eq!(
                code.needs().collect::<Vec<_>>(),
                expected.needs().collect::<Vec<_>>(),
                "first use order"
            );
            assert_eq!(code.last_opcode(), Some(Op::Branch));
            let opcodes =
                |c: super::Code| c.into_instructions().iter().map(|i| i.class.opcode).collect::<Vec<_>>();
            assert_eq!(opcodes(code), opcodes(expected));
        }
    }

    #[test]
    fn instructions_too_long_are_reported_not_encoded() {
        let mut m = Module::new(AddressingModel::Physical64, MemoryModel::OpenCL);
        let void = m.type_void();
        let fn_type = m.type_function(void, vec![]);
        let mut function = Function::new(m.alloc_id(), void, FunctionControl::NONE, fn_type);
        let mut code = m.new_code();
        let huge = vec![Operand::LiteralBit32(0); 70_000];
        m.push_code(&mut code, inst(Op::Switch, None, None, huge));
        m.push_code(&mut code, inst(Op::Return, None, None, vec![]));
        let label = m.alloc_id();
        function.add_block(label, code).unwrap();
        m.add_function(function);
        let errors = m.finish(&TargetEnv::universal(Version::V1_6)).err().unwrap();
        assert!(matches!(errors[0], crate::WriterError::InstructionTooLong { opcode: Op::Switch, .. }));
    }
}
