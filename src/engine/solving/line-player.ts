/**
 * A player who sees only what a player sees, played on a deal's true cards: it rates
 * deals for the difficulty tiers (tiers.ts), and it is the plain player the README
 * measures the tiers with.
 *
 * It sees the face-up layout cards (in Tri Peaks the free ones, in Golf all of them) and
 * the waste, never a face-down card or the stock's order. From each waste card it plays
 * the longest line of visible cards it finds (a line ends where it turns a card over:
 * that is news, so it looks again), and turns the stock when nothing fits. Given a
 * random source it picks among equally long lines at random: one deal, many players.
 */
import { type Card, rankOf, wildNeighbourRanks } from '../rules/cards.js';
import type { Deal } from '../rules/deal.js';
import { type Layout, hasPosition } from '../rules/layout.js';

/** Positions the longest-line search may visit per waste card. */
const LINE_BUDGET = 400;

/** Room for the free cards of one line step (Tri Peaks has at most 10 free, Golf 7). */
const MAX_FREE = 16;

export class LinePlayer {
  readonly #layout: Layout;
  readonly #neighbours: Int32Array;
  readonly #rank: Int8Array;
  readonly #gone: Uint8Array;
  readonly #known: Uint8Array;
  readonly #line: Int8Array;
  readonly #best: Int8Array;
  /** The free cards at each depth of the line search: MAX_FREE places a depth, the count in #freeCount. */
  readonly #free: Int8Array;
  readonly #freeCount: Int8Array;
  #random: (() => number) | undefined;
  #top = 0;
  #left = 0;
  #visits = 0;
  #bestLength = 0;
  #ties = 0;

  constructor(layout: Layout, wrap: boolean) {
    this.#layout = layout;
    this.#neighbours = wildNeighbourRanks(wrap);
    this.#rank = new Int8Array(layout.size);
    this.#gone = new Uint8Array(layout.size);
    this.#known = new Uint8Array(layout.size);
    this.#line = new Int8Array(layout.size);
    this.#best = new Int8Array(layout.size);
    this.#free = new Int8Array((layout.size + 1) * MAX_FREE);
    this.#freeCount = new Int8Array(layout.size + 1);
  }

  /**
   * Plays `deal` to the end, from its start or from a position: the layout places in
   * `removed` gone (a set as in layout.ts), `wasteTop` on the waste, `turned` stock cards
   * turned. Returns the layout cards left (0: won).
   */
  play(deal: Deal, random?: () => number, removed = 0, wasteTop: Card = deal[this.#layout.size], turned = 0): number {
    const size = this.#layout.size;
    this.#random = random;
    this.#left = size;
    for (let p = 0; p < size; p++) {
      this.#rank[p] = rankOf(deal[p]);
      this.#gone[p] = hasPosition(removed, p) ? 1 : 0;
      this.#left -= this.#gone[p];
    }
    this.#known.fill(0);
    this.#top = rankOf(wasteTop);
    for (let next = size + 1 + turned; ;) {
      this.#look();
      this.#bestLength = 0;
      this.#ties = 0;
      this.#visits = 0;
      this.#search(0);
      for (let i = 0; i < this.#bestLength; i++) this.#take(this.#best[i]);
      if (this.#left === 0) return 0;
      if (this.#bestLength > 0) continue;
      if (next === deal.length) return this.#left;
      this.#top = rankOf(deal[next++]);
    }
  }

  #isFree(p: number): boolean {
    if (this.#gone[p]) return false;
    for (const q of this.#layout.coveredBy[p]) if (!this.#gone[q]) return false;
    return true;
  }

  /** What the player sees now (every free card: Tri Peaks turns them face up; every card in Golf), and the free cards. */
  #look(): void {
    let n = 0;
    for (let p = 0; p < this.#layout.size; p++) {
      const free = this.#isFree(p);
      if (free) this.#free[n++] = p;
      if (free || this.#layout.allFaceUp) this.#known[p] = 1;
    }
    this.#freeCount[0] = n;
  }

  #take(p: number): void {
    this.#gone[p] = 1;
    this.#top = this.#rank[p];
    this.#left--;
  }

  #search(depth: number): void {
    if (depth > 0) this.#consider(depth);
    if (++this.#visits > LINE_BUDGET || this.#left === 0) return;
    const fits = this.#neighbours[this.#top];
    const top = this.#top;
    const at = depth * MAX_FREE;
    const count = this.#freeCount[depth];
    for (let i = count - 1; i >= 0; i--) {
      const p = this.#free[at + i];
      if (!this.#known[p] || !(fits & (1 << this.#rank[p]))) continue;
      this.#line[depth] = p;
      this.#take(p);
      // The next step's free cards: these less p, with the cards p uncovers. A card
      // turned over ends the line: the player sees it only once it is played.
      const next = at + MAX_FREE;
      let n = 0;
      for (let j = 0; j < count; j++) if (j !== i) this.#free[next + n++] = this.#free[at + j];
      let turnsOver = false;
      for (const q of this.#layout.covers[p]) {
        if (!this.#isFree(q)) continue;
        this.#free[next + n++] = q;
        if (!this.#known[q]) turnsOver = true;
      }
      this.#freeCount[depth + 1] = n;
      if (turnsOver) this.#consider(depth + 1);
      else this.#search(depth + 1);
      this.#gone[p] = 0;
      this.#left++;
      this.#top = top;
      if (this.#visits > LINE_BUDGET) return;
    }
  }

  /** The line in `line[0 .. length)` ends here: kept when longer, or (with a random source) as one of the equally long. */
  #consider(length: number): void {
    if (length > this.#bestLength) this.#ties = 1;
    else if (length < this.#bestLength || !this.#random || this.#random() * ++this.#ties >= 1) return;
    this.#bestLength = length;
    for (let i = 0; i < length; i++) this.#best[i] = this.#line[i];
  }
}
