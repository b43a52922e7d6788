// The contract's nulls and errors, and bad arguments: a clear TypeError or
// RangeError, never a crash (the module answers on after each).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as urispec from 'urispec';

test('an undefined component is null, an empty one ""; a component the revision lacks is absent', () => {
  assert.deepEqual(urispec.components('http://a', 'rfc3986'), {
    ...urispec.components('http://a', 'rfc3986'),
    query: null,
    fragment: null,
  });
  const empty = urispec.components('http://a?#', 'rfc3986');
  assert.equal(empty.query, '');
  assert.equal(empty.fragment, '');
  assert.equal(urispec.components('mailto:x', 'rfc3986').authority, null);
  assert.ok(!('fragment' in urispec.components('http://a/', 'rfc1738')));
  assert.equal(urispec.components('http://a b', 'rfc3986'), null);
});

test('an invalid input: where it stops, what the grammar expected, the section', () => {
  const answer = urispec.check('http://a b', { revision: '2396' }).revisions[0];
  assert.equal(answer.valid, false);
  assert.equal(answer.error.offset, 8);
  assert.equal(answer.error.section, '§3');
  assert.ok(answer.error.expected.includes('unreserved'));
  assert.match(answer.error.message, /unexpected ' ' at byte 8/);
  assert.equal(urispec.isValid('http://a b', '2396'), false);
  assert.equal(urispec.isValid('http://[::1]/', '3986'), true);
});

test('a revision without resolution answers an error object, not a throw', () => {
  const answer = urispec.resolve('http://a/b', 'g', { revision: 'rfc1738' }).revisions[0];
  assert.equal(answer.target, undefined);
  assert.match(answer.error.message, /defines no resolution/);
  assert.equal(answer.error.offset, null);
});

test("the URL Standard's writing rules: a valid domain by UTS #46, no resolution", () => {
  assert.equal(urispec.isValid('HTTP://☕.example/', 'url-standard'), true);
  assert.equal(urispec.isValid('http://user@a/', 'whatwg'), false);
  const error = urispec.check('http://1.2.3.256/', { revision: 'whatwg' }).revisions[0].error;
  assert.equal(error.offset, 7);
  assert.match(error.message, /ends-in-a-number-checker/);
  const answer = urispec.resolve('http://a/b', 'g', { revision: 'whatwg' }).revisions[0];
  assert.equal(answer.target, undefined);
  assert.match(answer.error.message, /#url-writing/);
  assert.equal(answer.error.offset, null);
});

test('byte offsets count UTF-8 bytes, as the command does', () => {
  const answer = urispec.check('http://é/ x', { revision: 'rfc3987' }).revisions[0];
  assert.equal(answer.error.offset, 'http://é/'.length + 1);
});

test('non-strings are a TypeError', () => {
  for (const value of [42, null, undefined, {}, [], new String('http://a/'), Symbol('x'), 1n]) {
    assert.throws(() => urispec.check(value), TypeError);
  }
  assert.throws(() => urispec.resolve('http://a/', 7), /reference must be a string/);
  assert.throws(() => urispec.check('http://a/', { revision: 5 }), TypeError);
  assert.throws(() => urispec.tree('http://a/', { full: 'yes' }), TypeError);
  assert.throws(() => urispec.check('http://a/', 'rfc3986'), TypeError);
});

test('a lone surrogate is a TypeError naming where; a pair is text', () => {
  assert.throws(() => urispec.check('http://a/\uD800'), /lone surrogate \(\\uD800\) at index 9/);
  assert.throws(() => urispec.parse('\uDC00http://a/'), TypeError);
  assert.throws(() => urispec.equivalent('http://a/', 'http://a/\uDBFFx'), TypeError);
  assert.equal(urispec.isValid('http://a/\uD83D\uDE00', 'rfc3987'), true);
});

test('an input over the limit is a RangeError, in code units or in UTF-8 bytes', () => {
  const max = urispec.MAX_INPUT_BYTES;
  assert.throws(() => urispec.check('a'.repeat(max + 1)), RangeError);
  assert.throws(() => urispec.check('é'.repeat(max / 2 + 1)), /over the limit of 1048576/);
  const long = 'http://a/' + 'a'.repeat(max - 'http://a/'.length);
  assert.equal(urispec.isValid(long, 'rfc3986'), true);
});

test('an unknown revision, rule, level, component or direction is a RangeError', () => {
  assert.throws(() => urispec.check('x', { revision: 'rfc9999' }), RangeError);
  assert.throws(() => urispec.check('x', { revision: 'rfc3986', rule: 'nope' }), RangeError);
  assert.throws(() => urispec.normalize('x', { level: 'deep' }), RangeError);
  assert.throws(() => urispec.encode('x', { revision: 'rfc3986', component: 'nope' }), RangeError);
  assert.throws(() => urispec.isValid('x'), /revision must be a string/);
  assert.throws(() => urispec.convert('x', { to: 'urn' }), RangeError);
  assert.throws(() => urispec.grammar('rfc3986', { rule: 'URI_referenc' }), /close names/);
  assert.throws(() => urispec.diff('rfc2396', 'rfc3986', { tries: -1 }), RangeError);
  assert.throws(() => urispec.compare('x', { base: 'no base' }), RangeError);
});

test('after every error the module answers on', () => {
  for (let i = 0; i < 100; i += 1) {
    assert.throws(() => urispec.check('\uD800'));
    assert.throws(() => urispec.check('x', { revision: 'nope' }));
  }
  assert.equal(urispec.check('http://a/').valid, true);
});

test('compare beside this JavaScript\'s own URL', () => {
  const record = urispec.compare('HTTP://a/b c', { whatwg: true, base: 'http://x/' });
  assert.equal(record.whatwg.href, 'http://a/b%20c');
  assert.equal(record.whatwg.resolution.href, 'http://a/b%20c');
  assert.ok(record.whatwg.differs.includes('valid'));
  assert.equal(urispec.compare('a b', { whatwg: true }).whatwg.failure, true);
});

test('grammar, prose and diff', () => {
  const rule = urispec.grammar('rfc3986', { rule: 'IP-literal' });
  assert.equal(rule.section, '§3.2.2');
  assert.match(rule.bnf, /IP-literal/);
  const prose = urispec.prose('rfc3986');
  assert.equal(prose.rules['IP-literal'], '§3.2.2');
  assert.ok(prose.sections['§3.2.2'].text.length > 0);
  const whole = urispec.grammar('1738');
  assert.equal(whole.revision, 'rfc1738');
  const d = urispec.diff('rfc1738', 'url-00');
  assert.ok(d.moved.some((m) => m.char === '~'));
  const withWitnesses = urispec.diff('rfc2396', 'bis-00', { tries: 50 });
  assert.equal(withWitnesses.from, 'rfc2396');
});

test('encode, decode, equivalent', () => {
  assert.equal(urispec.encode('a b', { revision: 'rfc3986', component: 'segment' }).encoded, 'a%20b');
  assert.throws(() => urispec.encode('a b', { revision: 'rfc3986' }), /component must be a string/);
  assert.equal(urispec.decode('%7e').decoded.text, '~');
  assert.equal(urispec.decode('%zz').error.offset, 0);
  const pair = urispec.equivalent('HTTP://a:80/%7euser', 'http://A/~user', {
    revision: '2396',
    rfc1738Ports: true,
  });
  assert.equal(pair.equivalent, true);
});
