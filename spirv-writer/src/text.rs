//! A text form of a module for debugging (rspirv's disassembler).

use rspirv::binary::Disassemble;

pub fn disassemble(module: &rspirv::dr::Module) -> String {
    module.disassemble()
}

/// Disassembles binary words; `None` if they do not parse as SPIR-V.
pub fn disassemble_words(words: &[u32]) -> Option<String> {
    let mut loader = rspirv::dr::Loader::new();
    rspirv::binary::parse_words(words, &mut loader).ok()?;
    Some(loader.module().disassemble())
}
