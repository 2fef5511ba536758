//! Writing the result: atomically (temporary file in the same directory, then
//! rename), so a reader never sees a partial file and a failure leaves none.

use std::io::Write;
use std::path::{Path, PathBuf};

pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("out.spv");
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    result.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("cannot write '{}': {e}", path.display())
    })
}
