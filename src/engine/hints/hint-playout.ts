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
import { type Card, DECK_SIZE, rankOf, wildNeighbourRanks } from '../rules/cards.js';
import { type Move, TURN_STOCK, dealPlaces } from '../rules/deal.js';
import { fnv1a } from '../rules/fnv.js';
import type { HintData, HintWhy, PlayerView } from './hint-view.js';
import { type Layout, hasPosition, layoutOf, withPosition } from '../rules/layout.js';
import { LinePlayer } from '../solving/line-player.js';
import { mulberry32, shuffle } from '../rules/shuffle.js';

/** Imagined deals each move is tried on. */
const DEALS = 32;
/** What clearing every card of a lost game is worth next to a win. */
const CLEARED_WEIGHT = 0.25;

/**
 * What the playout and Golf hints read of a view: the legal moves (with each play's
 * layout position, null for the stock turn), the unseen cards, the random numbers of
 * the imagined deals, seeded from a hash of the view (the same view, the same hint), and
 * an imagined deal to fill in: the layout cards as they lie (a gone card's place, like a
 * stock card turned, is never read), from `stockAt` on the stock still to turn.
 */
export function viewFacts(
  view: PlayerView,
  layout: Layout,
): { moves: Move[]; positions: (number | null)[]; unseen: Card[]; random: () => number; deal: Card[]; stockAt: number } {
  const moves: Move[] = [];
  const positions: (number | null)[] = [];
  const seen = new Set<Card>(view.seen);
  const unseen: Card[] = [];
  for (let c = 0; c < DECK_SIZE + (view.wild ?? 0); c++) if (!seen.has(c)) unseen.push(c);
  const fits = wildNeighbourRanks(view.wrap)[rankOf(view.wasteTop)];
  if (!view.over) {
    for (let p = 0; p < layout.size; p++) {
      const card = view.faceUp[p];
      if (card === null || hasPosition(view.removed, p) || !(fits & (1 << rankOf(card)))) continue;
      if (!layout.coveredBy[p].every((q) => hasPosition(view.removed, q))) continue;
      moves.push({ kind: 'play', card });
      positions.push(p);
    }
    if (view.stockCount > 0) {
      moves.push(TURN_STOCK);
      positions.push(null);
    }
  }
  const numbers = [
    view.wrap ? 1 : 0,
    view.removed % 2 ** 32,
    Math.floor(view.removed / 2 ** 32),
    view.wasteTop,
    view.stockCount,
    ...view.seen,
  ];
  const { size } = dealPlaces(layout, view.wild ?? 0);
  const deal = Array.from({ length: size }, (_, i) => view.faceUp[i] ?? view.wasteTop);
  return { moves, positions, unseen, random: mulberry32(fnv1a(numbers)), deal, stockAt: size - view.stockCount };
}

/** The Golf and joker hint, run in slices like the Tri Peaks one: `run(budget)` plays at most `budget` imagined games. */
export class PlayoutHint {
  result: HintData | undefined;
  readonly #layout: Layout;
  readonly #player: LinePlayer;
  /** The imagined deal: the layout as seen, the unseen cards in the face-down places and the stock still to turn. */
  readonly #imagined: Card[];
  /** Where in #imagined the stock still to turn starts. */
  readonly #stockAt: number;
  readonly #moves: Move[];
  readonly #positions: (number | null)[];
  readonly #value: number[] = [];
  readonly #wins: number[] = [];
  readonly #unseen: Card[];
  readonly #hidden: number[] = [];
  readonly #random: () => number;
  #deal = 0;
  #next = 0;

  readonly #view: PlayerView;

  constructor(view: PlayerView) {
    this.#view = view;
    this.#layout = layoutOf(view.layout);
    this.#player = new LinePlayer(this.#layout, view.wrap);
    ({
      moves: this.#moves,
      positions: this.#positions,
      unseen: this.#unseen,
      random: this.#random,
      deal: this.#imagined,
      stockAt: this.#stockAt,
    } = viewFacts(view, this.#layout));
    for (let p = 0; p < this.#layout.size; p++) if (!hasPosition(view.removed, p) && view.faceUp[p] === null) this.#hidden.push(p);
    this.#value = this.#moves.map(() => 0);
    this.#wins = this.#moves.map(() => 0);
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
    const view = this.#view;
    const size = this.#layout.size;
    const deal = this.#imagined;
    this.#hidden.forEach((p, i) => (deal[p] = this.#unseen[i]));
    for (let i = this.#hidden.length; i < this.#unseen.length; i++) deal[this.#stockAt + i - this.#hidden.length] = this.#unseen[i];
    const position = this.#positions[m];
    const turned = this.#stockAt - size - 1;
    const left =
      position === null
        ? this.#player.play(deal, undefined, view.removed, deal[this.#stockAt], turned + 1)
        : this.#player.play(deal, undefined, withPosition(view.removed, position), view.faceUp[position]!, turned);
    if (left === 0) this.#wins[m]++;
    this.#value[m] += (left === 0 ? 1 : 0) + (CLEARED_WEIGHT * (size - left)) / size;
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
