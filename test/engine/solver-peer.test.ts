/**
 * The external check: 1,500 random decks from mchung94/solitaire-player, 43 of them
 * unwinnable with wrap on (see data/README.md). All 1,500 are solved,
 * with wrap on and off, and every solution is replayed through Game.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Game, formatMoves, parseDeal, solve } from '../../src/engine/standalone.js';

const DECKS = readFileSync(new URL('./data/peer-1500-decks.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '');

const KNOWN_UNWINNABLE =
  'KC 9D 7S 7H 6S 2C KD 9C 2S 3D AH 6D 6C AD AS 7C JS 7D JD TD QC 2H 4S 8D TH 4H QD 5C 3S JH QS 2D 5D TS 6H QH AC 8C TC JC KS 8S 8H KH 4C 3H 9H 3C 9S 4D 5H 5S';

function replayWins(deal: string, wrap: boolean, moves: Parameters<typeof formatMoves>[0]): boolean {
  const g = new Game(deal, { wrap });
  g.applyMoves(moves);
  return g.status === 'won';
}

describe('the peer data set', () => {
  test('1,500 decks, each a valid deal text', () => {
    assert.equal(DECKS.length, 1500);
    for (const d of DECKS) parseDeal(d);
  });

  const unwinnableWithWrap: number[] = [];
  test('with wrap on exactly 43 are unwinnable, and every solution replays to a win', () => {
    DECKS.forEach((deck, i) => {
      const r = solve(parseDeal(deck), { wrap: true });
      assert.notEqual(r.winnable, null);
      if (r.winnable) {
        assert.ok(r.solution, `deck ${i + 1}: a solution`);
        assert.ok(replayWins(deck, true, r.solution), `deck ${i + 1}: the solution wins`);
      } else {
        assert.equal(r.solution, null);
        unwinnableWithWrap.push(i);
      }
    });
    assert.equal(unwinnableWithWrap.length, 43);
  });

  test('the extra known unwinnable deal is unwinnable with wrap on', () => {
    const r = solve(parseDeal(KNOWN_UNWINNABLE), { wrap: true });
    assert.equal(r.winnable, false);
    assert.equal(r.solution, null);
    assert.equal(solve(parseDeal(KNOWN_UNWINNABLE), { wrap: false }).winnable, false);
  });

  test('with wrap off about 73 in 100 are winnable; wrap off winnable implies wrap on winnable; solutions replay', () => {
    let winnable = 0;
    DECKS.forEach((deck, i) => {
      const r = solve(parseDeal(deck), { wrap: false });
      if (r.winnable) {
        winnable++;
        assert.ok(!unwinnableWithWrap.includes(i), `deck ${i + 1} winnable without wrap but not with it`);
        assert.ok(replayWins(deck, false, r.solution!), `deck ${i + 1}: the wrap-off solution wins`);
      }
    });
    const share = winnable / DECKS.length;
    assert.ok(share > 0.7 && share < 0.76, `wrap off: ${winnable} of 1,500 winnable`);
  });
});
