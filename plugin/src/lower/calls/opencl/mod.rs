//! The OpenCL C builtin library: calls clang emits for OpenCL builtins
//! (`_Z4sqrtf`, `_Z6vload4mPU3AS1Kf`, `printf`, `__to_global`, ...) lowered to
//! OpenCL.std extended instructions and core SPIR-V instructions.
//!
//! A call is demangled (`mangling`) into its source name and parameter types;
//! the parameter types carry what LLVM types lose: signedness (`_Z3maxjj` is
//! u_max), pointee types and address spaces, and the OpenCL types of images,
//! samplers and events. Each family lives in its own file and says whether it
//! knows the call; this module dispatches and holds the shared helpers:
//! conversions, integer, bits (cl_khr_extended_bit_ops), dot
//! (cl_khr_integer_dot_product), block_io (cl_intel_subgroups block reads/writes), math (also common and geometric),
//! relational, vector_data, sync, atomics, subgroups (cl_khr_subgroup_*),
//! groups (work-group and cl_khr_subgroups collectives), images (with
//! `opaque`, which types image and sampler values, and `object_inference`,
//! which finds them), misc (printf, address
//! space casts, async copies), pipes, enqueue (device-side enqueue and events).

mod atomics;
pub(crate) mod avc;
mod bits;
mod block_io;
mod cluster_sizes;
mod conversions;
mod dot;
mod enqueue;
mod groups;
pub(crate) mod images;
mod integer;
mod math;
pub(crate) mod misc;
mod object_inference;
pub(crate) mod object_memory;
pub(crate) mod opaque;
pub(crate) mod pipes;
mod relational;
mod subgroups;
pub(crate) mod sync;
pub mod table;
#[cfg(test)]
mod table_tests;
mod vector_data;

pub use enqueue::invoked_function;

use crate::diagnostics::LowerError;
use crate::llvm::Call as CallInst;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::callees::CalleeKind;
use crate::lower::module::mangling::{Demangled, MangledType, Scalar};
use crate::lower::LowerResult;
use spirv_writer::spirv::StorageClass;
use spirv_writer::{ConstantKey, Id};
use table::{exact, Builtin, BuiltinRule};

/// One builtin call: the instruction, its names, and its arguments with their
/// mangled parameter types (empty for unmangled builtins such as printf).
pub struct BuiltinCall {
    pub i: CallInst,
    /// The symbol as called (`_Z3maxjj`).
    pub symbol: String,
    /// The source name (`max`).
    pub name: String,
    pub params: Vec<MangledType>,
    pub args: Vec<Value>,
}

impl BuiltinCall {
    /// The mangled type of parameter `n`.
    pub fn param(&self, n: usize) -> LowerResult<&MangledType> {
        self.params.get(n).ok_or_else(|| {
            LowerError::argument_count(self.symbol.as_str(), format!("parameter {n}"), self.params.len())
        })
    }

    /// Whether parameter `n` is a signed integer (scalar or vector).
    pub fn signed(&self, n: usize) -> bool {
        self.params.get(n).is_some_and(MangledType::is_signed)
    }

    /// Whether parameter `n` is floating-point (scalar or vector).
    pub fn float(&self, n: usize) -> bool {
        self.params.get(n).is_some_and(MangledType::is_float)
    }

    /// The error for a call no row lowers.
    pub fn unknown(&self) -> LowerError {
        LowerError::unknown_builtin(self.name.as_str(), self.symbol.as_str())
    }

    pub fn arg(&self, n: usize) -> LowerResult<Value> {
        self.args.get(n).copied().ok_or_else(|| {
            LowerError::argument_count(self.name.as_str(), format!("argument {n}"), self.args.len())
        })
    }
}

/// Every family's table. Which row lowers a call does not depend on this
/// order (`table::resolve`: the most specific pattern, then the shape).
const FAMILIES: [&[Builtin]; 19] = [
    avc::TABLE,
    conversions::TABLE,
    integer::TABLE,
    bits::TABLE,
    dot::TABLE,
    math::TABLE,
    relational::TABLE,
    vector_data::TABLE,
    sync::TABLE,
    atomics::TABLE,
    subgroups::TABLE,
    groups::TABLE,
    block_io::TABLE,
    images::TABLE,
    pipes::TABLE,
    enqueue::TABLE,
    misc::TABLE,
    RESERVED,
    UNSUPPORTED,
];

/// Library names no family lowers, which are still builtins (an error, not an
/// import): `as_<type>` (clang lowers it to a bitcast; a call is malformed).
const RESERVED: &[Builtin] =
    &[table::prefix("as_", BuiltinRule::Reserved("as_<type> is a bitcast, not a call"))];

/// Builtins opencl-c.h declares for vendor extensions nothing here lowers:
/// claimed, so that a call is an error naming the extension rather than an
/// imported function the runtime cannot link.
const UNSUPPORTED: &[Builtin] = &[
    exact("arm_dot_acc", ARM_DOT),
    exact("arm_dot_acc_sat", ARM_DOT),
    exact("amd_bfe", AMD_MEDIA_OPS),
    exact("amd_bfm", AMD_MEDIA_OPS),
    exact("amd_bitalign", AMD_MEDIA_OPS),
    exact("amd_bytealign", AMD_MEDIA_OPS),
    exact("amd_lerp", AMD_MEDIA_OPS),
    exact("amd_max3", AMD_MEDIA_OPS),
    exact("amd_median3", AMD_MEDIA_OPS),
    exact("amd_min3", AMD_MEDIA_OPS),
    exact("amd_mqsad", AMD_MEDIA_OPS),
    exact("amd_msad", AMD_MEDIA_OPS),
    exact("amd_pack", AMD_MEDIA_OPS),
    exact("amd_qsad", AMD_MEDIA_OPS),
    exact("amd_sad", AMD_MEDIA_OPS),
    exact("amd_sad4", AMD_MEDIA_OPS),
    exact("amd_sadd", AMD_MEDIA_OPS),
    exact("amd_sadhi", AMD_MEDIA_OPS),
    exact("amd_sadw", AMD_MEDIA_OPS),
    exact("amd_unpack0", AMD_MEDIA_OPS),
    exact("amd_unpack1", AMD_MEDIA_OPS),
    exact("amd_unpack2", AMD_MEDIA_OPS),
    exact("amd_unpack3", AMD_MEDIA_OPS),
];

const ARM_DOT: BuiltinRule = BuiltinRule::Unsupported("cl_arm_integer_dot_product builtins");
const AMD_MEDIA_OPS: BuiltinRule = BuiltinRule::Unsupported("cl_amd_media_ops builtins");

fn rows() -> impl Iterator<Item = &'static Builtin> {
    FAMILIES.iter().flat_map(|family| family.iter())
}

/// Whether `name` (demangled) belongs to the OpenCL C builtin library: some
/// row claims it.
pub fn is_library_name(name: &str) -> bool {
    rows().any(|row| row.pattern.matches(name))
}

/// The row that lowers builtin `name` with mangled parameters `params`
/// (`None`: claimed, but no row accepts this signature).
pub fn builtin_row(name: &str, params: &[MangledType]) -> Option<&'static Builtin> {
    table::resolve(rows(), name, params)
}

/// Lowers a call to an OpenCL builtin declared (not defined) in the
/// module, whose demangled signature the call registry holds.
pub(crate) fn lower_opencl_builtin(
    f: &mut FunctionLowering<'_>,
    i: CallInst,
    symbol: &str,
    demangled: Option<&Demangled>,
) -> LowerResult<()> {
    let args = i.call_args();
    let call = match demangled {
        Some(d) => {
            // A struct result (ndrange_t) comes back through an sret first argument the mangling omits.
            let sret = args.len() == d.params.len() + 1
                && i.called_operand()
                    .param_type_attribute(0, crate::llvm::EnumAttribute::StructRet)
                    .is_some();
            if d.params.len() != args.len() && !sret {
                return Err(LowerError::argument_count(
                    symbol,
                    format!("{} arguments (its mangled name says so)", d.params.len()),
                    args.len(),
                ));
            }
            // The arguments after an sret pointer are the mangled parameters.
            let value_args = &args[usize::from(sret)..];
            if let Some(n) = d.params.iter().zip(value_args).position(|(param, arg)| !agrees(param, arg.ty()))
            {
                return Err(LowerError::operand(
                    symbol,
                    format!("argument {n}"),
                    format!("of the type its mangled name gives ({})", d.params[n]),
                ));
            }
            BuiltinCall {
                i,
                symbol: symbol.to_string(),
                name: d.name.clone(),
                params: d.params.clone(),
                args,
            }
        }
        None => {
            BuiltinCall { i, symbol: symbol.to_string(), name: symbol.to_string(), params: Vec::new(), args }
        }
    };
    match builtin_row(&call.name, &call.params) {
        Some(row) => table::lower_row(f, row, &call),
        None => Err(call.unknown()),
    }
}

// ---- shared helpers -------------------------------------------------------

/// The ids of every argument.
fn ocl_args(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<Vec<Id>> {
    c.args.iter().map(|&a| f.operand(a)).collect()
}

/// The operands of a call whose OpenCL.std form needs every operand to
/// have as many components as the result: scalars beside vectors are
/// splatted (`fmin(float4, float)`, `clamp(int4, int, int)`).
fn ocl_args_splatted(f: &mut FunctionLowering<'_>, c: &BuiltinCall, count: u32) -> LowerResult<Vec<Id>> {
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
fn bool_to_ocl_int(f: &mut FunctionLowering<'_>, b: Id, int_type: Id) -> Id {
    let (_, count) = f.components(int_type);
    f.bool_as_int(b, int_type, if count == 1 { 1 } else { u64::MAX })
}

/// The SPIR-V type of a scalar or vector mangled type.
fn mangled_type_id(f: &mut FunctionLowering<'_>, t: &MangledType) -> LowerResult<Id> {
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

/// Whether `cast` (an addrspacecast to generic) is only passed to OpenCL
/// builtins, which use the pointer before the cast (`strip_generic_cast`:
/// Intel's CPU runtime cannot link several builtins on Generic pointers): then no
/// OpPtrCastToGeneric is needed (nor GenericPointer, which OpenCL 1.2
/// lacks, though clang 16 passes `wait_group_events` a generic pointer there).
pub(crate) fn generic_cast_only_for_builtins(f: &FunctionLowering<'_>, cast: Value) -> bool {
    let spaces = &f.module_ref().address_spaces;
    if !spaces.is(cast.ty().address_space(), StorageClass::Generic)
        || spaces.is(cast.operand(0).ty().address_space(), StorageClass::Generic)
    {
        return false;
    }
    let users = cast.users();
    !users.is_empty()
        && users.into_iter().all(|u| {
            let Some(u) = u.as_call().filter(|u| u.called_operand().is_function()) else {
                return false;
            };
            let callee = f.module_ref().calls.get(u.called_operand());
            matches!(callee.kind, CalleeKind::OpenCl)
                && !callee.source_name.starts_with("__")
                && !matches!(callee.source_name.as_str(), "to_global" | "to_local" | "to_private")
        })
}

/// Pointer argument `v` as a pointer to `pointee` (bitcast if needed), in
/// its original storage class when it was cast to generic.
fn ocl_pointer(f: &mut FunctionLowering<'_>, v: Value, pointee: Id) -> LowerResult<(Id, StorageClass)> {
    let base = f.module().address_spaces.strip_generic_cast(v);
    let storage = f.module().storage_class(base.ty().address_space())?;
    let wanted = f.module().m.type_pointer(storage, pointee);
    Ok((f.pointer_operand_as(base, wanted)?, storage))
}

fn const_u32(f: &mut FunctionLowering<'_>, value: u32) -> Id {
    f.module().m.constant_u32(value)
}

/// OpConstantNull of an opaque or composite type (events, samplers).
fn null_of(f: &mut FunctionLowering<'_>, ty: Id) -> Id {
    f.module().m.constant(ConstantKey::Null { ty })
}

/// The size_t type.
fn size_t(f: &mut FunctionLowering<'_>) -> Id {
    f.module().size_type()
}

/// Whether an argument of LLVM type `ty` agrees with the scalar or vector
/// parameter type of a mangling (other parameter types are not checked).
fn agrees(param: &MangledType, ty: crate::llvm::Type) -> bool {
    let (element, count) = match param.unqualified() {
        MangledType::Scalar(s) => (*s, None),
        MangledType::Vector { count, element } => (*element, Some(*count)),
        _ => return true,
    };
    if matches!(element, Scalar::Void | Scalar::Bool) {
        return true;
    }
    let scalar = match count {
        Some(count) if ty.is_vector() && ty.vector_len() == count => ty.element(),
        Some(_) => return false,
        None if ty.is_vector() => return false,
        None => ty,
    };
    if element.is_float() {
        scalar.is_float() && scalar.float_width() == element.bits()
    } else {
        scalar.is_integer() && scalar.int_width() == element.bits()
    }
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
