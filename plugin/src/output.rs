//! Writing the result, the way compilers treat their output path:
//! - `-`: standard output;
//! - a regular file or a new path: atomically (a temporary file in the same
//!   directory, then `rename`), so a reader never sees a partial file and a
//!   failure leaves none; an existing file keeps its permissions (and owner,
//!   where we may set it);
//! - a symbolic link: followed, and its target replaced atomically;
//! - any other existing file (character or block device such as `/dev/null`,
//!   FIFO, socket): opened and written in place, never replaced.
//!
//! Temporary names hold the process id, the thread id and a process-wide
//! counter, and are created with `O_EXCL`: two threads (or processes) never
//! share one.

use std::fs::{self, File, Metadata, OpenOptions};
use std::io::{ErrorKind, Write};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The output path that means standard output.
pub const STDOUT: &str = "-";

/// What an output path names, after following symbolic links.
#[derive(Debug)]
pub enum Destination {
    Stdout,
    /// A regular file, or nothing yet: replaced atomically.
    Replace {
        target: PathBuf,
        existing: Option<Metadata>,
    },
    /// A device, FIFO or socket: written in place.
    InPlace {
        target: PathBuf,
    },
}

impl Destination {
    /// Where `path` leads. Errors (a directory, a symlink loop, an unreadable
    /// path) say so naming `path`.
    pub fn of(path: &Path) -> Result<Destination, String> {
        if path.as_os_str() == STDOUT {
            return Ok(Destination::Stdout);
        }
        let fail = |why: String| format!("cannot write '{}': {why}", path.display());
        let target = follow_symlinks(path).map_err(fail)?;
        match fs::metadata(&target) {
            Ok(m) if m.is_dir() => Err(fail("Is a directory".to_string())),
            Ok(m) if m.is_file() => Ok(Destination::Replace { target, existing: Some(m) }),
            Ok(_) => Ok(Destination::InPlace { target }),
            Err(e) if e.kind() == ErrorKind::NotFound => Ok(Destination::Replace { target, existing: None }),
            Err(e) => Err(fail(e.to_string())),
        }
    }

    /// True for a regular file or a new path (where a sibling file such as
    /// the text disassembly can sensibly be written).
    pub fn is_file(&self) -> bool {
        matches!(self, Destination::Replace { .. })
    }
}

/// Writes `bytes` to `path` (see the module comment for what each kind of
/// path gets). The error message names `path`.
pub fn write_output(path: &Path, bytes: &[u8]) -> Result<(), String> {
    write_output_with(path, |out| out.write_all(bytes))
}

/// Writes to `path` what `content` writes, as `write_output` does.
pub fn write_output_with(
    path: &Path,
    content: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), String> {
    let content = |out: &mut dyn Write| content(&mut Chunked(out));
    let result = match Destination::of(path)? {
        Destination::Stdout => write_stdout(content),
        Destination::Replace { target, existing } => replace_atomically(&target, existing.as_ref(), content),
        Destination::InPlace { target } => write_in_place(&target, content),
    };
    result.map_err(|e| format!("cannot write '{}': {e}", path.display()))
}

/// Passes writes on a megabyte at most at a time: on Linux one write of a
/// hundred megabytes to a file took up to eight times the system time of the
/// same bytes in megabyte writes (docs/BENCHMARKS.md).
struct Chunked<'a>(&'a mut dyn Write);

impl Write for Chunked<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        const MOST: usize = 1 << 20;
        self.0.write(&bytes[..bytes.len().min(MOST)])
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

/// Symbolic links are followed to what they finally name (which need not
/// exist yet), as `open` would, so the link itself survives.
fn follow_symlinks(path: &Path) -> Result<PathBuf, String> {
    const MAX_LINKS: usize = 40; // Linux's own limit (ELOOP)
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&current) {
            Ok(m) if m.file_type().is_symlink() => {
                let link = fs::read_link(&current).map_err(|e| e.to_string())?;
                current = match current.parent() {
                    Some(dir) if link.is_relative() => dir.join(link),
                    _ => link,
                };
            }
            _ => return Ok(current),
        }
    }
    Err("Too many levels of symbolic links".to_string())
}

/// Binary data to file descriptor 1, unbuffered, reporting every error
/// (Rust's `stdout()` would silently drop output to a closed descriptor).
fn write_stdout(content: impl FnOnce(&mut dyn Write) -> std::io::Result<()>) -> std::io::Result<()> {
    use std::os::unix::io::FromRawFd;
    // SAFETY: descriptor 1 belongs to the host; ManuallyDrop never closes it.
    let mut out = std::mem::ManuallyDrop::new(unsafe { File::from_raw_fd(1) });
    content(&mut *out)?;
    out.flush()
}

fn write_in_place(
    target: &Path,
    content: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    // No O_CREAT, no O_TRUNC: the file is there and stays what it is.
    let mut f = OpenOptions::new().write(true).open(target)?;
    content(&mut f)?;
    f.flush()
}

fn replace_atomically(
    target: &Path,
    existing: Option<&Metadata>,
    content: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let (tmp, mut f) = create_temporary(target)?;
    let result = (|| {
        if let Some(m) = existing {
            f.set_permissions(m.permissions())?;
            // Keeping the owner only works as root (or for the same owner):
            // otherwise the file becomes ours, as with any compiler.
            let _ = std::os::unix::fs::fchown(&f, Some(m.uid()), Some(m.gid()));
        }
        content(&mut f)?;
        // No fsync, as LLVM's own tools: the rename alone keeps readers from
        // a partial file, and forcing a 200 MB module to disk took up to half
        // as long as translating it (docs/BENCHMARKS.md).
        fs::rename(&tmp, target)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// A new, exclusively created temporary file beside `target`.
fn create_temporary(target: &Path) -> std::io::Result<(PathBuf, File)> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name =
        target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "out".to_string());
    // Room for the suffix within NAME_MAX (255 bytes).
    let name: String = name
        .chars()
        .scan(0, |len, c| {
            *len += c.len_utf8();
            (*len <= 160).then_some(c)
        })
        .collect();
    let thread = thread_number();
    loop {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let tmp = dir.join(format!(".{name}.{}.{thread}.{n}.tmp", std::process::id()));
        match OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(f) => return Ok((tmp, f)),
            // Left by a crashed process that had our pid: take the next name.
            Err(e) if e.kind() == ErrorKind::AlreadyExists && n < u64::MAX => continue,
            Err(e) => return Err(e),
        }
    }
}

/// The current thread's number (from its `ThreadId`, which is unique for the
/// life of the process).
fn thread_number() -> String {
    format!("{:?}", std::thread::current().id()).chars().filter(char::is_ascii_digit).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::{symlink, PermissionsExt};

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("spirv-emit-output-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn entries(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn new_and_existing_regular_files() {
        let dir = scratch("regular");
        let out = dir.join("k.spv");
        write_output(&out, b"one").unwrap();
        fs::set_permissions(&out, fs::Permissions::from_mode(0o640)).unwrap();
        write_output(&out, b"two").unwrap();
        assert_eq!(fs::read(&out).unwrap(), b"two");
        assert_eq!(fs::metadata(&out).unwrap().permissions().mode() & 0o777, 0o640);
        assert_eq!(entries(&dir), ["k.spv"]);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn symlinks_are_followed_and_survive() {
        let dir = scratch("symlink");
        fs::create_dir(dir.join("real")).unwrap();
        symlink("real/k.spv", dir.join("link.spv")).unwrap(); // dangling, relative
        symlink("link.spv", dir.join("link2.spv")).unwrap(); // a chain
        write_output(&dir.join("link2.spv"), b"abc").unwrap();
        assert!(fs::symlink_metadata(dir.join("link.spv")).unwrap().file_type().is_symlink());
        assert!(fs::symlink_metadata(dir.join("link2.spv")).unwrap().file_type().is_symlink());
        assert_eq!(fs::read(dir.join("real/k.spv")).unwrap(), b"abc");
        symlink("loop.spv", dir.join("loop.spv")).unwrap();
        assert!(write_output(&dir.join("loop.spv"), b"x")
            .unwrap_err()
            .contains("Too many levels of symbolic links"));
        assert_eq!(entries(&dir.join("real")), ["k.spv"]);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn temporaries_never_collide_between_threads() {
        let dir = scratch("threads");
        let out = dir.join("k.spv");
        let threads: Vec<_> = (0..8u8)
            .map(|t| {
                let out = out.clone();
                std::thread::spawn(move || {
                    for _ in 0..50 {
                        write_output(&out, &[t; 4096]).unwrap();
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        let bytes = fs::read(&out).unwrap();
        assert_eq!(bytes.len(), 4096);
        assert!(bytes.iter().all(|b| *b == bytes[0]), "a mix of two writers");
        assert_eq!(entries(&dir), ["k.spv"]);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn writes_go_a_megabyte_at_most_at_a_time() {
        /// Records the size of each write it is given.
        struct Sizes(Vec<usize>, Vec<u8>);
        impl Write for Sizes {
            fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
                self.0.push(bytes.len());
                self.1.extend_from_slice(bytes);
                Ok(bytes.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let bytes: Vec<u8> = (0..(5 << 19) + 3).map(|n| n as u8).collect();
        let mut sink = Sizes(Vec::new(), Vec::new());
        Chunked(&mut sink).write_all(&bytes).unwrap();
        assert_eq!(sink.0, [1 << 20, 1 << 20, (1 << 19) + 3]);
        assert_eq!(sink.1, bytes);
    }

    #[test]
    fn directories_are_errors() {
        let dir = scratch("dir");
        assert!(write_output(&dir, b"x").unwrap_err().ends_with("Is a directory"));
        fs::remove_dir_all(dir).unwrap();
    }
}
