//! Links the command to the LLVM the plugin crate was built for (the plugin
//! itself finds LLVM in its host and never links it), and leaves a link named
//! `llvm-spirv` to it in `<target>/<profile>/bin/`, the directory given to
//! clang 15-19 with `-B`: there `clang --target=spirv64 -c` runs
//! `llvm-spirv in.bc -o out`.

use std::path::PathBuf;

fn main() {
    let major = std::env::var("DEP_SPIRV_EMIT_SHIM_LLVM_MAJOR")
        .expect("the plugin crate's build script says its LLVM");
    let lib_dir = std::env::var("DEP_SPIRV_EMIT_SHIM_LLVM_LIBDIR")
        .expect("the plugin crate's build script says its LLVM");
    println!("cargo:rustc-link-search=native={lib_dir}");
    println!("cargo:rustc-link-arg-bins=-Wl,-rpath,{lib_dir}");
    println!("cargo:rustc-link-lib=dylib=LLVM-{major}");

    // OUT_DIR is <target>/<profile>/build/spirv-emit-cli-<hash>/out.
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let Some(profile_dir) = out_dir.ancestors().nth(3) else { return };
    let bin_dir = profile_dir.join("bin");
    let link = bin_dir.join("llvm-spirv");
    let _ = std::fs::create_dir_all(&bin_dir);
    let _ = std::fs::remove_file(&link);
    if let Err(e) = std::os::unix::fs::symlink("../spirv-emit", &link) {
        println!("cargo:warning=cannot create {}: {e}", link.display());
    }
}
