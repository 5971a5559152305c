// `npm run build-storybook` completes (about 10 s here, so CI runs it) and holds the stories
// the issue asks for, with a docs page generated from the manifest.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { path, root } from './helpers.js';

test('the static Storybook builds with every story and an autodocs page', () => {
  const out = mkdtempSync(join(tmpdir(), 'tp-storybook-'));
  try {
    const result = spawnSync(process.execPath, [path('node_modules/storybook/dist/bin/dispatcher.js'), 'build', '--quiet', '-o', out], {
      cwd: root,
      encoding: 'utf8',
      timeout: 180_000,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
    const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
    const names = Object.values(index.entries as Record<string, { type: string; name: string }>).map((e) => `${e.type}: ${e.name}`);
    for (const expected of [
      'docs: Docs',
      'story: Default',
      'story: No wrap (wrap="off")',
      'story: Any deal (deal="any")',
      'story: Fixed seed (seed="12345")',
      'story: Daily deal (seed="daily")',
      'story: Betting (scoring="betting")',
      'story: Face up (face-up)',
      'story: Show winnable (show-winnable)',
      'story: Dark Theme',
      'story: Custom Theme',
      'story: 320 px column',
      'story: Golf (layout="golf")',
      'story: Golf with wrap, Putt Putt (layout="golf" wrap="on")',
      'story: Two jokers (wild="2")',
      'story: Golf with a joker (layout="golf" wild="1")',
    ]) {
      assert.ok(names.includes(expected), `no ${expected} in ${names.join(', ')}`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
