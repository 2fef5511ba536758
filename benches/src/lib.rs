//! Module builders shared by the spirv-writer benchmarks (`benches/writer.rs`,
//! divan) and property tests (`tests/writer_props.rs`, proptest). Everything
//! goes through spirv-writer's public API only.

use spirv_writer::grammar::inst;
use spirv_writer::spirv::{
    AddressingModel, Capability, ExecutionModel, FunctionControl, MemoryModel, Op, StorageClass,
};
use spirv_writer::{ConstantKey, Function, Id, Module, Operand, ScalarType, StructIdentity, TypeKey};

/// An empty OpenCL kernel module (Physical64, OpenCL memory model, Kernel).
pub fn kernel_module() -> Module {
    let mut m = Module::new(AddressingModel::Physical64, MemoryModel::OpenCL);
    m.requirements.require_capability(Capability::Kernel, || "kernel".into());
    m
}

/// Interns `n` distinct types (scalars, vectors, pointers, arrays, structs),
/// each looked up a second time; returns their ids.
pub fn intern_many_types(m: &mut Module, n: usize) -> Vec<Id> {
    let scalars =
        [m.type_int(8), m.type_int(16), m.type_int(32), m.type_int(64), m.type_float(32), m.type_float(64)];
    let mut ids = Vec::with_capacity(n);
    for i in 0..n {
        let s = scalars[i % scalars.len()];
        let key = match i % 4 {
            0 => TypeKey::Array { element: s, length: m.constant_u32(i as u32 + 1) },
            1 => TypeKey::Pointer {
                storage: StorageClass::CrossWorkgroup,
                pointee: ids.last().copied().unwrap_or(s),
            },
            2 => TypeKey::Struct {
                members: vec![s, ids[i - 1], s],
                identity: StructIdentity::Named(format!("s{i}")),
            },
            _ => TypeKey::Vector { component: s, count: [2, 3, 4, 8, 16][i % 5] },
        };
        let id = m.intern_type(key.clone());
        assert_eq!(m.intern_type(key), id, "interning is idempotent");
        ids.push(id);
    }
    ids
}

/// Interns `n` distinct 32-bit integer constants and `n` floats, each twice.
pub fn intern_many_constants(m: &mut Module, n: usize) -> usize {
    let int = ScalarType::Int { width: 32 };
    let float = ScalarType::Float { width: 32 };
    let mut count = 0;
    for i in 0..n as u64 {
        for (ty, bits) in
            [(int, i.wrapping_mul(2_654_435_761) & 0xffff_ffff), (float, u64::from((i as f32).to_bits()))]
        {
            let key = ConstantKey::Scalar { ty, bits };
            let a = m.constant(key.clone());
            let b = m.constant(key);
            assert_eq!(a, b);
            count += 1;
        }
    }
    count
}

/// Adds a kernel `big(global int* p)` with `blocks` blocks in a chain, each
/// loading, adding, storing and branching (about 8 instructions per block).
pub fn add_big_kernel(m: &mut Module, name: &str, blocks: usize) -> Id {
    let void = m.type_void();
    let int = m.type_int(32);
    let ptr = m.type_pointer(StorageClass::CrossWorkgroup, int);
    let fn_type = m.type_function(void, vec![ptr]);
    let fid = m.alloc_id();
    let mut f = Function::new(fid, void, FunctionControl::NONE, fn_type);
    let p = m.alloc_id();
    f.add_param(p, ptr);
    let labels: Vec<Id> = (0..blocks).map(|_| m.alloc_id()).collect();
    for (b, &label) in labels.iter().enumerate() {
        let mut block = m.new_code();
        let index = m.constant(ConstantKey::Scalar { ty: ScalarType::Int { width: 64 }, bits: b as u64 });
        let addr = m.alloc_id();
        m.push_code(
            &mut block,
            inst(
                Op::InBoundsPtrAccessChain,
                Some(ptr),
                Some(addr),
                vec![Operand::IdRef(p), Operand::IdRef(index)],
            ),
        );
        let loaded = m.alloc_id();
        m.push_code(&mut block, inst(Op::Load, Some(int), Some(loaded), vec![Operand::IdRef(addr)]));
        let c = m.constant_u32(b as u32 * 7);
        let sum = m.alloc_id();
        m.push_code(
            &mut block,
            inst(Op::IAdd, Some(int), Some(sum), vec![Operand::IdRef(loaded), Operand::IdRef(c)]),
        );
        let product = m.alloc_id();
        m.push_code(
            &mut block,
            inst(Op::IMul, Some(int), Some(product), vec![Operand::IdRef(sum), Operand::IdRef(sum)]),
        );
        m.push_code(
            &mut block,
            inst(Op::Store, None, None, vec![Operand::IdRef(addr), Operand::IdRef(product)]),
        );
        let terminator = match labels.get(b + 1) {
            Some(&next) => inst(Op::Branch, None, None, vec![Operand::IdRef(next)]),
            None => inst(Op::Return, None, None, vec![]),
        };
        // INVARIANT: both terminators are block terminators.
        m.push_code(&mut block, terminator);
        f.add_block(label, block).expect("terminator");
    }
    m.add_function(f);
    m.add_entry_point(ExecutionModel::Kernel, fid, name, vec![]);
    m.name(fid, name);
    fid
}

/// The SPIR-V words of `m` for the universal 1.6 target.
pub fn finish_words(m: Module) -> Vec<u32> {
    let target = spirv_writer::TargetEnv::universal(spirv_writer::Version::V1_6);
    // INVARIANT: the builders above only make modules the universal target accepts.
    m.finish(&target).map_err(|e| format!("{e:?}")).expect("universal target accepts the module").words()
}
