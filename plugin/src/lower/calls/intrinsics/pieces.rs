//! Element-wise intrinsics on long vectors (more than 16 lanes, held as
//! arrays of 16-lane pieces; see `body::vector_shapes`): the intrinsic's own
//! lowering runs once per piece, with each long vector operand and the call
//! standing for that piece (`ModuleLowering::piece_view`), and the pieces
//! make the result. Padding lanes of the last piece compute garbage nobody
//! reads, as in every other element-wise operation on pieces.

use crate::llvm::{Call, Type};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::vector_shapes::{is_pieces, PIECE};
use crate::lower::calls::intrinsics;
use crate::lower::LowerResult;
use spirv_writer::ConstantKey;

/// Whether intrinsic `base` is lowered piece by piece on call `i`: its result
/// is a long vector, some argument is a vector and every vector argument has
/// as many lanes (lane k of the result depends on lane k of the arguments only). Reductions, shuffles,
/// masked memory and pointer vectors have their own lane-wise lowerings.
fn by_pieces(i: Call, base: &str) -> bool {
    let ty = i.ty();
    if !is_pieces(ty) || ty.element().is_pointer() {
        return false;
    }
    if ["vector.", "experimental.vector.", "masked."].iter().any(|p| base.starts_with(p)) {
        return false;
    }
    // (Some long vector argument: a result made from scalars alone, like
    // stepvector's, depends on the lane's position, not on a lane.)
    let args = i.call_args();
    args.iter().any(|a| a.ty().is_vector())
        && args.iter().all(|a| !a.ty().is_vector() || a.ty().vector_len() == ty.vector_len())
}

/// Lowers `i` piece by piece when `by_pieces` says so (None otherwise).
pub(super) fn lower_intrinsic_by_pieces(
    f: &mut FunctionLowering<'_>,
    i: Call,
    name: &str,
    base: &str,
) -> Option<LowerResult<()>> {
    if f.module().piece_view.contains_key(&*i) || !by_pieces(i, base) {
        return None;
    }
    Some(lower_pieces(f, i, name))
}

fn lower_pieces(f: &mut FunctionLowering<'_>, i: Call, name: &str) -> LowerResult<()> {
    let result_type = f.module().value_type(*i)?;
    let piece_of = |fl: &mut FunctionLowering<'_>, ty: Type| {
        let piece = fl.module().llvm.vector_type(ty.element(), PIECE);
        fl.module().lower_type(piece)
    };
    let piece_result = piece_of(f, i.ty())?;
    let mut long_args = Vec::new();
    for arg in i.call_args() {
        if is_pieces(arg.ty()) && !long_args.iter().any(|&(a, _, _)| a == arg) {
            let whole = f.operand(arg)?;
            long_args.push((arg, whole, piece_of(f, arg.ty())?));
        }
    }
    let earlier = f.forget_value(*i); // an id a phi already refers to
    let mut result = f.module().m.constant(ConstantKey::Undef { ty: result_type });
    let pieces = i.ty().vector_len().div_ceil(PIECE);
    let mut outcome = Ok(());
    for p in 0..pieces {
        for &(arg, whole, piece_type) in &long_args {
            let piece = f.emitter().composite_extract(piece_type, whole, &[p]);
            f.module().piece_view.insert(arg, (piece, piece_type));
        }
        f.module().piece_view.insert(*i, (piece_result, piece_result));
        outcome = intrinsics::lower_intrinsic(f, i, name);
        f.module().piece_view.clear();
        let piece = f.forget_value(*i);
        let Some(piece) = piece.filter(|_| outcome.is_ok()) else { break };
        result = f.emitter().composite_insert(result_type, piece, result, &[p]);
    }
    outcome?;
    if let Some(id) = earlier {
        f.remember_value(*i, id);
    }
    f.alias(*i, result);
    Ok(())
}
