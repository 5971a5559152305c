/**
 * The Golf hint. Every layout card is face up in Golf, so all the player does not know
 * is the order of the stock. Each legal move is tried on the same imagined orders of the
 * unseen cards, and on each the exact solver (solver-golf.ts, one search for all the moves
 * of an order) says whether the game can still be won after the move with that order
 * known; a solve its cap stops counts half. The move that can still win in the most
 * imagined orders is the hint; when none can, the playout hint (hint-playout.ts), which
 * clears the most cards, chooses.
 *
 * Its work is capped in solver positions, not time, so the same view always gets the
 * same hint however the work is sliced: the last imagined order is finished for every
 * move before the cap is checked. Its win rate and times: docs/hint.md.
 */
import { type Card, rankOf } from '../rules/cards.js';
import type { Move } from '../rules/deal.js';
import { type HintData, type PlayerView, fittedChance } from './hint-view.js';
import { PlayoutHint, viewFacts } from './hint-playout.js';
import { GOLF, withPosition } from '../rules/layout.js';
import { shuffle } from '../rules/shuffle.js';
import { GolfSearch, golfShapeOf } from '../solving/solver-golf.js';

/** Imagined stock orders, at most. */
const ORDERS = 64;
/** Positions one solve may explore before it counts half. */
export const GOLF_HINT_SOLVE = 1000;
/** Positions in all, after which no new imagined order is started. */
export const GOLF_HINT_WORK = 60000;

export class GolfHint {
  result: HintData | undefined;
  /** With a choice, the share (in 100) of imagined orders still winnable after the hinted move; else null. */
  share: number | null = null;
  /** Positions explored so far. */
  work = 0;
  readonly #view: PlayerView;
  readonly #moves: Move[];
  /** Each move's layout position, null for the stock turn. */
  readonly #positions: (number | null)[];
  readonly #value: number[];
  readonly #unseen: Card[];
  readonly #deal: Card[];
  readonly #turned: number;
  /** Where the stock still to turn starts in the imagined deal. */
  readonly #stockAt: number;
  readonly #random: () => number;
  #order = 0;
  #next = 0;
  /** The search of the imagined order, and where (in its positions) the current move's solve started, -1 for none. */
  #search: GolfSearch | undefined;
  #solveFrom = -1;

  constructor(view: PlayerView) {
    this.#view = view;
    ({
      moves: this.#moves,
      positions: this.#positions,
      unseen: this.#unseen,
      random: this.#random,
      deal: this.#deal,
      stockAt: this.#stockAt,
    } = viewFacts(view, GOLF));
    this.#turned = this.#stockAt - GOLF.size - 1;
    this.#value = this.#moves.map(() => 0);
    if (this.#moves.length <= 1) this.result = this.#answer();
    else this.#imagine();
  }

  /**
   * Explores up to `budget` hundred more positions (a unit of work about as long as one
   * imagined game of the other hints, so hintAsync slices both alike); returns the hint
   * once the search is done.
   */
  run(budget = Infinity): HintData | undefined {
    if (this.result) return this.result;
    const stopAt = this.work + budget * 100;
    const view = this.#view;
    while (this.work < stopAt) {
      // One search for all the moves of an imagined order: what one move's solve finds
      // lost is known to the next (the same deal), a third of the work of separate solves.
      const search = (this.#search ??= new GolfSearch(this.#deal, view.wrap, 0, 0, 0, Infinity));
      search.keep = true;
      let won: boolean | undefined;
      if (this.#solveFrom < 0) {
        // The position after the move, in the imagined deal.
        const p = this.#positions[this.#next];
        const shape = golfShapeOf(p === null ? view.removed : withPosition(view.removed, p))!;
        this.#solveFrom = search.nodes;
        if (shape === 0) won = true;
        else if (p === null) search.from(shape, this.#turned + 1, rankOf(this.#deal[this.#stockAt]));
        else search.from(shape, this.#turned, rankOf(view.faceUp[p]!));
      }
      if (won === undefined) {
        const before = search.nodes;
        won = search.run(Math.min(before + stopAt - this.work, this.#solveFrom + GOLF_HINT_SOLVE));
        this.work += search.nodes - before;
        if (won === undefined && search.nodes < this.#solveFrom + GOLF_HINT_SOLVE) continue;
      }
      this.#solveFrom = -1;
      this.#value[this.#next] += won === true ? 1 : won === undefined ? 0.5 : 0;
      if (++this.#next < this.#moves.length) continue;
      this.#next = 0;
      search.finish(false, true);
      this.#search = undefined;
      if (++this.#order === ORDERS || this.work >= GOLF_HINT_WORK) return (this.result = this.#answer());
      this.#imagine();
    }
    return undefined;
  }

  /** A fresh imagined order of the unseen cards in the stock still to turn. */
  #imagine(): void {
    shuffle(this.#unseen, this.#random);
    for (let i = 0; i < this.#unseen.length; i++) this.#deal[this.#stockAt + i] = this.#unseen[i];
  }

  #answer(): HintData {
    const view = this.#view;
    const moves = this.#moves;
    if (moves.length === 0) return { move: null, position: null, chance: null };
    let best = 0;
    for (let m = 1; m < moves.length; m++) if (this.#value[m] > this.#value[best]) best = m;
    // No move can win in any imagined order: the playout hint clears the most cards.
    if (moves.length > 1 && this.#value[best] === 0) return new PlayoutHint(view).run()!;
    const move = moves[best];
    if (moves.length > 1) this.share = Math.round((100 * this.#value[best]) / this.#order);
    const chance =
      this.share === null
        ? null
        : fittedChance(GOLF_FOLLOWING_FIT[view.wrap ? 'wrap' : 'noWrap'], this.share, view.stockCount / GOLF.stockSize);
    // hintReason words it: the move, and the chance of winning by following the hints.
    const why = { choices: moves.length, run: move.kind === 'stock' ? 0 : 1, flips: 0, won: null, tried: null };
    return { move, position: this.#positions[best], chance, why };
  }
}

/**
 * Logistic fit of "a player who keeps following the hints wins from here" on the share
 * of imagined stock orders still winnable after the hinted move (as a log-odds) and the
 * stock left (of 16), per wrap: the solver knows each imagined order whole, the player
 * does not. The chance (in 100) the hint states. Refit it with `scripts/golf-hint-fit.mjs` whenever the search changes
 * (docs/hint.md).
 */
const GOLF_FOLLOWING_FIT: Record<'wrap' | 'noWrap', readonly [number, number, number]> = {
  wrap: [0.496, 1.117, -1.816],
  noWrap: [0.413, 1.188, -2.33],
};
