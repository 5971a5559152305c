#!/usr/bin/env node
// `npm run bench:hint:browser`: the hint's time per move as a player gets it in Chromium.
// Loads the single-file bundle (build it first: `npm run build:bundle`) in a page served
// from this folder, plays seeds 1..N in `any` mode by clicking what `hint()` suggests,
// and prints the time from asking to the answer (median, p95, max) and the games won.
// With the engine's Web Worker (the default), or on the main thread in slices
// (`--no-worker`: the page has no Worker). With `--first`: the hints of the first four
// positions of a page, a fresh page for each seed, each asked 0.7 s after the position is
// on the board (the player looks first), and the hinted move played: the first hints of
// a page are those whose code runs cold.
//
//   node scripts/bench-hint-browser.mjs [--count N] [--layout golf] [--wrap on|off] [--no-wrap] [--no-worker] [--first]
// CHROME_PATH overrides /usr/bin/chromium.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const count = Number(args[args.indexOf('--count') + 1]) || (args.includes('--count') ? NaN : 50);
if (!Number.isInteger(count) || count < 1) {
  console.error('bench-hint-browser: --count needs a whole number of seeds, 1 or more');
  process.exit(2);
}
const layout = args.includes('--layout') ? args[args.indexOf('--layout') + 1] : 'tri-peaks';
const wrap = args.includes('--no-wrap')
  ? 'off'
  : args.includes('--wrap')
    ? args[args.indexOf('--wrap') + 1]
    : layout === 'golf'
      ? 'off'
      : 'on';
const worker = !args.includes('--no-worker');
const first = args.includes('--first');
if (!existsSync(join(root, 'dist/bundle/tri-peaks-game.js'))) {
  console.error('bench-hint-browser: dist/bundle/tri-peaks-game.js does not exist; run `npm run build:bundle` first.');
  process.exit(2);
}

const PAGE = `<!doctype html><meta charset="utf-8"><script type="module" src="/dist/bundle/tri-peaks-game.js"></script>
<tri-peaks-game deal="any" layout="${layout}" wrap="${wrap}" seed="SEED"></tri-peaks-game>`;
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const path = url.pathname;
  if (path === '/')
    return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE.replace('SEED', url.searchParams.get('seed') ?? '1'));
  const file = join(root, path);
  if (!file.startsWith(join(root, 'dist')) || !existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
/** A fresh page for `seed`, its deal on the board. */
async function openPage(seed) {
  const page = await browser.newPage();
  if (!worker) await page.addInitScript(() => delete window.Worker);
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no animations between the clicks
  // In the page: asks the element for a hint, plays it, and returns the milliseconds from asking to the answer.
  await page.addInitScript(() => {
    window.timeHintAndPlay = async (el) => {
      const started = performance.now();
      const hint = await el.hint();
      const ms = performance.now() - started;
      if (hint.position === null) el.turnStock();
      else el.shadowRoot.querySelector(`.peaks button[data-pos="${hint.position}"]`).click();
      await el.updateComplete;
      return ms;
    };
  });
  await page.goto(`http://127.0.0.1:${server.address().port}/?seed=${seed}`);
  await page.evaluate(async () => {
    await customElements.whenDefined('tri-peaks-game');
    await document.querySelector('tri-peaks-game').dealComplete;
  });
  return page;
}

const stats = (times) => {
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return `${times.length} hints; median ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${times.at(-1).toFixed(1)} ms`;
};
const where = `Chromium (${worker ? 'engine worker' : 'main thread, in slices'}), seeds 1..${count}, ${layout}, wrap ${wrap}`;

try {
  if (first) {
    const positions = [[], [], [], []];
    for (let seed = 1; seed <= count; seed++) {
      const page = await openPage(seed);
      const times = await page.evaluate(async () => {
        const el = document.querySelector('tri-peaks-game');
        const out = [];
        while (out.length < 4 && el.status === 'playing') {
          await new Promise((resolve) => setTimeout(resolve, 700)); // the player looks
          out.push(await window.timeHintAndPlay(el));
        }
        return out;
      });
      times.forEach((t, i) => positions[i].push(t));
      await page.close();
    }
    console.log(`the first hints of a page in ${where}, a fresh page each seed:`);
    positions.forEach((times, i) => console.log(`  hint ${i + 1}: ${stats(times)}`));
  } else {
    const page = await openPage(1);
    const result = await page.evaluate(async (count) => {
      const el = document.querySelector('tri-peaks-game');
      const times = [];
      let won = 0;
      for (let seed = 1; seed <= count; seed++) {
        el.setAttribute('seed', String(seed));
        await el.updateComplete;
        await el.dealComplete;
        while (el.status === 'playing') times.push(await window.timeHintAndPlay(el));
        if (el.status === 'won') won++;
      }
      return { times, won };
    }, count);
    console.log(`hint in ${where}: won ${result.won}/${count}; ${stats(result.times)}`);
  }
} finally {
  await browser.close();
  server.close();
}
