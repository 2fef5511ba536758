//! Kernels and module-level facts: OpEntryPoint for spir_kernel functions,
//! execution modes from kernel metadata, OpSource from `!opencl.ocl.version`,
//! and kernel argument type hints for pointee inference.

use super::globals::SPIR_KERNEL_CC;
use super::ModuleLowering;
use crate::llvm::{Type, Value};
use spirv_writer::spirv::{ExecutionMode, ExecutionModel, SourceLanguage};
use spirv_writer::Version;

/// An OpenCL C scalar or vector type name (`float4`, `uint`) as an LLVM type.
fn opencl_type(module: crate::llvm::Module, name: &str) -> Option<Type> {
    let name = name.trim().trim_start_matches("const ").trim_start_matches("volatile ").trim();
    let digits = name.bytes().rev().take_while(u8::is_ascii_digit).count();
    let (base, count) = name.split_at(name.len() - digits);
    let scalar = match base {
        "char" | "uchar" | "unsigned char" | "bool" => module.int_type(8),
        "short" | "ushort" | "unsigned short" => module.int_type(16),
        "int" | "uint" | "unsigned int" => module.int_type(32),
        "long" | "ulong" | "unsigned long" => module.int_type(64),
        "half" => module.float_type(16)?,
        "float" => module.float_type(32)?,
        "double" => module.float_type(64)?,
        _ => return None,
    };
    match count {
        "" => Some(scalar),
        n => Some(module.vector_type(scalar, n.parse().ok()?)),
    }
}

impl ModuleLowering {
    pub fn is_kernel(f: Value) -> bool {
        f.calling_conv() == SPIR_KERNEL_CC && !f.is_declaration()
    }

    /// OpSource from `!opencl.ocl.version = !{!{i32 major, i32 minor}}`.
    pub fn lower_source_info(&mut self) {
        let version = self.llvm.named_metadata("opencl.ocl.version").first().copied();
        if let Some(node) = version {
            if let (Some(major), Some(minor)) = (node.int_operand(0), node.int_operand(1)) {
                self.m.source(SourceLanguage::OpenCL_C, (major * 100_000 + minor * 1000) as u32);
            }
        }
        // Pointee hints for kernel pointer parameters from their source types.
        let kind = self.llvm.md_kind("kernel_arg_base_type");
        for f in self.llvm.functions() {
            if !Self::is_kernel(f) {
                continue;
            }
            let Some(types) = f.global_metadata(kind) else { continue };
            for (index, param) in f.params().into_iter().enumerate() {
                let Some(name) = types.string_operand(index) else { continue };
                if let Some(pointee) = name.strip_suffix('*').and_then(|n| opencl_type(self.llvm, n)) {
                    if param.ty().is_pointer() {
                        self.pointees.hint(param, pointee);
                    }
                }
            }
        }
    }

    pub fn lower_entry_points(&mut self) {
        let mut interface = self.builtin_variable_ids();
        if self.m.requirements.version() >= Version::V1_4 {
            // From SPIR-V 1.4 the interface lists every global variable, not just Input/Output.
            interface.extend(self.globals.values().copied());
        }
        let reqd = self.llvm.md_kind("reqd_work_group_size");
        let hint = self.llvm.md_kind("work_group_size_hint");
        let sub_group = self.llvm.md_kind("intel_reqd_sub_group_size");
        let kernels: Vec<Value> = self.llvm.functions().into_iter().filter(|f| Self::is_kernel(*f)).collect();
        for f in kernels {
            let Some(signature) = self.signatures.get(&f).cloned() else { continue };
            self.m.add_entry_point(ExecutionModel::Kernel, signature.id, &f.name(), interface.clone());
            let three = |node: Option<crate::llvm::Metadata>| -> Option<Vec<u32>> {
                let node = node?;
                (0..3).map(|i| node.int_operand(i).map(|v| v as u32)).collect()
            };
            if let Some(size) = three(f.global_metadata(reqd)) {
                self.m.add_execution_mode(signature.id, ExecutionMode::LocalSize, size);
            }
            if let Some(size) = three(f.global_metadata(hint)) {
                self.m.add_execution_mode(signature.id, ExecutionMode::LocalSizeHint, size);
            }
            if let Some(size) = f.global_metadata(sub_group).and_then(|n| n.int_operand(0)) {
                self.m.add_execution_mode(signature.id, ExecutionMode::SubgroupSize, vec![size as u32]);
            }
        }
    }
}
