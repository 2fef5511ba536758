//! Kernels and module-level facts: OpEntryPoint for spir_kernel functions,
//! execution modes from kernel metadata, OpSource from `!opencl.ocl.version`.

use crate::diagnostics::LowerError;
use crate::llvm::{Type, Value};
use crate::lower::module::kernel_metadata::KernelMetadata;
use crate::lower::{ModuleLowering, Signature};
use spirv_writer::grammar::inst;
use spirv_writer::spirv::{ExecutionMode, ExecutionModel, FunctionControl, Op, SourceLanguage};
use spirv_writer::{Function, Id, Operand};

impl ModuleLowering {
    /// The OpenCL C major version of `!opencl.ocl.version`, if the module says.
    pub fn opencl_c_major(&self) -> Option<i64> {
        self.llvm.named_metadata("opencl.ocl.version").first().and_then(|node| node.int_operand(0))
    }

    /// OpSource from `!opencl.ocl.version = !{!{i32 major, i32 minor}}`.
    pub fn lower_source_info(&mut self) {
        let version = self.llvm.named_metadata("opencl.ocl.version").first().copied();
        if let Some(node) = version.filter(|_| !self.m.has_source()) {
            if let (Some(major), Some(minor)) = (node.int_operand(0), node.int_operand(1)) {
                self.m.source(SourceLanguage::OpenCL_C, (major * 100_000 + minor * 1000) as u32);
            }
        }
        // `!opencl.used.extensions = !{!{!"cl_khr_fp16", ...}, ...}` -> OpSourceExtension
        // each, once (as the reference translator writes them).
        let mut seen: Vec<String> = self
            .llvm
            .named_metadata("spirv.SourceExtension")
            .iter()
            .filter_map(|n| n.string_operand(0))
            .collect();
        for node in self.llvm.named_metadata("opencl.used.extensions") {
            for k in 0..node.operands().len() {
                match node.string_operand(k) {
                    Some(name) if !name.is_empty() && !seen.contains(&name) => {
                        self.m.source_extension(&name);
                        seen.push(name);
                    }
                    _ => {}
                }
            }
        }
    }

    pub fn lower_entry_points(&mut self) {
        // Input variables; from SPIR-V 1.4 the writer, which knows the final
        // version, adds every other module-scope variable.
        let interface = self.builtin_variable_ids();
        // spir_kernel functions, and functions that !spirv.EntryPoint names.
        let mut kernels: Vec<(Value, String)> =
            self.functions.iter().filter(|f| f.is_kernel()).map(|f| (f.value, f.name.clone())).collect();
        for (f, name) in self.metadata_entries.clone() {
            match kernels.iter_mut().find(|(k, _)| *k == f) {
                Some(existing) => existing.1 = name,
                None if !f.is_declaration() => kernels.push((f, name)),
                None => self.error(
                    Some(f),
                    None,
                    LowerError::convention("!spirv.EntryPoint", "names a function without a body"),
                ),
            }
        }
        let mut names: Vec<String> = kernels.iter().map(|(_, name)| name.clone()).collect();
        let mut entries = indexmap::IndexMap::new();
        let mut contraction =
            super::contraction::Contraction::new(std::mem::take(&mut self.contraction_summaries));
        for (f, name) in kernels {
            let Some(signature) = self.signatures.get(&f).cloned() else { continue };
            // A kernel whose address is a value may be called through it
            // (extensions::function_indices) as well as directly.
            // (Most kernels have no users: the module's indices are not needed.)
            let called = !f.users().is_empty() && (is_called(f) || self.function_index(f).is_some());
            let entry = if called { self.entry_wrapper(f, &signature) } else { signature.id };
            let name = if is_enqueued(f) {
                let renamed = enqueued_kernel_name(&name, &mut names);
                if renamed != name {
                    // Intel's runtime names the kernel by its OpName.
                    self.m.rename(entry, &renamed);
                }
                renamed
            } else {
                name
            };
            self.m.add_entry_point(ExecutionModel::Kernel, entry, &name, interface.clone());
            self.lower_execution_modes(f, entry);
            if contraction.forbidden_in(f) {
                self.m.add_execution_mode(entry, ExecutionMode::ContractionOff, vec![]);
            }
            self.lower_kernel_arg_info(f);
            entries.insert(f, entry);
        }
        if let Err(e) = self.lower_metadata_execution_modes(|f| entries.get(&f).copied()) {
            self.error(None, None, e);
        }
    }

    /// SPIR-V forbids calling an entry point: a kernel that other code calls
    /// gets an entry point of its own that calls it.
    fn entry_wrapper(&mut self, f: Value, signature: &Signature) -> Id {
        let id = self.m.alloc_id();
        let mut wrapper =
            Function::new(id, signature.return_type, FunctionControl::NONE, signature.function_type);
        let mut call = vec![Operand::IdRef(signature.id)];
        for ty in &signature.param_types {
            let param = self.m.alloc_id();
            wrapper.add_param(param, *ty);
            call.push(Operand::IdRef(param));
        }
        let label = self.m.alloc_id();
        let result = self.m.alloc_id();
        let mut code = self.m.new_code();
        self.m.push_code(&mut code, inst(Op::FunctionCall, Some(signature.return_type), Some(result), call));
        self.m.push_code(&mut code, inst(Op::Return, None, None, vec![]));
        // INVARIANT: OpReturn is a terminator.
        wrapper.add_block(label, code).expect("OpReturn terminates");
        self.m.add_function(wrapper);
        self.m.name(id, &f.name());
        id
    }

    /// Execution modes from kernel metadata.
    fn lower_execution_modes(&mut self, f: Value, entry: Id) {
        // One to three dimensions (SYCL writes as many as the kernel has);
        // missing ones are 1, as the reference translator reads them.
        let dimensions = |node: KernelMetadata| -> Option<Vec<u32>> {
            let count = node.operands().len();
            if !(1..=3).contains(&count) {
                return None;
            }
            (0..3)
                .map(|i| match i < count {
                    true => node
                        .int_operand(i)
                        .filter(|v| (1..=i64::from(u32::MAX)).contains(v))
                        .map(|v| v as u32),
                    false => Some(1),
                })
                .collect()
        };
        let md = |name: &str| self.kernel_md.get(f, name);
        let (sub_group, vec_hint) = (md("intel_reqd_sub_group_size"), md("vec_type_hint"));
        // A malformed size is an error: dropping it would lose a requirement,
        // and a zero dimension makes invalid SPIR-V.
        for (name, mode) in [
            ("reqd_work_group_size", ExecutionMode::LocalSize),
            ("work_group_size_hint", ExecutionMode::LocalSizeHint),
        ] {
            let Some(node) = self.kernel_md.get(f, name) else { continue };
            match dimensions(node) {
                Some(size) => self.m.add_execution_mode(entry, mode, size),
                None => self.error(
                    Some(f),
                    None,
                    LowerError::convention(
                        format!("!{name}"),
                        "expected one to three integers from 1 to 4294967295",
                    ),
                ),
            }
        }
        // 0 asks for the device's primary sub-group size, a named size of
        // SPV_INTEL_subgroup_requirements (in no grammar here): the kernel
        // gets no requirement then, and the runtime picks the size.
        if let Some(size) = sub_group.and_then(|n| n.int_operand(0)).filter(|&s| s != 0) {
            self.m.add_execution_mode(entry, ExecutionMode::SubgroupSize, vec![size as u32]);
        }
        let hinted = vec_hint.and_then(|n| n.operands().first().copied().flatten());
        if let Some(code) = hinted.and_then(|v| vec_type_hint(v.ty())) {
            self.m.add_execution_mode(entry, ExecutionMode::VecTypeHint, vec![code]);
        }
        self.lower_kernel_attributes(f, entry);
        self.lower_fpga_kernel_decorations(f, entry);
        self.vector_compute_modes(f, entry); // module::vector_compute
    }

    /// DPC++'s FPGA kernel metadata -> decorations on the kernel function, as
    /// the reference translator reads it: `!stall_enable` (StallEnableINTEL,
    /// SPV_INTEL_fpga_cluster_attributes), `!initiation_interval`,
    /// `!max_concurrency`, `!pipeline_kernel` / `!disable_loop_pipelining`
    /// (SPV_INTEL_fpga_invocation_pipelining_attributes). FPGA compiler hints:
    /// each is dropped when no extension providing it is allowed. `!loop_fuse`
    /// is always dropped: every SPIRV-Tools release up to 2025.5 gives
    /// FuseLoopsInFunctionINTEL no operands, so the extension's two literals
    /// (which the translator writes) fail validation.
    fn lower_fpga_kernel_decorations(&mut self, f: Value, entry: Id) {
        use spirv_writer::spirv::Decoration;
        let int = |this: &Self, name: &str, k: usize| {
            this.kernel_md
                .get(f, name)
                .and_then(|n| n.int_operand(k))
                .filter(|v| (0..=i64::from(u32::MAX)).contains(v))
                .map(|v| v as u32)
        };
        let mut wanted: Vec<(Decoration, Vec<u32>)> = Vec::new();
        if int(self, "stall_enable", 0).is_some_and(|v| v != 0) {
            wanted.push((Decoration::StallEnableINTEL, vec![]));
        }
        if let Some(ii) = int(self, "initiation_interval", 0) {
            wanted.push((Decoration::InitiationIntervalINTEL, vec![ii]));
        }
        if let Some(n) = int(self, "max_concurrency", 0) {
            wanted.push((Decoration::MaxConcurrencyINTEL, vec![n]));
        }
        if let Some(enable) = int(self, "pipeline_kernel", 0) {
            wanted.push((Decoration::PipelineEnableINTEL, vec![u32::from(enable != 0)]));
        } else if int(self, "disable_loop_pipelining", 0).is_some_and(|v| v != 0) {
            wanted.push((Decoration::PipelineEnableINTEL, vec![0]));
        }
        for (decoration, literals) in wanted {
            if self.allows_decoration(decoration) {
                self.m.decorate(entry, decoration, literals.into_iter().map(Operand::LiteralBit32).collect());
            }
        }
    }

    /// SYCL/FPGA kernel metadata (as DPC++ writes it and the reference
    /// translator reads it) -> SPV_INTEL_kernel_attributes execution modes.
    /// They only tell the consumer what the kernel was compiled for (limits
    /// the host program must respect anyway, performance hints): dropped
    /// when the extension is not allowed.
    fn lower_kernel_attributes(&mut self, f: Value, entry: Id) {
        use crate::target::optional::OptionalFeature;
        const MODES: [(&str, ExecutionMode, usize); 5] = [
            ("max_work_group_size", ExecutionMode::MaxWorkgroupSizeINTEL, 3),
            ("max_global_work_dim", ExecutionMode::MaxWorkDimINTEL, 1),
            ("no_global_work_offset", ExecutionMode::NoGlobalOffsetINTEL, 0),
            ("num_simd_work_items", ExecutionMode::NumSIMDWorkitemsINTEL, 1),
            ("scheduler_target_fmax_mhz", ExecutionMode::SchedulerTargetFmaxMhzINTEL, 1),
        ];
        for (name, mode, count) in MODES {
            let Some(node) = self.kernel_md.get(f, name) else { continue };
            // Sizes (count 3) may have fewer dimensions, as SYCL writes them:
            // the missing ones are 1, as the reference translator reads them.
            let given = node.operands().len();
            let literals: Option<Vec<u32>> = (given <= count.max(1)).then_some(()).and_then(|()| {
                (0..count)
                    .map(|i| match i < given || count < 3 {
                        true => node
                            .int_operand(i)
                            .filter(|v| (0..=i64::from(u32::MAX)).contains(v))
                            .map(|v| v as u32),
                        false => Some(1),
                    })
                    .collect()
            });
            let Some(literals) = literals else {
                self.error(
                    Some(f),
                    None,
                    LowerError::convention(
                        format!("!{name}"),
                        match count {
                            3 => "expected one to three integers from 0 to 4294967295".to_string(),
                            _ => format!("expected {count} integers from 0 to 4294967295"),
                        },
                    ),
                );
                continue;
            };
            // no_global_work_offset may carry a boolean (SYCL's attribute
            // argument): 0 means the offset is used.
            if count == 0 && node.int_operand(0) == Some(0) {
                continue;
            }
            if self.use_optional_feature(OptionalFeature::KernelAttributes) {
                self.m.add_execution_mode(entry, mode, literals);
            }
        }
    }

    /// Kernel argument metadata as OpStrings, in the reference translator's
    /// form (`kernel_arg_type.<kernel>.<type>,<type>,`), for consumers that read it.
    fn lower_kernel_arg_info(&mut self, f: Value) {
        let Some(types) = self.kernel_md.get(f, "kernel_arg_type") else { return };
        let names: Vec<String> =
            (0..types.operands().len()).filter_map(|i| types.string_operand(i)).collect();
        let text: String = names.iter().map(|t| format!("{t},")).collect();
        self.m.string(&format!("kernel_arg_type.{}.{text}", f.name()));
    }
}

/// Whether some instruction calls `f`.
/// Whether `f` is the invoke kernel of a device-side enqueue or kernel query
/// (the call names it, through casts).
fn is_enqueued(f: Value) -> bool {
    let mut pointers = vec![f];
    let mut seen = 0;
    while let Some(p) = pointers.pop() {
        seen += 1;
        if seen > 64 {
            return false;
        }
        for user in p.users() {
            if let Some(user) = user.as_call() {
                let callee = user.called_operand().name();
                if let Some(at) = invoke_argument(&callee) {
                    if user.call_args().get(at) == Some(&p) {
                        return true;
                    }
                }
            } else if matches!(
                user.const_opcode(),
                Some(crate::llvm::Opcode::AddrSpaceCast | crate::llvm::Opcode::BitCast)
            ) {
                pointers.push(user);
            }
        }
    }
    false
}

/// The entry-point name of an enqueued block's kernel: without dots, ending
/// as it did (clang's `_kernel`). clang-22 with -g names blocks
/// `__k_block_invoke.1`, and Intel's CPU runtime cannot then map the enqueued
/// block to its kernel ("CPUBlockToKernelMapper not found key in map"), nor
/// one whose name does not end in `_kernel`. Host code never looks these
/// kernels up by name. The new name avoids every name in `taken` (the
/// kernels' and the names given so far), and joins them.
fn enqueued_kernel_name(name: &str, taken: &mut Vec<String>) -> String {
    if !name.contains('.') {
        return name.to_string();
    }
    let base = name.replace('.', "_");
    let (stem, suffix) = match base.strip_suffix("_kernel") {
        Some(stem) => (stem.to_string(), "_kernel"),
        None => (base.clone(), ""),
    };
    let mut candidate = base.clone();
    let mut n = 0;
    while taken.contains(&candidate) {
        n += 1;
        candidate = format!("{stem}_{n}{suffix}");
    }
    taken.push(candidate.clone());
    candidate
}

fn is_called(f: Value) -> bool {
    f.users().into_iter().any(|u| u.as_call().is_some_and(|c| c.called_operand() == f))
}

/// The VecTypeHint literal (SPIR-V 3.6): component count << 16 | scalar code.
fn vec_type_hint(ty: Type) -> Option<u32> {
    let scalar = ty.scalar();
    let code = match (scalar.is_integer(), scalar.int_width(), scalar.float_width()) {
        (true, 8, _) => 0,
        (true, 16, _) => 1,
        (true, 32, _) => 2,
        (true, 64, _) => 3,
        (false, _, 16) => 4,
        (false, _, 32) => 5,
        (false, _, 64) => 6,
        _ => return None,
    };
    let count = if ty.is_vector() { ty.vector_len() } else { 1 };
    Some((count << 16) | code)
}

/// The position of the invoke function among the arguments of the
/// unmangled enqueue / kernel query builtins clang emits.
pub fn invoke_argument(name: &str) -> Option<usize> {
    Some(match name {
        "__enqueue_kernel_basic" | "__enqueue_kernel_varargs" => 3,
        "__enqueue_kernel_basic_events" | "__enqueue_kernel_events_varargs" => 6,
        "__get_kernel_work_group_size_impl" | "__get_kernel_preferred_work_group_size_multiple_impl" => 0,
        "__get_kernel_sub_group_count_for_ndrange_impl"
        | "__get_kernel_max_sub_group_size_for_ndrange_impl" => 1,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::enqueued_kernel_name;

    #[test]
    fn enqueued_kernel_names_lose_their_dots_and_stay_unique() {
        let mut names: Vec<String> =
            ["k", "a.b_kernel", "a_b_kernel", "a.b.1_kernel", "a_b_1_kernel", "c.1_kernel"]
                .iter()
                .map(|s| s.to_string())
                .collect();
        assert_eq!(enqueued_kernel_name("a_b_kernel", &mut names), "a_b_kernel");
        assert_eq!(enqueued_kernel_name("c.1_kernel", &mut names), "c_1_kernel");
        // a_b_kernel and a_b_1_kernel are taken.
        assert_eq!(enqueued_kernel_name("a.b_kernel", &mut names), "a_b_2_kernel");
        assert_eq!(enqueued_kernel_name("a.b.1_kernel", &mut names), "a_b_1_1_kernel");
        assert_eq!(enqueued_kernel_name("d.1", &mut names), "d_1");
    }
}
