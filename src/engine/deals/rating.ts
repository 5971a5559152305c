/**
 * The difficulty tiers' rating of a deal (see tiers.ts for what it means and the
 * thresholds). Only tier deals need it: it is variant code (variant-code.ts), loaded
 * when a tier is dealt, not part of the core.
 */
import { rankOf } from '../rules/cards.js';
import type { Deal } from '../rules/deal.js';
import type { Layout } from '../rules/layout.js';
import { LinePlayer } from '../solving/line-player.js';
import { mulberry32, shuffle } from '../rules/shuffle.js';
import { GolfSearch, golfShapeOf } from '../solving/solver-golf.js';
import { type Tier, tierOf } from '../rules/tiers.js';

/** Games the rating plays on a deal. */
export const RATING_GAMES = 16;
/** The seed of the rating's random numbers (every deal gets the same ones). */
const RATING_SEED = 0x74696572;

/** Golf: the imagined stock orders the exact search plays, and the positions each may explore before it counts half. */
export const GOLF_RATING_ORDERS = 16;
export const GOLF_RATING_SOLVE = 100;
/** Golf: the cap of the search on the true cards, as seed.ts's TIER_SOLVE_NODES is for Tri Peaks (a test checks they agree). */
export const GOLF_RATING_PROOF = 10000;
/** Golf, dealing a tier: the true cards' search looks this far first, and goes on only for a deal that may be of the tier. */
const GOLF_RATING_GLANCE = 1000;
/** Golf: rating points for each half of an imagined order won. */
const GOLF_ORDER_WEIGHT = 2000;
/** Golf: the line player's rating counts twice (2000 a game won, 2 a card left). */
const GOLF_LINE_WEIGHT = 2;
/** Golf: rating points lost for each thousandth of a doubling of the positions the search on the true cards explored to its win (3000 a doubling). */
const GOLF_EFFORT_WEIGHT = 3;

/**
 * About 1000 × log2(n), in integers (the same in every JavaScript engine): 1000 for each
 * whole doubling, and in between a straight line.
 */
export function log2Thousandths(n: number): number {
  const k = 31 - Math.clz32(n);
  return 1000 * k + Math.floor((1000 * (n - 2 ** k)) / 2 ** k);
}

/** Golf: lifts every rating of a deal proved winnable above 0 (16 line games leave at most 16 × 35 cards; the effort is at most that of GOLF_RATING_PROOF). */
const GOLF_BASE = GOLF_LINE_WEIGHT * RATING_GAMES * 35 + GOLF_EFFORT_WEIGHT * log2Thousandths(GOLF_RATING_PROOF) + 1;

/**
 * A deal's rating, higher for easier. It is above 0 exactly when the deal is proved
 * winnable: in Tri Peaks, when one of the line player's games was won (a win counts
 * 1000, more than 16 games can leave); in Golf, when one was, or when Golf's exact
 * search on its true cards wins within GOLF_RATING_PROOF positions.
 *
 * Golf's rating (every layout card is face up: all a player does not know is the stock's
 * order) adds three measures: the line player's rating (× GOLF_LINE_WEIGHT);
 * GOLF_RATING_ORDERS imagined stock orders (the stock's own cards, reshuffled by one
 * fixed stream of random numbers), each solved by the exact search capped at
 * GOLF_RATING_SOLVE positions, GOLF_ORDER_WEIGHT for each half won (won 2 halves, capped
 * 1, lost 0); and the search on the true cards, less GOLF_EFFORT_WEIGHT × log2Thousandths
 * of the positions it explored to its win (GOLF_RATING_PROOF when a line game proved the
 * deal but the search did not finish): a deal with few winning lines takes longer.
 *
 * Dealing a Golf tier (`thresholds`, and the `tier` dealt) stops as soon as it is known
 * whether the deal is of that tier: a deal of the tier gets a rating in it (a hard deal
 * 1), any other a rating of another tier and never above 0 in easy or medium; so
 * seed.ts never needs the solver for a Golf tier.
 */
export function rateDeal(deal: Deal, layout: Layout, wrap: boolean, thresholds?: readonly [number, number], tier?: Tier): number {
  const player = new LinePlayer(layout, wrap);
  const random = mulberry32(RATING_SEED);
  let wins = 0;
  let left = 0;
  for (let game = 0; game < RATING_GAMES; game++) {
    const cardsLeft = player.play(deal, random);
    if (cardsLeft === 0) wins++;
    left += cardsLeft;
  }
  const line = wins * 1000 - left;
  return layout.name === 'golf' ? rateGolf(deal, layout, wrap, line, thresholds, tier) : line;
}

function rateGolf(deal: Deal, layout: Layout, wrap: boolean, line: number, thresholds?: readonly [number, number], tier?: Tier): number {
  const size = layout.size;
  const rank = rankOf(deal[size]);
  const full = golfShapeOf(0)!;
  // Not of the tier dealt: a rating of another tier, which seed.ts passes over.
  const other = tier === 'hard' ? thresholds![1] : 0;
  const truth = new GolfSearch(deal, wrap, full, 0, rank);
  // Dealing easy or medium, most deals are told apart from the tier before the search on
  // the true cards must finish; a hard deal needs it in any case, and it passes over
  // most candidates (not winnable) sooner than the imagined orders do.
  let won = truth.run(thresholds && tier !== 'hard' ? GOLF_RATING_GLANCE : GOLF_RATING_PROOF);
  if (won === false || (won === undefined && line <= 0 && truth.nodes >= GOLF_RATING_PROOF)) {
    if (won === undefined) truth.finish(false);
    return other;
  }
  /** The effort measure's least and most: exact once the search on the true cards has won. */
  const effort = (most: boolean) => GOLF_EFFORT_WEIGHT * log2Thousandths(won || !most ? Math.max(truth.nodes, 1) : GOLF_RATING_PROOF);
  const imagined = deal.slice();
  const stock = deal.slice(size + 1);
  const random = mulberry32(RATING_SEED);
  let rating = GOLF_BASE + GOLF_LINE_WEIGHT * line;
  let known: Tier | undefined;
  for (let order = 0; ; order++) {
    if (thresholds) {
      // The tiers of the lowest and the highest rating still possible.
      const low = tierOf(rating - effort(true), thresholds);
      const high = tierOf(rating - effort(false) + 2 * GOLF_ORDER_WEIGHT * (GOLF_RATING_ORDERS - order), thresholds);
      if (low === high) known = low;
      // The tier dealt is out of reach (medium lies between hard and easy).
      if (!known && tier && tier !== low && tier !== high && tier !== 'medium') known = low;
      if (known) break;
    }
    if (order === GOLF_RATING_ORDERS) break;
    shuffle(stock, random);
    for (let i = 0; i < stock.length; i++) imagined[size + 1 + i] = stock[i];
    const search = new GolfSearch(imagined, wrap, full, 0, rank);
    const result = search.run(GOLF_RATING_SOLVE);
    if (result === undefined) search.finish(false);
    rating += (result === undefined ? 1 : result ? 2 : 0) * GOLF_ORDER_WEIGHT;
  }
  if (tier && known !== undefined && known !== tier) {
    if (won === undefined) truth.finish(false);
    return other;
  }
  // The search on the true cards to its end: the proof (unless a line game won) and the effort.
  if (won === undefined && !(known && line > 0)) won = truth.run(GOLF_RATING_PROOF);
  if (won === undefined) truth.finish(false);
  if (!won && line <= 0) return other;
  rating -= effort(true);
  if (!thresholds) return rating;
  known ??= tierOf(rating, thresholds);
  return tier && known !== tier ? other : known === 'hard' ? 1 : rating;
}
