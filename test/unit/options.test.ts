// The attribute and property parsers (src/tri-peaks-game/options.ts): each gives a value of
// its property's type, and a bad value falls back to the default with one warning.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { OPTION_PARSERS, type Warn, parseSeed, parseWrap, warnOnce } from '../../src/tri-peaks-game/options.js';

/** A Warn that records what it is told. */
function told(): Warn & { seen: string[] } {
  const seen: string[] = [];
  const warn = ((option, value, fallback, why) => void seen.push(`${option}|${String(value)}|${fallback}|${why}`)) as Warn & {
    seen: string[];
  };
  warn.seen = seen;
  return warn;
}

describe('option parsers', () => {
  test('choices: case and spaces forgiven, anything else the default with one warning naming the choices', () => {
    const warn = told();
    assert.equal(OPTION_PARSERS.layout(' GOLF ', warn, 'layout'), 'golf');
    assert.equal(OPTION_PARSERS.deal('hard', warn, 'deal'), 'hard');
    assert.equal(OPTION_PARSERS.scoring(null, warn, 'scoring'), 'points');
    assert.deepEqual(warn.seen, []);
    assert.equal(OPTION_PARSERS.layout('spider', warn, 'layout'), 'tri-peaks');
    assert.equal(OPTION_PARSERS.deal({}, warn, 'deal'), 'winnable');
    assert.deepEqual(warn.seen, [
      'layout|spider|"tri-peaks"|use "tri-peaks" or "golf"',
      'deal|[object Object]|"winnable"|use "winnable" or "any" or "easy" or "medium" or "hard"',
    ]);
  });

  test('wild is a number of jokers, 0 to 2', () => {
    const warn = told();
    assert.equal(OPTION_PARSERS.wild('2', warn, 'wild'), 2);
    assert.equal(OPTION_PARSERS.wild(1, warn, 'wild'), 1);
    assert.equal(OPTION_PARSERS.wild('3', warn, 'wild'), 0);
    assert.equal(warn.seen.length, 1);
  });

  test('flags and wrap: on and off words; wrap absent is null (the layout decides)', () => {
    const warn = told();
    assert.equal(OPTION_PARSERS.faceUp('', warn, 'faceUp'), true);
    assert.equal(OPTION_PARSERS.largePrint('off', warn, 'largePrint'), false);
    assert.equal(OPTION_PARSERS.sound(true, warn, 'sound'), true);
    assert.equal(OPTION_PARSERS.muted('constructor', warn, 'muted'), false);
    assert.equal(parseWrap(null, warn), null);
    assert.equal(parseWrap('On', warn), true);
    assert.equal(parseWrap('false', warn), false);
    assert.equal(parseWrap('maybe', warn), null);
    assert.equal(warn.seen.length, 2);
  });

  test('seed: text up to 200 characters or a real daily date, else a random seed (null)', () => {
    const warn = told();
    assert.equal(parseSeed(' 42 ', warn), '42');
    assert.equal(parseSeed('daily:2026-02-28', warn), 'daily:2026-02-28');
    assert.equal(parseSeed(7, warn), '7');
    assert.equal(parseSeed(null, warn), null);
    assert.deepEqual(warn.seen, []);
    assert.equal(parseSeed('x'.repeat(201), warn), null);
    assert.equal(parseSeed('daily:2026-02-30', warn), null);
    assert.equal(parseSeed(Number.NaN, warn), null);
    assert.equal(warn.seen.length, 3);
  });

  test('save-key, storage, beforeNewDeal and its limit: the right kind of value, else none (or 30 s)', () => {
    const warn = told();
    assert.equal(OPTION_PARSERS.saveKey('game', warn, 'saveKey'), 'game');
    assert.equal(OPTION_PARSERS.saveKey('  ', warn, 'saveKey'), null);
    const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    assert.equal(OPTION_PARSERS.storage(storage, warn, 'storage'), storage);
    assert.equal(OPTION_PARSERS.storage({ getItem: () => null }, warn, 'storage'), null);
    const hook = () => Promise.resolve();
    assert.equal(OPTION_PARSERS.beforeNewDeal(hook, warn, 'beforeNewDeal'), hook);
    assert.equal(OPTION_PARSERS.beforeNewDeal('ad()', warn, 'beforeNewDeal'), null);
    assert.equal(OPTION_PARSERS.beforeNewDealLimit(500, warn, 'beforeNewDealLimit'), 500);
    assert.equal(OPTION_PARSERS.beforeNewDealLimit(-1, warn, 'beforeNewDealLimit'), 30_000);
    assert.equal(warn.seen.length, 4);
  });

  test('warnOnce says each bad value once, naming the element, the option, the value and the fallback', (t) => {
    const said: string[] = [];
    t.mock.method(console, 'warn', (text: string) => said.push(text));
    const warn = warnOnce();
    OPTION_PARSERS.layout('spider', warn, 'layout');
    OPTION_PARSERS.layout('spider', warn, 'layout');
    assert.deepEqual(said, ['<tri-peaks-game>: layout="spider" is not valid (use "tri-peaks" or "golf"); using "tri-peaks".']);
  });
});
