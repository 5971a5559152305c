/**
 * Dealing: a game for a seed and options, with a winnable deal searched for off the
 * main thread (`Game.fromSeedAsync` through the engine's worker). A newer request
 * replaces an older one still searching; a seed the engine rejects falls back to a
 * random seed with one warning.
 */
import type { ReactiveControllerHost } from 'lit';
import type { DealMode, Game, GameOptions } from '../../engine/index.js';
import { dealGame, nextTask } from '../background.js';
import { LatestRequest } from './latest-request.js';

/** Waits for `hook` to settle, at most `ms`; a hook that throws or rejects is reported and waited for no longer. */
async function waitAtMost(hook: () => Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const settled = Promise.resolve()
    .then(hook)
    .catch((e: unknown) =>
      console.warn(`<tri-peaks-game>: beforeNewDeal failed (${e instanceof Error ? e.message : String(e)}); dealing anyway.`),
    );
  await Promise.race([settled, late]);
  clearTimeout(timer);
}

export class Dealer {
  readonly #host: ReactiveControllerHost;
  readonly #onDealt: (game: Game, elapsed: number) => void;
  /** A deal is being searched for. */
  dealing = false;
  /** Resolves when the latest deal asked for is on the board. */
  done: Promise<void> = Promise.resolve();
  readonly #request = new LatestRequest();

  /** `onDealt`: the deal asked for last is ready (the host puts it on the board), or a saved game `elapsed` ms into it. */
  constructor(host: ReactiveControllerHost, onDealt: (game: Game, elapsed: number) => void) {
    this.#host = host;
    this.#onDealt = onDealt;
  }

  /**
   * Deals `seed` (null: a random seed) with `options`, or the game `restore` gives back
   * (a saved one); resolves once it is on the board.
   */
  deal(
    seed: string | null,
    options: Partial<GameOptions> & { mode: DealMode },
    restore?: () => Promise<{ game: Game; elapsed: number } | null>,
    before?: { hook: () => Promise<unknown>; limitMs: number } | null,
  ): Promise<void> {
    const current = this.#request.begin();
    this.dealing = true;
    this.#host.requestUpdate();
    const dealt = (async () => {
      // Start searching in a task of its own: the click (or first render) that asked paints first.
      await nextTask();
      if (!current()) return this.done;
      if (before) await waitAtMost(before.hook, before.limitMs);
      if (!current()) return this.done;
      const saved = restore ? await restore() : null;
      let game = saved?.game;
      if (!game) {
        try {
          game = await dealGame(seed, options);
        } catch (e) {
          console.warn(`<tri-peaks-game>: could not deal seed ${JSON.stringify(seed)} (${(e as Error).message}); using a random seed.`);
          game = await dealGame(null, options);
        }
      }
      if (!current()) return this.done;
      this.dealing = false;
      this.#onDealt(game, saved?.elapsed ?? 0);
      await this.#host.updateComplete;
    })();
    this.done = dealt;
    return dealt;
  }

  /** Drops a deal being searched for (the host puts another game on the board itself). */
  cancel(): void {
    this.#request.cancel();
    this.dealing = false;
  }
}
