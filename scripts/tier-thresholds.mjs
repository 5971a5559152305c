/**
 * Works out the tier thresholds (TIER_THRESHOLDS in src/engine/tiers.ts): for each rule
 * set, the ratings of the winnable `any` deals of seeds 100001 to 101500, and their
 * terciles (or, where more than a third were never won by the line player, every deal
 * never won is hard and the deals won split at their median). Run: `node --import tsx scripts/tier-thresholds.mjs [layout]` (docs/tiers.md).
 * The thresholds are part of the seed contract: changing them changes every tier deal.
 */
import { LAYOUT_NAMES, dealForSeed, layoutOf, rateDeal, solve } from '../src/engine/index.ts';

const FIRST_SEED = 100001;
const COUNT = 1500;
const layouts = process.argv[2] ? [process.argv[2]] : LAYOUT_NAMES;

for (const layout of layouts) {
  for (const wrap of [true, false]) {
    for (const wild of [0, 1, 2]) {
      const ratings = [];
      for (let seed = FIRST_SEED; seed < FIRST_SEED + COUNT; seed++) {
        const { deal } = dealForSeed(String(seed), { mode: 'any', layout, wrap, wild });
        const rating = rateDeal(deal, layoutOf(layout), wrap);
        if (rating > 0 || solve(deal, { wrap, layout }).winnable) ratings.push(rating);
      }
      ratings.sort((a, b) => b - a);
      const third = (k) => ratings[Math.floor((k * ratings.length) / 3)];
      // Easy and medium deals are deals the line player was seen to win: when more than
      // a third of the winnable deals were never won, they are all hard, and the deals
      // won split at their median.
      const won = ratings.filter((r) => r > 0);
      const medium = Math.max(third(2), 1);
      const easy = third(2) > 0 ? third(1) : Math.max(third(1), won[Math.floor(won.length / 2)]);
      const share = (low, high = Infinity) => `${Math.round((100 * ratings.filter((r) => r >= low && r < high).length) / ratings.length)}%`;
      console.log(
        `  ${layout}, wrap ${wrap ? 'on' : 'off'}, ${wild} jokers: [${easy}, ${medium}], ${ratings.length} winnable: ${share(easy)} easy, ${share(medium, easy)} medium, ${share(-Infinity, medium)} hard`,
      );
    }
  }
}
