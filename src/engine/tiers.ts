/**
 * Difficulty tiers: the deal modes `easy`, `medium` and `hard`. Every tier deal is
 * winnable, and its tier says how likely a player who sees only what a player sees is
 * to win it.
 *
 * A deal's rating (rating.ts): RATING_GAMES games of the line player (line-player.ts) on its true
 * cards, each choosing among equally long lines at random (the same random numbers for
 * every deal). Games won count first, then the layout cards the games left (fewer is
 * easier): the rating is wins × 1000 − cards left. Each rule set (layout, wrap, jokers)
 * has two thresholds that split its winnable deals into three about equal parts, worked
 * out once (`node --import tsx scripts/tier-thresholds.mjs`, docs/tiers.md) and frozen here: they are part of
 * the seed contract (seed.ts, version 2), like the rating itself.
 */
import type { LayoutName } from './layout.js';

export type Tier = 'easy' | 'medium' | 'hard';
export const TIERS: readonly Tier[] = ['easy', 'medium', 'hard'];

/**
 * [lowest rating of an easy deal, lowest rating of a medium deal] (below the second,
 * hard) by layout, then wrap on and off, then 0, 1 and 2 jokers. The terciles of the
 * ratings of the winnable `any` deals of seeds 100001 to 101500 of each rule set, except
 * that easy and medium deals are deals the line player won at least once: where more
 * than a third were never won, those are all hard and the rest split at their median.
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
      [5985, 1],
      [6985, 1],
      [9993, 1969],
    ],
    [
      [3967, 1],
      [3981, 1],
      [4976, 1],
    ],
  ],
};

/** The tier of a rating under a rule set's thresholds. */
export function tierOf(rating: number, thresholds: readonly [number, number]): Tier {
  return rating >= thresholds[0] ? 'easy' : rating >= thresholds[1] ? 'medium' : 'hard';
}
