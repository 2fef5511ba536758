//! The OpenCL C builtin library: calls clang emits for OpenCL builtins
//! (`_Z4sqrtf`, `_Z6vload4mPU3AS1Kf`, `printf`, `__to_global`, ...) lowered to
//! OpenCL.std extended instructions and core SPIR-V instructions.
//!
//! A call is demangled (`mangling`) into its source name and parameter types;
//! the parameter types carry what LLVM types lose: signedness (`_Z3maxjj` is
//! u_max), pointee types and address spaces, and the OpenCL types of images,
//! samplers and events. Each family lives in its own file and declares the
//! rows it lowers (`table`: the row types and constructors); this module
//! gathers the families' rows, recognizes library names and dispatches a
//! call to its row (`lower_builtin_row`). Below the families, calling none of
//! them: `call` (the call descriptor), `operands` (the shared helpers),
//! `semantics` (memory orders, scopes, fence flags), `samplers` and
//! `generic_casts`, which core lowering also reads. The families:
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
pub(crate) mod call;
mod cluster_sizes;
mod conversions;
mod dot;
mod enqueue;
pub(crate) mod generic_casts;
mod groups;
mod images;
mod integer;
mod math;
pub(crate) mod misc;
mod object_inference;
pub(crate) mod object_memory;
pub(crate) mod opaque;
mod operands;
pub(crate) mod pipes;
mod relational;
pub(crate) mod samplers;
pub(crate) mod semantics;
mod subgroups;
mod sync;
pub mod table;
#[cfg(test)]
mod table_tests;
mod vector_data;

pub use enqueue::invoked_function;

use crate::diagnostics::LowerError;
use crate::llvm::Call as CallInst;
use crate::lower::body::function::FunctionLowering;
use crate::lower::extensions::bfloat;
use crate::lower::module::mangling::{Demangled, MangledType, Scalar};
use crate::lower::LowerResult;
use call::BuiltinCall;
use spirv_writer::Operand;
use table::{exact, Builtin, BuiltinRule};

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
    &[table::prefixed("as_", BuiltinRule::Reserved("as_<type> is a bitcast, not a call"))];

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
        Some(row) => lower_builtin_row(f, row, &call),
        None => Err(call.unknown()),
    }
}

/// Lowers call `c` by `row`.
fn lower_builtin_row(f: &mut FunctionLowering<'_>, row: &Builtin, c: &BuiltinCall) -> LowerResult<()> {
    if let Some(done) = crate::lower::extensions::bfloat_nancode_nan(f, c) {
        return done;
    }
    crate::lower::extensions::check_bfloat_builtin(c)?;
    match row.lowering {
        BuiltinRule::Std(name) => lower_std(f, c, name),
        BuiltinRule::SignedStd(signed, unsigned) => {
            lower_std(f, c, if c.signed(0) { signed } else { unsigned })
        }
        BuiltinRule::Named(lower) => lower(f, c),
        BuiltinRule::Reserved(_) => Err(c.unknown()),
        BuiltinRule::Unsupported(what) => Err(LowerError::UnknownBuiltin {
            kind: "OpenCL builtin function",
            name: c.name.clone(),
            symbol: c.symbol.clone(),
            detail: Some(format!("{what} are not translated")),
        }),
    }
}

/// An OpenCL.std instruction on the call's arguments: scalars beside
/// vectors splatted to the widest operand (`length(float4)` has a scalar
/// result), pointer operands as pointers to the type their mangling gives.
fn lower_std(f: &mut FunctionLowering<'_>, c: &BuiltinCall, name: &str) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let count =
        c.args.iter().map(|a| if a.ty().is_vector() { a.ty().vector_len() } else { 1 }).max().unwrap_or(1);
    let mut operands = operands::ocl_args_splatted(f, c, count)?;
    for (n, &a) in c.args.iter().enumerate() {
        if a.ty().is_pointer() {
            let pointee = c
                .param(n)?
                .pointee()
                .ok_or_else(|| LowerError::operand(c.symbol.as_str(), format!("parameter {n}"), "a pointer"))?
                .clone();
            let pointee = operands::mangled_type_id(f, &pointee)?;
            operands[n] = operands::ocl_pointer(f, a, pointee)?.0;
        }
    }
    if crate::lower::extensions::is_float_then_round(c) {
        let number = spirv_writer::grammar::opencl_std_opcode(name)
            .ok_or(LowerError::Internal("an OpenCL.std instruction name the grammar lacks"))?;
        let set = f.module().m.ext_inst_import("OpenCL.std");
        let head = [Operand::IdRef(set), Operand::LiteralExtInstInteger(number)];
        let operands: Vec<Operand> = operands.iter().map(|&o| Operand::IdRef(o)).collect();
        if let Some(done) = bfloat::bfloat_ext_inst(f, c.i, &head, &operands) {
            return done;
        }
    }
    let id = f.ext_inst(name, result_type, &operands)?;
    f.set_result(c.i, id);
    Ok(())
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
