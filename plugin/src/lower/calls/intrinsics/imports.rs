//! Intrinsics kept as calls to imported functions: what the reference
//! translator does with `--spirv-allow-unknown-intrinsics` (an OpFunction
//! with `Import` LinkageAttributes named after the intrinsic), and what
//! vendors' toolchains expect of their own intrinsics: the VC back end
//! (SPV_INTEL_vector_compute) resolves `llvm.genx.*` by name, and AMD's
//! SPIR-V consumers `llvm.amdgcn.*` under LLVM's SPIR-V back end's names
//! (`llvm.amdgcn.workitem.id.x` -> `spirv.llvm_amdgcn_workitem_id_x`,
//! checked with `llc-22 -mtriple=spirv64-amd-amdhsa`). Only an intrinsic no
//! table row lowers (under the target's extensions) is kept; the others are
//! lowered as always.

use crate::options::IntrinsicPrefixes;
use spirv_writer::ExtensionPolicy;

/// How an imported intrinsic is named in its LinkageAttributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Naming {
    /// The intrinsic's own name (the reference translator).
    AsIs,
    /// LLVM's SPIR-V back end: `spirv.` and the name with `.` as `_`.
    Backend,
}

/// When a vendor's intrinsics are kept without the option.
#[derive(Clone, Copy, Debug)]
enum When {
    /// The triple's vendor (`spirv64-amd-amdhsa`: `amd`).
    Vendor(&'static str),
    /// The target allows this extension.
    Extension(&'static str),
}

/// One vendor's intrinsics: the name prefix, when they are kept, their names.
struct VendorIntrinsics {
    prefix: &'static str,
    when: When,
    naming: Naming,
}

const VENDORS: &[VendorIntrinsics] = &[
    VendorIntrinsics { prefix: "llvm.amdgcn.", when: When::Vendor("amd"), naming: Naming::Backend },
    VendorIntrinsics {
        prefix: "llvm.genx.",
        when: When::Extension("SPV_INTEL_vector_compute"),
        naming: Naming::AsIs,
    },
];

/// Which intrinsics this module keeps as imported functions.
#[derive(Clone, Debug)]
pub struct IntrinsicImports {
    /// The user's `allow-unknown-intrinsics`.
    user: Option<IntrinsicPrefixes>,
    /// The vendors' prefixes that apply to this module, with their naming.
    vendors: Vec<(&'static str, Naming)>,
    extensions: ExtensionPolicy,
}

impl IntrinsicImports {
    pub fn new(user: Option<IntrinsicPrefixes>, triple: &str, extensions: &ExtensionPolicy) -> Self {
        let vendor = triple.split('-').nth(1).unwrap_or("");
        let vendors = VENDORS
            .iter()
            .filter(|v| match v.when {
                When::Vendor(name) => vendor == name,
                When::Extension(extension) => extensions.allows(extension),
            })
            .map(|v| (v.prefix, v.naming))
            .collect();
        IntrinsicImports { user, vendors, extensions: extensions.clone() }
    }

    /// The LinkageAttributes name of intrinsic `name` when it is kept as an
    /// imported function; `None` when it is lowered (or refused).
    pub fn import_name(&self, name: &str) -> Option<String> {
        if super::catalog::lowers(name, &self.extensions) {
            return None;
        }
        if let Some((_, naming)) = self.vendors.iter().find(|(prefix, _)| name.starts_with(prefix)) {
            return Some(match naming {
                Naming::AsIs => name.to_string(),
                Naming::Backend => format!("spirv.{}", name.replace('.', "_")),
            });
        }
        self.user.as_ref().filter(|p| p.keeps(name)).map(|_| name.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vendors_and_the_option() {
        let none = ExtensionPolicy::none();
        let amd = IntrinsicImports::new(None, "spirv64-amd-amdhsa", &none);
        assert_eq!(
            amd.import_name("llvm.amdgcn.workitem.id.x").as_deref(),
            Some("spirv.llvm_amdgcn_workitem_id_x")
        );
        assert_eq!(amd.import_name("llvm.genx.vload"), None);
        assert_eq!(amd.import_name("llvm.fma.f32"), None); // lowered
        let plain = IntrinsicImports::new(None, "spir64-unknown-unknown", &none);
        assert_eq!(plain.import_name("llvm.amdgcn.workitem.id.x"), None);
        let vc = IntrinsicImports::new(None, "spir", &ExtensionPolicy::with(&["SPV_INTEL_vector_compute"]));
        assert_eq!(vc.import_name("llvm.genx.vload.v8f32").as_deref(), Some("llvm.genx.vload.v8f32"));
        let all = IntrinsicImports::new(Some(IntrinsicPrefixes::parse(None)), "spir64", &none);
        assert_eq!(all.import_name("llvm.some.custom").as_deref(), Some("llvm.some.custom"));
        assert_eq!(all.import_name("llvm.memcpy.p0.p0.i64"), None);
        // Lowered only with its extension: kept when the target lacks it.
        assert_eq!(all.import_name("llvm.readcyclecounter").as_deref(), Some("llvm.readcyclecounter"));
        let clock = IntrinsicImports::new(
            Some(IntrinsicPrefixes::parse(None)),
            "spir64",
            &ExtensionPolicy::with(&["SPV_KHR_shader_clock"]),
        );
        assert_eq!(clock.import_name("llvm.readcyclecounter"), None);
    }
}
