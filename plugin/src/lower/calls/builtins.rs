//! Calls to builtin functions: OpenCL work-item functions (`_Z13get_global_idj`)
//! and the SPIR-V friendly `__spirv_BuiltIn*` call form, both lowered to loads
//! of BuiltIn-decorated Input variables.
//!
//! Other OpenCL builtins are recognized by name so that one we cannot lower
//! yet is a clear error instead of a silently imported function.

use crate::lower::body::function::FunctionLowering;
use crate::lower::{LowerResult, ModuleLowering};
use crate::llvm::Value;
use spirv_writer::spirv::{BuiltIn, Decoration, Op, StorageClass};
use spirv_writer::{Id, Operand};
use std::str::FromStr;

/// The source name of an Itanium-mangled function (`_Z13get_global_idj` ->
/// `get_global_id`), or the name itself if it is not mangled.
pub fn demangled_name(name: &str) -> &str {
    let Some(rest) = name.strip_prefix("_Z") else { return name };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let Ok(len) = rest[..digits].parse::<usize>() else { return name };
    rest.get(digits..digits + len).unwrap_or(name)
}

/// OpenCL work-item functions: builtin variable, whether it is a 3-vector, and
/// the value an out-of-range dimension yields (OpenCL C 6.15.1).
fn work_item_builtin(name: &str) -> Option<(BuiltIn, bool, u64)> {
    Some(match name {
        "get_global_id" => (BuiltIn::GlobalInvocationId, true, 0),
        "get_global_size" => (BuiltIn::GlobalSize, true, 1),
        "get_global_offset" => (BuiltIn::GlobalOffset, true, 0),
        "get_local_id" => (BuiltIn::LocalInvocationId, true, 0),
        "get_local_size" => (BuiltIn::WorkgroupSize, true, 1),
        "get_enqueued_local_size" => (BuiltIn::EnqueuedWorkgroupSize, true, 1),
        "get_num_groups" => (BuiltIn::NumWorkgroups, true, 1),
        "get_group_id" => (BuiltIn::WorkgroupId, true, 0),
        "get_work_dim" => (BuiltIn::WorkDim, false, 0),
        "get_global_linear_id" => (BuiltIn::GlobalLinearId, false, 0),
        "get_local_linear_id" => (BuiltIn::LocalInvocationIndex, false, 0),
        "get_sub_group_size" => (BuiltIn::SubgroupSize, false, 0),
        "get_max_sub_group_size" => (BuiltIn::SubgroupMaxSize, false, 0),
        "get_num_sub_groups" => (BuiltIn::NumSubgroups, false, 0),
        "get_enqueued_num_sub_groups" => (BuiltIn::NumEnqueuedSubgroups, false, 0),
        "get_sub_group_id" => (BuiltIn::SubgroupId, false, 0),
        "get_sub_group_local_id" => (BuiltIn::SubgroupLocalInvocationId, false, 0),
        _ => return None,
    })
}

/// Whether `name` (demangled) belongs to the OpenCL C builtin library.
pub fn is_opencl_builtin(name: &str) -> bool {
    const PREFIXES: &[&str] = &[
        "convert_", "as_", "vload", "vstore", "atomic_", "atom_", "read_image", "write_image", "get_image_",
        "sub_group_", "work_group_", "intel_sub_group", "native_", "half_", "async_work_group", "get_fence",
        "to_global", "to_local", "to_private", "__to_", "__spirv_", "__translate_sampler", "__read_pipe",
        "__write_pipe", "__reserve_", "__commit_", "__get_pipe_", "__work_group_reserve", "__work_group_commit",
        "__sub_group_reserve", "__sub_group_commit", "__enqueue_kernel", "__get_kernel_", "get_kernel_",
        "get_pipe_", "get_default_queue", "get_sub_group_", "dot_4x8packed_", "dot_acc_sat_4x8packed_",
    ];
    const NAMES: &[&str] = &[
        "acos", "acosh", "acospi", "asin", "asinh", "asinpi", "atan", "atan2", "atanh", "atanpi", "atan2pi", "cbrt",
        "ceil", "copysign", "cos", "cosh", "cospi", "erfc", "erf", "exp", "exp2", "exp10", "expm1", "fabs", "fdim",
        "floor", "fma", "fmax", "fmin", "fmod", "fract", "frexp", "hypot", "ilogb", "ldexp", "lgamma", "lgamma_r",
        "log", "log2", "log10", "log1p", "logb", "mad", "maxmag", "minmag", "modf", "nan", "nextafter", "pow",
        "pown", "powr", "remainder", "remquo", "rint", "rootn", "round", "rsqrt", "sin", "sincos", "sinh", "sinpi",
        "sqrt", "tan", "tanh", "tanpi", "tgamma", "trunc", "abs", "abs_diff", "add_sat", "hadd", "rhadd", "clamp",
        "clz", "ctz", "mad_hi", "mad_sat", "max", "min", "mul_hi", "rotate", "sub_sat", "upsample", "popcount",
        "mad24", "mul24", "degrees", "mix", "radians", "step", "smoothstep", "sign", "cross", "dot", "distance",
        "length", "normalize", "fast_distance", "fast_length", "fast_normalize", "isequal", "isnotequal",
        "isgreater", "isgreaterequal", "isless", "islessequal", "islessgreater", "isfinite", "isinf", "isnan",
        "isnormal", "isordered", "isunordered", "signbit", "any", "all", "bitselect", "select", "shuffle",
        "shuffle2", "barrier", "work_group_barrier", "mem_fence", "read_mem_fence", "write_mem_fence", "printf",
        "wait_group_events", "prefetch", "enqueue_kernel", "enqueue_marker", "retain_event", "release_event",
        "create_user_event", "is_valid_event", "set_user_event_status", "capture_event_profiling_info",
        "ndrange_1D", "ndrange_2D", "ndrange_3D", "read_pipe", "write_pipe", "reserve_read_pipe",
        "reserve_write_pipe", "commit_read_pipe", "commit_write_pipe", "is_valid_reserve_id", "bitfield_insert",
        "bitfield_extract_signed", "bitfield_extract_unsigned", "bit_reverse", "dot_acc_sat",
    ];
    PREFIXES.iter().any(|p| name.starts_with(p)) || NAMES.contains(&name) || work_item_builtin(name).is_some()
}

impl ModuleLowering {
    /// A declaration that is called as an ordinary external function (imported
    /// through linkage), not a builtin.
    pub fn is_external_function(&self, f: Value) -> bool {
        let name = f.name();
        !name.starts_with("llvm.") && !is_opencl_builtin(demangled_name(&name))
    }

    /// The Input variable of `builtin`, of value type `value_type`.
    pub fn builtin_variable(&mut self, builtin: BuiltIn, value_type: Id) -> Id {
        if let Some(&id) = self.builtin_variables.get(&builtin) {
            return id;
        }
        let pointer = self.m.type_pointer(StorageClass::Input, value_type);
        let id = self.m.alloc_id();
        self.m.global_variable(id, pointer, StorageClass::Input, None);
        self.m.decorate(id, Decoration::BuiltIn, vec![Operand::BuiltIn(builtin)]);
        self.m.decorate(id, Decoration::Constant, vec![]);
        self.m.name(id, &format!("__spirv_BuiltIn{builtin:?}"));
        self.builtin_variables.insert(builtin, id);
        id
    }

    /// Every builtin variable, for entry point interfaces.
    pub fn builtin_variable_ids(&self) -> Vec<Id> {
        self.builtin_variables.values().copied().collect()
    }
}

impl FunctionLowering<'_> {
    /// Lowers `i` if `callee` is a builtin; `None` if it is an ordinary function.
    pub fn lower_builtin_call(&mut self, i: Value, callee: Value, name: &str) -> Option<LowerResult<()>> {
        let source_name = demangled_name(name);
        if let Some((builtin, vector, default)) = work_item_builtin(source_name) {
            return Some(self.lower_work_item_call(i, builtin, vector, Some(default)));
        }
        if let Some(rest) = source_name.strip_prefix("__spirv_BuiltIn") {
            let Ok(builtin) = BuiltIn::from_str(rest) else {
                return Some(Err(format!("unknown SPIR-V builtin variable '{source_name}' (no BuiltIn named '{rest}')")));
            };
            let vector = !i.call_args().is_empty();
            return Some(self.lower_work_item_call(i, builtin, vector, None));
        }
        if callee.is_declaration() && is_opencl_builtin(source_name) {
            if let Some(result) = self.lower_opencl_builtin(i, name) {
                return Some(result);
            }
            return Some(Err(format!("OpenCL builtin function '{source_name}' ({name}) is not supported yet")));
        }
        None
    }

    /// Loads builtin variable `builtin`, extracting the component the call's
    /// argument selects when it is a 3-vector.
    fn lower_work_item_call(&mut self, i: Value, builtin: BuiltIn, vector: bool, default: Option<u64>) -> LowerResult<()> {
        let result_type = self.ml.value_type(i)?;
        let scalar = match builtin {
            BuiltIn::WorkDim
            | BuiltIn::SubgroupSize
            | BuiltIn::SubgroupMaxSize
            | BuiltIn::NumSubgroups
            | BuiltIn::NumEnqueuedSubgroups
            | BuiltIn::SubgroupId
            | BuiltIn::SubgroupLocalInvocationId => self.ml.m.type_int(32),
            // uint4 masks (cl_khr_subgroup_ballot); no dimension argument.
            BuiltIn::SubgroupEqMask
            | BuiltIn::SubgroupGeMask
            | BuiltIn::SubgroupGtMask
            | BuiltIn::SubgroupLeMask
            | BuiltIn::SubgroupLtMask => {
                let u32_type = self.ml.m.type_int(32);
                self.ml.m.type_vector(u32_type, 4)
            }
            _ => self.ml.size_type(),
        };
        let value_type = if vector { self.ml.m.type_vector(scalar, 3) } else { scalar };
        let variable = self.ml.builtin_variable(builtin, value_type);
        let loaded = self.emit(Op::Load, Some(value_type), vec![Operand::IdRef(variable)]);
        let mut value = if vector {
            let args = i.call_args();
            let dimension = *args.first().ok_or("work-item builtin called without a dimension")?;
            match dimension.const_int_zext() {
                Some(d) if d < 3 => {
                    self.emit(Op::CompositeExtract, Some(scalar), vec![Operand::IdRef(loaded), Operand::LiteralBit32(d as u32)])
                }
                Some(_) if default.is_some() => self.ml.int_constant(scalar, default.unwrap_or(0)),
                _ => {
                    let index = self.operand(dimension)?;
                    let element = self.emit(Op::VectorExtractDynamic, Some(scalar), vec![Operand::IdRef(loaded), Operand::IdRef(index)]);
                    match default {
                        Some(default) => {
                            // Out-of-range dimensions give the OpenCL default value.
                            let index_type = self.ml.value_type(dimension)?;
                            let three = self.ml.int_constant(index_type, 3);
                            let bool_type = self.ml.m.type_bool();
                            let in_range = self.emit(Op::ULessThan, Some(bool_type), vec![Operand::IdRef(index), Operand::IdRef(three)]);
                            let fallback = self.ml.int_constant(scalar, default);
                            self.emit(Op::Select, Some(scalar), vec![Operand::IdRef(in_range), Operand::IdRef(element), Operand::IdRef(fallback)])
                        }
                        None => element,
                    }
                }
            }
        } else {
            loaded
        };
        if scalar != result_type {
            value = self.emit(Op::UConvert, Some(result_type), vec![Operand::IdRef(value)]);
        }
        self.alias(i, value);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demangling_names() {
        assert_eq!(demangled_name("_Z13get_global_idj"), "get_global_id");
        assert_eq!(demangled_name("_Z33__spirv_BuiltInGlobalInvocationIdi"), "__spirv_BuiltInGlobalInvocationId");
        assert_eq!(demangled_name("foo"), "foo");
        assert_eq!(demangled_name("_Z99x"), "_Z99x");
    }

    #[test]
    fn builtin_names() {
        assert!(is_opencl_builtin("sqrt"));
        assert!(is_opencl_builtin("convert_int4_sat"));
        assert!(!is_opencl_builtin("my_helper"));
    }
}
