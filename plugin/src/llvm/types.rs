//! LLVM types.

use super::string_from;
use crate::shim;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMTypeKind as K;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Type(LLVMTypeRef);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TypeKind {
    Void,
    Half,
    BFloat,
    Float,
    Double,
    OtherFloat,
    Label,
    Integer,
    Function,
    Struct,
    Array,
    Pointer,
    Vector,
    ScalableVector,
    Metadata,
    Token,
    TargetExt,
    Other,
}

impl Type {
    pub(crate) fn from_raw(raw: LLVMTypeRef) -> Self {
        Type(raw)
    }

    pub fn raw(self) -> LLVMTypeRef {
        self.0
    }

    pub fn kind(self) -> TypeKind {
        match unsafe { LLVMGetTypeKind(self.0) } {
            K::LLVMVoidTypeKind => TypeKind::Void,
            K::LLVMHalfTypeKind => TypeKind::Half,
            K::LLVMBFloatTypeKind => TypeKind::BFloat,
            K::LLVMFloatTypeKind => TypeKind::Float,
            K::LLVMDoubleTypeKind => TypeKind::Double,
            K::LLVMX86_FP80TypeKind | K::LLVMFP128TypeKind | K::LLVMPPC_FP128TypeKind => TypeKind::OtherFloat,
            K::LLVMLabelTypeKind => TypeKind::Label,
            K::LLVMIntegerTypeKind => TypeKind::Integer,
            K::LLVMFunctionTypeKind => TypeKind::Function,
            K::LLVMStructTypeKind => TypeKind::Struct,
            K::LLVMArrayTypeKind => TypeKind::Array,
            K::LLVMPointerTypeKind => TypeKind::Pointer,
            K::LLVMVectorTypeKind => TypeKind::Vector,
            K::LLVMScalableVectorTypeKind => TypeKind::ScalableVector,
            K::LLVMMetadataTypeKind => TypeKind::Metadata,
            K::LLVMTokenTypeKind => TypeKind::Token,
            // LLVM 15 has no target extension types.
            #[cfg(not(feature = "llvm15"))]
            K::LLVMTargetExtTypeKind => TypeKind::TargetExt,
            _ => TypeKind::Other,
        }
    }

    pub fn is_pointer(self) -> bool {
        self.kind() == TypeKind::Pointer
    }

    pub fn is_integer(self) -> bool {
        self.kind() == TypeKind::Integer
    }

    pub fn is_float(self) -> bool {
        matches!(self.kind(), TypeKind::Half | TypeKind::Float | TypeKind::Double | TypeKind::BFloat)
    }

    pub fn is_vector(self) -> bool {
        self.kind() == TypeKind::Vector
    }

    pub fn int_width(self) -> u32 {
        if self.is_integer() {
            unsafe { LLVMGetIntTypeWidth(self.0) }
        } else {
            0
        }
    }

    /// Bit width of a float type.
    pub fn float_width(self) -> u32 {
        match self.kind() {
            TypeKind::Half | TypeKind::BFloat => 16,
            TypeKind::Float => 32,
            TypeKind::Double => 64,
            _ => 0,
        }
    }

    /// The scalar type of a vector, or the type itself.
    pub fn scalar(self) -> Type {
        if self.is_vector() {
            self.element()
        } else {
            self
        }
    }

    /// The element type of an array or vector (or of a typed pointer: LLVM 15
    /// and 16 only). Panics on other types (the facade's INVARIANT, llvm/mod.rs).
    pub fn element(self) -> Type {
        let typed_pointer = self.kind() == TypeKind::Pointer && crate::LLVM_MAJOR < 17;
        assert!(
            matches!(self.kind(), TypeKind::Array | TypeKind::Vector) || typed_pointer,
            "Type::element of a {:?} type",
            self.kind()
        );
        let element = unsafe { LLVMGetElementType(self.0) };
        assert!(!element.is_null(), "Type::element of an opaque pointer");
        Type(element)
    }

    pub fn vector_len(self) -> u32 {
        if self.is_vector() {
            unsafe { LLVMGetVectorSize(self.0) }
        } else {
            0
        }
    }

    pub fn array_len(self) -> u64 {
        // LLVMGetArrayLength truncates to 32 bits: [4294967296 x i8] would read as 0.
        if self.kind() == TypeKind::Array {
            unsafe { crate::shim::spirv_emit_array_length(self.0) }
        } else {
            0
        }
    }

    pub fn address_space(self) -> u32 {
        if self.is_pointer() {
            unsafe { LLVMGetPointerAddressSpace(self.0) }
        } else {
            0
        }
    }

    pub fn is_opaque_pointer(self) -> bool {
        self.is_pointer() && unsafe { LLVMPointerTypeIsOpaque(self.0) != 0 }
    }

    /// The number of members of a struct (0 for other types and opaque structs).
    pub fn struct_field_count(self) -> u32 {
        if self.kind() != TypeKind::Struct || self.is_opaque_struct() {
            return 0;
        }
        unsafe { LLVMCountStructElementTypes(self.0) }
    }

    pub fn struct_fields(self) -> Vec<Type> {
        if self.kind() != TypeKind::Struct || self.is_opaque_struct() {
            return Vec::new();
        }
        let n = unsafe { LLVMCountStructElementTypes(self.0) } as usize;
        let mut out: Vec<LLVMTypeRef> = vec![std::ptr::null_mut(); n];
        unsafe { LLVMGetStructElementTypes(self.0, out.as_mut_ptr()) };
        out.into_iter().map(Type).collect()
    }

    pub fn is_packed_struct(self) -> bool {
        self.kind() == TypeKind::Struct && unsafe { LLVMIsPackedStruct(self.0) != 0 }
    }

    pub fn is_opaque_struct(self) -> bool {
        self.kind() == TypeKind::Struct && unsafe { LLVMIsOpaqueStruct(self.0) != 0 }
    }

    pub fn is_literal_struct(self) -> bool {
        self.kind() == TypeKind::Struct && unsafe { LLVMIsLiteralStruct(self.0) != 0 }
    }

    pub fn struct_name(self) -> Option<String> {
        if self.kind() != TypeKind::Struct {
            return None;
        }
        let p = unsafe { LLVMGetStructName(self.0) };
        if p.is_null() {
            return None;
        }
        Some(unsafe { std::ffi::CStr::from_ptr(p) }.to_string_lossy().into_owned())
    }

    /// The return type of a function type. Panics on other types (the facade's INVARIANT, llvm/mod.rs).
    pub fn function_return(self) -> Type {
        assert!(self.kind() == TypeKind::Function, "Type::function_return of a {:?} type", self.kind());
        Type(unsafe { LLVMGetReturnType(self.0) })
    }

    pub fn function_params(self) -> Vec<Type> {
        if self.kind() != TypeKind::Function {
            return Vec::new();
        }
        let n = unsafe { LLVMCountParamTypes(self.0) } as usize;
        let mut out: Vec<LLVMTypeRef> = vec![std::ptr::null_mut(); n];
        unsafe { LLVMGetParamTypes(self.0, out.as_mut_ptr()) };
        out.into_iter().map(Type).collect()
    }

    pub fn is_vararg(self) -> bool {
        self.kind() == TypeKind::Function && unsafe { LLVMIsFunctionVarArg(self.0) != 0 }
    }

    pub fn target_ext_name(self) -> String {
        let mut len = 0;
        let p = unsafe { shim::spirv_emit_target_ext_name(self.0, &mut len) };
        string_from(p, len)
    }

    pub fn target_ext_type_params(self) -> Vec<Type> {
        let n = unsafe { shim::spirv_emit_target_ext_num_type_params(self.0) };
        (0..n).map(|i| Type(unsafe { shim::spirv_emit_target_ext_type_param(self.0, i) })).collect()
    }

    pub fn target_ext_int_params(self) -> Vec<u32> {
        let n = unsafe { shim::spirv_emit_target_ext_num_int_params(self.0) };
        (0..n).map(|i| unsafe { shim::spirv_emit_target_ext_int_param(self.0, i) }).collect()
    }

    /// The type as LLVM prints it.
    pub fn print(self) -> String {
        unsafe {
            let p = LLVMPrintTypeToString(self.0);
            let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
            LLVMDisposeMessage(p);
            s
        }
    }
}
