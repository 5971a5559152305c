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
 * Cuts that end hopeless positions early. Without jokers: the runs still to come seen
 * as walks along the ranks, how often they can step between neighbouring ranks with as
 * many walk ends as starts, and whether every stretch of ranks with cards has a start
 * (this holds the parity of the runs and the dead cards nearly all). With jokers, which
 * join every rank: a dead card (no card that could ever lie under it on the waste is left).
 *
 * A search still running after SWEEP_AFTER positions (SWEEP_AFTER_WILD with jokers, no wrap)
 * hands over to the sweep: every shape under the root's, from the root down, each with
 * the fewest stock turns it is reached with. It looks at each of the 280,000 shapes at
 * most once and works only on those reached (about half), which bounds the slowest.
 *
 * Measurements, with the commands to rerun them: docs/solver.md.
 */
import { JOKER_RANK, MAX_WILD, wildNeighbourRanks, rankOf } from '../rules/cards.js';
import type { Deal } from '../rules/deal.js';
import { GOLF_COLUMNS, GOLF_ROWS, hasPosition } from '../rules/layout.js';

const COLUMNS = GOLF_COLUMNS;
const ROWS = GOLF_ROWS;
const SIZE = COLUMNS * ROWS;
/** POW6[c]: the weight of column c's height in a shape index. */
const POW6 = Int32Array.from({ length: COLUMNS + 1 }, (_, c) => 6 ** c);
export const GOLF_SHAPE_COUNT = POW6[COLUMNS];
const MAX_STOCK = 52 + MAX_WILD - SIZE - 1;
const MAX_DEPTH = SIZE + MAX_STOCK + 1;
/** The ranks whose cards can be dead: 1-13 (a joker fits whatever is on the waste). */
const STARVABLE = 0b11111111111110;
/** Positions the depth-first search explores before it hands over to the sweep of every shape. */
const SWEEP_AFTER = 30000;
/**
 * With jokers and without wrap: positions there cost about a fifth as much (no walk cut,
 * fewer plays fit), and the search needs more of them (the median deal about 50,000).
 */
const SWEEP_AFTER_WILD = 80000;

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
 * cheaper than allocating one), one per search running at a time. They are put back
 * clean: a search that wrote few entries zeroes just those (most deals are decided in
 * a few thousand positions, and clearing the whole table would cost more than that).
 */
const freeTables: Uint8Array[] = [];
/** The logs of the keys a search wrote, reused the same way (320 KB each). */
const freeLogs: Int32Array[] = [];

/**
 * The walk cut's answers, shared by all searches: slot i holds the search it is for, the
 * key (the counts of ranks 1-7 left, 3 bits each; those of ranks 8-13, the stock turned
 * and the waste rank) and whether the cut holds. Searches running at the same time just
 * overwrite each other's slots.
 */
const WALK_MEMO_BITS = 15;
const walkMemoSearch = new Int32Array(1 << WALK_MEMO_BITS);
const walkMemoLow = new Int32Array(1 << WALK_MEMO_BITS);
const walkMemoHigh = new Int32Array(1 << WALK_MEMO_BITS);
const walkMemoLacks = new Uint8Array(1 << WALK_MEMO_BITS);
let searchesStarted = 0;

/** The depth-first search, on an explicit stack so it can run in slices like the Tri Peaks one. */
export class GolfSearch {
  nodes = 0;
  /** lostFrom[shape * 16 + rank]: 1 + the fewest stock turns from which it is known lost (0: unknown). */
  private lostFrom: Uint8Array | undefined;
  /** The first keys written in lostFrom (about one per position explored), to clear just them. */
  private readonly written: Int32Array;
  private writtenCount = 0;
  /** Positions explored before the sweep takes over. */
  private readonly sweepAfter: number;
  /** rankAt[c * 8 + h]: the rank of column c's bottom card when it holds h cards. */
  private readonly rankAt = new Int8Array(COLUMNS * 8);
  private readonly stockRank = new Int8Array(MAX_STOCK);
  private readonly stockSize: number;
  private readonly neighbours: Int32Array;
  /** stockNeighboursFrom[t]: the ranks that go on some card still in the stock after t turns (rank bits). */
  private readonly stockNeighboursFrom = new Int32Array(MAX_STOCK + 1);
  /** helperAt[(c * 8 + h) * 8 + d]: for column c's card at height h, the heights h' of column d whose card could lie under it (bit h'). */
  private readonly helperAt = new Int32Array(COLUMNS * 8 * 8);
  /** cardsOfRank[r]: the layout cards of rank r, each as column * 8 + height. */
  private readonly cardsOfRank: number[][] = Array.from({ length: 16 }, () => []);
  /** Whether the walk cut holds: without jokers (with wrap, the walks go round through King-Ace). */
  private readonly walks: boolean;
  private readonly wrap: boolean;
  /** left[r]: layout cards of rank r still to play, kept up to date as the search plays and takes back. */
  private readonly left = new Int32Array(16);
  /** The counts in left of ranks 1-7 and of ranks 8-13, 3 bits each: the walk cut key's words. */
  private leftLow = 0;
  private leftHigh = 0;
  /** bottoms[r]: the columns whose bottom card is of rank r (bit c), kept up to date like left. */
  private readonly bottoms = new Int32Array(16);
  /** stockCountFrom[t * 16 + r]: cards of rank r in the stock after t turns. */
  private readonly stockCountFrom = new Int8Array((MAX_STOCK + 1) * 16);
  private readonly frameShape = new Int32Array(MAX_DEPTH);
  private readonly frameTurned = new Int8Array(MAX_DEPTH);
  private readonly frameKey = new Int32Array(MAX_DEPTH);
  /** Columns whose bottom card fits and is not yet tried from this frame (bit c). */
  private readonly framePlays = new Int32Array(MAX_DEPTH);
  private readonly frameStockTried = new Uint8Array(MAX_DEPTH);
  /** The move taken from each frame: a column, or -1 for a stock turn. */
  private readonly moves = new Int8Array(MAX_DEPTH);
  /** The column heights of the frame on top of the stack, kept up to date as the search plays and takes back. */
  private readonly heights = new Int8Array(COLUMNS);
  private depth = -1;
  /** This search's number, never 0, for the walk cut's shared answers. */
  private readonly id = (searchesStarted = (searchesStarted % 0x7fffffff) + 1);
  private won = false;
  /** Whether an answer leaves the search open for `from` (the Golf hint). */
  keep = false;
  /** The position searched from: its shape, stock turns and waste rank. */
  private readonly rootShape: number;
  private readonly rootTurned: number;
  private readonly rootRank: number;
  /** The root's column heights: the sweep's shapes are those at or under them. */
  private readonly rootHeights = new Int8Array(COLUMNS);
  /** The sweep's next shape, -1 before it starts. */
  private sweepShape = -1;
  /** The sweep's winning line, once found. */
  private sweepLine: number[] = [];
  /** nextTurn[t * 16 + x]: the fewest stock turns over t after which a card of rank x goes on the waste (stock card t'), 255 for none. */
  private readonly nextTurn = new Uint8Array(32 * 16);

  /**
   * `sweepAfter`: positions explored before the sweep takes over (tests compare the two ways).
   * `stockLimit`: the stock cards the search may turn (the rest it treats as absent).
   */
  constructor(deal: Deal, wrap: boolean, shape: number, turned: number, rank: number, sweepAfter?: number, stockLimit = Infinity) {
    this.written = freeLogs.pop() ?? new Int32Array(SWEEP_AFTER_WILD);
    this.neighbours = wildNeighbourRanks(wrap);
    for (let c = 0; c < COLUMNS; c++) {
      for (let h = 1; h <= ROWS; h++) this.rankAt[c * 8 + h] = rankOf(deal[(h - 1) * COLUMNS + c]);
    }
    this.stockSize = Math.min(deal.length - SIZE - 1, stockLimit);
    for (let i = 0; i < this.stockSize; i++) this.stockRank[i] = rankOf(deal[SIZE + 1 + i]);
    this.wrap = wrap;
    this.walks = !deal.some((card) => rankOf(card) === JOKER_RANK);
    if (!this.walks) this.prepareDeadCards();
    this.sweepAfter = sweepAfter ?? (this.walks || wrap ? SWEEP_AFTER : SWEEP_AFTER_WILD);
    for (let t = this.stockSize - 1; t >= 0; t--) {
      for (let r = 1; r < 16; r++) this.stockCountFrom[t * 16 + r] = this.stockCountFrom[(t + 1) * 16 + r];
      this.stockCountFrom[t * 16 + this.stockRank[t]]++;
    }
    this.lostFrom = freeTables.pop() ?? new Uint8Array(GOLF_SHAPE_COUNT * 16);
    this.rootShape = shape;
    this.rootTurned = turned;
    this.rootRank = rank;
    this.from(shape, turned, rank);
    this.rootHeights.set(this.heights);
  }

  /**
   * Searches (again) from a position of this deal: what is known lost stays known, so
   * the Golf hint solves every move of an imagined order in one search (with `keep`
   * set, and no sweep: that would overwrite the table).
   */
  from(shape: number, turned: number, rank: number): void {
    this.depth = -1;
    this.left.fill(0);
    this.bottoms.fill(0);
    this.leftLow = this.leftHigh = 0;
    this.decode(shape);
    for (let c = 0; c < COLUMNS; c++) {
      for (let h = 1; h <= this.heights[c]; h++) this.count(this.rankAt[c * 8 + h], 1);
      this.bottoms[this.rankAt[c * 8 + this.heights[c]]] |= 1 << c;
    }
    if (shape !== 0) this.enter(shape, turned, rank);
  }

  /** The tables of the dead-card cut, the only cut with jokers. */
  private prepareDeadCards(): void {
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
    for (let c = 0; c < COLUMNS; c++) {
      for (let h = 1; h <= ROWS; h++) this.cardsOfRank[this.rankAt[c * 8 + h]].push(c * 8 + h);
    }
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
    const { heights, helperAt } = this;
    for (let starved = STARVABLE & ~(this.stockNeighboursFrom[turned] | this.neighbours[rank]); starved !== 0; starved &= starved - 1) {
      const cards = this.cardsOfRank[31 - Math.clz32(starved & -starved)];
      for (let i = 0; i < cards.length; i++) {
        const at = cards[i];
        if ((at & 7) > heights[at >> 3]) continue; // already played
        let helped = false;
        const base = at * 8;
        // Cards 1..heights[d] of column d are left: mask bits 1..heights[d].
        for (let d = 0; d < COLUMNS && !helped; d++) if (helperAt[base + d] & ((2 << heights[d]) - 2)) helped = true;
        if (!helped) return true;
      }
    }
    return false;
  }

  /**
   * The walk cut (no jokers): the runs left are walks along the ranks, one from each
   * start (the waste top, rank 0 for none, and each stock card still to turn) through the
   * layout cards left. Let x_r be how often the walks step between ranks r and r + 1
   * (x_0 = x_13 = k: between King and Ace, 0 without wrap); counting the steps at each
   * rank, x_(r-1) + x_r = 2 L_r + W_r - E_r (L: layout cards of rank r, W: starts of rank
   * r, E: walks ending at rank r, 0 <= E_r <= L_r + W_r), and every x_r >= 0; and as
   * every walk ends once, the E add up to the W in each stretch of ranks the walks join.
   * Along a line of ranks that is walksJoin; with wrap and every rank holding cards or
   * starts the ranks form a cycle, and walksFit tries each King-Ace count k.
   */
  private lacksWalks(turned: number, rank: number): boolean {
    // The cut reads only the ranks left, the stock turned and the waste rank: about half
    // the positions of a search repeat those of another, so the answers are kept.
    const low = this.leftLow;
    const high = this.leftHigh | (turned << 18) | (rank << 23);
    const i = (Math.imul(low, 0x9e3779b1) ^ Math.imul(high, 0x85ebca6b)) >>> (32 - WALK_MEMO_BITS);
    if (walkMemoSearch[i] === this.id && walkMemoLow[i] === low && walkMemoHigh[i] === high) return walkMemoLacks[i] === 1;
    const lacks = this.walkCut(turned, rank);
    walkMemoSearch[i] = this.id;
    walkMemoLow[i] = low;
    walkMemoHigh[i] = high;
    walkMemoLacks[i] = lacks ? 1 : 0;
    return lacks;
  }

  private walkCut(turned: number, rank: number): boolean {
    const { left, stockCountFrom } = this;
    const base = turned * 16;
    // With wrap, a rank with no card or start breaks the cycle: the line starts after it.
    let first = 0;
    if (this.wrap) {
      for (let r = 1; r <= 13 && first === 0; r++) if (left[r] + stockCountFrom[base + r] === 0 && r !== rank) first = r;
      if (first === 0) {
        const aces = left[1] + stockCountFrom[base + 1] + (rank === 1 ? 1 : 0);
        const kings = left[13] + stockCountFrom[base + 13] + (rank === 13 ? 1 : 0);
        // Each card is on at most two steps.
        for (let k = 0; k <= 2 * Math.min(aces, kings); k++) if (this.walksFit(base, rank, k)) return false;
        return true;
      }
    }
    return !this.walksJoin(base, rank, first);
  }

  /**
   * The walk cut round the cycle of ranks (wrap, every rank holding cards or starts),
   * with k King-Ace steps. With u and v the walk ends at odd and even ranks, each
   * x_r >= 0 bounds u - v from one side, x_13 = k fixes it, and the starts fix u + v.
   * The (u, v) reachable rank by rank are kept as bounds on u, v and u - v, closed after
   * each rank (a difference-bound system of three) so the next rank's ends can be added.
   */
  private walksFit(base: number, rank: number, k: number): boolean {
    const { left, stockCountFrom } = this;
    let p = 0;
    let starts = 0;
    let uLo = 0;
    let uHi = 0;
    let vLo = 0;
    let vHi = 0;
    let dLo = 0;
    let dHi = 0;
    for (let r = 1; r <= 13; r++) {
      const w = stockCountFrom[base + r] + (r === rank ? 1 : 0);
      const n = left[r] + w;
      starts += w;
      if (r & 1) {
        p += n + left[r];
        uHi += n;
        dHi = Math.min(dHi + n, p - k);
      } else {
        p -= n + left[r];
        vHi += n;
        dLo = Math.max(dLo - n, p - k);
      }
      const uH = Math.min(uHi, vHi + dHi);
      const uL = Math.max(uLo, vLo + dLo);
      const vH = Math.min(vHi, uHi - dLo);
      const vL = Math.max(vLo, uLo - dHi);
      const dH = Math.min(dHi, uHi - vLo);
      const dL = Math.max(dLo, uLo - vHi);
      if (uL > uH || vL > vH || dL > dH) return false;
      uLo = uL;
      uHi = uH;
      vLo = vL;
      vHi = vH;
      dLo = dL;
      dHi = dH;
    }
    // x_13 = k: u - v = p - 2k. And cards with no start at all never go.
    const d = p - 2 * k;
    if (starts === 0) return false;
    if ((starts + d) & 1 || d < dLo || d > dHi) return false;
    const u = (starts + d) >> 1;
    const v = (starts - d) >> 1;
    return u >= uLo && u <= uHi && v >= vLo && v <= vHi;
  }

  /** walksJoin's stretch, place by place from 1: its layout cards and its starts. */
  private readonly stretchLeft = new Int32Array(16);
  private readonly stretchStarts = new Int32Array(16);

  /**
   * The walk cut along a line of ranks (no cycle), with the walks joined up: between two
   * ranks the walks never step, the ranks on each side need starts of their own. So
   * each stretch must split into pieces, each with a start and as many ends as starts,
   * the walks stepping at least once between neighbouring ranks within a piece (each
   * piece as in walksFit, from x = 0 to x = 0). Bit j of `joined`: whether the
   * stretch's first j ranks split so.
   */
  private walksJoin(base: number, rank: number, first: number): boolean {
    const { left, stockCountFrom, stretchLeft: ls, stretchStarts: ws } = this;
    let len = 0;
    for (let i = 1; i <= 14; i++) {
      const r = first + i > 13 ? first + i - 13 : first + i;
      const w = i === 14 ? 0 : stockCountFrom[base + r] + (r === rank ? 1 : 0);
      const l = i === 14 ? 0 : left[r];
      if (l + w !== 0) {
        len++;
        ls[len] = l;
        ws[len] = w;
        continue;
      }
      if (len === 0) continue;
      let joined = 1;
      // Stops once the whole stretch is split (most positions pass).
      for (let a = 1; a <= len && !(joined & (1 << len)); a++) {
        if (!(joined & (1 << (a - 1)))) continue;
        let p = 0;
        let starts = 0;
        let uLo = 0;
        let uHi = 0;
        let vLo = 0;
        let vHi = 0;
        let dLo = 0;
        let dHi = 0;
        let odd = false;
        for (let j = a; j <= len; j++) {
          const b = 2 * ls[j] + ws[j];
          const n = ls[j] + ws[j];
          starts += ws[j];
          odd = !odd;
          if (odd) {
            p += b;
            uHi += n;
            dHi += n;
          } else {
            p -= b;
            vHi += n;
            dLo -= n;
          }
          // The piece can end here (no step to the next rank): u - v = p, u + v = starts.
          if (starts > 0 && !((starts + p) & 1) && p >= dLo && p <= dHi) {
            const u = (starts + p) >> 1;
            const v = (starts - p) >> 1;
            if (u >= uLo && u <= uHi && v >= vLo && v <= vHi) joined |= 1 << j;
          }
          if (j === len) break;
          // Or go on, with at least one step to the next rank.
          if (odd) dHi = Math.min(dHi, p - 1);
          else dLo = Math.max(dLo, p + 1);
          const uH = Math.min(uHi, vHi + dHi);
          const uL = Math.max(uLo, vLo + dLo);
          const vH = Math.min(vHi, uHi - dLo);
          const vL = Math.max(vLo, uLo - dHi);
          const dH = Math.min(dHi, uHi - vLo);
          const dL = Math.max(dLo, uLo - vHi);
          if (uL > uH || vL > vH || dL > dH) break;
          uLo = uL;
          uHi = uH;
          vLo = vL;
          vHi = vH;
          dLo = dL;
          dHi = dH;
        }
      }
      if (!(joined & (1 << len))) return false;
      len = 0;
    }
    return true;
  }

  /** Explores until `stopAt` nodes: true when won, false when lost, undefined when stopped. */
  run(stopAt: number): boolean | undefined {
    const { frameShape, frameTurned, framePlays, frameStockTried, frameKey, moves, rankAt, stockRank, stockSize, heights } = this;
    if (this.sweepShape >= 0) return this.sweep(stopAt);
    const lostFrom = this.lostFrom!;
    while (this.depth >= 0) {
      if (this.nodes >= stopAt) return undefined;
      if (this.nodes >= this.sweepAfter) return this.startSweep(stopAt);
      const d = this.depth;
      const shape = frameShape[d];
      const turned = frameTurned[d];
      const plays = framePlays[d];
      if (plays !== 0) {
        // The tallest column first: it has the most cards still to free.
        const c = this.tallest(plays);
        framePlays[d] = plays ^ (1 << c);
        const h = heights[c];
        moves[d] = c;
        const child = shape - POW6[c];
        if (child === 0) return this.finish(true);
        const r = rankAt[c * 8 + h];
        this.setHeight(c, h - 1);
        if (!this.enter(child, turned, r)) this.setHeight(c, h);
      } else if (!frameStockTried[d] && turned < stockSize) {
        frameStockTried[d] = 1;
        moves[d] = -1;
        this.enter(shape, turned + 1, stockRank[turned]);
      } else {
        lostFrom[frameKey[d]] = turned + 1;
        this.noteWritten(frameKey[d]);
        this.depth--;
        const m = this.depth >= 0 ? moves[this.depth] : -1;
        if (m >= 0) this.setHeight(m, heights[m] + 1);
      }
    }
    return this.finish(false);
  }

  /** Plays column c's bottom card or takes it back: its height becomes h. */
  private setHeight(c: number, h: number): void {
    const { heights, rankAt, bottoms } = this;
    const was = heights[c];
    bottoms[rankAt[c * 8 + was]] ^= 1 << c;
    bottoms[rankAt[c * 8 + h]] ^= 1 << c;
    heights[c] = h;
    this.count(rankAt[c * 8 + Math.max(h, was)], h - was);
  }

  /** Counts a layout card of rank r as taken back (by 1) or played (by -1). */
  private count(r: number, by: number): void {
    this.left[r] += by;
    if (r <= 7) this.leftLow += by << (3 * r - 3);
    else if (r <= 13) this.leftHigh += by << (3 * r - 24);
  }

  private tallest(plays: number): number {
    const { heights } = this;
    let c = -1;
    for (let k = 0; k < COLUMNS; k++) if (plays & (1 << k) && (c < 0 || heights[k] > heights[c])) c = k;
    return c;
  }

  private noteWritten(key: number): void {
    if (this.writtenCount < this.written.length) this.written[this.writtenCount] = key;
    this.writtenCount++;
  }

  /**
   * Ends the search (also a capped one stopped before its answer): its tables go back to
   * the pool. With `keep`, an answer does not end it: only `finish(won, true)` does.
   */
  finish(won: boolean, end = !this.keep): boolean {
    this.won = won;
    if (!end) return won;
    const table = this.lostFrom;
    if (table) {
      if (this.sweepShape >= 0 || this.writtenCount > this.written.length) table.fill(0);
      else for (let i = 0; i < this.writtenCount; i++) table[this.written[i]] = 0;
      freeTables.push(table);
      freeLogs.push(this.written);
    }
    this.lostFrom = undefined;
    return won;
  }

  private startSweep(stopAt: number): boolean | undefined {
    const { neighbours, stockRank, stockSize, nextTurn } = this;
    for (let x = 1; x <= JOKER_RANK; x++) {
      let next = 255;
      for (let t = 31; t >= 0; t--) {
        nextTurn[t * 16 + x] = next;
        if (t > 0 && t <= stockSize && neighbours[stockRank[t - 1]] & (1 << x)) next = t;
      }
    }
    const win = this.lostFrom!;
    win.fill(255, 0, this.rootShape * 16 + 16);
    win[this.rootShape * 16 + this.rootRank] = win[this.rootShape * 16 + 15] = this.rootTurned;
    this.sweepShape = this.rootShape;
    this.heights.set(this.rootHeights);
    return this.sweep(stopAt);
  }

  /**
   * The sweep: every shape under the root's, largest first, so that a shape comes after
   * the shapes it is reached from (one card more). For each it holds win[shape * 16 + r]:
   * the fewest stock turns with which the shape is reached with a card of rank r on the
   * waste, and at 15 the fewest with any (255: not reached). From each shape reached it
   * plays every bottom card, on the waste or after turning the stock; a shape never
   * reached costs one look. The deal is won once shape 0 is reached. Fewer turns are
   * never worse, so the fewest is all it keeps.
   */
  private sweep(stopAt: number): boolean | undefined {
    const { heights, rootHeights, rankAt, neighbours, nextTurn } = this;
    const win = this.lostFrom!;
    let shape = this.sweepShape;
    let nodes = this.nodes;
    for (; nodes < stopAt; nodes++) {
      const row = shape * 16;
      const most = win[row + 15];
      if (most !== 255) {
        for (let c = 0; c < COLUMNS; c++) {
          const h = heights[c];
          if (h === 0) continue;
          const x = rankAt[c * 8 + h];
          // On a waste of a neighbouring rank or a joker, else after turning the stock; a joker goes on any.
          const on = neighbours[x] & 0x3ffe;
          const t =
            x === JOKER_RANK
              ? most
              : Math.min(
                  nextTurn[most * 16 + x],
                  win[row + 31 - Math.clz32(on & -on)],
                  win[row + 31 - Math.clz32(on)],
                  win[row + JOKER_RANK],
                );
          const k = (shape - POW6[c]) * 16;
          if (t < win[k + x]) win[k + x] = t;
          if (t < win[k + 15]) win[k + 15] = t;
        }
        if (shape <= POW6[COLUMNS - 1] && win[15] !== 255) {
          this.nodes = nodes + 1;
          this.sweepLine = this.sweptLine();
          return this.finish(true);
        }
      }
      // The next shape under the root's: count down in base 6, each digit from its root height.
      let c = 0;
      while (c < COLUMNS && heights[c] === 0) {
        heights[c] = rootHeights[c];
        shape += rootHeights[c] * POW6[c];
        c++;
      }
      if (c === COLUMNS) {
        this.nodes = nodes + 1;
        return this.finish(false);
      }
      heights[c]--;
      shape -= POW6[c];
    }
    this.nodes = nodes;
    this.sweepShape = shape;
    return undefined;
  }

  /**
   * A winning line read off the sweep's table, from the end back to the root: each step
   * back finds a shape with one card more that gives the same turns, by a play on a
   * waste it is reached with or by turning the stock from its fewest turns.
   */
  private sweptLine(): number[] {
    const { heights, rankAt, rootHeights, neighbours, nextTurn } = this;
    const win = this.lostFrom!;
    heights.fill(0);
    let shape = 0;
    let rank = 1;
    while (win[rank] !== win[15]) rank++;
    let turns = win[15];
    const out: number[] = [];
    while (shape !== this.rootShape) {
      let c = 0;
      let from = 0;
      let turned = 0;
      for (; c < COLUMNS; c++) {
        if (heights[c] === rootHeights[c] || rankAt[c * 8 + heights[c] + 1] !== rank) continue;
        const row = (shape + POW6[c]) * 16;
        for (from = 1; from <= JOKER_RANK; from++) if (win[row + from] === turns && neighbours[from] & (1 << rank)) break;
        if (from <= JOKER_RANK) break;
        if (win[row + 15] < 255 && nextTurn[win[row + 15] * 16 + rank] === turns) {
          // Turned the stock from the fewest turns the shape is reached with (255: never reached).
          turned = turns - win[row + 15];
          turns = win[row + 15];
          from = 1;
          while (win[row + from] !== turns) from++;
          break;
        }
      }
      shape += POW6[c];
      out.push(heights[c]++ * COLUMNS + c);
      while (turned-- > 0) out.push(-1);
      rank = from;
    }
    return out.reverse();
  }

  /** The winning line as layout positions, -1 for a stock turn. */
  line(): number[] {
    if (this.sweepShape >= 0) return this.sweepLine;
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

  /**
   * Pushes a position (its heights already in `heights`) unless it is known lost or cut;
   * returns whether it was pushed. A waste rank that fits nothing is rank 0, as in Tri Peaks.
   */
  private enter(shape: number, turned: number, rank: number): boolean {
    let plays = 0;
    for (let m = this.neighbours[rank]; m !== 0; m &= m - 1) plays |= this.bottoms[31 - Math.clz32(m & -m)];
    const key = shape * 16 + (plays ? rank : 0);
    const lostFrom = this.lostFrom!;
    const known = lostFrom[key];
    if (known !== 0 && known - 1 <= turned) return false;
    this.nodes++;
    // A waste card that fits nothing now is covered by the next turn: it starts no run and helps no card.
    const waste = plays ? rank : 0;
    if (this.walks ? this.lacksWalks(turned, waste) : this.hasDeadCard(turned, waste)) {
      lostFrom[key] = turned + 1;
      this.noteWritten(key);
      return false;
    }
    const d = ++this.depth;
    this.frameShape[d] = shape;
    this.frameTurned[d] = turned;
    this.frameKey[d] = key;
    this.framePlays[d] = plays;
    this.frameStockTried[d] = 0;
    return true;
  }
}
