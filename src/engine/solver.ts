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
import { type Card, DECK_SIZE, rankOf, ranksAdjacent } from './cards.js';
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
  indexOf(removed: number): number | undefined;
}

let shapes: Shapes | undefined;

const SHAPE_COUNT = 22932;

function buildShapes(): Shapes {
  // mask -> index + 1 in an open-addressing table (a Map is several times slower here)
  const tableSize = 1 << 16;
  const tableKeys = new Int32Array(tableSize).fill(-1);
  const tableValues = new Int32Array(tableSize);
  const slot = (mask: number) => {
    let i = (Math.imul(mask, 0x9e3779b1) >>> 16) & (tableSize - 1);
    while (tableKeys[i] !== -1 && tableKeys[i] !== mask) i = (i + 1) & (tableSize - 1);
    return i;
  };
  const removed = new Int32Array(SHAPE_COUNT);
  const playable = new Int32Array(SHAPE_COUNT);
  const next = new Int16Array(SHAPE_COUNT * PEAK_COUNT).fill(-1);
  let count = 1;
  tableKeys[slot(0)] = 0;
  // Breadth first from the full layout: each shape's successors get their index as found.
  for (let i = 0; i < count; i++) {
    const m = removed[i];
    for (let p = 0; p < PEAK_COUNT; p++) {
      const bit = 1 << p;
      if (m & bit || (m & COVERED_BY_MASK[p]) !== COVERED_BY_MASK[p]) continue;
      playable[i] |= bit;
      const n = m | bit;
      const at = slot(n);
      if (tableKeys[at] === -1) {
        tableKeys[at] = n;
        tableValues[at] = count;
        removed[count++] = n;
      }
      next[i * PEAK_COUNT + p] = tableValues[at];
    }
  }
  return {
    count, removed, playable, next,
    indexOf: (mask) => {
      const at = slot(mask);
      return tableKeys[at] === -1 ? undefined : tableValues[at];
    },
  };
}

/**
 * One search, run in slices: `run(budget)` explores at most `budget` more positions
 * and returns, so a browser can spread a long search over several tasks. The search
 * is a depth-first search on an explicit stack (plays before stock turns).
 */
export class SolverRun {
  /** The answer once the search is done; undefined while it is still running. */
  result: SolveResult | undefined;
  nodes = 0;

  private readonly deal: Deal;
  private readonly wrap: boolean;
  private readonly maxNodes: number;
  private readonly fullShape: number;
  private readonly peakRank = new Int8Array(PEAK_COUNT);
  private readonly stockRank = new Int8Array(STOCK_SIZE);
  /** fitting[r]: the peak positions whose card goes on rank r. */
  private readonly fitting = new Int32Array(16);
  /** stockRanksFrom[t]: bit mask of the ranks still in the stock after t turns. */
  private readonly stockRanksFrom = new Int32Array(STOCK_SIZE + 1);
  /** stockCountFrom[t * 16 + r]: cards of rank r still in the stock after t turns. */
  private readonly stockCountFrom = new Int8Array((STOCK_SIZE + 1) * 16);
  /** helpers[p]: the peak positions that could ever lie under card p on the waste. */
  private readonly helpers = new Int32Array(PEAK_COUNT);
  /** rankPositions[r]: the peak positions holding a card of rank r. */
  private readonly rankPositions = new Int32Array(16);
  /** need[r]: peak cards of rank r left, kept up to date as the search plays and takes back. */
  private readonly need = new Int32Array(15);
  private readonly supply = new Int32Array(15);
  /** The rank chains of Hall's condition (see lacksPredecessors). */
  private readonly chains: readonly (readonly number[])[];
  /** lostFrom[shape * 16 + rank]: 1 + the fewest stock turns from which it is known lost (0: unknown). */
  private readonly lostFrom: Uint8Array;

  // The stack: one frame per position on the current line.
  private readonly frameShape = new Int32Array(DECK_SIZE + 1);
  private readonly frameTurned = new Int8Array(DECK_SIZE + 1);
  private readonly frameRank = new Int8Array(DECK_SIZE + 1);
  /** Plays not yet tried from this frame. */
  private readonly framePlays = new Int32Array(DECK_SIZE + 1);
  private readonly frameStockTried = new Uint8Array(DECK_SIZE + 1);
  /** The move taken from each frame: a peak position, or -1 for a stock turn. */
  private readonly line = new Int8Array(DECK_SIZE + 1);
  private depth = -1;

  constructor(deal: Deal, options: SolveOptions) {
    this.deal = deal;
    this.wrap = options.wrap;
    this.maxNodes = options.maxNodes ?? Infinity;
    shapes ??= buildShapes();
    this.lostFrom = new Uint8Array(shapes.count * 16);
    this.fullShape = shapes.indexOf(ALL_PEAK_CARDS_MASK)!;
    const from = options.from ?? startPosition(deal);
    const startShape = shapes.indexOf(from.removed);
    if (startShape === undefined) throw new Error('That position cannot happen: a played card is still covered');
    if (!Number.isInteger(from.stockTurned) || from.stockTurned < 0 || from.stockTurned > STOCK_SIZE) {
      throw new Error(`stockTurned must be a whole number from 0 to ${STOCK_SIZE}`);
    }

    const { peakRank, stockRank, fitting } = this;
    for (let p = 0; p < PEAK_COUNT; p++) peakRank[p] = rankOf(deal[p]);
    for (let i = 0; i < STOCK_SIZE; i++) stockRank[i] = rankOf(deal[STOCK_START + i]);
    for (let r = 1; r <= 13; r++) {
      for (let p = 0; p < PEAK_COUNT; p++) if (ranksAdjacent(r, peakRank[p], this.wrap)) fitting[r] |= 1 << p;
    }
    for (let t = STOCK_SIZE - 1; t >= 0; t--) {
      this.stockRanksFrom[t] = this.stockRanksFrom[t + 1] | (1 << stockRank[t]);
      for (let r = 1; r <= 13; r++) this.stockCountFrom[t * 16 + r] = this.stockCountFrom[(t + 1) * 16 + r];
      this.stockCountFrom[t * 16 + stockRank[t]]++;
    }
    for (let p = 0; p < PEAK_COUNT; p++) {
      this.helpers[p] = fitting[peakRank[p]] & ~ABOVE[p];
      this.rankPositions[peakRank[p]] |= 1 << p;
    }
    for (let rest = ~from.removed & ALL_PEAK_CARDS_MASK; rest !== 0; rest &= rest - 1) {
      this.need[peakRank[31 - Math.clz32(rest & -rest)]]++;
    }
    this.chains = this.wrap ? [[1, 3, 5, 7, 9, 11, 13, 2, 4, 6, 8, 10, 12]] : [[1, 3, 5, 7, 9, 11, 13], [2, 4, 6, 8, 10, 12]];

    if (startShape === this.fullShape) this.result = { winnable: true, solution: [], nodes: 0 };
    else if (!this.enter(startShape, from.stockTurned, rankOf(from.wasteTop), true)) this.finish(false);
  }

  /** Explores up to `budget` more positions; returns the result when the search is done. */
  run(budget = Infinity): SolveResult | undefined {
    if (this.result) return this.result;
    const { lostFrom, frameShape, frameTurned, frameRank, framePlays, frameStockTried, line, peakRank, need } = this;
    const { next } = shapes!;
    const stop = Math.min(this.maxNodes, this.nodes + budget);
    while (this.depth >= 0) {
      if (this.nodes >= stop) {
        if (this.nodes >= this.maxNodes) this.result = { winnable: null, solution: null, nodes: this.nodes };
        return this.result;
      }
      const d = this.depth;
      const shape = frameShape[d];
      const turned = frameTurned[d];
      const plays = framePlays[d];
      let entered: boolean;
      if (plays !== 0) {
        const p = 31 - Math.clz32(plays & -plays);
        framePlays[d] = plays & (plays - 1);
        const r = peakRank[p];
        const child = next[shape * PEAK_COUNT + p];
        line[d] = p;
        if (child === this.fullShape) return this.finish(true);
        need[r]--;
        entered = this.enter(child, turned, r, false);
        if (!entered) need[r]++;
      } else if (!frameStockTried[d] && turned < STOCK_SIZE) {
        frameStockTried[d] = 1;
        line[d] = -1;
        entered = this.enter(shape, turned + 1, this.stockRank[turned], true);
      } else {
        // Every move from here is lost: remember it, and step back.
        // Recorded only once fully explored: a position still being explored must not
        // prune its own stock turns, which may bring up the same rank again.
        lostFrom[shape * 16 + frameRank[d]] = turned + 1;
        this.depth--;
        if (this.depth >= 0 && line[this.depth] >= 0) need[peakRank[line[this.depth]]]++;
      }
    }
    return this.finish(false);
  }

  /** Pushes a position unless it is known lost or cut; returns whether it was pushed. */
  private enter(shape: number, turned: number, rank: number, afterTurn: boolean): boolean {
    const key = shape * 16 + rank;
    const known = this.lostFrom[key];
    if (known !== 0 && known - 1 <= turned) return false;
    this.nodes++;
    const left = ~shapes!.removed[shape] & ALL_PEAK_CARDS_MASK;
    if (this.hasDeadCard(left, turned, rank) || (afterTurn && this.lacksPredecessors(turned, rank))) {
      this.lostFrom[key] = turned + 1;
      return false;
    }
    const d = ++this.depth;
    this.frameShape[d] = shape;
    this.frameTurned[d] = turned;
    this.frameRank[d] = rank;
    this.framePlays[d] = shapes!.playable[shape] & this.fitting[rank];
    this.frameStockTried[d] = 0;
    return true;
  }

  private finish(won: boolean): SolveResult {
    const moves = won ? Array.from(this.line.subarray(0, this.depth + 1)) : [];
    const solution = won ? moves.map((p): Move => (p < 0 ? TURN_STOCK : { kind: 'play', card: this.deal[p] })) : null;
    this.result = { winnable: won, solution, nodes: this.nodes };
    return this.result;
  }

  /**
   * A peak card is dead when no card that could lie under it is left: no neighbour
   * rank on the waste or in the rest of the stock, and none among the peak cards it
   * does not cover itself.
   */
  private hasDeadCard(left: number, turned: number, rank: number): boolean {
    const available = this.stockRanksFrom[turned] | (1 << rank);
    const neighbours = (available << 1) | (available >> 1) | (this.wrap ? ((available >> 12) & 2) | ((available & 2) << 12) : 0);
    for (let starved = RANK_BITS & ~neighbours; starved !== 0; starved &= starved - 1) {
      const r = 31 - Math.clz32(starved & -starved);
      for (let cards = left & this.rankPositions[r]; cards !== 0; cards &= cards - 1) {
        const p = 31 - Math.clz32(cards & -cards);
        if (!(this.helpers[p] & left)) return true;
      }
    }
    return false;
  }

  /**
   * Hall's condition, checked after each stock turn: every peak card left needs a
   * card of its own, of a neighbour rank, to lie on (a peak card, a stock card or the
   * waste top), and each card can be lain on once. Ranks chain successor, supplier,
   * successor...: 1 2 3 ... 13 (and round to 1 with wrap), read from each odd and
   * even start. A run of successor ranks along a chain lacks suppliers when its need
   * exceeds the supply on both its sides: one backward pass of best-run sums finds
   * it, twice round the chain for wrap (a whole turn never helps: supply >= need).
   */
  private lacksPredecessors(turned: number, rank: number): boolean {
    const { need, supply, stockCountFrom } = this;
    const stockBase = turned * 16;
    for (let r = 1; r <= 13; r++) supply[r] = need[r] + stockCountFrom[stockBase + r];
    supply[rank]++;
    if (this.wrap) {
      supply[0] = supply[13];
      supply[14] = supply[1];
    }
    for (const chain of this.chains) {
      const n = chain.length;
      let best = 0;
      for (let i = (this.wrap ? 2 * n : n) - 1; i >= 0; i--) {
        const r = chain[i % n];
        best = need[r] - supply[r + 1] + (best > 0 ? best : 0);
        if (i < n && best - supply[r - 1] > 0) return true;
      }
    }
    return false;
  }
}

const RANK_BITS = 0b11111111111110; // ranks 1..13 as bits

/** Solves to the end (or to `maxNodes`) in one go. */
export function solve(deal: Deal, options: SolveOptions): SolveResult {
  return new SolverRun(deal, options).run()!;
}

/**
 * Solves without blocking the page: runs the search in slices of about `sliceMs`
 * milliseconds and yields to the event loop between them.
 */
export async function solveInSlices(deal: Deal, options: SolveOptions & { sliceMs?: number } = { wrap: true }): Promise<SolveResult> {
  const search = new SolverRun(deal, options);
  const sliceMs = options.sliceMs ?? 8;
  let budget = 20000;
  for (;;) {
    const started = performance.now();
    const result = search.run(budget);
    if (result) return result;
    // Aim the next slice at sliceMs, from how fast this one went.
    const spent = Math.max(performance.now() - started, 0.1);
    budget = Math.max(1000, Math.min(500000, Math.round((budget * sliceMs) / spent)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
