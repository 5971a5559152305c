/**
 * Works out the tier thresholds (TIER_THRESHOLDS in src/engine/rules/tiers.ts) from the deals
 * of seeds 100001 to 101500 of each rule set. Run: `node --import tsx scripts/tier-thresholds.mjs [layout]` (docs/tiers.md).
 * The thresholds are part of the seed contract: changing them changes every tier deal.
 *
 * Tri Peaks: the ratings of the winnable `any` deals, and their terciles (or, where more
 * than a third were never won by the line player, every deal never won is hard and the
 * deals won split at their median).
 * Golf: the ratings of the deals the rating proves winnable (rating above 0: a line game
 * won, or the exact search on the true cards within its cap; the only deals a tier can
 * deal): with wrap their terciles; without wrap the lowest GOLF_NO_WRAP_HARD of them are
 * hard and the rest split at their median (fewer candidates a hard deal: see docs/tiers.md).
 */
import { LAYOUT_NAMES, dealForSeed, layoutOf, rateDeal, solve } from '../src/engine/standalone.ts';

const FIRST_SEED = 100001;
const COUNT = 1500;
const GOLF_NO_WRAP_HARD = 0.45;
const layouts = process.argv[2] ? [process.argv[2]] : LAYOUT_NAMES;

for (const layout of layouts) {
  for (const wrap of [true, false]) {
    for (const wild of [0, 1, 2]) {
      const ratings = [];
      for (let seed = FIRST_SEED; seed < FIRST_SEED + COUNT; seed++) {
        const { deal } = dealForSeed(String(seed), { mode: 'any', layout, wrap, wild });
        const rating = rateDeal(deal, layoutOf(layout), wrap);
        if (rating > 0 || (layout !== 'golf' && solve(deal, { wrap, layout }).winnable)) ratings.push(rating);
      }
      ratings.sort((a, b) => b - a);
      const third = (k) => ratings[Math.floor((k * ratings.length) / 3)];
      let easy = third(1);
      let medium = third(2);
      if (layout === 'golf' && !wrap) {
        const hard = Math.floor((1 - GOLF_NO_WRAP_HARD) * ratings.length);
        medium = ratings[hard];
        easy = ratings[Math.floor(hard / 2)];
      } else if (layout !== 'golf') {
        // Easy and medium deals are deals the line player was seen to win: when more than
        // a third of the winnable deals were never won, they are all hard, and the deals
        // won split at their median.
        const won = ratings.filter((r) => r > 0);
        medium = Math.max(third(2), 1);
        easy = third(2) > 0 ? third(1) : Math.max(third(1), won[Math.floor(won.length / 2)]);
      }
      const share = (low, high = Infinity) => `${Math.round((100 * ratings.filter((r) => r >= low && r < high).length) / ratings.length)}%`;
      console.log(
        `  ${layout}, wrap ${wrap ? 'on' : 'off'}, ${wild} jokers: [${easy}, ${medium}], ${ratings.length} ${layout === 'golf' ? 'proved ' : ''}winnable: ${share(easy)} easy, ${share(medium, easy)} medium, ${share(-Infinity, medium)} hard`,
      );
    }
  }
}
