// The npm package beside JavaScript's URL parsers over the bench corpus: for each, the
// corpus parsed whole, several times, and the best time (BENCHMARKS.md's JavaScript
// rows). Run by wasm/bench/run, which installs fast-uri and uri-js from npm into
// target/wasm-tools/bench/ and builds the package.
//   node bench.mjs CORPUS
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as urispec from 'urispec';

const require = createRequire(import.meta.url);
const fastUri = require('fast-uri');
const uriJs = require('uri-js');

const corpus = readFileSync(process.argv[2], 'utf8').split('\n').filter((l) => l.length > 0);
const bytes = corpus.reduce((n, l) => n + Buffer.byteLength(l), 0);

const runs = {
  'urispec isValid (rfc3986)': (u) => urispec.isValid(u, 'rfc3986'),
  'urispec check (rfc3986)': (u) => urispec.check(u, { revision: 'rfc3986' }).valid,
  'urispec parse (rfc3986)': (u) => urispec.parse(u, { revision: 'rfc3986' }).valid,
  'urispec check (all revisions)': (u) => urispec.check(u).valid,
  'fast-uri parse': (u) => fastUri.parse(u).error === undefined,
  'uri-js parse': (u) => uriJs.parse(u).error === undefined,
  "Node's URL.canParse": (u) => URL.canParse(u),
  "Node's new URL": (u) => {
    try {
      return new URL(u).href.length > 0;
    } catch {
      return false;
    }
  },
};

console.log(`${corpus.length} inputs, ${bytes} bytes, Node ${process.versions.node}`);
console.log('| parser | accepted | best of 5 | inputs/s | MB/s |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, run] of Object.entries(runs)) {
  let best = Infinity;
  let accepted = 0;
  for (let round = 0; round < 5; round += 1) {
    accepted = 0;
    const start = process.hrtime.bigint();
    for (const u of corpus) if (run(u)) accepted += 1;
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
  }
  const perSecond = Math.round(corpus.length / best);
  console.log(`| ${name} | ${accepted} | ${(best * 1000).toFixed(0)} ms | ${perSecond.toLocaleString('en')} | ${(bytes / best / 1e6).toFixed(1)} |`);
}
