//! `[ user [ ":" password ] "@" ] hostport`: the 1996 draft's `server` (§4.3.1) and
//! RFC 1738's `login` (§3.1), split at their delimiters. `user` and `password` hold
//! no `:`, `@` or `/`, and `hostport = host [ ":" port ]` no `@`, so the first `@`
//! ends the user part and the first `:` after it the host.

use crate::Validator;
use crate::ast::{Components, Host};
use crate::split::{ServerSplit, split_server};

/// Fills the user, password, host and port of `c` from a valid, non-empty `login`;
/// `hostnumber` decides the kind of host (`hostnumber` or `hostname`).
pub(super) fn split<'i>(login: &'i str, hostnumber: &Validator, c: &mut Components<'i>) {
    fill(split_server(login), hostnumber, c);
}

/// Fills the user, password, host and port of `c` from a valid, non-empty `login`
/// split at its first `@` and the first `:` after it.
pub(super) fn fill<'i>(login: ServerSplit<'i>, hostnumber: &Validator, c: &mut Components<'i>) {
    if let Some(user) = login.userinfo {
        match super::split_once(user, b':') {
            Some((user, password)) => {
                c.user = Some(user);
                c.password = Some(password);
            }
            None => c.user = Some(user),
        }
    }
    c.host = Some(host_kind(login.host, hostnumber));
    c.port = login.port;
}

/// Fills the host and port of `c` from a valid `hostport`.
pub(super) fn split_hostport<'i>(
    hostport: &'i str,
    hostnumber: &Validator,
    c: &mut Components<'i>,
) {
    let (host, port) = match super::split_once(hostport, b':') {
        Some((host, port)) => (host, Some(port)),
        None => (hostport, None),
    };
    c.host = Some(host_kind(host, hostnumber));
    c.port = port;
}

/// `host = hostname | hostnumber`: the automaton of `hostnumber` decides.
pub(super) fn host_kind<'i>(host: &'i str, hostnumber: &Validator) -> Host<'i> {
    if super::generic::ends_with_digit(host) && hostnumber.is_valid(host.as_bytes()) {
        Host::Ipv4(host)
    } else {
        Host::Hostname(host)
    }
}
