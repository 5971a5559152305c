/**
 * The guide's worked example, "one long run", played card by card.
 * Bottom row positions 1..10 are peak cards 18..27; the 8♦ is on the waste.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Game, cardCode, hint } from '../../src/engine/standalone.js';
import { ALL_CODES, moveToken } from './helpers.js';

function exampleDeal(stockTop: string[]): string {
  const fixed: Record<number, string> = {
    18: '4C',
    19: '9D',
    20: '6S',
    21: 'KC',
    22: '7H',
    23: 'QS',
    24: 'AS',
    25: '3D',
    26: '8C',
    27: 'KH',
    9: 'TS',
    10: '5H',
    16: 'JH',
    28: '8D',
  };
  stockTop.forEach((c, i) => (fixed[29 + i] = c));
  const used = new Set(Object.values(fixed));
  const rest = ALL_CODES.filter((c) => !used.has(c));
  return Array.from({ length: 52 }, (_, i) => fixed[i] ?? rest.shift()!).join(' ');
}

/** The stock's top is the 10♣, then the 6♣. */
export const EXAMPLE = exampleDeal(['TC', '6C']);
/** The same with the 6♣ on top, so a stock turn can split the run. */
const SPLIT = exampleDeal(['6C', 'TC']);

const plays = (g: Game) =>
  g
    .legalMoves()
    .map(moveToken)
    .filter((t) => t !== '|')
    .sort();
const faceUpAbove = (g: Game) => Array.from({ length: 18 }, (_, p) => p).filter((p) => g.isFaceUp(p));

describe("the guide's worked example", () => {
  test('at the start two cards fit the 8♦: the 9♦ and the 7♥', () => {
    const g = new Game(EXAMPLE);
    assert.equal(cardCode(g.wasteTop), '8D');
    assert.deepEqual(plays(g), ['7H', '9D']);
    assert.deepEqual(faceUpAbove(g), []);
    assert.equal(g.stockCount, 23);
  });

  test('7♥ going down: 6♠, then nothing (no 5 showing)', () => {
    const g = new Game(EXAMPLE);
    g.applyMoves('7H 6S');
    assert.deepEqual(plays(g), []);
    assert.deepEqual(faceUpAbove(g), [], 'nothing turned over');
  });

  test('7♥ going up: 8♣, 9♦, then nothing (no 10 showing), nothing turned over', () => {
    const g = new Game(EXAMPLE);
    g.applyMoves('7H 8C 9D');
    assert.deepEqual(plays(g), []);
    assert.deepEqual(faceUpAbove(g), []);
    assert.equal(g.run, 3);
  });

  test('play 9D 8C 7H 6S 5H 4C 3D: the right cards turn up, the run is 7 cards and 280 points', () => {
    const g = new Game(EXAMPLE);
    const steps: [string, number[], number][] = [
      ['9D', [], 10],
      ['8C', [], 20],
      ['7H', [], 30],
      ['6S', [10], 40], // 9♦ (pos 2) and 6♠ (pos 3) covered card 10: the 5♥
      ['5H', [], 50],
      ['4C', [9], 60], // positions 1 and 2 empty: card 9, the 10♠
      ['3D', [16], 70], // positions 8 and 9 empty: card 16, the J♥
    ];
    let total = 0;
    steps.forEach(([code, uncovered, worth], i) => {
      const r = g.play(code);
      total += worth;
      assert.deepEqual([...r.uncovered], uncovered, `${code} uncovers`);
      assert.equal(r.delta, worth, `${code} is worth ${worth}`);
      assert.equal(r.run, i + 1);
      assert.equal(g.run, i + 1);
      assert.equal(r.endedRun, null);
      assert.equal(g.score, total);
      for (const p of uncovered) assert.equal(g.isFaceUp(p), true);
    });
    assert.equal(cardCode(g.cardAt(10)), '5H');
    assert.equal(cardCode(g.cardAt(9)), 'TS');
    assert.equal(cardCode(g.cardAt(16)), 'JH');
    assert.deepEqual(faceUpAbove(g), [9, 16], 'the 5♥ was played; the 10♠ and J♥ are showing');
    assert.equal(g.canPlay(9), false, 'the 10♠ does not fit a 4 (nor a 3)');
    assert.deepEqual(plays(g), [], 'nothing fits a 3: the run ends at seven cards');
    assert.equal(g.score, 280);
    assert.equal(g.status, 'playing');
  });

  test('turning the stock ends the 7-card run; the next card is worth 10 again', () => {
    const g = new Game(EXAMPLE);
    g.applyMoves('9D 8C 7H 6S 5H 4C 3D');
    assert.equal(g.nextCardValue, 80);
    const turn = g.turnStock();
    assert.deepEqual(turn.endedRun, { length: 7, points: 280 });
    assert.equal(turn.run, 0);
    assert.equal(turn.delta, 0);
    assert.equal(g.run, 0);
    assert.equal(g.nextCardValue, 10);
    assert.equal(cardCode(g.wasteTop), 'TC');
    assert.equal(g.stockCount, 22);
    const jh = g.play('JH');
    assert.equal(jh.delta, 10);
    assert.equal(jh.run, 1);
    const qs = g.play('QS');
    assert.equal(qs.delta, 20);
    assert.equal(g.score, 280 + 10 + 20);
    assert.equal(g.moveText, '9D 8C 7H 6S 5H 4C 3D | JH QS');
  });

  test('the rules.md move text plays as one list', () => {
    const g = new Game(EXAMPLE);
    const results = g.applyMoves('9D 8C 7H 6S 5H 4C 3D | JH QS');
    assert.equal(results.length, 10);
    assert.equal(g.score, 310);
    assert.deepEqual(g.state.runs, [7]);
    assert.equal(g.run, 2);
  });

  test('the same seven cards split 4 + 3 by a stock turn score 100 + 60 = 160', () => {
    const g = new Game(SPLIT);
    g.applyMoves('9D 8C 7H 6S');
    assert.equal(g.score, 100);
    const turn = g.turnStock();
    assert.deepEqual(turn.endedRun, { length: 4, points: 100 });
    assert.equal(cardCode(g.wasteTop), '6C');
    g.applyMoves('5H 4C 3D');
    assert.equal(g.score, 160);
    assert.equal(g.run, 3);
  });

  test('the hint follows the guide: play the 9♦, the longest line in sight', () => {
    const h = hint(new Game(EXAMPLE));
    assert.ok(h.move && h.move.kind === 'play');
    assert.equal(cardCode(h.move.card), '9D');
    assert.equal(h.position, 19);
  });
});
