/**
 * Difficulty tiers: the deal modes `easy`, `medium` and `hard`. Every tier deal is
 * winnable, and its tier says how likely a player who sees only what a player sees is
 * to win it.
 *
 * A deal's rating (rating.ts): RATING_GAMES games of the line player (line-player.ts) on its true
 * cards, each choosing among equally long lines at random (the same random numbers for
 * every deal). Games won count first, then the layout cards the games left (fewer is
 * easier): the rating is wins × 1000 − cards left. Golf, where the line player is a weak
 * judge of what a player who looks ahead can do, adds Golf's exact search over imagined
 * stock orders (how often the layout can be cleared when the stock's order is not the
 * true one) and the search's effort on the true cards (a deal with few winning lines
 * takes it longer). Each rule set (layout, wrap, jokers) has two thresholds that split
 * its winnable deals into three parts, worked out once (`node --import tsx
 * scripts/tier-thresholds.mjs`, docs/tiers.md) and frozen here: they are part of the
 * seed contract (seed.ts, version 2), like the rating itself.
 */
import type { LayoutName } from './layout.js';

export type Tier = 'easy' | 'medium' | 'hard';
export const TIERS: readonly Tier[] = ['easy', 'medium', 'hard'];

/**
 * [lowest rating of an easy deal, lowest rating of a medium deal] (below the second,
 * hard) by layout, then wrap on and off, then 0, 1 and 2 jokers, from the deals of seeds
 * 100001 to 101500 of each rule set. Tri Peaks: the terciles of the ratings of the
 * winnable `any` deals, except that easy and medium deals are deals the line player won
 * at least once: where more than a third were never won, those are all hard and the rest
 * split at their median. Golf: of the deals its rating proves winnable, the terciles with
 * wrap; without wrap the lowest 45% are hard, the rest split at their median.
 */
export const TIER_THRESHOLDS: Readonly<Record<LayoutName, readonly (readonly (readonly [number, number])[])[]>> = {
  'tri-peaks': [
    [
      [8977, 2949],
      [10990, 3988],
      [12996, 6991],
    ],
    [
      [4963, 1],
      [4988, 1],
      [6974, 962],
    ],
  ],
  golf: [
    [
      [75275, 58394],
      [81670, 61671],
      [94265, 74701],
    ],
    [
      [58361, 46564],
      [63921, 51015],
      [71904, 58215],
    ],
  ],
};

/** The tier of a rating under a rule set's thresholds. */
export function tierOf(rating: number, thresholds: readonly [number, number]): Tier {
  return rating >= thresholds[0] ? 'easy' : rating >= thresholds[1] ? 'medium' : 'hard';
}
