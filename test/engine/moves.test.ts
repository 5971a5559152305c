import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  type Move,
  Game,
  IllegalMoveError,
  TURN_STOCK,
  cardCode,
  formatMove,
  movesEqual,
  parseCard,
  parseMoves,
} from '../../src/engine/standalone.js';
import { ALL_CODES, buildDeal, dealWith, moveToken, pick, prng, randomDealText, snapshot } from './helpers.js';

const ORDERED = ALL_CODES.join(' ');
// ORDERED: peaks 0-27 are AC…KC AD…KD AH 2H (bottom row 6D 7D 8D 9D TD JD QD KD AH 2H),
// the first waste card is 3H, the stock 4H…KH AS…KS (KS at the bottom).

const plays = (g: Game) =>
  g
    .legalMoves()
    .map(moveToken)
    .filter((t) => t !== '|')
    .sort();

/** Asserts that the move throws an IllegalMoveError matching `message` and changes nothing. */
function assertIllegal(g: Game, move: () => unknown, message: RegExp) {
  const before = snapshot(g);
  assert.throws(move, (e: Error) => {
    assert.ok(e instanceof IllegalMoveError, `${e.name}: ${e.message}`);
    assert.match(e.message, message);
    return true;
  });
  assert.deepEqual(snapshot(g), before, 'an illegal move changes nothing');
}

// Bottom row of ranks A, 5 and 9 only: nothing in it fits a 7 (or another A, 5, 9).
const LOCKED_BOTTOM = { 18: 'AC', 19: 'AD', 20: 'AH', 21: 'AS', 22: '5C', 23: '5D', 24: '5H', 25: '5S', 26: '9C', 27: '9D' };
// Bottom row of ranks 3, 5 and 9: nothing in it fits an Ace, a 7, a Queen or a King.
const NEUTRAL = { 18: '3C', 19: '3D', 20: '5C', 21: '5D', 22: '5H', 23: '5S', 24: '9C', 25: '9D', 26: '9H', 27: '9S' };

describe('which cards can be played', () => {
  test('only uncovered cards one rank from the waste top', () => {
    const g = new Game(ORDERED);
    assert.equal(cardCode(g.wasteTop), '3H');
    assert.deepEqual(plays(g), ['2H']);
    assert.equal(g.canPlay(27), true);
    assert.equal(g.canPlay(18), false);
  });

  test('a covered card that would fit is refused: "still covered"', () => {
    const g = new Game(ORDERED);
    assertIllegal(g, () => g.play('4C'), /4C.*covered/);
    assertIllegal(g, () => g.play({ position: 16 }), /4D.*covered/);
  });

  test('an uncovered card that does not fit is refused, naming both cards', () => {
    const g = new Game(ORDERED);
    assertIllegal(g, () => g.play('6D'), /6D.*not one rank above or below 3H/);
  });

  test('the same rank never connects', () => {
    const g = new Game(dealWith({ ...NEUTRAL, 18: '7S', 19: '7C', 28: '7H' }));
    assert.deepEqual(plays(g), []);
    assertIllegal(g, () => g.play('7S'), /7S.*not one rank above or below 7H/);
  });

  test('a card of the stock or the waste is not a peak card', () => {
    const g = new Game(ORDERED);
    assertIllegal(g, () => g.play('4H'), /4H.*not a peak card/);
    assertIllegal(g, () => g.play('3H'), /3H.*not a peak card/);
    assertIllegal(g, () => g.play({ position: 28 }), /not a peak card/);
    assertIllegal(g, () => g.play({ position: -1 }), /not a peak card/);
  });

  test('a malformed card code is refused naming it, and changes nothing', () => {
    const g = new Game(ORDERED);
    const before = snapshot(g);
    assert.throws(() => g.play('1H'), /1H/);
    assert.throws(() => g.play('th'), /th/);
    assert.deepEqual(snapshot(g), before);
  });

  test('a position that is not a whole number 0-27 is refused as not a peak card', () => {
    const g = new Game(ORDERED);
    for (const position of [27.5, 3.5, Number.NaN, 28, 100]) {
      assertIllegal(g, () => g.play({ position }), /not a peak card/);
    }
  });

  test('a card already played is refused', () => {
    const g = new Game(dealWith({ 27: '2H', 26: '4S', 28: '3H' }));
    g.play('2H');
    g.turnStock();
    assertIllegal(g, () => g.play('2H'), /2H.*already/);
  });

  test('a card can be played by code, by card number or by position', () => {
    for (const how of ['2H', parseCard('2H'), { position: 27 }] as const) {
      const g = new Game(ORDERED);
      const r = g.play(how);
      assert.equal(r.position, 27);
      assert.equal(cardCode(g.wasteTop), '2H');
    }
  });

  for (const wrap of [true, false]) {
    test(`King on Ace and Ace on King ${wrap ? 'fit with wrap on' : 'do not fit with wrap off'}`, () => {
      const g = new Game(dealWith({ ...NEUTRAL, 18: 'AH', 28: 'KS' }), { wrap });
      assert.deepEqual(plays(g), wrap ? ['AH'] : []);
      if (!wrap) assertIllegal(g, () => g.play('AH'), /AH.*not one rank.*KS.*wrap/);
      const h = new Game(dealWith({ ...NEUTRAL, 18: 'KH', 28: 'AS' }), { wrap });
      assert.deepEqual(plays(h), wrap ? ['KH'] : []);
      // Queen-King and Ace-2 always fit.
      const q = new Game(dealWith({ ...NEUTRAL, 18: 'QH', 19: '2C', 20: 'AD', 28: 'KS' }), { wrap });
      assert.deepEqual(plays(q), wrap ? ['AD', 'QH'] : ['QH']);
      const a = new Game(dealWith({ ...NEUTRAL, 18: 'QH', 19: '2C', 20: 'KD', 28: 'AS' }), { wrap });
      assert.deepEqual(plays(a), wrap ? ['2C', 'KD'] : ['2C']);
    });
  }
});

describe('why a card cannot be played (whyNotPlayable)', () => {
  for (const faceUp of [false, true]) {
    test(`each refusal, faceUp ${faceUp ? 'on' : 'off'}`, () => {
      const g = new Game(ORDERED, { faceUp });
      assert.equal(g.whyNotPlayable(27), null, '2H fits the 3H');
      assert.equal(g.whyNotPlayable(18), 'no-fit', '6D is uncovered but does not fit the 3H');
      for (const p of [0, 9, 17]) assert.equal(g.whyNotPlayable(p), faceUp ? 'covered' : 'face-down', `position ${p}`);
      g.play({ position: 27 });
      assert.equal(g.whyNotPlayable(27), 'gone');
    });
  }

  test('once the game is over every card is refused: game-over', () => {
    const lost = new Game(dealWith({ ...LOCKED_BOTTOM, 51: '7C' }));
    for (let i = 0; i < 23; i++) lost.turnStock();
    assert.equal(lost.status, 'lost');
    const { deal, moves } = buildDeal({ runs: [28], turnsBefore: [0] });
    const won = new Game(deal);
    won.applyMoves(moves);
    assert.equal(won.status, 'won');
    for (let p = 0; p < 28; p++) {
      assert.equal(lost.whyNotPlayable(p), 'game-over');
      assert.equal(won.whyNotPlayable(p), 'game-over', 'even a card already played');
    }
  });

  for (const wrap of [true, false]) {
    test(`King and Ace ${wrap ? 'fit with wrap on' : 'are no-fit with wrap off'}`, () => {
      const g = new Game(dealWith({ ...NEUTRAL, 18: 'AH', 19: 'KD', 28: 'KS' }), { wrap });
      assert.equal(g.whyNotPlayable(18), wrap ? null : 'no-fit', 'AH on KS');
      assert.equal(g.whyNotPlayable(19), 'no-fit', 'KD on KS: the same rank');
      const h = new Game(dealWith({ ...NEUTRAL, 18: 'KH', 28: 'AS' }), { wrap });
      assert.equal(h.whyNotPlayable(18), wrap ? null : 'no-fit', 'KH on AS');
    });
  }

  test('a position outside 0-27 is a RangeError, not a refusal', () => {
    const g = new Game(ORDERED);
    for (const p of [-1, 28, 2.5, Number.NaN]) assert.throws(() => g.whyNotPlayable(p), RangeError);
  });

  test('canPlay, legalMoves and play follow it, and play says why in the same words', () => {
    const rng = prng(7);
    const says = {
      'game-over': /game is over/,
      gone: /already on the waste/,
      'face-down': /still covered/,
      covered: /still covered/,
      'no-fit': /not one rank above or below/,
    };
    for (let n = 0; n < 20; n++) {
      const g = new Game(randomDealText(rng), { wrap: n % 2 === 0, faceUp: n % 4 < 2 });
      while (true) {
        const playable = Array.from({ length: 28 }, (_, p) => p).filter((p) => g.whyNotPlayable(p) === null);
        assert.deepEqual(plays(g), playable.map((p) => cardCode(g.cardAt(p))).sort());
        for (let p = 0; p < 28; p++) {
          const why = g.whyNotPlayable(p);
          assert.equal(g.canPlay(p), why === null);
          if (why) assertIllegal(g, () => g.play({ position: p }), says[why]);
        }
        if (g.status !== 'playing') break;
        g.apply(pick(rng, g.legalMoves()));
      }
    }
  });
});

describe('movesEqual', () => {
  test('the same kind, and the same card for plays', () => {
    const play = (code: string): Move => ({ kind: 'play', card: parseCard(code) });
    assert.equal(movesEqual(TURN_STOCK, { kind: 'stock' }), true);
    assert.equal(movesEqual(play('2H'), play('2H')), true);
    assert.equal(movesEqual(play('2H'), play('2S')), false);
    assert.equal(movesEqual(play('2H'), TURN_STOCK), false);
    assert.equal(movesEqual(TURN_STOCK, play('2H')), false);
  });

  test('agrees with the move text', () => {
    const moves = parseMoves('2H | 2H 2S |');
    for (const a of moves) for (const b of moves) assert.equal(movesEqual(a, b), formatMove(a) === formatMove(b));
  });
});

describe('the stock', () => {
  test('may be turned at any time, even when a card fits', () => {
    const g = new Game(ORDERED);
    assert.equal(g.canPlay(27), true);
    assert.equal(g.canTurnStock(), true);
    assert.ok(g.legalMoves().some((m) => m.kind === 'stock'));
    g.turnStock();
    assert.equal(cardCode(g.wasteTop), '4H');
    assert.equal(g.stockCount, 22);
  });

  test('turns its cards from the top in deal order, then is empty after 23 turns', () => {
    const g = new Game(ORDERED);
    assert.equal(g.stockCount, 23);
    for (let i = 0; i < 23; i++) {
      g.turnStock();
      assert.equal(cardCode(g.wasteTop), ALL_CODES[29 + i]);
      assert.equal(g.stockCount, 22 - i);
    }
    assert.equal(g.canTurnStock(), false);
    assert.ok(!g.legalMoves().some((m) => m.kind === 'stock'));
    assert.equal(g.status, 'playing', 'KS still fits the QD');
    assertIllegal(g, () => g.turnStock(), /stock.*empty/);
    assert.deepEqual(g.waste.map(cardCode), ALL_CODES.slice(28));
  });

  test('the first waste card is not a stock turn: the stock starts at 23', () => {
    const g = new Game(ORDERED);
    assert.equal(g.stockCount, 23);
    assert.deepEqual(g.waste.map(cardCode), ['3H']);
    assert.equal(g.history.length, 0);
  });
});

describe('winning and losing', () => {
  test('won the moment the 28th peak card is played, with the stock still full', () => {
    const { deal, moves } = buildDeal({ runs: [28], turnsBefore: [0] });
    const g = new Game(deal);
    const tokens = moves.split(' ');
    tokens.slice(0, 27).forEach((t) => g.play(t));
    assert.equal(g.status, 'playing');
    assert.equal(g.peakCardsLeft, 1);
    const last = g.play(tokens[27]);
    assert.equal(last.status, 'won');
    assert.equal(g.status, 'won');
    assert.equal(g.stockCount, 23);
    assert.equal(g.peakCardsLeft, 0);
    assert.deepEqual(g.legalMoves(), []);
    assert.equal(g.canTurnStock(), false);
    assertIllegal(g, () => g.turnStock(), /game is over.*won/);
    assertIllegal(g, () => g.play(tokens[0]), /over|already/);
  });

  test('not lost while stock remains, even when nothing fits', () => {
    const g = new Game(dealWith({ ...LOCKED_BOTTOM, 28: '7C', 29: '7D' }));
    assert.deepEqual(plays(g), []);
    assert.equal(g.status, 'playing');
  });

  test('lost exactly when the stock is empty and nothing fits', () => {
    const g = new Game(dealWith({ ...LOCKED_BOTTOM, 51: '7C' }));
    for (let i = 0; i < 22; i++) {
      g.turnStock();
      assert.equal(g.status, 'playing');
    }
    const r = g.turnStock();
    assert.equal(cardCode(g.wasteTop), '7C');
    assert.equal(r.status, 'lost');
    assert.equal(g.status, 'lost');
    assert.deepEqual(g.legalMoves(), []);
    assertIllegal(g, () => g.play('5C'), /game is over.*lost/);
  });

  test('with the stock empty the game goes on while a card fits, and is lost when the run stops', () => {
    const g = new Game(dealWith({ ...LOCKED_BOTTOM, 51: '4C' }));
    for (let i = 0; i < 23; i++) g.turnStock();
    assert.equal(g.status, 'playing', 'the 5s fit the 4♣');
    const r = g.play('5C');
    assert.equal(r.status, 'lost', 'no 4 or 6 shows on the 5♣');
    assert.deepEqual(r.endedRun, { length: 1, points: 10 });
    assert.deepEqual(g.state.runs, [1]);
  });

  test('wrap decides a loss: KS last with an Ace showing', () => {
    const on = new Game(dealWith({ ...LOCKED_BOTTOM, 51: 'KS' }), { wrap: true });
    const off = new Game(dealWith({ ...LOCKED_BOTTOM, 51: 'KS' }), { wrap: false });
    for (let i = 0; i < 23; i++) {
      on.turnStock();
      off.turnStock();
    }
    assert.equal(on.status, 'playing');
    assert.equal(off.status, 'lost');
  });
});

describe('runs', () => {
  test('the run counter counts peak cards since the last stock turn', () => {
    const { deal, moves } = buildDeal({ runs: [3, 2], turnsBefore: [0, 1] });
    const g = new Game(deal);
    const runs = g.applyMoves(moves).map((r) => r.run);
    assert.deepEqual(runs, [1, 2, 3, 0, 1, 2]);
    assert.equal(g.run, 2);
    assert.deepEqual(g.state.runs, [3]);
  });

  test('a stock turn ends the run (endedRun), a run of 0 cards is no run', () => {
    const { deal, moves } = buildDeal({ runs: [3, 2], turnsBefore: [2, 2] });
    const g = new Game(deal);
    const results = g.applyMoves(moves);
    assert.equal(moves, `| | ${moves.split(' ').slice(2, 5).join(' ')} | | ${moves.split(' ').slice(7).join(' ')}`);
    assert.deepEqual(
      results.map((r) => r.endedRun),
      [null, null, null, null, null, { length: 3, points: 60 }, null, null, null],
    );
    assert.deepEqual(g.state.runs, [3]);
  });

  test('the end of the game ends the run: a win', () => {
    const { deal, moves } = buildDeal({ runs: [10, 18], turnsBefore: [0, 1] });
    const g = new Game(deal);
    const results = g.applyMoves(moves);
    const last = results[results.length - 1];
    assert.equal(last.status, 'won');
    assert.deepEqual(last.endedRun, { length: 18, points: (10 * (18 * 19)) / 2 });
    assert.deepEqual(g.state.runs, [10, 18]);
  });

  test('the end of the game ends the run: lost on the last stock turn, right after a run', () => {
    // 22 turns, play the 5♣ on the 6♣, then the last stock card (7♣) fits nothing.
    const g = new Game(dealWith({ ...LOCKED_BOTTOM, 50: '6C', 51: '7C' }));
    for (let i = 0; i < 22; i++) g.turnStock();
    g.play('5C');
    const r = g.turnStock();
    assert.equal(r.status, 'lost');
    assert.deepEqual(g.state.runs, [1]);
    assert.deepEqual(r.endedRun, { length: 1, points: 10 }, 'the stock turn ended a 1-card run');
  });

  test('lost on the last stock turn, right after a run: the finished runs are right', () => {
    const g = new Game(dealWith({ ...LOCKED_BOTTOM, 50: '6C', 51: '7C' }));
    for (let i = 0; i < 22; i++) g.turnStock();
    g.play('5C');
    const r = g.turnStock();
    assert.equal(r.status, 'lost');
    assert.deepEqual(g.state.runs, [1]);
    assert.equal(g.score, 10);
  });
});

describe('illegal moves in a move list', () => {
  test('applyMoves names the move, keeps the moves before it, and changes nothing else', () => {
    const g = new Game(ORDERED);
    assert.throws(
      () => g.applyMoves('2H | 6D'),
      (e: Error) => {
        assert.ok(e instanceof IllegalMoveError);
        assert.match(e.message, /Move 3 \(6D\).*6D.*not one rank/);
        return true;
      },
    );
    assert.equal(g.moveText, '2H |');
  });

  test('a malformed move list is rejected before anything is played', () => {
    const g = new Game(ORDERED);
    assert.throws(() => g.applyMoves('2H 1H'), /1H/);
    assert.equal(g.moveText, '');
  });
});
