//! Debug names (OpName, OpMemberName), kept compact until the module is
//! written: a module names about every result, so one `dr::Instruction` per
//! name (an operand vector and a string each) would cost as much memory as
//! the code it names. Here a name is an entry and its text a slice of one
//! shared buffer; the words are made when the module is assembled.

use crate::grammar::inst;
use crate::Id;
use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::Op;

/// One OpName (`member` NO_MEMBER) or OpMemberName; its text is `len`
/// bytes of the shared text from `start` (two halves: 20 bytes in all, where
/// a module may have millions; a longer name cannot be written anyway and
/// is refused by its word count).
#[derive(Clone, Copy, Debug)]
struct Entry {
    target: Id,
    member: u32,
    start: [u32; 2],
    len: u32,
}

impl Entry {
    fn new(target: Id, member: u32, start: usize, len: usize) -> Self {
        let start = start as u64;
        let start = [start as u32, (start >> 32) as u32];
        Entry { target, member, start, len: u32::try_from(len).unwrap_or(u32::MAX) }
    }

    fn start(&self) -> usize {
        (u64::from(self.start[1]) << 32 | u64::from(self.start[0])) as usize
    }

    fn member(&self) -> Option<u32> {
        (self.member != NO_MEMBER).then_some(self.member)
    }
}

/// `Entry::member` of an OpName. (OpMemberName's member indexes a struct's
/// members, of which there are at most 16,383: SPIR-V 2.17.)
const NO_MEMBER: u32 = u32::MAX;

/// The module's names in the order they were given.
#[derive(Debug, Default)]
pub struct Names {
    entries: Vec<Entry>,
    text: String,
}

impl Names {
    pub fn push(&mut self, target: Id, member: Option<u32>, name: &str) {
        let start = self.text.len();
        self.text.push_str(name);
        self.entries.push(Entry::new(target, member.unwrap_or(NO_MEMBER), start, name.len()));
    }

    /// Replaces the text of the first OpName of `target`; false if it has none.
    pub fn replace(&mut self, target: Id, name: &str) -> bool {
        let Some(entry) = self.entries.iter_mut().find(|e| e.target == target && e.member == NO_MEMBER)
        else {
            return false;
        };
        *entry = Entry::new(target, NO_MEMBER, self.text.len(), name.len());
        self.text.push_str(name);
        true
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn text_of(&self, e: &Entry) -> &str {
        let start = e.start();
        self.text.get(start..start + e.len as usize).unwrap_or_default()
    }

    /// The names as instructions (for the passes and checks that read a
    /// whole `dr::Module`).
    pub fn instructions(&self) -> Vec<Instruction> {
        self.entries
            .iter()
            .map(|e| {
                let text = Operand::LiteralString(self.text_of(e).to_string());
                match e.member() {
                    None => inst(Op::Name, None, None, vec![Operand::IdRef(e.target), text]),
                    Some(m) => inst(
                        Op::MemberName,
                        None,
                        None,
                        vec![Operand::IdRef(e.target), Operand::LiteralBit32(m), text],
                    ),
                }
            })
            .collect()
    }

    /// The word count of every name's instruction, in order, with its opcode.
    pub fn word_counts(&self) -> impl Iterator<Item = (Op, usize)> + '_ {
        self.entries.iter().map(|e| {
            let opcode = if e.member().is_some() { Op::MemberName } else { Op::Name };
            (opcode, 2 + usize::from(e.member().is_some()) + e.len as usize / 4 + 1)
        })
    }

    /// Appends the names' instructions to `words`, encoded as rspirv encodes
    /// them (a string: its UTF-8 bytes, a terminating NUL, zero padding).
    pub fn assemble_into(&self, words: &mut Vec<u32>) {
        for e in &self.entries {
            let start = words.len();
            let opcode = if e.member().is_some() { Op::MemberName } else { Op::Name };
            words.push(opcode as u32);
            words.push(e.target);
            words.extend(e.member());
            let chunks = self.text_of(e).as_bytes().chunks_exact(4);
            let mut last = [0u8; 4];
            last[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
            words.extend(chunks.map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])));
            words.push(u32::from_le_bytes(last));
            let count = (words.len() - start) as u32;
            words[start] |= count << 16;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rspirv::binary::Assemble;

    #[test]
    fn encodes_as_rspirv_does() {
        let mut names = Names::default();
        for (i, text) in ["", "a", "abc", "abcd", "abcde", "\u{e9}t\u{e9}"].iter().enumerate() {
            names.push(i as Id + 1, None, text);
            names.push(i as Id + 1, Some(i as u32), text);
        }
        assert!(names.replace(3, "renamed"));
        assert!(!names.replace(99, "none"));
        let mut ours = Vec::new();
        names.assemble_into(&mut ours);
        let mut theirs = Vec::new();
        for i in names.instructions() {
            i.assemble_into(&mut theirs);
        }
        assert_eq!(ours, theirs);
        assert_eq!(names.word_counts().map(|(_, n)| n).sum::<usize>(), ours.len());
    }
}
