//! What spirv-emit reads from a module's target triple: the architecture
//! (`spir`, `spir64`, `spirv32`, `spirv64`) and, for the SPIR-V triples with
//! a version sub-architecture (`spirv64v1.2`, as clang's
//! `--target=spirv64v1.2` writes it), the SPIR-V version the module may use
//! at most.

use spirv_writer::Version;

/// The architecture of `triple` without its SPIR-V version sub-architecture:
/// `spirv64v1.2-unknown-unknown` -> `spirv64`.
pub fn arch(triple: &str) -> &str {
    let arch = triple.split('-').next().unwrap_or("");
    split_version(arch).0
}

/// The SPIR-V version a versioned sub-architecture names (`spirv64v1.2` ->
/// 1.2); `None` for an unversioned or non-SPIR-V triple.
pub fn version_cap(triple: &str) -> Option<Version> {
    split_version(triple.split('-').next().unwrap_or("")).1
}

/// Whether LLVM 22's code generator callback writes this module's SPIR-V: the
/// SPIR-V triples clang and llc compile to objects (LLVM has no `spir`
/// back end, so clang stops `spir`/`spir64` before code generation).
pub fn is_spirv_codegen_target(triple: &str) -> bool {
    matches!(arch(triple), "spirv32" | "spirv64")
}

/// Whether spirv-emit translates modules of `triple` at all (what the
/// lowering's addressing model accepts).
pub fn is_spir_or_spirv(triple: &str) -> bool {
    matches!(arch(triple), "spir" | "spir64" | "spirv" | "spirv32" | "spirv64")
}

/// `spirv64v1.2` -> (`spirv64`, Some(1.2)); anything else unchanged, None.
fn split_version(arch: &str) -> (&str, Option<Version>) {
    for base in ["spirv32", "spirv64", "spirv"] {
        if let Some(sub) = arch.strip_prefix(base).and_then(|rest| rest.strip_prefix('v')) {
            if let Some(version) = Version::parse(sub) {
                return (base, Some(version));
            }
        }
    }
    (arch, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versioned_sub_architectures() {
        assert_eq!(arch("spirv64v1.2-unknown-unknown"), "spirv64");
        assert_eq!(version_cap("spirv64v1.2-unknown-unknown"), Some(Version::V1_2));
        assert_eq!(version_cap("spirv32v1.5"), Some(Version::V1_5));
        assert_eq!(arch("spirv64-unknown-unknown"), "spirv64");
        assert_eq!(version_cap("spirv64"), None);
        assert_eq!(arch("spir64-unknown-unknown"), "spir64");
        assert_eq!(version_cap("spir64"), None);
        // Not a SPIR-V version: left alone (and refused by the lowering).
        assert_eq!(arch("spirv64v9.9"), "spirv64v9.9");
    }

    #[test]
    fn code_generator_targets() {
        assert!(is_spirv_codegen_target("spirv64"));
        assert!(is_spirv_codegen_target("spirv32v1.0-unknown-unknown"));
        assert!(!is_spirv_codegen_target("spir64-unknown-unknown"));
        assert!(!is_spirv_codegen_target("x86_64-pc-linux-gnu"));
        assert!(is_spir_or_spirv("spir64-unknown-unknown"));
        assert!(is_spir_or_spirv("spirv64v1.3"));
        assert!(!is_spir_or_spirv("x86_64-pc-linux-gnu"));
    }
}
