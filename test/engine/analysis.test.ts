import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { type SolveOptions, Game, dealVerdict, dealVerdictAsync, solve } from '../../src/engine/standalone.js';
import { pick, prng } from './helpers.js';

describe('the verdict on a game', () => {
  test("dealVerdictAsync agrees with dealVerdict, asking the solver from the game's positions", async () => {
    const g = Game.fromSeed('42', { mode: 'any' });
    const rng = prng(3);
    while (g.status === 'playing') g.apply(pick(rng, g.legalMoves()));
    const asked: SolveOptions[] = [];
    const verdict = await dealVerdictAsync(g, (deal, options) => {
      asked.push(options);
      return Promise.resolve(solve(deal, options));
    });
    assert.deepEqual(verdict, dealVerdict(g));
    assert.deepEqual(asked[0].from, new Game(g.deal).solverPosition, 'the first question is the start');
  });
});
