// The package's size, with a budget: the module raw and gzipped (level 9), and
// everything the package installs. About half the raw bytes are the start rules'
// automata, determinized at build time (build.rs) so that no page determinizes a
// grammar when it starts: 3.2 MB raw but only ~160 KB gzipped. Since then (issues 31 and
// 33): the component walk's products, also built at build time (+3.7 MB raw), and the URL
// Standard's revision with the idna crate's UTS #46 tables: 11.5 MB raw, 1.12 MB gzipped
// (was 6.35 MB and 844 KB).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const pkg = new URL('./node_modules/urispec/', import.meta.url);
const BUDGET = { raw: 11_800_000, gzip: 1_150_000, installed: 11_900_000 };

test(`the module is within ${BUDGET.raw} bytes raw and ${BUDGET.gzip} gzipped`, () => {
  const wasm = readFileSync(new URL('urispec_wasm_bg.wasm', pkg));
  const gzip = gzipSync(wasm, { level: 9 }).length;
  console.log(`urispec_wasm_bg.wasm: ${wasm.length} bytes, ${gzip} gzipped`);
  assert.ok(wasm.length <= BUDGET.raw, `${wasm.length} > ${BUDGET.raw}`);
  assert.ok(gzip <= BUDGET.gzip, `${gzip} > ${BUDGET.gzip}`);
});

test(`the installed package is within ${BUDGET.installed} bytes`, () => {
  const total = readdirSync(pkg).reduce((sum, f) => sum + statSync(new URL(f, pkg)).size, 0);
  assert.ok(total <= BUDGET.installed, `${total} > ${BUDGET.installed}`);
});
