import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Game, IllegalMoveError } from '../../src/engine/standalone.js';
import { buildDeal, dealWith, moveToken, snapshot, tokenToMove } from './helpers.js';

const WIN_2520 = {
  deal: 'JC QC JD 8C 7C 8D 7D 8H QD 3C 2C 3D 2D 5C 4C 5D 4D 5H TC 9C TD 9D TH 9H TS JH 3H 2H 9S 2S 6C 6D 6H 6S QH QS 3S KC KD KH KS 4H 5S 4S 7H JS AC 7S AD AH 8S AS',
  moves: 'TC 9C TD 9D TH 9H TS JH | 3H 2H 3C 2C 3D 2D | | | | | | | | | | | | | | 5C 4C 5D 4D 5H | 8C 7C 8D 7D 8H | QD JC QC JD',
};
const LOCKED_BOTTOM = { 18: 'AC', 19: 'AD', 20: 'AH', 21: 'AS', 22: '5C', 23: '5D', 24: '5H', 25: '5S', 26: '9C', 27: '9D' };

describe('undo', () => {
  test('at the start, undo returns null and changes nothing', () => {
    const g = new Game(WIN_2520.deal);
    const before = snapshot(g);
    assert.equal(g.undo(), null);
    assert.deepEqual(snapshot(g), before);
  });

  for (const scoring of ['points', 'betting'] as const) {
    test(`unlimited and exact (${scoring}): a whole won game undone move by move restores every position`, () => {
      const g = new Game(WIN_2520.deal, { scoring });
      const snaps = [snapshot(g)];
      for (const t of WIN_2520.moves.split(' ')) {
        g.apply(tokenToMove(t));
        snaps.push(snapshot(g));
      }
      assert.equal(g.status, 'won');
      const tokens = WIN_2520.moves.split(' ');
      for (let i = tokens.length - 1; i >= 0; i--) {
        const undone = g.undo();
        assert.ok(undone);
        assert.equal(moveToken(undone), tokens[i]);
        assert.deepEqual(snapshot(g), snaps[i], `after undoing move ${i + 1}`);
      }
      assert.equal(g.undo(), null);
      assert.equal(g.undos, tokens.length);
    });
  }

  test('undo after a loss brings the game back to playing, with the stock card back in the stock', () => {
    const g = new Game(dealWith({ ...LOCKED_BOTTOM, 51: '7C' }));
    for (let i = 0; i < 23; i++) g.turnStock();
    assert.equal(g.status, 'lost');
    g.undo();
    assert.equal(g.status, 'playing');
    assert.equal(g.stockCount, 1);
    assert.equal(g.waste.length, 23);
    g.turnStock();
    assert.equal(g.status, 'lost');
  });

  test('undo after a win: playing again, the peak card face up again, the score back', () => {
    const g = new Game(WIN_2520.deal);
    g.applyMoves(WIN_2520.moves);
    const lastPosition = g.positionOfCard(g.wasteTop)!;
    g.undo();
    assert.equal(g.status, 'playing');
    assert.equal(g.isFaceUp(lastPosition), true);
    assert.equal(g.isRemoved(lastPosition), false);
    assert.equal(g.score, 2520 - 40 - 250 - 500 - 300);
    assert.equal(g.run, 3);
  });

  test('undo of a stock turn restores the run that it ended', () => {
    const { deal, moves } = buildDeal({ runs: [5], turnsBefore: [0] });
    const g = new Game(deal);
    g.applyMoves(moves);
    g.turnStock();
    assert.equal(g.run, 0);
    g.undo();
    assert.equal(g.run, 5);
    assert.equal(g.nextCardValue, 60);
    assert.deepEqual(g.state.runs, []);
  });

  test('undo then a different move: history follows the new line', () => {
    const g = new Game(WIN_2520.deal);
    g.applyMoves('TC 9C');
    g.undo();
    g.turnStock();
    assert.equal(g.moveText, 'TC |');
  });

  test('restart goes back to the deal', () => {
    const g = new Game(WIN_2520.deal);
    const start = snapshot(g);
    g.applyMoves('TC 9C TD |');
    g.restart();
    assert.deepEqual(snapshot(g), start);
  });
});

/** FNV-1a over UTF-16 units, as game.ts documents its save check (to forge a save). */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
function forge(save: string, change: (body: Record<string, unknown>) => void): string {
  const { check: _check, ...body } = JSON.parse(save);
  change(body);
  return JSON.stringify({ ...body, check: fnv(JSON.stringify(body)) });
}

function assertSameGame(a: Game, b: Game) {
  assert.equal(b.dealText, a.dealText);
  assert.deepEqual({ ...b.options }, { ...a.options });
  assert.equal(b.moveText, a.moveText);
  assert.equal(b.score, a.score);
  assert.deepEqual({ ...b.scoreParts }, { ...a.scoreParts });
  assert.equal(b.status, a.status);
  assert.deepEqual(b.origin, a.origin);
  assert.equal(b.undos, a.undos);
  assert.equal(b.hints, a.hints);
  assert.deepEqual(snapshot(b), snapshot(a));
  assert.equal(b.save(), a.save());
}

describe('save and load', () => {
  const games: [string, () => Game][] = [
    ['a new game', () => new Game(WIN_2520.deal)],
    [
      'a game in progress with undos and hints',
      () => {
        const g = new Game(WIN_2520.deal);
        g.applyMoves('TC 9C TD 9D | |');
        g.undo();
        g.noteHint();
        g.noteHint();
        return g;
      },
    ],
    [
      'a won game',
      () => {
        const g = new Game(WIN_2520.deal);
        g.applyMoves(WIN_2520.moves);
        return g;
      },
    ],
    [
      'a lost game',
      () => {
        const g = new Game(dealWith({ ...LOCKED_BOTTOM, 51: '7C' }));
        for (let i = 0; i < 23; i++) g.turnStock();
        return g;
      },
    ],
    [
      'betting, wrap off, all face up',
      () => {
        const g = new Game(WIN_2520.deal, { scoring: 'betting', wrap: false, faceUp: true });
        g.applyMoves('TC 9C | ');
        return g;
      },
    ],
    [
      'a seeded game',
      () => {
        const g = Game.fromSeed('hello', { mode: 'any' });
        g.applyMoves('|');
        return g;
      },
    ],
  ];
  for (const [name, make] of games) {
    test(`round trip: ${name}`, () => {
      const g = make();
      const text = g.save();
      assert.equal(typeof text, 'string');
      const loaded = Game.load(text);
      assertSameGame(g, loaded);
      if (g.status === 'playing' && g.stockCount > 0) {
        g.turnStock();
        loaded.turnStock();
        assertSameGame(g, loaded);
      }
    });
  }

  test('a loaded game can undo its moves', () => {
    const g = new Game(WIN_2520.deal);
    g.applyMoves('TC 9C TD');
    const loaded = Game.load(g.save());
    assert.equal(moveToken(loaded.undo()!), 'TD');
    assert.equal(loaded.moveText, 'TC 9C');
  });

  test('a save written by an earlier release still loads: its check is pinned', () => {
    // The seed's accents and its surrogate pair put UTF-16 units above 255 under the check.
    const saved =
      '{"format":"tri-peaks-save","version":1,"deal":"8D 7H 9D 3D 3C 2H 4D QH TS 8H AH 8S 4H KH 2D 2C TH JD 6S QC AD 7C TC AC 6D QD 3S 4S 2S 5C 8C 7S 5H 5S JS AS 5D 6C 4C 3H TD JH 9S 9C KD KC JC KS QS 6H 9H 7D","wrap":true,"scoring":"points","faceUp":false,"seed":"día 🂡","mode":"any","moves":"|","undos":0,"hints":1,"check":"21012beb"}';
    const g = Game.fromSeed('día 🂡', { mode: 'any' });
    g.applyMoves('|');
    g.noteHint();
    assert.equal(g.save(), saved);
    assertSameGame(g, Game.load(saved));
  });

  describe('tampered saves are rejected with a clear error', () => {
    const g = new Game(WIN_2520.deal);
    g.applyMoves('TC 9C TD 9D | 3H');
    const save = g.save();
    const data = JSON.parse(save);
    const cases: [string, string, RegExp][] = [
      ['a changed move', JSON.stringify({ ...data, moves: 'TC 9C TD 9D TH' }), /changed|check/],
      ['a changed deal', JSON.stringify({ ...data, deal: data.deal.replace('JC QC', 'QC JC') }), /changed|check/],
      ['a changed option', JSON.stringify({ ...data, wrap: false }), /changed|check/],
      ['a changed check', JSON.stringify({ ...data, check: '00000000' }), /changed|check/],
      ['no check', JSON.stringify({ ...data, check: undefined }), /changed|check/],
      ['not JSON', save.slice(0, -1), /not JSON/],
      ['plain text', 'hello', /not JSON/],
      ['JSON that is not an object', '42', /not a saved Tri Peaks game/],
      ['JSON null', 'null', /not a saved Tri Peaks game/],
      ['the wrong format', JSON.stringify({ ...data, format: 'klondike-save' }), /not a saved Tri Peaks game/],
      ['a future version', JSON.stringify({ ...data, version: 99 }), /version 99/],
      ['a forged save with an illegal move', forge(save, (b) => (b.moves = 'TC 9C TD 9D | 7C')), /7C/],
      ['a forged save with a bad deal', forge(save, (b) => (b.deal = String(b.deal).slice(3))), /51/],
      ['a forged save with an unknown scoring', forge(save, (b) => (b.scoring = 'golf')), /scoring/],
      [
        'a forged save with an unknown deal mode',
        forge(Game.fromSeed('1', { mode: 'any' }).save(), (b) => (b.mode = 'extreme')),
        /deal mode/,
      ],
    ];
    for (const [name, text, message] of cases) {
      test(name, () => {
        assert.throws(
          () => Game.load(text),
          (e: Error) => {
            assert.match(e.message, message);
            return true;
          },
        );
      });
    }
    test('a forged save with an illegal move is an IllegalMoveError naming the move', () => {
      assert.throws(
        () => Game.load(forge(save, (b) => (b.moves = 'TC 9C TD 9D | 7C'))),
        (e: Error) => e instanceof IllegalMoveError && /Move 6 \(7C\)/.test(e.message),
      );
    });
  });
});
