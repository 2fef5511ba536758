//! Compiles the C++ shim (plugin/cxx) against the LLVM the plugin targets and
//! generates its Rust declarations with bindgen.

use std::path::PathBuf;
use std::process::Command;

fn llvm_config(prefix_var: &str, default_bin: &str, arg: &str) -> String {
    let bin = std::env::var(prefix_var)
        .map(|p| format!("{p}/bin/llvm-config"))
        .unwrap_or_else(|_| default_bin.to_string());
    let out = Command::new(&bin)
        .arg(arg)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {bin} (set {prefix_var} to the LLVM prefix): {e}"));
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

fn main() {
    let (prefix_var, default_bin) = ("LLVM_SYS_160_PREFIX", "llvm-config-16");
    println!("cargo:rerun-if-env-changed={prefix_var}");
    println!("cargo:rerun-if-changed=cxx/shim.cpp");
    println!("cargo:rerun-if-changed=cxx/shim.h");
    let include_dir = llvm_config(prefix_var, default_bin, "--includedir");
    // The plugin finds LLVM in its host (opt, clang); the integration tests
    // (plugin/tests), which parse and translate modules in-process, link it.
    let lib_dir = llvm_config(prefix_var, default_bin, "--libdir");
    println!("cargo:rustc-link-arg-tests=-L{lib_dir}");
    println!("cargo:rustc-link-arg-tests=-Wl,-rpath,{lib_dir}");
    println!("cargo:rustc-link-arg-tests=-lLLVM-16");

    cc::Build::new()
        .cpp(true)
        .file("cxx/shim.cpp")
        .include(&include_dir)
        .flag("-std=c++17")
        .flag("-fno-rtti")
        .flag("-fno-exceptions")
        .flag_if_supported("-Wno-unused-parameter")
        .compile("spirv_emit_shim");
    // SPIRV-Tools' validator, linked in statically (Debian's spirv-tools
    // package ships libSPIRV-Tools.a, built position-independent): every
    // module is validated before it is written.
    let spirv_tools_dir = std::env::var("SPIRV_TOOLS_LIB_DIR").unwrap_or_else(|_| "/usr/lib/x86_64-linux-gnu".to_string());
    println!("cargo:rerun-if-env-changed=SPIRV_TOOLS_LIB_DIR");
    println!("cargo:rustc-link-search=native={spirv_tools_dir}");
    println!("cargo:rustc-link-lib=static=SPIRV-Tools");
    println!("cargo:rustc-link-lib=dylib=stdc++");

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
