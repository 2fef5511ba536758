//! LLVM IR -> spirv-writer model.
//!
//! `ModuleLowering` holds what is module-wide (types, pointee inference,
//! globals, function signatures, builtin variables); `body::function::FunctionLowering`
//! lowers one function body. Errors are collected, not thrown, so one run
//! reports every problem it finds.

pub(crate) mod body;
pub(crate) mod calls;
pub(crate) mod debug;
pub(crate) mod extensions;
pub(crate) mod module;
pub(crate) mod translate;

use crate::diagnostics::{Diagnostic, LowerError};
use crate::llvm::{self, Type, Value};
use crate::target::optional::OptionalFeature;
use indexmap::IndexMap;
use module::pointee::Pointees;
use spirv_writer::spirv::BuiltIn;
use spirv_writer::FastIndexMap;
use spirv_writer::{Id, TargetEnv, Version};

/// The emitted module.
pub struct Translated {
    words: Words,
    pub text: String,
    pub version: Version,
}

/// The module's words: in one vector once they were validated, otherwise
/// still the writer's runs (a large module is written without a copy).
pub(crate) enum Words {
    Whole(Vec<u32>),
    Runs(Box<spirv_writer::module::FinishedModule>),
}

impl Translated {
    /// The module's words in one vector.
    pub fn into_words(self) -> Vec<u32> {
        match self.words {
            Words::Whole(words) => words,
            Words::Runs(module) => module.words(),
        }
    }

    /// Writes the module's bytes (SPIR-V 2.3: little-endian words) to `out`.
    pub fn write_to(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        match &self.words {
            Words::Whole(words) => out.write_all(&le_bytes(words)),
            Words::Runs(module) => module.write_runs(|run| out.write_all(&le_bytes(run))),
        }
    }

    /// The module's bytes.
    pub fn bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::new();
        self.write_to(&mut bytes).expect("writing to a vector cannot fail");
        bytes
    }
}

/// Words as little-endian bytes: on a little-endian host the words
/// themselves, not a copy.
fn le_bytes(words: &[u32]) -> std::borrow::Cow<'_, [u8]> {
    if cfg!(target_endian = "little") {
        // SAFETY: the words' memory is 4 bytes a word, each a valid u8, and u8 needs no alignment.
        let bytes = unsafe { std::slice::from_raw_parts(words.as_ptr().cast::<u8>(), words.len() * 4) };
        std::borrow::Cow::Borrowed(bytes)
    } else {
        std::borrow::Cow::Owned(words.iter().flat_map(|w| w.to_le_bytes()).collect())
    }
}

/// What a lowering step returns: a message; the caller adds where it happened.
pub type LowerResult<T> = Result<T, LowerError>;

/// The SPIR-V signature of an LLVM function.
#[derive(Clone, Debug)]
pub struct Signature {
    pub id: Id,
    pub function_type: Id,
    pub return_type: Id,
    pub param_types: Vec<Id>,
}

pub struct ModuleLowering {
    pub m: spirv_writer::Module,
    pub kinds: module::metadata_kinds::MetadataKinds,
    /// Functions `!spirv.EntryPoint` names, with their entry point names.
    pub metadata_entries: Vec<(Value, String)>,
    /// Kernels' OpenCL metadata by name (module::kernel_metadata).
    pub kernel_md: module::kernel_metadata::KernelMetadataIndex,
    /// What the consumer accepts: guides choices between alternatives.
    pub target: TargetEnv,
    /// The version cap the user asked for, if any.
    pub explicit_version: Option<Version>,
    pub llvm: llvm::Module,
    /// The module's functions, read once (module::function_table).
    pub functions: std::rc::Rc<[module::function_table::FunctionEntry]>,
    /// Pointer width in bits (64 for spir64, 32 for spir).
    pub pointer_bits: u32,
    /// Which LLVM address space is which storage class (the `addrspace-map` option).
    pub address_spaces: crate::address_spaces::AddressSpaceMap,
    types: FastIndexMap<Type, Id>,
    /// `pointer_type`'s answers by (address space, pointee): asked about
    /// every pointer operand (never iterated).
    pointer_types: rustc_hash::FxHashMap<(u32, Type), Id>,
    pub pointees: Pointees,
    globals: FastIndexMap<Value, Id>,
    /// UniformConstant images of address-space-0 globals (body::private_globals).
    private_global_sources: FastIndexMap<Value, Id>,
    /// (Never iterated: hashed by address, so the functions' entries, asked
    /// about in module order, are read one after another.)
    signatures: crate::local_hash::LocalHashMap<Value, Signature>,
    builtin_variables: IndexMap<BuiltIn, Id>,
    /// OpenCL images and samplers (which clang 16 passes as plain pointers).
    pub opencl_objects: module::opencl_objects::OpaqueValues,
    /// Each lowered function's float multiplies and adds and its callees,
    /// noted by the driver as it lowers them (for `module::contraction`).
    pub contraction_summaries: crate::local_hash::LocalHashMap<Value, module::contraction::Summary>,
    /// Every function, classified once (builtin families, intrinsics,
    /// ordinary) by `calls::registry`.
    pub calls: module::callees::Callees,
    pub errors: Vec<Diagnostic>,
    /// Debug information being translated (the module has some and the
    /// user did not turn it off): the state `debug` keeps.
    pub debug: Option<module::debug_state::DebugInfo>,
    /// How deep `lower_type` and `constant` are nested (see `MAX_NESTING`).
    nesting: u32,
    /// The extensions the user allowed explicitly (see `explicitly_allows`).
    pub explicit_extensions: spirv_writer::ExtensionPolicy,
    /// OpAsmTargetINTEL / OpAsmINTEL ids (extensions::inline_asm).
    pub inline_asm: module::lowering_state::InlineAsmTable,
    /// While an element-wise intrinsic on a long vector is lowered one
    /// 16-lane piece at a time: the piece (id, type) each long vector
    /// operand and the call stand for (calls::intrinsics::pieces).
    pub piece_view: FastIndexMap<Value, (Id, Id)>,
    /// OpSpecConstant* declared for `__spirv_SpecConstant*` calls.
    pub spec_constants: module::lowering_state::SpecConstants,
    /// How function addresses are written (`function-pointers=`), and
    /// whether the module is validated (the extension's form is not valid).
    pub function_pointer_form: crate::options::FunctionPointers,
    pub validate: crate::options::Validate,
    /// Whether function and global variable attributes and metadata are
    /// written in NonSemantic.AuxData (`preserve-auxdata`: module::aux_data).
    pub preserve_auxdata: bool,
    /// The index of every address-taken function (extensions::function_indices),
    /// found when first asked (`function_indices()`): most modules take no
    /// function's address, and finding out walks every use of every function.
    function_indices: std::cell::OnceCell<IndexMap<Value, u64>>,
}

/// Types and constants are lowered recursively, at most this deep: deeper
/// nesting (which SPIR-V's own limits and any real program stay far below) is
/// an error rather than a stack overflow in the host.
pub const MAX_NESTING: u32 = 512;

/// A warning on stderr (write errors, a closed stderr, are ignored).
pub(crate) fn warn(text: &str) {
    use std::io::Write;
    let _ = std::io::stderr().write_all(text.as_bytes());
}

impl ModuleLowering {
    /// Whether an optional feature (`target::optional`) may be used: only
    /// when the user allowed it explicitly, by a version cap or its
    /// extension; its requirement is then recorded.
    pub fn use_optional_feature(&mut self, feature: OptionalFeature) -> bool {
        let name = feature.name();
        if let Some(version) =
            feature.core_since().filter(|v| self.explicit_version.is_some_and(|cap| cap >= *v))
        {
            self.m.requirements.require_version(version, name, || name.to_string());
            return true;
        }
        if let Some(extension) = feature.extensions().iter().find(|e| self.target.extensions.allows(e)) {
            self.m.requirements.require_extension(extension, || name.to_string());
            return true;
        }
        false
    }

    pub fn error(&mut self, function: Option<Value>, culprit: Option<Value>, error: LowerError) {
        let mut d = Diagnostic::from(error);
        if let Some(f) = function {
            d = d.in_function(&f.name());
        }
        if let Some(c) = culprit {
            d = d.at(c.print());
        }
        self.errors.push(d);
    }
}

impl ModuleLowering {
    /// Runs `f` one nesting level deeper; an error past `MAX_NESTING`.
    pub fn nested<T>(
        &mut self,
        what: impl FnOnce() -> String,
        f: impl FnOnce(&mut Self) -> LowerResult<T>,
    ) -> LowerResult<T> {
        if self.nesting >= MAX_NESTING {
            return Err(LowerError::TooDeep { limit: MAX_NESTING, at: what() });
        }
        self.nesting += 1;
        let result = f(self);
        self.nesting -= 1;
        result
    }
}
