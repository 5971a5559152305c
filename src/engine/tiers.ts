/**
 * Difficulty tiers: the deal modes `easy`, `medium` and `hard`. Every tier deal is
 * winnable, and its tier says how likely a player who sees only what a player sees is
 * to win it.
 *
 * A deal's rating: RATING_GAMES games of the line player (line-player.ts) on its true
 * cards, each choosing among equally long lines at random (the same random numbers for
 * every deal). Games won count first, then the layout cards the games left (fewer is
 * easier): the rating is wins × 1000 − cards left. Each rule set (layout, wrap, jokers)
 * has two thresholds that split its winnable deals into three about equal parts, worked
 * out once (`node --import tsx scripts/tier-thresholds.mjs`, docs/tiers.md) and frozen here: they are part of
 * the seed contract (seed.ts, version 2), like the rating itself.
 */
import type { Deal } from './deal.js';
import { type Layout, type LayoutName } from './layout.js';
import { LinePlayer } from './line-player.js';
import { mulberry32 } from './shuffle.js';

export type Tier = 'easy' | 'medium' | 'hard';
export const TIERS: readonly Tier[] = ['easy', 'medium', 'hard'];

/** Games the rating plays on a deal. */
export const RATING_GAMES = 16;
/** The seed of the rating's random numbers (every deal gets the same ones). */
const RATING_SEED = 0x74696572;

/** The key of a rule set in TIER_THRESHOLDS: `golf off 1` is Golf, wrap off, one joker. */
export function ruleKey(layout: LayoutName, wrap: boolean, wild: number): string {
  return `${layout} ${wrap ? 'on' : 'off'} ${wild}`;
}

/**
 * Per rule set: [lowest rating of an easy deal, lowest rating of a medium deal]; below
 * the second, hard. The terciles of the ratings of the winnable `any` deals of seeds
 * 100001 to 101500, except that easy and medium deals are deals the line player won at
 * least once: where more than a third were never won, those are all hard and the rest
 * split at their median.
 */
export const TIER_THRESHOLDS: Readonly<Record<string, readonly [number, number]>> = {
  'tri-peaks on 0': [8977, 2949], // 1458 winnable: 33% easy, 33% medium, 33% hard
  'tri-peaks on 1': [10990, 3988], // 1491 winnable: 34% easy, 33% medium, 33% hard
  'tri-peaks on 2': [12996, 6991], // 1500 winnable: 34% easy, 33% medium, 33% hard
  'tri-peaks off 0': [4963, 1], // 1095 winnable: 25% easy, 25% medium, 49% hard
  'tri-peaks off 1': [4988, 1], // 1376 winnable: 29% easy, 29% medium, 42% hard
  'tri-peaks off 2': [6974, 962], // 1475 winnable: 33% easy, 33% medium, 33% hard
  'golf on 0': [5985, 1], // 1383 winnable: 21% easy, 21% medium, 57% hard
  'golf on 1': [6985, 1], // 1485 winnable: 30% easy, 30% medium, 41% hard
  'golf on 2': [9993, 1969], // 1498 winnable: 34% easy, 33% medium, 33% hard
  'golf off 0': [3967, 1], // 671 winnable: 8% easy, 8% medium, 84% hard
  'golf off 1': [3981, 1], // 1190 winnable: 10% easy, 10% medium, 80% hard
  'golf off 2': [4976, 1], // 1455 winnable: 17% easy, 17% medium, 67% hard
};

/** A deal's rating (higher is easier) and whether one of its games was won (which proves it winnable). */
export function rateDeal(deal: Deal, layout: Layout, wrap: boolean): { rating: number; won: boolean } {
  const player = new LinePlayer(layout, wrap);
  const random = mulberry32(RATING_SEED);
  let wins = 0;
  let left = 0;
  for (let game = 0; game < RATING_GAMES; game++) {
    const cardsLeft = player.play(deal, random);
    if (cardsLeft === 0) wins++;
    left += cardsLeft;
  }
  return { rating: wins * 1000 - left, won: wins > 0 };
}

/** The tier of a rating under a rule set's thresholds. */
export function tierOf(rating: number, thresholds: readonly [number, number]): Tier {
  return rating >= thresholds[0] ? 'easy' : rating >= thresholds[1] ? 'medium' : 'hard';
}
