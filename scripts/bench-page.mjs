#!/usr/bin/env node
// `npm run bench:page`: the main thread as a page with the game feels it, in Chromium.
// Loads the single-file bundle (build it first: `npm run build:bundle`) and watches the
// page with PerformanceObserver (`longtask`: tasks over 50 ms; `long-animation-frame`:
// frames over 50 ms, with the forced style and layout of their scripts), plus a
// setTimeout(0) heartbeat whose longest gap bounds the longest task from above, also
// under 50 ms. Three scenes, each run --runs times (the median and the worst printed):
//
//   one      one element on the page, from the bundle's start to its first board
//   many     30 elements down a long page (1280x800): the longest task, and the order
//            they drew their first board in (those near the screen should come first)
//   playing  one element, 40 moves by clicks with the card animations running
//
//   node scripts/bench-page.mjs [--runs N] [--detail] [--bundle FILE] [--scenes one,many]
//   (--detail: the longest frames' scripts; --bundle: another build of tri-peaks-game.js, to
//   compare two builds run by turns in the same conditions; --scenes: only these scenes)
// CHROME_PATH overrides /usr/bin/chromium. Measure on a quiet machine: a busy one
// stretches every task (see docs/page-bench.md for figures and how they were taken).
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('bench-page: --runs needs a whole number, 1 or more');
  process.exit(2);
}
const BUNDLE = args.includes('--bundle') ? args[args.indexOf('--bundle') + 1] : join(root, 'dist/bundle/tri-peaks-game.js');
if (!existsSync(BUNDLE)) {
  console.error(`bench-page: ${BUNDLE} does not exist; run \`npm run build:bundle\` first.`);
  process.exit(2);
}

/** Set up before anything else on the page: the observers and the heartbeat. */
const WATCH = `<script>
  window.bench = { long: [], frames: [], maxGap: 0, ready: [] };
  new PerformanceObserver((list) => bench.long.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => bench.frames.push(...list.getEntries().map((e) => ({
    duration: e.duration,
    forced: e.scripts.reduce((sum, s) => sum + s.forcedStyleAndLayoutDuration, 0),
    scripts: e.scripts.map((s) => \`\${s.invoker} \${Math.round(s.duration)} ms (forced \${Math.round(s.forcedStyleAndLayoutDuration)})\`),
    render: Math.round(e.renderStart ? e.startTime + e.duration - e.renderStart : 0),
  })))).observe({ type: 'long-animation-frame', buffered: true });
  let last = performance.now();
  (function beat() {
    const now = performance.now();
    bench.maxGap = Math.max(bench.maxGap, now - last);
    last = now;
    setTimeout(beat, 0);
  })();
  addEventListener('ready', (e) => bench.ready.push(Number(e.target.dataset.index)), true);
</script>`;

const page = (count, seed) => `<!doctype html><meta charset="utf-8"><title>bench</title>${WATCH}
<style>body { margin: 0; font: 16px serif } p { height: 120px; margin: 0 } tri-peaks-game { max-width: 900px; margin: auto }</style>
<script type="module" src="/dist/bundle/tri-peaks-game.js"></script>
${Array.from({ length: count }, (_, i) => `<p>Article text ${i}</p><tri-peaks-game data-index="${i}" seed="${seed + i}"></tri-peaks-game>`).join('\n')}`;

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/page') {
    const html = page(Number(url.searchParams.get('count')), Number(url.searchParams.get('seed')));
    return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  }
  if (url.pathname === '/dist/bundle/tri-peaks-game.js')
    return res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(BUNDLE));
  res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});

/** Opens the page with `count` games and waits until every one drew its first board. */
async function open(count, seed) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  await tab.goto(`${base}/page?count=${count}&seed=${seed}`);
  await tab.waitForFunction((n) => window.bench.ready.length === n, count, { timeout: 120_000 });
  await tab.waitForTimeout(300);
  return { tab, context };
}

const read = (tab) => tab.evaluate(() => ({ ...window.bench, now: performance.now() }));
const longest = (xs) => Math.round(Math.max(0, ...xs));

async function one(run) {
  const { tab, context } = await open(1, 100 + run);
  const b = await read(tab);
  await context.close();
  detail('one', b.frames);
  return { 'longest task (heartbeat)': Math.round(b.maxGap), 'long tasks': b.long.length, 'longest long task': longest(b.long) };
}

/** With --detail, the longest frames' scripts (long-animation-frame attribution). */
function detail(name, frames) {
  if (!args.includes('--detail')) return;
  for (const f of [...frames].sort((a, b) => b.duration - a.duration).slice(0, 3))
    console.log(`  [${name}] frame ${Math.round(f.duration)} ms (rendering ${f.render} ms): ${f.scripts.join('; ') || 'no script'}`);
}

async function many(run) {
  const { tab, context } = await open(30, 200 + run * 30);
  const b = await read(tab);
  await context.close();
  detail('many', b.frames);
  // The screen shows the first two or three games: they should be among the first drawn.
  const firstFive = b.ready.slice(0, 5);
  return {
    'longest task (heartbeat)': Math.round(b.maxGap),
    'long tasks': b.long.length,
    'longest long task': longest(b.long),
    'first drawn (page order)': firstFive.join(' '),
  };
}

async function playing(run) {
  const { tab, context } = await open(1, 300 + run);
  await tab.evaluate(() => Object.assign(window.bench, { long: [], frames: [], maxGap: 0 }));
  await tab.evaluate(async () => {
    const el = document.querySelector('tri-peaks-game');
    for (let move = 0; move < 40 && el.status === 'playing'; move++) {
      const moves = el.game.legalMoves();
      const next = moves.find((m) => m.kind === 'play') ?? moves[0];
      const target =
        next.kind === 'stock'
          ? el.shadowRoot.querySelector('.stock')
          : el.shadowRoot.querySelector(`[data-pos="${el.game.positionOfCard(next.card)}"]`);
      target.click();
      // A player's pace: the card's flight (300 ms) plays out between two clicks.
      await new Promise((resolve) => setTimeout(resolve, 350));
    }
  });
  const b = await read(tab);
  await context.close();
  detail('playing', b.frames);
  return {
    'longest task (heartbeat)': Math.round(b.maxGap),
    'long tasks': b.long.length,
    'long frames': b.frames.length,
    'longest frame': longest(b.frames.map((f) => f.duration)),
    'forced style+layout in long frames': Math.round(b.frames.reduce((sum, f) => sum + f.forced, 0)),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const scenes = args.includes('--scenes') ? args[args.indexOf('--scenes') + 1].split(',') : ['one', 'many', 'playing'];
  for (const [name, scene] of Object.entries({ one, many, playing }).filter(([name]) => scenes.includes(name))) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await scene(run));
    console.log(`\n${name} (${runs} runs)`);
    for (const key of Object.keys(results[0])) {
      const values = results.map((r) => r[key]);
      const numeric = values.every((v) => typeof v === 'number');
      console.log(
        `  ${key}: ${numeric ? `median ${median(values)}, worst ${Math.max(...values)} (${values.join(', ')})` : values.join(' | ')}`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
