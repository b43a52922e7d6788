//! `equiv::encode` and `equiv::decode`, for every revision and every component
//! `equiv::components` names, on the data as UTF-8 text. `encode` knows exactly those
//! component names (the data is tried as one); its output is ASCII, each character
//! one the component carries literally (`literal_chars`, never `%`) or an upper-case
//! `%HH`, and lies in the component's rule; `decode` of it gives back the data's
//! octets (the round trip). `decode` of the data itself: every `%HH` its octet,
//! every other character its UTF-8 octets, or the error at the first `%` not
//! followed by two hexadecimal digits. The invariants are `tests/invariants/equiv.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/invariants/equiv.rs"]
mod invariants;

fuzz_target!(|data: &[u8]| {
    // Both take a `&str`.
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    invariants::encode_invariants(text);
    invariants::decode_invariants(text);
});
