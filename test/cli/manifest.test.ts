// custom-elements.json is generated (`npm run analyze`) and committed: this regenerates it
// in memory with the same config and fails when the committed file is stale.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { path, root } from './helpers.js';

interface Manifest {
  modules: { path: string; declarations?: Record<string, any>[]; exports?: { kind: string; name: string }[] }[];
}

async function analyze(): Promise<Manifest> {
  // The analyzer's own CLI, run in-process without writing (custom-elements-manifest.config.mjs
  // has the globs and packagejson: false).
  // @ts-expect-error: the analyzer ships no types for its CLI module
  const { cli } = await import('@custom-elements-manifest/analyzer/cli.js');
  const log = console.log;
  console.log = () => {};
  try {
    return await cli({ argv: ['analyze', '--litelement', '--quiet'], cwd: root, noWrite: true });
  } finally {
    console.log = log;
  }
}

test('custom-elements.json is current: `npm run analyze` would not change it', async () => {
  const fresh = `${JSON.stringify(await analyze(), null, 2)}\n`;
  const committed = readFileSync(path('custom-elements.json'), 'utf8');
  assert.ok(fresh === committed, 'custom-elements.json is stale: run `npm run analyze` and commit it');
});

test('the manifest describes <tri-peaks-game>: attributes, events, parts, custom properties', () => {
  const manifest: Manifest = JSON.parse(readFileSync(path('custom-elements.json'), 'utf8'));
  const pkg = JSON.parse(readFileSync(path('package.json'), 'utf8'));
  assert.equal(pkg.customElements, 'custom-elements.json');
  const element = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'tri-peaks-game');
  assert.ok(element, 'no declaration with tagName tri-peaks-game');
  const names = (list: { name: string }[] | undefined) => (list ?? []).map((x) => x.name);
  for (const attribute of ['wrap', 'deal', 'seed', 'scoring', 'face-up'])
    assert.ok(names(element.attributes).includes(attribute), attribute);
  for (const event of ['deal', 'move', 'run', 'score', 'win', 'lose']) assert.ok(names(element.events).includes(event), event);
  assert.ok(names(element.cssParts).includes('card'));
  assert.ok(names(element.cssProperties).includes('--tp-felt'));
  const definition = manifest.modules.flatMap((m) => m.exports ?? []).find((e) => e.kind === 'custom-element-definition');
  assert.equal(definition?.name, 'tri-peaks-game');
});
