import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  Game,
  runValue,
  runCardValue,
  afterPlay,
  afterStockTurn,
  afterWin,
  ZERO_SCORE,
  type ScoreParts,
} from '../../src/engine/standalone.js';
import { BOTTOM_UP, buildDeal, model } from './helpers.js';

const sumParts = (p: ScoreParts) => p.runs + p.peaks + p.clear + p.stock;

/** The guide's winning game: runs of 8, 6, 5, 5 and 4 cards, 17 stock turns, 6 cards left. */
const WIN_2520 = {
  deal: 'JC QC JD 8C 7C 8D 7D 8H QD 3C 2C 3D 2D 5C 4C 5D 4D 5H TC 9C TD 9D TH 9H TS JH 3H 2H 9S 2S 6C 6D 6H 6S QH QS 3S KC KD KH KS 4H 5S 4S 7H JS AC 7S AD AH 8S AS',
  moves: 'TC 9C TD 9D TH 9H TS JH | 3H 2H 3C 2C 3D 2D | | | | | | | | | | | | | | 5C 4C 5D 4D 5H | 8C 7C 8D 7D 8H | QD JC QC JD',
};

describe('points: the scoring functions', () => {
  test('the n-th card of a run is worth 10 × n', () => {
    for (let n = 1; n <= 28; n++) assert.equal(runCardValue('points', n), 10 * n);
  });
  test("the guide's vectors: 7 cards 280; 4 + 3 = 160; 10 cards 550; 5 + 5 = 300", () => {
    assert.equal(runValue('points', 7), 280);
    assert.equal(runValue('points', 4) + runValue('points', 3), 160);
    assert.equal(runValue('points', 4), 100);
    assert.equal(runValue('points', 3), 60);
    assert.equal(runValue('points', 10), 550);
    assert.equal(2 * runValue('points', 5), 300);
    assert.equal(runValue('points', 0), 0);
  });
  test('runs of 8, 6, 5, 5, 4 are 360 + 210 + 150 + 150 + 100 = 970; with the bonuses 2,520', () => {
    assert.deepEqual(
      [8, 6, 5, 5, 4].map((n) => runValue('points', n)),
      [360, 210, 150, 150, 100],
    );
    let s = ZERO_SCORE;
    let tops = 0;
    for (const [i, len] of [8, 6, 5, 5, 4].entries()) {
      if (i > 0) s = afterStockTurn('points', s);
      for (let n = 1; n <= len; n++) s = afterPlay('points', s, n, i === 4 && n >= 2 ? tops++ : null);
    }
    assert.equal(tops, 3);
    s = afterWin('points', s, 6);
    assert.deepEqual({ ...s }, { runs: 970, peaks: 750, clear: 500, stock: 300, total: 2520 });
  });
});

describe('points: whole games', () => {
  const cases: [string, Parameters<typeof buildDeal>[0], number][] = [
    ['one 7-card run', { runs: [7], turnsBefore: [0] }, 280],
    ['4 + 3 split by a stock turn', { runs: [4, 3], turnsBefore: [0, 1] }, 160],
    ['one 10-card run', { runs: [10], turnsBefore: [0] }, 550],
    ['two 5-card runs', { runs: [5, 5], turnsBefore: [0, 1] }, 300],
    ['two 5-card runs with empty stock turns around them', { runs: [5, 5], turnsBefore: [3, 4], turnsAfter: 2 }, 300],
  ];
  for (const [name, plan, points] of cases) {
    test(`${name}: ${points}`, () => {
      const { deal, moves } = buildDeal(plan);
      const g = new Game(deal);
      g.applyMoves(moves);
      assert.equal(g.score, points);
      assert.equal(g.scoreParts.runs, points);
      const open = plan.turnsAfter ? 0 : plan.runs[plan.runs.length - 1];
      assert.deepEqual(g.state.runs, open ? plan.runs.slice(0, -1) : plan.runs);
      assert.equal(g.run, open);
    });
  }

  test("the guide's win: runs of 8, 6, 5, 5, 4 with 6 cards left in the stock score 2,520", () => {
    const g = new Game(WIN_2520.deal);
    g.applyMoves(WIN_2520.moves);
    assert.equal(g.status, 'won');
    assert.equal(g.stockCount, 6);
    assert.deepEqual(g.state.runs, [8, 6, 5, 5, 4]);
    assert.deepEqual({ ...g.scoreParts }, { runs: 970, peaks: 750, clear: 500, stock: 300, total: 2520 });
    assert.equal(g.score, 2520);
  });

  test('the same win built afresh (any deal with that shape scores 2,520)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { deal, moves } = buildDeal({ runs: [8, 6, 5, 5, 4], turnsBefore: [0, 1, 14, 1, 1] }, seed);
      const g = new Game(deal);
      g.applyMoves(moves);
      assert.equal(g.status, 'won');
      assert.equal(g.score, 2520, `seed ${seed}`);
    }
  });

  test('each card left in the stock at the win is worth 50', () => {
    for (const turns of [0, 5, 22]) {
      const { deal, moves } = buildDeal({ runs: [28], turnsBefore: [turns] });
      const g = new Game(deal);
      g.applyMoves(moves);
      assert.equal(g.status, 'won');
      assert.equal(g.scoreParts.stock, 50 * (23 - turns));
      assert.equal(g.score, runValue('points', 28) + 750 + 500 + 50 * (23 - turns));
    }
  });

  test('each peak top adds 250 the moment it is played; a stock turn adds nothing', () => {
    const g = new Game(WIN_2520.deal);
    const results = g.applyMoves(WIN_2520.moves);
    const tokens = WIN_2520.moves.split(' ');
    results.forEach((r, i) => {
      if (r.move.kind === 'stock') assert.equal(r.delta, 0);
      else if (r.position! < 3 && r.status !== 'won') assert.equal(r.delta, 10 * r.run + 250, tokens[i]);
      else if (r.status === 'won') assert.equal(r.delta, 10 * r.run + 250 + 500 + 300);
      else assert.equal(r.delta, 10 * r.run);
    });
  });
});

describe('betting', () => {
  test('the n-th card of a run is worth n dollars; each stock turn costs 5', () => {
    for (let n = 1; n <= 28; n++) assert.equal(runCardValue('betting', n), n);
    const { deal, moves } = buildDeal({ runs: [4, 3], turnsBefore: [0, 1] });
    const g = new Game(deal, { scoring: 'betting' });
    const deltas = g.applyMoves(moves).map((r) => r.delta);
    assert.deepEqual(deltas, [1, 2, 3, 4, -5, 1, 2, 3]);
    assert.equal(g.score, 10 - 5 + 6);
    assert.deepEqual({ ...g.scoreParts }, { runs: 16, peaks: 0, clear: 0, stock: -5, total: 11 });
  });

  test('the first waste card is not a stock turn: a new game stands at $0', () => {
    const g = new Game(WIN_2520.deal, { scoring: 'betting' });
    assert.equal(g.score, 0);
    assert.deepEqual({ ...g.scoreParts }, { runs: 0, peaks: 0, clear: 0, stock: 0, total: 0 });
  });

  test('a game can go below zero: 23 stock turns are -$115', () => {
    const g = new Game(WIN_2520.deal, { scoring: 'betting' });
    for (let i = 0; i < 23; i++) g.turnStock();
    assert.equal(g.score, -115);
  });

  test("the guide's win in dollars: runs 36 + 21 + 15 + 15 + 10, tops 15 + 15 + 30, 17 turns -85; no clear or stock bonus", () => {
    const g = new Game(WIN_2520.deal, { scoring: 'betting' });
    g.applyMoves(WIN_2520.moves);
    assert.equal(g.status, 'won');
    assert.deepEqual({ ...g.scoreParts }, { runs: 97, peaks: 60, clear: 0, stock: -85, total: 72 });
  });

  test('the first and second peak tops played pay 15 each, the third 30, whichever peaks they are', () => {
    // Peak 2's top first, then peak 0's, then peak 1's.
    const order = [...BOTTOM_UP.slice(0, 19), 7, 8, 2, 3, 4, 5, 6, 0, 1];
    const { deal, moves } = buildDeal({ runs: [28], turnsBefore: [0], order });
    const g = new Game(deal, { scoring: 'betting' });
    const results = g.applyMoves(moves);
    const topBonus = results.filter((r) => r.position !== null && r.position < 3).map((r) => [r.position, r.delta - r.run]);
    assert.deepEqual(topBonus, [
      [2, 15],
      [0, 15],
      [1, 30],
    ]);
    assert.equal(g.score, (28 * 29) / 2 + 60);
  });
});

describe('score parts', () => {
  test('the parts always add up to the score, in both systems, along whole games', () => {
    for (const scoring of ['points', 'betting'] as const) {
      const g = new Game(WIN_2520.deal, { scoring });
      assert.equal(sumParts(g.scoreParts), g.score);
      for (const r of g.applyMoves(WIN_2520.moves)) {
        assert.equal(sumParts(g.scoreParts), g.score);
        assert.equal(g.scoreParts.total, g.score);
        void r;
      }
      const m = model(WIN_2520.deal, WIN_2520.moves.split(' '), true);
      assert.equal(g.score, scoring === 'points' ? m.points : m.betting);
    }
  });
});
