/**
 * The truth about a lost deal, for the loss panel: the engine's `dealVerdict` (could
 * it have been won, until which move), worked out off the main thread and dropped if
 * the board moves on first (an undo, a new deal).
 */
import type { ReactiveControllerHost } from 'lit';
import { type DealVerdict, type Move, Game } from '../../engine/index.js';
import { nextTask, verdictFor } from '../background.js';
import { LatestRequest } from './latest-request.js';

/** Still being worked out, known, or (never expected) failed. */
export type VerdictState =
  | { readonly kind: 'checking' }
  | { readonly kind: 'done'; readonly verdict: DealVerdict; readonly moves: readonly Move[] }
  | { readonly kind: 'failed' };

export class VerdictController {
  readonly #host: ReactiveControllerHost;
  readonly #onDone: (verdict: DealVerdict, moves: readonly Move[]) => void;
  /** The verdict on the lost game on the board; null while the game is not lost. */
  state: VerdictState | null = null;
  readonly #request = new LatestRequest();

  /** `onDone`: the verdict is known (the host announces it). */
  constructor(host: ReactiveControllerHost, onDone: (verdict: DealVerdict, moves: readonly Move[]) => void) {
    this.#host = host;
    this.#onDone = onDone;
  }

  /** Works out the verdict on `game`, just lost. */
  start(game: Game): void {
    const current = this.#request.begin();
    const moves = [...game.history];
    this.state = { kind: 'checking' };
    void (async () => {
      // After this task: the losing move renders first.
      await nextTask();
      if (!current()) return;
      try {
        const copy = new Game(game.deal, game.options);
        copy.applyMoves(moves);
        const verdict = await verdictFor(copy, current);
        if (!current()) return;
        this.state = { kind: 'done', verdict, moves };
        this.#onDone(verdict, moves);
      } catch (e) {
        if (!current()) return;
        console.warn(`<tri-peaks-game>: could not check the deal (${(e as Error).message}).`);
        this.state = { kind: 'failed' };
      }
      this.#host.requestUpdate();
    })();
  }

  /** The board moved on: no verdict. */
  clear(): void {
    this.#request.cancel();
    this.state = null;
  }
}
