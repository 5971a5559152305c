/**
 * What is known about whether the positions of one deal can still be won, for a live
 * "still winnable?" check that should call the solver as rarely as it can.
 *
 * Two facts make most moves free. Winnability along a game only goes from true to
 * false: every later position is reachable from the earlier ones, so a lost position
 * leads only to lost ones. And a move along a known winning line leads to a position
 * from which the rest of that line wins.
 */
import { type Move, movesEqual } from '../rules/deal.js';
import type { SolveResult, SolverPosition } from './solver.js';

/** A winning line from a position, or false when it is lost. */
type Known = readonly Move[] | false;

function keyOf(position: SolverPosition): string {
  return `${position.removed}:${position.stockTurned}:${position.wasteTop}`;
}

/** What is known about the positions of one deal: a winning line from each, or that it is lost. */
export class WinnabilityCache {
  readonly #known = new Map<string, Known>();

  /** true/false when known for this position, undefined when it must be solved. */
  lookup(position: SolverPosition): boolean | undefined {
    const known = this.#known.get(keyOf(position));
    return known === undefined ? undefined : known !== false;
  }

  /** Records the solver's answer for a position (winnable with its solution, or not). A capped search (null) tells nothing. */
  record(position: SolverPosition, result: SolveResult): void {
    if (result.winnable === null) return;
    this.#known.set(keyOf(position), result.winnable ? (result.solution ?? []) : false);
  }

  /**
   * After `move` took the game from `before` to `after`: winnability only goes from
   * true to false along a game, and a move along a known winning line keeps the rest
   * of that line, so often nothing needs solving.
   */
  followMove(before: SolverPosition, move: Move, after: SolverPosition): void {
    const known = this.#known.get(keyOf(before));
    if (known === false) this.#known.set(keyOf(after), false);
    else if (known && known.length > 0 && movesEqual(known[0], move)) this.#known.set(keyOf(after), known.slice(1));
  }
}
