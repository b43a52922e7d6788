// urispec: the grammars of the URL/URI specifications from RFC 1738 to RFC 3987, and
// exactly what each says about a string. Every function answers a plain object: the
// record `urispec COMMAND --format jsonl` prints for one input (the JSON contract of
// the command, schemas/*-record.json). Arguments are checked here first: a value
// that is not a string is a TypeError, a string with a lone surrogate (no Unicode
// text, so no URI) a TypeError, one over the limit or an unknown revision, rule or
// option value a RangeError.

import init, * as wasm from './urispec_wasm.js';

const WASM = new URL('./urispec_wasm_bg.wasm', import.meta.url);

/** The wasm module's bytes: read from the file in Node, fetched elsewhere. */
async function wasmSource() {
  const node = typeof process === 'object' && process.versions?.node;
  if (node && WASM.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    return readFile(WASM);
  }
  return WASM;
}

await init({ module_or_path: await wasmSource() });

/** The longest input taken, in UTF-8 bytes (the command's default --max-line-bytes). */
export const MAX_INPUT_BYTES = 1 << 20;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

/** `value`, when it is a string the library can take. */
function text(name, value) {
  if (typeof value !== 'string') {
    throw new TypeError(`urispec: ${name} must be a string, not ${describe(value)}`);
  }
  // A UTF-16 code unit is at least one byte of UTF-8: the exact count is the wasm's.
  if (value.length > MAX_INPUT_BYTES) {
    throw new RangeError(
      `urispec: ${name}: ${value.length} UTF-16 code units, over the limit of ${MAX_INPUT_BYTES} bytes`,
    );
  }
  const at = value.search(LONE_SURROGATE);
  if (at >= 0) {
    const unit = value.charCodeAt(at).toString(16).toUpperCase();
    throw new TypeError(
      `urispec: ${name} is not well-formed Unicode: a lone surrogate (\\u${unit}) at index ${at}`,
    );
  }
  return value;
}

/** `value`, a string; when undefined, the fallback if one is given (it may be undefined). */
function name(label, value, ...fallback) {
  if (value === undefined && fallback.length > 0) return fallback[0];
  if (typeof value !== 'string') {
    throw new TypeError(`urispec: ${label} must be a string, not ${describe(value)}`);
  }
  return value;
}

/** The revisions asked: `"all"` (the default), an id or alias, a comma list, an array. */
function revisionList(value) {
  if (value === undefined) return 'all';
  if (Array.isArray(value)) return value.map((v) => name('revision', v)).join(',');
  return name('revision', value);
}

function flag(label, value) {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') {
    throw new TypeError(`urispec: ${label} must be a boolean, not ${describe(value)}`);
  }
  return value;
}

function options(value) {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`urispec: options must be an object, not ${describe(value)}`);
  }
  return value;
}

function optional(label, value) {
  return value === undefined || value === null ? undefined : text(label, value);
}

/** Every revision, in the documents' order: `[{id, aliases, date, start_rule}]`. */
export function revisions() {
  return JSON.parse(wasm.revisions());
}

/** Whether `input` is in the language of one revision's start rule. */
export function isValid(input, revision) {
  return wasm.isValid(text('input', input), name('revision', revision));
}

/** `urispec check`: each revision's verdict, where it stops, what it expected, the section. */
export function check(input, opts) {
  const o = options(opts);
  return JSON.parse(
    wasm.check(text('input', input), revisionList(o.revision), name('rule', o.rule, undefined)),
  );
}

/** `urispec parse`: each revision's form and components (null: undefined; "": empty). */
export function parse(input, opts) {
  const o = options(opts);
  return JSON.parse(wasm.parse(text('input', input), revisionList(o.revision)));
}

/** One revision's components of `input`, or null when the revision rejects it. */
export function components(input, revision) {
  const answer = parse(input, { revision: name('revision', revision) }).revisions[0];
  return answer.valid ? answer.components : null;
}

/** `urispec tree`: each revision's derivation (with `full`, the characters' classes). */
export function tree(input, opts) {
  const o = options(opts);
  return JSON.parse(wasm.tree(text('input', input), revisionList(o.revision), flag('full', o.full)));
}

/** `urispec resolve BASE REFERENCE`: each revision's target. */
export function resolve(base, reference, opts) {
  const o = options(opts);
  return JSON.parse(
    wasm.resolve(
      text('base', base),
      text('reference', reference),
      revisionList(o.revision),
      flag('compat', o.compat),
      flag('removeDotDot', o.removeDotDot),
    ),
  );
}

/** The getters of a `URL`, or `{failure: true}` when this JavaScript's URL parser throws. */
function urlFields(input, base) {
  let url;
  try {
    url = base === undefined ? new URL(input) : new URL(input, base);
  } catch {
    return { failure: true };
  }
  const { href, protocol, username, password, host, hostname, port, pathname, search, hash } = url;
  return { href, protocol, username, password, host, hostname, port, pathname, search, hash };
}

/**
 * `urispec compare`: every revision side by side, with what differs; with
 * `whatwg: true`, beside them this JavaScript's own `URL` (the browser's, or Node's).
 */
export function compare(input, opts) {
  const o = options(opts);
  const base = optional('base', o.base);
  const shown = text('input', input);
  let standard;
  if (flag('whatwg', o.whatwg)) {
    const sent = { alone: urlFields(shown) };
    if (base !== undefined) sent.resolved = urlFields(shown, base);
    standard = JSON.stringify(sent);
  }
  return JSON.parse(wasm.compare(shown, revisionList(o.revision), base, standard));
}

function level(value) {
  return name('level', value, 'scheme');
}

/** `urispec normalize`: each revision's normal form, every step with its section. */
export function normalize(input, opts) {
  const o = options(opts);
  return JSON.parse(
    wasm.normalize(
      text('input', input),
      revisionList(o.revision),
      level(o.level),
      flag('rfc1738Ports', o.rfc1738Ports),
    ),
  );
}

/** `urispec equivalent A B`: each revision's verdict on the pair. */
export function equivalent(a, b, opts) {
  const o = options(opts);
  return JSON.parse(
    wasm.equivalent(
      text('a', a),
      text('b', b),
      revisionList(o.revision),
      level(o.level),
      flag('rfc1738Ports', o.rfc1738Ports),
    ),
  );
}

/** `urispec encode`: `text` percent-encoded for one component (`segment`, `query`, …) of one revision. */
export function encode(input, opts) {
  const o = options(opts);
  return JSON.parse(
    wasm.encode(text('text', input), name('revision', o.revision), name('component', o.component)),
  );
}

/** `urispec decode`: the octets `text`'s escapes stand for. */
export function decode(input) {
  return JSON.parse(wasm.decode(text('text', input)));
}

/** `urispec convert`: an IRI to a URI (`to: "uri"`, RFC 3987 §3.1) or back (`"iri"`, §3.2). */
export function convert(input, opts) {
  const o = options(opts);
  return JSON.parse(wasm.convert(text('input', input), name('to', o.to, 'uri')));
}

/** `urispec grammar`: a revision's whole grammar, or one rule's BNF, section and pest. */
export function grammar(revision, opts) {
  const o = options(opts);
  return JSON.parse(
    wasm.grammar(
      name('revision', revision),
      name('rule', o.rule, undefined),
      flag('uses', o.uses),
      flag('usedBy', o.usedBy),
    ),
  );
}

/** The documents' words: each rule's section, each section's title and text. */
export function prose(revision) {
  return JSON.parse(wasm.prose(name('revision', revision)));
}

/** `urispec diff FROM TO`: what changed between two grammars (`tries`: search witnesses). */
export function diff(from, to, opts) {
  const o = options(opts);
  const tries = o.tries === undefined ? 0 : o.tries;
  if (!Number.isSafeInteger(tries) || tries < 0) {
    throw new RangeError(`urispec: tries must be a whole number ≥ 0, not ${String(tries)}`);
  }
  return JSON.parse(wasm.diff(name('from', from), name('to', to), tries));
}
