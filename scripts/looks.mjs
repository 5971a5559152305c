#!/usr/bin/env node
// Before and after a change to the styles: the built bundle (dist/bundle/, from
// `npm run build:bundle` in a checkout) on a plain page in the system Chromium, in a set
// of states (the board, a hint, Settings, the statistics, a loss, a win) at 1280x800 and
// 360x740, light and dark, and a phone held sideways, forced colours and large print. For
// each state it writes a screenshot and every computed style of the game's shadow tree
// (each element and its ::before and ::after), with every animation and transition
// finished (or, if endless, stopped at its start) so that two runs are comparable.
//
//   node scripts/looks.mjs shoot <checkout> <outDir>   (PORT: the page's port, 5198)
//   node scripts/looks.mjs compare <dirA> <dirB>       the PNGs byte for byte, and each
//                                                      computed style that differs (custom
//                                                      properties aside: their text as written)
//
// docs/bundle.md ("Styles by part") used it to check the split stylesheet against main.
import { createServer } from 'node:http';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [command, a, b] = process.argv.slice(2);

if (command === 'compare') {
  let same = 0;
  const differ = [];
  for (const file of readdirSync(a).filter((f) => f.endsWith('.png'))) {
    const name = file.slice(0, -4);
    const pixels = readFileSync(join(a, file)).equals(readFileSync(join(b, file)));
    const before = JSON.parse(readFileSync(join(a, `${name}.json`), 'utf8'));
    const after = JSON.parse(readFileSync(join(b, `${name}.json`), 'utf8'));
    const styles = [];
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      for (const prop of new Set([...Object.keys(before[key] ?? {}), ...Object.keys(after[key] ?? {})])) {
        // A custom property's value is its text as written (a minifier writes it otherwise); what it does shows in the others.
        if (!prop.startsWith('--') && before[key]?.[prop] !== after[key]?.[prop])
          styles.push(`  ${key} ${prop}: ${before[key]?.[prop]} -> ${after[key]?.[prop]}`);
      }
    }
    if (pixels && styles.length === 0) same++;
    else
      differ.push(
        `${name}: ${pixels ? 'same pixels' : 'PIXELS DIFFER'}, ${styles.length} computed styles differ\n${styles.slice(0, 40).join('\n')}`,
      );
  }
  console.log(differ.join('\n'));
  console.log(`${same} states identical, ${differ.length} differ`);
  process.exit(differ.length ? 1 : 0);
}

if (command !== 'shoot' || !a || !b) {
  console.error('usage: node scripts/looks.mjs shoot <checkout> <outDir> | compare <dirA> <dirB>');
  process.exit(2);
}
const port = Number(process.env.PORT) || 5198;
const url = `http://localhost:${port}/`;
mkdirSync(b, { recursive: true });
const PAGE = `<!doctype html><meta charset="utf-8"><title>looks</title>
<style>body { margin: 0; font-family: sans-serif } main { max-width: 680px; margin: 40px auto; padding: 0 12px }</style>
<main><tri-peaks-game id="article-game" seed="tri-peaks-blog"></tri-peaks-game></main>
<script type="module" src="/tri-peaks-game.js"></script>`;
const server = createServer((request, response) => {
  const path = new URL(request.url, url).pathname;
  if (path === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  let body;
  try {
    body = readFileSync(join(a, 'dist/bundle', path));
  } catch {
    return response.writeHead(404).end();
  }
  response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
});
await new Promise((resolve) => server.listen(port, resolve));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
/** Clicks a move of the game: a card by its position, or the stock. */
const play = async (page, how) =>
  page.evaluate(async (how) => {
    const el = document.querySelector('#article-game');
    const root = el.shadowRoot;
    const click = async (move) => {
      if (move.kind === 'stock') root.querySelector('.stock').click();
      else root.querySelector(`[data-pos="${el.game.positionOfCard(move.card)}"]`).click();
      await el.updateComplete;
    };
    if (how === 'win') for (const move of el.game.solve().solution) await click(move);
    else if (how === 'lose')
      while (el.status === 'playing') {
        const moves = el.game.legalMoves();
        await click(moves.find((m) => m.kind === 'stock') ?? moves[0]);
      }
    else
      for (let i = 0; i < how; i++) {
        const moves = el.game.legalMoves();
        await click(moves.find((m) => m.kind !== 'stock') ?? moves[0]);
      }
  }, how);

const STATES = {
  board: async () => {},
  hint: async (page) => {
    await page.evaluate(() => document.querySelector('#article-game').hint());
  },
  settings: async (page) => {
    await page.locator('#article-game .settings-toggle').click();
  },
  stats: async (page) => {
    await page.evaluate(() => document.querySelector('#article-game').shadowRoot.querySelector('.statistics-toggle').click());
  },
  lost: async (page) => {
    await play(page, 'lose');
    await page.waitForFunction(() => document.querySelector('#article-game').shadowRoot.querySelector('.verdict:not(.checking)'));
  },
  won: (page) => play(page, 'win'),
  golf: async (page) => {
    await page.evaluate(async () => {
      const el = document.querySelector('#article-game');
      Object.assign(el, { layout: 'golf', wild: 2, seed: '4' });
      await el.updateComplete;
      await el.dealComplete;
    });
    await play(page, 4);
  },
};

/** Every computed style in the game's shadow tree, keyed by each element's place in it. */
function computedStyles() {
  const root = document.querySelector('#article-game').shadowRoot;
  const out = {};
  const read = (style) => Object.fromEntries([...style].map((p) => [p, style.getPropertyValue(p)]));
  const walk = (node, path) => {
    [...node.children].forEach((child, i) => {
      const key = `${path}/${i}:${child.localName}${child.classList.length ? '.' + [...child.classList].join('.') : ''}`;
      out[key] = read(getComputedStyle(child));
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(child, pseudo);
        if (style.content !== 'none' && style.content !== 'normal') out[key + pseudo] = read(style);
      }
      walk(child, key);
    });
  };
  walk(root, '');
  return out;
}

async function shoot(name, { width, height, scheme, forcedColors = 'none', largePrint = false, state }) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, forcedColors });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`[${name}] page error: ${error.message}`));
  await page.goto(url);
  await page.waitForFunction(() => customElements.get('tri-peaks-game'));
  await page.evaluate(async (largePrint) => {
    const games = [...document.querySelectorAll('tri-peaks-game')];
    if (largePrint) games.forEach((el) => el.setAttribute('large-print', ''));
    await Promise.all(games.map((el) => el.dealComplete));
  }, largePrint);
  await page.evaluate(() => document.querySelector('#article-game').scrollIntoView({ block: 'start' }));
  await STATES[state](page);
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const all = [
      ...document.getAnimations(),
      ...[...document.querySelectorAll('tri-peaks-game')].flatMap((el) => el.shadowRoot.getAnimations()),
    ];
    for (const animation of all) {
      if (animation.effect?.getComputedTiming().iterations === Infinity) {
        animation.pause();
        animation.currentTime = 0;
      } else animation.finish();
    }
  });
  await page.waitForTimeout(100);
  await page.screenshot({ path: join(b, `${name}.png`) });
  writeFileSync(join(b, `${name}.json`), JSON.stringify(await page.evaluate(computedStyles)));
  await context.close();
}

for (const [width, height] of [
  [1280, 800],
  [360, 740],
]) {
  for (const scheme of ['light', 'dark']) {
    for (const state of Object.keys(STATES)) await shoot(`${width}x${height}-${scheme}-${state}`, { width, height, scheme, state });
  }
}
for (const state of ['board', 'hint', 'stats']) await shoot(`740x360-light-${state}`, { width: 740, height: 360, scheme: 'light', state });
for (const state of ['board', 'hint'])
  await shoot(`360x740-forced-${state}`, { width: 360, height: 740, scheme: 'light', forcedColors: 'active', state });
await shoot('360x740-large-print-board', { width: 360, height: 740, scheme: 'light', largePrint: true, state: 'board' });
await browser.close();
server.close();
console.log(`wrote ${b}`);
