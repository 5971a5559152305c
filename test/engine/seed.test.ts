import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Game, candidateDeals, dealForSeed, dealForSeedAsync, formatDeal, normalizeSeed, solve } from '../../src/engine/standalone.js';
import { ALL_CODES } from './helpers.js';

/**
 * The published seed mapping, pinned. These deals were computed once (seed contract
 * version 1) and written here as literals: if one of them changes, the mapping
 * changed, and every shared seed and daily deal with it. That is a breaking change.
 * `any` is candidate 0 (for daily seeds the `any` mode still deals winnable, so the
 * `any` entry there is the wrap-on winnable deal).
 */
const PINS: Record<
  string,
  { any: string; winnable: { candidate: number; deal: string }; winnableNoWrap: { candidate: number; deal: string } }
> = {
  '0': {
    any: '5S QS KH 2C KS 5H 6H JD 7C 3S KC TH 9H 6D 4C 5D 8H 6C QH 7H AH 4D 7S 9C JS 2D AS 9S 3C TC 8S TS 2S 7D 9D 6S 4S 2H 3D JH 5C JC QD 8D 4H 3H KD TD 8C QC AC AD',
    winnable: {
      candidate: 0,
      deal: '5S QS KH 2C KS 5H 6H JD 7C 3S KC TH 9H 6D 4C 5D 8H 6C QH 7H AH 4D 7S 9C JS 2D AS 9S 3C TC 8S TS 2S 7D 9D 6S 4S 2H 3D JH 5C JC QD 8D 4H 3H KD TD 8C QC AC AD',
    },
    winnableNoWrap: {
      candidate: 0,
      deal: '5S QS KH 2C KS 5H 6H JD 7C 3S KC TH 9H 6D 4C 5D 8H 6C QH 7H AH 4D 7S 9C JS 2D AS 9S 3C TC 8S TS 2S 7D 9D 6S 4S 2H 3D JH 5C JC QD 8D 4H 3H KD TD 8C QC AC AD',
    },
  },
  '1': {
    any: 'QD 6S JD JC 5S 6H QS 3S 7C 4H TH TD 2S 9H QC 4C JS 8H 9C 2D 5C 2H 7S KH 5H 8C 9D 4D KC 2C JH QH KD 9S 3C 5D AS TC 3D 6C 8D 7D 4S 6D KS 3H AD 8S TS AH AC 7H',
    winnable: {
      candidate: 0,
      deal: 'QD 6S JD JC 5S 6H QS 3S 7C 4H TH TD 2S 9H QC 4C JS 8H 9C 2D 5C 2H 7S KH 5H 8C 9D 4D KC 2C JH QH KD 9S 3C 5D AS TC 3D 6C 8D 7D 4S 6D KS 3H AD 8S TS AH AC 7H',
    },
    winnableNoWrap: {
      candidate: 0,
      deal: 'QD 6S JD JC 5S 6H QS 3S 7C 4H TH TD 2S 9H QC 4C JS 8H 9C 2D 5C 2H 7S KH 5H 8C 9D 4D KC 2C JH QH KD 9S 3C 5D AS TC 3D 6C 8D 7D 4S 6D KS 3H AD 8S TS AH AC 7H',
    },
  },
  '42': {
    any: '3S 9S 2D KD KS 9H 7C JS TH 5S JD 3C AD 4D 2S QS 2H 6C TS TC AS 4C 6S 7S 7D 5C 5H QH 8H 5D 2C AH 3D AC 9D 8S 6D 8C QC 4H JH JC 8D KH 3H KC QD 9C 7H 4S TD 6H',
    winnable: {
      candidate: 0,
      deal: '3S 9S 2D KD KS 9H 7C JS TH 5S JD 3C AD 4D 2S QS 2H 6C TS TC AS 4C 6S 7S 7D 5C 5H QH 8H 5D 2C AH 3D AC 9D 8S 6D 8C QC 4H JH JC 8D KH 3H KC QD 9C 7H 4S TD 6H',
    },
    winnableNoWrap: {
      candidate: 0,
      deal: '3S 9S 2D KD KS 9H 7C JS TH 5S JD 3C AD 4D 2S QS 2H 6C TS TC AS 4C 6S 7S 7D 5C 5H QH 8H 5D 2C AH 3D AC 9D 8S 6D 8C QC 4H JH JC 8D KH 3H KC QD 9C 7H 4S TD 6H',
    },
  },
  '4294967295': {
    any: '8H 2C 7S 2D 4D JS 8D QC TS TD 3D 7D 5D AH QS QH 5H 3S 9C 6S 5S JC AC 9S 7C AS 3C 9H QD JD KH 4H KC 5C 4C 7H 2H 6D 3H AD 8C JH 4S 6C 9D 6H KD 2S KS TH TC 8S',
    winnable: {
      candidate: 1,
      deal: '8C 6S 3D 6C QD 4H QS 8H 8S 3S AC TD 7S 3C 5C 7H 5S 4C 7D JD AD 2H TH JS TS KC JC 5H 3H 4D TC 9H 2D AS QH 2S 8D 9S 2C 9C JH 7C KH 5D AH QC 4S KD 6D 9D 6H KS',
    },
    winnableNoWrap: {
      candidate: 1,
      deal: '8C 6S 3D 6C QD 4H QS 8H 8S 3S AC TD 7S 3C 5C 7H 5S 4C 7D JD AD 2H TH JS TS KC JC 5H 3H 4D TC 9H 2D AS QH 2S 8D 9S 2C 9C JH 7C KH 5D AH QC 4S KD 6D 9D 6H KS',
    },
  },
  '8': {
    any: 'JS 6C JD 8D 7D AC 3S JH QS 2D 2H TS 8H KD 9S 6S KH 4D 5H 7S 6D 4S QC 8C AH TC KC 7H 4H AS AD 5D 2C 5C 2S QD TH 7C KS 5S 4C 8S 3C TD JC QH 9D 3H 9H 3D 6H 9C',
    winnable: {
      candidate: 0,
      deal: 'JS 6C JD 8D 7D AC 3S JH QS 2D 2H TS 8H KD 9S 6S KH 4D 5H 7S 6D 4S QC 8C AH TC KC 7H 4H AS AD 5D 2C 5C 2S QD TH 7C KS 5S 4C 8S 3C TD JC QH 9D 3H 9H 3D 6H 9C',
    },
    winnableNoWrap: {
      candidate: 3,
      deal: 'QC KH 4H JD 7D 3D 5C 6D 6C 9C 7C 7S KS KD 2D 3C 2C 5S 5D 9D JS 4S 3H 2H 9H 5H QD 6H 8H JH QH 3S 8S 9S AS 7H AH QS TD 2S AC TH KC JC 8D 4C TC 8C 6S AD TS 4D',
    },
  },
  hello: {
    any: 'JS JH 8S QD 5S TC 6C 8C TS 7D 2C 4C 6D KS QH 5C AC 4S AD AS 4D KD 5D JD 5H 8H TH QC 3S 3H 4H 2H JC QS 8D 9C 7S 9H KH AH KC 6S 6H 2D 7C 9S 9D 3C TD 3D 2S 7H',
    winnable: {
      candidate: 0,
      deal: 'JS JH 8S QD 5S TC 6C 8C TS 7D 2C 4C 6D KS QH 5C AC 4S AD AS 4D KD 5D JD 5H 8H TH QC 3S 3H 4H 2H JC QS 8D 9C 7S 9H KH AH KC 6S 6H 2D 7C 9S 9D 3C TD 3D 2S 7H',
    },
    winnableNoWrap: {
      candidate: 0,
      deal: 'JS JH 8S QD 5S TC 6C 8C TS 7D 2C 4C 6D KS QH 5C AC 4S AD AS 4D KD 5D JD 5H 8H TH QC 3S 3H 4H 2H JC QS 8D 9C 7S 9H KH AH KC 6S 6H 2D 7C 9S 9D 3C TD 3D 2S 7H',
    },
  },
  world: {
    any: '6H 8D QC KD KC AH 7S 7H KS AC 8C AS JH 5S QS TD 5H 5C TH 3H 6D 6S 4C 2H AD 2S KH 4H TS 8H 4D 9H 7D 5D 8S 9S 7C 3S 9C 2D 3D QH 3C TC 2C 6C JS JC 4S JD 9D QD',
    winnable: {
      candidate: 0,
      deal: '6H 8D QC KD KC AH 7S 7H KS AC 8C AS JH 5S QS TD 5H 5C TH 3H 6D 6S 4C 2H AD 2S KH 4H TS 8H 4D 9H 7D 5D 8S 9S 7C 3S 9C 2D 3D QH 3C TC 2C 6C JS JC 4S JD 9D QD',
    },
    winnableNoWrap: {
      candidate: 5,
      deal: 'JC 9S 3H 6S 6D QS 8S 5C AC 3D TD QH 9D TH 4D 6H KS KD 7S AS 5D QC 5H 3C AD 3S QD 9H 2H 7D 4H 8H 6C 4S JD 4C JS 9C 8C TC 2C 2S 5S AH KH KC 8D JH 2D 7C TS 7H',
    },
  },
  'daily:2026-01-01': {
    any: '3D TD TC 9C 5S TS 3C 9S 3H 3S KH 2D 8S 2C 8D 6H JS QH 7C 6D KD QD 6S TH 9H AH AD 2S QC 5D 8C 4C 4S QS 7S 5H JC AS 7H 5C KC 4D 6C 7D 8H KS AC 2H JD JH 9D 4H',
    winnable: {
      candidate: 0,
      deal: '3D TD TC 9C 5S TS 3C 9S 3H 3S KH 2D 8S 2C 8D 6H JS QH 7C 6D KD QD 6S TH 9H AH AD 2S QC 5D 8C 4C 4S QS 7S 5H JC AS 7H 5C KC 4D 6C 7D 8H KS AC 2H JD JH 9D 4H',
    },
    winnableNoWrap: {
      candidate: 0,
      deal: '3D TD TC 9C 5S TS 3C 9S 3H 3S KH 2D 8S 2C 8D 6H JS QH 7C 6D KD QD 6S TH 9H AH AD 2S QC 5D 8C 4C 4S QS 7S 5H JC AS 7H 5C KC 4D 6C 7D 8H KS AC 2H JD JH 9D 4H',
    },
  },
  'daily:2026-02-28': {
    any: '7D 3D JS 5H 9C TH KS 6D 7H 9D 9S AC JD AH 7C 7S 4D 8S 2D 2S AD 4H 6C 3C QH AS 3H QS 6H 4S 5C 6S KH JH 8C QD 5D 4C 3S 5S QC 9H 2H 8D KC JC TS TC 2C 8H KD TD',
    winnable: {
      candidate: 0,
      deal: '7D 3D JS 5H 9C TH KS 6D 7H 9D 9S AC JD AH 7C 7S 4D 8S 2D 2S AD 4H 6C 3C QH AS 3H QS 6H 4S 5C 6S KH JH 8C QD 5D 4C 3S 5S QC 9H 2H 8D KC JC TS TC 2C 8H KD TD',
    },
    winnableNoWrap: {
      candidate: 2,
      deal: '8H AD 4D 9C 6S AC 5D AS 4C TD 7S 9H TC TH JD 5S QD KD 8D 4H 2S KH 5H 8S 7H JS QC 3H 9D 7D QH AH KC 2D 3S 2H 9S 6C JC 2C JH 5C 3D KS 6H 7C 6D 4S 8C 3C TS QS',
    },
  },
};

describe('seeds: the pinned mapping', () => {
  for (const [seed, pin] of Object.entries(PINS)) {
    const daily = seed.startsWith('daily:');
    test(`seed "${seed}": any, winnable with wrap, winnable without wrap`, () => {
      for (const wrap of [true, false]) {
        const any = dealForSeed(seed, { mode: 'any', wrap });
        if (daily) {
          assert.equal(any.mode, 'winnable', 'a daily deal is always winnable');
          assert.equal(formatDeal(any.deal), wrap ? pin.winnable.deal : pin.winnableNoWrap.deal);
        } else {
          assert.equal(any.mode, 'any');
          assert.equal(any.candidate, 0);
          assert.equal(formatDeal(any.deal), pin.any, `any, wrap ${wrap}`);
        }
      }
      const on = dealForSeed(seed, { mode: 'winnable', wrap: true });
      assert.equal(on.candidate, pin.winnable.candidate);
      assert.equal(formatDeal(on.deal), pin.winnable.deal);
      const off = dealForSeed(seed, { mode: 'winnable', wrap: false });
      assert.equal(off.candidate, pin.winnableNoWrap.candidate);
      assert.equal(formatDeal(off.deal), pin.winnableNoWrap.deal);
      // The default mode is winnable, the default wrap on.
      assert.equal(formatDeal(dealForSeed(seed).deal), pin.winnable.deal);
    });
  }

  test('Game.fromSeed deals the pinned deals and remembers where they came from', () => {
    const g = Game.fromSeed('42', { mode: 'any' });
    assert.equal(g.dealText, PINS['42'].any);
    assert.deepEqual(g.origin, { seed: '42', mode: 'any' });
    const w = Game.fromSeed('8', { wrap: false });
    assert.equal(w.dealText, PINS['8'].winnableNoWrap.deal);
    assert.deepEqual(w.origin, { seed: '8', mode: 'winnable' });
    assert.equal(w.options.wrap, false);
    const d = Game.fromSeed('daily:2026-02-28', { mode: 'any', wrap: false });
    assert.equal(d.dealText, PINS['daily:2026-02-28'].winnableNoWrap.deal);
    assert.deepEqual(d.origin, { seed: 'daily:2026-02-28', mode: 'winnable' });
  });

  test('the async deal is the same deal', async () => {
    for (const [seed, pin] of Object.entries(PINS)) {
      const d = await dealForSeedAsync(seed, { wrap: false });
      assert.equal(formatDeal(d.deal), pin.winnableNoWrap.deal);
    }
    const g = await Game.fromSeedAsync('world', { wrap: false });
    assert.equal(g.dealText, PINS.world.winnableNoWrap.deal);
  });
});

// An independent implementation of the contract in seed.ts's comment: FNV-1a (UTF-8)
// or the integer itself, mulberry32, Fisher-Yates from the last place down.
function contractState(seed: string): number {
  if (/^(0|[1-9]\d*)$/.test(seed) && Number(seed) <= 4294967295) return Number(seed);
  let h = 0x811c9dc5;
  for (const b of Buffer.from(seed, 'utf8')) h = Math.imul(h ^ b, 16777619) >>> 0;
  return h >>> 0;
}
function contractShuffles(seed: string, count: number): string[] {
  let a = contractState(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const deck = [...ALL_CODES];
    for (let i = 51; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    out.push(deck.join(' '));
  }
  return out;
}

describe('seeds: the contract', () => {
  test('the candidates follow the documented contract, for integer and text seeds', () => {
    const seeds = ['0', '1', '42', '4294967295', '4294967296', '007', '-1', '1.5', 'hello', 'tri peaks', 'Ünïcode ♠', 'daily:2026-01-01'];
    for (let i = 0; i < 50; i++) seeds.push(String(i * 7919 + 3));
    for (const seed of seeds) {
      const expected = contractShuffles(seed, 3);
      const got = candidateDeals(seed);
      for (let k = 0; k < 3; k++) assert.equal(formatDeal(got.next().value), expected[k], `${seed} candidate ${k}`);
    }
  });

  test('the same seed gives the same deal every time', () => {
    for (const seed of ['7', 'hello', 'daily:2026-03-01']) {
      const a = formatDeal(dealForSeed(seed).deal);
      for (let i = 0; i < 3; i++) assert.equal(formatDeal(dealForSeed(seed).deal), a);
      assert.equal(Game.fromSeed(seed).dealText, a);
    }
  });

  test('an integer seed given as a number or as text (with spaces around) is the same seed', () => {
    assert.equal(formatDeal(dealForSeed(42, { mode: 'any' }).deal), PINS['42'].any);
    assert.equal(formatDeal(dealForSeed(' 42 ', { mode: 'any' }).deal), PINS['42'].any);
    assert.equal(dealForSeed(' 42 ', { mode: 'any' }).seed, '42');
  });

  test('seeds that look alike deal alike (NFKC): "café" typed either way, full-width digits, "ｄａｉｌｙ"', () => {
    const any = (s: string) => dealForSeed(s, { mode: 'any' });
    const composed = 'caf\u00e9';
    const decomposed = 'cafe\u0301';
    assert.notEqual(composed, decomposed);
    assert.equal(formatDeal(any(decomposed).deal), formatDeal(any(composed).deal));
    assert.equal(any(decomposed).seed, composed);
    assert.equal(formatDeal(any(composed).deal), contractShuffles(composed, 1)[0], 'a seed already in NFKC form deals as before');
    assert.equal(formatDeal(any('\uff14\uff12').deal), PINS['42'].any);
    assert.equal(normalizeSeed('\uff44\uff41\uff49\uff4c\uff59', new Date(2026, 0, 5)), 'daily:2026-01-05');
  });

  test('integers and texts are different seeds: "007" is text, not 7; 2^32 is text', () => {
    const any = (s: string) => formatDeal(dealForSeed(s, { mode: 'any' }).deal);
    assert.notEqual(any('007'), any('7'));
    assert.equal(any('007'), contractShuffles('007', 1)[0]);
    assert.equal(contractState('7'), 7);
    assert.equal(any('4294967296'), contractShuffles('4294967296', 1)[0]);
    assert.notEqual(any('4294967296'), any('0'));
    assert.notEqual(any('hello'), any('Hello'));
  });

  test('different seeds give different deals', () => {
    const deals = new Set<string>();
    for (let i = 0; i < 200; i++) deals.add(formatDeal(dealForSeed(i, { mode: 'any' }).deal));
    assert.equal(deals.size, 200);
  });

  test('"daily" is today\'s local date', () => {
    const now = new Date(2026, 0, 31, 23, 59); // local time
    assert.equal(normalizeSeed('daily', now), 'daily:2026-01-31');
    assert.equal(dealForSeed('daily', { now }).seed, 'daily:2026-01-31');
    assert.equal(formatDeal(dealForSeed('daily', { now }).deal), formatDeal(dealForSeed('daily:2026-01-31').deal));
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `daily:${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
    assert.equal(normalizeSeed('daily'), expected);
    assert.equal(Game.fromSeed('daily').origin?.seed, expected);
  });

  test('"daily" follows the local time zone, not UTC', () => {
    const saved = process.env.TZ;
    try {
      const instant = new Date(Date.UTC(2026, 0, 1, 12, 0)); // noon UTC on 1 January
      process.env.TZ = 'Pacific/Kiritimati'; // UTC+14: already 2 January
      assert.equal(normalizeSeed('daily', instant), 'daily:2026-01-02');
      process.env.TZ = 'Pacific/Pago_Pago'; // UTC-11: still 1 January
      assert.equal(normalizeSeed('daily', instant), 'daily:2026-01-01');
      process.env.TZ = 'America/Los_Angeles';
      assert.equal(normalizeSeed('daily', new Date(Date.UTC(2026, 0, 1, 5, 0))), 'daily:2025-12-31');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  for (const bad of [
    'daily:2026-13-45',
    'daily:2026-02-30',
    'daily:2025-02-29',
    'daily:2026-1-1',
    'daily:26-01-01',
    'daily:',
    'daily:today',
  ]) {
    test(`"${bad}" is rejected, naming the seed`, () => {
      assert.throws(
        () => normalizeSeed(bad),
        (e: Error) => e.message.includes(bad) && /date/.test(e.message),
      );
      assert.throws(() => dealForSeed(bad), /date/);
      assert.throws(() => Game.fromSeed(bad), /date/);
    });
  }

  test('real dates are accepted, leap days included', () => {
    assert.equal(normalizeSeed('daily:2024-02-29'), 'daily:2024-02-29');
    assert.equal(normalizeSeed('daily:2026-12-31'), 'daily:2026-12-31');
  });

  test('an unknown deal mode is rejected, naming it', () => {
    assert.throws(() => dealForSeed('1', { mode: 'extreme' as never }), /extreme/);
    assert.throws(() => Game.fromSeed('1', { mode: 'extreme' as never }), /extreme/);
  });

  test('an empty seed is rejected', () => {
    assert.throws(() => normalizeSeed(''), /empty/);
    assert.throws(() => normalizeSeed('   '), /empty/);
  });

  test('no seed means a fresh random seed that is shown and deals the same game again', () => {
    const g = Game.fromSeed(undefined, { mode: 'any' });
    assert.ok(g.origin);
    assert.match(g.origin.seed, /^(0|[1-9]\d*)$/);
    assert.equal(Game.fromSeed(g.origin.seed, { mode: 'any' }).dealText, g.dealText);
    const h = Game.fromSeed(null);
    assert.equal(Game.fromSeed(h.origin!.seed).dealText, h.dealText);
  });
});

describe('seeds: winnable and any', () => {
  test('any is candidate 0; winnable is the first candidate the solver proves winnable', () => {
    for (const seed of ['2', '6', '8', '32', 'world', '4294967295', 'daily:2026-02-28', 'daily:2024-02-29']) {
      for (const wrap of [true, false]) {
        const candidates = candidateDeals(seed);
        const first = candidates.next().value!;
        if (!seed.startsWith('daily:')) assert.equal(formatDeal(dealForSeed(seed, { mode: 'any', wrap }).deal), formatDeal(first));
        const w = dealForSeed(seed, { mode: 'winnable', wrap });
        const all = [first];
        for (let k = 1; k <= w.candidate; k++) all.push(candidates.next().value);
        assert.equal(formatDeal(w.deal), formatDeal(all[w.candidate]));
        assert.equal(solve(w.deal, { wrap }).winnable, true);
        for (let k = 0; k < w.candidate; k++) assert.equal(solve(all[k], { wrap }).winnable, false, `${seed} candidate ${k}`);
      }
    }
  });

  test('the daily deal is winnable even with mode any, for a month of days, wrap on and off', () => {
    for (let day = 1; day <= 31; day++) {
      const seed = `daily:2026-03-${String(day).padStart(2, '0')}`;
      for (const wrap of [true, false]) {
        const d = dealForSeed(seed, { mode: 'any', wrap });
        assert.equal(d.mode, 'winnable');
        assert.equal(solve(d.deal, { wrap }).winnable, true, `${seed} wrap ${wrap}`);
      }
    }
  });
});
