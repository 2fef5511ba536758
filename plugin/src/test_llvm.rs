//! The LLVM installations the unit tests read (LLVM's headers, clang's `opencl-c.h`), found
//! through what the build knows, never a path of the tests' own: the LLVM the crate is built
//! for through the llvm-config `build.rs` ran (`SPIRV_EMIT_LLVM_CONFIG`, `_INCLUDEDIR`,
//! `_BINDIR`); another supported major through its llvm-sys prefix variable
//! (`LLVM_SYS_NNN_PREFIX`), else Debian's `llvm-config-N` on the PATH.

use std::path::PathBuf;
use std::process::Command;

/// The major the crate is built for (`LLVM_MAJOR`).
const BUILT: u32 = crate::LLVM_MAJOR;

/// The llvm-sys prefix variable of a supported major.
fn prefix_var(major: u32) -> Option<&'static str> {
    Some(match major {
        15 => "LLVM_SYS_150_PREFIX",
        16 => "LLVM_SYS_160_PREFIX",
        19 => "LLVM_SYS_191_PREFIX",
        22 => "LLVM_SYS_221_PREFIX",
        _ => return None,
    })
}

/// `llvm-config ARG` of that LLVM, if it is installed.
fn llvm_config(major: u32, arg: &str) -> Option<PathBuf> {
    let bin = if major == BUILT {
        env!("SPIRV_EMIT_LLVM_CONFIG").to_owned()
    } else if let Some(prefix) = prefix_var(major).and_then(std::env::var_os) {
        format!("{}/bin/llvm-config", prefix.to_string_lossy())
    } else {
        format!("llvm-config-{major}")
    };
    let out = Command::new(bin).arg(arg).output().ok().filter(|out| out.status.success())?;
    let text = String::from_utf8(out.stdout).ok()?;
    Some(PathBuf::from(text.trim()))
}

/// The include directory of LLVM `major` (`llvm/IR/IntrinsicEnums.inc` is under it).
pub(crate) fn include_dir(major: u32) -> Option<PathBuf> {
    if major == BUILT {
        return Some(PathBuf::from(env!("SPIRV_EMIT_LLVM_INCLUDEDIR")));
    }
    llvm_config(major, "--includedir")
}

/// The clang of LLVM `major` (in its llvm-config's `--bindir`), if installed.
pub(crate) fn clang(major: u32) -> Option<PathBuf> {
    let bin_dir = if major == BUILT {
        Some(PathBuf::from(env!("SPIRV_EMIT_LLVM_BINDIR")))
    } else {
        llvm_config(major, "--bindir")
    };
    bin_dir.map(|dir| dir.join("clang")).filter(|clang| clang.exists())
}

/// clang's `opencl-c.h` of LLVM `major`, if installed (in `clang -print-resource-dir`).
pub(crate) fn opencl_c_header(major: u32) -> Option<PathBuf> {
    let out = Command::new(clang(major)?).arg("-print-resource-dir").output().ok()?;
    let dir = String::from_utf8(out.stdout).ok()?;
    Some(PathBuf::from(dir.trim()).join("include/opencl-c.h")).filter(|path| path.exists())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_llvm_is_found_through_the_build() {
        let include = include_dir(BUILT).expect("the built LLVM's include directory");
        assert!(include.join("llvm/IR/IntrinsicEnums.inc").exists(), "{include:?}");
        assert_eq!(llvm_config(BUILT, "--includedir"), Some(include));
        let version = llvm_config(BUILT, "--version").expect("llvm-config --version");
        assert!(version.to_string_lossy().starts_with(&format!("{BUILT}.")), "{version:?}");
        assert!(opencl_c_header(BUILT).is_some(), "the built LLVM's clang and its opencl-c.h");
    }
}
