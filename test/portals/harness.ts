/**
 * Loads a built portal folder (dist/portals/<name>/, `npm run build:portals`) in Chromium
 * (playwright-core, the system's Chromium) from a small static server, with the portal's
 * SDK address answered by a stand-in (test/portals/stand-ins/<name>.js, written from the
 * portal's documentation) or blocked. Every request the page makes, every page error and
 * every SDK call (in `window.standIn.calls`, with the element's own events as `game:<type>`)
 * is recorded. The stand-in's cloud save lives here, in Node, so it outlives a reload.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import type { Move } from '../../src/engine/index.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const PORTALS_DIR = here('../../dist/portals');

/** Each portal's SDK address, as the portal documents it (Yandex's is on the game's own host). */
export const SDK_ADDRESS = {
  poki: 'https://game-cdn.poki.com/scripts/v2/poki-sdk.js',
  crazygames: 'https://sdk.crazygames.com/crazygames-sdk-v3.js',
  gamedistribution: 'https://html5.api.gamedistribution.com/main.min.js',
  youtube: 'https://www.youtube.com/game_api/v1',
  yandex: '/sdk.js',
} as const;
export type PortalName = keyof typeof SDK_ADDRESS;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves dist/portals/ (404 for anything else: a request outside a folder shows in the log). */
export async function startServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  if (!existsSync(join(PORTALS_DIR, 'poki', 'index.html'))) throw new Error('dist/portals/ is missing: run `npm run build:portals`');
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(PORTALS_DIR, path);
    if (!file.startsWith(PORTALS_DIR) || !existsSync(file) || !extname(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
}

/** How the stand-in SDK answers: init (`ok`, `reject`, `never`), ads (`play`, `fail`, `never`), the language, YouTube's audio. */
export interface StandInConfig {
  init?: 'ok' | 'reject' | 'never';
  ad?: 'play' | 'fail' | 'never';
  lang?: string;
  audio?: boolean;
}

/** The player's save in the portal's cloud: one text, kept across reloads. */
export interface Cloud {
  text: string | null;
  saves: number;
}

export interface PortalPage {
  page: Page;
  /** Every URL the page asked for. */
  requests: string[];
  /** Uncaught errors and unhandled rejections in the page. */
  errors: string[];
  /** The SDK calls and the game's events so far, in order. */
  calls(): Promise<string[]>;
  /** Loads (or reloads) the folder's index.html; resolves when the page's load event fired. */
  open(): Promise<number>;
  close(): Promise<void>;
}

/** The logging and answering the stand-ins share (they read it as window.standIn). */
function standInBase(config: StandInConfig): void {
  const game = () => document.querySelector('tri-peaks-game');
  const S = {
    config,
    calls: [] as string[],
    log(name: string) {
      S.calls.push(name);
    },
    /** An SDK promise answering as configured: `ok` (with `value()`), `reject` or `never`. */
    answer(kind: string | undefined, name: string, value: () => unknown = () => undefined): Promise<unknown> {
      if (kind === 'never') return new Promise(() => undefined);
      if (kind === 'reject') return Promise.reject(new Error(`${name} refused by the test`));
      return Promise.resolve()
        .then(value)
        .then((v) => (S.log(`${name}:resolved`), v));
    },
    /** An interstitial as configured: plays (starts, logs the game's state while it plays, ends), fails, or never answers. */
    ad(hooks: { started?: () => void; finished?: () => void }): Promise<void> {
      const kind = S.config.ad ?? 'play';
      if (kind === 'never') return new Promise(() => undefined);
      if (kind === 'fail') return new Promise((_, reject) => setTimeout(() => reject(new Error('no ad to show')), 50));
      return new Promise((resolve) =>
        setTimeout(() => {
          S.log('ad:start');
          hooks.started?.();
          setTimeout(() => {
            const el = game() as (HTMLElement & { muted: boolean }) | null;
            S.log(`ad:playing muted=${el?.muted} inert=${el?.inert}`);
            setTimeout(() => {
              S.log('ad:end');
              hooks.finished?.();
              resolve();
            }, 300);
          }, 100);
        }, 50),
      );
    },
  };
  (window as unknown as { standIn: typeof S }).standIn = S;
  for (const type of ['ready', 'deal', 'win', 'lose', 'gameplaystart', 'gameplaystop'])
    document.addEventListener(type, () => S.log(`game:${type}`), true);
}

export async function openPortal(
  browser: Browser,
  origin: string,
  name: PortalName,
  options: { config?: StandInConfig; cloud?: Cloud; block?: boolean; locale?: string } = {},
): Promise<PortalPage> {
  const context = await browser.newContext({ locale: options.locale ?? 'en-US', viewport: { width: 1024, height: 700 } });
  const page = await context.newPage();
  const cloud = options.cloud ?? { text: null, saves: 0 };
  await context.exposeFunction('standInCloud', (operation: string, text?: string) => {
    if (operation === 'save') {
      cloud.text = text ?? null;
      cloud.saves++;
      return null;
    }
    return cloud.text;
  });
  // tsx compiles this file keeping function names (`__name(fn, "name")`): the functions
  // handed to the page find that helper there too.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await page.addInitScript(standInBase, options.config ?? {});
  const address = SDK_ADDRESS[name];
  const sdkUrl = address.startsWith('/') ? origin + address : address;
  const standIn = readFileSync(here(`./stand-ins/${name}.js`), 'utf8');
  await page.route(sdkUrl, (route) =>
    options.block ? route.abort('blockedbyclient') : route.fulfill({ contentType: 'text/javascript', body: standIn }),
  );
  // Anything else off the test's server never reaches the network: it is recorded, and fails.
  await page.route(
    (url) => !url.href.startsWith(origin) && url.href !== sdkUrl,
    (route) => route.abort(),
  );
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    requests,
    errors,
    calls: () => page.evaluate(() => (window as unknown as { standIn: { calls: string[] } }).standIn.calls.slice()),
    async open() {
      const started = Date.now();
      await page.goto(`${origin}/${name}/index.html`);
      return started;
    },
    close: () => context.close(),
  };
}

/** Resolves once the game's first board takes input (its `ready` event, seen in the log); the time it took from `since`. */
export async function gameReady(portal: PortalPage, since: number, timeout = 10_000): Promise<number> {
  await portal.page.waitForFunction(
    () => (window as unknown as { standIn: { calls: string[] } }).standIn.calls.includes('game:ready'),
    null,
    { timeout, polling: 50 },
  );
  return Date.now() - since;
}

// ----- playing, in the page (the element's public API and its buttons) -----

/** Plays `count` moves by clicks (a card where one fits, else the stock); with no count, the whole winning line. */
export function play(page: Page, count?: number): Promise<void> {
  return page.evaluate(async (count) => {
    const el = document.querySelector('tri-peaks-game')!;
    const click = (move: Move) => {
      const root = el.shadowRoot!;
      const button =
        move.kind === 'stock'
          ? root.querySelector<HTMLButtonElement>('.stock')
          : root.querySelector<HTMLButtonElement>(`.peaks [data-pos="${el.game!.positionOfCard(move.card)}"]`);
      button!.click();
    };
    const line = count === null ? el.game!.solve().solution : null;
    for (let i = 0; line ? i < line.length : i < count!; i++) {
      const moves = el.game!.legalMoves();
      click(line ? line[i] : (moves.find((m) => m.kind === 'play') ?? moves[0]));
      await el.updateComplete;
    }
  }, count ?? null);
}

/** Clicks one of the element's buttons, found by its part name (`new-deal`, `play-again`, `resume`). */
export function clickPart(page: Page, part: string): Promise<void> {
  return page.evaluate((part) => {
    const el = document.querySelector('tri-peaks-game')!;
    el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!.click();
  }, part);
}

/** Reads the element's state. */
export function state(page: Page): Promise<{
  status: string;
  cards: string;
  moves: number;
  paused: boolean;
  muted: boolean;
  inert: boolean;
  lang: string;
  played: number;
}> {
  return page.evaluate(() => {
    const el = document.querySelector('tri-peaks-game');
    if (!el?.game) return { status: 'none', cards: '', moves: 0, paused: false, muted: false, inert: false, lang: '', played: 0 };
    const played = Object.values(el.stats.rules).reduce((n, r) => n + r.played, 0);
    return {
      status: el.status,
      cards: el.cards,
      moves: el.game.history.length,
      paused: el.paused,
      muted: el.muted,
      inert: el.inert,
      lang: el.lang,
      played,
    };
  });
}

/** The calls that are gameplay starts and stops, in order, as `start` / `stop`. */
export function gameplay(calls: string[], start: string, stop: string): string[] {
  return calls.filter((c) => c === start || c === stop).map((c) => (c === start ? 'start' : 'stop'));
}

/** Whether starts and stops alternate, starting with a start (never two starts without a stop). */
export function alternates(sequence: string[]): boolean {
  return sequence.every((s, i) => s === (i % 2 === 0 ? 'start' : 'stop'));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
