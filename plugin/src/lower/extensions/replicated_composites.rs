//! SPV_EXT_replicated_composites in function bodies, when `ext=` names it:
//! LLVM's splat idiom (`insertelement poison, %x, 0`, then a `shufflevector`
//! of it with an all-zero mask) becomes one OpCompositeConstruct of `%x` in
//! every lane, which the writer writes as OpCompositeConstructReplicateEXT
//! `%x` (spirv-writer's `replicated`, which also replicates constants and any
//! other composite of one value).

use crate::llvm::{Opcode, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::legal_vectors::is_exact_vector;
use crate::lower::LowerResult;
use spirv_writer::Id;

/// Shuffle `i` as a replicated composite (None: not the splat idiom, or the
/// extension is not asked for).
pub(crate) fn lower_splat_shuffle(f: &mut FunctionLowering<'_>, i: Value) -> Option<LowerResult<Id>> {
    if !f.module_ref().target.replicated_composites || !is_exact_vector(i.ty()) {
        return None;
    }
    let mask = i.as_shuffle()?.shuffle_mask();
    let insert = i.operand(0);
    let splat = mask.iter().all(|&lane| lane == Some(0))
        && insert.opcode() == Some(Opcode::InsertElement)
        && insert.operand(0).is_undef()
        && insert.operand(2).const_int_zext() == Some(0);
    if !splat {
        return None;
    }
    Some((|| {
        let result_type = f.module().value_type(i)?;
        let value = f.operand(insert.operand(1))?;
        let id = f.def_id(i);
        f.emitter_as(id).composite_construct(result_type, &vec![value; mask.len()]);
        Ok(id)
    })())
}
