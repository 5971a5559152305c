/**
 * The exact solver's search for Golf: with every card known, can the 35 cards be cleared?
 *
 * A Golf position is the seven column heights (0-5 cards left in each, so 6^7 =
 * 279,936 shapes, an index in base 6 with column 0 the lowest digit), the stock cards
 * turned, and the waste rank. A column's cards always leave from the bottom (row 4 up),
 * so its height says which cards are left, and the playable cards are the bottom card
 * of each non-empty column. The Tri Peaks dominance holds as it is: with the same
 * shape and waste rank, fewer stock turns is never worse, so the search remembers for
 * each (shape, rank) the fewest turns from which it is known lost.
 *
 * One cut: a layout card is dead, and the position lost, when no card that could ever
 * lie under it on the waste is left (the waste top, the stock still to turn, or a
 * layout card that is not above it in its own column).
 *
 * Measurements, with the commands to rerun them: docs/solver.md.
 */
import { MAX_WILD, wildNeighbourRanks, rankOf } from './cards.js';
import type { Deal } from './deal.js';
import { GOLF_COLUMNS, GOLF_ROWS, hasPosition } from './layout.js';

const COLUMNS = GOLF_COLUMNS;
const ROWS = GOLF_ROWS;
const SIZE = COLUMNS * ROWS;
/** POW6[c]: the weight of column c's height in a shape index. */
const POW6 = Array.from({ length: COLUMNS + 1 }, (_, c) => 6 ** c);
export const GOLF_SHAPE_COUNT = POW6[COLUMNS];
const MAX_STOCK = 52 + MAX_WILD - SIZE - 1;
const MAX_DEPTH = SIZE + MAX_STOCK + 1;

/**
 * The shape of a set of played Golf positions, or undefined when a played card is still
 * covered (a card above it in its column played before it).
 */
export function golfShapeOf(removed: number): number | undefined {
  let shape = 0;
  for (let c = 0; c < COLUMNS; c++) {
    let height = ROWS;
    while (height > 0 && hasPosition(removed, (height - 1) * COLUMNS + c)) height--;
    for (let row = 0; row < height; row++) if (hasPosition(removed, row * COLUMNS + c)) return undefined;
    shape += height * POW6[c];
  }
  return shape;
}

/**
 * The lost-position tables: 4.5 MB each, so they are reused (clearing one is far
 * cheaper than allocating one), one per search running at a time.
 */
const freeTables: Uint8Array[] = [];

/** The depth-first search, on an explicit stack so it can run in slices like the Tri Peaks one. */
export class GolfSearch {
  nodes = 0;
  /** lostFrom[shape * 16 + rank]: 1 + the fewest stock turns from which it is known lost (0: unknown). */
  private lostFrom: Uint8Array | undefined;
  /** rankAt[c * 8 + h]: the rank of column c's bottom card when it holds h cards. */
  private readonly rankAt = new Int8Array(COLUMNS * 8);
  private readonly stockRank = new Int8Array(MAX_STOCK);
  private readonly stockSize: number;
  private readonly neighbours: Int32Array;
  /** stockNeighboursFrom[t]: the ranks that go on some card still in the stock after t turns (rank bits). */
  private readonly stockNeighboursFrom = new Int32Array(MAX_STOCK + 1);
  /** helperAt[(c * 8 + h) * 8 + d]: for column c's card at height h, the heights h' of column d whose card could lie under it (bit h'). */
  private readonly helperAt = new Int32Array(COLUMNS * 8 * 8);
  private readonly frameShape = new Int32Array(MAX_DEPTH);
  private readonly frameTurned = new Int8Array(MAX_DEPTH);
  private readonly frameKey = new Int32Array(MAX_DEPTH);
  /** Columns whose bottom card fits and is not yet tried from this frame (bit c). */
  private readonly framePlays = new Int32Array(MAX_DEPTH);
  private readonly frameStockTried = new Uint8Array(MAX_DEPTH);
  /** The move taken from each frame: a column, or -1 for a stock turn. */
  private readonly moves = new Int8Array(MAX_DEPTH);
  /** The shape's heights, kept for the frame on top of the stack. */
  private readonly heights = new Int8Array(COLUMNS);
  private depth = -1;
  private won = false;

  constructor(deal: Deal, wrap: boolean, shape: number, turned: number, rank: number) {
    this.neighbours = wildNeighbourRanks(wrap);
    for (let c = 0; c < COLUMNS; c++) {
      for (let h = 1; h <= ROWS; h++) this.rankAt[c * 8 + h] = rankOf(deal[(h - 1) * COLUMNS + c]);
    }
    this.stockSize = deal.length - SIZE - 1;
    for (let i = 0; i < this.stockSize; i++) this.stockRank[i] = rankOf(deal[SIZE + 1 + i]);
    for (let t = this.stockSize - 1; t >= 0; t--) {
      this.stockNeighboursFrom[t] = this.stockNeighboursFrom[t + 1] | this.neighbours[this.stockRank[t]];
    }
    for (let c = 0; c < COLUMNS; c++) {
      for (let h = 1; h <= ROWS; h++) {
        const fits = this.neighbours[this.rankAt[c * 8 + h]];
        for (let d = 0; d < COLUMNS; d++) {
          let bits = 0;
          // In its own column only the cards below it (greater heights) leave before it.
          for (let k = d === c ? h + 1 : 1; k <= ROWS; k++) if (fits & (1 << this.rankAt[d * 8 + k])) bits |= 1 << k;
          this.helperAt[(c * 8 + h) * 8 + d] = bits;
        }
      }
    }
    this.lostFrom = freeTables.pop()?.fill(0) ?? new Uint8Array(GOLF_SHAPE_COUNT * 16);
    if (shape !== 0) this.enter(shape, turned, rank);
  }

  private decode(shape: number): void {
    for (let c = 0; c < COLUMNS; c++) {
      this.heights[c] = shape % 6;
      shape = (shape - this.heights[c]) / 6;
    }
  }

  /**
   * A card left is dead when nothing that could lie under it is left: not the waste
   * top (rank), not the stock from `turned`, not a layout card outside its own column's
   * cards above it. A layout card's height bits hold for heights 1..h (those cards are left).
   */
  private hasDeadCard(turned: number, rank: number): boolean {
    const { heights, neighbours, helperAt, rankAt } = this;
    const supplied = this.stockNeighboursFrom[turned] | neighbours[rank];
    for (let c = 0; c < COLUMNS; c++) {
      for (let h = heights[c]; h >= 1; h--) {
        const r = rankAt[c * 8 + h];
        if (supplied & (1 << r)) continue;
        let helped = false;
        const base = (c * 8 + h) * 8;
        for (let d = 0; d < COLUMNS && !helped; d++) {
          // Cards 1..heights[d] of column d are left: mask bits 1..heights[d].
          if (helperAt[base + d] & ((2 << heights[d]) - 2)) helped = true;
        }
        if (!helped) return true;
      }
    }
    return false;
  }

  /** Explores until `stopAt` nodes: true when won, false when lost, undefined when stopped. */
  run(stopAt: number): boolean | undefined {
    const { frameShape, frameTurned, framePlays, frameStockTried, frameKey, moves, rankAt, stockRank, stockSize } = this;
    const lostFrom = this.lostFrom!;
    while (this.depth >= 0) {
      if (this.nodes >= stopAt) return undefined;
      const d = this.depth;
      const shape = frameShape[d];
      const turned = frameTurned[d];
      const plays = framePlays[d];
      if (plays !== 0) {
        // The tallest column first: it has the most cards still to free.
        this.decode(shape);
        let c = -1;
        for (let k = 0; k < COLUMNS; k++) if (plays & (1 << k) && (c < 0 || this.heights[k] > this.heights[c])) c = k;
        framePlays[d] = plays ^ (1 << c);
        const h = this.heights[c];
        moves[d] = c;
        const child = shape - POW6[c];
        if (child === 0) return this.finish(true);
        this.enter(child, turned, rankAt[c * 8 + h]);
      } else if (!frameStockTried[d] && turned < stockSize) {
        frameStockTried[d] = 1;
        moves[d] = -1;
        this.enter(shape, turned + 1, stockRank[turned]);
      } else {
        lostFrom[frameKey[d]] = turned + 1;
        this.depth--;
      }
    }
    return this.finish(false);
  }

  private finish(won: boolean): boolean {
    this.won = won;
    if (this.lostFrom) freeTables.push(this.lostFrom);
    this.lostFrom = undefined;
    return won;
  }

  /** The winning line as layout positions, -1 for a stock turn. */
  line(): number[] {
    if (!this.won) return [];
    const out: number[] = [];
    for (let d = 0; d <= this.depth; d++) {
      const c = this.moves[d];
      if (c < 0) {
        out.push(-1);
        continue;
      }
      this.decode(this.frameShape[d]);
      out.push((this.heights[c] - 1) * COLUMNS + c);
    }
    return out;
  }

  /** Pushes a position unless it is known lost or cut (a waste rank that fits nothing is rank 0, as in Tri Peaks). */
  private enter(shape: number, turned: number, rank: number): void {
    this.decode(shape);
    const fits = this.neighbours[rank];
    let plays = 0;
    for (let c = 0; c < COLUMNS; c++) {
      const h = this.heights[c];
      if (h > 0 && fits & (1 << this.rankAt[c * 8 + h])) plays |= 1 << c;
    }
    const key = shape * 16 + (plays ? rank : 0);
    const lostFrom = this.lostFrom!;
    const known = lostFrom[key];
    if (known !== 0 && known - 1 <= turned) return;
    this.nodes++;
    if (this.hasDeadCard(turned, rank)) {
      lostFrom[key] = turned + 1;
      return;
    }
    const d = ++this.depth;
    this.frameShape[d] = shape;
    this.frameTurned[d] = turned;
    this.frameKey[d] = key;
    this.framePlays[d] = plays;
    this.frameStockTried[d] = 0;
  }
}
