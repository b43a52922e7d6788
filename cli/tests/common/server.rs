//! A `urispec serve` of the test's own, on a free port of 127.0.0.1, stopped when
//! dropped; and a minimal HTTP/1.1 client with bounded waits.

use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A running server.
pub struct Server {
    child: Child,
    /// `127.0.0.1:PORT`.
    pub addr: String,
}

impl Server {
    /// Starts `urispec serve --port 0` and reads where it listens.
    pub fn start() -> Self {
        Self::start_with(&[])
    }

    /// Starts `urispec serve --port 0 ARGS` and reads where it listens.
    pub fn start_with(args: &[&str]) -> Self {
        Self::start_with_env(args, &[])
    }

    /// Starts `urispec serve --port 0 ARGS` with the variables `env` set in its
    /// environment, and reads where it listens.
    pub fn start_with_env(args: &[&str], env: &[(&str, &OsStr)]) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_urispec"))
            .args(["serve", "--port", "0"])
            .args(args)
            .envs(env.iter().copied())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let start = line.find("http://127.0.0.1:").expect("says where") + "http://".len();
        let addr = line[start..].split('/').next().unwrap().to_owned();
        Self { child, addr }
    }

    /// `GET path`: the status and the body.
    pub fn get(&self, path: &str) -> (u16, String) {
        let (status, body) = self.get_bytes(path.as_bytes());
        (status, String::from_utf8(body).unwrap())
    }

    /// `GET` with a raw request target (any bytes).
    pub fn get_bytes(&self, target: &[u8]) -> (u16, Vec<u8>) {
        self.request(b"GET", target)
    }

    /// A request with any method and raw target: the status and the body.
    pub fn request(&self, method: &[u8], target: &[u8]) -> (u16, Vec<u8>) {
        let (status, _, body) = self.exchange(method, target);
        (status, body)
    }

    /// `GET path`: the status and the value of the `Content-Type` header.
    pub fn content_type(&self, path: &str) -> (u16, String) {
        let (status, head, _) = self.exchange(b"GET", path.as_bytes());
        let kind = head
            .lines()
            .find_map(|line| {
                let (name, value) = line.split_once(':')?;
                name.eq_ignore_ascii_case("content-type")
                    .then(|| value.trim().to_owned())
            })
            .unwrap_or_default();
        (status, kind)
    }

    /// A request with any method and raw target: the status, the response head
    /// and the body.
    fn exchange(&self, method: &[u8], target: &[u8]) -> (u16, String, Vec<u8>) {
        let mut stream = TcpStream::connect(&self.addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(300)))
            .unwrap();
        stream
            .set_write_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let mut request = method.to_vec();
        request.push(b' ');
        request.extend_from_slice(target);
        request.extend_from_slice(b" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        stream.write_all(&request).unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).unwrap();
        let head_end = response
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .expect("a response head");
        let head = String::from_utf8_lossy(&response[..head_end]).into_owned();
        let status = head.split(' ').nth(1).unwrap().parse().unwrap();
        let mut body = response[head_end + 4..].to_vec();
        if head
            .to_ascii_lowercase()
            .contains("transfer-encoding: chunked")
        {
            body = dechunk(&body);
        }
        (status, head, body)
    }
}

/// The body of a chunked response.
fn dechunk(mut raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let line_end = raw.windows(2).position(|w| w == b"\r\n").unwrap();
        let size = usize::from_str_radix(std::str::from_utf8(&raw[..line_end]).unwrap().trim(), 16)
            .unwrap();
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&raw[line_end + 2..line_end + 2 + size]);
        raw = &raw[line_end + 2 + size + 2..];
    }
}

impl Server {
    /// Sends SIGINT (what Ctrl-C sends) and waits, up to `bound`, for the server to
    /// exit: whether it did.
    pub fn interrupt(&mut self, bound: Duration) -> bool {
        let killed = Command::new("sh")
            .args(["-c", "kill -INT \"$0\"", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let start = std::time::Instant::now();
        while start.elapsed() < bound {
            if self.child.try_wait().unwrap().is_some() {
                return true;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        false
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
