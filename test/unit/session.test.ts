// The session's rules (src/tri-peaks-game/session.ts): which overlay is on top, and what
// each lets through. Pure, so tested here in Node.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { type SessionFacts, canPlay, covered, escapeCloses, sessionOf, shortcutsAct } from '../../src/tri-peaks-game/session.js';

const QUIET: SessionFacts = {
  question: false,
  statistics: false,
  settings: false,
  paused: false,
  elsewhere: false,
  replay: 'none',
  game: 'playing',
  dealing: false,
};
const at = (facts: Partial<SessionFacts>) => sessionOf({ ...QUIET, ...facts });

describe('session', () => {
  test('a game in play with nothing open: moves, keys, no cover, Escape closes nothing', () => {
    const s = at({});
    assert.equal(s.overlay, 'none');
    assert.equal(canPlay(s), true);
    assert.equal(shortcutsAct(s), true);
    assert.equal(covered(s), false);
    assert.equal(escapeCloses(s), null);
  });

  test('no move, undo or hint while a new deal is searched for, before the first deal, or once the game is over', () => {
    assert.equal(canPlay(at({ dealing: true })), false);
    assert.equal(canPlay(at({ game: 'none' })), false);
    assert.equal(canPlay(at({ game: 'over' })), false);
    assert.equal(at({ game: 'over' }).overlay, 'end');
  });

  test('the topmost overlay wins: question over statistics over pause over a line over the end over Settings', () => {
    const all: Partial<SessionFacts> = {
      question: true,
      statistics: true,
      settings: true,
      paused: true,
      elsewhere: true,
      replay: 'playing',
      game: 'over',
    };
    assert.equal(at(all).overlay, 'confirm');
    assert.equal(at({ ...all, question: false }).overlay, 'statistics');
    assert.equal(at({ ...all, question: false, statistics: false }).overlay, 'elsewhere');
    assert.equal(at({ ...all, question: false, statistics: false, elsewhere: false }).overlay, 'paused');
    assert.equal(at({ replay: 'playing', game: 'over', settings: true }).overlay, 'replay');
    assert.equal(at({ replay: 'played', game: 'over', settings: true }).overlay, 'end');
    assert.equal(at({ settings: true }).overlay, 'settings');
  });

  test('panels over the table cover it and hold the keys; Settings holds the keys but lets the cards play', () => {
    for (const facts of [{ question: true }, { statistics: true }, { paused: true }, { paused: true, elsewhere: true }]) {
      const s = at(facts);
      assert.equal(canPlay(s), false, s.overlay);
      assert.equal(shortcutsAct(s), false, s.overlay);
      assert.equal(covered(s), true, s.overlay);
    }
    const settings = at({ settings: true });
    assert.equal(canPlay(settings), true);
    assert.equal(shortcutsAct(settings), false);
    assert.equal(covered(settings), false);
  });

  test('a line playing leaves the keys to N and Escape; the end panel covers the table', () => {
    const line = at({ replay: 'playing', game: 'over' });
    assert.equal(canPlay(line), false);
    assert.equal(shortcutsAct(line), true);
    assert.equal(covered(line), false);
    assert.equal(covered(at({ game: 'over' })), true);
  });

  test('Escape closes the question, the statistics, Settings, a line still playing (not while a deal is searched), never a pause or the end', () => {
    assert.equal(escapeCloses(at({ question: true, statistics: true })), 'confirm');
    assert.equal(escapeCloses(at({ statistics: true })), 'statistics');
    assert.equal(escapeCloses(at({ settings: true })), 'settings');
    assert.equal(escapeCloses(at({ replay: 'playing', game: 'over' })), 'replay');
    assert.equal(escapeCloses(at({ replay: 'playing', game: 'over', dealing: true })), null);
    assert.equal(escapeCloses(at({ replay: 'played', game: 'over' })), null);
    assert.equal(escapeCloses(at({ paused: true })), null);
    assert.equal(escapeCloses(at({ game: 'over' })), null);
  });
});
