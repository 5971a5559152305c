import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  cardCode,
  parseCard,
  rankOf,
  suitOf,
  makeCard,
  ranksAdjacent,
  cardsAdjacent,
  parseDeal,
  formatDeal,
  parseMoves,
  formatMoves,
  formatMove,
  TURN_STOCK,
  cardName,
  cardLabel,
} from '../../src/engine/standalone.js';
import { ALL_CODES, prng, randomDealText } from './helpers.js';

const ORDERED = ALL_CODES.join(' ');

describe('card codes', () => {
  test('all 52 codes parse and format back to themselves, each a different card', () => {
    const seen = new Set<number>();
    for (const code of ALL_CODES) {
      const card = parseCard(code);
      assert.equal(cardCode(card), code);
      seen.add(card);
    }
    assert.equal(seen.size, 52);
  });

  test('rank then suit: TD is the ten of diamonds, AC the ace of clubs, KS the king of spades', () => {
    assert.equal(rankOf(parseCard('TD')), 10);
    assert.equal(suitOf(parseCard('TD')), 'D');
    assert.equal(rankOf(parseCard('AC')), 1);
    assert.equal(rankOf(parseCard('KS')), 13);
    assert.equal(suitOf(parseCard('KS')), 'S');
    assert.equal(parseCard('7H'), makeCard(7, 'H'));
    assert.equal(cardName(parseCard('7H')), '7 of hearts');
    assert.equal(cardLabel(parseCard('TS')), '10♠');
  });

  for (const [bad, mentions] of [
    ['1H', '"1"'],
    ['th', '"t"'],
    ['Th', '"h"'],
    ['10H', '10H'],
    ['T', 'T'],
    ['', 'card code'],
    ['XD', '"X"'],
    ['AX', '"X"'],
    ['ad', '"a"'],
  ] as const) {
    test(`"${bad}" is rejected naming the problem`, () => {
      assert.throws(
        () => parseCard(bad),
        (e: Error) => e.message.includes(mentions) && /card code|rank|suit/.test(e.message),
      );
    });
  }

  test('neighbours: one rank apart; King-Ace only with wrap; the same rank never', () => {
    for (let a = 1; a <= 13; a++) {
      for (let b = 1; b <= 13; b++) {
        const d = Math.abs(a - b);
        assert.equal(ranksAdjacent(a, b, false), d === 1, `${a}-${b} no wrap`);
        assert.equal(ranksAdjacent(a, b, true), d === 1 || d === 12, `${a}-${b} wrap`);
      }
    }
    assert.equal(cardsAdjacent(parseCard('KS'), parseCard('AH'), true), true);
    assert.equal(cardsAdjacent(parseCard('KS'), parseCard('AH'), false), false);
    assert.equal(cardsAdjacent(parseCard('7S'), parseCard('7H'), true), false);
  });
});

describe('deal text', () => {
  test('round trip: format(parse(text)) is the text, for the ordered deck and random decks', () => {
    assert.equal(formatDeal(parseDeal(ORDERED)), ORDERED);
    const rng = prng(7);
    for (let i = 0; i < 200; i++) {
      const text = randomDealText(rng);
      const deal = parseDeal(text);
      assert.equal(deal.length, 52);
      assert.equal(formatDeal(deal), text);
    }
  });

  test('positions: 0-27 peaks, 28 the first waste card, 29-51 the stock from the top', () => {
    const deal = parseDeal(ORDERED);
    assert.equal(cardCode(deal[0]), 'AC');
    assert.equal(cardCode(deal[28]), '3H');
    assert.equal(cardCode(deal[29]), '4H');
    assert.equal(cardCode(deal[51]), 'KS');
  });

  const codes = ALL_CODES;
  const cases: [string, string, RegExp][] = [
    ['51 codes', codes.slice(0, 51).join(' '), /51/],
    ['53 codes', [...codes, 'AC'].join(' '), /53/],
    ['a duplicate', [...codes.slice(0, 51), 'AC'].join(' '), /AC/],
    ['1H', ['1H', ...codes.slice(1)].join(' '), /1H/],
    ['lower case th', [...codes.slice(0, 9), 'th', ...codes.slice(10)].join(' '), /th/],
    ['lower case whole deal', ORDERED.toLowerCase(), /ac/],
    ['extra words', `${ORDERED} please`, /53|please/],
    ['a word in place of a card', ['hello', ...codes.slice(1)].join(' '), /hello/],
    ['double spaces', ORDERED.replace(' ', '  '), /single space/],
    ['a tab', ORDERED.replace(' ', '\t'), /single space/],
    ['commas', ALL_CODES.join(','), /card code|single space/],
    ['empty', '', /empty/],
    ['only spaces', '   ', /empty/],
  ];
  for (const [name, text, mentions] of cases) {
    test(`rejects ${name}, naming the problem`, () => {
      assert.throws(
        () => parseDeal(text),
        (e: Error) => {
          assert.match(e.message, mentions);
          return true;
        },
      );
    });
  }

  test('a duplicate is named with both positions', () => {
    const text = [...codes.slice(0, 51), '5C'].join(' ');
    assert.throws(() => parseDeal(text), /5C.*twice.*4.*51/);
  });

  test('a bad code is named with its position', () => {
    const text = [...codes.slice(0, 30), '1H', ...codes.slice(31)].join(' ');
    assert.throws(() => parseDeal(text), /position 30.*1H/);
  });
});

describe('move text', () => {
  test('the rules.md example parses to 7 plays, a stock turn and 2 plays, and formats back', () => {
    const text = '9D 8C 7H 6S 5H 4C 3D | JH QS';
    const moves = parseMoves(text);
    assert.equal(moves.length, 10);
    assert.deepEqual(
      moves.map((m) => m.kind),
      ['play', 'play', 'play', 'play', 'play', 'play', 'play', 'stock', 'play', 'play'],
    );
    assert.deepEqual(moves[0], { kind: 'play', card: parseCard('9D') });
    assert.equal(formatMoves(moves), text);
    assert.equal(formatMove(TURN_STOCK), '|');
  });

  test('empty move text is no moves; stock-only texts work', () => {
    assert.deepEqual(parseMoves(''), []);
    assert.deepEqual(parseMoves('   '), []);
    assert.equal(formatMoves(parseMoves('| | |')), '| | |');
    assert.equal(formatMoves([]), '');
  });

  test('random move texts round trip', () => {
    const rng = prng(3);
    for (let i = 0; i < 100; i++) {
      const tokens = Array.from({ length: 1 + Math.floor(rng() * 40) }, () => (rng() < 0.3 ? '|' : ALL_CODES[Math.floor(rng() * 52)]));
      assert.equal(formatMoves(parseMoves(tokens.join(' '))), tokens.join(' '));
    }
  });

  for (const [text, token] of [
    ['9D 8C 1H', '1H'],
    ['9D th', 'th'],
    ['9D ||', '||'],
    ['10S', '10S'],
    ['9D x 8C', 'x'],
    ['9D 8C, 7H', '8C,'],
  ] as const) {
    test(`"${text}" is rejected naming the bad token ${token}`, () => {
      assert.throws(
        () => parseMoves(text),
        (e: Error) => {
          assert.ok(e.message.includes(token), e.message);
          return true;
        },
      );
    });
  }

  test('a bad token is named with its place in the list', () => {
    assert.throws(() => parseMoves('9D 8C 1H'), /Move 3/);
  });
});
