//! The operands OpenCL builtin lowerings build, shared by the families:
//! argument ids (scalars splatted beside vectors), pointer arguments typed
//! by their mangling, the SPIR-V types of mangled types, OpenCL relational
//! results, and the small constants the families need.

use super::call::BuiltinCall;
use crate::diagnostics::LowerError;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::mangling::{MangledType, Scalar};
use crate::lower::LowerResult;
use spirv_writer::spirv::StorageClass;
use spirv_writer::{ConstantKey, Id};

/// The ids of every argument.
pub(super) fn ocl_args(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<Vec<Id>> {
    c.args.iter().map(|&a| f.operand(a)).collect()
}

/// The operands of a call whose OpenCL.std form needs every operand to
/// have as many components as the result: scalars beside vectors are
/// splatted (`fmin(float4, float)`, `clamp(int4, int, int)`).
pub(super) fn ocl_args_splatted(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    count: u32,
) -> LowerResult<Vec<Id>> {
    let mut ids = Vec::new();
    for &a in &c.args {
        let id = f.operand(a)?;
        if count > 1 && !a.ty().is_vector() && !a.ty().is_pointer() {
            let ty = f.module().value_type(a)?;
            let vector = f.module().m.type_vector(ty, count);
            ids.push(f.splat(vector, id));
        } else {
            ids.push(id);
        }
    }
    Ok(ids)
}

/// An OpenCL relational result from a bool: scalars are 1 or 0, vector
/// components -1 (all bits set) or 0 (OpenCL C 6.15.6).
pub(super) fn bool_to_ocl_int(f: &mut FunctionLowering<'_>, b: Id, int_type: Id) -> Id {
    let (_, count) = f.components(int_type);
    f.bool_as_int(b, int_type, if count == 1 { 1 } else { u64::MAX })
}

/// The SPIR-V type of a scalar or vector mangled type.
pub(super) fn mangled_type_id(f: &mut FunctionLowering<'_>, t: &MangledType) -> LowerResult<Id> {
    let scalar = |fl: &mut FunctionLowering<'_>, s: Scalar| -> LowerResult<Id> {
        Ok(match s {
            Scalar::Void => fl.module().m.type_void(),
            Scalar::Bool => fl.module().m.type_bool(),
            Scalar::BFloat => fl.module().bfloat_scalar_type()?,
            s if s.is_float() => fl.module().m.type_float(s.bits()),
            s => fl.module().m.type_int(s.bits()),
        })
    };
    match t.unqualified() {
        MangledType::Scalar(s) => scalar(f, *s),
        MangledType::Vector { count, element } => {
            let e = scalar(f, *element)?;
            Ok(f.module().m.type_vector(e, *count))
        }
        other => Err(LowerError::unsupported(format!(
            "OpenCL type '{other}' where a scalar or vector is expected"
        ))),
    }
}

/// Pointer argument `v` as a pointer to `pointee` (bitcast if needed), in
/// its original storage class when it was cast to generic.
pub(super) fn ocl_pointer(
    f: &mut FunctionLowering<'_>,
    v: Value,
    pointee: Id,
) -> LowerResult<(Id, StorageClass)> {
    let base = f.module().address_spaces.strip_generic_cast(v);
    let storage = f.module().storage_class(base.ty().address_space())?;
    let wanted = f.module().m.type_pointer(storage, pointee);
    Ok((f.pointer_operand_as(base, wanted)?, storage))
}

pub(super) fn const_u32(f: &mut FunctionLowering<'_>, value: u32) -> Id {
    f.module().m.constant_u32(value)
}

/// OpConstantNull of an opaque or composite type (events, samplers).
pub(super) fn null_of(f: &mut FunctionLowering<'_>, ty: Id) -> Id {
    f.module().m.constant(ConstantKey::Null { ty })
}

/// The size_t type.
pub(super) fn size_t(f: &mut FunctionLowering<'_>) -> Id {
    f.module().size_type()
}

/// The vector length at the end of a name part (`vload4` -> 4, `vstore_half16` -> 16).
pub fn trailing_count(s: &str) -> Option<u32> {
    let digits = s.bytes().rev().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    s[s.len() - digits..].parse().ok().filter(|n| matches!(n, 2 | 3 | 4 | 8 | 16))
}

#[cfg(test)]
mod tests {
    use super::trailing_count;

    #[test]
    fn counts() {
        assert_eq!(trailing_count("vload4"), Some(4));
        assert_eq!(trailing_count("vstore_half16"), Some(16));
        assert_eq!(trailing_count("vload_half"), None);
        assert_eq!(trailing_count("x5"), None);
    }
}
