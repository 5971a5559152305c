#!/usr/bin/env node
// Where a page's main-thread script time goes, by function (Chromium's sampling CPU
// profiler), from the bundle's start until every game drew its first board. Beside
// `npm run bench:page`. Samples are wall-clock ticks, so a busy machine stretches them
// too; the ranking shows where the time goes, not a figure to hold a build to.
//
//   node scripts/profile-page.mjs [games=1] [bundle=dist/bundle/tri-peaks-game.js]
//
// Prints the sampled total, the JavaScript self time (all but the profiler's (program),
// (idle) and (garbage collector)), and the 25 functions with the most self time, as
// name file:line:column of the minified bundle. CHROME_PATH overrides /usr/bin/chromium.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const count = Number(process.argv[2] || 1);
const bundle = process.argv[3] || fileURLToPath(new URL('../dist/bundle/tri-peaks-game.js', import.meta.url));
const games = Array.from(
  { length: count },
  (_, i) => `<p style="height:120px">Article ${i}</p><tri-peaks-game seed="${100 + i}"></tri-peaks-game>`,
);
const html = `<!doctype html><meta charset="utf-8"><script>window.ready = 0; addEventListener('ready', () => ready++, true);</script>
<script type="module" src="/b.js"></script>${games.join('')}`;
const server = createServer((req, res) =>
  req.url.startsWith('/b.js')
    ? res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(bundle))
    : res.writeHead(200, { 'content-type': 'text/html' }).end(html),
);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`http://127.0.0.1:${server.address().port}/`);
await page.waitForFunction((n) => window.ready === n, count, { timeout: 120_000 });
await page.waitForTimeout(300);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
server.close();

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
profile.samples.forEach((id, i) => {
  const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
  const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}:${columnNumber}`;
  self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});
const sum = (entries) => Math.round(entries.reduce((total, [, ms]) => total + ms, 0));
const entries = [...self].sort((a, b) => b[1] - a[1]);
console.log(
  `${count} game(s): ${sum(entries)} ms sampled, ${sum(entries.filter(([name]) => !/^\((program|idle|garbage collector)\)/.test(name)))} ms of JavaScript self time`,
);
for (const [name, ms] of entries.slice(0, 25)) console.log(`${String(Math.round(ms)).padStart(6)} ms  ${name}`);
