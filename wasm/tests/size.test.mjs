// The package's size, with a budget: the module raw and gzipped (level 9), and
// everything the package installs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const pkg = new URL('./node_modules/urispec/', import.meta.url);
const BUDGET = { raw: 3_400_000, gzip: 760_000, installed: 3_600_000 };

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
