//! What lowerings declare once per module and look up again, kept in the
//! module context: the specialization constants of `__spirv_SpecConstant*`
//! calls (`calls::spec_constants`), the inline assembly ids
//! (`extensions::inline_asm`).

use indexmap::IndexMap;
use spirv_writer::Id;

/// The module's specialization constants.
#[derive(Default)]
pub struct SpecConstants {
    /// SpecId -> (constant, its type).
    pub(crate) by_id: IndexMap<u32, (Id, Id)>,
    /// (type, constituents) -> OpSpecConstantComposite.
    pub(crate) composites: IndexMap<(Id, Vec<Id>), Id>,
}

/// The module's OpAsmTargetINTEL and one OpAsmINTEL per distinct
/// (text, constraints, function type, side effects).
#[derive(Default)]
pub struct InlineAsmTable {
    pub(crate) target: Option<Id>,
    pub(crate) asms: IndexMap<(String, String, Id, bool), Id>,
}
