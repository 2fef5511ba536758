//! spirv-emit: an LLVM pass plugin that emits SPIR-V.
//!
//! Loaded by `opt -load-pass-plugin=libspirv_emit.so -passes='spirv-emit<...>'`
//! or by `clang -fpass-plugin=libspirv_emit.so` (optimizer-last extension
//! point, options through `SPIRV_EMIT_*` variables), or called in-process:
//! [`translate`] from Rust (module `api`), `spirv_emit_translate` from C and
//! C++ (plugin/include/spirv_emit.h, spirv_emit.hpp; module `capi`).

// Exactly one LLVM major is selected by a cargo feature; llvm-sys of that
// major is known as `llvm_sys` everywhere else.
#[cfg(not(any(feature = "llvm15", feature = "llvm16", feature = "llvm19", feature = "llvm22")))]
compile_error!("select the LLVM the plugin is for with one of the features llvm15, llvm16, llvm19, llvm22");
#[cfg(any(
    all(feature = "llvm15", any(feature = "llvm16", feature = "llvm19", feature = "llvm22")),
    all(feature = "llvm16", any(feature = "llvm19", feature = "llvm22")),
    all(feature = "llvm19", feature = "llvm22"),
))]
compile_error!(
    "select exactly one of the features llvm15, llvm16, llvm19, llvm22 (use --no-default-features)"
);
#[cfg(feature = "llvm15")]
pub extern crate llvm_sys_150 as llvm_sys;
#[cfg(feature = "llvm16")]
pub extern crate llvm_sys_160 as llvm_sys;
#[cfg(feature = "llvm19")]
pub extern crate llvm_sys_191 as llvm_sys;
#[cfg(feature = "llvm22")]
pub extern crate llvm_sys_221 as llvm_sys;

// The plugin takes LLVM's symbols from its host (opt, clang); unit tests run
// without a host, so their binary links the selected LLVM itself (Debian
// installs libLLVM-NN.so in the default library path; integration tests get
// the same through build.rs).
#[cfg(all(test, feature = "llvm15"))]
#[link(name = "LLVM-15")]
extern "C" {}
#[cfg(all(test, feature = "llvm16"))]
#[link(name = "LLVM-16")]
extern "C" {}
#[cfg(all(test, feature = "llvm19"))]
#[link(name = "LLVM-19")]
extern "C" {}
#[cfg(all(test, feature = "llvm22"))]
#[link(name = "LLVM-22")]
extern "C" {}

pub mod address_spaces;
pub mod api;
pub mod capi;
pub mod codegen;
pub mod diagnostics;
pub mod llvm;
pub mod local_hash;
pub mod lower;
pub mod options;
pub mod output;
pub mod panics;
pub mod pass;
mod shim;
pub mod target;
#[cfg(test)]
pub(crate) mod test_llvm;
pub mod triple;
pub mod validator;

pub use api::{parse_options, translate, Diagnostics};

/// The LLVM major this build is for (from the cargo feature).
pub const LLVM_MAJOR: u32 = if cfg!(feature = "llvm15") {
    15
} else if cfg!(feature = "llvm16") {
    16
} else if cfg!(feature = "llvm19") {
    19
} else {
    22
};

// Registration lives in C++ (plugin/cxx/registrar.cpp): the pass class,
// pipeline parsing and the optimizer-last callback, which differ per LLVM
// version. It calls back into `pass::spirv_emit_run_module`. Only the entry
// point the host looks up is defined here, because a Rust cdylib exports only
// symbols defined in Rust.

/// `llvm::PassPluginLibraryInfo` of the selected LLVM, filled by the C++ side
/// (LLVM 22 added a fifth field).
#[repr(C, align(8))]
pub struct PassPluginLibraryInfo([u64; if cfg!(feature = "llvm22") { 5 } else { 4 }]);

extern "C" {
    fn spirv_emit_host_matches() -> std::os::raw::c_int;
    fn spirv_emit_fill_plugin_info(out: *mut PassPluginLibraryInfo);
    fn spirv_emit_plugin_info_size() -> usize;
}

/// Whether the plugin may register itself: the host runs our LLVM major (a
/// one-line refusal is printed otherwise) and agrees on the info's layout.
fn may_register() -> bool {
    // SAFETY: plain C functions without preconditions.
    unsafe {
        spirv_emit_host_matches() != 0
            && spirv_emit_plugin_info_size() == std::mem::size_of::<PassPluginLibraryInfo>()
    }
}

/// The plugin entry point (`llvmGetPassPluginInfo`, looked up by opt and clang).
///
/// On x86-64 (System V ABI) a function returning a structure this large
/// receives the caller's buffer in `rdi` and returns it in `rax`: exactly this
/// signature. Writing through the pointer lets a refusal write only the fields
/// every LLVM's `PassPluginLibraryInfo` shares (API version, name, version),
/// so a plugin built for LLVM 22 (five fields) never writes past the four-field
/// buffer of an older host. API version 0 is refused by every host, which then
/// goes on or stops cleanly without calling anything built for another LLVM.
///
/// # Safety
///
/// `out` must point to a writable `PassPluginLibraryInfo` of the host LLVM
/// (the caller's return buffer, as the host's plugin loader passes it).
#[cfg(target_arch = "x86_64")]
#[no_mangle]
pub unsafe extern "C" fn llvmGetPassPluginInfo(out: *mut PluginInfoPrefix) -> *mut PluginInfoPrefix {
    if may_register() {
        spirv_emit_fill_plugin_info(out.cast());
    } else {
        out.write(PluginInfoPrefix::refused());
    }
    out
}

/// Elsewhere the same, returned by value (a refusal by a plugin built for
/// LLVM 22 then writes the full five fields).
#[cfg(not(target_arch = "x86_64"))]
#[no_mangle]
pub extern "C" fn llvmGetPassPluginInfo() -> PassPluginLibraryInfo {
    let mut info = PassPluginLibraryInfo([0; std::mem::size_of::<PassPluginLibraryInfo>() / 8]);
    if may_register() {
        // SAFETY: `info` has the size the C++ side fills (checked by may_register).
        unsafe { spirv_emit_fill_plugin_info(&mut info) };
    } else {
        // SAFETY: the prefix is smaller than the full information.
        unsafe {
            (&mut info as *mut PassPluginLibraryInfo)
                .cast::<PluginInfoPrefix>()
                .write(PluginInfoPrefix::refused())
        };
    }
    info
}

/// The fields every LLVM's `PassPluginLibraryInfo` starts with.
#[repr(C)]
pub struct PluginInfoPrefix {
    api_version: u32,
    plugin_name: *const std::os::raw::c_char,
    plugin_version: *const std::os::raw::c_char,
}

impl PluginInfoPrefix {
    fn refused() -> Self {
        PluginInfoPrefix {
            api_version: 0,
            plugin_name: c"spirv-emit".as_ptr(),
            plugin_version: c"refused".as_ptr(),
        }
    }
}
