/**
 * The hint for Golf, and for any game with jokers: simpler than the Tri Peaks hint
 * (hint.ts), whose imagined player is tuned to the peaks and the 13 ranks.
 *
 * It reads only the player's view: the face-up layout cards (all of them in Golf), the
 * waste and how many cards are left in the stock, never a face-down card or the stock's
 * order. Each legal move is tried on the same imagined deals (the unseen cards shuffled
 * into the face-down places and the stock), each played on by a greedy imagined player
 * who, from every waste card, plays the longest line of cards it can find and then turns
 * the stock. The move that clears the layout in the most imagined deals (then clears the
 * most cards) is the hint. Seeded from a hash of the view: the same view, the same hint.
 *
 * Its win rate, with the command to rerun it: docs/hint.md.
 */
import { type Card, DECK_SIZE, rankOf, wildNeighbourRanks } from './cards.js';
import { type Move, TURN_STOCK } from './deal.js';
import { fnv1a } from './fnv.js';
import type { HintData, HintWhy, PlayerView } from './hint-view.js';
import { type Layout, hasPosition, layoutOf } from './layout.js';
import { mulberry32, shuffle } from './shuffle.js';

/** Imagined deals each move is tried on. */
const DEALS = 32;
/** Positions the imagined player's longest-line search may visit per waste card. */
const LINE_BUDGET = 400;
/** What clearing every card of a lost game is worth next to a win. */
const CLEARED_WEIGHT = 0.25;

/** One imagined game: ranks by layout position, the stock's ranks, what is gone. */
class Imagined {
  readonly rank: Int8Array;
  readonly gone: Uint8Array;
  stock: Int8Array = new Int8Array(0);
  turned = 0;
  top = 0;
  left = 0;
  #visits = 0;
  #bestLength = 0;
  readonly #line: Int8Array;
  readonly #best: Int8Array;
  readonly #layout: Layout;
  readonly #neighbours: Int32Array;

  constructor(layout: Layout, neighbours: Int32Array) {
    this.#layout = layout;
    this.#neighbours = neighbours;
    this.rank = new Int8Array(layout.size);
    this.gone = new Uint8Array(layout.size);
    this.#line = new Int8Array(layout.size);
    this.#best = new Int8Array(layout.size);
  }

  isFree(p: number): boolean {
    if (this.gone[p]) return false;
    for (const q of this.#layout.coveredBy[p]) if (!this.gone[q]) return false;
    return true;
  }

  play(p: number): void {
    this.gone[p] = 1;
    this.top = this.rank[p];
    this.left--;
  }

  /** Plays on to the end: the longest line found from each waste card, then a stock turn. */
  finish(): void {
    for (;;) {
      this.#visits = 0;
      this.#bestLength = 0;
      this.#search(0);
      for (let i = 0; i < this.#bestLength; i++) this.play(this.#best[i]);
      if (this.left === 0 || this.turned === this.stock.length) return;
      this.top = this.stock[this.turned++];
    }
  }

  #search(depth: number): void {
    if (depth > this.#bestLength) {
      this.#bestLength = depth;
      this.#best.set(this.#line.subarray(0, depth));
    }
    if (++this.#visits > LINE_BUDGET || this.left === 0) return;
    const fits = this.#neighbours[this.top];
    const top = this.top;
    for (let p = this.#layout.size - 1; p >= 0; p--) {
      if (!(fits & (1 << this.rank[p])) || !this.isFree(p)) continue;
      this.#line[depth] = p;
      this.play(p);
      this.#search(depth + 1);
      this.gone[p] = 0;
      this.left++;
      this.top = top;
      if (this.#visits > LINE_BUDGET) return;
    }
  }
}

/** Whether the view is one the Tri Peaks hint reads (Tri Peaks without jokers). */
export function isPlainTriPeaks(view: PlayerView): boolean {
  return (view.layout ?? 'tri-peaks') === 'tri-peaks' && !(view.wild ?? 0);
}

/** The Golf and joker hint, run in slices like the Tri Peaks one: `run(budget)` plays at most `budget` imagined games. */
export class PlayoutHint {
  result: HintData | undefined;
  readonly #layout: Layout;
  readonly #sim: Imagined;
  readonly #moves: Move[] = [];
  readonly #positions: (number | null)[] = [];
  readonly #value: number[] = [];
  readonly #wins: number[] = [];
  readonly #unseen: number[] = [];
  readonly #hidden: number[] = [];
  readonly #random: () => number;
  #deal = 0;
  #next = 0;

  readonly #view: PlayerView;

  constructor(view: PlayerView) {
    this.#view = view;
    this.#layout = layoutOf(view.layout);
    const neighbours = wildNeighbourRanks(view.wrap);
    this.#sim = new Imagined(this.#layout, neighbours);
    const seen = new Set<Card>(view.seen);
    for (let c = 0; c < DECK_SIZE + (view.wild ?? 0); c++) if (!seen.has(c)) this.#unseen.push(rankOf(c));
    for (let p = 0; p < this.#layout.size; p++) if (!hasPosition(view.removed, p) && view.faceUp[p] === null) this.#hidden.push(p);
    const fits = neighbours[rankOf(view.wasteTop)];
    if (!view.over) {
      for (let p = 0; p < this.#layout.size; p++) {
        const card = view.faceUp[p];
        if (card === null || hasPosition(view.removed, p) || !(fits & (1 << rankOf(card)))) continue;
        if (!this.#layout.coveredBy[p].every((q) => hasPosition(view.removed, q))) continue;
        this.#moves.push({ kind: 'play', card });
        this.#positions.push(p);
      }
      if (view.stockCount > 0) {
        this.#moves.push(TURN_STOCK);
        this.#positions.push(null);
      }
    }
    this.#value = this.#moves.map(() => 0);
    this.#wins = this.#moves.map(() => 0);
    const numbers = [
      view.wrap ? 1 : 0,
      view.removed % 2 ** 32,
      Math.floor(view.removed / 2 ** 32),
      view.wasteTop,
      view.stockCount,
      ...view.seen,
    ];
    this.#random = mulberry32(fnv1a(numbers));
    if (this.#moves.length <= 1) this.result = this.#answer();
  }

  /** Plays up to `budget` more imagined games; returns the hint once every move has had its deals. */
  run(budget = Infinity): HintData | undefined {
    if (this.result) return this.result;
    for (let spent = 0; spent < budget; spent++) {
      if (this.#next === 0) {
        if (this.#deal === DEALS) return (this.result = this.#answer());
        this.#shuffleUnseen();
      }
      this.#playOut(this.#next);
      if (++this.#next === this.#moves.length) {
        this.#next = 0;
        this.#deal++;
      }
    }
    return undefined;
  }

  /** A fresh imagined order of the unseen cards: the face-down places first, then the stock. */
  #shuffleUnseen(): void {
    shuffle(this.#unseen, this.#random);
  }

  #playOut(m: number): void {
    const sim = this.#sim;
    const view = this.#view;
    const layout = this.#layout;
    sim.left = 0;
    for (let p = 0; p < layout.size; p++) {
      const gone = hasPosition(view.removed, p);
      sim.gone[p] = gone ? 1 : 0;
      if (!gone) sim.left++;
      const card = view.faceUp[p];
      if (card !== null) sim.rank[p] = rankOf(card);
    }
    this.#hidden.forEach((p, i) => (sim.rank[p] = this.#unseen[i]));
    sim.stock = Int8Array.from(this.#unseen.slice(this.#hidden.length));
    sim.turned = 0;
    sim.top = rankOf(view.wasteTop);
    const position = this.#positions[m];
    if (position === null) sim.top = sim.stock[sim.turned++];
    else sim.play(position);
    sim.finish();
    if (sim.left === 0) this.#wins[m]++;
    this.#value[m] += (sim.left === 0 ? 1 : 0) + (CLEARED_WEIGHT * (layout.size - sim.left)) / layout.size;
  }

  #answer(): HintData {
    if (this.#moves.length === 0) return { move: null, position: null, chance: null };
    let best = 0;
    for (let m = 1; m < this.#moves.length; m++) if (this.#value[m] > this.#value[best]) best = m;
    const move = this.#moves[best];
    // How often this move cleared the layout in the playouts (hintReason words it).
    const why = this.#why(move.kind === 'stock' ? 0 : 1, this.#wins[best]);
    return { move, position: move.kind === 'stock' ? null : this.#positions[best], chance: null, why };
  }

  /** Hint.why: the playouts weigh single moves, and count the imagined deals won after each. */
  #why(run: number, won: number): HintWhy {
    return { choices: this.#moves.length, run, flips: 0, won, tried: DEALS };
  }
}
