import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { type Move, Game, WinnabilityCache, movesEqual } from '../../src/engine/standalone.js';
import { pick, prng } from './helpers.js';

/** Plays `move` and tells the cache, as a live check does after each move. */
function playAndFollow(g: Game, cache: WinnabilityCache, move: Move): void {
  const before = g.solverPosition;
  g.apply(move);
  cache.followMove(before, move, g.solverPosition);
}

/** A position of a real deal that is still being played but can no longer be won. */
function lostPosition(): Game {
  const g = Game.fromSeed('42', { mode: 'any' });
  const rng = prng(1);
  while (g.status === 'playing' && g.solve().winnable) g.apply(pick(rng, g.legalMoves()));
  assert.equal(g.status, 'playing', 'lost before the game ended');
  return g;
}

describe('WinnabilityCache', () => {
  test("record then lookup: the answer, keyed by the position's value", () => {
    const g = Game.fromSeed('42', { mode: 'any' });
    const cache = new WinnabilityCache();
    assert.equal(cache.lookup(g.solverPosition), undefined);
    cache.record(g.solverPosition, g.solve());
    assert.equal(cache.lookup({ ...g.solverPosition }), true);
    const lost = lostPosition();
    assert.equal(cache.lookup(lost.solverPosition), undefined);
    cache.record(lost.solverPosition, lost.solve());
    assert.equal(cache.lookup(lost.solverPosition), false);
    assert.equal(cache.lookup(g.solverPosition), true, 'the other answer is kept');
  });

  test('a capped search (winnable null) records nothing', () => {
    const g = Game.fromSeed('42', { mode: 'any' });
    const cache = new WinnabilityCache();
    const capped = g.solve({ maxNodes: 1 });
    assert.equal(capped.winnable, null);
    cache.record(g.solverPosition, capped);
    assert.equal(cache.lookup(g.solverPosition), undefined);
  });

  test('a known winning line, followed move by move, stays known to the win without solving', () => {
    const g = Game.fromSeed('42', { mode: 'any' });
    const cache = new WinnabilityCache();
    const { solution } = g.solve();
    cache.record(g.solverPosition, { winnable: true, solution, nodes: 0 });
    for (const move of solution!) {
      playAndFollow(g, cache, move);
      assert.equal(cache.lookup(g.solverPosition), true, `after ${g.moveText}`);
    }
    assert.equal(g.status, 'won');
  });

  test('a move off the known line leaves the new position unknown', () => {
    const g = Game.fromSeed('42', { mode: 'any' });
    const cache = new WinnabilityCache();
    const result = g.solve();
    cache.record(g.solverPosition, result);
    const off = g.legalMoves().filter((m) => !movesEqual(m, result.solution![0]));
    assert.ok(off.length > 0);
    for (const move of off) {
      const h = new Game(g.deal, g.options);
      playAndFollow(h, cache, move);
      assert.equal(cache.lookup(h.solverPosition), undefined, `after ${h.moveText}`);
    }
  });

  test('a lost position stays lost after any move, and the solver agrees', () => {
    const lost = lostPosition();
    const cache = new WinnabilityCache();
    cache.record(lost.solverPosition, lost.solve());
    for (const move of lost.legalMoves()) {
      const g = new Game(lost.deal, lost.options);
      g.applyMoves(lost.history);
      playAndFollow(g, cache, move);
      assert.equal(cache.lookup(g.solverPosition), false, `after ${g.moveText}`);
      assert.equal(g.solve().winnable, false);
    }
    const rng = prng(2);
    const g = new Game(lost.deal, lost.options);
    g.applyMoves(lost.history);
    while (g.status === 'playing') {
      playAndFollow(g, cache, pick(rng, g.legalMoves()));
      assert.equal(cache.lookup(g.solverPosition), false, `after ${g.moveText}`);
    }
  });

  test('a move from an unknown position tells nothing', () => {
    const g = Game.fromSeed('42', { mode: 'any' });
    const cache = new WinnabilityCache();
    playAndFollow(g, cache, g.legalMoves()[0]);
    assert.equal(cache.lookup(g.solverPosition), undefined);
  });
});
