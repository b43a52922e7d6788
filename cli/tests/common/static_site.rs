//! The book written by `urispec book --out DIR` and served by a plain static file
//! server (Python's `http.server`) on a free port of 127.0.0.1: no urispec process.
//! Stopped, and the folder removed, when dropped.

use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A running static server over a freshly written book.
pub struct StaticSite {
    child: Child,
    dir: PathBuf,
    /// `127.0.0.1:PORT`.
    pub addr: String,
}

impl StaticSite {
    /// Writes the book and serves it; `None` when the book has no WebAssembly package
    /// beside it (`wasm/build` makes it) or Python is missing, with what is missing.
    pub fn start() -> Result<Self, String> {
        let dir = std::env::temp_dir().join(format!("urispec-static-book-{}", std::process::id()));
        super::write_book(&dir);
        if !dir.join("urispec_wasm_bg.wasm").exists() {
            let _ = std::fs::remove_dir_all(&dir);
            return Err(
                "the npm package beside the book (wasm/build, target/npm/package)".to_owned(),
            );
        }
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new("python3")
            .args(["-m", "http.server", "--bind", "127.0.0.1", "--directory"])
            .arg(&dir)
            .arg(port.to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("python3 (its http.server): {e}"))?;
        let addr = format!("127.0.0.1:{port}");
        for _ in 0..100 {
            if TcpStream::connect(&addr).is_ok() {
                return Ok(Self { child, dir, addr });
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("python3 -m http.server never listened on {addr}");
    }
}

impl Drop for StaticSite {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
