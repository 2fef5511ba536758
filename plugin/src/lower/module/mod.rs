//! Module-level lowering: types, constants, globals, kernels and entry points,
//! module-scope metadata and decorations, and the analyses they share (pointee
//! inference).

pub(crate) mod annotations;
pub(crate) mod aux_data;
pub(crate) mod builtin_globals;
pub(crate) mod callees;
pub(crate) mod constants;
pub(crate) mod contraction;
pub(crate) mod debug_state;
pub(crate) mod execution_modes;
pub(crate) mod explicit_decorations;
pub(crate) mod function_addresses;
pub(crate) mod function_table;
pub(crate) mod gep;
pub(crate) mod globals;
pub(crate) mod kernel;
pub(crate) mod kernel_functions;
pub(crate) mod kernel_metadata;
pub(crate) mod legal_floats;
pub(crate) mod legal_ints;
pub(crate) mod legal_structs;
pub(crate) mod legal_vectors;
pub(crate) mod lowering_state;
pub(crate) mod mangling;
pub(crate) mod metadata_kinds;
pub(crate) mod object_types;
pub(crate) mod opaque_types;
pub(crate) mod opencl_objects;
pub(crate) mod pipe_storage;
pub(crate) mod pointee;
pub(crate) mod requirements;
pub(crate) mod spirv_metadata;
pub(crate) mod target_types;
pub(crate) mod type_screen;
pub(crate) mod types;
pub(crate) mod vector_compute;
