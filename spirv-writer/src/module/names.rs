//! Debug names (OpName, OpMemberName), kept encoded until the module is
//! written: a module names about every result, so one `dr::Instruction` per
//! name (an operand vector and a string each) would cost as much memory as
//! the code it names. Here the names are their own words, written out as
//! they are.

use super::layout::MAX_INSTRUCTION_WORDS;
use crate::error::WriterError;
use crate::grammar::inst;
use crate::Id;
use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::Op;

/// The module's names in the order they were given, encoded.
#[derive(Debug, Default)]
pub struct Names {
    words: Vec<u32>,
    /// The names too long for one instruction (not encoded: the module will
    /// not be written).
    too_long: Vec<WriterError>,
}

impl Names {
    pub fn push(&mut self, target: Id, member: Option<u32>, name: &str) {
        let opcode = if member.is_some() { Op::MemberName } else { Op::Name };
        let start = self.words.len();
        let count = encode(&mut self.words, opcode, target, member, name);
        if count > MAX_INSTRUCTION_WORDS {
            self.words.truncate(start);
            self.too_long.push(WriterError::InstructionTooLong { opcode, words: count });
        }
    }

    /// Replaces the text of the first OpName of `target`; false if it has none.
    pub fn replace(&mut self, target: Id, name: &str) -> bool {
        let Some(at) = self
            .offsets()
            .find(|&at| self.words[at] & 0xFFFF == Op::Name as u32 && self.words[at + 1] == target)
        else {
            return false;
        };
        let count = (self.words[at] >> 16) as usize;
        let mut words = Vec::new();
        let new_count = encode(&mut words, Op::Name, target, None, name);
        if new_count > MAX_INSTRUCTION_WORDS {
            self.too_long.push(WriterError::InstructionTooLong { opcode: Op::Name, words: new_count });
            words.clear();
        }
        self.words.splice(at..at + count, words);
        true
    }

    pub fn is_empty(&self) -> bool {
        self.words.is_empty() && self.too_long.is_empty()
    }

    /// The offset of each name's first word.
    fn offsets(&self) -> impl Iterator<Item = usize> + '_ {
        let mut at = 0;
        std::iter::from_fn(move || {
            let first = at;
            at += (*self.words.get(at)? >> 16).max(1) as usize;
            Some(first)
        })
    }

    /// The names as instructions (for the passes and checks that read a
    /// whole `dr::Module`).
    pub fn instructions(&self) -> Vec<Instruction> {
        self.offsets()
            .map(|at| {
                let count = (self.words[at] >> 16) as usize;
                let (target, rest) = (self.words[at + 1], &self.words[at + 2..at + count]);
                if self.words[at] & 0xFFFF == Op::MemberName as u32 {
                    let operands =
                        vec![Operand::IdRef(target), Operand::LiteralBit32(rest[0]), text(&rest[1..])];
                    inst(Op::MemberName, None, None, operands)
                } else {
                    inst(Op::Name, None, None, vec![Operand::IdRef(target), text(rest)])
                }
            })
            .collect()
    }

    /// The names as instructions, which leave the table; the errors stay
    /// (for a module whose names are rewritten with the rest of it).
    pub fn take_instructions(&mut self) -> Vec<Instruction> {
        let list = self.instructions();
        self.words = Vec::new();
        list
    }

    /// The names' words, as written.
    pub fn words(&self) -> &[u32] {
        &self.words
    }

    /// The names that cannot be written: too long for one instruction.
    pub fn too_long(&self) -> &[WriterError] {
        &self.too_long
    }
}

/// Appends one OpName or OpMemberName, encoded as rspirv encodes it (a
/// string: its UTF-8 bytes, a terminating NUL, zero padding); its word count.
fn encode(words: &mut Vec<u32>, opcode: Op, target: Id, member: Option<u32>, name: &str) -> usize {
    let start = words.len();
    words.push(opcode as u32);
    words.push(target);
    words.extend(member);
    let chunks = name.as_bytes().chunks_exact(4);
    let mut last = [0u8; 4];
    last[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
    words.extend(chunks.map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])));
    words.push(u32::from_le_bytes(last));
    let count = words.len() - start;
    words[start] |= (count.min(0xFFFF) as u32) << 16;
    count
}

/// The string of a literal's words (up to its NUL).
fn text(words: &[u32]) -> Operand {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    Operand::LiteralString(String::from_utf8_lossy(&bytes[..end]).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rspirv::binary::Assemble;

    fn string(text: &str) -> Operand {
        Operand::LiteralString(text.into())
    }

    #[test]
    fn encodes_as_rspirv_does() {
        let mut names = Names::default();
        let mut expected = Vec::new();
        for (i, text) in ["", "a", "abc", "abcd", "abcde", "\u{e9}t\u{e9}"].iter().enumerate() {
            let (target, member) = (i as Id + 1, i as u32);
            names.push(target, None, text);
            names.push(target, Some(member), text);
            let named = if target == 3 { "renamed" } else { text };
            expected.push(inst(Op::Name, None, None, vec![Operand::IdRef(target), string(named)]));
            let operands = vec![Operand::IdRef(target), Operand::LiteralBit32(member), string(text)];
            expected.push(inst(Op::MemberName, None, None, operands));
        }
        assert!(names.replace(3, "renamed"));
        assert!(!names.replace(99, "none"));
        let mut theirs = Vec::new();
        expected.iter().for_each(|i| i.assemble_into(&mut theirs));
        assert_eq!(names.words(), &theirs[..]);
        // Read back as instructions, the names are the same.
        let mut again = Vec::new();
        names.instructions().iter().for_each(|i| i.assemble_into(&mut again));
        assert_eq!(again, theirs);
    }

    #[test]
    fn a_name_too_long_for_one_instruction_is_an_error_not_words() {
        let mut names = Names::default();
        names.push(1, None, "kept");
        let before = names.words().to_vec();
        names.push(2, None, &"x".repeat(4 * MAX_INSTRUCTION_WORDS));
        assert_eq!(names.words(), &before[..]);
        assert!(matches!(
            names.too_long(),
            [WriterError::InstructionTooLong { opcode: Op::Name, words }] if *words > MAX_INSTRUCTION_WORDS
        ));
        assert!(names.replace(1, &"y".repeat(4 * MAX_INSTRUCTION_WORDS)));
        assert!(names.words().is_empty());
        assert_eq!(names.too_long().len(), 2);
        // Taken as instructions (untyping rewrites them), the errors stay.
        names.push(3, None, "three");
        assert_eq!(names.take_instructions().len(), 1);
        assert!(names.words().is_empty());
        assert_eq!(names.too_long().len(), 2);
    }
}
