#!/usr/bin/env node
// Screenshots of the demo page (served by vite) in the system Chromium, for looking at
// the element: 320, 560 and 1000 px wide, a phone upright (360x740) and held sideways
// (740x360), a tablet (768x1024) and laptops (1280x800, 1366x768) for Settings, light and
// dark, Settings, the question before a game is lost, the statistics, a paused game, a
// hint (narrow and mid-game), a
// win and a loss, the loss panel's verdict, a winning line being watched, and the
// show-winnable badge.
//
//   node scripts/screenshots.mjs [outDir] [--only=text] [--lang=de]
//     (default /tmp/shots; --only takes the shots whose name has text; --lang loads every
//     translation and sets the games' `lang`, e.g. de, ja, ar)
//
// CHROME_PATH overrides /usr/bin/chromium; PORT the port vite serves on (5199), for two runs
// at once. Console errors and CSP violations are printed.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const only = process.argv
  .slice(2)
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length);
const lang = process.argv
  .slice(2)
  .find((a) => a.startsWith('--lang='))
  ?.slice('--lang='.length);
const outDir = positional[0] || '/tmp/shots';
const port = Number(process.env.PORT) || 5199;
const url = `http://localhost:${port}/`;
mkdirSync(outDir, { recursive: true });

const server = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('vite did not start in 60 s')), 60_000);
  server.stdout.on('data', (chunk) => {
    if (String(chunk).includes('localhost')) {
      clearTimeout(timer);
      resolve();
    }
  });
  server.on('exit', (code) => reject(new Error(`vite exited with ${code}`)));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

// Warm up: vite optimizes dependencies on the first visit and then reloads the page,
// which would wipe a game played in the middle of a shot.
{
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  await page.close();
}

/** Plays the element's game to the end: the solver's line to win, or stock-first to lose. */
async function playOut(page, selector, how) {
  await page.evaluate(
    async ({ selector, how }) => {
      const el = document.querySelector(selector);
      await el.dealComplete;
      const root = el.shadowRoot;
      const click = async (move) => {
        if (move.kind === 'stock') root.querySelector('.stock').click();
        else {
          const pos = el.game.positionOfCard(move.card);
          root.querySelector(`[data-pos="${pos}"]`).click();
        }
        await el.updateComplete;
      };
      if (how === 'win') {
        for (const move of el.game.solve().solution) await click(move);
      } else {
        while (el.status === 'playing') {
          const moves = el.game.legalMoves();
          await click(moves.find((m) => m.kind === 'stock') ?? moves[0]);
        }
      }
    },
    { selector, how },
  );
  await page.waitForTimeout(700);
}

/** Plays to a loss and waits for the loss panel's verdict on the deal. */
async function loseAndJudge(page, selector) {
  await playOut(page, selector, 'lose');
  await page.waitForFunction((selector) => document.querySelector(selector).shadowRoot.querySelector('.verdict:not(.checking)'), selector);
  await page.waitForTimeout(300);
}

/** show-winnable on, then the stock-first line played up to `moves` moves. */
async function winnableAfter(page, selector, moves) {
  await page.evaluate(
    async ({ selector, moves }) => {
      const el = document.querySelector(selector);
      el.showWinnable = true;
      await el.updateComplete;
      const root = el.shadowRoot;
      for (let i = 0; i < moves && el.status === 'playing'; i++) {
        const legal = el.game.legalMoves();
        const move = legal.find((m) => m.kind === 'stock') ?? legal[0];
        if (move.kind === 'stock') root.querySelector('.stock').click();
        else root.querySelector(`[data-pos="${el.game.positionOfCard(move.card)}"]`).click();
        await el.updateComplete;
      }
    },
    { selector, moves },
  );
  await page.waitForFunction((selector) => {
    const badge = document.querySelector(selector).shadowRoot.querySelector('.winnable');
    return badge && !badge.matches('.checking, .stale');
  }, selector);
  await page.waitForTimeout(800);
}

async function shoot(name, { width, scheme, setup, target = '#article-game', fullPage = false, height = 900 }) {
  if (only && !name.includes(only)) return;
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, deviceScaleFactor: 2 });
  const page = await context.newPage();
  page.on('console', (msg) => {
    if ((msg.type() === 'error' || msg.type() === 'warning') && !msg.text().includes('Lit is in dev mode'))
      console.log(`[${name}] console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[${name}] page error: ${error.message}`));
  await page.goto(url);
  await page.waitForFunction(() => customElements.get('tri-peaks-game'));
  await page.evaluate(() => Promise.all([...document.querySelectorAll('tri-peaks-game')].map((el) => el.dealComplete)));
  if (lang) {
    await page.evaluate(async (lang) => {
      await import('/src/translations/all.ts');
      for (const el of document.querySelectorAll('tri-peaks-game')) el.lang = lang;
    }, lang);
  }
  await page.waitForTimeout(900);
  if (setup) await setup(page);
  const file = join(outDir, `${lang ? `${lang}-` : ''}${name}.png`);
  if (target === 'page') await page.screenshot({ path: file, fullPage });
  else await page.locator(target).screenshot({ path: file, timeout: 90_000 });
  console.log(`wrote ${file}`);
  await context.close();
}

/** Scrolls the demo's first game to the screen's `block` (start, center, end) and opens Settings with a click. */
async function openSettings(page, block) {
  await page.evaluate((block) => document.querySelector('#article-game').scrollIntoView({ block }), block);
  await page.locator('#article-game .settings-toggle').click();
  await page.waitForTimeout(300);
}

/** Golf (and `wild` jokers) on the element `selector`, with a few moves played so the columns are uneven. */
async function golf(page, selector, { wild = 0, moves = 6, seed = '7' } = {}) {
  await page.evaluate(
    async ({ selector, wild, moves, seed }) => {
      const el = document.querySelector(selector);
      Object.assign(el, { layout: 'golf', wild, seed });
      await el.updateComplete;
      await el.dealComplete;
      const root = el.shadowRoot;
      for (const move of el.game.solve().solution.slice(0, moves)) {
        if (move.kind === 'stock') root.querySelector('.stock').click();
        else root.querySelector(`[data-pos="${el.game.positionOfCard(move.card)}"]`).click();
        await el.updateComplete;
      }
    },
    { selector, wild, moves, seed },
  );
  await page.waitForTimeout(800);
}

try {
  for (const scheme of ['light', 'dark']) {
    await shoot(`golf-320-${scheme}`, { width: 320, scheme, setup: (page) => golf(page, '#article-game') });
    await shoot(`golf-1000-${scheme}`, {
      width: 1000,
      scheme,
      target: '#portal-game',
      setup: (page) => golf(page, '#portal-game', { wild: 2, seed: '4', moves: 0 }),
    });
    await shoot(`golf-740x360-${scheme}`, {
      width: 740,
      height: 360,
      scheme,
      target: 'page',
      setup: async (page) => {
        await golf(page, '#article-game', { wild: 1 });
        await page.evaluate(() => document.querySelector('#article-game').scrollIntoView());
      },
    });
    await shoot(`golf-560-hint-${scheme}`, {
      width: 560,
      scheme,
      setup: async (page) => {
        await golf(page, '#article-game', { moves: 3 });
        await page.evaluate(() => document.querySelector('#article-game').hint());
        await page.waitForTimeout(400);
      },
    });
    await shoot(`golf-320-winnable-${scheme}`, {
      width: 320,
      scheme,
      setup: async (page) => {
        await golf(page, '#article-game', { moves: 0 });
        await winnableAfter(page, '#article-game', 4);
      },
    });
    // Seed 4 with two jokers has one at the foot of a column, face and all.
    await shoot(`golf-joker-560-${scheme}`, {
      width: 560,
      scheme,
      setup: (page) => golf(page, '#article-game', { wild: 2, seed: '4', moves: 0 }),
    });
    await shoot(`golf-320-settings-${scheme}`, {
      width: 320,
      height: 740,
      scheme,
      target: 'page',
      setup: async (page) => {
        await golf(page, '#article-game', { wild: 1, moves: 0 });
        await openSettings(page, 'start');
      },
    });
    await shoot(`golf-560-lost-${scheme}`, {
      width: 560,
      scheme,
      setup: async (page) => {
        await golf(page, '#article-game', { moves: 0 });
        await loseAndJudge(page, '#article-game');
      },
    });
    // A phone held sideways: the whole game on the screen.
    await shoot(`page-740x360-${scheme}`, {
      width: 740,
      height: 360,
      scheme,
      target: 'page',
      setup: (page) => page.evaluate(() => document.querySelector('#article-game').scrollIntoView()),
    });
    await shoot(`game-560-${scheme}`, { width: 560, scheme });
    await shoot(`game-560-lost-${scheme}`, { width: 560, scheme, setup: (page) => loseAndJudge(page, '#article-game') });
    // Settings on a phone, the game at the top of the screen and at its bottom: beside the playable cards.
    for (const where of ['start', 'end']) {
      await shoot(`game-320-settings-${where}-${scheme}`, {
        width: 320,
        height: 740,
        scheme,
        target: 'page',
        setup: (page) => openSettings(page, where),
      });
    }
    await shoot(`page-740x360-settings-${scheme}`, {
      width: 740,
      height: 360,
      scheme,
      target: 'page',
      setup: (page) => openSettings(page, 'start'),
    });
    // Laptops, a tablet, a small phone: Settings whole on the screen (or scrolling, with a scrollbar).
    for (const [width, height] of [
      [1366, 768],
      [1280, 800],
      [768, 1024],
      [360, 740],
      [320, 480],
    ]) {
      await shoot(`page-${width}x${height}-settings-${scheme}`, {
        width,
        height,
        scheme,
        target: 'page',
        setup: (page) => openSettings(page, 'start'),
      });
    }
    // A phone held sideways: the loss panel and the statistics fit, heading and buttons showing.
    const sidewaysPanels = {
      lost: (page) => loseAndJudge(page, '#article-game'),
      hint: async (page) => {
        await page.evaluate(() => document.querySelector('#article-game').hint());
        await page.waitForTimeout(400);
      },
      stats: async (page) => {
        await page.evaluate(() => document.querySelector('#article-game').shadowRoot.querySelector('.statistics-toggle').click());
        await page.waitForTimeout(400);
      },
    };
    for (const [panel, open] of Object.entries(sidewaysPanels)) {
      await shoot(`page-740x360-${panel}-${scheme}`, {
        width: 740,
        height: 360,
        scheme,
        target: 'page',
        setup: async (page) => {
          await page.evaluate(() => document.querySelector('#article-game').scrollIntoView());
          await open(page);
        },
      });
    }
    await shoot(`page-360x740-${scheme}`, {
      width: 360,
      height: 740,
      scheme,
      target: 'page',
      setup: (page) => page.evaluate(() => document.querySelector('#article-game').scrollIntoView()),
    });
    await shoot(`game-320-ask-${scheme}`, {
      width: 320,
      scheme,
      setup: async (page) => {
        await page.evaluate(async () => {
          const el = document.querySelector('#article-game');
          el.shadowRoot.querySelector('.stock').click();
          await el.updateComplete;
          el.shadowRoot.querySelector('[part~="new-game"]').click();
        });
        await page.waitForTimeout(400);
      },
    });
    await shoot(`game-320-stats-${scheme}`, {
      width: 320,
      scheme,
      setup: async (page) => {
        await playOut(page, '#article-game', 'win');
        await page.evaluate(async () => {
          const el = document.querySelector('#article-game');
          el.shadowRoot.querySelector('.panel .primary').click();
          // The controls under the end panel act again once it has gone.
          await el.updateComplete;
          el.shadowRoot.querySelector('.statistics-toggle').click();
        });
        await page.waitForTimeout(400);
      },
    });
    await shoot(`portal-1000-paused-${scheme}`, {
      width: 1000,
      scheme,
      target: '#portal-game',
      setup: async (page) => {
        await page.evaluate(() => document.querySelector('#portal-game').pause());
        await page.waitForTimeout(400);
      },
    });
    await shoot(`page-320-${scheme}`, { width: 320, scheme, target: 'page', height: 1100 });
    await shoot(`game-320-${scheme}`, { width: 320, scheme });
    await shoot(`page-1000-${scheme}`, { width: 1000, scheme, target: 'page', height: 1400 });
    await shoot(`portal-1000-${scheme}`, { width: 1000, scheme, target: '#portal-game' });
  }
  await shoot('portal-1200-hint', {
    width: 1240,
    scheme: 'light',
    target: '#portal-game',
    setup: async (page) => {
      await page.evaluate(async () => {
        const el = document.querySelector('#portal-game');
        const root = el.shadowRoot;
        for (let i = 0; i < 4; i++) {
          const h = el.game ? (await import('/src/engine/standalone.ts')).hint(el.game) : null;
          if (!h?.move) break;
          if (h.move.kind === 'stock') root.querySelector('.stock').click();
          else root.querySelector(`[data-pos="${h.position}"]`).click();
          await el.updateComplete;
        }
        await el.hint();
      });
      await page.waitForTimeout(500);
    },
  });
  await shoot('game-320-hint-dark', {
    width: 320,
    scheme: 'dark',
    setup: async (page) => {
      await page.evaluate(() => document.querySelector('#article-game').hint());
      await page.waitForTimeout(500);
    },
  });
  await shoot('portal-1000-in-flight', {
    width: 1000,
    scheme: 'light',
    target: '#portal-game',
    setup: async (page) => {
      // Play up to the first card that turns another over, then freeze its animations.
      await page.evaluate(async () => {
        const el = document.querySelector('#portal-game');
        const root = el.shadowRoot;
        const faceUp = () => root.querySelectorAll('.peaks .up').length;
        for (const move of el.game.solve().solution) {
          const before = faceUp();
          root.getAnimations().forEach((a) => a.finish());
          if (move.kind === 'stock') root.querySelector('.stock').click();
          else root.querySelector(`[data-pos="${el.game.positionOfCard(move.card)}"]`).click();
          await el.updateComplete;
          if (move.kind === 'play' && faceUp() >= before) break;
        }
        await new Promise((resolve) => requestAnimationFrame(resolve)); // animations start in the next frame
        // The flight 70 ms in, the turn-over (which waits 140 ms) halfway round.
        root.getAnimations().forEach((a) => {
          a.pause();
          a.currentTime = a.effect.getTiming().delay > 0 ? 230 : 70;
        });
      });
    },
  });
  await shoot('game-680-settings', {
    width: 760,
    scheme: 'light',
    target: 'page',
    setup: (page) => openSettings(page, 'center'),
  });
  await shoot('game-680-won', { width: 760, scheme: 'light', setup: (page) => playOut(page, '#article-game', 'win') });
  await shoot('game-320-won', { width: 320, scheme: 'dark', setup: (page) => playOut(page, '#article-game', 'win') });
  await shoot('game-680-lost', { width: 760, scheme: 'dark', setup: (page) => playOut(page, '#article-game', 'lose') });
  await shoot('game-320-lost', { width: 320, scheme: 'light', setup: (page) => playOut(page, '#article-game', 'lose') });
  for (const scheme of ['light', 'dark']) {
    await shoot(`game-320-verdict-${scheme}`, { width: 320, scheme, setup: (page) => loseAndJudge(page, '#article-game') });
    await shoot(`portal-1000-verdict-${scheme}`, {
      width: 1000,
      scheme,
      target: '#portal-game',
      setup: (page) => loseAndJudge(page, '#portal-game'),
    });
    await shoot(`game-320-winnable-${scheme}`, { width: 320, scheme, setup: (page) => winnableAfter(page, '#article-game', 4) });
    await shoot(`portal-1000-winnable-no-${scheme}`, {
      width: 1000,
      scheme,
      target: '#portal-game',
      setup: (page) => winnableAfter(page, '#portal-game', 14),
    });
  }
  await shoot('portal-1000-watching', {
    width: 1000,
    scheme: 'light',
    target: '#portal-game',
    setup: async (page) => {
      await loseAndJudge(page, '#portal-game');
      await page.evaluate(() => document.querySelector('#portal-game').shadowRoot.querySelector('.panel .watch').click());
      await page.waitForTimeout(900 + 620 * 6 + 150);
    },
  });
  await shoot('game-320-watched-dark', {
    width: 320,
    scheme: 'dark',
    setup: async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await loseAndJudge(page, '#article-game');
      await page.evaluate(() => document.querySelector('#article-game').shadowRoot.querySelector('.panel .watch').click());
      await page.waitForTimeout(300);
    },
  });
  await shoot('portal-1000-faceup-forced', {
    width: 1000,
    scheme: 'light',
    target: '#portal-game',
    setup: async (page) => {
      await page.emulateMedia({ forcedColors: 'active' });
      await page.evaluate(async () => {
        const el = document.querySelector('#portal-game');
        el.faceUp = true;
        await el.updateComplete;
        await el.dealComplete;
        await el.hint();
      });
      await page.waitForTimeout(700);
    },
  });
} finally {
  await browser.close();
  server.kill();
}
