/**
 * `show-winnable`: after every move, whether the position on the board can still be
 * won. What the engine's WinnabilityCache knows already is answered at once; the rest
 * is solved off the main thread, and an answer that comes after the player moved on is
 * still kept for when they come back to that position.
 */
import type { ReactiveControllerHost } from 'lit';
import { type Game, type Move, type SolverPosition, WinnabilityCache } from '../../engine/index.js';
import { solveOff } from '../background.js';
import { LatestRequest } from './latest-request.js';

export class ShowWinnableController {
  readonly #host: ReactiveControllerHost;
  /** The answer for the position on the board; null while it is being worked out. */
  answer: boolean | null = null;
  /** A check is running (an older answer may still be shown, dimmed). */
  checking = false;
  #cache = new WinnabilityCache();
  #game: Game | null = null;
  #last: SolverPosition | null = null;
  readonly #request = new LatestRequest();

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  /**
   * The board's position changed (`move` played, or null for an undo or a new game):
   * carries what is known along, then checks the new position if `enabled`.
   */
  positionChanged(game: Game, move: Move | null, enabled: boolean): void {
    if (game !== this.#game) {
      this.#game = game;
      this.#cache = new WinnabilityCache();
      this.answer = null;
      this.#last = null;
    }
    const now = game.solverPosition;
    if (move && this.#last) this.#cache.followMove(this.#last, move, now);
    this.#last = now;
    this.check(enabled);
  }

  /** Checks the position on the board (or stops checking when not `enabled`). */
  check(enabled: boolean): void {
    const current = this.#request.begin();
    const game = this.#game;
    if (!enabled || !game || game.status !== 'playing') {
      this.checking = false;
      return;
    }
    const position = game.solverPosition;
    const known = this.#cache.lookup(position);
    if (known !== undefined) {
      this.answer = known;
      this.checking = false;
      return;
    }
    this.checking = true;
    const cache = this.#cache;
    void solveOff(game.deal, { wrap: game.options.wrap, from: position }).then((result) => {
      cache.record(position, result);
      if (!current()) return;
      this.answer = result.winnable === true;
      this.checking = false;
      this.#host.requestUpdate();
    });
  }
}
