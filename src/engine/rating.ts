/**
 * The difficulty tiers' rating of a deal (see tiers.ts for what it means and the
 * thresholds). Only tier deals need it: it is variant code (variant-code.ts), loaded
 * when a tier is dealt, not part of the core.
 */
import type { Deal } from './deal.js';
import type { Layout } from './layout.js';
import { LinePlayer } from './line-player.js';
import { mulberry32 } from './shuffle.js';

/** Games the rating plays on a deal. */
export const RATING_GAMES = 16;
/** The seed of the rating's random numbers (every deal gets the same ones). */
const RATING_SEED = 0x74696572;

/**
 * A deal's rating, higher for easier. It is above 0 exactly when one of its games was won
 * (which proves the deal winnable): a win counts 1000, more than 16 games can leave.
 */
export function rateDeal(deal: Deal, layout: Layout, wrap: boolean): number {
  const player = new LinePlayer(layout, wrap);
  const random = mulberry32(RATING_SEED);
  let wins = 0;
  let left = 0;
  for (let game = 0; game < RATING_GAMES; game++) {
    const cardsLeft = player.play(deal, random);
    if (cardsLeft === 0) wins++;
    left += cardsLeft;
  }
  return wins * 1000 - left;
}
