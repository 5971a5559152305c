/**
 * The truth about a deal, told after the game: could it have been won from the
 * start, and until which move was the player's own game still winnable?
 *
 * Winnability along one game only ever goes from true to false (every later
 * position is reachable from the earlier ones), so a binary search over the moves
 * finds the last winnable position with a handful of solver calls.
 */
import type { Move } from '../rules/deal.js';
import { Game } from './game.js';
import type { SolveAsync } from '../deals/seed.js';
import { type SolveResult, solveInSlices } from '../solving/solver.js';

export interface DealVerdict {
  /** Whether the deal could be won from the start (the solver sees every card). */
  readonly winnableFromStart: boolean;
  /** A winning line from the start, when there is one. */
  readonly solution: readonly Move[] | null;
  /**
   * How many of the player's moves had been played at the last position that was
   * still winnable: 17 means "still winnable until your 17th move" (the 18th lost
   * it). Null when the deal was never winnable; the number of moves played when
   * the game is still winnable now.
   */
  readonly winnableUntilMove: number | null;
}

/**
 * The search, written once for both callers: it yields each position to solve
 * and is sent back the solver's answer.
 */
function* verdictSteps(game: Game): Generator<Game, DealVerdict, SolveResult> {
  const moves = game.history;
  const positionAfter = (count: number): Game => {
    const g = new Game(game.deal, game.options);
    g.applyMoves(moves.slice(0, count));
    return g;
  };
  const start = yield positionAfter(0);
  if (!start.winnable) return { winnableFromStart: false, solution: null, winnableUntilMove: null };
  // The position after `lo` moves is winnable; the last winnable one is at most `hi`.
  let lo = 0;
  let hi = moves.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if ((yield positionAfter(mid)).winnable) lo = mid;
    else hi = mid - 1;
  }
  return { winnableFromStart: true, solution: start.solution, winnableUntilMove: lo };
}

/** The verdict, computed at once (Node, workers, tests). */
export function dealVerdict(game: Game): DealVerdict {
  const steps = verdictSteps(game);
  let step = steps.next();
  while (!step.done) step = steps.next(step.value.solve());
  return step.value;
}

/** The verdict without blocking the page: each solver call runs in slices (or as `solveAsync` does it). */
export async function dealVerdictAsync(game: Game, solveAsync: SolveAsync = solveInSlices): Promise<DealVerdict> {
  const steps = verdictSteps(game);
  let step = steps.next();
  while (!step.done) {
    const g = step.value;
    step = steps.next(await solveAsync(g.deal, { wrap: g.options.wrap, layout: g.options.layout, from: g.solverPosition }));
  }
  return step.value;
}
