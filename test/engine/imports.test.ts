import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

/** The engine's modules import one another without a circle (a circle makes load order matter). */
test('no import circle among the engine modules', () => {
  const dir = new URL('../../src/engine/', import.meta.url);
  const imports = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const from = [...text.matchAll(/^(?:import|export)[^;]*?from '\.\/([\w-]+)\.js'/gms)].map((m) => `${m[1]}.ts`);
    imports.set(file, from);
  }
  const circles: string[] = [];
  const walk = (file: string, path: string[]) => {
    for (const next of imports.get(file) ?? []) {
      if (next === path[0]) circles.push([...path, next].join(' -> '));
      else if (!path.includes(next) && next > path[0]) walk(next, [...path, next]);
    }
  };
  for (const file of imports.keys()) walk(file, [file]);
  assert.deepEqual(circles, []);
});
