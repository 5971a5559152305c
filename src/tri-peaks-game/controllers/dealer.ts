/**
 * Dealing: a game for a seed and options, with a winnable deal searched for off the
 * main thread (one job to the engine's worker, or in slices on the page). A newer
 * request replaces an older one still searching (its job dropped if not yet begun); a seed the engine rejects falls back to a
 * random seed with one warning.
 */
import type { ReactiveControllerHost } from 'lit';
import { type Game, type GameOptions, type DealMode, loadVariants } from '../../engine/index.js';
import { dealGame, nextTask, warnFailed } from '../background.js';
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
  readonly #onDealt: (game: Game, elapsed: number, id?: string) => void;
  /** A deal is being searched for. */
  dealing = false;
  /** The latest deal asked for: it resolves once on the board, or once replaced (see `done`). */
  #latest: Promise<void> = Promise.resolve();
  readonly #request = new LatestRequest();

  /** `onDealt`: the deal asked for last is ready (the host puts it on the board), or a saved game `elapsed` ms into it, known as `id`. */
  constructor(host: ReactiveControllerHost, onDealt: (game: Game, elapsed: number, id?: string) => void) {
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
    restore?: () => Promise<{ game: Game; elapsed: number; id: string } | null>,
    before?: { hook: () => Promise<unknown>; limitMs: number } | null,
  ): Promise<void> {
    const current = this.#request.begin();
    this.dealing = true;
    this.#host.requestUpdate();
    const dealt = (async () => {
      // Start searching in a task of its own: the click (or first render) that asked paints first.
      await nextTask();
      if (!current()) return;
      if (before) await waitAtMost(before.hook, before.limitMs);
      if (!current()) return;
      const saved = restore ? await restore() : null;
      let game = saved?.game;
      if (!game) {
        try {
          game = await dealGame(seed, options, current);
        } catch (e) {
          if (!current()) return;
          console.warn(`<tri-peaks-game>: could not deal seed ${JSON.stringify(seed)} (${(e as Error).message}); using a random seed.`);
          game = await dealGame(null, options, current);
        }
      }
      if (!current()) return;
      this.dealing = false;
      this.#onDealt(game, saved?.elapsed ?? 0, saved?.id);
      await this.#host.updateComplete;
    })();
    // Never expected (a random seed always deals): reported, never a rejection in the page.
    this.#latest = dealt.catch((e: unknown) => {
      if (!current()) return;
      this.dealing = false;
      warnFailed('dealing')(e);
    });
    return this.done;
  }

  /** Resolves when the latest deal asked for is on the board (or dropped for a game the host put there). */
  get done(): Promise<void> {
    const latest = this.#latest;
    return latest.then(() => (latest === this.#latest ? undefined : this.done));
  }

  /**
   * Resolves when the deal of the options in force is on the board (options set since the
   * last update ask for their deal in the next one) and `game()`, the game then on the
   * board, answers all it is asked (Golf's solver is variant code, which the worker may
   * have loaded and the page not yet).
   */
  complete(game: () => Game | null): Promise<void> {
    const ignore = (): void => undefined;
    return this.#host.updateComplete
      .then(() => this.done)
      .then(() => (game()?.layout.solverInVariantCode ? loadVariants().then(ignore, ignore) : undefined));
  }

  /** Drops a deal being searched for (the host puts another game on the board itself). */
  cancel(): void {
    this.#request.cancel();
    this.dealing = false;
  }
}
