//! Unit tests of the module builder: interning and layout.

use crate::spirv::{AddressingModel, MemoryModel, Op, StorageClass};
use crate::{ConstantKey, Module, ScalarType, StructIdentity, TargetEnv, TypeKey, Version};

fn module() -> Module {
    Module::new(AddressingModel::Physical64, MemoryModel::OpenCL)
}

#[test]
fn types_are_interned() {
    let mut m = module();
    let a = m.type_int(32);
    let b = m.type_int(32);
    let c = m.type_int(64);
    assert_eq!(a, b);
    assert_ne!(a, c);
    let p1 = m.type_pointer(StorageClass::CrossWorkgroup, a);
    let p2 = m.type_pointer(StorageClass::CrossWorkgroup, b);
    let p3 = m.type_pointer(StorageClass::Workgroup, a);
    assert_eq!(p1, p2);
    assert_ne!(p1, p3);
    assert_eq!(m.type_key(p1), Some(&TypeKey::Pointer { storage: StorageClass::CrossWorkgroup, pointee: a }));
}

#[test]
fn named_structs_stay_distinct_literal_structs_merge() {
    let mut m = module();
    let int = m.type_int(32);
    let lit1 = m.intern_type(TypeKey::Struct { members: vec![int], identity: StructIdentity::Literal });
    let lit2 = m.intern_type(TypeKey::Struct { members: vec![int], identity: StructIdentity::Literal });
    let a =
        m.intern_type(TypeKey::Struct { members: vec![int], identity: StructIdentity::Named("a".into()) });
    let b =
        m.intern_type(TypeKey::Struct { members: vec![int], identity: StructIdentity::Named("b".into()) });
    assert_eq!(lit1, lit2);
    assert_ne!(a, b);
    assert_ne!(a, lit1);
}

#[test]
fn constants_are_interned_by_bits() {
    let mut m = module();
    let f = m.type_float(32);
    let zero = m.scalar_constant(f, 0).unwrap();
    let zero2 = m.constant(ConstantKey::Scalar { ty: ScalarType::Float { width: 32 }, bits: 0 });
    let neg_zero = m.constant(ConstantKey::Scalar { ty: ScalarType::Float { width: 32 }, bits: 0x8000_0000 });
    assert_eq!(zero, zero2);
    assert_ne!(zero, neg_zero);
    // The bits above the width are not part of the value.
    let byte = m.constant(ConstantKey::Scalar { ty: ScalarType::Int { width: 8 }, bits: 0xff });
    let wide = m.constant(ConstantKey::Scalar { ty: ScalarType::Int { width: 8 }, bits: 0x1ff });
    assert_eq!(byte, wide);
    // Integers and floats of one width are different constants.
    let int_zero = m.constant(ConstantKey::Scalar { ty: ScalarType::Int { width: 32 }, bits: 0 });
    assert_ne!(zero, int_zero);
}

#[test]
fn layout_follows_section_2_4() {
    let mut m = module();
    m.requirements.require_capability(crate::spirv::Capability::Kernel, || "k".into());
    let int = m.type_int(32);
    m.name(int, "int");
    m.decorate(int, crate::spirv::Decoration::RelaxedPrecision, vec![]);
    m.ext_inst_import("OpenCL.std");
    m.string("hello");
    let module = m.finish(&TargetEnv::universal(Version::V1_6)).unwrap().into_module();
    let order: Vec<Op> = module.all_inst_iter().map(|i| i.class.opcode).collect();
    let position = |op: Op| order.iter().position(|o| *o == op).unwrap();
    let expected =
        [Op::Capability, Op::ExtInstImport, Op::MemoryModel, Op::String, Op::Name, Op::Decorate, Op::TypeInt];
    for pair in expected.windows(2) {
        assert!(
            position(pair[0]) < position(pair[1]),
            "{:?} must come before {:?}: {order:?}",
            pair[0],
            pair[1]
        );
    }
}

#[test]
fn pending_struct_is_an_error() {
    let mut m = module();
    let s = m.reserve_struct();
    let err = m.finish(&TargetEnv::universal(Version::V1_6)).err().unwrap();
    assert_eq!(err[0], crate::WriterError::UndefinedStruct(s));
}

#[test]
fn terminator_is_checked() {
    let mut m = module();
    let mut code = m.new_code();
    m.push_code(&mut code, crate::grammar::inst(Op::Nop, None, None, vec![]));
    let mut f = crate::Function::new(1, 2, crate::spirv::FunctionControl::NONE, 3);
    assert!(f.add_block(4, code).is_err());
    assert!(f.add_block(5, m.new_code()).is_err(), "an empty block has no terminator");
}

#[test]
fn trailing_non_semantic_follows_the_last_function() {
    use crate::function::Function;
    use crate::grammar::inst;
    use rspirv::dr::Operand;
    let mut m = module();
    m.requirements.require_capability(crate::spirv::Capability::Kernel, || "k".into());
    let void = m.type_void();
    let fn_type = m.type_function(void, vec![]);
    let f = m.alloc_id();
    m.add_function(Function::new(f, void, crate::spirv::FunctionControl::NONE, fn_type));
    let set = m.ext_inst_import("NonSemantic.AuxData");
    let result = m.alloc_id();
    let naming_f = vec![Operand::IdRef(set), Operand::LiteralExtInstInteger(1), Operand::IdRef(f)];
    m.add_trailing_non_semantic(inst(Op::ExtInst, Some(void), Some(result), naming_f));
    let finished = m.finish(&TargetEnv::universal(Version::V1_6)).unwrap();
    let words = finished.words();
    // The last instruction is the OpExtInst (6 words), right after OpFunctionEnd (1 word).
    let ext_inst = &words[words.len() - 6..];
    assert_eq!(ext_inst[0], (6 << 16) | Op::ExtInst as u32);
    assert_eq!(ext_inst[5], f);
    assert_eq!(words[words.len() - 7], (1 << 16) | Op::FunctionEnd as u32);
    assert_eq!(finished.trailing().len(), 1);
}
