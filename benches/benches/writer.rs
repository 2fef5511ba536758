//! In-process benchmarks of spirv-writer's public API (divan): type and
//! constant interning, building a large function, finishing (layout and
//! requirement inference) and serialization. Quick by design:
//! `cargo bench -p spirv-emit-benches` runs in well under a minute.

use spirv_emit_benches::{
    add_big_kernel, finish_words, intern_many_constants, intern_many_types, kernel_module,
};

fn main() {
    divan::main();
}

/// Interning 20,000 distinct types (arrays, pointers, structs, vectors), each twice.
#[divan::bench(sample_count = 20)]
fn intern_types_20k() -> usize {
    let mut m = kernel_module();
    intern_many_types(&mut m, 20_000).len()
}

/// Interning 50,000 integer and 50,000 float constants, each twice.
#[divan::bench(sample_count = 20)]
fn intern_constants_100k() -> usize {
    let mut m = kernel_module();
    intern_many_constants(&mut m, 50_000)
}

/// Building one kernel of 10,000 blocks (about 60,000 instructions).
#[divan::bench(sample_count = 20)]
fn build_function_10k_blocks() -> Module {
    let mut m = kernel_module();
    add_big_kernel(&mut m, "big", 10_000);
    m
}

/// Finishing and serializing that module to words.
#[divan::bench(sample_count = 20)]
fn finish_and_serialize_10k_blocks(bencher: divan::Bencher) {
    bencher
        .with_inputs(|| {
            let mut m = kernel_module();
            add_big_kernel(&mut m, "big", 10_000);
            m
        })
        .bench_values(finish_words);
}

/// Many small kernels: 2,000 kernels of 5 blocks, built, finished, serialized.
#[divan::bench(sample_count = 10)]
fn many_kernels_end_to_end() -> usize {
    let mut m = kernel_module();
    for k in 0..2_000 {
        add_big_kernel(&mut m, &format!("k{k}"), 5);
    }
    finish_words(m).len()
}

use spirv_writer::Module;
