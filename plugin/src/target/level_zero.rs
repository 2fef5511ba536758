//! The Level Zero environment's validation rules (the Level Zero "SPIR-V Programming Guide", "Validation
//! Rules" and "Kernel Arguments"), checked on the finished module. Each
//! violation names the rule and the kernel, function or instruction.

use crate::diagnostics::Diagnostic;
use crate::diagnostics::LowerError;
use indexmap::{IndexMap, IndexSet};
use rspirv::binary::Disassemble;
use rspirv::dr::{Instruction, Module, Operand};
use spirv_writer::spirv::{
    AddressingModel, Dim, ExecutionModel, ImageFormat, ImageOperands, MemoryModel, Op, Scope, StorageClass,
};

struct Checker<'m> {
    module: &'m Module,
    names: IndexMap<u32, String>,
    defs: IndexMap<u32, &'m Instruction>,
    problems: Vec<Diagnostic>,
}

pub fn check(module: &Module) -> Vec<Diagnostic> {
    let mut names = IndexMap::new();
    for i in &module.debug_names {
        if let (Some(Operand::IdRef(id)), Some(Operand::LiteralString(name))) =
            (i.operands.first(), i.operands.get(1))
        {
            if i.class.opcode == Op::Name {
                names.entry(*id).or_insert_with(|| name.clone());
            }
        }
    }
    let defs = module.all_inst_iter().filter_map(|i| i.result_id.map(|id| (id, i))).collect();
    let mut c = Checker { module, names, defs, problems: Vec::new() };
    c.memory_model();
    c.entry_points();
    c.types();
    c.instructions();
    c.recursion();
    c.problems
}

impl<'m> Checker<'m> {
    fn fail(&mut self, rule: &'static str, problem: String) {
        let error =
            LowerError::EnvironmentRule { environment: "Level Zero", env_name: "level-zero", rule, problem };
        self.problems.push(error.into());
    }

    fn name(&self, id: u32) -> String {
        self.names.get(&id).cloned().unwrap_or_else(|| format!("%{id}"))
    }

    fn text(&self, id: u32) -> String {
        self.defs.get(&id).map_or_else(|| format!("%{id}"), |i| i.disassemble())
    }

    fn constant_value(&self, id: u32) -> Option<u32> {
        let i = self.defs.get(&id)?;
        match (i.class.opcode, i.operands.first()) {
            (Op::Constant, Some(Operand::LiteralBit32(v))) => Some(*v),
            _ => None,
        }
    }

    fn memory_model(&mut self) {
        let Some(mm) = &self.module.memory_model else { return };
        if let Some(Operand::AddressingModel(a)) = mm.operands.first() {
            if *a != AddressingModel::Physical64 {
                self.fail(
                    "addressing model",
                    format!(
                        "the addressing model is {a:?}; Level Zero requires Physical64 (compile for spir64)"
                    ),
                );
            }
        }
        if let Some(Operand::MemoryModel(m)) = mm.operands.get(1) {
            if *m != MemoryModel::OpenCL {
                self.fail("memory model", format!("the memory model is {m:?}; Level Zero requires OpenCL"));
            }
        }
    }

    fn entry_points(&mut self) {
        for ep in &self.module.entry_points {
            let (Some(Operand::ExecutionModel(model)), Some(Operand::IdRef(function))) =
                (ep.operands.first(), ep.operands.get(1))
            else {
                continue;
            };
            let name = match ep.operands.get(2) {
                Some(Operand::LiteralString(s)) => s.clone(),
                _ => self.name(*function),
            };
            if *model != ExecutionModel::Kernel {
                self.fail(
                    "execution model",
                    format!("entry point '{name}' uses {model:?}; Level Zero requires Kernel"),
                );
            }
            let Some(f) = self
                .module
                .functions
                .iter()
                .find(|f| f.def.as_ref().and_then(|d| d.result_id) == Some(*function))
            else {
                continue;
            };
            if let Some(result_type) = f.def.as_ref().and_then(|d| d.result_type) {
                if self.defs.get(&result_type).map(|i| i.class.opcode) != Some(Op::TypeVoid) {
                    self.fail(
                        "kernel return type",
                        format!(
                            "kernel '{name}' returns {}; kernels must return void",
                            self.text(result_type)
                        ),
                    );
                }
            }
            for (index, param) in f.parameters.iter().enumerate() {
                let Some(ty) = param.result_type else { continue };
                if let Err(why) = self.kernel_argument_type(ty, false) {
                    self.fail(
                        "kernel argument types",
                        format!("kernel '{name}' parameter {index} has type {}: {why}", self.text(ty)),
                    );
                }
            }
        }
    }

    /// The Level Zero "SPIR-V Programming Guide", "Kernel Arguments": the types a kernel parameter may have.
    fn kernel_argument_type(&self, ty: u32, in_struct: bool) -> Result<(), String> {
        let Some(i) = self.defs.get(&ty) else { return Ok(()) };
        let literal = |n: usize| match i.operands.get(n) {
            Some(Operand::LiteralBit32(v)) => *v,
            _ => 0,
        };
        match i.class.opcode {
            Op::TypeInt => Ok(()),
            Op::TypeFloat if matches!(literal(0), 16 | 32) || in_struct => Ok(()),
            Op::TypeFloat => Err("floating-point kernel arguments must be 16 or 32 bits wide".into()),
            Op::TypeVector => Ok(()),
            Op::TypeStruct => {
                for m in &i.operands {
                    if let Operand::IdRef(member) = m {
                        self.kernel_argument_type(*member, true)?;
                    }
                }
                Ok(())
            }
            Op::TypePointer => match i.operands.first() {
                Some(Operand::StorageClass(StorageClass::CrossWorkgroup | StorageClass::Workgroup | StorageClass::UniformConstant)) => Ok(()),
                _ if in_struct => Ok(()),
                Some(Operand::StorageClass(sc)) => Err(format!("pointer kernel arguments must point to CrossWorkgroup, Workgroup or UniformConstant memory, not {sc:?}")),
                _ => Ok(()),
            },
            Op::TypeSampler | Op::TypeImage if !in_struct => Ok(()),
            other => Err(format!("{other:?} is not an allowed kernel argument type")),
        }
    }

    fn types(&mut self) {
        for i in &self.module.types_global_values {
            let id = i.result_id.unwrap_or(0);
            match i.class.opcode {
                Op::TypeInt if matches!(i.operands.get(1), Some(Operand::LiteralBit32(s)) if *s != 0) => {
                    self.fail(
                        "integer signedness",
                        format!("{} has signedness 1; Level Zero requires 0", self.text(id)),
                    );
                }
                Op::TypeImage => self.image_type(i),
                _ => {}
            }
        }
    }

    fn image_type(&mut self, i: &Instruction) {
        let id = i.result_id.unwrap_or(0);
        let text = self.text(id);
        let literal = |n: usize| match i.operands.get(n) {
            Some(Operand::LiteralBit32(v)) => *v,
            _ => 0,
        };
        let sampled_type = match i.operands.first() {
            Some(Operand::IdRef(t)) => self.defs.get(t).map(|d| d.class.opcode),
            _ => None,
        };
        if sampled_type != Some(Op::TypeVoid) {
            self.fail("image types", format!("{text}: the sampled type must be OpTypeVoid"));
        }
        let dim = match i.operands.get(1) {
            Some(Operand::Dim(d)) => Some(*d),
            _ => None,
        };
        if literal(3) == 1 && !matches!(dim, Some(Dim::Dim1D | Dim::Dim2D)) {
            self.fail("image types", format!("{text}: only 1D and 2D images may be arrayed"));
        }
        if literal(4) != 0 {
            self.fail("image types", format!("{text}: images must be single-sampled (MS 0)"));
        }
        if literal(5) != 0 {
            self.fail("image types", format!("{text}: Sampled must be 0"));
        }
        if !matches!(i.operands.get(6), Some(Operand::ImageFormat(ImageFormat::Unknown))) {
            self.fail("image types", format!("{text}: the image format must be Unknown"));
        }
        if !matches!(i.operands.get(7), Some(Operand::AccessQualifier(_))) {
            self.fail("image types", format!("{text}: the access qualifier must be present"));
        }
    }

    fn instructions(&mut self) {
        for f in &self.module.functions {
            let function =
                f.def.as_ref().and_then(|d| d.result_id).map(|id| self.name(id)).unwrap_or_default();
            for block in &f.blocks {
                for i in &block.instructions {
                    self.instruction(&function, i);
                }
            }
        }
    }

    fn instruction(&mut self, function: &str, i: &Instruction) {
        let op = i.class.opcode;
        let at = || format!("in function '{function}': {}", i.disassemble());
        match op {
            Op::ImageWrite if i.operands.len() > 3 => {
                self.fail("image writes", format!("{}: OpImageWrite must not have image operands", at()));
            }
            Op::ImageRead | Op::ImageSampleExplicitLod => {
                let const_offset = i.operands.iter().any(
                    |o| matches!(o, Operand::ImageOperands(m) if m.contains(ImageOperands::CONST_OFFSET)),
                );
                if const_offset {
                    self.fail("image reads", format!("{}: image reads must not use ConstOffset", at()));
                }
            }
            _ => {}
        }
        if i.class.opname.starts_with("Atomic") {
            self.atomic(i, &at());
        }
        self.scopes(i, &at());
    }

    fn atomic(&mut self, i: &Instruction, at: &str) {
        let ty = i.result_type.or_else(|| {
            // OpAtomicStore: the type of its value operand.
            match i.operands.get(3) {
                Some(Operand::IdRef(v)) => self.defs.get(v).and_then(|d| d.result_type),
                _ => None,
            }
        });
        if let Some(def) = ty.and_then(|t| self.defs.get(&t)) {
            let width = match def.operands.first() {
                Some(Operand::LiteralBit32(w)) => *w,
                _ => 0,
            };
            let int_ok = def.class.opcode == Op::TypeInt && matches!(width, 32 | 64);
            let float_ok = def.class.opcode == Op::TypeFloat; // with the float atomics extensions
            if !(int_ok || float_ok) {
                self.fail("atomic types", format!("{at}: atomics operate on 32- or 64-bit integers (or floats with the float atomics extensions)"));
            }
        }
        if let Some(Operand::IdRef(pointer)) = i.operands.first() {
            let storage =
                self.defs.get(pointer).and_then(|p| p.result_type).and_then(|t| self.defs.get(&t)).and_then(
                    |t| match t.operands.first() {
                        Some(Operand::StorageClass(sc)) => Some(*sc),
                        _ => None,
                    },
                );
            if let Some(sc) = storage {
                if !matches!(
                    sc,
                    StorageClass::Function
                        | StorageClass::Workgroup
                        | StorageClass::CrossWorkgroup
                        | StorageClass::Generic
                ) {
                    self.fail("atomic pointers", format!("{at}: the pointer is in {sc:?} storage; atomics take Function, Workgroup, CrossWorkgroup or Generic pointers"));
                }
            }
        }
    }

    /// Scope operands: the first of two is the execution scope; a single one
    /// is a memory scope for atomics and memory barriers, else an execution scope.
    fn scopes(&mut self, i: &Instruction, at: &str) {
        let scope_positions: Vec<usize> = i
            .class
            .operands
            .iter()
            .filter(|o| {
                !matches!(
                    o.kind,
                    rspirv::grammar::OperandKind::IdResultType | rspirv::grammar::OperandKind::IdResult
                )
            })
            .enumerate()
            .filter(|(_, o)| o.kind == rspirv::grammar::OperandKind::IdScope)
            .map(|(n, _)| n)
            .collect();
        let memory_only = i.class.opname.starts_with("Atomic") || i.class.opcode == Op::MemoryBarrier;
        for (k, &position) in scope_positions.iter().enumerate() {
            let Some(Operand::IdRef(id) | Operand::IdScope(id)) = i.operands.get(position) else { continue };
            let Some(value) = self.constant_value(*id) else { continue };
            let Some(scope) = Scope::from_u32(value) else { continue };
            let execution = !memory_only && k == 0;
            if execution {
                let async_copy = matches!(i.class.opcode, Op::GroupAsyncCopy | Op::GroupWaitEvents);
                if async_copy && scope != Scope::Workgroup {
                    self.fail(
                        "execution scopes",
                        format!(
                            "{at}: OpGroupAsyncCopy and OpGroupWaitEvents need Workgroup execution scope"
                        ),
                    );
                } else if !matches!(scope, Scope::Workgroup | Scope::Subgroup) {
                    self.fail(
                        "execution scopes",
                        format!("{at}: execution scope {scope:?}; Level Zero allows Workgroup or Subgroup"),
                    );
                }
            } else if !matches!(
                scope,
                Scope::CrossDevice | Scope::Device | Scope::Workgroup | Scope::Invocation | Scope::Subgroup
            ) {
                self.fail("memory scopes", format!("{at}: memory scope {scope:?} is not allowed"));
            }
        }
    }

    /// "The static function call graph for an entry point must not contain cycles."
    fn recursion(&mut self) {
        let mut calls: IndexMap<u32, Vec<u32>> = IndexMap::new();
        for f in &self.module.functions {
            let Some(id) = f.def.as_ref().and_then(|d| d.result_id) else { continue };
            let callees = f
                .blocks
                .iter()
                .flat_map(|b| &b.instructions)
                .filter(|i| i.class.opcode == Op::FunctionCall)
                .filter_map(|i| match i.operands.first() {
                    Some(Operand::IdRef(callee)) => Some(*callee),
                    _ => None,
                })
                .collect();
            calls.insert(id, callees);
        }
        let mut reported = IndexSet::new();
        for ep in &self.module.entry_points {
            let Some(Operand::IdRef(root)) = ep.operands.get(1) else { continue };
            // Depth-first search with an explicit path to find a back edge.
            let mut path: Vec<(u32, usize)> = vec![(*root, 0)];
            let mut done = IndexSet::new();
            while let Some((node, next)) = path.last().copied() {
                let callees = calls.get(&node).cloned().unwrap_or_default();
                if let Some(&callee) = callees.get(next) {
                    if let Some(top) = path.last_mut() {
                        top.1 += 1;
                    }
                    if let Some(start) = path.iter().position(|(n, _)| *n == callee) {
                        let cycle: Vec<String> = path[start..]
                            .iter()
                            .map(|(n, _)| self.name(*n))
                            .chain([self.name(callee)])
                            .collect();
                        if reported.insert(callee) {
                            self.fail(
                                "no recursion",
                                format!(
                                    "the call graph of kernel '{}' has a cycle: {}",
                                    self.name(*root),
                                    cycle.join(" -> ")
                                ),
                            );
                        }
                    } else if !done.contains(&callee) {
                        path.push((callee, 0));
                    }
                } else {
                    done.insert(node);
                    path.pop();
                }
            }
        }
    }
}
