//! Pass options: `spirv-emit<key=value;flag>` parameters for opt, and
//! `SPIRV_EMIT_*` environment variables for clang (where `-mllvm` options of a
//! plugin do not reach). Parameters win over variables.

use crate::address_spaces::AddressSpaceMap;
use crate::target::{apply_extension_spec, Environment};
use spirv_writer::Version;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Options {
    /// Output path; default: the source file's stem + `.spv` in the current directory.
    pub out: Option<PathBuf>,
    /// Highest SPIR-V version allowed.
    pub version: Option<Version>,
    /// Also write the disassembly next to the binary (`<out>.spvasm`).
    pub text: bool,
    /// The consumer's environment (`env=`).
    pub env: Option<Environment>,
    /// Extension changes in the reference translator's syntax (`ext=+all,-SPV_X`).
    pub ext: Option<String>,
    /// Print the chosen version, capabilities and extensions to stderr.
    pub report: bool,
    /// Validate the module in-process before writing it.
    pub validate: Validate,
    /// Which debug-information set to emit (`debug-info=`); `None`: the default.
    pub debug_info: Option<DebugInfoChoice>,
    /// Which LLVM address space is which (`addrspace-map=`); default: SPIR's.
    pub addrspace_map: AddressSpaceMap,
    /// How function addresses are written (`function-pointers=`).
    pub function_pointers: FunctionPointers,
    /// Which unknown `llvm.*` intrinsics become imported functions
    /// (`allow-unknown-intrinsics[=PREFIX:...]`); `None`: none, every unknown
    /// intrinsic is an error.
    pub allow_unknown_intrinsics: Option<IntrinsicPrefixes>,
    /// Write function and global variable attributes and metadata in
    /// NonSemantic.AuxData, as the reference translator's
    /// `--spirv-preserve-auxdata` (`preserve-auxdata`; needs `validate=off`).
    pub preserve_auxdata: bool,
}

/// The `function-pointers=` option: how function addresses used as values
/// and calls through them are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FunctionPointers {
    /// Each address-taken function is a small integer; an indirect call
    /// dispatches over them (extensions::function_indices). Valid SPIR-V for
    /// every validator and runtime.
    #[default]
    Indices,
    /// SPV_INTEL_function_pointers' own instructions, for hosts that exchange
    /// device function pointers (clGetDeviceFunctionPointerINTEL). No
    /// SPIRV-Tools release validates them: written only with `validate=off`.
    Intel,
}

/// The reference translator's `--spirv-allow-unknown-intrinsics` list: the
/// name prefixes of the intrinsics kept as imported functions. No value, an
/// empty value or an empty entry (`a.,`) keeps every `llvm.*` intrinsic, as
/// there. Entries are separated by `,` (the command, the variable), or by
/// spaces or `:` (opt splits its pass pipeline at commas).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IntrinsicPrefixes(pub Vec<String>);

impl IntrinsicPrefixes {
    pub fn parse(value: Option<&str>) -> IntrinsicPrefixes {
        let mut prefixes = Vec::new();
        for entry in value.unwrap_or("").split([',', ':']) {
            let words: Vec<String> = entry.split_whitespace().map(str::to_string).collect();
            match words.is_empty() {
                true => prefixes.push(String::new()),
                false => prefixes.extend(words),
            }
        }
        IntrinsicPrefixes(prefixes)
    }

    /// Whether intrinsic `name` (`llvm.genx.vload.v8f32`) is kept as an import.
    pub fn keeps(&self, name: &str) -> bool {
        name.starts_with("llvm.") && self.0.iter().any(|p| name.starts_with(p.as_str()))
    }
}

/// The extended instruction set debug information is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DebugFlavour {
    /// OpenCL.DebugInfo.100: what OpenCL and Level Zero consumers read.
    Ocl100,
    NonSemantic100,
    NonSemantic200,
}

/// The `debug-info=` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DebugInfoChoice {
    None,
    Flavour(DebugFlavour),
}

impl DebugInfoChoice {
    fn parse(text: &str) -> Result<DebugInfoChoice, String> {
        Ok(match text {
            "none" => DebugInfoChoice::None,
            "ocl100" | "ocl-100" => DebugInfoChoice::Flavour(DebugFlavour::Ocl100),
            "nonsemantic100" | "nonsemantic-shader-100" => {
                DebugInfoChoice::Flavour(DebugFlavour::NonSemantic100)
            }
            "nonsemantic200" | "nonsemantic-shader-200" => {
                DebugInfoChoice::Flavour(DebugFlavour::NonSemantic200)
            }
            _ => {
                return Err(format!(
                    "unknown debug-info '{text}' (expected ocl100, nonsemantic100, nonsemantic200 or none)"
                ))
            }
        })
    }
}

/// When to run SPIRV-Tools' validator in-process. It is superlinear in the
/// number of entry points (about 10 s for 1000 kernels) and slower than the
/// translation on large functions, so `auto` runs it for modules of at most
/// `AUTO_VALIDATE_MAX_ENTRY_POINTS` kernels and `AUTO_VALIDATE_MAX_WORDS` words.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Validate {
    #[default]
    Auto,
    On,
    Off,
}

pub const AUTO_VALIDATE_MAX_ENTRY_POINTS: usize = 64;
pub const AUTO_VALIDATE_MAX_WORDS: usize = 256 * 1024;

/// The option names, for error messages.
const KNOWN: &str =
    "out=PATH, version=1.0..1.6, env=NAME, ext=+X-Y, validate=auto|on|off, debug-info=ocl100|nonsemantic100|nonsemantic200|none, addrspace-map=spir|amdgcn|FROM:TO,..., function-pointers=indices|intel, allow-unknown-intrinsics[=PREFIX:...], preserve-auxdata, text, report";

impl Options {
    /// Options from the environment, then overridden by pass parameters
    /// (the text between `<` and `>` of `spirv-emit<...>`).
    pub fn resolve(params: &str) -> Result<Options, String> {
        let mut options = Options::default();
        options.apply_env(|k| std::env::var(k).ok())?;
        options.apply_params(params)?;
        Ok(options)
    }

    pub fn apply_env(&mut self, get: impl Fn(&str) -> Option<String>) -> Result<(), String> {
        if let Some(out) = get("SPIRV_EMIT_OUT").filter(|s| !s.is_empty()) {
            self.out = Some(PathBuf::from(out));
        }
        if let Some(v) = get("SPIRV_EMIT_VERSION").filter(|s| !s.is_empty()) {
            self.set("version", Some(&v)).map_err(|e| format!("SPIRV_EMIT_VERSION: {e}"))?;
        }
        if let Some(t) = get("SPIRV_EMIT_TEXT") {
            self.text = is_set(&t);
        }
        if let Some(env) = get("SPIRV_EMIT_ENV").filter(|s| !s.is_empty()) {
            self.set("env", Some(&env)).map_err(|e| format!("SPIRV_EMIT_ENV: {e}"))?;
        }
        if let Some(ext) = get("SPIRV_EMIT_EXT").filter(|s| !s.is_empty()) {
            self.set("ext", Some(&ext)).map_err(|e| format!("SPIRV_EMIT_EXT: {e}"))?;
        }
        if let Some(r) = get("SPIRV_EMIT_REPORT") {
            self.report = is_set(&r);
        }
        if let Some(v) = get("SPIRV_EMIT_VALIDATE").filter(|s| !s.is_empty()) {
            self.set("validate", Some(&v)).map_err(|e| format!("SPIRV_EMIT_VALIDATE: {e}"))?;
        }
        if let Some(v) = get("SPIRV_EMIT_DEBUG_INFO").filter(|s| !s.is_empty()) {
            self.set("debug-info", Some(&v)).map_err(|e| format!("SPIRV_EMIT_DEBUG_INFO: {e}"))?;
        }
        if let Some(v) = get("SPIRV_EMIT_ALLOW_UNKNOWN_INTRINSICS") {
            // A flag (`1`: every intrinsic) or a list of prefixes.
            self.allow_unknown_intrinsics = match v.trim() {
                "" | "0" | "false" | "no" => None,
                "1" | "true" | "yes" | "on" => Some(IntrinsicPrefixes::parse(None)),
                list => Some(IntrinsicPrefixes::parse(Some(list))),
            };
        }
        if let Some(v) = get("SPIRV_EMIT_ADDRSPACE_MAP").filter(|s| !s.is_empty()) {
            self.set("addrspace-map", Some(&v)).map_err(|e| format!("SPIRV_EMIT_ADDRSPACE_MAP: {e}"))?;
        }
        if let Some(v) = get("SPIRV_EMIT_PRESERVE_AUXDATA") {
            self.preserve_auxdata = is_set(&v);
        }
        if let Some(v) = get("SPIRV_EMIT_FUNCTION_POINTERS").filter(|s| !s.is_empty()) {
            self.set("function-pointers", Some(&v))
                .map_err(|e| format!("SPIRV_EMIT_FUNCTION_POINTERS: {e}"))?;
        }
        Ok(())
    }

    pub fn apply_params(&mut self, params: &str) -> Result<(), String> {
        for item in params.split(';').map(str::trim).filter(|s| !s.is_empty()) {
            let (key, value) = match item.split_once('=') {
                Some((k, v)) => (k.trim(), Some(v.trim())),
                None => (item, None),
            };
            self.set(key, value)?;
        }
        Ok(())
    }

    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), String> {
        match (key, value) {
            ("out", Some(path)) if !path.is_empty() => self.out = Some(PathBuf::from(path)),
            ("version", Some(v)) => {
                self.version = Some(
                    Version::parse(v)
                        .ok_or_else(|| format!("unknown SPIR-V version '{v}' (expected 1.0 to 1.6)"))?,
                )
            }
            ("text", None) => self.text = true,
            ("report", None) => self.report = true,
            ("validate", Some("auto")) => self.validate = Validate::Auto,
            ("validate", Some("on" | "1")) => self.validate = Validate::On,
            ("validate", Some("off" | "0")) => self.validate = Validate::Off,
            ("debug-info", Some(v)) => self.debug_info = Some(DebugInfoChoice::parse(v)?),
            ("addrspace-map", Some(v)) => self.addrspace_map = AddressSpaceMap::parse(v)?,
            ("function-pointers", Some("indices")) => self.function_pointers = FunctionPointers::Indices,
            ("function-pointers", Some("intel")) => self.function_pointers = FunctionPointers::Intel,
            ("allow-unknown-intrinsics", v) => {
                self.allow_unknown_intrinsics = Some(IntrinsicPrefixes::parse(v))
            }
            ("env", Some(name)) => self.env = Some(Environment::parse(name)?),
            ("preserve-auxdata", None) => self.preserve_auxdata = true,
            ("ext", Some(spec)) => {
                // Checked now so a typo is reported before any work.
                apply_extension_spec(&mut spirv_writer::ExtensionPolicy::none(), spec)?;
                self.ext = Some(spec.to_string());
            }
            _ => {
                let shown = value.map_or(key.to_string(), |v| format!("{key}={v}"));
                return Err(format!("unknown or malformed option '{shown}' (known options: {KNOWN})"));
            }
        }
        Ok(())
    }

    /// Where to write the module whose source file is `source_file`.
    pub fn output_path(&self, source_file: &str) -> PathBuf {
        if let Some(out) = &self.out {
            return out.clone();
        }
        let stem = Path::new(source_file)
            .file_stem()
            .and_then(|s| s.to_str())
            .filter(|s| !s.is_empty() && *s != "-" && *s != "<stdin>")
            .unwrap_or("module");
        PathBuf::from(format!("{stem}.spv"))
    }
}

fn is_set(value: &str) -> bool {
    !matches!(value, "" | "0" | "false" | "no")
}

impl Options {
    /// The debug-information set to emit when the module has debug
    /// information: OpenCL.DebugInfo.100 unless asked otherwise (what
    /// OpenCL and Level Zero runtimes and debuggers read, in every environment).
    pub fn debug_flavour(&self) -> Option<DebugFlavour> {
        match self.debug_info {
            None => Some(DebugFlavour::Ocl100),
            Some(DebugInfoChoice::None) => None,
            Some(DebugInfoChoice::Flavour(f)) => Some(f),
        }
    }

    /// The target environment these options describe.
    /// The extensions the user named (`ext=+X`, `+all`; env=universal allows
    /// all), without an environment's defaults.
    pub fn explicit_extensions(&self) -> spirv_writer::ExtensionPolicy {
        let mut policy = if self.env == Some(Environment::Universal) {
            spirv_writer::ExtensionPolicy::all()
        } else {
            spirv_writer::ExtensionPolicy::none()
        };
        // The spec was checked when the target was built: errors cannot happen here.
        let _ = self.ext.as_deref().map(|spec| apply_extension_spec(&mut policy, spec));
        policy
    }

    pub fn target(&self) -> Result<spirv_writer::TargetEnv, String> {
        self.env.unwrap_or(Environment::Default).target(self.version, self.ext.as_deref())
    }
}

/// Splits `spirv-emit<params>` into its parameters; `None` if the name is not ours.
pub fn parse_pass_name(name: &str) -> Option<&str> {
    let rest = name.strip_prefix("spirv-emit")?;
    if rest.is_empty() {
        return Some("");
    }
    rest.strip_prefix('<')?.strip_suffix('>')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pass_names() {
        assert_eq!(parse_pass_name("spirv-emit"), Some(""));
        assert_eq!(parse_pass_name("spirv-emit<out=a.spv;text>"), Some("out=a.spv;text"));
        assert_eq!(parse_pass_name("spirv-emitter"), None);
        assert_eq!(parse_pass_name("verify"), None);
    }

    #[test]
    fn params_override_env() {
        let mut o = Options::default();
        o.apply_env(|k| (k == "SPIRV_EMIT_OUT").then(|| "env.spv".to_string())).unwrap();
        o.apply_params("out=param.spv; version=1.2 ;text").unwrap();
        assert_eq!(o.out, Some(PathBuf::from("param.spv")));
        assert_eq!(o.version, Some(Version::V1_2));
        assert!(o.text);
    }

    #[test]
    fn bad_options_are_errors() {
        assert!(Options::default()
            .apply_params("outt=x")
            .unwrap_err()
            .contains("unknown or malformed option 'outt=x'"));
        assert!(Options::default()
            .apply_params("version=2.0")
            .unwrap_err()
            .contains("unknown SPIR-V version"));
        assert!(Options::default().apply_params("out=").is_err());
    }

    #[test]
    fn env_ext_report() {
        let mut o = Options::default();
        o.apply_params("env=level-zero;ext=+all-SPV_INTEL_subgroups;report").unwrap();
        assert_eq!(o.env, Some(Environment::LevelZero));
        assert!(o.report);
        let target = o.target().unwrap();
        assert!(!target.extensions.allows("SPV_INTEL_subgroups"));
        assert_eq!(target.max_version, Version::V1_4);
        assert!(Options::default()
            .apply_params("ext=+SPV_BOGUS")
            .unwrap_err()
            .contains("unknown SPIR-V extension"));
        assert!(Options::default().apply_params("env=cuda").unwrap_err().contains("unknown environment"));
    }

    #[test]
    fn debug_info_option() {
        assert_eq!(Options::default().debug_flavour(), Some(DebugFlavour::Ocl100));
        let mut o = Options::default();
        o.apply_env(|k| (k == "SPIRV_EMIT_DEBUG_INFO").then(|| "nonsemantic200".to_string())).unwrap();
        assert_eq!(o.debug_flavour(), Some(DebugFlavour::NonSemantic200));
        o.apply_params("debug-info=none").unwrap();
        assert_eq!(o.debug_flavour(), None);
        assert!(Options::default()
            .apply_params("debug-info=dwarf")
            .unwrap_err()
            .contains("unknown debug-info 'dwarf'"));
    }

    #[test]
    fn addrspace_map_option() {
        use spirv_writer::spirv::StorageClass;
        assert_eq!(Options::default().addrspace_map, AddressSpaceMap::default());
        let mut o = Options::default();
        o.apply_env(|k| (k == "SPIRV_EMIT_ADDRSPACE_MAP").then(|| "amdgcn".to_string())).unwrap();
        assert_eq!(o.addrspace_map.storage_class(0).unwrap(), StorageClass::Generic);
        // Pairs with commas and colons inside one parameter; parameters win.
        o.apply_params("addrspace-map=0:4,4:0;text").unwrap();
        assert_eq!(o.addrspace_map.storage_class(4).unwrap(), StorageClass::Function);
        assert!(o.text);
        o.apply_params("addrspace-map=spir").unwrap();
        assert_eq!(o.addrspace_map, AddressSpaceMap::default());
        assert!(Options::default()
            .apply_params("addrspace-map=hip")
            .unwrap_err()
            .contains("malformed addrspace-map entry 'hip' (expected spir, amdgcn, or from:to pairs"));
        let env = Options::default()
            .apply_env(|k| (k == "SPIRV_EMIT_ADDRSPACE_MAP").then(|| "7:0".to_string()))
            .unwrap_err();
        assert!(env.starts_with("SPIRV_EMIT_ADDRSPACE_MAP: addrspace-map entry '7:0'"), "{env}");
    }

    #[test]
    fn function_pointers_option() {
        assert_eq!(Options::default().function_pointers, FunctionPointers::Indices);
        let mut o = Options::default();
        o.apply_env(|k| (k == "SPIRV_EMIT_FUNCTION_POINTERS").then(|| "intel".to_string())).unwrap();
        assert_eq!(o.function_pointers, FunctionPointers::Intel);
        o.apply_params("function-pointers=indices").unwrap();
        assert_eq!(o.function_pointers, FunctionPointers::Indices);
        assert!(Options::default().apply_params("function-pointers=native").is_err());
    }

    #[test]
    fn preserve_auxdata_option() {
        assert!(!Options::default().preserve_auxdata);
        let mut o = Options::default();
        o.apply_env(|k| (k == "SPIRV_EMIT_PRESERVE_AUXDATA").then(|| "1".to_string())).unwrap();
        assert!(o.preserve_auxdata);
        let mut o = Options::default();
        o.apply_params("preserve-auxdata;validate=off").unwrap();
        assert!(o.preserve_auxdata);
        assert!(Options::default().apply_params("preserve-auxdata=yes").is_err());
    }

    #[test]
    fn allow_unknown_intrinsics_option() {
        let mut o = Options::default();
        assert!(o.allow_unknown_intrinsics.is_none());
        o.apply_params("allow-unknown-intrinsics").unwrap();
        let all = o.allow_unknown_intrinsics.clone().unwrap();
        assert!(all.keeps("llvm.readcyclecounter") && !all.keeps("foo"));
        o.apply_params("allow-unknown-intrinsics=llvm.genx.:llvm.foo.").unwrap();
        let some = o.allow_unknown_intrinsics.clone().unwrap();
        assert!(some.keeps("llvm.genx.vload") && some.keeps("llvm.foo.bar"));
        assert!(!some.keeps("llvm.readcyclecounter"));
        // As the translator: an empty entry keeps everything.
        assert!(IntrinsicPrefixes::parse(Some("random.prefix,")).keeps("llvm.x"));
        assert!(!IntrinsicPrefixes::parse(Some("non.llvm.1,non,llvm.2")).keeps("llvm.x"));
        assert_eq!(IntrinsicPrefixes::parse(Some("a. b., c.")).0, ["a.", "b.", "c."]);
        let mut e = Options::default();
        e.apply_env(|k| (k == "SPIRV_EMIT_ALLOW_UNKNOWN_INTRINSICS").then(|| "llvm.genx.".into())).unwrap();
        assert!(e.allow_unknown_intrinsics.unwrap().keeps("llvm.genx.x"));
    }

    #[test]
    fn default_output_path() {
        let o = Options::default();
        assert_eq!(o.output_path("/src/dir/vector_add.cl"), PathBuf::from("vector_add.spv"));
        assert_eq!(o.output_path("<stdin>"), PathBuf::from("module.spv"));
        assert_eq!(o.output_path(""), PathBuf::from("module.spv"));
    }
}
