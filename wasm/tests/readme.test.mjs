// Every `js` block of the README and of the guide's JavaScript page runs, as a module
// importing the package from this folder, and throws nothing (its asserts pass).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const here = new URL('./', import.meta.url);

for (const doc of ['README.md', 'javascript.md']) {
  const text = readFileSync(new URL(`docs/${doc}`, here), 'utf8');
  const blocks = [...text.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  test(`${doc}: every js block runs`, () => {
    assert.ok(blocks.length > 0, `${doc} has a js block`);
    blocks.forEach((code, i) => {
      const file = new URL(`readme-${doc}-${i}.mjs`, here);
      writeFileSync(file, code);
      execFileSync(process.execPath, [file.pathname], { stdio: 'pipe' });
    });
  });
}
