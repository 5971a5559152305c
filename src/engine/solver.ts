/**
 * The exact solver: with every card known, can the peaks be cleared?
 *
 * A position is small: which peak cards are gone (a 28-bit mask), how many stock
 * cards have been turned, and the rank on the waste (only its rank matters for
 * what can follow). And one position dominates another: with the same peaks and
 * waste rank, having turned fewer stock cards is never worse, because the player
 * with more stock left can turn the extra cards to reach the other's position.
 * So the search remembers, for each (peaks, rank), the fewest stock turns from
 * which it has proved the position lost, and never explores the same or a worse one.
 *
 * A second cut ends hopeless branches early: a peak card is dead when no card that
 * could ever sit under it on the waste is left (no neighbour rank on the waste, in
 * the rest of the stock, or among the peak cards it does not cover itself).
 */
import { type Card, DECK_SIZE, rankOf } from './cards.js';
import { type Deal, type Move, STOCK_SIZE, STOCK_START, FIRST_WASTE_INDEX, TURN_STOCK } from './deal.js';
import { ALL_PEAK_CARDS_MASK, COVERED_BY_MASK, COVERS, PEAK_COUNT } from './layout.js';

export interface SolverPosition {
  /** Bit mask of the peak positions already played. */
  readonly removed: number;
  /** How many stock cards have been turned (0-23). */
  readonly stockTurned: number;
  /** The card on top of the waste. */
  readonly wasteTop: Card;
}

export interface SolveOptions {
  readonly wrap: boolean;
  /** Search from this position instead of the deal's start. */
  readonly from?: SolverPosition;
  /** Give up (answer `winnable: null`) after this many positions; no cap when absent. */
  readonly maxNodes?: number;
}

export interface SolveResult {
  /** true or false; null only when `maxNodes` stopped the search. */
  readonly winnable: boolean | null;
  /** A winning line from the position searched, or null. */
  readonly solution: Move[] | null;
  /** Positions explored: the solver's work. */
  readonly nodes: number;
}

export function startPosition(deal: Deal): SolverPosition {
  return { removed: 0, stockTurned: 0, wasteTop: deal[FIRST_WASTE_INDEX] };
}

/** ABOVE[p]: every peak position that cannot leave before p (p covers it, directly or not). */
const ABOVE: readonly number[] = (() => {
  const above = new Array<number>(PEAK_COUNT).fill(0);
  for (let p = 0; p < PEAK_COUNT; p++) {
    for (const q of COVERS[p]) above[p] |= (1 << q) | above[q];
  }
  return above;
})();

/**
 * Every shape the peaks can have: the sets of played cards where each played card's
 * two coverers are played too. There are only 22,932 of them, so each gets an index,
 * with its playable positions and where playing each one leads, built once on first use.
 */
interface Shapes {
  readonly count: number;
  readonly removed: Int32Array; // shape index -> bit mask of played positions
  readonly playable: Int32Array; // shape index -> bit mask of uncovered, unplayed positions
  readonly next: Int16Array; // shape index * 28 + position -> shape index after playing it
  readonly indexOf: Map<number, number>;
}

let shapes: Shapes | undefined;

function buildShapes(): Shapes {
  const indexOf = new Map<number, number>();
  const masks: number[] = [0];
  indexOf.set(0, 0);
  for (let i = 0; i < masks.length; i++) {
    const m = masks[i];
    for (let p = 0; p < PEAK_COUNT; p++) {
      const n = m | (1 << p);
      if (n !== m && (m & COVERED_BY_MASK[p]) === COVERED_BY_MASK[p] && !indexOf.has(n)) {
        indexOf.set(n, masks.length);
        masks.push(n);
      }
    }
  }
  const count = masks.length;
  const removed = Int32Array.from(masks);
  const playable = new Int32Array(count);
  const next = new Int16Array(count * PEAK_COUNT).fill(-1);
  for (let i = 0; i < count; i++) {
    const m = masks[i];
    for (let p = 0; p < PEAK_COUNT; p++) {
      if (!(m & (1 << p)) && (m & COVERED_BY_MASK[p]) === COVERED_BY_MASK[p]) {
        playable[i] |= 1 << p;
        next[i * PEAK_COUNT + p] = indexOf.get(m | (1 << p))!;
      }
    }
  }
  return { count, removed, playable, next, indexOf };
}

export function solve(deal: Deal, options: SolveOptions): SolveResult {
  const { wrap } = options;
  const from = options.from ?? startPosition(deal);
  const maxNodes = options.maxNodes ?? Infinity;
  shapes ??= buildShapes();
  const { removed: shapeRemoved, playable, next } = shapes;
  const fullShape = shapes.indexOf.get(ALL_PEAK_CARDS_MASK)!;
  const startShape = shapes.indexOf.get(from.removed);
  if (startShape === undefined) throw new Error('That position cannot happen: a played card is still covered');

  const peakRank = new Int8Array(PEAK_COUNT);
  for (let p = 0; p < PEAK_COUNT; p++) peakRank[p] = rankOf(deal[p]);
  const stockRank = new Int8Array(STOCK_SIZE);
  for (let i = 0; i < STOCK_SIZE; i++) stockRank[i] = rankOf(deal[STOCK_START + i]);

  // fits[r]: bit mask of the ranks that go on rank r;
  // fitting[r]: bit mask of the peak positions whose card goes on rank r.
  const fits = new Int32Array(14);
  const fitting = new Int32Array(14);
  for (let r = 1; r <= 13; r++) {
    for (let q = 1; q <= 13; q++) {
      const d = Math.abs(r - q);
      if (d === 1 || (wrap && d === 12)) fits[r] |= 1 << q;
    }
    for (let p = 0; p < PEAK_COUNT; p++) if (fits[r] & (1 << peakRank[p])) fitting[r] |= 1 << p;
  }
  // stockRanksFrom[t]: ranks still in the stock after t turns.
  const stockRanksFrom = new Int32Array(STOCK_SIZE + 1);
  for (let t = STOCK_SIZE - 1; t >= 0; t--) stockRanksFrom[t] = stockRanksFrom[t + 1] | (1 << stockRank[t]);
  // helpers[p]: the peak positions that could ever lie under card p on the waste.
  const helpers = new Int32Array(PEAK_COUNT);
  for (let p = 0; p < PEAK_COUNT; p++) helpers[p] = fitting[peakRank[p]] & ~ABOVE[p];

  // lostFrom[shape * 16 + rank]: 1 + the fewest stock turns from which it is known lost (0: unknown)
  const lostFrom = new Uint8Array(shapes.count * 16);
  const line = new Int8Array(DECK_SIZE); // peak position played, or -1 for a stock turn
  let depth = 0;
  let nodes = 0;

  // rankPositions[r]: the peak positions holding a card of rank r.
  const rankPositions = new Int32Array(14);
  for (let p = 0; p < PEAK_COUNT; p++) rankPositions[peakRank[p]] |= 1 << p;
  const RANK_BITS = 0b11111111111110; // bits 1..13
  /** The ranks with a neighbour among `ranks` (both bit masks of ranks). */
  const neighboursOf = (ranks: number): number =>
    ((ranks << 1) | (ranks >> 1) | (wrap ? ((ranks >> 12) & 2) | ((ranks & 2) << 12) : 0)) & RANK_BITS;

  const hasDeadCard = (left: number, turned: number, rank: number): boolean => {
    // Ranks with no neighbour on the waste or in the rest of the stock: each such
    // peak card needs a neighbour among the peak cards it does not cover.
    let starved = RANK_BITS & ~neighboursOf(stockRanksFrom[turned] | (1 << rank));
    for (; starved !== 0; starved &= starved - 1) {
      const r = 31 - Math.clz32(starved & -starved);
      for (let cards = left & rankPositions[r]; cards !== 0; cards &= cards - 1) {
        const p = 31 - Math.clz32(cards & -cards);
        if (!(helpers[p] & left)) return true;
      }
    }
    return false;
  };

  const search = (shape: number, turned: number, rank: number): boolean => {
    if (shape === fullShape) return true;
    const key = shape * 16 + rank;
    const known = lostFrom[key];
    if (known !== 0 && known - 1 <= turned) return false;
    if (++nodes > maxNodes) throw new NodeLimit();
    if (!hasDeadCard(~shapeRemoved[shape] & ALL_PEAK_CARDS_MASK, turned, rank)) {
      for (let moves = playable[shape] & fitting[rank]; moves !== 0; moves &= moves - 1) {
        const p = 31 - Math.clz32(moves & -moves);
        line[depth++] = p;
        if (search(next[shape * PEAK_COUNT + p], turned, peakRank[p])) return true;
        depth--;
      }
      if (turned < STOCK_SIZE) {
        line[depth++] = -1;
        if (search(shape, turned + 1, stockRank[turned])) return true;
        depth--;
      }
    }
    // Recorded only once fully explored: a position still being explored must not
    // prune its own stock turns, which may bring up the same rank again.
    lostFrom[key] = turned + 1;
    return false;
  };

  try {
    const won = search(startShape, from.stockTurned, rankOf(from.wasteTop));
    const solution = won
      ? Array.from(line.subarray(0, depth), (p): Move => (p < 0 ? TURN_STOCK : { kind: 'play', card: deal[p] }))
      : null;
    return { winnable: won, solution, nodes };
  } catch (e) {
    if (e instanceof NodeLimit) return { winnable: null, solution: null, nodes };
    throw e;
  }
}

class NodeLimit extends Error {}
