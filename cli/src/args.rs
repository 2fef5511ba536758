//! The command line: spirv-emit's own flags (the plugin's options, as
//! `--KEY[=VALUE]`) and the reference translator's forward command line
//! (`llvm-spirv in.bc -o out.spv --spirv-ext=+A,-B --spirv-max-version=1.2
//! ...`), which clang 15-19 run for `--target=spirv64 -c` and tools such as
//! numba-dpex call. Long options take one or two dashes, and a value after
//! `=` or as the next argument, as LLVM's command-line library accepts them.
//! An option spirv-emit does not implement is an error naming it.

use spirv_emit::codegen::Form;
use spirv_emit::options::Options;

/// What the command line asks for.
#[derive(Debug)]
pub enum Parsed {
    Run(Command),
    Help,
    Version,
}

/// One translation.
#[derive(Debug)]
pub struct Command {
    /// The input file; `-` is standard input.
    pub input: String,
    /// The output file (`-o`); `-` is standard output. Default: the input's
    /// name with `.spv` (`.spvasm` for text), or standard output for standard input.
    pub output: Option<String>,
    pub options: Options,
    pub form: Form,
}

/// The plugin options accepted as `--KEY[=VALUE]` with the plugin's meaning
/// (`--text`, which the plugin takes as "also write `<out>asm`", writes the
/// text form instead of the binary here, as `-spirv-text`).
const PLUGIN_OPTIONS: &[&str] = &[
    "version",
    "env",
    "ext",
    "validate",
    "debug-info",
    "addrspace-map",
    "function-pointers",
    "preserve-auxdata",
    "report",
];

/// Options of the reference translator that spirv-emit refuses, with why.
const REFUSED: &[(&str, &str)] = &[
    ("r", "spirv-emit does not read SPIR-V (-r): it translates LLVM IR to SPIR-V only"),
    ("reverse", "spirv-emit does not read SPIR-V (-r): it translates LLVM IR to SPIR-V only"),
    ("to-text", "spirv-emit does not convert SPIR-V between forms (-to-text): use spirv-dis"),
    ("to-binary", "spirv-emit does not convert SPIR-V between forms (-to-binary): use spirv-as"),
    ("spec-const", "spirv-emit does not read SPIR-V (-spec-const)"),
    ("spirv-target-env", "spirv-emit does not read SPIR-V (-spirv-target-env applies to -r)"),
    ("s", "spirv-emit does not regularize LLVM IR for SPIR-V (-s)"),
];

pub const USAGE: &str = "\
usage: spirv-emit [options] INPUT [-o OUTPUT]
Translates LLVM IR (bitcode or text; '-' for standard input) to SPIR-V.

  -o FILE                       output file ('-': standard output)
  --spirv-ext=+A,-B,+all        allow or deny extensions (repeatable)
  --spirv-max-version=1.N       highest SPIR-V version (default: the triple's
                                spirv64v1.N, else the environment's)
  --spirv-debug-info-version=ocl-100|nonsemantic-shader-100|nonsemantic-shader-200|none
  --spirv-addrspace-map=spir|amdgcn|FROM:TO,...
                                the IR's number for each SPIR address space
                                (0 private, 1 global, 2 constant, 3 local,
                                4 generic), e.g. 0:5,2:4,4:0 or amdgcn for IR
                                whose address space 0 is generic (default spir)
  --spirv-allow-unknown-intrinsics[=PREFIX,...]
                                keep calls to LLVM intrinsics spirv-emit does
                                not lower (all llvm.*, or those prefixes) as
                                calls to imported functions
  -spirv-text, --spirv-tools-dis, -S, --text
                                write the disassembly instead of the binary
  --env=NAME --ext=SPEC --version=1.N --validate=auto|on|off --debug-info=X
  --function-pointers=indices|intel
  --spirv-preserve-auxdata, --preserve-auxdata
                                function and global variable attributes and
                                metadata in NonSemantic.AuxData, as the
                                translator writes them (needs --validate=off)
  --report                      the plugin's options (see README)
  --help, --version

SPIRV_EMIT_* variables apply too (except SPIRV_EMIT_OUT); options win.
Invoked as llvm-spirv, it is what clang 15-19 run for --target=spirv64 -c.";

/// Parses `args` (without the program name); `options` are the defaults
/// (the `SPIRV_EMIT_*` variables), which the flags override. Errors are the
/// message to print.
pub fn parse(args: &[String], mut options: Options) -> Result<Parsed, String> {
    let mut input: Option<String> = None;
    let mut output: Option<String> = None;
    let mut form = Form::Binary;
    let mut extensions: Vec<String> = Vec::new();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if arg == "-" || !arg.starts_with('-') {
            if let Some(first) = input.replace(arg.clone()) {
                return Err(format!("spirv-emit: one input file is read (got '{first}' and '{arg}')"));
            }
            continue;
        }
        let (name, inline) = match arg.trim_start_matches('-').split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (arg.trim_start_matches('-'), None),
        };
        let mut value = |what: &str| -> Result<String, String> {
            inline
                .clone()
                .or_else(|| rest.next().cloned())
                .ok_or_else(|| format!("spirv-emit: option '{arg}' needs {what}"))
        };
        match name {
            "h" | "help" => return Ok(Parsed::Help),
            "version" if inline.is_none() => return Ok(Parsed::Version),
            "o" | "out" => output = Some(value("a file name")?),
            "spirv-ext" | "ext" => extensions.push(value("an extension list")?),
            "spirv-max-version" => set(&mut options, &format!("version={}", value("a version")?))?,
            "spirv-debug-info-version" => {
                set(&mut options, &format!("debug-info={}", value("a debug information version")?))?
            }
            "spirv-addrspace-map" => {
                set(&mut options, &format!("addrspace-map={}", value("an address-space map")?))?
            }
            "spirv-text" | "spirv-tools-dis" | "S" | "text" => form = Form::Text,
            "spirv-preserve-auxdata" => set(&mut options, "preserve-auxdata")?,
            // The value is optional and never the next argument (cl::ValueOptional).
            "spirv-allow-unknown-intrinsics" | "allow-unknown-intrinsics" => {
                options.allow_unknown_intrinsics =
                    Some(spirv_emit::options::IntrinsicPrefixes::parse(inline.as_deref()))
            }
            _ if PLUGIN_OPTIONS.contains(&name) => match inline {
                Some(v) => set(&mut options, &format!("{name}={v}"))?,
                None => set(&mut options, name)?,
            },
            _ => return Err(refusal(arg, name)),
        }
    }
    if !extensions.is_empty() {
        // Checked and combined in order, as the translator's repeated --spirv-ext does.
        set(&mut options, &format!("ext={}", extensions.join(",")))?;
    }
    let input = input.ok_or("spirv-emit: no input file (use '-' for standard input; --help for usage)")?;
    Ok(Parsed::Run(Command { input, output, options, form }))
}

/// Applies plugin option text (`key=value`); its error as the command prints it.
fn set(options: &mut Options, params: &str) -> Result<(), String> {
    options.apply_params(params).map_err(|e| format!("spirv-emit: {e}"))
}

fn refusal(arg: &str, name: &str) -> String {
    match REFUSED.iter().find(|(refused, _)| *refused == name) {
        Some((_, why)) => why.to_string(),
        None => {
            format!("spirv-emit does not implement option '{arg}' (--help lists the options it understands)")
        }
    }
}

impl Command {
    /// The output path: `-o`, else `-` for standard input, else the input
    /// file's name with its extension replaced (`.spv`, `.spvasm` for text),
    /// as the reference translator does.
    pub fn output_path(&self) -> String {
        if let Some(out) = &self.output {
            return out.clone();
        }
        if self.input == "-" {
            return "-".to_string();
        }
        let suffix = if self.form == Form::Text { "spvasm" } else { "spv" };
        std::path::Path::new(&self.input).with_extension(suffix).to_string_lossy().into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spirv_writer::Version;

    fn run(args: &[&str]) -> Result<Command, String> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        match parse(&args, Options::default())? {
            Parsed::Run(command) => Ok(command),
            other => Err(format!("{other:?}")),
        }
    }

    #[test]
    fn clang_forward_command_line() {
        let c = run(&["/tmp/k-1234.bc", "-o", "k.spv"]).unwrap();
        assert_eq!(
            (c.input.as_str(), c.output_path().as_str(), c.form),
            ("/tmp/k-1234.bc", "k.spv", Form::Binary)
        );
        let c = run(&["/tmp/k.bc", "--spirv-tools-dis", "-o", "k.s"]).unwrap();
        assert_eq!(c.form, Form::Text);
    }

    #[test]
    fn translator_options_in_both_dash_forms() {
        let c = run(&["in.bc", "-spirv-ext=+SPV_KHR_expect_assume", "--spirv-max-version=1.2", "-o=out.spv"])
            .unwrap();
        assert_eq!(c.options.version, Some(Version::V1_2));
        assert_eq!(c.options.ext.as_deref(), Some("+SPV_KHR_expect_assume"));
        assert_eq!(c.output_path(), "out.spv");
        let c = run(&["--spirv-ext=+all", "--spirv-ext", "-SPV_INTEL_subgroups", "in.ll", "-spirv-text"])
            .unwrap();
        assert_eq!(c.options.ext.as_deref(), Some("+all,-SPV_INTEL_subgroups"));
        assert_eq!((c.form, c.output_path().as_str()), (Form::Text, "in.spvasm"));
        let c = run(&["in.bc", "--spirv-addrspace-map", "0:5,2:4,4:0"]).unwrap();
        assert_eq!(
            c.options.addrspace_map,
            spirv_emit::address_spaces::AddressSpaceMap::parse("0:5 2:4 4:0").unwrap()
        );
        assert!(run(&["in.bc", "--spirv-addrspace-map=0:5,0:4"])
            .unwrap_err()
            .contains("names SPIR address space 0 twice"));
        let c = run(&["in.bc", "--spirv-debug-info-version=nonsemantic-shader-200"]).unwrap();
        assert!(c.options.debug_info.is_some());
        assert_eq!(c.output_path(), "in.spv");
    }

    #[test]
    fn plugin_options_as_flags() {
        let c = run(&["-", "--env=opencl2.0", "--version=1.1", "--report", "--text"]).unwrap();
        assert_eq!((c.input.as_str(), c.output_path().as_str(), c.form), ("-", "-", Form::Text));
        assert_eq!(c.options.version, Some(Version::V1_1));
        assert!(c.options.report);
        let args = vec!["--version".to_string()];
        assert!(matches!(parse(&args, Options::default()), Ok(Parsed::Version)));
    }

    #[test]
    fn allow_unknown_intrinsics_flag() {
        let c = run(&["in.bc", "--spirv-allow-unknown-intrinsics=llvm.genx.,llvm.foo."]).unwrap();
        let prefixes = c.options.allow_unknown_intrinsics.unwrap();
        assert!(prefixes.keeps("llvm.foo.x") && !prefixes.keeps("llvm.readcyclecounter"));
        // Without a value it does not take the next argument.
        let c = run(&["-spirv-allow-unknown-intrinsics", "in.bc"]).unwrap();
        assert_eq!(c.input, "in.bc");
        assert!(c.options.allow_unknown_intrinsics.unwrap().keeps("llvm.readcyclecounter"));
    }

    #[test]
    fn preserve_auxdata_flag() {
        assert!(!run(&["in.bc"]).unwrap().options.preserve_auxdata);
        assert!(run(&["-spirv-preserve-auxdata", "in.bc"]).unwrap().options.preserve_auxdata);
        assert!(run(&["in.bc", "--preserve-auxdata", "--validate=off"]).unwrap().options.preserve_auxdata);
    }

    #[test]
    fn refused_and_unknown_options_name_themselves() {
        assert!(run(&["-r", "in.spv"]).unwrap_err().contains("does not read SPIR-V (-r)"));
        assert!(run(&["in.bc", "-spirv-mem2reg"]).unwrap_err().contains("option '-spirv-mem2reg'"));
        assert!(run(&["in.bc", "--spirv-max-version=2.0"])
            .unwrap_err()
            .contains("unknown SPIR-V version '2.0'"));
        assert!(run(&["in.bc", "--spirv-ext=+SPV_NOT_REAL"]).unwrap_err().contains("SPV_NOT_REAL"));
        assert!(run(&["a.bc", "b.bc"])
            .unwrap_err()
            .contains("one input file is read (got 'a.bc' and 'b.bc')"));
        assert!(run(&["-o"]).unwrap_err().contains("needs a file name"));
        assert!(run(&[]).unwrap_err().contains("no input file"));
    }
}
