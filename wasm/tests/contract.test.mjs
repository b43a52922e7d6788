// The same answers as the command: for every line of the sample and every revision,
// each function's record is the line `urispec COMMAND --revision all --format jsonl`
// printed (target/npm/test/expected/, written by wasm/test), key order included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as urispec from 'urispec';

const here = new URL('./', import.meta.url);

/** The lines of a file of this folder (the sample, its pairs, the expected records). */
function lines(name) {
  return readFileSync(new URL(name, here), 'utf8').split('\n').slice(0, -1);
}

const sample = lines('sample.txt');

function expected(name) {
  const records = lines(`expected/${name}.jsonl`);
  assert.equal(records.length, sample.length, `${name}: one record per input`);
  return records;
}

const BASE = 'http://a/b/c/d;p?q';
const commands = {
  check: (input) => urispec.check(input, { revision: 'all' }),
  parse: (input) => urispec.parse(input, { revision: 'all' }),
  tree: (input) => urispec.tree(input, { revision: 'all', full: true }),
  compare: (input) => urispec.compare(input, { revision: 'all' }),
  normalize: (input) => urispec.normalize(input, { revision: 'all' }),
  resolve: (input) => urispec.resolve(BASE, input, { revision: 'all' }),
  convert: (input) => urispec.convert(input, { to: 'uri' }),
  decode: (input) => urispec.decode(input),
};

test('the sample is large and covers every revision', () => {
  assert.ok(sample.length > 1000, `${sample.length} inputs`);
  const ids = urispec.revisions().map((r) => r.id);
  const answered = urispec.check('http://a/').revisions.map((a) => a.revision);
  assert.deepEqual(answered, ids);
  assert.ok(ids.includes('rfc3986') && ids.includes('rfc1738'));
  assert.deepEqual(ids.slice(-2), ['rfc6874', 'whatwg']);
});

for (const [name, call] of Object.entries(commands)) {
  test(`${name}: the command's record for every input`, () => {
    const lines = expected(name);
    let differ = 0;
    sample.forEach((input, i) => {
      const mine = JSON.stringify(call(input));
      if (mine !== lines[i]) {
        differ += 1;
        if (differ <= 3) assert.equal(mine, lines[i], `${name} ${JSON.stringify(input)}`);
      }
    });
    assert.equal(differ, 0);
  });
}

test("equivalent: the command's record for every pair", () => {
  const pairs = lines('pairs.txt').map((line) => line.split('\t'));
  const records = lines('expected/equivalent.jsonl');
  assert.equal(records.length, pairs.length, 'one record per pair');
  assert.ok(pairs.length > 1000, `${pairs.length} pairs`);
  const verdicts = new Set();
  pairs.forEach(([a, b], i) => {
    const mine = urispec.equivalent(a, b, { revision: 'all' });
    verdicts.add(mine.equivalent);
    assert.equal(JSON.stringify(mine), records[i], `equivalent ${JSON.stringify([a, b])}`);
  });
  assert.deepEqual([...verdicts].sort(), [false, true], 'both verdicts among the pairs');
});

test("compare with the URL Standard: the command's record (ada) from Node's URL", () => {
  const inputs = lines('whatwg-sample.txt');
  const records = lines('expected/whatwg.jsonl');
  assert.equal(records.length, inputs.length, 'one record per input');
  inputs.forEach((input, i) => {
    const mine = urispec.compare(input, { revision: 'all', whatwg: true });
    assert.equal(JSON.stringify(mine), records[i], `compare --with whatwg ${JSON.stringify(input)}`);
  });
});

test("diff: the command's record, with and without witnesses", () => {
  const read = (name) => JSON.parse(readFileSync(new URL(`expected/${name}`, here), 'utf8'));
  const bare = urispec.diff('rfc2396', 'rfc3986');
  assert.deepEqual(bare, read('diff.json'));
  assert.deepEqual(urispec.diff('rfc2396', 'rfc3986', { tries: 0 }), bare);
  const witnessed = urispec.diff('rfc2396', 'rfc3986', { tries: 50 });
  assert.deepEqual(witnessed, read('diff-witnesses.json'));
  assert.notDeepEqual(witnessed, bare, 'the search finds witnesses');
});
