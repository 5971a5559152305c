/**
 * Statistics (`save-key`): what the player has done, kept per rule set, since a win under
 * one set of rules says nothing about another. Plain data in, plain data out: no DOM and no
 * storage here, so the element decides when a game counts and where the record is kept,
 * and every rule can be tested on its own. The record is JSON text for storage and for
 * export/import; text that is not a sound record is refused with an error saying why.
 */
import { dayNumber } from '../engine/dates.js';

/** The rules a result was played under: statistics are kept per rule set. */
export interface RuleSet {
  readonly layout: 'tri-peaks' | 'golf';
  readonly wrap: boolean;
  readonly wild: number;
  readonly mode: 'winnable' | 'any';
  readonly scoring: string;
}

/** What is known of the games played under one rule set. */
export interface RuleStats {
  played: number;
  won: number;
  /** Consecutive wins up to the latest game. */
  currentStreak: number;
  bestStreak: number;
  /** The best score of a game won or lost (points or dollars): the highest, or for `strokes` the lowest. */
  bestScore: number | null;
  /** In seconds. */
  fastestWin: number | null;
  /** Cards in one run. */
  longestRun: number;
  /** Consecutive calendar dates whose daily deal was won. */
  dailyStreak: number;
  bestDailyStreak: number;
  /** 'YYYY-MM-DD'. */
  lastDailyWon: string | null;
}

/** Everything recorded, in the shape stored and exported. */
export interface Statistics {
  readonly format: 'tri-peaks-game/statistics';
  readonly version: 1;
  readonly rules: Readonly<Record<string, RuleStats>>;
}

/** One finished game (or one left, which counts as lost). */
export interface GameResult {
  readonly won: boolean;
  readonly score: number;
  readonly seconds: number;
  readonly longestRun: number;
  /** The date of a daily deal ('YYYY-MM-DD'), or null. */
  readonly daily: string | null;
}

const FORMAT = 'tri-peaks-game/statistics';
const VERSION = 1;

/** A stable text key for a rule set, e.g. "tri-peaks wrap wild0 winnable points" (shown nowhere; used as the record's key). */
export function ruleSetKey(rules: RuleSet): string {
  return `${rules.layout} ${rules.wrap ? 'wrap' : 'nowrap'} wild${rules.wild} ${rules.mode} ${rules.scoring}`;
}

/** A record with no game in it. */
export function emptyStatistics(): Statistics {
  return { format: FORMAT, version: VERSION, rules: {} };
}

/** 0 for every count, null for the rest. */
function zeros(): RuleStats {
  return Object.fromEntries(FIELDS.map(([name, what]) => [name, what === COUNT ? 0 : null])) as unknown as RuleStats;
}

/** The statistics of one rule set (zeros when none yet); a copy, so changing it changes no record. */
export function statsFor(stats: Statistics, rules: RuleSet): RuleStats {
  const key = ruleSetKey(rules);
  return Object.hasOwn(stats.rules, key) ? { ...stats.rules[key] } : zeros();
}

/**
 * The daily streak as it stands on `today` ('YYYY-MM-DD'): it lasts while the last daily
 * deal won is today's or yesterday's, and is 0 once a day has gone by without one.
 */
export function dailyStreakOn(s: RuleStats, today: string): number {
  const last = s.lastDailyWon === null ? null : dayNumber(s.lastDailyWon);
  const day = dayNumber(today);
  return last !== null && day !== null && day - last <= 1 ? s.dailyStreak : 0;
}

/** Games won out of games played (0..1), null with no game played. */
export function winRate(s: RuleStats): number | null {
  return s.played === 0 ? null : s.won / s.played;
}

function isWholeCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

const COUNT = 'a whole number ≥ 0';

/** A record's fields in the order they are stored, each with what a sound value is (as the error says it) and the test. */
const FIELDS: readonly (readonly [keyof RuleStats, string, (value: unknown) => boolean])[] = [
  ['played', COUNT, isWholeCount],
  ['won', COUNT, isWholeCount],
  ['currentStreak', COUNT, isWholeCount],
  ['bestStreak', COUNT, isWholeCount],
  ['bestScore', 'a number or null', (v) => v === null || isFiniteNumber(v)],
  ['fastestWin', 'seconds ≥ 0 or null', (v) => v === null || (isFiniteNumber(v) && v >= 0)],
  ['longestRun', COUNT, isWholeCount],
  ['dailyStreak', COUNT, isWholeCount],
  ['bestDailyStreak', COUNT, isWholeCount],
  ['lastDailyWon', 'a date "YYYY-MM-DD" or null', (v) => v === null || (typeof v === 'string' && dayNumber(v) !== null)],
];

type Count = 'played' | 'won' | 'currentStreak' | 'bestStreak' | 'dailyStreak' | 'bestDailyStreak';

/** Counts that can never be more than another: [a, b] with a ≤ b. */
const AT_MOST: readonly (readonly [Count, Count])[] = [
  ['won', 'played'],
  ['currentStreak', 'bestStreak'],
  ['bestStreak', 'won'],
  ['dailyStreak', 'bestDailyStreak'],
  ['bestDailyStreak', 'won'],
];

/**
 * The statistics after one more game (pure: returns a new object). A loss resets the current
 * streak; a daily deal won on the day after lastDailyWon extends the daily streak, on the same
 * day changes nothing, otherwise starts at 1; a daily deal lost does not break the daily streak
 * by itself (only a gap in dates does). Throws a RangeError for a result no game can have.
 */
export function recordResult(stats: Statistics, rules: RuleSet, result: GameResult): Statistics {
  const { won, score, seconds, longestRun, daily } = result;
  if (!Number.isFinite(score)) throw new RangeError(`a game's score must be a finite number, not ${score}`);
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`a game's time must be seconds ≥ 0, not ${seconds}`);
  if (!Number.isInteger(longestRun) || longestRun < 0)
    throw new RangeError(`a game's longest run must be a whole number ≥ 0, not ${longestRun}`);
  const dailyDay = daily === null ? null : dayNumber(daily);
  if (daily !== null && dailyDay === null) throw new RangeError(`a daily deal's date must be a real date "YYYY-MM-DD", not "${daily}"`);

  const s = statsFor(stats, rules);
  s.played += 1;
  if (won) {
    s.won += 1;
    s.currentStreak += 1;
    s.bestStreak = Math.max(s.bestStreak, s.currentStreak);
    s.fastestWin = s.fastestWin === null ? seconds : Math.min(s.fastestWin, seconds);
  } else {
    s.currentStreak = 0;
  }
  const lowestIsBest = rules.scoring === 'strokes';
  if (s.bestScore === null || (lowestIsBest ? score < s.bestScore : score > s.bestScore)) s.bestScore = score;
  s.longestRun = Math.max(s.longestRun, longestRun);
  if (won && daily !== null && daily !== s.lastDailyWon) {
    const lastDay = s.lastDailyWon === null ? null : dayNumber(s.lastDailyWon);
    s.dailyStreak = lastDay !== null && dailyDay === lastDay + 1 ? s.dailyStreak + 1 : 1;
    s.bestDailyStreak = Math.max(s.bestDailyStreak, s.dailyStreak);
    s.lastDailyWon = daily;
  }
  return { format: FORMAT, version: VERSION, rules: { ...stats.rules, [ruleSetKey(rules)]: s } };
}

/** The statistics as JSON text, for storage and export (only the record's own fields). */
export function formatStatistics(stats: Statistics): string {
  const rules = Object.fromEntries(Object.entries(stats.rules).map(([key, s]) => [key, pick(s)]));
  return JSON.stringify({ format: FORMAT, version: VERSION, rules }, null, 2);
}

function pick(s: RuleStats): RuleStats {
  return Object.fromEntries(FIELDS.map(([name]) => [name, s[name]])) as unknown as RuleStats;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  return value === undefined ? 'missing' : JSON.stringify(value);
}

/**
 * Statistics from JSON text (an export, or what storage held). Throws an Error saying exactly
 * what is wrong: not JSON, wrong format or version, a field of the wrong type or negative,
 * counts that contradict each other (played < won...). Fields it does not know are dropped.
 */
export function parseStatistics(text: string): Statistics {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new Error(`the statistics are not JSON (${(e as Error).message})`);
  }
  if (!isObject(data)) throw new Error(`the statistics are not an object but ${show(data)}`);
  if (data.format !== FORMAT) throw new Error(`this is not tri-peaks-game statistics: format is ${show(data.format)}, not "${FORMAT}"`);
  if (data.version !== VERSION) throw new Error(`the statistics have version ${show(data.version)}; this release reads version ${VERSION}`);
  if (!isObject(data.rules)) throw new Error(`the statistics' rules must be an object, not ${show(data.rules)}`);
  const rules = Object.entries(data.rules).map(([key, value]) => [key, parseRuleStats(key, value)] as const);
  return { format: FORMAT, version: VERSION, rules: Object.fromEntries(rules) };
}

function parseRuleStats(key: string, value: unknown): RuleStats {
  const where = `rules[${JSON.stringify(key)}]`;
  if (!isObject(value)) throw new Error(`${where} must be an object, not ${show(value)}`);
  const fields = FIELDS.map(([name, what, sound]) => {
    if (!sound(value[name])) throw new Error(`${where}.${name} must be ${what}, not ${show(value[name])}`);
    return [name, value[name]];
  });
  const s = Object.fromEntries(fields) as unknown as RuleStats;
  for (const [a, b] of AT_MOST) {
    if (s[a] > s[b]) throw new Error(`${where}.${a} (${s[a]}) is more than ${b} (${s[b]})`);
  }
  if (s.played > 0 && s.bestScore === null) throw new Error(`${where}.bestScore is null though ${s.played} games were played`);
  if (s.won > 0 && s.fastestWin === null) throw new Error(`${where}.fastestWin is null though ${s.won} games were won`);
  if (s.won === 0 && s.fastestWin !== null) throw new Error(`${where}.fastestWin is ${s.fastestWin} though no game was won`);
  if (s.dailyStreak > 0 && s.lastDailyWon === null) throw new Error(`${where}.dailyStreak is ${s.dailyStreak} but lastDailyWon is null`);
  return s;
}
