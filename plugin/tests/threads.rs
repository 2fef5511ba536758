//! Thread safety: the pass's entry point (`spirv_emit::pass::run`, what the
//! plugin runs for opt and clang) translates many modules from many threads
//! at once, each thread with its own LLVM context and its own options, and
//! every result (the SPIR-V bytes and the text, or the diagnostics) must be
//! exactly what the same translation gives alone.
//!
//! The modules are the lit suite's `.ll` files. The test binary links
//! libLLVM-16 (build.rs: `rustc-link-arg-tests`), which the plugin itself
//! only finds in its host.

use spirv_emit::llvm::OwnedContext;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const THREADS: usize = 8;

/// Option sets, one per thread (the output path is added per run).
const OPTIONS: [&str; THREADS] = [
    "",
    "version=1.0",
    "version=1.2;text",
    "version=1.4;validate=off",
    "env=opencl-2.0",
    "ext=-all;text",
    "validate=on;version=1.1",
    "env=level-zero;text",
];

/// A translation's result: the binary and text written, or the diagnostics.
#[derive(Debug, PartialEq, Eq)]
enum Outcome {
    Written { binary: Vec<u8>, text: Option<String> },
    Refused(Vec<String>),
}

/// Parses `source` in a new context and runs the pass on it with `options`,
/// writing to `out`. None if LLVM cannot read the file (not our business).
fn translate(source: &Path, options: &str, out: &Path) -> Option<Outcome> {
    let text = std::fs::read(source).ok()?;
    let context = OwnedContext::new();
    let module = context.parse_bytes(&text, &source.to_string_lossy()).ok()?;
    let params = format!("{options};out={}", out.display());
    Some(match spirv_emit::pass::run(module, &params) {
        Ok(()) => {
            let binary = std::fs::read(out).expect("the pass wrote its output");
            let text_path = PathBuf::from(format!("{}asm", out.display()));
            let text = std::fs::read_to_string(&text_path).ok();
            let _ = std::fs::remove_file(out);
            let _ = std::fs::remove_file(&text_path);
            Outcome::Written { binary, text }
        }
        Err(diagnostics) => {
            assert!(!out.exists(), "{}: an error, yet {} was written", source.display(), out.display());
            Outcome::Refused(diagnostics.iter().map(|d| d.to_string()).collect())
        }
    })
}

fn lit_modules() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/lit");
    let mut found = Vec::new();
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("tests/lit is readable") {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "ll") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

#[test]
fn concurrent_translations_match_lone_ones() {
    // Options come from pass parameters only here.
    for name in ["OUT", "VERSION", "TEXT", "ENV", "EXT", "REPORT", "VALIDATE"] {
        let key = format!("SPIRV_EMIT_{name}");
        assert!(std::env::var_os(&key).is_none(), "unset {key} to run this test");
    }
    let modules = lit_modules();
    assert!(modules.len() > 100, "only {} lit modules found", modules.len());
    let scratch = std::env::temp_dir().join(format!("spirv-emit-threads-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();

    // Alone, one after another.
    let mut alone: BTreeMap<(usize, usize), Outcome> = BTreeMap::new();
    for (t, options) in OPTIONS.iter().enumerate() {
        for (m, module) in modules.iter().enumerate() {
            if let Some(outcome) = translate(module, options, &scratch.join("alone.spv")) {
                alone.insert((t, m), outcome);
            }
        }
    }
    let written = alone.values().filter(|o| matches!(o, Outcome::Written { .. })).count();
    assert!(written > modules.len(), "too few modules translate: {written}");

    // All at once: each thread its options, the modules in its own order,
    // every thread writing to the same directory.
    let alone = std::sync::Arc::new(alone);
    let threads: Vec<_> = (0..THREADS)
        .map(|t| {
            let (modules, alone, scratch) = (modules.clone(), alone.clone(), scratch.clone());
            std::thread::Builder::new()
                .name(format!("translate-{t}"))
                .spawn(move || {
                    let mut compared = 0;
                    for k in 0..modules.len() {
                        let m = (k * 7 + t * 31) % modules.len();
                        let Some(expected) = alone.get(&(t, m)) else { continue };
                        let out = scratch.join(format!("t{t}.spv"));
                        let outcome = translate(&modules[m], OPTIONS[t], &out).expect("parsed alone");
                        assert!(
                            &outcome == expected,
                            "{} with '{}' differs when run beside other threads",
                            modules[m].display(),
                            OPTIONS[t]
                        );
                        compared += 1;
                    }
                    compared
                })
                .unwrap()
        })
        .collect();
    let compared: usize = threads.into_iter().map(|t| t.join().expect("a translating thread failed")).sum();
    let left: Vec<_> = std::fs::read_dir(&scratch).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(left.is_empty(), "files left behind: {left:?}");
    std::fs::remove_dir_all(&scratch).unwrap();
    eprintln!("threads: {THREADS} threads x {} modules: {compared} concurrent translations ({written} with SPIR-V) matched their lone runs", modules.len());
}
