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
 * Two cuts end hopeless branches early (see DealFacts): a peak card that can never
 * be played, and Hall's condition on the cards that peak cards need to lie on.
 *
 * What was measured, tried and left out, with the commands to rerun it: docs/solver.md.
 */
import { lowBit as sharedLowBit } from '../rules/bits.js';
import { type Card, DECK_SIZE, JOKER_RANK, MAX_WILD, isJoker, wildNeighbourRanks, rankOf } from '../rules/cards.js';
import { type Deal, type Move, TURN_STOCK, checkWild, dealPlaces } from '../rules/deal.js';
import { ALL_PEAK_CARDS_MASK, COVERED_BY_MASK, COVERS, GOLF, type LayoutName, PEAK_COUNT, layoutOf } from '../rules/layout.js';
import { nextTask, runInSlices } from './slices.js';
import { type GolfSearchRun, loadVariants, variants } from '../variants/variants.js';

export interface SolverPosition {
  /** Bit mask of the peak positions already played. */
  readonly removed: number;
  /** How many stock cards have been turned (0-23 in Tri Peaks without jokers). */
  readonly stockTurned: number;
  /** The card on top of the waste. */
  readonly wasteTop: Card;
}

export interface SolveOptions {
  readonly wrap: boolean;
  /** The layout (default Tri Peaks). The deal's jokers are read from its length. */
  readonly layout?: LayoutName;
  /** Search from this position instead of the deal's start. */
  readonly from?: SolverPosition;
  /** Give up (answer `winnable: null`) after this many positions; no cap when absent. */
  readonly maxNodes?: number;
  /**
   * Turn at most this many stock cards in all, counted from the deal's start: the search
   * plays the deal as if the stock ended there (a win then leaves the rest in the stock).
   */
  readonly maxStockTurns?: number;
}

export interface SolveResult {
  /** true or false; null only when `maxNodes` stopped the search. */
  readonly winnable: boolean | null;
  /** A winning line from the position searched, or null. */
  readonly solution: Move[] | null;
  /** Positions explored: the solver's work. */
  readonly nodes: number;
}

/** The position a deal starts from in `layout` (its first waste card is the first after the layout's cards). */
export function startPosition(deal: Deal, layout: LayoutName): SolverPosition {
  return { removed: 0, stockTurned: 0, wasteTop: deal[layoutOf(layout).size] };
}

/** The Tri Peaks stock: its start in the deal, and its size with the deal's jokers. */
const STOCK_START = PEAK_COUNT + 1;
const MAX_STOCK = DECK_SIZE + MAX_WILD - STOCK_START;

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
 *
 * One 64-byte row per shape (one cache line: the search jumps between shapes at
 * random, so keeping a shape's facts together roughly halves its time). Row layout,
 * in 16-bit cells: 0-1 the played-positions mask (low, high half), 2-3 the
 * playable-positions mask, 4-31 the shape after playing position 0-27.
 */
interface Shapes {
  readonly count: number;
  readonly rows: Int16Array;
  indexOf(removed: number): number | undefined;
}
const ROW = 32;
const NEXT = 4;

let shapes: Shapes | undefined;

const SHAPE_COUNT = 22932;

/**
 * Builds the shape table breadth first from the full layout, each shape's successors
 * getting their index as found. `step(n)` handles n more shapes, so a browser can
 * build it over several short tasks (it is a 20-60 ms job in one piece).
 */
class ShapeBuilder {
  // mask -> index in an open-addressing table (a Map is several times slower here)
  readonly #tableKeys = new Int32Array(1 << 16).fill(-1);
  readonly #tableValues = new Int32Array(1 << 16);
  readonly #removed = new Int32Array(SHAPE_COUNT);
  readonly #rows = new Int16Array(SHAPE_COUNT * ROW).fill(-1);
  #count = 1;
  #done = 0;

  constructor() {
    this.#tableKeys[this.#slot(0)] = 0;
  }

  #slot(mask: number): number {
    const tableKeys = this.#tableKeys;
    const size = tableKeys.length;
    let i = (Math.imul(mask, 0x9e3779b1) >>> 16) & (size - 1);
    while (tableKeys[i] !== -1 && tableKeys[i] !== mask) i = (i + 1) & (size - 1);
    return i;
  }

  /** Handles up to `n` more shapes; returns the table once every shape is done. */
  step(n: number): Shapes | undefined {
    const tableKeys = this.#tableKeys;
    const tableValues = this.#tableValues;
    const removed = this.#removed;
    const rows = this.#rows;
    const stop = Math.min(this.#done + n, SHAPE_COUNT);
    for (let i = this.#done; i < this.#count && i < stop; i++, this.#done++) {
      const m = removed[i];
      let playable = 0;
      for (let p = 0; p < PEAK_COUNT; p++) {
        const bit = 1 << p;
        if (m & bit || (m & COVERED_BY_MASK[p]) !== COVERED_BY_MASK[p]) continue;
        playable |= bit;
        const next = m | bit;
        const at = this.#slot(next);
        if (tableKeys[at] === -1) {
          tableKeys[at] = next;
          tableValues[at] = this.#count;
          removed[this.#count++] = next;
        }
        rows[i * ROW + NEXT + p] = tableValues[at];
      }
      rows[i * ROW] = m & 0xffff;
      rows[i * ROW + 1] = m >>> 16;
      rows[i * ROW + 2] = playable & 0xffff;
      rows[i * ROW + 3] = playable >>> 16;
    }
    if (this.#done < this.#count) return undefined;
    return {
      count: this.#count,
      rows,
      indexOf: (mask) => {
        const at = this.#slot(mask);
        return tableKeys[at] === -1 ? undefined : tableValues[at];
      },
    };
  }
}

function buildShapes(): Shapes {
  return new ShapeBuilder().step(SHAPE_COUNT)!;
}

/** Builds the shape table in short tasks, if it is not built yet: for pages. */
async function buildShapesInSlices(): Promise<void> {
  if (shapes) return;
  const builder = new ShapeBuilder();
  let built: Shapes | undefined;
  while (!(built = builder.step(500))) await nextTask();
  shapes ??= built;
}

/**
 * What one deal makes of the shapes: ranks, which cards fit on which rank, what the
 * stock still holds after t turns, and the two cuts.
 */
class DealFacts {
  readonly peakRank = new Int8Array(PEAK_COUNT);
  /** Stock cards: 23, and one more for each joker. */
  readonly stockSize: number;
  readonly stockRank = new Int8Array(MAX_STOCK);
  /** fitting[r]: the peak positions whose card goes on rank r (r = 14: a joker). */
  readonly fitting = new Int32Array(16);
  /** stockCountFrom[t * 16 + r]: cards of rank r still in the stock after t turns. */
  readonly #stockCountFrom = new Int8Array((MAX_STOCK + 1) * 16);
  /**
   * starved[t * 16 + r]: the ranks with no neighbour on the waste (rank r) or in the
   * stock after t turns; only peak cards of these ranks can be dead.
   */
  readonly #starved = new Int32Array((MAX_STOCK + 1) * 16);
  /** helpers[p]: the peak positions that could ever lie under card p on the waste. */
  readonly #helpers = new Int32Array(PEAK_COUNT);
  /** rankPositions[r]: the peak positions holding a card of rank r. */
  readonly #rankPositions = new Int32Array(16);

  readonly #wrap: boolean;

  /** `stockLimit`: the stock cards the search may turn (the rest it treats as absent). */
  constructor(deal: Deal, wrap: boolean, stockLimit = Infinity) {
    this.#wrap = wrap;
    const { peakRank, stockRank, fitting } = this;
    const stockSize = (this.stockSize = Math.min(deal.length - STOCK_START, stockLimit));
    const neighbours = wildNeighbourRanks(wrap);
    for (let p = 0; p < PEAK_COUNT; p++) peakRank[p] = rankOf(deal[p]);
    for (let i = 0; i < stockSize; i++) stockRank[i] = rankOf(deal[STOCK_START + i]);
    for (let r = 1; r <= JOKER_RANK; r++) {
      for (let p = 0; p < PEAK_COUNT; p++) if (neighbours[r] & (1 << peakRank[p])) fitting[r] |= 1 << p;
    }
    // stockNeighboursFrom[t]: the ranks that go on some card still in the stock after t turns.
    const stockNeighboursFrom = new Int32Array(stockSize + 1);
    for (let t = stockSize - 1; t >= 0; t--) {
      stockNeighboursFrom[t] = stockNeighboursFrom[t + 1] | neighbours[stockRank[t]];
      for (let r = 1; r <= 13; r++) this.#stockCountFrom[t * 16 + r] = this.#stockCountFrom[(t + 1) * 16 + r];
      this.#stockCountFrom[t * 16 + stockRank[t]]++;
    }
    for (let t = 0; t <= stockSize; t++) {
      for (let r = 1; r <= 13; r++) this.#starved[t * 16 + r] = RANK_BITS & ~(stockNeighboursFrom[t] | neighbours[r]);
    }
    // Hall's condition counts on the rank chains, which a joker joins up: left out with jokers.
    this.hallAfter = deal.some(isJoker) ? MAX_STOCK : wrap ? 13 : 0;
    for (let p = 0; p < PEAK_COUNT; p++) {
      this.#helpers[p] = fitting[peakRank[p]] & ~ABOVE[p];
      this.#rankPositions[peakRank[p]] |= 1 << p;
    }
  }

  /** Counts the peak cards left by rank into `need`. */
  countNeed(left: number, need: Int32Array): void {
    need.fill(0);
    for (let rest = left; rest !== 0; rest &= rest - 1) need[this.peakRank[lowBit(rest)]]++;
  }

  /**
   * A peak card is dead when no card that could lie under it is left: no neighbour
   * rank on the waste or in the rest of the stock, and none among the peak cards it
   * does not cover itself.
   */
  hasDeadCard(left: number, turned: number, rank: number): boolean {
    for (let starved = this.#starved[turned * 16 + rank]; starved !== 0; starved &= starved - 1) {
      const r = lowBit(starved);
      for (let cards = left & this.#rankPositions[r]; cards !== 0; cards &= cards - 1) {
        const p = lowBit(cards);
        if (!(this.#helpers[p] & left)) return true;
      }
    }
    return false;
  }

  /**
   * Checked only after this many stock turns: with wrap it seldom fails while
   * much stock is left, and costs more there than it saves (timed on the slowest
   * seeds). Leaving a cut out is always sound.
   */
  readonly hallAfter: number;

  /**
   * Hall's condition, checked after each stock turn: every peak card left needs a
   * card of its own, of a neighbour rank, to lie on (a peak card, a stock card or the
   * waste top), and each card can be lain on once. Just after turning stock card t,
   * the waste top and the stock left are the stock from t, so supply is the peak
   * cards left plus stockCountFrom[t]. Ranks chain supplier, successor, supplier...:
   * 0 1 2 ... 14 from each odd and even start (0 and 14 supply nothing), or round and
   * round 13 12 ... 1 13 ... with wrap. A run of successor ranks along a chain lacks
   * suppliers when its need exceeds the supply on both its sides: one backward pass
   * of best-run sums finds it, twice round for wrap (a whole turn never helps:
   * supply >= need).
   */
  lacksPredecessors(need: Int32Array, t: number): boolean {
    return this.#wrap
      ? this.#runLacks(need, t * 16, 13, 26, 13)
      : this.#runLacks(need, t * 16, 14, 7, 0) || this.#runLacks(need, t * 16, 13, 6, 0);
  }

  /** The pass down one chain from supplier rank r over `needs` successors, the first `unchecked` only summed. */
  #runLacks(need: Int32Array, base: number, r: number, needs: number, unchecked: number): boolean {
    const stockCountFrom = this.#stockCountFrom;
    const wrap = this.#wrap;
    let right = need[r] + stockCountFrom[base + r];
    let best = 0;
    for (let i = needs; i > 0; i--) {
      r = r > 1 || !wrap ? r - 1 : 13;
      const own = need[r];
      r = r > 1 || !wrap ? r - 1 : 13;
      const left = need[r] + stockCountFrom[base + r];
      best = own - right + (best > 0 ? best : 0);
      if (i <= needs - unchecked && best > left) return true;
      right = left;
    }
    return false;
  }
}

const RANK_BITS = 0b11111111111110; // ranks 1..13 as bits
// Local copies for the search's inner loop: an imported binding can cost a getter
// call per read there (so it runs under tsx, as `npm run bench` does).
const ALL_LEFT = ALL_PEAK_CARDS_MASK;
const lowBit = sharedLowBit;
/** The deepest line: every peak card and every stock card, one frame each, and the start. */
const MAX_DEPTH = DECK_SIZE + MAX_WILD + 1;

function removedOf(rows: Int16Array, shape: number): number {
  return (rows[shape * ROW] & 0xffff) | (rows[shape * ROW + 1] << 16);
}

function playableOf(rows: Int16Array, shape: number): number {
  return (rows[shape * ROW + 2] & 0xffff) | (rows[shape * ROW + 3] << 16);
}

/** The search: depth first on an explicit stack, plays before stock turns. */
class DepthFirst {
  nodes = 0;
  /** lostFrom[shape * 16 + rank]: 1 + the fewest stock turns from which it is known lost (0: unknown). */
  readonly #lostFrom = new Uint8Array(SHAPE_COUNT * 16);
  /** need[r]: peak cards of rank r left, kept up to date as the search plays and takes back. */
  readonly #need = new Int32Array(15);
  // The stack: one frame per position on the current line.
  readonly #frameShape = new Int32Array(MAX_DEPTH);
  readonly #frameTurned = new Int8Array(MAX_DEPTH);
  /** The frame's index into lostFrom. */
  readonly #frameKey = new Int32Array(MAX_DEPTH);
  /** Plays not yet tried from this frame. */
  readonly #framePlays = new Int32Array(MAX_DEPTH);
  readonly #frameStockTried = new Uint8Array(MAX_DEPTH);
  /** The move taken from each frame: a peak position, or -1 for a stock turn. */
  readonly #moves = new Int8Array(MAX_DEPTH);
  #depth = -1;
  #won = false;

  readonly #facts: DealFacts;
  readonly #rows: Int16Array;
  /** The shape with every peak card played. */
  readonly #full: number;

  constructor(facts: DealFacts, rows: Int16Array, full: number, shape: number, turned: number, rank: number) {
    this.#facts = facts;
    this.#rows = rows;
    this.#full = full;
    facts.countNeed(~removedOf(rows, shape) & ALL_PEAK_CARDS_MASK, this.#need);
    this.#enter(shape, turned, rank, false);
  }

  /** Explores until `stopAt` nodes: true when won, false when lost, undefined when stopped. */
  run(stopAt: number): boolean | undefined {
    const lostFrom = this.#lostFrom;
    const frameShape = this.#frameShape;
    const frameTurned = this.#frameTurned;
    const frameKey = this.#frameKey;
    const framePlays = this.#framePlays;
    const frameStockTried = this.#frameStockTried;
    const moves = this.#moves;
    const need = this.#need;
    const rows = this.#rows;
    const { peakRank, stockRank, stockSize: lastTurn } = this.#facts;
    while (this.#depth >= 0) {
      if (this.nodes >= stopAt) return undefined;
      const d = this.#depth;
      const shape = frameShape[d];
      const turned = frameTurned[d];
      const plays = framePlays[d];
      if (plays !== 0) {
        const p = 31 - Math.clz32(plays);
        framePlays[d] = plays ^ (1 << p);
        const r = peakRank[p];
        const child = rows[shape * ROW + NEXT + p];
        moves[d] = p;
        if (child === this.#full) return (this.#won = true);
        need[r]--;
        if (!this.#enter(child, turned, r, false)) need[r]++;
      } else if (!frameStockTried[d] && turned < lastTurn) {
        frameStockTried[d] = 1;
        moves[d] = -1;
        this.#enter(shape, turned + 1, stockRank[turned], true);
      } else {
        // Every move from here is lost: remember it, and step back.
        // Recorded only once fully explored: a position still being explored must not
        // prune its own stock turns, which may bring up the same rank again.
        lostFrom[frameKey[d]] = turned + 1;
        this.#depth--;
        if (this.#depth >= 0 && moves[this.#depth] >= 0) need[peakRank[moves[this.#depth]]]++;
      }
    }
    return false;
  }

  /** The winning line as peak positions, -1 for a stock turn. */
  line(): number[] {
    return this.#won ? Array.from(this.#moves.subarray(0, this.#depth + 1)) : [];
  }

  /**
   * Pushes a position unless it is known lost or cut; returns whether it was pushed.
   * The waste rank only matters for the next move (any move covers it), so every
   * rank that fits no playable card is the same position: only the stock turn is
   * left. Those share the table's rank 0.
   */
  #enter(shape: number, turned: number, rank: number, afterTurn: boolean): boolean {
    const plays = playableOf(this.#rows, shape) & this.#facts.fitting[rank];
    const key = shape * 16 + (plays ? rank : 0);
    const known = this.#lostFrom[key];
    if (known !== 0 && known - 1 <= turned) return false;
    this.nodes++;
    const left = ~removedOf(this.#rows, shape) & ALL_LEFT;
    if (
      this.#facts.hasDeadCard(left, turned, rank) ||
      (afterTurn && turned > this.#facts.hallAfter && this.#facts.lacksPredecessors(this.#need, turned - 1))
    ) {
      this.#lostFrom[key] = turned + 1;
      return false;
    }
    const d = ++this.#depth;
    this.#frameShape[d] = shape;
    this.#frameTurned[d] = turned;
    this.#frameKey[d] = key;
    this.#framePlays[d] = plays;
    this.#frameStockTried[d] = 0;
    return true;
  }
}

/**
 * One search, run in slices: `run(budget)` explores at most `budget` more positions
 * and returns, so a browser can spread a long search over several tasks.
 */
export class SolverRun {
  /** The answer once the search is done; undefined while it is still running. */
  result: SolveResult | undefined;
  readonly #deal: Deal;
  readonly #maxNodes: number;
  /** Tri Peaks' search, or Golf's (variant code: variants.ts). */
  readonly #search: DepthFirst | GolfSearchRun;

  constructor(deal: Deal, options: SolveOptions) {
    this.#deal = deal;
    this.#maxNodes = options.maxNodes ?? Infinity;
    const layout = layoutOf(options.layout);
    const { stockSize } = dealPlaces(layout, checkWild(deal.length - DECK_SIZE));
    const from = options.from ?? startPosition(deal, layout.name);
    if (!Number.isInteger(from.stockTurned) || from.stockTurned < 0 || from.stockTurned > stockSize) {
      throw new Error(`stockTurned must be a whole number from 0 to ${stockSize}`);
    }
    if (layout === GOLF) {
      const golf = variants();
      const shape = golf.golfShapeOf(from.removed);
      if (shape === undefined) throw new Error('That position cannot happen: a played card is still covered');
      this.#search = golf.golfSearch(deal, options.wrap, shape, from.stockTurned, rankOf(from.wasteTop), options.maxStockTurns);
      if (shape === 0) this.result = { winnable: true, solution: [], nodes: 0 };
      return;
    }
    shapes ??= buildShapes();
    const shape = shapes.indexOf(from.removed);
    if (shape === undefined) throw new Error('That position cannot happen: a played card is still covered');
    const full = shapes.indexOf(ALL_PEAK_CARDS_MASK)!;
    this.#search = new DepthFirst(
      new DealFacts(deal, options.wrap, options.maxStockTurns),
      shapes.rows,
      full,
      shape,
      from.stockTurned,
      rankOf(from.wasteTop),
    );
    if (shape === full) this.result = { winnable: true, solution: [], nodes: 0 };
  }

  /** Positions explored so far: the solver's work. */
  get nodes(): number {
    return this.#search.nodes;
  }

  /** Explores up to `budget` more positions; returns the result when the search is done. */
  run(budget = Infinity): SolveResult | undefined {
    if (this.result) return this.result;
    const won = this.#search.run(Math.min(this.#maxNodes, this.nodes + budget));
    if (won !== undefined) {
      const solution = won ? this.#search.line().map((p): Move => (p < 0 ? TURN_STOCK : { kind: 'play', card: this.#deal[p] })) : null;
      this.result = { winnable: won, solution, nodes: this.nodes };
    } else if (this.nodes >= this.#maxNodes) {
      // Golf's search keeps its tables in a pool: a search stopped early gives them back.
      if ('finish' in this.#search) this.#search.finish(false);
      this.result = { winnable: null, solution: null, nodes: this.nodes };
    }
    return this.result;
  }
}

/** Solves to the end (or to `maxNodes`) in one go. */
export function solve(deal: Deal, options: SolveOptions): SolveResult {
  return new SolverRun(deal, options).run()!;
}

/**
 * Solves without blocking the page: runs the search in slices of about `sliceMs`
 * milliseconds and yields to the event loop between them. Golf's search is variant
 * code, loaded first if it is not here yet (variants.ts).
 */
export async function solveInSlices(deal: Deal, options: SolveOptions & { sliceMs?: number } = { wrap: true }): Promise<SolveResult> {
  await (layoutOf(options.layout) === GOLF ? loadVariants() : buildShapesInSlices());
  const search = new SolverRun(deal, options);
  return runInSlices((budget) => search.run(budget), { sliceMs: options.sliceMs, first: 200, min: 200, max: 500000 });
}
