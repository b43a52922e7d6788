//! The accept loop of `urispec serve`, on hyper: at most `--max-connections`
//! connections at a time (the others wait in the listen backlog), each closed when
//! it has not sent a whole request head within `--header-timeout` (an idle
//! keep-alive connection included), and a Ctrl-C that stops within a second
//! whatever the clients hold.

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

use crate::args::ServeArgs;

/// How long the requests under way get to finish after Ctrl-C.
const SHUTDOWN_GRACE: Duration = Duration::from_millis(500);

/// The limits of the server, from its arguments.
pub struct Limits {
    /// The most connections served at a time.
    pub max_connections: usize,
    /// How long a connection may take to send a request head (or stay idle).
    pub header_timeout: Duration,
}

impl Limits {
    /// The limits `args` ask for.
    ///
    /// # Errors
    /// A message when the timeout is not a positive number of seconds or the cap is 0.
    pub fn new(args: &ServeArgs) -> Result<Self, String> {
        let header_timeout = Duration::try_from_secs_f64(args.header_timeout)
            .ok()
            .filter(|d| !d.is_zero())
            .ok_or_else(|| {
                format!(
                    "--header-timeout must be a positive number of seconds, not {}",
                    args.header_timeout
                )
            })?;
        if args.max_connections == 0 {
            return Err("--max-connections must be at least 1".to_owned());
        }
        Ok(Self {
            max_connections: args.max_connections,
            header_timeout,
        })
    }
}

/// Serves `app` on `listener` until Ctrl-C.
pub async fn serve(listener: TcpListener, app: Router, limits: &Limits) {
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    let graceful = GracefulShutdown::new();
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    let interrupted = tokio::signal::ctrl_c();
    tokio::pin!(interrupted);
    loop {
        let next = async {
            let slot = Arc::clone(&slots).acquire_owned().await;
            (slot, listener.accept().await)
        };
        let (slot, accepted) = tokio::select! {
            _ = &mut interrupted => break,
            next = next => next,
        };
        let (Ok(slot), Ok((stream, _))) = (slot, accepted) else {
            // Out of descriptors, or a connection reset before it was accepted:
            // wait a little rather than spin.
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        let service = TowerToHyperService::new(app.clone());
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            let _ = connection.await;
            drop(slot);
        });
    }
    drop(listener);
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown()).await;
}
