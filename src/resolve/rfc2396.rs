//! RFC 2396 §5.2, "Resolving Relative References to Absolute Form", steps 1–7; also
//! RFC 2396 as amended by RFC 2732, which changes no step.
//!
//! The path includes the parameters (`segment = *pchar *( ";" param )`), so `;x`
//! and `?y` replace the base's last segment (Appendix C.1: `http://a/b/c/;x`,
//! `http://a/b/c/?y`).
//!
//! Interpretive choices:
//! - Step 6a copies nothing from an empty base path, so `http://a` with `g` gives
//!   `http://ag`, as the text says (the bis draft's merge step 1 adds the "/").
//! - [`ResolveOptions::compat`] (step 3) drops the scheme only when the base uses the
//!   `hier_part` syntax, our reading of "the scheme is known to always use the
//!   `<hier_part>` syntax"; schemes are compared ASCII case-insensitively.
//! - An opaque base is an error only where the algorithm reads its path (step 6).

use super::{Base, Resolution, ResolveError, ResolveOptions, remove_dots, same_document};
use crate::split::split_reference;
use crate::split::{recompose, recompose_with};

pub(super) fn resolve(
    base: &Base<'_>,
    reference: &str,
    options: ResolveOptions,
) -> Result<Resolution, ResolveError> {
    let base_without_fragment = base.without_fragment;
    let b = base.generic();

    // 1) The reference is parsed into the four components and fragment (§4.3).
    let (valid, mut r) = split_reference(base.revision(), reference);
    let mut out = Resolution::new(base.revision(), valid);

    // 2) Empty path, and undefined scheme, authority and query: the current
    // document. Otherwise query and fragment are as found in the reference.
    if r.path.is_empty() && r.scheme.is_none() && r.authority.is_none() && r.query.is_none() {
        out.same_document = true;
        out.target = same_document(base_without_fragment, r.fragment);
        return Ok(out);
    }

    // 3) A defined scheme: an absolute URI, and we are done (unless, for
    // backwards compatibility, it is the base's and the base is hierarchical).
    if let Some(scheme) = r.scheme {
        let same_scheme = b.scheme.is_some_and(|s| s.eq_ignore_ascii_case(scheme));
        if options.compat && same_scheme && base.hierarchical {
            r.scheme = None;
            out.scheme_ignored = true;
        } else {
            out.target = r.recompose();
            return Ok(out);
        }
    }
    let scheme = b.scheme;

    // 4) A defined authority: a network-path, skip to step 7. Otherwise the base's
    // authority (possibly undefined) is inherited.
    if r.authority.is_some() {
        out.target = recompose(scheme, r.authority, r.path, r.query, r.fragment);
        return Ok(out);
    }
    let authority = b.authority;

    // 5) A path beginning with "/": an absolute-path, skip to step 7.
    if r.path.starts_with('/') {
        out.target = recompose(scheme, authority, r.path, r.query, r.fragment);
        return Ok(out);
    }

    // 6) A relative-path: merged with the base's path.
    base.needs_path()?;
    // a) All but the last segment of the base path is copied to the buffer.
    let kept = b.path.rfind('/').map_or("", |slash| &b.path[..=slash]);
    // b) The reference's path is appended (handed over as the two parts),
    // c)–f) "./", a final ".", "<segment>/../", a final "<segment>/..", and
    // g) leading ".." segments: an error, retained or removed (one pass);
    // h) the remaining buffer is the new path, and
    // 7) the components are recombined: the buffer is built where the path goes.
    let parts = (scheme, authority, r.query, r.fragment);
    let above_root = &mut out.above_root;
    out.target = recompose_with(parts, kept.len() + r.path.len(), |target| {
        *above_root = remove_dots((kept, r.path), true, options.remove_dot_dot, target);
    });
    Ok(out)
}
