//! Global variables and function declarations.

use crate::diagnostics::{Diagnostic, LowerError};
use crate::llvm::Linkage;
use crate::llvm::Value;
use crate::lower::module::kernel_functions::{is_clang_kernel_body, SPIR_KERNEL_CC};
use crate::lower::{LowerResult, ModuleLowering, Signature};
use indexmap::IndexSet;
use spirv_writer::constants::SpecOperand;
use spirv_writer::spirv::{Decoration, FunctionControl, LinkageType, Op, StorageClass};
use spirv_writer::{ConstantKey, Function, Id, Operand, ScalarType};

impl ModuleLowering {
    /// Whether a definition or declaration is visible outside the module.
    /// linkonce_odr is LinkOnceODR when SPV_KHR_linkonce_odr is allowed, else Export;
    /// weak and common definitions are the ones used: Export (SPV_AMD_weak_linkage's
    /// Weak is in no grammar or validator here); extern_weak declarations Import.
    fn linkage_type(&mut self, v: Value) -> Option<LinkageType> {
        if v.is_declaration() {
            return Some(LinkageType::Import);
        }
        if is_clang_kernel_body(v) {
            return None; // an implementation detail of clang's kernels, not an interface
        }
        match v.linkage() {
            Linkage::Internal | Linkage::Private => None,
            // A copy of a definition that lives in another module, kept for
            // inlining: used here, but that module's stays the exported one.
            // (A mutable variable must stay one object: exported as before.)
            Linkage::AvailableExternally if v.is_function() || v.is_global_constant() => None,
            Linkage::LinkOnceODR | Linkage::LinkOnceAny
                if self.use_optional_feature(crate::target::optional::OptionalFeature::LinkOnceOdr) =>
            {
                Some(LinkageType::LinkOnceODR)
            }
            _ => Some(LinkageType::Export),
        }
    }
}

impl ModuleLowering {
    pub fn lower_globals(&mut self, dropped: &IndexSet<Value>) {
        // Each element of an initializer may be a new constant: the constant
        // table is sized for them all at once rather than grown by doubling
        // (each doubling rehashes it).
        let elements: u64 =
            self.llvm.globals().into_iter().filter_map(|g| g.initializer()).map(|i| scalars_in(i.ty())).sum();
        self.m.reserve_constants(elements.min(MAX_RESERVED_CONSTANTS) as usize);
        for g in self.llvm.globals() {
            if dropped.contains(&g) {
                continue; // unused pipe storage (pipe_storage)
            }
            if g.name().starts_with("llvm.")
                || crate::lower::module::builtin_globals::builtin_of_global(g).is_some()
            {
                continue; // llvm.used, llvm.global.annotations, ...; builtins become Input variables on use
            }
            if is_private_global(g, &self.address_spaces) {
                continue; // each function that uses it gets a copy (private_globals)
            }
            if let Err(e) = self.global_id(g) {
                self.errors.push(Diagnostic::from(e).in_global(&g.name()));
            }
        }
    }

    /// The OpVariable of a global, declaring it on first use.
    pub fn global_id(&mut self, g: Value) -> LowerResult<Id> {
        if let Some(&id) = self.globals.get(&g) {
            return Ok(id);
        }
        self.refuse_unplaceable_global(g)?;
        let address_space = g.ty().address_space();
        let storage = self.storage_class(address_space)?;
        if storage == StorageClass::Function {
            return Err(LowerError::no_equivalent_because(
                format!("the address of a global variable in the private address space ({address_space}) used outside a function (in a global initializer)"),
                "SPIR-V for OpenCL has no module-scope private variable: use __global, __constant or __local",
            ));
        }
        // A program-scope variable in the generic address space lives in global
        // memory (OpenCL C 6.7.1: program-scope variables are global or
        // constant): a CrossWorkgroup variable, used through its generic
        // address (OpSpecConstantOp PtrCastToGeneric).
        let generic = storage == StorageClass::Generic;
        let storage = if generic { StorageClass::CrossWorkgroup } else { storage };
        // Memory holding OpenCL objects (`__local reserve_id_t r;`) has their type.
        let holds_objects = self.opencl_objects.pointee_kind(g).is_some();
        let pointer_type = if holds_objects {
            self.value_type(g)?
        } else {
            self.pointer_type_in(storage, g.global_value_type())?
        };
        let id = self.m.alloc_id();
        // Insert before lowering the initializer: it may refer to the global itself.
        self.globals.insert(g, id);
        let initializer = self.global_initializer(g, storage, holds_objects, pointer_type)?;
        // Before the variable: id operands of its decorations are declared first.
        let explicit = self.explicit_decorations(g)?;
        let variable = self.m.global_variable(id, pointer_type, storage, initializer);
        self.decorate_global(g, variable, storage, explicit)?;
        if generic {
            let generic_type = self.pointer_type(address_space, g.global_value_type())?;
            let address = self.spec_op(generic_type, Op::PtrCastToGeneric, vec![SpecOperand::Id(variable)]);
            self.globals.insert(g, address);
            return Ok(address);
        }
        Ok(variable)
    }

    /// An error for the globals that cannot become an OpVariable: builtin
    /// variables used other than by loads, misspelled builtin variables, I/O pipes.
    fn refuse_unplaceable_global(&self, g: Value) -> LowerResult<()> {
        if crate::lower::module::builtin_globals::builtin_of_global(g).is_some() {
            return Err(LowerError::unsupported(format!(
                "builtin variable '@{}' is used other than by loads, which",
                g.name()
            )));
        }
        if let Some(rest) = g.name().strip_prefix("__spirv_BuiltIn").filter(|_| g.is_declaration()) {
            // Named as a builtin variable, but SPIR-V has no such BuiltIn: a
            // misspelling would otherwise become an imported global.
            return Err(LowerError::convention(
                format!("'@{}'", g.name()),
                format!("unknown SPIR-V builtin variable (no BuiltIn named '{rest}')"),
            ));
        }
        if g.global_metadata(self.llvm.md_kind("io_pipe_id")).is_some() {
            // An I/O pipe is connected to the outside world: dropping the id would change the program.
            return Err(LowerError::NotEmitted {
                what: "!io_pipe_id makes it an I/O pipe (SPV_INTEL_io_pipes)".into(),
                why: "the reference translator's encoding (OpConstantPipeStorage in the global section) fails SPIRV-Tools 2023.1 and 2025.5 (\"must appear in a block\")".into(),
            });
        }
        Ok(())
    }

    /// The initializer of global `g`'s OpVariable, if it has one SPIR-V keeps.
    fn global_initializer(
        &mut self,
        g: Value,
        storage: StorageClass,
        holds_objects: bool,
        pointer_type: Id,
    ) -> LowerResult<Option<Id>> {
        Ok(match g.initializer() {
            // Workgroup memory cannot be initialized (SPIR-V OpVariable rules).
            Some(_) if storage == StorageClass::Workgroup => None,
            Some(init) if init.is_undef() => None,
            Some(init) if holds_objects => Some(self.object_memory_initializer(init, pointer_type)?),
            Some(init) if super::legal_ints::is_bool_type(init.ty()) => {
                Some(self.bool_memory_constant(init)?)
            }
            Some(init) => {
                let value_type = self.lower_type(g.global_value_type())?;
                Some(self.constant_as(init, value_type)?)
            }
            None => None,
        })
    }

    /// The name and decorations of global `g`'s OpVariable: Constant,
    /// Alignment, linkage, then the explicit `!spirv.Decorations`.
    fn decorate_global(
        &mut self,
        g: Value,
        variable: Id,
        storage: StorageClass,
        explicit: Vec<(Decoration, Vec<Operand>)>,
    ) -> LowerResult<()> {
        self.m.name(variable, &g.name());
        if g.is_global_constant() {
            self.m.decorate(variable, Decoration::Constant, vec![]);
        }
        if g.alignment() > 0 {
            self.m.decorate(variable, Decoration::Alignment, vec![Operand::LiteralBit32(g.alignment())]);
        }
        if let Some(linkage) = self.linkage_type(g) {
            if storage != StorageClass::Workgroup || linkage == LinkageType::Import {
                self.m.decorate(
                    variable,
                    Decoration::LinkageAttributes,
                    vec![Operand::LiteralString(g.name()), Operand::LinkageType(linkage)],
                );
            }
        }
        // Explicit decorations last: they replace inferred ones of the same kind.
        let target = crate::lower::module::explicit_decorations::DecorationTarget::of(g);
        self.decorate_explicitly(variable, &target, explicit);
        Ok(())
    }

    /// An i1 or `<N x i1>` global's initializer in the integer form memory
    /// holds it in (`bools::memory_type`: lane k is bit k; undefined lanes are 0).
    fn bool_memory_constant(&mut self, init: Value) -> LowerResult<Id> {
        let width = super::legal_ints::memory_type_checked(init.ty()).ok_or_else(|| {
            LowerError::unsupported_because(
                format!("a global variable of type {}", init.ty().print()),
                "vectors of up to 64 i1 are",
            )
        })?;
        let lanes = if init.ty().is_vector() { init.ty().vector_len() } else { 1 };
        let mut bits = 0u64;
        for k in 0..lanes {
            let lane = if init.ty().is_vector() { init.aggregate_element(k) } else { Some(init) };
            bits |= (lane.and_then(|l| l.const_int_zext()).unwrap_or(0) & 1) << k;
        }
        Ok(self.m.constant(ConstantKey::Scalar { ty: ScalarType::Int { width }, bits }))
    }

    /// Declares the SPIR-V signature of a function that is defined here or
    /// called as an external function (`name`: its LLVM name).
    pub fn declare_function(&mut self, f: Value, name: &str) -> LowerResult<()> {
        if f.is_declaration() && self.calls.is_builtin(f) {
            return Ok(());
        }
        let function_type = f.function_type();
        if function_type.is_vararg() {
            return Err(LowerError::unsupported("a variadic function"));
        }
        if let Some(e) = super::legal_structs::refuse_in_signature(f) {
            return Err(e);
        }
        let return_type = if function_type.function_return().is_pointer() {
            let pointee = if f.is_declaration() {
                self.pointees.default_pointee()
            } else {
                self.pointees.return_pointee(f)
            };
            self.pointer_type(function_type.function_return().address_space(), pointee)?
        } else {
            self.lower_type(function_type.function_return())?
        };
        let mut param_types = Vec::new();
        for p in f.params() {
            param_types.push(self.value_type(p)?);
        }
        let spirv_function_type = self.m.type_function(return_type, param_types.clone());
        let id = self.m.alloc_id();
        let link_name = self.calls.link_name(f, name);
        self.m.name(id, &link_name);
        let entry_point = (f.calling_conv() == SPIR_KERNEL_CC
            || self.metadata_entries.iter().any(|(e, _)| *e == f))
            && !f.is_declaration();
        if !entry_point {
            if let Some(linkage) = self.linkage_type(f) {
                self.m.decorate(
                    id,
                    Decoration::LinkageAttributes,
                    vec![Operand::LiteralString(link_name.clone()), Operand::LinkageType(linkage)],
                );
            }
        }
        self.apply_decorations(f, id)?;
        self.decorate_referenced_indirectly(f, id);
        self.decorate_vector_compute(f, -1, id); // module::vector_compute
        if f.is_declaration() {
            // An imported function: OpFunction with parameters and no body.
            let mut declaration = Function::new(id, return_type, FunctionControl::NONE, spirv_function_type);
            for ty in &param_types {
                let param = self.m.alloc_id();
                declaration.add_param(param, *ty);
            }
            self.m.add_function(declaration);
        }
        self.signatures
            .insert(f, Signature { id, function_type: spirv_function_type, return_type, param_types });
        Ok(())
    }

    /// Parameter attributes -> FuncParamAttr decorations.
    pub fn decorate_parameter(&mut self, function: Value, param: Value, id: Id) {
        use crate::llvm::EnumAttribute as EA;
        use spirv_writer::spirv::FunctionParameterAttribute as A;
        let Some(index) = function.params().iter().position(|p| *p == param) else { return };
        let index = index as i32 + 1;
        let table: [(EA, A); 5] = [
            (EA::NoAlias, A::NoAlias),
            (EA::ZeroExt, A::Zext),
            (EA::SignExt, A::Sext),
            (EA::ByVal, A::ByVal),
            (EA::StructRet, A::Sret),
        ];
        for (attribute, decoration) in table {
            if function.has_attribute(index, attribute) {
                self.m.decorate(
                    id,
                    Decoration::FuncParamAttr,
                    vec![Operand::FunctionParameterAttribute(decoration)],
                );
            }
        }
        // `nocapture` before LLVM 21, `captures(none)` since.
        if function.param_captures_nothing(index as u32 - 1) {
            self.m.decorate(
                id,
                Decoration::FuncParamAttr,
                vec![Operand::FunctionParameterAttribute(A::NoCapture)],
            );
        }
        self.decorate_fpga_parameter(function, param, index as usize - 1, id);
        self.decorate_vector_compute(function, index, id);
        self.decorate_qualified_parameter(function, param, index as usize - 1, id);
    }

    /// A kernel pointer parameter's OpenCL C type qualifiers
    /// (`!kernel_arg_type_qual`, words separated by spaces), as the reference
    /// translator reads them: `volatile` -> Volatile, `restrict` -> FuncParamAttr
    /// NoAlias, `const` -> FuncParamAttr NoWrite. (`pipe` is the parameter's type.)
    fn decorate_qualified_parameter(&mut self, function: Value, param: Value, position: usize, id: Id) {
        use spirv_writer::spirv::FunctionParameterAttribute as A;
        const QUALIFIERS: [(&str, Decoration, Option<A>); 3] = [
            ("volatile", Decoration::Volatile, None),
            ("restrict", Decoration::FuncParamAttr, Some(A::NoAlias)),
            ("const", Decoration::FuncParamAttr, Some(A::NoWrite)),
        ];
        if !param.ty().is_pointer() || function.calling_conv() != SPIR_KERNEL_CC {
            return;
        }
        let qualifiers = self.kernel_md.get(function, "kernel_arg_type_qual");
        let Some(text) = qualifiers.and_then(|node| node.string_operand(position)) else { return };
        for word in text.split_whitespace() {
            if let Some((_, decoration, attribute)) = QUALIFIERS.iter().find(|(w, _, _)| *w == word) {
                let operands = attribute.iter().map(|a| Operand::FunctionParameterAttribute(*a)).collect();
                self.m.decorate(id, *decoration, operands);
            }
        }
    }

    /// SYCL kernel argument metadata the reference translator turns into
    /// decorations where their extensions are allowed (dropped otherwise: they
    /// tell an FPGA compiler where a buffer lives and that a pointer is aligned
    /// at run time, which changes no result): `!kernel_arg_buffer_location`
    /// (-1: none) -> BufferLocationINTEL, `!kernel_arg_runtime_aligned` ->
    /// FuncParamAttr RuntimeAlignedINTEL. Only pointer parameters.
    fn decorate_fpga_parameter(&mut self, function: Value, param: Value, position: usize, id: Id) {
        use crate::target::optional::OptionalFeature;
        if !param.ty().is_pointer() {
            return;
        }
        let entry =
            |name: &str| self.kernel_md.get(function, name).and_then(|node| node.int_operand(position));
        let location = entry("kernel_arg_buffer_location").filter(|l| (0..=i64::from(u32::MAX)).contains(l));
        let aligned = entry("kernel_arg_runtime_aligned").is_some_and(|v| v != 0);
        if let Some(location) =
            location.filter(|_| self.use_optional_feature(OptionalFeature::BufferLocation))
        {
            self.m.decorate(
                id,
                Decoration::BufferLocationINTEL,
                vec![Operand::LiteralBit32(location as u32)],
            );
        }
        if aligned && self.use_optional_feature(OptionalFeature::RuntimeAligned) {
            use spirv_writer::spirv::FunctionParameterAttribute as A;
            self.m.decorate(
                id,
                Decoration::FuncParamAttr,
                vec![Operand::FunctionParameterAttribute(A::RuntimeAlignedINTEL)],
            );
        }
    }
}

/// Whether `v` is a global variable in the private address space (0 in SPIR's numbering).
pub fn is_private_global(v: Value, spaces: &crate::address_spaces::AddressSpaceMap) -> bool {
    v.is_global_variable() && spaces.is(v.ty().address_space(), StorageClass::Function)
}

impl ModuleLowering {
    /// The module-scope UniformConstant variable (decorated Constant) holding
    /// the initializer of private global `g`, made once.
    pub(crate) fn private_global_source(&mut self, g: Value, init: Value) -> LowerResult<Id> {
        if let Some(&id) = self.private_global_sources.get(&g) {
            return Ok(id);
        }
        let value_type = self.lower_type(g.global_value_type())?;
        let constant = self.constant_as(init, value_type)?;
        let pointer_type =
            self.m.type_pointer(spirv_writer::spirv::StorageClass::UniformConstant, value_type);
        let id = self.m.alloc_id();
        let variable = self.m.global_variable(
            id,
            pointer_type,
            spirv_writer::spirv::StorageClass::UniformConstant,
            Some(constant),
        );
        self.m.name(variable, &format!("{}.init", g.name()));
        self.m.decorate(variable, spirv_writer::spirv::Decoration::Constant, vec![]);
        if g.alignment() > 0 {
            self.m.decorate(
                variable,
                spirv_writer::spirv::Decoration::Alignment,
                vec![spirv_writer::Operand::LiteralBit32(g.alignment())],
            );
        }
        self.private_global_sources.insert(g, variable);
        Ok(variable)
    }
}

/// The most constants `lower_globals` sizes the constant table for.
const MAX_RESERVED_CONSTANTS: u64 = 1 << 24;

/// How many scalars a value of type `ty` holds, through arrays and vectors
/// (a struct or anything else counts one).
fn scalars_in(ty: crate::llvm::Type) -> u64 {
    match ty.kind() {
        crate::llvm::TypeKind::Array => ty.array_len().saturating_mul(scalars_in(ty.element())),
        crate::llvm::TypeKind::Vector => u64::from(ty.vector_len()).saturating_mul(scalars_in(ty.element())),
        _ => 1,
    }
}
