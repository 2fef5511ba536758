//! Compiles the C++ shim (plugin/cxx) against the LLVM the plugin targets and
//! generates its Rust declarations with bindgen.

use std::path::PathBuf;
use std::process::Command;

/// The LLVM major selected by the cargo feature (exactly one; lib.rs reports
/// a wrong selection with a clearer message).
fn selected_llvm_major() -> u32 {
    let selected: Vec<u32> = [15, 16, 19, 22]
        .into_iter()
        .filter(|major| std::env::var_os(format!("CARGO_FEATURE_LLVM{major}")).is_some())
        .collect();
    match selected.as_slice() {
        [major] => *major,
        _ => panic!("select exactly one of the features llvm15, llvm16, llvm19, llvm22 (found {selected:?})"),
    }
}

/// The llvm-sys prefix variable of a major (llvm-sys 150, 160, 191, 221).
fn prefix_var(major: u32) -> &'static str {
    match major {
        15 => "LLVM_SYS_150_PREFIX",
        16 => "LLVM_SYS_160_PREFIX",
        19 => "LLVM_SYS_191_PREFIX",
        _ => "LLVM_SYS_221_PREFIX",
    }
}

/// The llvm-config of the LLVM the plugin is built for: `$LLVM_SYS_NNN_PREFIX/bin/llvm-config`,
/// else Debian's `llvm-config-NN` on the PATH.
fn llvm_config_bin(major: u32) -> String {
    std::env::var(prefix_var(major))
        .map(|p| format!("{p}/bin/llvm-config"))
        .unwrap_or_else(|_| format!("llvm-config-{major}"))
}

fn llvm_config(major: u32, arg: &str) -> String {
    let var = prefix_var(major);
    let bin = llvm_config_bin(major);
    let out = Command::new(&bin).arg(arg).output().unwrap_or_else(|e| {
        panic!("cannot run {bin} (install llvm-{major}-dev or set {var} to the LLVM {major} prefix): {e}")
    });
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

fn main() {
    let major = selected_llvm_major();
    println!("cargo:rerun-if-env-changed={}", prefix_var(major));
    println!("cargo:rerun-if-changed=cxx/shim.cpp");
    println!("cargo:rerun-if-changed=cxx/shim.h");
    println!("cargo:rerun-if-changed=cxx/registrar.cpp");
    let version = llvm_config(major, "--version");
    if version.split('.').next() != Some(major.to_string().as_str()) {
        panic!("feature llvm{major} selected but llvm-config reports LLVM {version:?} (set {} to an LLVM {major} prefix)", prefix_var(major));
    }
    let include_dir = llvm_config(major, "--includedir");
    // The host (opt, clang) provides LLVM's symbols. Bind them lazily, so that
    // a plugin loaded into another LLVM gets as far as its version check
    // (llvmGetPassPluginInfo) instead of failing on a symbol that LLVM lacks.
    println!("cargo:rustc-cdylib-link-arg=-Wl,-z,lazy");
    // Programs linking the C API (plugin/include/spirv_emit.h) record this name,
    // not the path they were linked with.
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libspirv_emit.so");
    println!("cargo:rerun-if-changed=include/spirv_emit.h");
    // The plugin finds LLVM in its host (opt, clang); the integration tests
    // (plugin/tests), which parse and translate modules in-process, link it.
    let lib_dir = llvm_config(major, "--libdir");
    println!("cargo:rustc-link-arg-tests=-L{lib_dir}");
    println!("cargo:rustc-link-arg-tests=-Wl,-rpath,{lib_dir}");
    println!("cargo:rustc-link-arg-tests=-lLLVM-{major}");
    // The unit tests read that LLVM's headers and tools (plugin/src/test_llvm.rs) through the
    // llvm-config this build used, never a path of their own.
    println!("cargo:rustc-env=SPIRV_EMIT_LLVM_CONFIG={}", llvm_config_bin(major));
    println!("cargo:rustc-env=SPIRV_EMIT_LLVM_BINDIR={}", llvm_config(major, "--bindir"));
    println!("cargo:rustc-env=SPIRV_EMIT_LLVM_INCLUDEDIR={include_dir}");
    // For the command line (cli/build.rs), which links the same LLVM.
    println!("cargo:llvm_major={major}");
    println!("cargo:llvm_libdir={lib_dir}");

    cc::Build::new()
        .cpp(true)
        .file("cxx/shim.cpp")
        .file("cxx/registrar.cpp")
        .include(&include_dir)
        .define("SPIRV_EMIT_LLVM_MAJOR", major.to_string().as_str())
        .flag("-std=c++17")
        .flag("-fno-rtti")
        .flag("-fno-exceptions")
        .flag_if_supported("-Wno-unused-parameter")
        .compile("spirv_emit_shim");

    let bindings = bindgen::Builder::default()
        .header("cxx/shim.h")
        .allowlist_function("spirv_emit_.*")
        .blocklist_type("LLVMOpaque.*|LLVM.*Ref")
        .raw_line("use llvm_sys::prelude::*;")
        .generate()
        .expect("bindgen could not parse cxx/shim.h");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("shim.rs");
    bindings.write_to_file(out).expect("write shim bindings");
}
