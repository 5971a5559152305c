// Geometry (which card an arrow key goes to) and the sentences built from the catalogue
// (src/tri-peaks-game/geometry.ts, text.ts): pure, so tested here in Node. The words come
// from the built-in English catalogue through a real Localizer.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GOLF, Game, TRI_PEAKS } from '../../src/engine/index.js';
import { firstOfBottomRow, nearest, neighbour } from '../../src/tri-peaks-game/geometry.js';
import { Localizer } from '../../src/tri-peaks-game/i18n/localizer.js';
import { pileWords, stockTurns, undoAnnouncement, verdictText } from '../../src/tri-peaks-game/text.js';

const all = (size: number) => Array.from({ length: size }, (_, p) => p);

describe('geometry', () => {
  test('Tri Peaks: arrows move along rows and between them; Home and End to the row ends', () => {
    const cards = all(TRI_PEAKS.size);
    assert.equal(firstOfBottomRow(TRI_PEAKS), 18);
    assert.equal(neighbour(TRI_PEAKS, 18, 'right', cards), 19);
    assert.equal(neighbour(TRI_PEAKS, 18, 'left', cards), null);
    assert.equal(neighbour(TRI_PEAKS, 18, 'up', cards), 9);
    assert.equal(neighbour(TRI_PEAKS, 0, 'down', cards), 3);
    assert.equal(neighbour(TRI_PEAKS, 20, 'end', cards), 27);
    assert.equal(neighbour(TRI_PEAKS, 20, 'home', cards), 18);
  });

  test('Golf: the keys move over the free cards only, left and right to the next column', () => {
    assert.equal(GOLF.freeCardsOnly, true);
    const free = [28, 29, 30, 31, 32, 33, 34];
    assert.equal(firstOfBottomRow(GOLF), 28);
    assert.equal(neighbour(GOLF, 28, 'right', free), 29);
    assert.equal(neighbour(GOLF, 30, 'end', free), 34);
    // A column played down to a higher card: still the next column to the right.
    assert.equal(neighbour(GOLF, 28, 'right', [28, 22, 30]), 22);
  });

  test('the nearest card takes the focus when one leaves: same row first, preferred cards first', () => {
    const cards = all(TRI_PEAKS.size);
    assert.equal(
      nearest(
        TRI_PEAKS,
        18,
        cards.filter((p) => p !== 18),
      ),
      19,
    );
    assert.equal(nearest(TRI_PEAKS, 18, [18]), null);
    assert.equal(
      nearest(TRI_PEAKS, 18, [9, 27], (p) => p === 27),
      27,
    );
  });
});

describe('text', () => {
  const l = new Localizer('en');

  test('the sentences that name the piles follow the layout', () => {
    assert.equal(l.t(pileWords(TRI_PEAKS).group), 'Peaks');
    assert.equal(l.t(pileWords(GOLF).noLine), 'no line clears the columns.');
  });

  test('an undo says what was taken back', () => {
    const game = Game.fromSeed('42', { mode: 'any' });
    game.turnStock();
    const move = game.undo()!;
    assert.match(undoAnnouncement(l, game, move), /^Stock card put back: 23 in the stock\. Waste: /);
  });

  test('a deal that could not be won says so, in the words of its layout', () => {
    const verdict = { winnableFromStart: false, winnableUntilMove: null, solution: null };
    assert.deepEqual(verdictText(l, verdict as never, [], GOLF), {
      headline: 'This deal could not be won:',
      detail: 'no line clears the columns.',
    });
    assert.equal(stockTurns([{ kind: 'stock' }, { kind: 'play', position: 3, card: 0 }, { kind: 'stock' }] as never), 2);
  });
});
