/**
 * `show-winnable`: after every move, whether the position on the board can still be
 * won. What the engine's WinnabilityCache knows already is answered at once; the rest
 * is solved off the main thread, and an answer that comes after the player moved on is
 * still kept for when they come back to that position.
 */
import type { ReactiveControllerHost } from 'lit';
import { type Move, type Game, type SolverPosition, startPosition, WinnabilityCache } from '../../engine/index.js';
import { solveOff, warnFailed } from '../background.js';
import { LatestRequest } from './latest-request.js';

export class ShowWinnableController {
  readonly #host: ReactiveControllerHost;
  /** The answer for the position on the board; null while it is being worked out. */
  answer: boolean | null = null;
  /** A check is running (an older answer may still be shown, dimmed). */
  checking = false;
  /**
   * Whether the deal could be won from the start, so that a lost position reads "Not
   * winnable" on a deal that never was, and "No longer winnable" on one that was.
   */
  dealWinnable: boolean | null = null;
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
      // A winnable-mode deal is winnable by construction.
      this.dealWinnable = game.origin && game.origin.mode !== 'any' ? true : null;
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
      this.#answered(game, known);
      return;
    }
    this.checking = true;
    this.#solve(game, position)
      .then((winnable) => {
        if (!current()) return;
        this.#answered(game, winnable);
        this.#host.requestUpdate();
      })
      .catch(warnFailed('show-winnable'));
  }

  #answered(game: Game, winnable: boolean): void {
    this.answer = winnable;
    this.checking = false;
    // A winnable position means a winnable deal; a lost one says nothing about the start, which is solved once.
    if (winnable || game.history.length === 0) this.dealWinnable ??= winnable;
    else if (this.dealWinnable === null) {
      this.#solve(game, startPosition(game.deal, game.options.layout))
        .then((start) => {
          if (game !== this.#game) return;
          this.dealWinnable = start;
          this.#host.requestUpdate();
        })
        .catch(warnFailed('show-winnable'));
    }
  }

  /** The solver's answer for `position` (off the main thread), kept in the cache. */
  async #solve(game: Game, position: SolverPosition): Promise<boolean> {
    const cache = this.#cache;
    const result = await solveOff(game.deal, { wrap: game.options.wrap, layout: game.options.layout, from: position });
    cache.record(position, result);
    return result.winnable === true;
  }
}
