//! Target environments the user can name (`env=`), the extension policy
//! (`ext=`), and the resulting `TargetEnv` the writer checks the module against.
//!
//! | env        | version cap | extensions by default | capabilities |
//! |------------|-------------|-----------------------|--------------|
//! | (none)     | 1.6         | `DEFAULT_EXTENSIONS`  | any that does not need Shader |
//! | opencl1.2  | 1.0         | none                  | no Shader, no generic pointers, pipes or device-side enqueue |
//! | opencl2.0, opencl2.1 | 1.0 | `DEFAULT_EXTENSIONS` | no Shader |
//! | opencl2.2  | 1.2         | `DEFAULT_EXTENSIONS`  | no Shader |
//! | opencl3.0  | 1.6         | `DEFAULT_EXTENSIONS`  | no Shader |
//! | level-zero | 1.4         | `LEVEL_ZERO_EXTENSIONS` | the Level Zero "SPIR-V Programming Guide" list (Float16, Float64, Int64Atomics on) |
//! | universal  | 1.6         | all                   | any |

pub mod level_zero;
pub mod optional;

use spirv_writer::spirv::Capability;
use spirv_writer::{ExtensionPolicy, TargetEnv, Version};

/// Extensions that common OpenCL runtimes (Intel's CPU and GPU runtimes,
/// PoCL) accept; the emitter only uses one when the module needs it.
pub const DEFAULT_EXTENSIONS: &[&str] = &[
    "SPV_EXT_shader_atomic_float_add",
    "SPV_EXT_shader_atomic_float16_add",
    "SPV_EXT_shader_atomic_float_min_max",
    // cl_intel_bfloat16_conversions: LLVM's bfloat (Triton, SYCL) as ushort with conversions
    "SPV_INTEL_bfloat16_conversion",
    "SPV_INTEL_subgroups",
    "SPV_INTEL_usm_storage_classes",
    "SPV_KHR_expect_assume",
    // cl_khr_subgroup_rotate (Intel's CPU runtime reports it)
    "SPV_KHR_subgroup_rotate",
];

/// What the Level Zero "SPIR-V Programming Guide" says a Level Zero environment accepts.
pub const LEVEL_ZERO_EXTENSIONS: &[&str] = &[
    "SPV_INTEL_subgroups",
    "SPV_EXT_shader_atomic_float_add",
    "SPV_EXT_shader_atomic_float16_add",
    "SPV_EXT_shader_atomic_float_min_max",
];

/// Level Zero's capabilities (the Level Zero "SPIR-V Programming Guide", "Required Capabilities" and its
/// extensions). Float16, Float64 and Int64Atomics are device-dependent there;
/// they are allowed.
const LEVEL_ZERO_CAPABILITIES: &[Capability] = &[
    Capability::Addresses,
    Capability::Float16Buffer,
    Capability::Int64,
    Capability::Int16,
    Capability::Int8,
    Capability::Kernel,
    Capability::Linkage,
    Capability::Vector16,
    Capability::GenericPointer,
    Capability::Groups,
    Capability::ImageBasic,
    Capability::Float16,
    Capability::Float64,
    Capability::Int64Atomics,
    Capability::LiteralSampler,
    Capability::Sampled1D,
    Capability::Image1D,
    Capability::SampledBuffer,
    Capability::ImageBuffer,
    Capability::ImageReadWrite,
    Capability::SubgroupShuffleINTEL,
    Capability::SubgroupBufferBlockIOINTEL,
    Capability::SubgroupImageBlockIOINTEL,
    Capability::AtomicFloat16AddEXT,
    Capability::AtomicFloat32AddEXT,
    Capability::AtomicFloat64AddEXT,
    Capability::AtomicFloat16MinMaxEXT,
    Capability::AtomicFloat32MinMaxEXT,
    Capability::AtomicFloat64MinMaxEXT,
];

/// Capabilities OpenCL 1.2 lacks (no generic address space, pipes, or
/// device-side enqueue before 2.0).
const OPENCL_2_ONLY: &[Capability] = &[
    Capability::GenericPointer,
    Capability::Pipes,
    Capability::PipeStorage,
    Capability::DeviceEnqueue,
    Capability::SubgroupDispatch,
    Capability::NamedBarrier,
];

pub const ENVIRONMENTS: &str = "opencl1.2, opencl2.0, opencl2.1, opencl2.2, opencl3.0, level-zero, universal";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Environment {
    Default,
    OpenCl12,
    OpenCl20,
    OpenCl21,
    OpenCl22,
    OpenCl30,
    LevelZero,
    Universal,
}

impl Environment {
    pub fn parse(name: &str) -> Result<Environment, String> {
        Ok(match name {
            "opencl1.2" => Environment::OpenCl12,
            "opencl2.0" => Environment::OpenCl20,
            "opencl2.1" => Environment::OpenCl21,
            "opencl2.2" => Environment::OpenCl22,
            "opencl3.0" => Environment::OpenCl30,
            "level-zero" | "levelzero" => Environment::LevelZero,
            "universal" => Environment::Universal,
            _ => return Err(format!("unknown environment '{name}' (known: {ENVIRONMENTS})")),
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Environment::Default => "default",
            Environment::OpenCl12 => "opencl1.2",
            Environment::OpenCl20 => "opencl2.0",
            Environment::OpenCl21 => "opencl2.1",
            Environment::OpenCl22 => "opencl2.2",
            Environment::OpenCl30 => "opencl3.0",
            Environment::LevelZero => "level-zero",
            Environment::Universal => "universal",
        }
    }

    pub fn default_max_version(self) -> Version {
        match self {
            Environment::OpenCl12 | Environment::OpenCl20 | Environment::OpenCl21 => Version::V1_0,
            Environment::OpenCl22 => Version::V1_2,
            Environment::LevelZero => Version::V1_4,
            _ => Version::V1_6,
        }
    }

    fn default_extensions(self) -> ExtensionPolicy {
        match self {
            Environment::OpenCl12 => ExtensionPolicy::none(),
            Environment::LevelZero => ExtensionPolicy::with(LEVEL_ZERO_EXTENSIONS),
            Environment::Universal => ExtensionPolicy::all(),
            _ => ExtensionPolicy::with(DEFAULT_EXTENSIONS),
        }
    }

    /// The target: this environment's limits with the user's version cap and
    /// extension changes applied.
    pub fn target(
        self,
        max_version: Option<Version>,
        extension_spec: Option<&str>,
    ) -> Result<TargetEnv, String> {
        let mut extensions = self.default_extensions();
        if let Some(spec) = extension_spec {
            apply_extension_spec(&mut extensions, spec)?;
        }
        let mut target = TargetEnv::universal(max_version.unwrap_or(self.default_max_version()));
        target.name = self.name().to_string();
        // (Named after any +all: `allowed` holds the names the spec gave.)
        let named = |e: &str| extensions.allowed.contains(e) && extensions.allows(e);
        target.untyped_pointers = named(UNTYPED_POINTERS);
        target.replicated_composites = named(REPLICATED_COMPOSITES);
        target.extensions = extensions;
        match self {
            Environment::Universal => {}
            Environment::LevelZero => {
                target.allowed_capabilities = Some(LEVEL_ZERO_CAPABILITIES.iter().copied().collect())
            }
            _ => {
                target.denied_capabilities = shader_capabilities();
                if self == Environment::OpenCl12 {
                    target.denied_capabilities.extend(OPENCL_2_ONLY.iter().copied());
                }
            }
        }
        Ok(target)
    }
}

/// Untyped pointers are used only when this extension is named in `ext=`
/// (after any `+all`): `+all` alone keeps typed pointers, which the OpenCL
/// consumers (Intel's CPU runtime, PoCL, rusticl) take and untyped ones not.
const UNTYPED_POINTERS: &str = "SPV_KHR_untyped_pointers";

/// Composites of one repeated value are replicated only when this extension
/// is named in `ext=` (as untyped pointers): the OpenCL consumers here read
/// none of its instructions.
const REPLICATED_COMPOSITES: &str = "SPV_EXT_replicated_composites";

/// Capabilities that are or imply Shader: not for OpenCL consumers.
fn shader_capabilities() -> indexmap::IndexSet<Capability> {
    use spirv_writer::Operand;
    let mut out = indexmap::IndexSet::new();
    for n in 0..=0xFFFF_u32 {
        let Some(capability) = Capability::from_u32(n) else { continue };
        let mut work = vec![capability];
        let mut seen = Vec::new();
        while let Some(c) = work.pop() {
            if c == Capability::Shader {
                out.insert(capability);
                break;
            }
            for d in Operand::Capability(c).required_capabilities() {
                if !seen.contains(&d) {
                    seen.push(d);
                    work.push(d);
                }
            }
        }
    }
    out
}

/// Applies `+all`, `-all`, `+SPV_X`, `-SPV_Y` (separated by commas, or
/// written one after another: `+all-SPV_INTEL_subgroups`), in order.
pub fn apply_extension_spec(policy: &mut ExtensionPolicy, spec: &str) -> Result<(), String> {
    let mut items: Vec<String> = Vec::new();
    for c in spec.chars() {
        match c {
            '+' | '-' => items.push(c.to_string()),
            ',' | ' ' => {}
            _ => match items.last_mut() {
                Some(item) => item.push(c),
                None => {
                    return Err(format!(
                        "extension list '{spec}' must start with + or - (like +all,-SPV_INTEL_subgroups)"
                    ))
                }
            },
        }
    }
    for item in items {
        let (sign, name) = item.split_at(1);
        match (sign, name) {
            ("+", "all") => *policy = ExtensionPolicy::all(),
            ("-", "all") => *policy = ExtensionPolicy::none(),
            (_, "") => return Err(format!("empty extension name in '{spec}'")),
            (_, name) if !spirv_writer::grammar::known_extensions().contains(&name) => {
                return Err(format!("unknown SPIR-V extension '{name}'"))
            }
            ("+", name) => policy.allow(name),
            (_, name) => policy.deny(name),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extension_specs() {
        let mut p = ExtensionPolicy::none();
        apply_extension_spec(&mut p, "+all,-SPV_INTEL_subgroups").unwrap();
        assert!(p.allows("SPV_KHR_expect_assume"));
        assert!(!p.allows("SPV_INTEL_subgroups"));
        let mut q = ExtensionPolicy::all();
        apply_extension_spec(&mut q, "-all+SPV_INTEL_subgroups").unwrap();
        assert!(q.allows("SPV_INTEL_subgroups"));
        assert!(!q.allows("SPV_KHR_expect_assume"));
        assert!(apply_extension_spec(&mut q, "+SPV_NOT_REAL")
            .unwrap_err()
            .contains("unknown SPIR-V extension 'SPV_NOT_REAL'"));
        assert!(apply_extension_spec(&mut q, "SPV_INTEL_subgroups").is_err());
    }

    #[test]
    fn replicated_composites_only_when_named() {
        let target = |spec| Environment::Default.target(None, Some(spec)).unwrap().replicated_composites;
        assert!(target("+SPV_EXT_replicated_composites"));
        assert!(!target("+all"));
        assert!(!target("+SPV_EXT_replicated_composites,-all"));
        assert!(!Environment::Default.target(None, None).unwrap().replicated_composites);
    }

    #[test]
    fn untyped_pointers_only_when_named() {
        let target = |spec| Environment::Default.target(None, Some(spec)).unwrap().untyped_pointers;
        assert!(target("+SPV_KHR_untyped_pointers"));
        assert!(target("+all,+SPV_KHR_untyped_pointers"));
        assert!(!target("+all"));
        assert!(!target("+SPV_KHR_untyped_pointers,+all"));
        assert!(!target("+SPV_KHR_untyped_pointers,-all"));
        assert!(!Environment::Universal.target(None, None).unwrap().untyped_pointers);
    }

    #[test]
    fn environments() {
        let cl12 = Environment::OpenCl12.target(None, None).unwrap();
        assert_eq!(cl12.max_version, Version::V1_0);
        assert!(!cl12.allows_capability(Capability::GenericPointer));
        assert!(!cl12.allows_capability(Capability::Shader));
        assert!(!cl12.allows_capability(Capability::Matrix) || cl12.allows_capability(Capability::Matrix));
        let cl20 = Environment::OpenCl20.target(None, None).unwrap();
        assert!(cl20.allows_capability(Capability::GenericPointer));
        assert!(!cl20.allows_capability(Capability::Geometry));
        let l0 = Environment::LevelZero.target(Some(Version::V1_2), None).unwrap();
        assert_eq!(l0.max_version, Version::V1_2);
        assert!(l0.allows_capability(Capability::Int64Atomics));
        assert!(!l0.allows_capability(Capability::Pipes));
        assert!(Environment::parse("opencl9").unwrap_err().contains("unknown environment"));
    }
}
