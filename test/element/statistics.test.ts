// Statistics: each rule of what a game adds to the record, kept per rule set, and the
// record's JSON text (export/import) refused with a clear reason when it is not sound.
import { expect } from '@open-wc/testing';
import {
  type GameResult,
  type RuleSet,
  type Statistics,
  dailyStreakOn,
  emptyStatistics,
  formatStatistics,
  parseStatistics,
  recordResult,
  ruleSetKey,
  statsFor,
  winRate,
} from '../../src/engine/standalone.js';

const RULES: RuleSet = { layout: 'tri-peaks', wrap: true, wild: 0, mode: 'winnable', scoring: 'points' };
const GOLF: RuleSet = { layout: 'golf', wrap: false, wild: 2, mode: 'any', scoring: 'strokes' };

const WIN: GameResult = { won: true, score: 100, seconds: 90, longestRun: 5, daily: null };
const LOSS: GameResult = { won: false, score: 20, seconds: 60, longestRun: 3, daily: null };

/** The record after `results`, in order, all under `rules`. */
function play(results: GameResult[], rules: RuleSet = RULES, from: Statistics = emptyStatistics()): Statistics {
  return results.reduce((stats, result) => recordResult(stats, rules, result), from);
}

/** A daily deal won on `date`. */
function daily(date: string, won = true): GameResult {
  return { ...WIN, won, daily: date };
}

/** The message parseStatistics throws for `text`. */
function parseError(text: string): string {
  try {
    parseStatistics(text);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`parseStatistics accepted ${text}`);
}

/** A sound record's text with one rule set's fields changed. */
function recordWith(changes: Record<string, unknown>): string {
  const record = JSON.parse(formatStatistics(play([WIN, LOSS]))) as { rules: Record<string, Record<string, unknown>> };
  Object.assign(record.rules[ruleSetKey(RULES)], changes);
  return JSON.stringify(record);
}

describe('statistics', () => {
  it('keys a rule set by every rule, stably', () => {
    expect(ruleSetKey(RULES)).to.equal('tri-peaks wrap wild0 winnable points');
    expect(ruleSetKey(GOLF)).to.equal('golf nowrap wild2 any strokes');
    expect(ruleSetKey({ ...RULES })).to.equal(ruleSetKey(RULES));
  });

  it('starts with zeros and no win rate', () => {
    const s = statsFor(emptyStatistics(), RULES);
    expect(s).to.deep.equal({
      played: 0,
      won: 0,
      currentStreak: 0,
      bestStreak: 0,
      bestScore: null,
      fastestWin: null,
      longestRun: 0,
      dailyStreak: 0,
      bestDailyStreak: 0,
      lastDailyWon: null,
    });
    expect(winRate(s)).to.equal(null);
  });

  it('counts games played and won, and the win rate', () => {
    const s = statsFor(play([WIN, LOSS, WIN, LOSS]), RULES);
    expect([s.played, s.won]).to.deep.equal([4, 2]);
    expect(winRate(s)).to.equal(0.5);
    expect(winRate(statsFor(play([LOSS]), RULES))).to.equal(0);
    expect(winRate(statsFor(play([WIN]), RULES))).to.equal(1);
  });

  it('keeps the current and best streak of wins: a loss resets the current one only', () => {
    const stats = play([WIN, WIN, LOSS, WIN]);
    const s = statsFor(stats, RULES);
    expect([s.currentStreak, s.bestStreak]).to.deep.equal([1, 2]);
    const later = statsFor(play([WIN, WIN], RULES, stats), RULES);
    expect([later.currentStreak, later.bestStreak]).to.deep.equal([3, 3]);
  });

  it('keeps the highest score of a game won or lost', () => {
    const s = statsFor(
      play([
        { ...WIN, score: 80 },
        { ...LOSS, score: 150 },
        { ...WIN, score: 120 },
      ]),
      RULES,
    );
    expect(s.bestScore).to.equal(150);
    const dollars = statsFor(
      play([
        { ...LOSS, score: -52 },
        { ...LOSS, score: -10 },
        { ...LOSS, score: -30 },
      ]),
      RULES,
    );
    expect(dollars.bestScore).to.equal(-10);
  });

  it('keeps the lowest score for strokes', () => {
    const s = statsFor(
      play(
        [
          { ...LOSS, score: 12 },
          { ...WIN, score: 7 },
          { ...WIN, score: 9 },
        ],
        GOLF,
      ),
      GOLF,
    );
    expect(s.bestScore).to.equal(7);
  });

  it('keeps the fastest win, whatever the time of a loss', () => {
    const s = statsFor(
      play([
        { ...WIN, seconds: 90 },
        { ...LOSS, seconds: 10 },
        { ...WIN, seconds: 75 },
        { ...WIN, seconds: 80 },
      ]),
      RULES,
    );
    expect(s.fastestWin).to.equal(75);
    expect(statsFor(play([{ ...LOSS, seconds: 10 }]), RULES).fastestWin).to.equal(null);
  });

  it('keeps the longest run, won or lost', () => {
    const s = statsFor(
      play([
        { ...WIN, longestRun: 6 },
        { ...LOSS, longestRun: 11 },
        { ...WIN, longestRun: 8 },
      ]),
      RULES,
    );
    expect(s.longestRun).to.equal(11);
  });

  it('extends the daily streak over consecutive dates, across a leap day and a year end', () => {
    const dates = ['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01'];
    const s = statsFor(play(dates.map((date) => daily(date))), RULES);
    expect([s.dailyStreak, s.bestDailyStreak, s.lastDailyWon]).to.deep.equal([4, 4, '2028-03-01']);
    const newYear = statsFor(play([daily('2027-12-30'), daily('2027-12-31'), daily('2028-01-01')]), RULES);
    expect([newYear.dailyStreak, newYear.lastDailyWon]).to.deep.equal([3, '2028-01-01']);
  });

  it("shows the daily streak while yesterday's or today's daily deal was the last won, and 0 after a day missed", () => {
    const s = statsFor(play([daily('2028-01-01'), daily('2028-01-02')]), RULES);
    expect(['2028-01-02', '2028-01-03', '2028-01-04', '2029-01-02'].map((today) => dailyStreakOn(s, today))).to.deep.equal([2, 2, 0, 0]);
    expect(dailyStreakOn(statsFor(emptyStatistics(), RULES), '2028-01-01')).to.equal(0);
  });

  it('breaks the daily streak where a date is skipped, even a leap day or a month end', () => {
    // 2027 has no February 29: March 1 follows February 28.
    expect(statsFor(play([daily('2027-02-28'), daily('2027-03-01')]), RULES).dailyStreak).to.equal(2);
    expect(statsFor(play([daily('2028-02-28'), daily('2028-03-01')]), RULES).dailyStreak).to.equal(1);
    expect(statsFor(play([daily('2028-04-30'), daily('2028-05-01')]), RULES).dailyStreak).to.equal(2);
    expect(statsFor(play([daily('2028-04-29'), daily('2028-05-01')]), RULES).dailyStreak).to.equal(1);
  });

  it('changes nothing in the daily streak when the same date is won again', () => {
    const s = statsFor(play([daily('2028-01-01'), daily('2028-01-02'), daily('2028-01-02')]), RULES);
    expect([s.dailyStreak, s.bestDailyStreak, s.lastDailyWon]).to.deep.equal([2, 2, '2028-01-02']);
    expect([s.played, s.won]).to.deep.equal([3, 3]);
  });

  it('starts the daily streak again at 1 after a gap, keeping the best', () => {
    const s = statsFor(play([daily('2028-01-01'), daily('2028-01-02'), daily('2028-01-03'), daily('2028-01-05')]), RULES);
    expect([s.dailyStreak, s.bestDailyStreak, s.lastDailyWon]).to.deep.equal([1, 3, '2028-01-05']);
  });

  it('does not break the daily streak for a daily deal lost, nor count it', () => {
    const s = statsFor(play([daily('2028-01-01'), daily('2028-01-02', false), daily('2028-01-02')]), RULES);
    expect([s.dailyStreak, s.lastDailyWon]).to.deep.equal([2, '2028-01-02']);
    const lostOnly = statsFor(play([daily('2028-01-01'), daily('2028-01-02', false)]), RULES);
    expect([lostOnly.dailyStreak, lostOnly.lastDailyWon]).to.deep.equal([1, '2028-01-01']);
  });

  it('does not touch the daily streak for a game that is not a daily deal', () => {
    const s = statsFor(play([daily('2028-01-01'), WIN, LOSS, daily('2028-01-02')]), RULES);
    expect(s.dailyStreak).to.equal(2);
  });

  it('refuses a result no game can have', () => {
    expect(() => recordResult(emptyStatistics(), RULES, daily('2027-02-29'))).to.throw(RangeError, '"2027-02-29"');
    expect(() => recordResult(emptyStatistics(), RULES, daily('2028-1-2'))).to.throw(RangeError, 'YYYY-MM-DD');
    expect(() => recordResult(emptyStatistics(), RULES, { ...WIN, seconds: -1 })).to.throw(RangeError, 'time');
    expect(() => recordResult(emptyStatistics(), RULES, { ...WIN, score: NaN })).to.throw(RangeError, 'score');
    expect(() => recordResult(emptyStatistics(), RULES, { ...WIN, longestRun: 1.5 })).to.throw(RangeError, 'longest run');
  });

  it('keeps rule sets apart', () => {
    const noWrap: RuleSet = { ...RULES, wrap: false };
    let stats = play([WIN, WIN]);
    stats = play([LOSS], noWrap, stats);
    stats = play([{ ...WIN, score: 5 }], GOLF, stats);
    expect(Object.keys(stats.rules)).to.have.length(3);
    expect([statsFor(stats, RULES).played, statsFor(stats, RULES).currentStreak]).to.deep.equal([2, 2]);
    expect([statsFor(stats, noWrap).played, statsFor(stats, noWrap).won]).to.deep.equal([1, 0]);
    expect(statsFor(stats, GOLF).bestScore).to.equal(5);
    expect(statsFor(stats, { ...RULES, wild: 1 }).played).to.equal(0);
  });

  it('is pure: the record given and the stats read are never changed', () => {
    const before = play([WIN, daily('2028-01-01')]);
    const copy = JSON.parse(JSON.stringify(before)) as Statistics;
    const after = recordResult(before, RULES, LOSS);
    recordResult(before, GOLF, WIN);
    expect(before).to.deep.equal(copy);
    expect(after).to.not.equal(before);
    expect(statsFor(after, RULES).played).to.equal(3);
    statsFor(after, RULES).played = 99;
    expect(statsFor(after, RULES).played).to.equal(3);
    expect(emptyStatistics()).to.not.equal(emptyStatistics());
  });

  it('round-trips through formatStatistics and parseStatistics', () => {
    const stats = play([{ ...LOSS, score: 14 }, daily('2028-02-29')], GOLF, play([WIN, LOSS, daily('2028-12-31'), daily('2029-01-01')]));
    const text = formatStatistics(stats);
    expect(JSON.parse(text)).to.have.property('format', 'tri-peaks-game/statistics');
    expect(parseStatistics(text)).to.deep.equal(stats);
    expect(formatStatistics(parseStatistics(text))).to.equal(text);
    expect(parseStatistics(formatStatistics(emptyStatistics()))).to.deep.equal(emptyStatistics());
  });

  it('says what is wrong with text that is not statistics', () => {
    expect(parseError('{"format": ')).to.match(/^the statistics are not JSON \(/);
    expect(parseError('[1, 2]')).to.equal('the statistics are not an object but [1,2]');
    expect(parseError('{"format": "tri-peaks-game/saved", "version": 1, "rules": {}}')).to.equal(
      'this is not tri-peaks-game statistics: format is "tri-peaks-game/saved", not "tri-peaks-game/statistics"',
    );
    expect(parseError('{"format": "tri-peaks-game/statistics", "version": 2, "rules": {}}')).to.equal(
      'the statistics have version 2; this release reads version 1',
    );
    expect(parseError('{"format": "tri-peaks-game/statistics", "version": 1}')).to.equal(
      "the statistics' rules must be an object, not missing",
    );
  });

  it('says which field of a rule set is wrong', () => {
    const where = `rules["${ruleSetKey(RULES)}"]`;
    expect(parseError(recordWith({ played: -1 }))).to.equal(`${where}.played must be a whole number from 0 to 1000000000, not -1`);
    expect(parseError(recordWith({ longestRun: '4' }))).to.equal(
      `${where}.longestRun must be a whole number from 0 to 1000000000, not "4"`,
    );
    expect(parseError(recordWith({ bestStreak: undefined }))).to.equal(
      `${where}.bestStreak must be a whole number from 0 to 1000000000, not missing`,
    );
    expect(parseError(recordWith({ won: 3 }))).to.equal(`${where}.won (3) is more than played (2)`);
    expect(parseError(recordWith({ lastDailyWon: 20280101 }))).to.equal(
      `${where}.lastDailyWon must be a date "YYYY-MM-DD" or null, not 20280101`,
    );
    expect(parseError(recordWith({ lastDailyWon: '2027-02-29' }))).to.match(/lastDailyWon must be a date/);
    expect(parseError(recordWith({ bestScore: 'high' }))).to.equal(
      `${where}.bestScore must be a number from -1000000000 to 1000000000 or null, not "high"`,
    );
    expect(parseError(recordWith({ fastestWin: -3 }))).to.equal(`${where}.fastestWin must be seconds from 0 to 1000000000 or null, not -3`);
    expect(parseError(recordWith({ currentStreak: 2, bestStreak: 1 }))).to.equal(`${where}.currentStreak (2) is more than bestStreak (1)`);
  });
});
