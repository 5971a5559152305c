import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEAL_MODES,
  Game,
  LinePlayer,
  SEED_CONTRACT_VERSION,
  TIERS,
  type LayoutName,
  type Tier,
  dealForSeed,
  dealForSeedAsync,
  formatDeal,
  TIER_SOLVE_NODES,
  TIER_THRESHOLDS,
  candidateDeals,
  layoutOf,
  rateDeal,
  solve,
  tierOf,
} from '../../src/engine/standalone.js';
import { GOLF_RATING_PROOF, log2Thousandths } from '../../src/engine/deals/rating.js';

/**
 * The tiers' deals, pinned (seed contract version 2): computed once and written here as
 * literals. If one changes, the mapping changed, and every shared tier deal with it.
 * (The Golf pins are those of Golf's final version 2 rating, rating.ts.)
 */
const PINS: { seed: string; layout: LayoutName; wrap: boolean; wild: number; tier: Tier; candidate: number; deal: string }[] = [
  {
    seed: '1',
    layout: 'tri-peaks',
    wrap: true,
    wild: 0,
    tier: 'easy',
    candidate: 5,
    deal: 'JC 9D 3C 8H QH 6H KC 2S KS 4D 7C 8C 7H 7D AH 2D JH 4C 6D QD TD 5S 3H QC 8S 9S 5H AD AC TS 4H 5C 6S 9H 4S JS JD QS 6C 9C 5D KD 8D 2H KH 3S 3D 7S AS 2C TH TC',
  },
  {
    seed: '1',
    layout: 'tri-peaks',
    wrap: true,
    wild: 0,
    tier: 'medium',
    candidate: 1,
    deal: 'AD TC TS 9C JS 7C QD AC 5D 9H KH 7D KD KC 4D 3C 2H 7S TD 3S 8S QH 3D 8C AH 5H JC 5S 3H 4C 4H 9D 6C JD QS 6D 9S QC 8H 2C 5C AS TH 2S 6H 4S 6S 7H 2D 8D JH KS',
  },
  {
    seed: '1',
    layout: 'tri-peaks',
    wrap: true,
    wild: 0,
    tier: 'hard',
    candidate: 0,
    deal: 'QD 6S JD JC 5S 6H QS 3S 7C 4H TH TD 2S 9H QC 4C JS 8H 9C 2D 5C 2H 7S KH 5H 8C 9D 4D KC 2C JH QH KD 9S 3C 5D AS TC 3D 6C 8D 7D 4S 6D KS 3H AD 8S TS AH AC 7H',
  },
  {
    seed: '42',
    layout: 'tri-peaks',
    wrap: false,
    wild: 0,
    tier: 'hard',
    candidate: 4,
    deal: 'KC 4S 9S QH 8S AS KH TC 8D 6C 3C 8H 6S KD 9D 3S 8C JS 2H JC AD 4H 6D 7D QS 2S QC TH 2C KS 9C 5C JD 3D 5H 9H AH QD 4C AC 7S 7C JH 2D 3H TS 4D 7H 5S TD 5D 6H',
  },
  {
    seed: 'hello',
    layout: 'tri-peaks',
    wrap: true,
    wild: 2,
    tier: 'medium',
    candidate: 1,
    deal: 'AC W2 2D KC QC 5C 4D AS QH 9H 7S TH 7D 3H 6S 6H TS 2H 8C TC AD 6C 5H KH 6D 2S 8S 8H KD 9D QD 7H JC 4H 3D 5D W1 4S 5S JH 3C 9S JS QS 4C 3S AH 8D 7C TD KS JD 9C 2C',
  },
  {
    seed: '1',
    layout: 'golf',
    wrap: false,
    wild: 0,
    tier: 'easy',
    candidate: 5,
    deal: 'JC 9D 3C 8H QH 6H KC 2S KS 4D 7C 8C 7H 7D AH 2D JH 4C 6D QD TD 5S 3H QC 8S 9S 5H AD AC TS 4H 5C 6S 9H 4S JS JD QS 6C 9C 5D KD 8D 2H KH 3S 3D 7S AS 2C TH TC',
  },
  {
    seed: '1',
    layout: 'golf',
    wrap: false,
    wild: 0,
    tier: 'hard',
    candidate: 0,
    deal: 'QD 6S JD JC 5S 6H QS 3S 7C 4H TH TD 2S 9H QC 4C JS 8H 9C 2D 5C 2H 7S KH 5H 8C 9D 4D KC 2C JH QH KD 9S 3C 5D AS TC 3D 6C 8D 7D 4S 6D KS 3H AD 8S TS AH AC 7H',
  },
  {
    seed: '2026',
    layout: 'golf',
    wrap: true,
    wild: 1,
    tier: 'medium',
    candidate: 0,
    deal: '4S 2D TC JS AS 6S 9H KD 5D 4C 8D 6H TD KS QC QH 6C TH 5S 4H JD 6D 7S 8S 9S 3S KH 9D 2H 3H W1 9C 7C AC 7D QS 2S KC TS 5C 3D AH 3C 2C AD JH 7H JC 8C 5H 8H 4D QD',
  },
  {
    seed: '42',
    layout: 'golf',
    wrap: true,
    wild: 0,
    tier: 'hard',
    candidate: 5,
    deal: '4S AH QH JD TH 2D 6C 2H 7H QC QS 9C AD KC TD TS JH 4D 6H 6S KS 8H 4H TC AC KH 3D 9H 7D 8C 2C 3S 8S 7C 6D 3H 8D 2S JS 5S 9S 4C QD 5H JC 5D 3C AS 5C KD 9D 7S',
  },
  {
    seed: '7',
    layout: 'golf',
    wrap: false,
    wild: 0,
    tier: 'medium',
    candidate: 14,
    deal: 'TD AH KH AD 6D JD TS 6H 6S 9D KS TH 8S 4S 7D 5H 7H JC KC 8D 6C 4D 5S 2C 3C JH TC 3D 9S JS QS 7C AS 5C 3S 4C 2D 4H 2S 8H 5D 3H QH 9H KD 7S QC AC 2H QD 8C 9C',
  },
  {
    seed: '42',
    layout: 'golf',
    wrap: false,
    wild: 2,
    tier: 'medium',
    candidate: 9,
    deal: 'JH QC QD 4C 8C JC TS QS 7C 9C 6C 5H 6H QH 3C KC 4D 9D W2 TD 9H 3S 7D 4H AH AS 8S 2D 4S 8H W1 3D 2H 7H 9S KD 5C 7S JS 5D 5S JD 2C 8D 2S 3H AD 6S KS 6D TC TH AC KH',
  },
];

describe('difficulty tiers', () => {
  test('the deal modes are winnable, any, easy, medium, hard; the contract is version 3 (NFKC, no deal of version 2 changed)', () => {
    assert.deepEqual(DEAL_MODES, ['winnable', 'any', 'easy', 'medium', 'hard']);
    assert.deepEqual(TIERS, ['easy', 'medium', 'hard']);
    assert.equal(SEED_CONTRACT_VERSION, 3);
  });

  for (const pin of PINS) {
    test(`pinned: seed ${pin.seed}, ${pin.layout}, wrap ${pin.wrap ? 'on' : 'off'}, ${pin.wild} jokers, ${pin.tier}`, () => {
      const seeded = dealForSeed(pin.seed, { mode: pin.tier, layout: pin.layout, wrap: pin.wrap, wild: pin.wild });
      assert.equal(seeded.mode, pin.tier);
      assert.equal(seeded.candidate, pin.candidate);
      assert.equal(formatDeal(seeded.deal), pin.deal);
    });
  }

  for (const layout of ['tri-peaks', 'golf'] as const) {
    for (const wrap of [true, false]) {
      for (const wild of [0, 1, 2]) {
        test(`every tier deal is winnable: ${layout}, wrap ${wrap ? 'on' : 'off'}, ${wild} jokers, seeds 1-4`, () => {
          for (let seed = 1; seed <= 4; seed++) {
            for (const tier of TIERS) {
              const { deal, mode } = dealForSeed(String(seed), { mode: tier, layout, wrap, wild });
              assert.equal(mode, tier);
              assert.equal(solve(deal, { wrap, layout }).winnable, true, `seed ${seed} ${tier}`);
            }
          }
        });
      }
    }
  }

  test('the tiers are felt: the plain longest-line player wins easy deals most and hard deals least (seeds 1-150, both layouts and wraps)', () => {
    for (const layout of ['tri-peaks', 'golf'] as const) {
      for (const wrap of [true, false]) {
        const player = new LinePlayer(layoutOf(layout), wrap);
        const wins = TIERS.map((tier) => {
          let won = 0;
          for (let seed = 1; seed <= 150; seed++)
            if (player.play(dealForSeed(String(seed), { mode: tier, layout, wrap }).deal) === 0) won++;
          return won;
        });
        const [easy, medium, hard] = wins;
        assert.ok(easy > medium && medium > hard, `${layout} wrap ${wrap}: easy ${easy}, medium ${medium}, hard ${hard} of 150`);
      }
    }
  });

  test("Golf's rating proves a deal within the same cap as Tri Peaks' solver; its effort measure is exact integers", () => {
    assert.equal(GOLF_RATING_PROOF, TIER_SOLVE_NODES);
    assert.deepEqual([1, 2, 3, 1000, 1024, 1536, 10000].map(log2Thousandths), [0, 1000, 1500, 9953, 10000, 10500, 13220]);
  });

  test("Golf: dealing a tier, the rating's early stop takes exactly the deals the whole rating puts in that tier, proved", () => {
    const golf = layoutOf('golf');
    for (const wrap of [true, false]) {
      for (const wild of [0, 1]) {
        const thresholds = TIER_THRESHOLDS.golf[wrap ? 0 : 1][wild];
        let candidate = 0;
        for (const deal of candidateDeals('early stop', wild)) {
          if (candidate++ === 25) break;
          const whole = rateDeal(deal, golf, wrap);
          if (whole > 0) assert.equal(solve(deal, { wrap, layout: 'golf' }).winnable, true);
          for (const tier of TIERS) {
            const rating = rateDeal(deal, golf, wrap, thresholds, tier);
            const taken = tierOf(rating, thresholds) === tier;
            assert.equal(
              taken,
              whole > 0 && tierOf(whole, thresholds) === tier,
              `wrap ${wrap}, ${wild} jokers, candidate ${candidate - 1}, ${tier}`,
            );
            // Never a deal the solver must still prove (seed.ts asks it only for a rating of 0 or less in the tier).
            if (taken) assert.ok(rating > 0);
          }
        }
      }
    }
  });

  test('the same tier deal asynchronously (as the page deals it)', async () => {
    for (const tier of TIERS) {
      for (const layout of ['tri-peaks', 'golf'] as const) {
        const sync = dealForSeed('2026', { mode: tier, layout });
        const later = await dealForSeedAsync('2026', { mode: tier, layout });
        assert.deepEqual(later, sync);
      }
    }
  });

  test('seed "daily" with a tier is that tier\'s daily deal; with any it is still winnable', () => {
    const now = new Date(2026, 0, 1, 12);
    const hard = dealForSeed('daily', { mode: 'hard', now });
    assert.equal(hard.seed, 'daily:2026-01-01');
    assert.equal(hard.mode, 'hard');
    assert.deepEqual(hard.deal, dealForSeed('daily:2026-01-01', { mode: 'hard' }).deal);
    assert.notDeepEqual(hard.deal, dealForSeed('daily', { mode: 'easy', now }).deal);
    assert.equal(dealForSeed('daily', { mode: 'any', now }).mode, 'winnable');
    const game = Game.fromSeed('daily', { mode: 'hard', now });
    assert.deepEqual(game.origin, { seed: 'daily:2026-01-01', mode: 'hard' });
  });
});
