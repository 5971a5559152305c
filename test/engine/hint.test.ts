/**
 * The hint: it sees only what the player sees, always answers a legal move while the
 * game is on, names the card it suggests, and its sliced form gives the same answer.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  type Move,
  Game,
  STOCK_START,
  cardLabel,
  followingChance,
  formatDeal,
  hint,
  hintAsync,
  hintForView,
  playerView,
} from '../../src/engine/standalone.js';
import { prng } from './helpers.js';

function shuffled<T>(rng: () => number, items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** A game somewhere along a random line of play (plays preferred to stock turns). */
function randomPosition(rng: () => number, options: { wrap: boolean; faceUp: boolean }): Game {
  const game = new Game(
    formatDeal(
      shuffled(
        rng,
        Array.from({ length: 52 }, (_, i) => i),
      ),
    ),
    options,
  );
  const steps = Math.floor(rng() * 40);
  for (let i = 0; i < steps && game.status === 'playing'; i++) {
    const moves = game.legalMoves();
    const plays = moves.filter((m) => m.kind === 'play');
    game.apply(plays.length > 0 && rng() < 0.8 ? plays[Math.floor(rng() * plays.length)] : moves[Math.floor(rng() * moves.length)]);
  }
  return game;
}

/**
 * The same game with its unseen cards (face-down peak cards and the stock still to
 * come) in another order: everything the player has seen stays where it is.
 */
function reshuffleUnseen(game: Game, rng: () => number): Game {
  const deal = [...game.deal];
  const places: number[] = [];
  for (let p = 0; p < 28; p++) if (!game.isRemoved(p) && !game.isFaceUp(p)) places.push(p);
  for (let i = STOCK_START + (23 - game.stockCount); i < 52; i++) places.push(i);
  const cards = shuffled(
    rng,
    places.map((i) => deal[i]),
  );
  places.forEach((place, k) => (deal[place] = cards[k]));
  const other = new Game(formatDeal(deal), game.options);
  other.applyMoves(game.history);
  return other;
}

/** A small search, for the tests that need many hints. */
const SMALL = { work: 0, budget: 100 };

const sameMove = (a: Move | null, b: Move | null) => JSON.stringify(a) === JSON.stringify(b);

describe('the hint sees only what the player sees', () => {
  for (const faceUp of [false, true]) {
    test(`games differing only in their unseen cards get the same hint${faceUp ? ' (all face up)' : ''}`, () => {
      const rng = prng(faceUp ? 7 : 3);
      let differentDeals = 0;
      for (let i = 0; i < 40; i++) {
        const game = randomPosition(rng, { wrap: rng() < 0.5, faceUp });
        const other = reshuffleUnseen(game, rng);
        if (other.dealText !== game.dealText) differentDeals++;
        assert.deepEqual(playerView(other), playerView(game), 'the two games look the same');
        // The full hint on some positions, a small search (the same code) on the rest, to stay quick.
        if (i < 8) assert.deepEqual(hint(other), hint(game), `${game.dealText} | ${game.moveText}`);
        else
          assert.deepEqual(
            hintForView(playerView(other), SMALL),
            hintForView(playerView(game), SMALL),
            `${game.dealText} | ${game.moveText}`,
          );
      }
      assert.ok(differentDeals > 20, 'the property was tried on really different deals');
    });
  }
});

describe('the hint is a legal move', () => {
  test('while playing it is one of the legal moves, and null once the game is over', () => {
    const rng = prng(11);
    for (let g = 0; g < 4; g++) {
      const game = new Game(
        formatDeal(
          shuffled(
            rng,
            Array.from({ length: 52 }, (_, i) => i),
          ),
        ),
        { wrap: g % 2 === 0 },
      );
      while (game.status === 'playing') {
        const h = hintForView(playerView(game), SMALL);
        assert.ok(h.move, 'a move while playing');
        assert.ok(
          game.legalMoves().some((m) => sameMove(m, h.move)),
          `${JSON.stringify(h.move)} is legal`,
        );
        if (h.move.kind === 'play') assert.equal(h.position, game.positionOfCard(h.move.card));
        else assert.equal(h.position, null);
        game.apply(h.move);
      }
      const over = hint(game);
      assert.equal(over.move, null);
      assert.equal(over.position, null);
      assert.ok(over.reason.length > 0);
    }
  });

  test('the reason names the card to play, or the stock', () => {
    const rng = prng(5);
    for (let i = 0; i < 12; i++) {
      const game = randomPosition(rng, { wrap: true, faceUp: false });
      if (game.status !== 'playing') continue;
      const h = hint(game);
      assert.ok(!h.reason.includes('\n'), 'one line');
      if (h.move?.kind === 'play') assert.ok(h.reason.includes(cardLabel(h.move.card)), h.reason);
      else assert.match(h.reason, /stock/);
    }
  });

  test('the chance it states is in the reason, and it is the chance of following the hints', () => {
    const rng = prng(11);
    let stated = 0;
    for (let i = 0; i < 12; i++) {
      const game = randomPosition(rng, { wrap: i % 2 === 0, faceUp: false });
      if (game.status !== 'playing') continue;
      const h = hint(game);
      if (h.chance === null) continue;
      stated++;
      assert.ok(h.chance >= 0 && h.chance <= 99, String(h.chance));
      assert.ok(h.reason.endsWith(`Following the hints from here wins about ${h.chance} times in 100.`), h.reason);
    }
    assert.ok(stated > 0);
    // The imagined player plays worse than the hints, most of all with the stock full:
    // following the hints wins more often than it does (npm run bench:hint prints both).
    for (const wrap of [true, false]) {
      let last = -1;
      for (let imagined = 1; imagined <= 100; imagined++) {
        const chance = followingChance(imagined, 23, wrap);
        assert.ok(chance >= last, `${imagined} -> ${chance} after ${last}`);
        last = chance;
      }
      assert.ok(followingChance(50, 23, wrap) > 50 && followingChance(50, 23, wrap) > followingChance(50, 2, wrap));
    }
  });

  test('when only the stock turn is legal, it says so at once', () => {
    // Bottom row of Aces, 5s and 9s under a 7: nothing fits.
    const game = new Game(
      '2C 3C 4C 6C 8C TC JC QC KC 2D 3D 4D 6D 8D TD JD QD KD AC AD AH AS 5C 5D 5H 5S 9C 9D 7C 2H 3H 4H 6H 8H TH JH QH KH 2S 3S 4S 6S 8S TS JS QS KS 7D 7H 7S 9H 9S',
    );
    const h = hint(game);
    assert.deepEqual(h.move, { kind: 'stock' });
    assert.match(h.reason, /Nothing fits 7♣/);
  });
});

describe('the sliced hint', () => {
  test('hintAsync gives the same answer as hint, however small the slices', async () => {
    const rng = prng(9);
    for (let i = 0; i < 6; i++) {
      const game = randomPosition(rng, { wrap: i % 2 === 0, faceUp: i % 4 === 3 });
      const expected = hint(game);
      assert.deepEqual(await hintAsync(game), expected);
      assert.deepEqual(await hintAsync(playerView(game), { sliceMs: 0.01 }), expected);
    }
  });
});
