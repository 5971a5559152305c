import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Game, parseDeal, solve, startPosition } from '../../src/engine/standalone.js';
import { dealWith, pick, prng, randomDealText, referenceSolve } from './helpers.js';

const DECKS = readFileSync(new URL('./data/peer-1500-decks.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '');
const KNOWN_UNWINNABLE =
  'KC 9D 7S 7H 6S 2C KD 9C 2S 3D AH 6D 6C AD AS 7C JS 7D JD TD QC 2H 4S 8D TH 4H QD 5C 3S JH QS 2D 5D TS 6H QH AC 8C TC JC KS 8S 8H KH 4C 3H 9H 3C 9S 4D 5H 5S';

function copy(g: Game): Game {
  const c = new Game(g.dealText, g.options);
  c.applyMoves(g.history);
  return c;
}

describe('the solver against an independent reference solver', () => {
  // A deterministic subset (every 50th peer deck, 30 decks) and 40 deals of our own,
  // with wrap on and off: the reference solver is slow without wrap.
  const subset = DECKS.filter((_, i) => i % 50 === 0);
  for (const wrap of [true, false]) {
    test(`the same answer on 30 peer decks, wrap ${wrap ? 'on' : 'off'}`, () => {
      for (const deck of subset) assert.equal(solve(parseDeal(deck), { wrap }).winnable, referenceSolve(deck, wrap), deck);
    });
    test(`the same answer on 20 random deals of our own, wrap ${wrap ? 'on' : 'off'}`, () => {
      const rng = prng(wrap ? 11 : 12);
      for (let i = 0; i < 20; i++) {
        const deck = randomDealText(rng);
        assert.equal(solve(parseDeal(deck), { wrap }).winnable, referenceSolve(deck, wrap), deck);
      }
    });
  }
});

describe('maxStockTurns: winning with stock to spare', () => {
  test('the same answers as the independent solver told the same, and the lines keep to it', () => {
    const rng = prng(36);
    for (let i = 0; i < 10; i++) {
      const deck = randomDealText(rng);
      const full = solve(parseDeal(deck), { wrap: true });
      if (!full.winnable) continue;
      const turns = full.solution!.filter((m) => m.kind === 'stock').length;
      for (const limit of [0, 6, turns - 2, turns - 1, turns]) {
        if (limit < 0) continue;
        const result = solve(parseDeal(deck), { wrap: true, maxStockTurns: limit });
        assert.equal(result.winnable, referenceSolve(deck, true, limit), `${deck}, limit ${limit}`);
        if (result.winnable) {
          assert.ok(result.solution!.filter((m) => m.kind === 'stock').length <= limit);
          const game = new Game(deck);
          game.applyMoves(result.solution!);
          assert.equal(game.status, 'won');
          assert.ok(game.stockCount >= 23 - limit);
        }
      }
    }
  });
});

describe('solving from the middle of a game', () => {
  test('Game.solve() partway along a solution is winnable and its solution finishes the game', () => {
    const rng = prng(5);
    for (let i = 0; i < 40; i++) {
      const deck = DECKS[i * 37];
      const wrap = i % 2 === 0;
      const r = solve(parseDeal(deck), { wrap });
      if (!r.winnable) continue;
      for (const cut of [1, Math.floor(r.solution!.length / 2), r.solution!.length - 1, Math.floor(rng() * r.solution!.length)]) {
        const g = new Game(deck, { wrap });
        g.applyMoves(r.solution!.slice(0, cut));
        const mid = g.solve();
        assert.equal(mid.winnable, true, `deck ${i * 37} cut ${cut}`);
        g.applyMoves(mid.solution!);
        assert.equal(g.status, 'won');
      }
    }
  });

  test('a position is winnable exactly when some legal move leads to a winnable position', () => {
    const rng = prng(77);
    let checked = 0;
    for (let i = 0; i < 30; i++) {
      const wrap = rng() < 0.5;
      const g = new Game(randomDealText(rng), { wrap });
      const steps = Math.floor(rng() * 30);
      for (let s = 0; s < steps && g.status === 'playing'; s++) {
        const moves = g.legalMoves();
        const plays = moves.filter((m) => m.kind === 'play');
        g.apply(plays.length && rng() < 0.7 ? pick(rng, plays) : pick(rng, moves));
      }
      if (g.status !== 'playing') continue;
      const here = g.solve();
      const children = g.legalMoves().map((m) => {
        const c = copy(g);
        c.apply(m);
        return c.status === 'won' || c.solve().winnable === true;
      });
      assert.equal(here.winnable, children.some(Boolean), `${g.dealText} / ${g.moveText}`);
      if (here.winnable) {
        const c = copy(g);
        c.applyMoves(here.solution!);
        assert.equal(c.status, 'won');
      }
      checked++;
    }
    assert.ok(checked >= 15);
  });

  test('a won game is winnable with nothing left to play; a lost game is not winnable', () => {
    const won = new Game(DECKS[0]);
    won.applyMoves(solve(parseDeal(DECKS[0]), { wrap: true }).solution!);
    assert.equal(won.status, 'won');
    assert.deepEqual(won.solve(), { winnable: true, solution: [], nodes: 0 });
    const LOCKED = { 18: 'AC', 19: 'AD', 20: 'AH', 21: 'AS', 22: '5C', 23: '5D', 24: '5H', 25: '5S', 26: '9C', 27: '9D', 51: '7C' };
    const lost = new Game(dealWith(LOCKED));
    for (let i = 0; i < 23; i++) lost.turnStock();
    assert.equal(lost.status, 'lost');
    assert.equal(lost.solve().winnable, false);
  });

  test('a solution is legal move by move, from the position it was asked about', () => {
    const g = new Game(DECKS[3]);
    g.applyMoves('|');
    const r = g.solve();
    assert.equal(r.winnable, true);
    for (const m of r.solution!) {
      assert.ok(g.legalMoves().some((l) => l.kind === m.kind && (m.kind === 'stock' || (l.kind === 'play' && l.card === m.card))));
      g.apply(m);
    }
    assert.equal(g.status, 'won');
  });
});

describe('Game.solverPosition', () => {
  test("is the deal's start, then the state's removed, stockTurned and wasteTop after each move", () => {
    const g = new Game(DECKS[3]);
    assert.deepEqual(g.solverPosition, startPosition(g.deal, g.options.layout));
    const rng = prng(9);
    while (g.status === 'playing') {
      g.apply(pick(rng, g.legalMoves()));
      const { removed, stockTurned, wasteTop } = g.state;
      assert.deepEqual(g.solverPosition, { removed, stockTurned, wasteTop });
    }
  });

  test('is where Game.solve starts', () => {
    const g = new Game(DECKS[3]);
    g.applyMoves('| |');
    assert.deepEqual(g.solve(), solve(g.deal, { wrap: g.options.wrap, from: g.solverPosition }));
  });
});

describe('the node cap', () => {
  test('maxNodes stops the search: winnable null, no solution', () => {
    for (const cap of [1, 10, 1000]) {
      const r = solve(parseDeal(KNOWN_UNWINNABLE), { wrap: true, maxNodes: cap });
      assert.equal(r.winnable, null, `cap ${cap}`);
      assert.equal(r.solution, null);
    }
    const full = solve(parseDeal(KNOWN_UNWINNABLE), { wrap: true });
    assert.equal(full.winnable, false);
    assert.equal(solve(parseDeal(KNOWN_UNWINNABLE), { wrap: true, maxNodes: full.nodes + 1 }).winnable, false);
  });

  test('Game.solve({ maxNodes }) caps too', () => {
    const g = new Game(KNOWN_UNWINNABLE);
    assert.equal(g.solve({ maxNodes: 5 }).winnable, null);
    assert.equal(g.solve().winnable, false);
  });

  test('a position that cannot happen is refused', () => {
    assert.throws(
      () => solve(parseDeal(DECKS[0]), { wrap: true, from: { removed: 1, stockTurned: 0, wasteTop: 0 } }),
      /cannot happen|covered/,
    );
  });
});
