//! Golden tests: small modules built through the public API, serialized,
//! validated with spirv-val, and compared with their expected disassembly in
//! tests/golden/*.txt (regenerate with UPDATE_GOLDEN=1).

use spirv_writer::spirv::{
    AddressingModel, Capability, Decoration, ExecutionModel, FunctionControl, MemoryModel, Op, StorageClass,
};
use spirv_writer::{
    grammar::inst, ConstantKey, Function, Module, Operand, ScalarType, StructIdentity, TargetEnv, Version,
};
use std::path::PathBuf;
use std::process::Command;

fn validate(words: &[u32], name: &str) {
    let path = std::env::temp_dir().join(format!("spirv-writer-golden-{name}-{}.spv", std::process::id()));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).unwrap();
    let out = Command::new("spirv-val")
        .arg(&path)
        .output()
        .expect("spirv-val must be installed (scripts/setup.sh)");
    let _ = std::fs::remove_file(&path);
    assert!(out.status.success(), "spirv-val rejected {name}: {}", String::from_utf8_lossy(&out.stderr));
}

fn check_golden(name: &str, text: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(format!("{name}.txt"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, text).unwrap();
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(text, expected, "disassembly of {name} differs from {}", path.display());
}

fn finish(m: Module, name: &str) -> Vec<u32> {
    let mut finished = m.finish(&TargetEnv::universal(Version::V1_6)).unwrap();
    let words = finished.words();
    validate(&words, name);
    check_golden(name, &spirv_writer::text::disassemble(finished.module()));
    words
}

/// A kernel `k(global int* p) { p[1] = p[0] + 42; }`.
fn kernel_module() -> Module {
    let mut m = Module::new(AddressingModel::Physical64, MemoryModel::OpenCL);
    m.requirements.require_capability(Capability::Kernel, || "kernel".into());
    let void = m.type_void();
    let int = m.type_int(32);
    m.type_int(64); // declared here, before its constant
    let ptr = m.type_pointer(StorageClass::CrossWorkgroup, int);
    let fn_type = m.type_function(void, vec![ptr]);
    let fid = m.alloc_id();
    let mut f = Function::new(fid, void, FunctionControl::NONE, fn_type);
    let p = m.alloc_id();
    f.add_param(p, ptr);
    let label = m.alloc_id();
    let mut b = m.new_code();
    let loaded = m.alloc_id();
    m.push_code(&mut b, inst(Op::Load, Some(int), Some(loaded), vec![Operand::IdRef(p)]));
    let c42 = m.constant(ConstantKey::Scalar { ty: ScalarType::Int { width: 32 }, bits: 42 });
    let sum = m.alloc_id();
    m.push_code(
        &mut b,
        inst(Op::IAdd, Some(int), Some(sum), vec![Operand::IdRef(loaded), Operand::IdRef(c42)]),
    );
    let one = m.constant(ConstantKey::Scalar { ty: ScalarType::Int { width: 64 }, bits: 1 });
    let addr = m.alloc_id();
    m.push_code(
        &mut b,
        inst(Op::InBoundsPtrAccessChain, Some(ptr), Some(addr), vec![Operand::IdRef(p), Operand::IdRef(one)]),
    );
    m.push_code(&mut b, inst(Op::Store, None, None, vec![Operand::IdRef(addr), Operand::IdRef(sum)]));
    m.push_code(&mut b, inst(Op::Return, None, None, vec![]));
    f.add_block(label, b).unwrap();
    m.add_function(f);
    m.add_entry_point(ExecutionModel::Kernel, fid, "k", vec![]);
    m.name(fid, "k");
    m
}

#[test]
fn golden_kernel() {
    let words = finish(kernel_module(), "kernel");
    assert_eq!(words[1], 0x0001_0000, "version 1.0 when nothing needs more");
}

#[test]
fn golden_recursive_struct_uses_forward_pointer() {
    let mut m = kernel_module();
    // struct node { int value; struct node *next; }
    let int = m.type_int(32);
    let node = m.reserve_struct();
    let next = m.type_pointer(StorageClass::CrossWorkgroup, node);
    m.define_struct(node, vec![int, next], StructIdentity::Named("node".into()));
    m.name(node, "node");
    let null = m.constant(ConstantKey::Null { ty: next });
    let var_type = m.type_pointer(StorageClass::CrossWorkgroup, next);
    let var = m.alloc_id();
    m.global_variable(var, var_type, StorageClass::CrossWorkgroup, Some(null));
    m.decorate(var, Decoration::Constant, vec![]);
    m.decorate(var, Decoration::Constant, vec![]); // applied once only
    finish(m, "recursive_struct");
}

#[test]
fn golden_capabilities_are_minimal_and_inferred() {
    let mut m = kernel_module();
    let half = m.type_float(16);
    let v16 = m.type_vector(half, 16);
    let generic = m.type_pointer(StorageClass::Generic, v16);
    let _ = generic;
    // Int64 from `long`, Float16 from half, Vector16, GenericPointer from the
    // storage class operand (grammar), Addresses from Physical64 (grammar).
    let finished = m.finish(&TargetEnv::universal(Version::V1_6)).unwrap();
    let caps = finished.requirements.minimal_capabilities();
    for c in [Capability::Int64, Capability::Float16, Capability::Vector16, Capability::GenericPointer] {
        assert!(caps.contains(&c), "{c:?} missing from {caps:?}");
    }
    // Kernel is implied by Vector16 but always declared (PoCL needs it);
    // Addresses is implied by GenericPointer and left out.
    assert!(caps.contains(&Capability::Kernel));
    assert!(!caps.contains(&Capability::Addresses));
    validate(&finished.words(), "capabilities");
}

#[test]
fn target_rejects_what_it_does_not_allow() {
    let mut m = kernel_module();
    m.requirements.require_extension("SPV_INTEL_foo", || "instruction X".into());
    m.requirements.require_version(Version::V1_4, "OpCopyLogical", || "call y".into());
    let mut target = TargetEnv::universal(Version::V1_2);
    target.extensions = spirv_writer::ExtensionPolicy::none();
    let errors = m.finish(&target).err().expect("must be rejected");
    let text: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert!(
        text.iter().any(|t| t.contains("OpCopyLogical requires SPIR-V 1.4") && t.contains("at most 1.2")),
        "{text:?}"
    );
    assert!(text.iter().any(|t| t.contains("extension SPV_INTEL_foo is not allowed")), "{text:?}");
}

#[test]
fn output_is_deterministic() {
    let a = kernel_module().finish(&TargetEnv::universal(Version::V1_6)).unwrap().words();
    let b = kernel_module().finish(&TargetEnv::universal(Version::V1_6)).unwrap().words();
    assert_eq!(a, b);
}
