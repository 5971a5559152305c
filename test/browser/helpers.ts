// Helpers for the browser proofs: fixture pages under test/browser/pages/ are served by
// web-test-runner with a strict Content-Security-Policy (see web-test-runner.config.mjs)
// and opened in a same-origin iframe, so a test can look inside them.
import type { TriPeaksGame } from '../../src/index.js';

export const PAGES = '/test/browser/pages';

export interface OpenedPage {
  frame: HTMLIFrameElement;
  doc: Document;
  win: Window & typeof globalThis & { cspViolations?: unknown[] };
}

type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

/** Waits until `check` returns a truthy value (polling), or fails after `timeout` ms. */
export async function waitFor<T>(check: () => T, what: string, timeout = 15_000): Promise<Truthy<T>> {
  const started = performance.now();
  for (;;) {
    const value = check();
    if (value) return value as Truthy<T>;
    if (performance.now() - started > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Opens a page in an iframe of the given size and waits for it to load. */
export async function openPage(src: string, { width = 900, height = 1000 } = {}): Promise<OpenedPage> {
  const frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  frame.style.border = '0';
  const loaded = new Promise((resolve, reject) => {
    frame.addEventListener('load', resolve, { once: true });
    frame.addEventListener('error', reject, { once: true });
  });
  frame.src = src;
  document.body.append(frame);
  await loaded;
  return { frame, doc: frame.contentDocument!, win: frame.contentWindow as OpenedPage['win'] };
}

/** Every <tri-peaks-game> in the page once each has a game on the board. */
export async function gamesReady(page: OpenedPage, count = 1): Promise<TriPeaksGame[]> {
  const games = await waitFor(() => {
    const found = [...page.doc.querySelectorAll('tri-peaks-game')] as TriPeaksGame[];
    return (
      found.length >= count &&
      found.every((g) => g.shadowRoot && g.status === 'playing' && g.shadowRoot.querySelector('.peaks button')) &&
      found
    );
  }, `${count} game(s) dealt in ${page.doc.location.pathname}`);
  // Let the deal animation finish, so what a test measures is the resting drawing (it
  // starts in an animation frame after the board renders: wait for that frame first).
  await new Promise((resolve) => page.win.requestAnimationFrame(() => page.win.requestAnimationFrame(resolve)));
  await Promise.all(games.flatMap((g) => g.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => undefined))));
  return games;
}

export function removeFrames(): void {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
}

/** A peak card button of the game, by position (0-27). */
export function cardButton(game: TriPeaksGame, position: number): HTMLButtonElement | null {
  return game.shadowRoot!.querySelector<HTMLButtonElement>(`.peaks button[data-pos="${position}"]`);
}

/**
 * Plays one peak card the way a player does, by clicking it: the first playable one,
 * turning the stock (by clicking it) until one fits. Returns the position played.
 */
export async function clickAPlayableCard(game: TriPeaksGame): Promise<number> {
  for (let turns = 0; turns <= 24; turns++) {
    const g = game.game!;
    for (let p = 0; p < 28; p++) {
      if (!g.isRemoved(p) && g.canPlay(p)) {
        cardButton(game, p)!.click();
        await game.updateComplete;
        return p;
      }
    }
    game.shadowRoot!.querySelector<HTMLButtonElement>('.stock')!.click();
    await game.updateComplete;
  }
  throw new Error('no card could be played');
}

/** Plays the exact solver's winning line by clicking the cards and the stock. */
export async function clickAWinningLine(game: TriPeaksGame): Promise<void> {
  const { solution } = game.game!.solve();
  if (!solution) throw new Error('the deal is not winnable from here');
  for (const move of solution) {
    const root = game.shadowRoot!;
    if (move.kind === 'stock') root.querySelector<HTMLButtonElement>('.stock')!.click();
    else cardButton(game, game.game!.positionOfCard(move.card)!)!.click();
    await game.updateComplete;
  }
}
