//! Property tests of spirv-writer's public API (proptest, a bounded number of
//! cases so that `cargo test` stays quick): random programs of type, constant,
//! global, function, decoration and name operations never panic, every
//! finished module passes spirv-val (Debian's, and PyPI's newer one when the
//! venv has it), interning gives one id per key, and output is deterministic.

use proptest::prelude::*;
use spirv_emit_benches::kernel_module;
use spirv_writer::grammar::inst;
use spirv_writer::spirv::{
    Decoration, ExecutionMode, ExecutionModel, FunctionControl, LinkageType, Op, StorageClass,
};
use spirv_writer::{
    ConstantKey, Function, Id, Module, Operand, ScalarType, StructIdentity, TargetEnv, TypeKey, Version,
};
use std::path::PathBuf;
use std::process::Command;

/// One step of a random program. Indices pick among what exists so far.
#[derive(Clone, Debug)]
enum Step {
    Int(u32),
    Float(u32),
    Vector { scalar: usize, count: u32 },
    Array { element: usize, length: u64 },
    Struct { members: Vec<usize>, named: Option<u8> },
    RecursiveStruct { member: usize },
    Pointer { storage: u8, pointee: usize },
    Scalar { ty: usize, bits: u64 },
    Composite { ty: usize },
    Null { ty: usize },
    Global { ty: usize, initialized: bool },
    Kernel { blocks: u8, name: String, local_size: Option<[u32; 3]> },
    Import { name: String },
    Decorate { target: usize, twice: bool },
    Name { target: usize, name: String },
}

fn step() -> impl Strategy<Value = Step> {
    let name = "[a-zA-Z_][a-zA-Z0-9_.$ é]{0,12}";
    prop_oneof![
        prop::sample::select(vec![8u32, 16, 32, 64]).prop_map(Step::Int),
        prop::sample::select(vec![16u32, 32, 64]).prop_map(Step::Float),
        (any::<usize>(), prop::sample::select(vec![2u32, 3, 4, 8, 16]))
            .prop_map(|(scalar, count)| Step::Vector { scalar, count }),
        (any::<usize>(), prop_oneof![1u64..100, Just(u64::from(u32::MAX) + 1)])
            .prop_map(|(element, length)| Step::Array { element, length }),
        (prop::collection::vec(any::<usize>(), 1..5), prop::option::of(any::<u8>()))
            .prop_map(|(members, named)| Step::Struct { members, named }),
        any::<usize>().prop_map(|member| Step::RecursiveStruct { member }),
        (0u8..4, any::<usize>()).prop_map(|(storage, pointee)| Step::Pointer { storage, pointee }),
        (any::<usize>(), any::<u64>()).prop_map(|(ty, bits)| Step::Scalar { ty, bits }),
        any::<usize>().prop_map(|ty| Step::Composite { ty }),
        any::<usize>().prop_map(|ty| Step::Null { ty }),
        (any::<usize>(), any::<bool>()).prop_map(|(ty, initialized)| Step::Global { ty, initialized }),
        (1u8..6, name, prop::option::of(prop::array::uniform3(1u32..1025)))
            .prop_map(|(blocks, name, local_size)| Step::Kernel { blocks, name, local_size }),
        name.prop_map(|name| Step::Import { name }),
        (any::<usize>(), any::<bool>()).prop_map(|(target, twice)| Step::Decorate { target, twice }),
        (any::<usize>(), name).prop_map(|(target, name)| Step::Name { target, name }),
    ]
}

/// What a program has made so far, for later steps to refer to.
#[derive(Default)]
struct State {
    /// (type id, key) of every non-pointer, non-function data type.
    data_types: Vec<(Id, TypeKey)>,
    scalars: Vec<(Id, TypeKey)>,
    constants: Vec<Id>,
    /// (constant id, its type id)
    typed_constants: Vec<(Id, Id)>,
    targets: Vec<Id>,
    globals: Vec<Id>,
    kernel_names: std::collections::HashSet<String>,
}

fn pick<T: Clone>(items: &[T], i: usize) -> Option<T> {
    (!items.is_empty()).then(|| items[i % items.len()].clone())
}

fn width_of(key: &TypeKey) -> u32 {
    match key {
        TypeKey::Int { width } | TypeKey::Float { width } => *width,
        _ => 32,
    }
}

fn storage(i: u8) -> StorageClass {
    [
        StorageClass::CrossWorkgroup,
        StorageClass::Workgroup,
        StorageClass::Function,
        StorageClass::UniformConstant,
    ][i as usize % 4]
}

/// Applies `steps` to a fresh module; returns it (never panics on any input).
fn build(steps: &[Step]) -> Module {
    let mut m = kernel_module();
    let mut s = State::default();
    let int = m.type_int(32);
    s.scalars.push((int, TypeKey::Int { width: 32 }));
    s.data_types.push((int, TypeKey::Int { width: 32 }));
    for step in steps {
        match step.clone() {
            Step::Int(width) => {
                let id = m.type_int(width);
                s.scalars.push((id, TypeKey::Int { width }));
                s.data_types.push((id, TypeKey::Int { width }));
            }
            Step::Float(width) => {
                let id = m.type_float(width);
                s.scalars.push((id, TypeKey::Float { width }));
                s.data_types.push((id, TypeKey::Float { width }));
            }
            Step::Vector { scalar, count } => {
                let (component, _) = pick(&s.scalars, scalar).unwrap_or((int, TypeKey::Int { width: 32 }));
                let id = m.type_vector(component, count);
                s.data_types.push((id, TypeKey::Vector { component, count }));
            }
            Step::Array { element, length } => {
                let (element, _) = pick(&s.data_types, element).unwrap_or((int, TypeKey::Int { width: 32 }));
                let id = m.type_array(element, length);
                if let Some(TypeKey::Array { element, length }) = m.type_key(id).cloned() {
                    s.data_types.push((id, TypeKey::Array { element, length }));
                }
            }
            Step::Struct { members, named } => {
                let members: Vec<Id> =
                    members.iter().filter_map(|&i| pick(&s.data_types, i).map(|t| t.0)).collect();
                let identity =
                    named.map_or(StructIdentity::Literal, |n| StructIdentity::Named(format!("s{n}")));
                let key = TypeKey::Struct { members, identity };
                let id = m.intern_type(key.clone());
                s.data_types.push((id, key));
            }
            Step::RecursiveStruct { member } => {
                // struct node { T value; struct node *next; }
                let (value, _) = pick(&s.data_types, member).unwrap_or((int, TypeKey::Int { width: 32 }));
                let node = m.reserve_struct();
                let next = m.type_pointer(StorageClass::CrossWorkgroup, node);
                m.define_struct(node, vec![value, next], StructIdentity::Named(format!("node{node}")));
                s.targets.push(node);
            }
            Step::Pointer { storage: sc, pointee } => {
                let (pointee, _) = pick(&s.data_types, pointee).unwrap_or((int, TypeKey::Int { width: 32 }));
                let a = m.type_pointer(storage(sc), pointee);
                let b = m.intern_type(TypeKey::Pointer { storage: storage(sc), pointee });
                assert_eq!(a, b, "one id per pointer type");
            }
            Step::Scalar { ty, bits } => {
                let Some((ty, key)) = pick(&s.scalars, ty) else { continue };
                let width = width_of(&key);
                let bits = if width == 64 { bits } else { bits & ((1u64 << width) - 1) };
                // INVARIANT: `s.scalars` holds integer and float types only.
                let a = m.scalar_constant(ty, bits).expect("a scalar type");
                let b = m
                    .constant(ConstantKey::Scalar { ty: ScalarType::of(&key).expect("a scalar type"), bits });
                assert_eq!(a, b, "one id per constant");
                s.constants.push(a);
                s.typed_constants.push((a, ty));
            }
            Step::Composite { ty } => {
                // A vector constant from constants of its component type.
                let vectors: Vec<(Id, TypeKey)> = s
                    .data_types
                    .iter()
                    .filter(|(_, k)| matches!(k, TypeKey::Vector { .. }))
                    .cloned()
                    .collect();
                let Some((ty, TypeKey::Vector { component, count })) = pick(&vectors, ty) else { continue };
                let part = m.scalar_constant(component, 1).expect("a vector of scalars");
                let id = m.constant(ConstantKey::Composite { ty, parts: vec![part; count as usize] });
                s.constants.push(id);
                s.typed_constants.push((id, ty));
            }
            Step::Null { ty } => {
                let composites: Vec<(Id, TypeKey)> = s
                    .data_types
                    .iter()
                    .filter(|(_, k)| !matches!(k, TypeKey::Int { .. } | TypeKey::Float { .. }))
                    .cloned()
                    .collect();
                let Some((ty, _)) = pick(&composites, ty) else { continue };
                let id = m.constant(ConstantKey::Null { ty });
                s.constants.push(id);
                s.typed_constants.push((id, ty));
            }
            Step::Global { ty, initialized } => {
                let (ty, init) = match (initialized, pick(&s.typed_constants, ty)) {
                    (true, Some((c, t))) => (t, Some(c)),
                    _ => (pick(&s.data_types, ty).map_or(int, |t| t.0), None),
                };
                let pointer = m.type_pointer(StorageClass::CrossWorkgroup, ty);
                let id = m.alloc_id();
                m.global_variable(id, pointer, StorageClass::CrossWorkgroup, init);
                s.targets.push(id);
                s.globals.push(id);
            }
            Step::Kernel { blocks, name, local_size } => {
                if !s.kernel_names.insert(name.clone()) {
                    continue; // entry point names are unique per execution model
                }
                let id = kernel(&mut m, blocks as usize, &name);
                if let Some(size) = local_size {
                    m.add_execution_mode(id, ExecutionMode::LocalSize, size.to_vec());
                    m.add_execution_mode(id, ExecutionMode::LocalSize, size.to_vec());
                }
                s.targets.push(id);
            }
            Step::Import { name } => {
                // A declaration: imported, so it needs Linkage.
                let void = m.type_void();
                let fn_type = m.type_function(void, vec![int]);
                let id = m.alloc_id();
                let mut f = Function::new(id, void, FunctionControl::NONE, fn_type);
                let p = m.alloc_id();
                f.add_param(p, int);
                m.add_function(f);
                m.decorate(
                    id,
                    Decoration::LinkageAttributes,
                    vec![
                        Operand::LiteralString(format!("imp{id}_{name}")),
                        Operand::LinkageType(LinkageType::Import),
                    ],
                );
                s.targets.push(id);
            }
            Step::Decorate { target, twice } => {
                // Alignment on a global variable; twice must still give one decoration.
                let Some(target) = pick(&s.globals, target) else { continue };
                m.decorate(target, Decoration::Alignment, vec![Operand::LiteralBit32(16)]);
                if twice {
                    m.decorate(target, Decoration::Alignment, vec![Operand::LiteralBit32(16)]);
                }
            }
            Step::Name { target, name } => {
                if let Some(target) = pick(&s.targets, target).or_else(|| pick(&s.constants, target)) {
                    m.name(target, &name);
                }
            }
        }
    }
    m
}

/// A kernel with `blocks` chained blocks that add constants.
fn kernel(m: &mut Module, blocks: usize, name: &str) -> Id {
    let void = m.type_void();
    let int = m.type_int(32);
    let fn_type = m.type_function(void, vec![int]);
    let id = m.alloc_id();
    let mut f = Function::new(id, void, FunctionControl::NONE, fn_type);
    let x = m.alloc_id();
    f.add_param(x, int);
    let labels: Vec<Id> = (0..blocks).map(|_| m.alloc_id()).collect();
    let mut value = x;
    for (b, &label) in labels.iter().enumerate() {
        let mut block = m.new_code();
        let c = m.constant_u32(b as u32);
        let sum = m.alloc_id();
        m.push_code(
            &mut block,
            inst(Op::IAdd, Some(int), Some(sum), vec![Operand::IdRef(value), Operand::IdRef(c)]),
        );
        value = sum;
        let terminator = match labels.get(b + 1) {
            Some(&next) => inst(Op::Branch, None, None, vec![Operand::IdRef(next)]),
            None => inst(Op::Return, None, None, vec![]),
        };
        m.push_code(&mut block, terminator);
        f.add_block(label, block).expect("a terminator");
    }
    m.add_function(f);
    m.add_entry_point(ExecutionModel::Kernel, id, name, vec![]);
    id
}

fn validators() -> Vec<PathBuf> {
    let mut v = vec![PathBuf::from("/usr/bin/spirv-val")];
    let venv = std::env::var_os("SPIRV_EMIT_VENV")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../.venv"));
    let new = venv.join("bin/spirv-val");
    if new.exists() {
        v.push(new);
    }
    v
}

fn validate(words: &[u32]) -> Result<(), String> {
    static COUNTER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let path = std::env::temp_dir().join(format!("spirv-writer-prop-{}-{n}.spv", std::process::id()));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
    let mut result = Ok(());
    for validator in validators() {
        let out = Command::new(&validator)
            .arg(&path)
            .output()
            .map_err(|e| format!("{}: {e}", validator.display()))?;
        if !out.status.success() {
            result = Err(format!(
                "{} rejects the module: {}{}",
                validator.display(),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
            // Keep it for a look.
            let _ = std::fs::copy(&path, std::env::temp_dir().join("spirv-writer-prop-failure.spv"));
            break;
        }
    }
    let _ = std::fs::remove_file(&path);
    result
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, max_shrink_iters: 200, ..ProptestConfig::default() })]

    /// No panic, the module finishes for the universal target, spirv-val
    /// accepts it, and building it again gives the same words.
    #[test]
    fn random_programs_give_valid_deterministic_modules(steps in prop::collection::vec(step(), 0..40)) {
        let target = TargetEnv::universal(Version::V1_6);
        let finished = build(&steps).finish(&target);
        prop_assert!(finished.is_ok(), "finish failed: {:?}", finished.err());
        let words = finished.unwrap().words();
        let again = build(&steps).finish(&target).unwrap().words();
        prop_assert_eq!(&words, &again, "output must be deterministic");
        if let Err(e) = validate(&words) {
            prop_assert!(false, "{}", e);
        }
    }

    /// Finishing for a restrictive target never panics: it gives a module
    /// or errors naming what the target forbids.
    #[test]
    fn restrictive_targets_error_cleanly(steps in prop::collection::vec(step(), 0..30), max_minor in 0u8..7) {
        let mut target = TargetEnv::universal(Version { major: 1, minor: max_minor });
        target.extensions = spirv_writer::ExtensionPolicy::none();
        target.allowed_capabilities = Some([spirv_writer::spirv::Capability::Kernel, spirv_writer::spirv::Capability::Addresses].into_iter().collect());
        match build(&steps).finish(&target) {
            Ok(finished) => {
                if let Err(e) = validate(&finished.words()) {
                    prop_assert!(false, "{}", e);
                }
            }
            Err(errors) => prop_assert!(!errors.is_empty()),
        }
    }
}

/// An instruction longer than 65535 words (a constant array of 70,000
/// elements) is an error, not a silently corrupt module (found by
/// scripts/bench.py; rspirv does not check the 16-bit word count).
#[test]
fn oversized_instruction_is_an_error() {
    let mut m = kernel_module();
    let int = m.type_int(32);
    let array = m.type_array(int, 70_000);
    let parts: Vec<Id> = (0..70_000u64)
        .map(|i| m.constant(ConstantKey::Scalar { ty: ScalarType::Int { width: 32 }, bits: i }))
        .collect();
    let c = m.constant(ConstantKey::Composite { ty: array, parts });
    let pointer = m.type_pointer(StorageClass::UniformConstant, array);
    let v = m.alloc_id();
    m.global_variable(v, pointer, StorageClass::UniformConstant, Some(c));
    let errors = m.finish(&TargetEnv::universal(Version::V1_6)).err().expect("must be rejected");
    let text = errors.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n");
    assert!(text.contains("OpConstantComposite would need 70003 words"), "{text}");
}

/// A name of 300,000 bytes would overflow OpName: an error too.
#[test]
fn oversized_name_is_an_error() {
    let mut m = kernel_module();
    let id = kernel(&mut m, 1, "k");
    m.name(id, &"x".repeat(300_000));
    let errors = m.finish(&TargetEnv::universal(Version::V1_6)).err().expect("must be rejected");
    assert!(errors.iter().any(|e| e.to_string().contains("OpName would need")), "{errors:?}");
}

/// Modules built right at the limit still serialize and validate.
#[test]
fn largest_instruction_is_valid() {
    let mut m = kernel_module();
    let int = m.type_int(32);
    // OpConstantComposite: 3 words + one per part.
    let n = 65_535 - 3;
    let array = m.type_array(int, n as u64);
    let zero = m.constant_u32(0);
    let c = m.constant(ConstantKey::Composite { ty: array, parts: vec![zero; n] });
    let pointer = m.type_pointer(StorageClass::UniformConstant, array);
    let v = m.alloc_id();
    m.global_variable(v, pointer, StorageClass::UniformConstant, Some(c));
    m.decorate(v, Decoration::Constant, vec![]);
    kernel(&mut m, 1, "k");
    let words = m.finish(&TargetEnv::universal(Version::V1_6)).expect("fits").words();
    validate(&words).unwrap();
}
