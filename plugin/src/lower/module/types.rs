//! LLVM types -> SPIR-V types.
//!
//! Pointer values get their pointee from `pointee::Pointees`; a pointer type
//! seen without a value (inside an aggregate, or loaded from memory) points to
//! i8, the type-level default, and users bitcast it where they need more.

use crate::diagnostics::LowerError;
use crate::llvm::{Type, TypeKind, Value};
use crate::lower::{LowerResult, ModuleLowering};
use spirv_writer::spirv::{Capability, StorageClass};
use spirv_writer::{Id, StructIdentity, TypeKey};

impl ModuleLowering {
    /// The SPIR-V type of an LLVM type (pointers point to i8 here).
    pub fn lower_type(&mut self, ty: Type) -> LowerResult<Id> {
        if let Some(&id) = self.types.get(&ty) {
            return Ok(id);
        }
        self.nested(|| "a type".to_string(), |this| this.lower_new_type(ty))
    }

    fn lower_new_type(&mut self, ty: Type) -> LowerResult<Id> {
        let id = match ty.kind() {
            TypeKind::Void => self.m.type_void(),
            TypeKind::Integer => match super::legal_ints::carrier_width(ty.int_width()) {
                Some(1) => self.m.type_bool(),
                Some(carrier) => self.m.type_int(carrier),
                None if ty.int_width() == super::legal_ints::WIDE => {
                    // Two 64-bit halves (wide_ints).
                    let int64 = self.m.type_int(64);
                    self.m.type_vector(int64, 2)
                }
                // Memory only (wide_memory).
                None if super::legal_ints::is_memory_only(ty) => self.wide_memory_type(ty),
                None => return Err(super::legal_ints::width_unsupported(ty.int_width())),
            },
            TypeKind::Half => self.m.type_float(16),
            TypeKind::BFloat => self.bfloat_scalar_type()?,
            TypeKind::Float => self.m.type_float(32),
            TypeKind::Double => self.m.type_float(64),
            TypeKind::Vector => {
                let element = ty.element();
                if element.is_pointer() && ty.vector_len() != 1 {
                    return Ok(self.address_vector_type(ty)); // legal_vectors
                }
                if super::legal_ints::is_wide(element) {
                    return Err(LowerError::unsupported_because(
                        format!("vector type {}", ty.print()),
                        super::legal_ints::NO_EXTENSION,
                    ));
                }
                if ty.vector_len() == 0 || ty.vector_len() > super::legal_vectors::MAX_LANES {
                    return Err(LowerError::unsupported_because(
                        format!("vector type {} with {} elements", ty.print(), ty.vector_len()),
                        format!("vectors of 1 to {} elements are", super::legal_vectors::MAX_LANES),
                    ));
                }
                // Lengths SPIR-V lacks are widened or split (vector_shapes).
                let component = self.lower_type(element)?;
                self.vector_shape_type(ty, component)
            }
            TypeKind::Array => {
                let element = self.lower_type(ty.element())?;
                let length = ty.array_len();
                if length == 0 {
                    return Err(LowerError::no_equivalent(format!("zero-length array {}", ty.print())));
                }
                self.m.type_array(element, length)
            }
            TypeKind::Struct => return self.lower_struct(ty),
            TypeKind::Pointer => {
                let pointee = if ty.is_opaque_pointer() { self.llvm.int_type(8) } else { ty.element() };
                return self.pointer_type(ty.address_space(), pointee);
            }
            TypeKind::Function => {
                let result = self.lower_type(ty.function_return())?;
                let params = ty
                    .function_params()
                    .into_iter()
                    .map(|p| self.lower_type(p))
                    .collect::<LowerResult<Vec<_>>>()?;
                self.m.type_function(result, params)
            }
            TypeKind::TargetExt => self.lower_target_ext_type(ty)?,
            _ => return Err(LowerError::unsupported(format!("type {}", ty.print()))),
        };
        self.types.insert(ty, id);
        Ok(id)
    }

    /// The storage class of LLVM address space `address_space` (the module's
    /// address-space map).
    pub fn storage_class(&self, address_space: u32) -> LowerResult<StorageClass> {
        let storage = self.address_spaces.storage_class(address_space);
        if storage.is_err() && address_space == super::function_addresses::CODE_SECTION_ADDRESS_SPACE {
            // The translator's code-section address space, where some front
            // ends put functions: their addresses (extensions::function_indices).
            return Ok(if self.uses_function_indices() {
                StorageClass::Function
            } else {
                StorageClass::CodeSectionINTEL
            });
        }
        storage
    }

    /// A pointer in storage class `storage` to `pointee`, through the LLVM
    /// address space the map gives `storage` (an error if it gives none).
    pub fn pointer_type_in(&mut self, storage: StorageClass, pointee: Type) -> LowerResult<Id> {
        match self.address_spaces.number(storage) {
            Some(address_space) => self.pointer_type(address_space, pointee),
            None => Err(LowerError::no_equivalent_because(
                format!("a {storage:?} pointer"),
                format!(
                    "the address-space map ({}) names no address space for it",
                    self.address_spaces.describe()
                ),
            )),
        }
    }

    /// A pointer in `address_space` to `pointee`.
    pub fn pointer_type(&mut self, address_space: u32, pointee: Type) -> LowerResult<Id> {
        if let Some(&id) = self.pointer_types.get(&(address_space, pointee)) {
            return Ok(id);
        }
        let id = self.new_pointer_type(address_space, pointee)?;
        self.pointer_types.insert((address_space, pointee), id);
        Ok(id)
    }

    fn new_pointer_type(&mut self, address_space: u32, pointee: Type) -> LowerResult<Id> {
        // A pointer to `%spirv.Image...` (typed-pointer SPIR-V friendly IR) is the opaque type itself.
        if let Some(opaque) = self.opaque_struct_type(pointee) {
            return opaque;
        }
        // Functions live in the code section where SPV_INTEL_function_pointers is
        // allowed; elsewhere a pointer to a function (a block literal's invoke
        // field) is a byte pointer, as the reference translator makes it.
        let is_function = pointee.kind() == TypeKind::Function;
        if is_function && !self.function_pointers_allowed() {
            return self.pointer_type(address_space, self.pointees.default_pointee());
        }
        let storage =
            if is_function { StorageClass::CodeSectionINTEL } else { self.storage_class(address_space)? };
        // i1 and <N x i1> live in memory as bytes (bools::memory_type).
        let pointee = super::legal_ints::memory_type(self.llvm, pointee).unwrap_or(pointee);
        if matches!(storage, StorageClass::DeviceOnlyINTEL | StorageClass::HostOnlyINTEL) {
            self.m.requirements.require_capability(Capability::USMStorageClassesINTEL, || {
                format!("pointer to address space {address_space}")
            });
        }
        let pointee = self.lower_type(pointee)?;
        Ok(self.m.type_pointer(storage, pointee))
    }

    fn lower_struct(&mut self, ty: Type) -> LowerResult<Id> {
        if ty.is_opaque_struct() {
            return Err(LowerError::unsupported(format!("opaque struct type {}", ty.print())));
        }
        let identity = match ty.struct_name() {
            Some(name) if !ty.is_literal_struct() => StructIdentity::Named(name),
            _ => StructIdentity::Literal,
        };
        if super::legal_structs::is_long_struct(ty) {
            // Memory only, laid out as an array (legal_structs).
            let id = self.long_struct_layout(ty)?;
            self.types.insert(ty, id);
            return Ok(id);
        }
        // Reserve the id first so members that point back to this struct resolve.
        let id = self.m.reserve_struct();
        self.types.insert(ty, id);
        let mut members = Vec::new();
        for (index, field) in ty.struct_fields().into_iter().enumerate() {
            // An i128 is a <2 x i64> to consumers, aligned to 16; LLVM may
            // align it to 8 (data layouts without an i128 entry).
            let offset = self.llvm.offset_of_member(ty, index as u32);
            if field.is_integer()
                && field.int_width() == super::legal_ints::WIDE
                && !ty.is_packed_struct()
                && !offset.is_multiple_of(16)
            {
                self.m.define_struct(id, members, identity);
                return Err(LowerError::unsupported_because(
                    format!("struct type {} with an i128 member at offset {offset}", ty.print()),
                    format!(
                        "SPIR-V consumers place it at a multiple of 16; {}",
                        super::legal_ints::NO_EXTENSION
                    ),
                ));
            }
            if let Some(kind) = self.opencl_objects.member_kind(ty, index as u32) {
                // a member holding OpenCL objects (calls::opencl::object_memory)
                match self.object_memory_type(field, kind) {
                    Ok(m) => members.push(m),
                    Err(e) => {
                        self.m.define_struct(id, members, identity);
                        return Err(e);
                    }
                }
                continue;
            }
            match self.lower_type(field) {
                Ok(m) => members.push(m),
                Err(e) => {
                    // Keep the writer consistent: the reserved id must be defined.
                    self.m.define_struct(id, members, identity);
                    return Err(e);
                }
            }
        }
        self.m.define_struct(id, members, identity.clone());
        if ty.is_packed_struct() {
            self.m.decorate(id, spirv_writer::spirv::Decoration::CPacked, vec![]);
        }
        if let StructIdentity::Named(name) = identity {
            self.m.name(id, &name);
        }
        Ok(id)
    }

    /// The SPIR-V type of a value: pointers carry their inferred pointee.
    pub fn value_type(&mut self, v: Value) -> LowerResult<Id> {
        if let Some(&(_, piece_type)) = self.piece_view.get(&v) {
            return Ok(piece_type); // one piece of a long vector (calls::intrinsics::pieces)
        }
        if let Some(object) = self.opencl_objects.type_of(v) {
            return Ok(object); // an image or sampler (opencl::opaque)
        }
        // Function addresses are CodeSectionINTEL pointers where
        // SPV_INTEL_function_pointers is allowed; otherwise only the OpenCL
        // builtins that name a function (enqueue_kernel's invoke) use them.
        if v.is_function() && self.function_pointers_allowed() {
            return self.function_address_type(v);
        }
        let ty = v.ty();
        if ty.is_vector() && ty.element().is_pointer() {
            return Ok(self.address_vector_type(ty)); // legal_vectors
        }
        if let Some(kind) = self.opencl_objects.pointee_kind(v) {
            // memory holding an event or queue, or an array of them (opencl::opaque)
            let object = match self.opencl_objects.array_of(v) {
                Some((_, array)) => self.object_memory_type(array, kind)?,
                None => self.opencl_object_type(kind),
            };
            let storage = self.storage_class(ty.address_space())?;
            return Ok(self.m.type_pointer(storage, object));
        }
        if ty.is_pointer() {
            let pointee = self.pointees.pointee_of(v);
            match self.pointer_type(ty.address_space(), pointee) {
                // A pointee with no SPIR-V type (a struct with a flexible array
                // member, [0 x T]): the pointer is a byte pointer, and
                // getelementptr through it is byte arithmetic (memory::lower_gep_bytes).
                Err(_) if super::gep::contains_zero_length_array(pointee, 0) => {
                    let byte = self.llvm.int_type(8);
                    self.pointer_type(ty.address_space(), byte)
                }
                other => other,
            }
        } else {
            self.lower_type(ty)
        }
    }

    /// The key of a lowered type (for looking inside it).
    pub fn type_key(&self, id: Id) -> Option<TypeKey> {
        self.m.type_key(id).cloned()
    }

    /// The size_t type: i64 under Physical64, i32 under Physical32.
    pub fn size_type(&mut self) -> Id {
        self.m.type_int(self.pointer_bits)
    }

    /// The vector-of-addresses type of `<N x ptr>` type `ty`.
    pub fn address_vector_type(&mut self, ty: Type) -> Id {
        let size = self.size_type();
        self.vector_shape_type(ty, size)
    }

    /// The storage class of pointer type `ty`, if it is one.
    pub fn pointer_storage(&self, ty: Id) -> Option<StorageClass> {
        match self.m.type_key(ty) {
            Some(TypeKey::Pointer { storage, .. }) => Some(*storage),
            _ => None,
        }
    }

    /// Whether a pointer of type `from` must go through an integer to become
    /// `to` (storage classes differ and one is the code section).
    pub fn needs_integer_pointer_cast(&self, from: Id, to: Id) -> bool {
        let (Some(a), Some(b)) = (self.pointer_storage(from), self.pointer_storage(to)) else { return false };
        a != b && (a == StorageClass::CodeSectionINTEL || b == StorageClass::CodeSectionINTEL)
    }
}
