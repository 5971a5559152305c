// What a game is filed under (src/tri-peaks-game/rule-set.ts): the rule set asks the layout, not its name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../../src/engine/index.js';
import { type AskedRules, originOf, ruleSetOf } from '../../src/tri-peaks-game/rule-set.js';

const ASKED: AskedRules = { layout: 'tri-peaks', wild: 0, wrap: true, scoring: 'betting', mode: 'winnable' };

test('before the first deal, the options asked for; Golf is filed in strokes', () => {
  assert.deepEqual(ruleSetOf(null, ASKED), { layout: 'tri-peaks', wild: 0, wrap: true, scoring: 'betting', mode: 'winnable' });
  assert.equal(ruleSetOf(null, { ...ASKED, layout: 'golf', scoring: 'points' }).scoring, 'strokes');
});

test("a game's own options win over those asked, and its origin gives the seed and mode", () => {
  const game = Game.fromSeed('42', { wrap: false, mode: 'any' });
  assert.deepEqual(ruleSetOf(game, ASKED), { layout: 'tri-peaks', wild: 0, wrap: false, scoring: 'points', mode: 'any' });
  assert.deepEqual(originOf(game, 'winnable'), { seed: '42', mode: 'any', layout: 'tri-peaks', wild: 0 });
  const text = new Game(game.deal, game.options);
  assert.deepEqual(originOf(text, 'hard'), { seed: '', mode: 'hard', layout: 'tri-peaks', wild: 0 }, 'a deal given as text');
});
