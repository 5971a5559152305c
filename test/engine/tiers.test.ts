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
  layoutOf,
  solve,
} from '../../src/engine/index.js';

/**
 * The tiers' deals, pinned (seed contract version 2): computed once and written here as
 * literals. If one changes, the mapping changed, and every shared tier deal with it.
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
    candidate: 27,
    deal: '8D 8C QH TH 5C 6C 9D 9C AS 7D 9H 7S 4S QS 2H TD QC 8H 6S 3D AH 5S 4H 4D 6H 9S KH JD JC TC 7H 6D KC AD 2S 3S JH 3C 5H QD 7C TS 2C 2D KD KS JS 5D 4C 3H AC 8S',
  },
  {
    seed: '1',
    layout: 'golf',
    wrap: false,
    wild: 0,
    tier: 'hard',
    candidate: 7,
    deal: '5S JD JH 8H QH TS 4C AD 2D 9H QC KH 8S 7S 6C 3D 5H 7C AH AC KS QD TH 3H 7H JC 3C 2S 6D 6H JS 9C 5C AS 7D KC 4S 3S QS 8C 4D 2C 8D TD 4H 6S 5D KD 2H TC 9D 9S',
  },
  {
    seed: '2026',
    layout: 'golf',
    wrap: true,
    wild: 1,
    tier: 'medium',
    candidate: 2,
    deal: '2H QS 2S 2D JS W1 3D 8C AS 8S AC 4C 5D 5H 5C 6H 8D JD 6D KS TD 9S 9H 2C 5S 7H QH JC 9D 7D 3S 4H KH TH 7S AD 8H 7C KC TS 9C KD AH 6C QD 3C 6S 3H TC 4S JH 4D QC',
  },
];

describe('difficulty tiers', () => {
  test('the deal modes are winnable, any, easy, medium, hard; the contract is version 2', () => {
    assert.deepEqual(DEAL_MODES, ['winnable', 'any', 'easy', 'medium', 'hard']);
    assert.deepEqual(TIERS, ['easy', 'medium', 'hard']);
    assert.equal(SEED_CONTRACT_VERSION, 2);
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
