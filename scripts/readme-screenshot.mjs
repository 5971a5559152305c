#!/usr/bin/env node
// docs/screenshot.png for the README: the single-file bundle in headless Chromium (the
// system one; CHROME_PATH overrides), a fixed daily deal a few moves in.
//
//   npm run build:bundle && node scripts/readme-screenshot.mjs [out.png]
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.argv[2] ?? join(root, 'docs/screenshot.png');
const bundle = join(root, 'dist/bundle/tri-peaks-game.js');
if (!existsSync(bundle)) throw new Error('dist/bundle/tri-peaks-game.js is missing: run `npm run build:bundle` first');

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="/tri-peaks-game.js"></script>
<link rel="stylesheet" href="/page.css"></head>
<body><tri-peaks-game seed="daily:2026-01-01"></tri-peaks-game></body></html>`;
const css = 'body { margin: 0; padding: 16px; background: #f4f1ea; } tri-peaks-game { max-width: 960px; }';

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const tab = await browser.newPage({ viewport: { width: 992, height: 760 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const files = {
    '/': [page, 'text/html'],
    '/page.css': [css, 'text/css'],
    '/tri-peaks-game.js': [readFileSync(bundle), 'text/javascript'],
  };
  await tab.route('http://readme.local/**', (route) => {
    const file = files[new URL(route.request().url()).pathname];
    return file ? route.fulfill({ body: file[0], contentType: file[1] }) : route.fulfill({ status: 404, body: '' });
  });
  await tab.goto('http://readme.local/');
  await tab.waitForFunction(() => document.querySelector('tri-peaks-game')?.status === 'playing');
  // Play the first moves of a winning line, by clicking, as a player would.
  await tab.evaluate(async () => {
    const el = document.querySelector('tri-peaks-game');
    const line = el.game.solve().solution.slice(0, 7);
    for (const move of line) {
      const root = el.shadowRoot;
      if (move.kind === 'stock') root.querySelector('.stock').click();
      else root.querySelector(`.peaks button[data-pos="${el.game.positionOfCard(move.card)}"]`).click();
      await el.updateComplete;
    }
  });
  await tab.waitForTimeout(500);
  mkdirSync(dirname(out), { recursive: true });
  await tab.locator('tri-peaks-game').screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
