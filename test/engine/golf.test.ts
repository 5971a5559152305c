import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  GOLF,
  Game,
  WinnabilityCache,
  dealVerdict,
  dealVerdictAsync,
  hint,
  type HintData,
  hintAsync,
  movesEqual,
  playerView,
  IllegalMoveError,
  TRI_PEAKS,
  cardCode,
  cardName,
  dealForSeed,
  formatDeal,
  formatMoves,
  parseCard,
  parseDeal,
  rankOf,
  solve,
  TURN_STOCK,
} from '../../src/engine/standalone.js';
import { GolfSearch, golfShapeOf } from '../../src/engine/solving/solver-golf.js';
import { GOLF_HINT_SOLVE, GOLF_HINT_WORK, GolfHint } from '../../src/engine/hints/hint-golf.js';
import { PlayoutHint } from '../../src/engine/hints/hint-playout.js';
import { ALL_CODES, prng, shuffle } from './helpers.js';

/** A deal text with the given codes at the given deal places and the rest filled AC 2C … KS, then the jokers. */
function dealWith(fixed: Record<number, string>, wild = 0): string {
  const all = [...ALL_CODES, ...['W1', 'W2'].slice(0, wild)];
  const used = new Set(Object.values(fixed));
  const rest = all.filter((c) => !used.has(c));
  return Array.from({ length: all.length }, (_, i) => fixed[i] ?? rest.shift()!).join(' ');
}

/** Golf layout places bottom-up, column by column: the order that clears each column in turn. */
const COLUMN_BY_COLUMN = Array.from({ length: 7 }, (_, c) => [28, 21, 14, 7, 0].map((p) => p + c)).flat();

/**
 * A Golf deal won in one run of 35 cards with wrap off: waste AC, then 2C … KC, QD … AD,
 * 2H … QH, laid so that playing column by column bottom-up is that run.
 */
function oneRunDeal(): { deal: string; moves: string } {
  const ranks = 'A23456789TJQK';
  const run = [
    ...[...ranks.slice(1)].map((r) => `${r}C`),
    ...[...ranks.slice(0, 12)].reverse().map((r) => `${r}D`),
    ...[...ranks.slice(1, 12)].map((r) => `${r}H`),
  ];
  const fixed: Record<number, string> = { 35: 'AC' };
  COLUMN_BY_COLUMN.forEach((p, i) => (fixed[p] = run[i]));
  return { deal: dealWith(fixed), moves: run.join(' ') };
}

const golf = (deal: string, options: Record<string, unknown> = {}) => new Game(deal, { layout: 'golf', ...options });

describe('Golf: the layout', () => {
  test('7 columns of 5, positions row * 7 + column; each card covered by the one below it (position + 7)', () => {
    assert.equal(GOLF.size, 35);
    for (let p = 0; p < 35; p++) {
      assert.deepEqual([...GOLF.coveredBy[p]], p < 28 ? [p + 7] : []);
      assert.equal(GOLF.rowOf[p], Math.floor(p / 7));
      assert.equal(GOLF.columnOf[p], 2 * (p % 7));
    }
    assert.deepEqual([...GOLF.peakTops], []);
    assert.equal(GOLF.stockSize, 16);
    assert.equal(TRI_PEAKS.size, 28);
    assert.equal(TRI_PEAKS.stockSize, 23);
  });

  test("Tri Peaks as data: today's tables, drawn in half card-steps (bottom row 0, 2, ... 18; tops 3, 9, 15)", () => {
    assert.deepEqual(TRI_PEAKS.columnOf.slice(18), [0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
    assert.deepEqual(TRI_PEAKS.columnOf.slice(0, 3), [3, 9, 15]);
    assert.deepEqual([...TRI_PEAKS.peakTops], [0, 1, 2]);
    assert.equal(TRI_PEAKS.rows, 4);
    assert.equal(new Game(dealWith({})).layout, TRI_PEAKS);
    assert.equal(golf(dealWith({})).layout, GOLF);
  });

  test('only row 4 is free at the start; a card is free once position + 7 is gone; all face up', () => {
    const { deal } = oneRunDeal();
    const game = golf(deal);
    for (let p = 0; p < 35; p++) {
      assert.equal(game.isUncovered(p), p >= 28, `position ${p}`);
      assert.equal(game.isFaceUp(p), true);
      if (p < 28) assert.equal(game.whyNotPlayable(p), 'covered');
    }
    game.play('2C'); // position 28
    assert.equal(game.isUncovered(21), true);
    assert.equal(game.isUncovered(14), false);
    assert.throws(() => game.whyNotPlayable(35), RangeError);
  });

  test('wrap defaults to off in Golf, on in Tri Peaks; an explicit wrap wins', () => {
    const { deal } = oneRunDeal();
    assert.equal(golf(deal).options.wrap, false);
    assert.equal(golf(deal, { wrap: true }).options.wrap, true);
    assert.equal(new Game(deal).options.wrap, true);
    assert.equal(Game.fromSeed('5', { layout: 'golf', mode: 'any' }).options.wrap, false);
  });
});

describe('Golf: what goes on what', () => {
  // Waste (place 35) and the bottom row (28-34) set by hand.
  const at = (waste: string, bottom: string[], wild = 0) => {
    const fixed: Record<number, string> = { 35: waste };
    bottom.forEach((c, i) => (fixed[28 + i] = c));
    return dealWith(fixed, wild);
  };

  test('one rank above or below; Queen on King and King on Queen', () => {
    const game = golf(at('KS', ['QH', 'KH', 'AH', 'JD', '9C', '2C', '3C']));
    assert.equal(game.canPlay(28), true, 'Q on K');
    assert.equal(game.canPlay(29), false, 'K on K');
    assert.equal(game.canPlay(30), false, 'A on K without wrap');
    game.play('QH');
    assert.equal(game.canPlay(29), true, 'K on Q');
    assert.equal(game.canPlay(31), true, 'J on Q');
  });

  test('King-Ace only with wrap', () => {
    const deal = at('KS', ['AH', 'KH', 'QH', 'JD', '9C', '2C', '3C']);
    assert.equal(golf(deal).canPlay(28), false);
    assert.equal(golf(deal, { wrap: true }).canPlay(28), true);
    assert.throws(() => golf(deal).play('AH'), /no King-Ace wrap/);
  });

  test('a joker goes on any card, and any card on a joker', () => {
    const game = golf(at('5S', ['W1', 'KH', 'QH', 'JD', '9C', '2C', '3C'], 1), { wild: 1 });
    assert.equal(game.canPlay(28), true, 'joker on 5');
    game.play('W1');
    for (const p of [29, 30, 31, 32, 33, 34]) assert.equal(game.canPlay(p), true, `${cardCode(game.cardAt(p))} on the joker`);
  });

  test('a joker as the first waste card takes any card', () => {
    const game = golf(at('W2', ['KH', 'AH', '7D', 'JD', '9C', '2C', '3C'], 2), { wild: 2 });
    assert.equal(game.wasteTop, parseCard('W2'));
    for (let p = 28; p < 35; p++) assert.equal(game.canPlay(p), true);
  });

  test('a joker in Tri Peaks obeys the coverage rules and scores as a run card', () => {
    const fixed: Record<number, string> = { 28: '5S', 18: 'W1', 19: '4H' };
    const game = new Game(dealWith(fixed, 1), { wild: 1 });
    assert.equal(game.canPlay(18), true);
    assert.equal(game.canPlay(9), false, 'covered');
    game.play('W1');
    game.play('4H');
    assert.equal(game.score, 10 + 20);
  });

  test('joker codes, names and ranks', () => {
    assert.equal(parseCard('W1'), 52);
    assert.equal(parseCard('W2'), 53);
    assert.equal(cardCode(53), 'W2');
    assert.equal(cardName(52), 'Joker');
    assert.equal(rankOf(52), 14);
    assert.throws(() => parseCard('W3'), /jokers are W1 and W2/);
  });
});

describe('deal text with layouts and jokers', () => {
  test('Tri Peaks 28 + waste + (23 + wild); Golf 35 + waste + (16 + wild)', () => {
    for (const layout of ['tri-peaks', 'golf'] as const) {
      for (const wild of [0, 1, 2]) {
        const text = dealWith({}, wild);
        const game = new Game(text, { layout, wild });
        assert.equal(game.deal.length, 52 + wild);
        assert.equal(game.stockCount, (layout === 'golf' ? 16 : 23) + wild);
        assert.equal(game.peakCardsLeft, layout === 'golf' ? 35 : 28);
        assert.equal(game.wasteTop, parseCard(text.split(' ')[layout === 'golf' ? 35 : 28]));
      }
    }
  });

  test('errors name what is wrong', () => {
    const cases: [string, () => unknown, RegExp][] = [
      ['a joker deal read without wild', () => parseDeal(dealWith({}, 1)), /53 card codes.*exactly 52.*give wild 1/],
      ['too few for wild 2', () => parseDeal(dealWith({}, 1), { wild: 2 }), /53 card codes; a Tri Peaks deal with 2 jokers has exactly 54/],
      [
        'Golf counts',
        () => parseDeal(dealWith({}).split(' ').slice(1).join(' '), { layout: 'golf' }),
        /51.*Golf deal has exactly 52 \(35 layout, 1 waste, 16 stock\)/,
      ],
      ['a wrong wild', () => parseDeal(dealWith({}), { wild: 3 }), /wild must be 0, 1 or 2/],
      ['a wrong layout', () => parseDeal(dealWith({}), { layout: 'klondike' as 'golf' }), /layout must be one of tri-peaks, golf/],
    ];
    for (const [name, run, message] of cases) assert.throws(run, message, name);
    const twoJokers = dealWith({}, 2).split(' ');
    twoJokers.splice(twoJokers.indexOf('W1'), 1);
    assert.throws(() => parseDeal(twoJokers.join(' '), { wild: 1 }), /W2 is not in a Tri Peaks deal with 1 joker \(its jokers are W1\)/);
  });

  test('betting in Golf is rejected with a clear error', () => {
    assert.throws(() => golf(dealWith({}), { scoring: 'betting' }), /betting.*Tri Peaks only/);
  });
});

describe('Golf: scoring, winning and losing', () => {
  test('a 35-card run: 10 x n a card, +500 clear, +50 a stock card left, no peak bonus; strokes minus the stock left', () => {
    const { deal, moves } = oneRunDeal();
    const game = golf(deal);
    assert.equal(game.strokes, 35);
    game.applyMoves(moves);
    assert.equal(game.status, 'won');
    assert.equal(game.score, (10 * 35 * 36) / 2 + 500 + 50 * 16);
    assert.equal(game.scoreParts.peaks, 0);
    assert.equal(game.strokes, -16);
    assert.deepEqual(game.state.runs, [35]);
    assert.equal(new Game(deal).strokes, null, 'no strokes in Tri Peaks');
  });

  test('lost: stock empty and no free card fits; strokes are the layout cards left', () => {
    // Waste AC, bottom row all Kings and Queens far from the stock's ranks: nothing ever fits.
    const fixed: Record<number, string> = { 35: 'AC', 28: 'KC', 29: 'KD', 30: 'KH', 31: 'KS', 32: 'QC', 33: 'QD', 34: 'QH' };
    const stock = ['AD', 'AH', 'AS', '3C', '3D', '3H', '3S', '5C', '5D', '5H', '5S', '7C', '7D', '7H', '7S', '9C'];
    stock.forEach((c, i) => (fixed[36 + i] = c));
    const game = golf(dealWith(fixed));
    game.applyMoves(Array(15).fill('|').join(' '));
    assert.equal(game.status, 'playing');
    game.turnStock();
    assert.equal(game.status, 'lost');
    assert.equal(game.strokes, 35);
    assert.equal(game.score, 0);
    assert.throws(() => game.turnStock(), IllegalMoveError);
  });
});

describe('save and load with layout and wild', () => {
  test('a Golf game with jokers saves and loads as itself, undo included', () => {
    const game = Game.fromSeed('3', { layout: 'golf', wild: 2, mode: 'any' });
    const first = game.legalMoves()[0];
    game.apply(first);
    game.undo();
    game.apply(first);
    const text = game.save();
    const data = JSON.parse(text) as Record<string, unknown>;
    assert.equal(data.layout, 'golf');
    assert.equal(data.wild, 2);
    const loaded = Game.load(text);
    assert.equal(loaded.options.layout, 'golf');
    assert.equal(loaded.options.wild, 2);
    assert.equal(loaded.options.wrap, false);
    assert.equal(loaded.dealText, game.dealText);
    assert.equal(loaded.moveText, game.moveText);
    assert.deepEqual(loaded.state, game.state);
    assert.equal(loaded.save(), text);
  });

  test('a Tri Peaks save without jokers has no layout or wild field (old saves are the same text)', () => {
    const data = JSON.parse(Game.fromSeed('3', { mode: 'any' }).save()) as Record<string, unknown>;
    assert.equal('layout' in data, false);
    assert.equal('wild' in data, false);
  });
});

describe('seeds with layouts and jokers', () => {
  test('a Golf deal of a seed is the Tri Peaks deal of that seed, read in the Golf layout', () => {
    for (const seed of ['1', '42', 'hello']) {
      assert.equal(
        formatDeal(dealForSeed(seed, { mode: 'any', layout: 'golf' }).deal),
        formatDeal(dealForSeed(seed, { mode: 'any' }).deal),
      );
    }
  });

  test('pinned: seed 1, Golf, two jokers; seed 7, Tri Peaks, one joker; a Golf daily deal', () => {
    assert.equal(
      formatDeal(dealForSeed('1', { mode: 'any', layout: 'golf', wild: 2 }).deal),
      '5S KS JC 7H TH 2S W1 7S QC QD 8C 6H 4C 9H KD JH KC TD 3H 4S 8S 3D 5C QH 5H 9S 3S 9C JD 5D JS 2C KH AS AH 2D 3C 6D 7C TC 4D 6C 9D 8D 6S 7D W2 4H AD TS QS 2H AC 8H',
    );
    assert.equal(
      formatDeal(dealForSeed('7', { mode: 'any', wild: 1 }).deal),
      '6S JD QS 5D 3S TD TC 2H KS KH 6D 3D 5H 2S 3C W1 AS 4D 4S TS AH QH KC 8S 2C TH 2D 5S 4H 5C 6C 3H 9C 8H JH 9S JC AD 8C 8D 6H 7C 7S 7H QD QC 9D 7D KD 9H JS 4C AC',
    );
    const daily = dealForSeed('daily:2026-01-01', { layout: 'golf', wrap: true, wild: 1 });
    assert.equal(daily.mode, 'winnable');
    assert.equal(
      formatDeal(daily.deal),
      'TD KD TC JC JS 4D 9C 3C JD TS 6S AS 3D 9S 2C 2H 7H TH KH 7C 7D AH 8S 7S JH 4S AD 2D 3S QS 6D 8C 4C 5S KS 4H 6H QC 2S 8H 5C KC 5D 6C 8D 9H W1 AC 3H QD QH 9D 5H',
    );
  });

  test('winnable mode deals what the Golf solver proves winnable, for every wrap and wild', () => {
    for (const wrap of [false, true]) {
      for (const wild of [0, 1, 2]) {
        for (const seed of ['2', '3']) {
          const { deal } = dealForSeed(seed, { layout: 'golf', wrap, wild });
          assert.equal(solve(deal, { layout: 'golf', wrap }).winnable, true);
          const game = Game.fromSeed(seed, { layout: 'golf', wrap, wild });
          game.applyMoves(game.solve().solution!);
          assert.equal(game.status, 'won');
        }
      }
    }
  });
});

/** An independent Golf solver: depth first over (column heights, waste rank) with the fewest stock turns known lost. Slow but simple. */
/** `maxTurns`: the stock cards it may turn (all unless told). */
function referenceGolf(dealText: string, wrap: boolean, maxTurns = Infinity): boolean {
  const codes = dealText.split(' ');
  const rank = codes.map((c) => (c[0] === 'W' ? 14 : 'A23456789TJQK'.indexOf(c[0]) + 1));
  const stock = rank.slice(36);
  const fits = (a: number, b: number) => a === 14 || b === 14 || Math.abs(a - b) === 1 || (wrap && Math.abs(a - b) === 12);
  const lost = new Map<string, number>();
  const dfs = (heights: number[], turned: number, r: number): boolean => {
    if (heights.every((h) => h === 0)) return true;
    const key = `${heights.join('')}:${r}`;
    const known = lost.get(key);
    if (known !== undefined && known <= turned) return false;
    for (let c = 0; c < 7; c++) {
      const h = heights[c];
      if (h === 0 || !fits(rank[(h - 1) * 7 + c], r)) continue;
      const next = [...heights];
      next[c]--;
      if (dfs(next, turned, rank[(h - 1) * 7 + c])) return true;
    }
    if (turned < Math.min(stock.length, maxTurns) && dfs(heights, turned + 1, stock[turned])) return true;
    lost.set(key, turned);
    return false;
  };
  return dfs([5, 5, 5, 5, 5, 5, 5], 0, rank[35]);
}

describe('the Golf solver', () => {
  test('a deal won in one run: winnable, and its line replays to a win', () => {
    const { deal } = oneRunDeal();
    const result = solve(parseDeal(deal), { layout: 'golf', wrap: false });
    assert.equal(result.winnable, true);
    const game = golf(deal);
    game.applyMoves(result.solution!);
    assert.equal(game.status, 'won');
  });

  test('an Ace under all four 2s, without wrap: lost (with wrap it may go on a King)', () => {
    // Column 0: 2C 2D 2H 2S from the top, AC at the bottom: the 2s leave after it.
    const deal = dealWith({ 0: '2C', 7: '2D', 14: '2H', 21: '2S', 28: 'AC' });
    assert.equal(solve(parseDeal(deal), { layout: 'golf', wrap: false }).winnable, false);
    assert.equal(golf(deal).solve().winnable, false);
  });

  test('the same Ace with a joker in the stock is not dead', () => {
    const deal = dealWith({ 0: '2C', 7: '2D', 14: '2H', 21: '2S', 28: 'AC', 36: 'W1' }, 1);
    const result = solve(parseDeal(deal, { layout: 'golf', wild: 1 }), { layout: 'golf', wrap: false });
    assert.equal(result.winnable, referenceGolf(deal, false));
  });

  test('agrees with an independent solver on random deals, with and without wrap and jokers', () => {
    const rng = prng(2026);
    for (let i = 0; i < 6; i++) {
      const wild = i % 3;
      const wrap = i % 2 === 0;
      const codes = shuffle(rng, [...ALL_CODES, ...['W1', 'W2'].slice(0, wild)]);
      const deal = codes.join(' ');
      const result = solve(parseDeal(deal, { layout: 'golf', wild }), { layout: 'golf', wrap });
      assert.equal(result.winnable, referenceGolf(deal, wrap), `deal ${deal}`);
      if (result.winnable) {
        const game = golf(deal, { wrap, wild });
        game.applyMoves(result.solution!);
        assert.equal(game.status, 'won', formatMoves(result.solution!));
      }
    }
  });

  test('maxStockTurns: the same answers as the independent solver told the same, and the lines keep to it', () => {
    const rng = prng(3036);
    for (let i = 0; i < 6; i++) {
      const wrap = i % 2 === 0;
      const deal = shuffle(rng, [...ALL_CODES]).join(' ');
      const full = solve(parseDeal(deal, { layout: 'golf' }), { layout: 'golf', wrap });
      if (!full.winnable) continue;
      const turns = full.solution!.filter((m) => m.kind === 'stock').length;
      for (const limit of [0, 4, turns - 1, turns]) {
        if (limit < 0) continue;
        const result = solve(parseDeal(deal, { layout: 'golf' }), { layout: 'golf', wrap, maxStockTurns: limit });
        assert.equal(result.winnable, referenceGolf(deal, wrap, limit), `deal ${deal}, limit ${limit}`);
        if (result.winnable) {
          assert.ok(result.solution!.filter((m) => m.kind === 'stock').length <= limit);
          const game = golf(deal, { wrap });
          game.applyMoves(result.solution!);
          assert.equal(game.status, 'won');
        }
      }
    }
  });

  test('maxStockTurns: the search and the sweep agree', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const game = Game.fromSeed(`limit-${seed}`, { layout: 'golf', mode: 'winnable' });
      for (const limit of [2, 6, 10]) {
        const search = new GolfSearch(game.deal, false, golfShapeOf(0)!, 0, rankOf(game.wasteTop), undefined, limit);
        const sweep = new GolfSearch(game.deal, false, golfShapeOf(0)!, 0, rankOf(game.wasteTop), 0, limit);
        assert.equal(sweep.run(Infinity), search.run(Infinity), `seed ${seed}, limit ${limit}`);
      }
    }
  });

  test('the cuts never lose a winnable position: the search agrees with the sweep of every shape, which has none', () => {
    // From the start and from positions part way through, with and without wrap and jokers.
    for (const wrap of [false, true]) {
      for (const wild of [0, 1]) {
        for (let seed = 1; seed <= 3; seed++) {
          const game = Game.fromSeed(`${seed}-${wild}`, { layout: 'golf', wrap, wild, mode: 'any' });
          for (let step = 0; step < 2 && game.status === 'playing'; step++) {
            const { removed, stockTurned, wasteTop } = game.solverPosition;
            const shape = golfShapeOf(removed)!;
            const search = new GolfSearch(game.deal, wrap, shape, stockTurned, rankOf(wasteTop));
            const sweep = new GolfSearch(game.deal, wrap, shape, stockTurned, rankOf(wasteTop), 0);
            const won = search.run(Infinity);
            assert.equal(sweep.run(Infinity), won, `seed ${seed}, wrap ${wrap}, wild ${wild}, step ${step}`);
            if (won) {
              // The sweep's own winning line wins too.
              const copy = Game.fromSeed(`${seed}-${wild}`, { layout: 'golf', wrap, wild, mode: 'any' });
              for (const move of game.history) copy.apply(move);
              for (const p of sweep.line()) copy.apply(p < 0 ? TURN_STOCK : { kind: 'play', card: game.deal[p] });
              assert.equal(copy.status, 'won');
            }
            // On: a few plays and turns in, whatever they are.
            for (let k = 0; k < 5 && game.status === 'playing'; k++) {
              const play = game.legalMoves().find((m) => m.kind === 'play');
              game.apply(play ?? TURN_STOCK);
            }
          }
        }
      }
    }
  });

  test('from a position: the game’s solverPosition, and an impossible one is refused', () => {
    const { deal, moves } = oneRunDeal();
    const game = golf(deal);
    game.applyMoves(moves.split(' ').slice(0, 10).join(' '));
    assert.equal(game.solve().winnable, true);
    assert.throws(
      () => solve(parseDeal(deal), { layout: 'golf', wrap: false, from: { removed: 1, stockTurned: 0, wasteTop: 0 } }),
      /cannot happen/,
    );
  });
});

describe('the verdict, the winnability cache and sliced dealing in Golf', () => {
  test('dealVerdict and dealVerdictAsync agree on a lost Golf game; the cache follows a winning line', async () => {
    const game = Game.fromSeed('6', { layout: 'golf' });
    const line = game.solve().solution!;
    const cache = new WinnabilityCache();
    cache.record(game.solverPosition, game.solve());
    const before = game.solverPosition;
    game.apply(line[0]);
    cache.followMove(before, line[0], game.solverPosition);
    assert.equal(cache.lookup(game.solverPosition), true);
    while (game.status === 'playing') game.turnStock();
    const verdict = dealVerdict(game);
    assert.equal(verdict.winnableFromStart, true);
    assert.ok(verdict.winnableUntilMove !== null && verdict.winnableUntilMove >= 1);
    assert.deepEqual(await dealVerdictAsync(game), verdict);
  });

  test('fromSeedAsync deals what fromSeed deals, for Golf with jokers', async () => {
    const a = Game.fromSeed('11', { layout: 'golf', wild: 1 });
    const b = await Game.fromSeedAsync('11', { layout: 'golf', wild: 1 });
    assert.equal(b.dealText, a.dealText);
  });
});

describe('the hint for Golf and jokers', () => {
  test('a legal move, with a reason, in Golf and in Tri Peaks with jokers', () => {
    for (const options of [{ layout: 'golf' as const }, { layout: 'golf' as const, wrap: true, wild: 2 }, { wild: 1 }]) {
      const game = Game.fromSeed('8', { ...options, mode: 'any' });
      for (let i = 0; i < 12 && game.status === 'playing'; i++) {
        const h = hint(game);
        assert.ok(h.move, h.reason);
        assert.ok(
          game.legalMoves().some((m) => movesEqual(m, h.move!)),
          h.reason,
        );
        assert.ok(h.reason.length > 0 && !h.reason.includes('\n'));
        // With a choice, the reason says what the imagined deals showed (in Golf, the chance of
        // winning by following the hints), and never claims a win it did not see.
        if (game.legalMoves().length > 1)
          assert.match(
            h.reason,
            options.layout === 'golf'
              ? /Following the hints from here wins about \d+ times in 100|no move wins from here/
              : /cleared the layout in [1-9]\d* of 32 imagined deals|no move wins from here/,
          );
        if (options.layout === 'golf' && /Following/.test(h.reason)) assert.equal(h.reason.includes(`about ${h.chance} times`), true);
        game.apply(h.move);
      }
    }
  });

  test('in Golf it is the same hint however it is sliced, and its work is capped', async () => {
    for (const wrap of [true, false]) {
      const game = Game.fromSeed('12', { layout: 'golf', wrap, mode: 'any' });
      for (let i = 0; i < 8 && game.status === 'playing'; i++) {
        const search = new GolfHint(playerView(game));
        const h = search.run()!;
        assert.ok(search.work <= GOLF_HINT_WORK + 8 * GOLF_HINT_SOLVE, `${search.work} positions`);
        const { reason, ...sliced } = await hintAsync(playerView(game), { sliceMs: 0.01 });
        assert.deepEqual(sliced, h);
        assert.ok(reason.length > 0);
        game.apply(h.move!);
      }
    }
  });

  test('in Golf it is worth following: it wins more deals than the playout hint (seeds 1-30, wrap on)', () => {
    const wins = (next: (game: Game) => HintData) => {
      let won = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const game = Game.fromSeed(String(seed), { layout: 'golf', wrap: true, mode: 'any' });
        while (game.status === 'playing') game.apply(next(game).move!);
        if (game.status === 'won') won++;
      }
      return won;
    };
    const golf = wins(hint);
    const playout = wins((game) => new PlayoutHint(playerView(game)).run()!);
    assert.ok(golf > playout, `the Golf hint won ${golf}, the playout hint ${playout}`);
  });

  test('it never reads the stock order: the same layout and waste with the stock reordered get the same hint', () => {
    const codes = dealForSeed('9', { mode: 'any', layout: 'golf' }).deal.map(cardCode);
    const reordered = [...codes.slice(0, 36), ...codes.slice(36).reverse()];
    const a = golf(codes.join(' '));
    const b = golf(reordered.join(' '));
    assert.deepEqual(hint(a), hint(b));
  });
});
