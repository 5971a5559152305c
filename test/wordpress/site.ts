/**
 * The WordPress test site as its users meet it: Chromium (playwright-core, the system
 * browser), logging in, publishing through WordPress's REST API as the block editor does,
 * and the game on a page. The site is set up by scripts/test-wordpress.mjs, which passes
 * its address in WP_URL.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Frame, type Page, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const WP_URL = process.env.WP_URL ?? '';
if (!WP_URL) throw new Error('WP_URL is not set: run these tests with `npm run test:wordpress`');

/** The game element's public properties the tests read (README: "Read-only properties"). */
export interface GameElement extends HTMLElement {
  status: string;
  score: number;
  stockCount: number;
  seed: string | null;
  deal: string;
  layout: string;
  wrap: boolean;
  largePrint: boolean;
  game: { layout: { size: number }; canPlay(position: number): boolean };
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
}

/** A browser context logged in through wp-login.php. */
export async function logIn(browser: Browser, user: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${WP_URL}/wp-login.php`);
  await page.fill('#user_login', user);
  await page.fill('#user_pass', password);
  await Promise.all([page.waitForURL(/wp-admin/), page.click('#wp-submit')]);
  await page.close();
  return context;
}

/** Publishes a post as the context's user, through the REST API with a nonce (as the editor does). */
export async function publish(context: BrowserContext, title: string, content: string): Promise<{ link: string; raw: string }> {
  const nonce = await (await context.request.get(`${WP_URL}/wp-admin/admin-ajax.php?action=rest-nonce`)).text();
  const response = await context.request.post(`${WP_URL}/?rest_route=/wp/v2/posts`, {
    headers: { 'X-WP-Nonce': nonce },
    data: { title, content, status: 'publish' },
  });
  if (!response.ok()) throw new Error(`publishing "${title}": ${response.status()} ${await response.text()}`);
  const post = (await response.json()) as { link: string; content: { raw: string } };
  return { link: post.link, raw: post.content.raw };
}

/** Sets a site option with the test site's PHP command line (WPLANG: the site's language). */
export function setOption(name: string, value: string): void {
  const wp = fileURLToPath(new URL('../../wordpress/test-env/wp.php', import.meta.url));
  execFileSync('php', [wp, process.env.WP_SITE ?? '', WP_URL, 'option', name, value], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Waits until every game in the page or frame is dealt and playing. */
export async function gamesPlaying(where: Page | Frame, count: number): Promise<void> {
  await where.waitForFunction(
    (n) => {
      const games = [...document.querySelectorAll<GameElement>('tri-peaks-game')];
      return games.length === n && games.every((game) => game.shadowRoot && game.status === 'playing');
    },
    count,
    { timeout: 30_000 },
  );
}

/** The element's attributes, by name. */
export function attributesOf(where: Page | Frame, index = 0): Promise<Record<string, string>> {
  return where.evaluate(
    (i) => Object.fromEntries([...document.querySelectorAll('tri-peaks-game')[i].attributes].map((a) => [a.name, a.value])),
    index,
  );
}

/** The game's name for its Settings button: the language the player sees. */
export function settingsLabel(where: Page | Frame, index = 0): Promise<string | null | undefined> {
  return where.evaluate(
    (i) =>
      document.querySelectorAll('tri-peaks-game')[i].shadowRoot?.querySelector('[part~="settings-toggle"]')?.getAttribute('aria-label'),
    index,
  );
}

/**
 * Plays one card as a player would: turns the stock until a card fits, then clicks the
 * first playable card. Returns the score and stock count before and after the card.
 */
export async function playACard(where: Page | Frame, index = 0): Promise<{ before: number[]; after: number[] }> {
  const game = where.locator('tri-peaks-game').nth(index);
  const playable = () =>
    game.evaluate((el: GameElement) => Array.from({ length: el.game.layout.size }, (_, p) => p).find((p) => el.game.canPlay(p)) ?? -1);
  for (let turns = 0; (await playable()) < 0; turns++) {
    if (turns > 30) throw new Error('no card became playable');
    await game.locator('[part~="stock"]').click();
  }
  const read = () => game.evaluate((el: GameElement) => [el.score, el.stockCount]);
  const before = await read();
  await game.locator(`button[data-pos="${await playable()}"]`).click();
  // The score changes as the card lands (a short wait: the assertion reports a miss).
  await where
    .waitForFunction(([i, score]) => document.querySelectorAll<GameElement>('tri-peaks-game')[i].score !== score, [index, before[0]], {
      timeout: 5000,
    })
    .catch(() => undefined);
  return { before, after: await read() };
}
