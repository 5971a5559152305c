// The statistics record: games merged by id, so copies merged in any order and as often as
// they meet agree, no game is lost or counted twice, a game left open counts as lost, and a
// reset (and an import after it) holds across merges. What is read is checked.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  type EntryState,
  type GameEntry,
  type RuleSet,
  type StatisticsRecord,
  NewerRecordError,
  Game,
  emptyRecord,
  formatRecord,
  importRecord,
  mergeRecords,
  nextTime,
  parseRecord,
  recordGame,
  resetRecord,
  statsFor,
  summarize,
} from '../../src/engine/standalone.js';
import { fnv1a } from '../../src/engine/rules/fnv.js';

const RULES: RuleSet = { layout: 'tri-peaks', wrap: true, wild: 0, mode: 'winnable', scoring: 'points' };
const NOW = Date.UTC(2026, 11, 2);

function entry(state: EntryState, at: number, score = 100) {
  return { state, at, score, seconds: 60, longestRun: 4, daily: null };
}

/** A record with the given games (id, state, minutes after NOW). */
function games(list: [string, EntryState, number][], from: StatisticsRecord = emptyRecord()): StatisticsRecord {
  return list.reduce((r, [id, state, minute]) => recordGame(r, RULES, id, entry(state, NOW + minute * 60_000)), from);
}

const counts = (r: StatisticsRecord, live: string[] = []) => {
  const s = statsFor(summarize(r, new Set(live)), RULES);
  return [s.played, s.won, s.currentStreak, s.bestStreak];
};

describe('statistics record', () => {
  test('copies of many games, some in an edited order, merge as "every game at its furthest state" says and count as a fresh copy does', () => {
    // Merges join ids in order and reuse what did not change (and its counts): checked against the rule itself.
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const states: EntryState[] = ['open', 'lost', 'won'];
    const copies = Array.from({ length: 4 }, (_, c) => {
      let r = emptyRecord();
      for (let i = 0; i < 300; i++) {
        const id = `g${Math.floor(random() * 400)}`;
        r = recordGame(r, RULES, id, entry(states[Math.floor(random() * 3)], NOW + Math.floor(random() * 1e6), i));
      }
      if (c !== 3) return r;
      // An edited text: the games in another order.
      const text = JSON.parse(formatRecord(r));
      const rule = Object.values(text.rules)[0] as { games: Record<string, unknown> };
      rule.games = Object.fromEntries(Object.entries(rule.games).reverse());
      return parseRecord(JSON.stringify(text), NOW);
    });
    const expected = (a: StatisticsRecord, b: StatisticsRecord) => {
      const found = new Map<string, GameEntry>();
      for (const r of [a, b]) {
        for (const [id, e] of Object.entries(Object.values(r.rules)[0]?.games ?? {})) {
          const other = found.get(id);
          const rank = (x: { state: EntryState }) => states.indexOf(x.state);
          if (!other || rank(e) > rank(other) || (rank(e) === rank(other) && e.at > other.at)) found.set(id, e);
        }
      }
      return [...found].sort(([p], [q]) => (p < q ? -1 : 1));
    };
    for (const a of copies) {
      for (const b of copies) {
        const merged = mergeRecords(a, b);
        assert.deepEqual(Object.entries(Object.values(merged.rules)[0].games), expected(a, b));
        assert.equal(formatRecord(merged), formatRecord(mergeRecords(b, a)));
        const fresh = parseRecord(formatRecord(merged), NOW);
        for (const live of [[], ['g1', 'g2', 'g3']]) assert.deepEqual(counts(merged, live), counts(fresh, live));
      }
    }
  });

  test('two tabs that each played games merge to every game, once, in any order, as often as they meet', () => {
    const tabA = games([
      ['a1', 'won', 1],
      ['a2', 'won', 3],
    ]);
    const tabB = games([
      ['b1', 'lost', 2],
      ['b2', 'won', 4],
    ]);
    const ab = mergeRecords(tabA, tabB);
    assert.deepEqual(formatRecord(ab), formatRecord(mergeRecords(tabB, tabA)));
    assert.deepEqual(formatRecord(mergeRecords(ab, tabA)), formatRecord(ab), 'merging again changes nothing');
    assert.deepEqual(formatRecord(mergeRecords(mergeRecords(tabA, tabB), ab)), formatRecord(ab));
    // In the order they ended: won, lost, won, won.
    assert.deepEqual(counts(ab), [4, 3, 2, 2]);
  });

  test('a game moves forward only: open, then lost or won; won wins over lost', () => {
    const open = games([['g', 'open', 1]]);
    const lost = games([['g', 'lost', 2]]);
    const won = games([['g', 'won', 3]]);
    assert.deepEqual(counts(mergeRecords(won, open)), [1, 1, 1, 1]);
    assert.deepEqual(counts(mergeRecords(open, lost)), [1, 0, 0, 0]);
    assert.deepEqual(counts(mergeRecords(lost, won)), [1, 1, 1, 1]);
  });

  test('games that ended at the same moment count in the order of their ids, however they are held', () => {
    // b lost after a won: the streak is 0; with the states swapped it is 1.
    const lostLast = games([
      ['b', 'lost', 5],
      ['a', 'won', 5],
    ]);
    const wonLast = games([
      ['a', 'lost', 5],
      ['b', 'won', 5],
    ]);
    assert.deepEqual(counts(lostLast), [2, 1, 0, 1]);
    assert.deepEqual(counts(wonLast), [2, 1, 1, 1]);
    // The same games held out of id order (as read, before any merge).
    const [key] = Object.keys(lostLast.rules);
    const { a, b } = lostLast.rules[key].games;
    assert.deepEqual(counts({ ...lostLast, rules: { [key]: { games: { b, a } } } }), [2, 1, 0, 1]);
  });

  test('an open game counts as lost unless it is the one being played', () => {
    const r = games([
      ['w', 'won', 1],
      ['left', 'open', 2],
    ]);
    assert.deepEqual(counts(r), [2, 1, 0, 1], 'left by a reload: lost');
    assert.deepEqual(counts(r, ['left']), [1, 1, 1, 1], 'still being played: not counted yet');
  });

  test('a reset holds against an older copy; an import after it brings the backup back', () => {
    const before = games([
      ['a', 'won', 1],
      ['b', 'won', 2],
    ]);
    const reset = resetRecord(before, NOW + 5 * 60_000);
    assert.deepEqual(counts(mergeRecords(reset, before)), [0, 0, 0, 0], 'another tab’s older copy does not undo the reset');
    const after = games([['c', 'lost', 6]], reset);
    assert.deepEqual(counts(mergeRecords(before, after)), [1, 0, 0, 0]);
    const restored = importRecord(after, parseRecord(formatRecord(before), NOW));
    assert.deepEqual(counts(restored), [3, 2, 0, 2]);
    assert.deepEqual(counts(mergeRecords(restored, reset)), [3, 2, 0, 2], 'the import holds against the reset');
  });

  test('round-trips through text; reads the earlier counts-only format as a starting point', () => {
    const r = games([
      ['a', 'won', 1],
      ['b', 'open', 2],
    ]);
    assert.deepEqual(parseRecord(formatRecord(r), NOW), r);
    const old = {
      format: 'tri-peaks-game/statistics',
      version: 1,
      rules: {
        'tri-peaks wrap wild0 winnable points': {
          ...{ played: 5, won: 3, currentStreak: 2, bestStreak: 2, bestScore: 900, fastestWin: 60, longestRun: 9 },
          ...{ dailyStreak: 0, bestDailyStreak: 0, lastDailyWon: null },
        },
      },
    };
    const migrated = parseRecord(JSON.stringify(old), NOW);
    assert.deepEqual(counts(games([['x', 'won', 1]], migrated)), [6, 4, 3, 3]);
    assert.deepEqual(counts(mergeRecords(migrated, migrated)), [5, 3, 2, 2], 'the same old record twice counts once');
  });

  test('Golf counts in strokes, fewest best; Golf once filed under points moves there, its points best forgotten', () => {
    const golf: RuleSet = { layout: 'golf', wrap: false, wild: 0, mode: 'winnable', scoring: 'strokes' };
    let r = recordGame(emptyRecord(), golf, 'g1', entry('won', NOW + 1, -3));
    r = recordGame(r, golf, 'g2', entry('lost', NOW + 2, 4));
    r = recordGame(r, golf, 'g3', entry('won', NOW + 3, -1));
    assert.equal(statsFor(summarize(r), golf).bestScore, -3);
    const old = {
      format: 'tri-peaks-game/statistics',
      version: 1,
      rules: {
        'golf nowrap wild0 winnable points': {
          ...{ played: 4, won: 1, currentStreak: 0, bestStreak: 1, bestScore: 2150, fastestWin: 300, longestRun: 9 },
          ...{ dailyStreak: 0, bestDailyStreak: 0, lastDailyWon: null },
        },
      },
    };
    const migrated = parseRecord(JSON.stringify(old), NOW);
    assert.deepEqual(Object.keys(migrated.rules), ['golf nowrap wild0 winnable strokes']);
    const s = statsFor(summarize(mergeRecords(migrated, r)), golf);
    assert.deepEqual([s.played, s.won, s.bestScore], [7, 3, -3]);
  });

  test('refuses what no game can have, saying where', () => {
    const text = formatRecord(games([['a', 'won', 1]]));
    const withEntry = (change: Record<string, unknown>) =>
      text.replace(/"a":\{[^}]*\}/, JSON.stringify({ a: { ...entry('won', NOW), ...change } }).slice(1, -1));
    const key = 'rules["tri-peaks wrap wild0 winnable points"].games["a"]';
    // JSON's 1e400 reads as Infinity.
    assert.throws(() => parseRecord(text.replace('"seconds":60', '"seconds":1e400'), NOW), {
      message: `${key}.seconds must be between 0 and 1000000000, not null`,
    });
    assert.throws(() => parseRecord(withEntry({ seconds: -5 }), NOW), /seconds must be between 0/);
    assert.throws(() => parseRecord(withEntry({ state: 'maybe' }), NOW), /state must be "open", "lost" or "won"/);
    assert.throws(() => parseRecord(withEntry({ longestRun: 99 }), NOW), /longestRun must be a whole number from 0 to 54/);
    assert.throws(() => parseRecord(text.replace('"since":0', `"since":${NOW + 3 * 86_400_000}`), NOW), /not in the future/);
    assert.throws(() => parseRecord(text.replace('"resets":0', '"resets":-1'), NOW), /resets must be a whole number/);
    assert.throws(() => parseRecord(text.replace('"version":2', '"version":3'), NOW), NewerRecordError);
    assert.throws(() => parseRecord(' '.repeat(20_000_001), NOW), /at most 20000 KB/);
    assert.doesNotThrow(() => parseRecord(text + ' '.repeat(20_000_001), NOW, 'storage'));
  });

  test("the storage's own record is read with its reset in the future (this clock behind); an import still refuses one", () => {
    const ahead = resetRecord(emptyRecord(), NOW + 3 * 86_400_000);
    const stored = formatRecord(games([['a', 'won', 3 * 24 * 60 + 1]], ahead));
    assert.deepEqual(counts(parseRecord(stored, NOW, 'storage')), [1, 1, 1, 1]);
    assert.throws(() => parseRecord(stored, NOW), /not in the future/);
  });

  test('a byte order mark before the text is read past', () => {
    const r = games([['a', 'won', 1]]);
    assert.deepEqual(parseRecord(`\uFEFF${formatRecord(r)}`, NOW), r);
  });

  test('an error quotes a huge bad field cut short (a 19 MB string is named, not copied)', () => {
    const huge = 'x'.repeat(19_000_000);
    const text = formatRecord(games([['a', 'won', 1]])).replace('"state":"won"', `"state":"${huge}"`);
    const badId = formatRecord(games([['a', 'won', 1]])).replace('"a":', `"${huge}":`);
    for (const bad of [text, badId, `{"format":"${huge}"}`, huge]) {
      let message = '';
      try {
        parseRecord(bad, NOW, 'storage');
      } catch (e) {
        message = (e as Error).message;
      }
      assert.ok(message.length > 0 && message.length < 400, `${message.length} characters: ${message.slice(0, 200)}`);
    }
  });

  test('a clock set back: games after a reset still count, in the order they were played', () => {
    let r = games([['a', 'won', 60]]);
    r = resetRecord(r, nextTime(r, NOW + 30 * 60_000));
    // The clock is now an hour behind the reset: each game still goes after everything recorded.
    for (const [id, state] of [
      ['b', 'won'],
      ['c', 'lost'],
      ['d', 'won'],
    ] as const)
      r = recordGame(r, RULES, id, entry(state, nextTime(r, NOW)));
    assert.deepEqual(counts(r), [3, 2, 1, 1], 'counted after the reset, the streak in the order played');
  });

  test('a saved game with negative or fractional undos or hints is refused, even with its check made good', () => {
    const game = new Game(
      '3C 2C 3D 2D 5C 4C 5D 4D 5H TC 9C TD 9D TH 9H TS JH 3H 2H 9S 2S 6C 6D 6H 6S QH QS 3S KC KD KH KS 4H 5S 4S 7H JS AC 7S AD AH 8S AS JC QC JD 8C 7C 8D 7D 8H QD',
    );
    const forge = (change: Record<string, unknown>) => {
      const { check: _, ...body } = JSON.parse(game.save()) as Record<string, unknown>;
      const forged = { ...body, ...change };
      // The check guards against accidents, not forgers: a forger computes it again.
      return JSON.stringify({ ...forged, check: fnv1a(JSON.stringify(forged)).toString(16).padStart(8, '0') });
    };
    assert.equal(Game.load(forge({ undos: 2 })).undos, 2, 'a forged save with sound numbers loads: the check is made good');
    assert.throws(() => Game.load(forge({ undos: -5 })), { message: "This saved game's undos must be a whole number ≥ 0, not -5" });
    assert.throws(() => Game.load(forge({ hints: 1.5 })), /hints must be a whole number/);
  });
});
