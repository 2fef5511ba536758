//! Body lowering: one function's blocks and instructions (everything but calls
//! to builtins, which `calls` lowers).

pub(crate) mod atomic_operands;
pub(crate) mod atomics;
pub(crate) mod atomics16;
pub(crate) mod blocks;
pub(crate) mod bools;
pub(crate) mod builtin_loads;
pub(crate) mod cas;
pub(crate) mod casts;
pub(crate) mod control;
pub(crate) mod driver;
pub(crate) mod emit;
pub(crate) mod function;
pub(crate) mod instructions;
pub(crate) mod long_structs;
pub(crate) mod loops;
pub(crate) mod memory;
pub(crate) mod narrow_ints;
pub(crate) mod operations;
pub(crate) mod order;
pub(crate) mod pointer_vectors;
pub(crate) mod private_globals;
pub(crate) mod repack;
pub(crate) mod shapes;
pub(crate) mod values;
pub(crate) mod vector_shapes;
pub(crate) mod wide_ints;
pub(crate) mod wide_memory;
