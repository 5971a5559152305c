import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { COVERED_BY, COVERS, PEAK_COUNT, PEAK_TOPS, ROW_OF, isUncovered, uncoveredPositions, Game } from '../../src/engine/standalone.js';
import { ALL_CODES, COVERED_BY_TABLE } from './helpers.js';

const bits = (...ps: number[]) => ps.reduce((m, p) => m | (1 << p), 0);

describe('layout', () => {
  test('28 peak cards; tops 0, 1, 2; rows of 3, 6, 9, 10', () => {
    assert.equal(PEAK_COUNT, 28);
    assert.deepEqual([...PEAK_TOPS], [0, 1, 2]);
    const perRow = [0, 0, 0, 0];
    for (const r of ROW_OF) perRow[r]++;
    assert.deepEqual(perRow, [3, 6, 9, 10]);
  });

  test('the coverage table is exactly the rules.md table', () => {
    assert.deepEqual(
      COVERED_BY.map((c) => [...c].sort((a, b) => a - b)),
      COVERED_BY_TABLE,
    );
  });

  test('the table, rule by rule: tops 3+2p and 4+2p; row 2 9+3p+j and 10+3p+j; row 3 18+i and 19+i', () => {
    for (let p = 0; p < 3; p++) assert.deepEqual([...COVERED_BY[p]], [3 + 2 * p, 4 + 2 * p]);
    for (let p = 0; p < 3; p++) {
      for (let j = 0; j < 2; j++) assert.deepEqual([...COVERED_BY[3 + 2 * p + j]], [9 + 3 * p + j, 10 + 3 * p + j]);
    }
    for (let i = 0; i < 9; i++) assert.deepEqual([...COVERED_BY[9 + i]], [18 + i, 19 + i]);
    for (let i = 18; i < 28; i++) assert.deepEqual([...COVERED_BY[i]], []);
  });

  test('COVERS is the inverse of COVERED_BY', () => {
    for (let p = 0; p < 28; p++) {
      for (let q = 0; q < 28; q++) assert.equal(COVERS[q].includes(p), COVERED_BY[p].includes(q), `${p} ${q}`);
    }
  });

  test('at the start exactly the bottom row (18-27) is uncovered', () => {
    assert.deepEqual(uncoveredPositions(0), [18, 19, 20, 21, 22, 23, 24, 25, 26, 27]);
  });

  test("the guide's example: removing cards 19 and 20 uncovers card 10 (the second of row 3)", () => {
    assert.equal(isUncovered(10, bits(19, 20)), true);
    assert.deepEqual(
      uncoveredPositions(bits(19, 20)).filter((p) => p < 18),
      [10],
    );
  });

  test("the guide's example: removing 25 and 26 uncovers card 16 (the eighth of row 3)", () => {
    assert.equal(isUncovered(16, bits(25, 26)), true);
    assert.deepEqual(
      uncoveredPositions(bits(25, 26)).filter((p) => p < 18),
      [16],
    );
  });

  test('removing only one of the two coverers is not enough, for every card above the bottom row', () => {
    for (let p = 0; p < 18; p++) {
      const [a, b] = COVERED_BY_TABLE[p];
      assert.equal(isUncovered(p, bits(a)), false, `${p} with only ${a} gone`);
      assert.equal(isUncovered(p, bits(b)), false, `${p} with only ${b} gone`);
      assert.equal(isUncovered(p, bits(a, b)), true, `${p} with ${a} and ${b} gone`);
    }
  });

  test('peaks share nothing above the bottom row: a peak top waits only for its own row 2 pair', () => {
    // Removing the whole bottom row and row 3 of peak 0 (9, 10, 11) opens 3 and 4 only.
    const removed = bits(18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 9, 10, 11);
    assert.deepEqual(uncoveredPositions(removed), [3, 4, 12, 13, 14, 15, 16, 17]);
    assert.deepEqual(uncoveredPositions(removed | bits(3, 4)), [0, 12, 13, 14, 15, 16, 17]);
  });

  test('in a game, cards above the bottom row start face down and turn face up with their coverers gone', () => {
    const game = new Game(ALL_CODES.join(' '));
    for (let p = 0; p < 28; p++) assert.equal(game.isFaceUp(p), p >= 18, `position ${p}`);
    const faceUpGame = new Game(ALL_CODES.join(' '), { faceUp: true });
    for (let p = 0; p < 28; p++) {
      assert.equal(faceUpGame.isFaceUp(p), true);
      assert.equal(faceUpGame.isUncovered(p), p >= 18, `face-up option: only uncovered cards playable (${p})`);
    }
  });
});
