/**
 * The hint's model of a game, in ranks only (suits never matter for what can be
 * played), built for speed: one imagined deal played out from a position by a
 * player who sees only what a real player would see at each point of it.
 *
 * `Table` holds what the hint's player sees (the position); `Playout` holds one
 * imagined completion of it (the face-down cards and the stock given ranks) and plays
 * it to the end with the visible-information policy `planLine` below.
 */
import { bitCount, lowBit } from '../rules/bits.js';
import { neighbourRanks } from '../rules/cards.js';
import { STOCK_SIZE } from '../rules/deal.js';
import { BOTTOM_ROW_START, COVERED_BY_MASK, COVERS, PEAK_COUNT, ALL_PEAK_CARDS_MASK } from '../rules/layout.js';

export const RANKS = 13;

/** The visible position, in ranks. */
export interface Table {
  readonly wrap: boolean;
  /** Rank of each peak position the player can see; 0 where face down (or gone). */
  readonly rank: Int8Array;
  /** Bit mask of the positions whose rank is visible (and not yet played). */
  readonly known: number;
  readonly removed: number;
  readonly top: number;
  readonly stockCount: number;
  /** How many cards of each rank are still unseen (face-down peak cards and the stock). */
  readonly unseen: Int8Array;
}

/** The positions free to play (uncovered and not played) in a peaks shape. */
export function freePositions(removed: number): number {
  let free = 0;
  for (let p = 0; p < PEAK_COUNT; p++) {
    const need = COVERED_BY_MASK[p];
    if (!(removed & (1 << p)) && (removed & need) === need) free |= 1 << p;
  }
  return free;
}

/** Weights of the visible-information policy; see `planLine`. */
export interface PolicyWeights {
  /** Per card played by the line. */
  readonly played: number;
  /** Per face-down card the line turns over. */
  readonly flips: number;
  /** Times the chance that the next stock card fits a visible card left free. */
  readonly connect: number;
  /** Per visible card left whose neighbour ranks are running out (weighted 1 / (1 + unseen neighbours)). */
  readonly strand: number;
  /** Per face-down card with one of its two covering cards gone (half-way to turning over). */
  readonly half?: number;
  /** Per visible free card left. */
  readonly free?: number;
}

export const DEFAULT_POLICY: PolicyWeights = { played: 1, flips: 2, connect: 12, strand: 3, half: 0.25, free: 0.2 };

/** Face-down cards (not `known`, not played) with exactly one of their two covering cards played. */
export function halfUncovered(removed: number, known: number): number {
  let n = 0;
  for (let q = 0; q < BOTTOM_ROW_START; q++) {
    if ((removed | known) & (1 << q)) continue;
    const need = COVERED_BY_MASK[q] & removed;
    if (need !== 0 && need !== COVERED_BY_MASK[q]) n++;
  }
  return n;
}

/** The longest-line search gives up widening after this many lines (pathological layouts only). */
const PLAN_NODE_CAP = 1000;

/**
 * One imagined game from a position, played to its end.
 *
 * `rank`, `known`, `unseen` are what the imagined player sees; `hidden` holds the
 * imagined ranks of the face-down cards, which the player learns only as they turn.
 */
export class Playout {
  readonly #neighbours: Int32Array;
  readonly #rank = new Int8Array(PEAK_COUNT);
  readonly #hidden = new Int8Array(PEAK_COUNT);
  readonly #stock = new Int8Array(STOCK_SIZE);
  readonly #unseen = new Int8Array(RANKS + 1);
  #known = 0;
  #removed = 0;
  #free = 0;
  #top = 0;
  #stockLeft = 0;
  #stockAt = 0;
  policy: PolicyWeights = DEFAULT_POLICY;

  // The line search's scratch.
  readonly #line = new Int8Array(PEAK_COUNT);
  readonly #best = new Int8Array(PEAK_COUNT);
  #bestLength = 0;
  #bestScore = 0;
  #nodes = 0;

  constructor(wrap: boolean) {
    this.#neighbours = neighbourRanks(wrap);
  }

  /** Starts from the visible table, with one imagined order of the unseen cards. */
  reset(table: Table, imagined: Int8Array): void {
    this.#rank.set(table.rank);
    this.#unseen.set(table.unseen);
    this.#known = table.known;
    this.#removed = table.removed;
    this.#free = freePositions(table.removed);
    this.#top = table.top;
    let k = 0;
    for (let p = 0; p < PEAK_COUNT; p++) {
      if (!(table.removed & (1 << p)) && !(table.known & (1 << p))) this.#hidden[p] = imagined[k++];
    }
    for (let i = 0; i < table.stockCount; i++) this.#stock[i] = imagined[k++];
    this.#stockLeft = table.stockCount;
    this.#stockAt = 0;
  }

  get won(): boolean {
    return this.#removed === ALL_PEAK_CARDS_MASK;
  }

  /** Plays peak position p; returns how many face-down cards it turned over. */
  play(p: number): number {
    const bit = 1 << p;
    this.#removed |= bit;
    this.#free &= ~bit;
    this.#known &= ~bit;
    this.#top = this.#rank[p];
    let flips = 0;
    for (const q of COVERS[p]) {
      const need = COVERED_BY_MASK[q];
      if ((this.#removed & need) !== need) continue;
      this.#free |= 1 << q;
      if (!(this.#known & (1 << q))) {
        const r = this.#hidden[q];
        this.#rank[q] = r;
        this.#known |= 1 << q;
        this.#unseen[r]--;
        flips++;
      }
    }
    return flips;
  }

  turnStock(): void {
    const r = this.#stock[this.#stockAt++];
    this.#stockLeft--;
    this.#unseen[r]--;
    this.#top = r;
  }

  /** Whether any free card fits the waste top. */
  #canPlay(): boolean {
    const fits = this.#neighbours[this.#top];
    for (let m = this.#free; m !== 0; m &= m - 1) {
      if (fits & (1 << this.#rank[lowBit(m)])) return true;
    }
    return false;
  }

  /**
   * The visible-information policy's line: from the waste top, the sequence of
   * visible free cards scoring best (cards played, cards turned over), searched
   * depth first. Leaves it in `best[0 .. bestLength)`; an empty line means turn the stock.
   */
  #planLine(): number {
    this.#bestLength = 0;
    if (!this.#canPlay()) return 0; // the common case: nothing fits, turn the stock
    this.#bestScore = -Infinity;
    this.#nodes = 0;
    this.#countSupply();
    this.#search(this.#removed, this.#free & this.#known, this.#top, 0, 0);
    return this.#bestLength;
  }

  #search(removed: number, avail: number, top: number, depth: number, flips: number): void {
    this.#nodes++;
    const fits = this.#neighbours[top];
    let extended = false;
    for (let m = avail; m !== 0; m &= m - 1) {
      const p = lowBit(m);
      const r = this.#rank[p];
      if (!(fits & (1 << r))) continue;
      extended = true;
      if (this.#nodes > PLAN_NODE_CAP && depth > 0) break;
      const nr = removed | (1 << p);
      let na = avail & ~(1 << p);
      let nf = flips;
      for (const q of COVERS[p]) {
        const need = COVERED_BY_MASK[q];
        if ((nr & need) !== need) continue;
        if (this.#known & (1 << q)) na |= 1 << q;
        else nf++;
      }
      this.#line[depth] = p;
      this.#search(nr, na, r, depth + 1, nf);
    }
    if (!extended) {
      const score = this.#leafScore(removed, avail, depth, flips);
      if (score > this.#bestScore) {
        this.#bestScore = score;
        this.#bestLength = depth;
        this.#best.set(this.#line.subarray(0, depth));
      }
    }
  }

  /** supply[r]: unseen cards that go on rank r; unseenTotal: all unseen cards. Fixed while a line is planned. */
  readonly #supply = new Int32Array(RANKS + 1);
  readonly #strandOf = new Float64Array(RANKS + 1);
  #unseenTotal = 0;

  #countSupply(): void {
    let all = 0;
    for (let r = 1; r <= RANKS; r++) all += this.#unseen[r];
    this.#unseenTotal = all;
    for (let r = 1; r <= RANKS; r++) {
      let n = 0;
      for (let m = this.#neighbours[r]; m !== 0; m &= m - 1) n += this.#unseen[lowBit(m)];
      this.#supply[r] = n;
      this.#strandOf[r] = 1 / (1 + n);
    }
  }

  /**
   * The policy's score of the position at the end of a line: cards played, cards
   * turned over, the chance that the next unseen card fits a visible card left (so
   * the stock turn that follows is not wasted), less the visible cards left whose
   * neighbour ranks are running out, plus face-down cards half uncovered and free cards left.
   */
  #leafScore(removed: number, avail: number, depth: number, flips: number): number {
    const w = this.policy;
    let ranks = 0;
    let strand = 0;
    let free = 0;
    for (let m = avail; m !== 0; m &= m - 1) {
      const r = this.#rank[lowBit(m)];
      ranks |= this.#neighbours[r];
      strand += this.#strandOf[r];
      free++;
    }
    let fit = 0;
    for (let m = ranks; m !== 0; m &= m - 1) fit += this.#unseen[lowBit(m)];
    let score = w.played * depth + w.flips * flips - w.strand * strand + (w.free ?? 0) * free;
    if (this.#unseenTotal > 0) score += (w.connect * fit) / this.#unseenTotal;
    if (w.half) score += w.half * halfUncovered(removed, this.#known);
    return score;
  }

  /**
   * Plays the imagined game to its end with the policy: plan a line, play it until a
   * card turns over (new information: plan again), turn the stock when the line is empty.
   */
  finish(): void {
    for (;;) {
      if (this.#removed === ALL_PEAK_CARDS_MASK) return;
      const n = this.#planLine();
      if (n === 0) {
        if (this.#stockLeft === 0) return;
        this.turnStock();
        continue;
      }
      for (let i = 0; i < n; i++) {
        if (this.play(this.#best[i]) > 0) break;
      }
    }
  }

  /** Peak cards played so far (of 28). */
  cleared(): number {
    return bitCount(this.#removed);
  }
}
