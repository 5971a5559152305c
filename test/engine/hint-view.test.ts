/**
 * The hint, as rules.md states it: a legal move while the game is on, no move when it
 * is over, and it sees only what the player sees — two games that differ only in where
 * the unseen cards (face-down peak cards and the stock) lie get the same hint.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Game, hint } from '../../src/engine/standalone.js';
import { dealWith, moveToken, pick, prng, randInt, randomDealText, shuffle, snapshot } from './helpers.js';

const WIN_2520 = {
  deal: 'JC QC JD 8C 7C 8D 7D 8H QD 3C 2C 3D 2D 5C 4C 5D 4D 5H TC 9C TD 9D TH 9H TS JH 3H 2H 9S 2S 6C 6D 6H 6S QH QS 3S KC KD KH KS 4H 5S 4S 7H JS AC 7S AD AH 8S AS',
  moves: 'TC 9C TD 9D TH 9H TS JH | 3H 2H 3C 2C 3D 2D | | | | | | | | | | | | | | 5C 4C 5D 4D 5H | 8C 7C 8D 7D 8H | QD JC QC JD',
};

function randomPosition(rng: () => number, options: { wrap: boolean; faceUp: boolean }): Game {
  const g = new Game(randomDealText(rng), options);
  for (let s = randInt(rng, 45); s > 0 && g.status === 'playing'; s--) {
    const moves = g.legalMoves();
    const plays = moves.filter((m) => m.kind === 'play');
    g.apply(plays.length && rng() < 0.75 ? pick(rng, plays) : pick(rng, moves));
  }
  return g;
}

/** The same game with its unseen cards (face-down peak cards and the unturned stock) reordered. */
function reshuffleUnseen(g: Game, rng: () => number): Game {
  const codes = g.dealText.split(' ');
  const unseen: number[] = [];
  for (let p = 0; p < 28; p++) if (!g.isRemoved(p) && !g.isFaceUp(p)) unseen.push(p);
  for (let i = 52 - g.stockCount; i < 52; i++) unseen.push(i);
  const cards = shuffle(
    rng,
    unseen.map((i) => codes[i]),
  );
  unseen.forEach((i, k) => (codes[i] = cards[k]));
  const other = new Game(codes.join(' '), g.options);
  other.applyMoves(g.history);
  return other;
}

describe('hint', () => {
  test('while the game is on, the hint is a legal move (300 random positions)', () => {
    const rng = prng(4242);
    let checked = 0;
    for (let n = 0; n < 300; n++) {
      const g = randomPosition(rng, { wrap: rng() < 0.5, faceUp: rng() < 0.3 });
      if (g.status !== 'playing') continue;
      const before = snapshot(g);
      const h = hint(g);
      assert.ok(h.move, `${g.dealText} / ${g.moveText}`);
      assert.ok(g.legalMoves().map(moveToken).includes(moveToken(h.move)), `hint ${moveToken(h.move)} is legal`);
      if (h.move.kind === 'play') assert.equal(g.cardAt(h.position!), h.move.card);
      else assert.equal(h.position, null);
      assert.equal(typeof h.reason, 'string');
      assert.ok(h.reason.length > 0);
      assert.deepEqual(snapshot(g), before, 'asking for a hint changes nothing');
      checked++;
    }
    assert.ok(checked > 200);
  });

  test('when nothing fits, the hint turns the stock', () => {
    const g = new Game(
      dealWith({ 18: 'AC', 19: 'AD', 20: 'AH', 21: 'AS', 22: '5C', 23: '5D', 24: '5H', 25: '5S', 26: '9C', 27: '9D', 28: '7C' }),
    );
    assert.deepEqual(hint(g).move, { kind: 'stock' });
    assert.equal(hint(g).position, null);
  });

  test('when the game is over there is no move: won', () => {
    const g = new Game(WIN_2520.deal);
    g.applyMoves(WIN_2520.moves);
    assert.equal(g.status, 'won');
    const h = hint(g);
    assert.equal(h.move, null);
    assert.equal(h.position, null);
  });

  test('when the game is over there is no move: lost', () => {
    const g = new Game(
      dealWith({ 18: 'AC', 19: 'AD', 20: 'AH', 21: 'AS', 22: '5C', 23: '5D', 24: '5H', 25: '5S', 26: '9C', 27: '9D', 51: '7C' }),
    );
    for (let i = 0; i < 23; i++) g.turnStock();
    assert.equal(g.status, 'lost');
    assert.equal(hint(g).move, null);
  });

  test('two games that differ only in the order of their unseen cards get the same hint', () => {
    const rng = prng(777);
    let checked = 0;
    for (let n = 0; n < 200; n++) {
      const g = randomPosition(rng, { wrap: rng() < 0.5, faceUp: rng() < 0.2 });
      if (g.status !== 'playing') continue;
      const other = reshuffleUnseen(g, rng);
      assert.equal(other.status, 'playing');
      const a = hint(g);
      const b = hint(other);
      assert.deepEqual(b, a, `${g.dealText} vs ${other.dealText} after ${g.moveText}`);
      checked++;
    }
    assert.ok(checked > 120);
  });

  test('the same hint at the very start whatever the face-down cards and the stock hold', () => {
    const rng = prng(31);
    const g = new Game(WIN_2520.deal);
    const a = hint(g);
    for (let i = 0; i < 8; i++) assert.deepEqual(hint(reshuffleUnseen(g, rng)), a);
  });

  test('the same game asked twice gives the same hint', () => {
    const rng = prng(8);
    for (let n = 0; n < 30; n++) {
      const g = randomPosition(rng, { wrap: true, faceUp: false });
      assert.deepEqual(hint(g), hint(g));
    }
  });
});
