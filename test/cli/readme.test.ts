// Every code sample in README.md runs, so none can rot: `ts`/`js` samples run in Node
// against the built package (they import `tri-peaks-game/engine` by name) and must print
// what their `// → ` comments say; `sh` samples run in bash with `tri-peaks` on the PATH
// (bin/tri-peaks.js). The `html` samples run in Chromium: test/browser/readme.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { needBuilt, path, root } from './helpers.js';
import { expectedOutput, readmeSamples } from './readme-samples.js';

const samples = readmeSamples(readFileSync(path('README.md'), 'utf8'));

test('every README sample has a language this test knows, and is run or says why not', () => {
  assert.ok(samples.length >= 8, `only ${samples.length} samples found`);
  for (const s of samples) {
    assert.ok(['ts', 'js', 'sh', 'html'].includes(s.lang), `README.md:${s.line}: a \`\`\`${s.lang} sample, not ts/js/sh/html`);
  }
  const untested = samples.filter((s) => s.noTest);
  assert.ok(untested.length <= 4, `too many untested samples: ${untested.map((s) => s.line).join(', ')}`);
});

for (const sample of samples.filter((s) => !s.noTest && (s.lang === 'ts' || s.lang === 'js'))) {
  test(`README.md:${sample.line}: the ${sample.lang} sample runs and prints what it says`, () => {
    needBuilt('dist/engine/index.js');
    // Inside the package, so `tri-peaks-game/engine` resolves to this package's dist/ by name.
    const dir = path('.readme-samples');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `sample-${sample.line}.${sample.lang === 'ts' ? 'ts' : 'mjs'}`);
    try {
      writeFileSync(file, sample.code);
      const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, encoding: 'utf8', timeout: 60_000 });
      assert.equal(result.status, 0, result.stderr);
      const expected = expectedOutput(sample.code);
      if (expected.length) assert.deepEqual(result.stdout.trimEnd().split('\n'), expected);
    } finally {
      rmSync(file, { force: true });
    }
  });
}

for (const sample of samples.filter((s) => !s.noTest && s.lang === 'sh')) {
  test(`README.md:${sample.line}: the sh sample runs`, () => {
    needBuilt('dist/cli/main.js');
    const bin = mkdtempSync(join(tmpdir(), 'tp-readme-bin-'));
    try {
      symlinkSync(path('bin/tri-peaks.js'), join(bin, 'tri-peaks'));
      const result = spawnSync('bash', ['-c', `set -euo pipefail\n${sample.code}`], {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      });
      assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
      assert.ok(result.stdout.trim().length > 0, 'the sample printed nothing');
      const lines = sample.code.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
      assert.ok(result.stdout.trim().split('\n').length >= lines.length, 'a command printed nothing');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
}
