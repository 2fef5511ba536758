//! spirv-writer: an LLVM-independent model of a SPIR-V module.
//!
//! It owns id allocation, the interning of types and constants (one id per
//! distinct type/constant, as SPIR-V requires), global variables, functions and
//! blocks, decorations and debug names, the requirements a module has
//! (capabilities, extensions, minimum version) and their check against a
//! target environment, and the serialization in the layout order of the
//! SPIR-V specification, section 2.4 "Logical Layout of a Module".
//!
//! Encoding and grammar lookups are rspirv's; this crate only decides *what*
//! goes into the module.

pub mod code;
pub mod constants;
pub mod error;
pub mod function;
pub mod grammar;
pub mod module;
pub mod replicated;
pub mod requirements;
pub mod scalar_constants;
pub mod target;
pub mod text;
pub mod types;
pub mod untyped;

pub use code::Code;
pub use constants::{ConstantKey, ScalarType};
pub use error::WriterError;
pub use function::Function;
pub use module::Module;
pub use requirements::{Requirements, Version};
pub use rspirv::dr::{Instruction, Operand};
pub use rspirv::spirv;
pub use target::{ExtensionPolicy, TargetEnv};
pub use types::{StructIdentity, TypeKey};

/// An insertion-ordered map with a fast fixed hash (FxHash): for the interning
/// tables, looked up once or more per instruction. Iteration stays insertion order,
/// so output does not depend on the hash.
pub type FastIndexMap<K, V> = indexmap::IndexMap<K, V, std::hash::BuildHasherDefault<rustc_hash::FxHasher>>;
/// The set form of [`FastIndexMap`].
pub type FastIndexSet<K> = indexmap::IndexSet<K, std::hash::BuildHasherDefault<rustc_hash::FxHasher>>;

/// A SPIR-V result id.
pub type Id = spirv::Word;
