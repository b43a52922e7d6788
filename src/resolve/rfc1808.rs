//! RFC 1808 §4, "Resolving Relative URLs", Steps 1–7, numbered as in the text.
//!
//! The components are §2.4's (the same outside-in parse the 1996 draft kept,
//! [`split_url00`](crate::resolve::split_url00)); parameters are their own component, so `;x` keeps the base path
//! and `?y` the base parameters (§5.1).
//!
//! Where RFC 1808 differs from the 1996 draft (which merged it), and how it is read:
//! - Step 2a: only an entirely empty URL "inherits the entire base URL (i.e., is set
//!   equal to the base URL)", fragment included (§5.2: `<>` gives
//!   `http://a/b/c/d;p?q#f`); a URL of a fragment alone goes on to Step 5 and inherits
//!   the base's path, parameters and query ("Fragment identifiers are only inherited
//!   from the base URL when the entire embedded URL is empty"). RFC 1808 has no notion
//!   of a same-document reference: [`Resolution::same_document`] is never set.
//! - A component is "empty" when its separator is absent or nothing follows it; the
//!   "non-empty" tests of Steps 3 and 5 treat both alike, and Step 7 writes a
//!   separator exactly when the component it comes from had one.
//! - Step 6 does not say whether the new path is preceded by a slash: it is when the
//!   base path was, or when the base has a `net_loc` (`<scheme>://<net_loc>/<path>`,
//!   §2.1; the slash is no part of the path, §2.4.6).
//! - [`ResolveOptions::remove_dot_dot`] is ignored: §4 has no such allowance (§5.2: `..`
//!   above the root is kept, `http://a/../g`).
//! - [`ResolveOptions::compat`] follows §5.2's "older parsers" (a loophole "that should be
//!   avoided"): a scheme equal to the base's is dropped at Step 2b and resolution goes
//!   on at Step 2c.
//! - Step 1 with an empty base: an absolute URL is returned as it is; a relative one is
//!   [`ResolveError::BaseNotAbsolute`].

use super::base::Parts;
use super::{Base, Resolution, ResolveError, ResolveOptions};
use crate::Revision;
use crate::split::split_url00_reference;

const REV: Revision = Revision::Rfc1808;

pub(super) fn resolve(
    base: &Base<'_>,
    reference: &str,
    options: ResolveOptions,
) -> Result<Resolution, ResolveError> {
    // Step 2: both are parsed into their component parts (§2.4) (the base once, in
    // `Base::new`).
    let (valid, r) = split_url00_reference(REV, reference);
    let mut out = Resolution::new(REV, valid);
    let b = match base.parts {
        Parts::Url00(b) => b,
        // Step 1: "If the base URL is the empty string (unknown), the embedded URL is
        // interpreted as an absolute URL and we are done."
        Parts::Unknown | Parts::Generic(_) if r.scheme.is_some() => {
            reference.clone_into(&mut out.target);
            return Ok(out);
        }
        Parts::Unknown | Parts::Generic(_) => {
            return Err(super::base_not_absolute(REV, base.text));
        }
    };

    // Step 2a: an entirely empty URL inherits the entire base URL.
    if reference.is_empty() {
        base.as_str().clone_into(&mut out.target);
        return Ok(out);
    }

    // Steps 2b–7: as the 1996 draft kept them (its `<server>` is RFC 1808's
    // `<net_loc>`, its `<parameters>` RFC 1808's `<params>`).
    super::url00::steps_2b_to_7(base, b, r, reference, options, out)
}
