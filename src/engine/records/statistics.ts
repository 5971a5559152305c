/**
 * Statistics: what the player has done, kept per rule set, since a win under one set of
 * rules says nothing about another. Plain data in, plain data out: no DOM and no storage.
 *
 * What is stored is a record of games, not of counts (`StatisticsRecord`): every game
 * that was started has an entry under its own id, and two records are merged by id
 * (`mergeRecords`), so two tabs, a slow cloud storage and an import can each bring
 * what they know and no game is lost or counted twice. An entry only moves forward
 * (open, then lost or won; won wins), and a reset is a date before which nothing counts
 * (the latest reset wins; an import is a reset back to the imported record's date, so a
 * backup brought back after a reset counts again); so merging is the same in any order
 * and as often as it happens. The counts the
 * player sees (`Statistics`: played, streaks, bests) are derived from the games in the
 * order they ended (`summarize`). A record from before this format (counts only) is
 * kept as the rule set's starting point (`before`).
 */
import { dayNumber } from '../rules/dates.js';
import type { DealMode } from '../deals/seed.js';

/** The rules a result was played under: statistics are kept per rule set. */
export interface RuleSet {
  readonly layout: 'tri-peaks' | 'golf';
  readonly wrap: boolean;
  readonly wild: number;
  /** The deal mode: a tier (`easy`, `medium`, `hard`) keeps statistics of its own. */
  readonly mode: DealMode;
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

/** The largest count, score or time a record may claim: beyond any real player, far below what breaks arithmetic. */
const LIMIT = 1e9;

function isWholeCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= LIMIT;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= LIMIT;
}

const COUNT = `a whole number from 0 to ${LIMIT}`;

type Fields<T> = readonly (readonly [keyof T & string, string, (value: unknown) => boolean])[];

const DATE_OR_NULL = 'a date "YYYY-MM-DD" or null';
const isDateOrNull = (v: unknown) => v === null || (typeof v === 'string' && dayNumber(v) !== null);

/** A record's fields in the order they are stored, each with what a sound value is (as the error says it) and the test. */
const FIELDS: Fields<RuleStats> = [
  ['played', COUNT, isWholeCount],
  ['won', COUNT, isWholeCount],
  ['currentStreak', COUNT, isWholeCount],
  ['bestStreak', COUNT, isWholeCount],
  ['bestScore', `a number from -${LIMIT} to ${LIMIT} or null`, (v) => v === null || isFiniteNumber(v)],
  ['fastestWin', `seconds from 0 to ${LIMIT} or null`, (v) => v === null || (isFiniteNumber(v) && v >= 0)],
  ['longestRun', COUNT, isWholeCount],
  ['dailyStreak', COUNT, isWholeCount],
  ['bestDailyStreak', COUNT, isWholeCount],
  ['lastDailyWon', DATE_OR_NULL, isDateOrNull],
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
  checkResult(result);
  const s = addResult(statsFor(stats, rules), result.won, result, rules.scoring === 'strokes');
  return { format: FORMAT, version: VERSION, rules: { ...stats.rules, [ruleSetKey(rules)]: s } };
}

function checkResult({ score, seconds, longestRun, daily }: GameResult): void {
  if (!Number.isFinite(score)) throw new RangeError(`a game's score must be a finite number, not ${score}`);
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`a game's time must be seconds ≥ 0, not ${seconds}`);
  if (!Number.isInteger(longestRun) || longestRun < 0)
    throw new RangeError(`a game's longest run must be a whole number ≥ 0, not ${longestRun}`);
  if (daily !== null && dayNumber(daily) === null)
    throw new RangeError(`a daily deal's date must be a real date "YYYY-MM-DD", not "${daily}"`);
}

/** One rule set's statistics after one more game (changes `s` and returns it). */
function addResult(
  s: RuleStats,
  won: boolean,
  { score, seconds, longestRun, daily }: Omit<GameResult, 'won'>,
  lowestIsBest: boolean,
): RuleStats {
  s.played += 1;
  if (won) {
    s.won += 1;
    s.currentStreak += 1;
    s.bestStreak = Math.max(s.bestStreak, s.currentStreak);
    s.fastestWin = s.fastestWin === null ? seconds : Math.min(s.fastestWin, seconds);
  } else {
    s.currentStreak = 0;
  }
  if (s.bestScore === null || (lowestIsBest ? score < s.bestScore : score > s.bestScore)) s.bestScore = score;
  s.longestRun = Math.max(s.longestRun, longestRun);
  if (won && daily !== null && daily !== s.lastDailyWon) {
    const lastDay = s.lastDailyWon === null ? null : dayNumber(s.lastDailyWon);
    s.dailyStreak = lastDay !== null && dayNumber(daily) === lastDay + 1 ? s.dailyStreak + 1 : 1;
    s.bestDailyStreak = Math.max(s.bestDailyStreak, s.dailyStreak);
    s.lastDailyWon = daily;
  }
  return s;
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

/** The longest part of a value an error quotes: a 19 MB field is named, not copied into the message. */
const QUOTED = 40;

/** `value` as an error message quotes it: JSON, cut short. */
export function quoteShort(value: unknown): string {
  if (value === undefined) return 'missing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > QUOTED ? `${text.slice(0, QUOTED)}…` : text;
}

const show = quoteShort;

/**
 * Statistics from JSON text (an export, or what storage held). Throws an Error saying exactly
 * what is wrong: not JSON, wrong format or version, a field of the wrong type or negative,
 * counts that contradict each other (played < won...). Fields it does not know are dropped.
 */
export function parseStatistics(text: string): Statistics {
  const data = parseHead(text);
  if (data.version !== VERSION) throw new Error(`the statistics have version ${show(data.version)}; this release reads version ${VERSION}`);
  return { format: FORMAT, version: VERSION, rules: parseRules(data.rules, parseRuleStats) };
}

/** The JSON object of statistics text in this format (any version); throws an Error saying why not. */
function parseHead(text: string): Record<string, unknown> {
  let data: unknown;
  try {
    // A byte order mark (a file saved by Windows Notepad, some cloud stores) is no part of the JSON.
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new Error(`the statistics are not JSON (${cut((e as Error).message)})`);
  }
  if (!isObject(data)) throw new Error(`the statistics are not an object but ${show(data)}`);
  if (data.format !== FORMAT) throw new Error(`this is not tri-peaks-game statistics: format is ${show(data.format)}, not "${FORMAT}"`);
  return data;
}

/** The statistics' `rules`, each rule set's value read by `parse` (told where it is, for its errors). */
function parseRules<T>(rules: unknown, parse: (where: string, value: unknown) => T): Record<string, T> {
  if (!isObject(rules)) throw new Error(`the statistics' rules must be an object, not ${show(rules)}`);
  return Object.fromEntries(Object.entries(rules).map(([key, value]) => [key, parse(`rules[${quoteShort(key)}]`, value)]));
}

/** An engine's message cut short (JSON.parse's quotes the text it read). */
function cut(message: string): string {
  return message.length > 4 * QUOTED ? `${message.slice(0, 4 * QUOTED)}…` : message;
}

/** `value`'s fields in `fields` (no other), each checked; throws an Error naming the first that is not sound. */
function checkFields<T>(where: string, value: unknown, fields: Fields<T>): T {
  if (!isObject(value)) throw new Error(`${where} must be an object, not ${show(value)}`);
  const checked = fields.map(([name, what, sound]) => {
    if (!sound(value[name])) throw new Error(`${where}.${name} must be ${what}, not ${show(value[name])}`);
    return [name, value[name]];
  });
  return Object.fromEntries(checked) as T;
}

function parseRuleStats(where: string, value: unknown): RuleStats {
  const s = checkFields(where, value, FIELDS);
  for (const [a, b] of AT_MOST) {
    if (s[a] > s[b]) throw new Error(`${where}.${a} (${s[a]}) is more than ${b} (${s[b]})`);
  }
  if (s.played > 0 && s.bestScore === null) throw new Error(`${where}.bestScore is null though ${s.played} games were played`);
  if (s.won > 0 && s.fastestWin === null) throw new Error(`${where}.fastestWin is null though ${s.won} games were won`);
  if (s.won === 0 && s.fastestWin !== null) throw new Error(`${where}.fastestWin is ${s.fastestWin} though no game was won`);
  if (s.dailyStreak > 0 && s.lastDailyWon === null) throw new Error(`${where}.dailyStreak is ${s.dailyStreak} but lastDailyWon is null`);
  return s;
}

// ----- the record of games: what is stored, merged and exported -----

/** Where a game stands: started and not over (`open`: it counts as lost unless it is still being played), `lost` or `won`. */
export type EntryState = 'open' | 'lost' | 'won';

/** One game in the record. */
export interface GameEntry {
  readonly state: EntryState;
  /** When it ended (or started, while open): milliseconds since 1970, which orders the games. */
  readonly at: number;
  readonly score: number;
  readonly seconds: number;
  readonly longestRun: number;
  /** The date of a daily deal ('YYYY-MM-DD'), or null. */
  readonly daily: string | null;
}

/** One rule set's games, by id, and what was counted before games were kept one by one. */
export interface RuleRecord {
  readonly before?: RuleStats & { readonly at: number };
  readonly games: Readonly<Record<string, GameEntry>>;
}

/** The statistics as stored and exported: every game by id, per rule set. */
export interface StatisticsRecord {
  readonly format: 'tri-peaks-game/statistics';
  readonly version: 2;
  /** Games that ended before this time (a reset) are not counted: milliseconds since 1970, 0 for none. */
  readonly since: number;
  /** How many resets (and imports) this record has seen: the record that has seen more sets `since`. */
  readonly resets: number;
  readonly rules: Readonly<Record<string, RuleRecord>>;
}

const RECORD_VERSION = 2;
/**
 * The longest statistics text an import reads: about 190,000 games (about 105 characters
 * each), far more than a storage page holds, so that every export of this game can be
 * brought back; a storage's own record is read whatever its length.
 */
export const MAX_STATISTICS_TEXT = 20_000_000;
const RANK: Readonly<Record<EntryState, number>> = { open: 0, lost: 1, won: 2 };

/** A record with no game in it. */
export function emptyRecord(): StatisticsRecord {
  return { format: FORMAT, version: RECORD_VERSION, since: 0, resets: 0, rules: {} };
}

/** The record after a reset at `now`: no game it holds counts, here or in any record it is merged with. */
export function resetRecord(record: StatisticsRecord, now: number): StatisticsRecord {
  return { ...emptyRecord(), since: nextTime(record, now), resets: record.resets + 1 };
}

/**
 * The time to give what happens next (a game entered, a reset): `now`, or just after the
 * latest time the record holds if that is later. A clock set back (or a device whose
 * clock is ahead, merged in) then never puts a new game before older ones or before a
 * reset: the record's order is the order things happened, whatever the wall clock says.
 */
export function nextTime(record: StatisticsRecord, now: number): number {
  let latest = record.since;
  for (const rule of Object.values(record.rules)) latest = Math.max(latest, latestOf(rule));
  return Math.max(now, latest + 1);
}

/** The latest time one rule set holds, kept with it as its counts are (a merge keeps a rule set that did not change). */
const latestTimes = new WeakMap<RuleRecord, number>();

function latestOf(rule: RuleRecord): number {
  let latest = latestTimes.get(rule);
  if (latest === undefined) {
    latest = rule.before?.at ?? 0;
    for (const id in rule.games) latest = Math.max(latest, rule.games[id].at);
    latestTimes.set(rule, latest);
  }
  return latest;
}

/** The record with a backup brought back: every game of both counts again, whatever was reset since the backup. */
export function importRecord(record: StatisticsRecord, backup: StatisticsRecord): StatisticsRecord {
  const resets = Math.max(record.resets, backup.resets) + 1;
  return mergeRecords({ ...record, since: backup.since, resets }, { ...backup, resets });
}

/** The record with one game added or moved on (the same game may be given again as it goes on). */
export function recordGame(record: StatisticsRecord, rules: RuleSet, id: string, entry: GameEntry): StatisticsRecord {
  checkResult({ ...entry, won: entry.state === 'won' });
  return mergeRecords(record, { ...emptyRecord(), rules: { [ruleSetKey(rules)]: { games: { [id]: entry } } } });
}

/** The later of two states of one game: further on (won over lost over open), then the later time. */
function laterEntry(a: GameEntry, b: GameEntry): GameEntry {
  return RANK[b.state] > RANK[a.state] || (RANK[b.state] === RANK[a.state] && b.at > a.at) ? b : a;
}

/**
 * Two records as one: every game of either, each at its furthest state; the later reset.
 * Commutative, associative and idempotent, so copies merged in any order agree.
 */
export function mergeRecords(a: StatisticsRecord, b: StatisticsRecord): StatisticsRecord {
  // The record that has seen more resets says since when games count.
  const { since, resets } = a.resets > b.resets || (a.resets === b.resets && a.since >= b.since) ? a : b;
  const rules: Record<string, RuleRecord> = {};
  // In sorted order, so that equal records are equal texts (a tab writes only what differs).
  for (const key of [...new Set([...Object.keys(a.rules), ...Object.keys(b.rules)])].sort()) {
    const x = Object.hasOwn(a.rules, key) ? a.rules[key] : undefined;
    const y = Object.hasOwn(b.rules, key) ? b.rules[key] : undefined;
    const games = mergeGames(x?.games ?? {}, y?.games ?? {}, since);
    // Two starting points can only be copies of one old record: the one that counted more.
    const befores = [x?.before, y?.before].filter((s): s is RuleStats & { at: number } => s !== undefined && s.at >= since);
    const before = befores.sort((p, q) => q.played - p.played || q.at - p.at)[0];
    if (!before && !Object.keys(games).length) continue;
    // The same rule set as before (a game added elsewhere, a copy merged again): the same object, so its summary is reused.
    const same = [x, y].find((r) => r?.games === games && r.before === before);
    rules[key] = same ?? (before ? { before, games } : { games });
  }
  return { format: FORMAT, version: RECORD_VERSION, since, resets, rules };
}

/**
 * One rule set's games of two records, each at its furthest state, those ended before
 * `since` left out, in the order of their ids. A record holds thousands of games and
 * every game started or ended merges it, so the common cases cost one pass: the sides,
 * stored in id order, are joined without sorting, and a side that already is the result
 * is returned as it is.
 */
function mergeGames(
  x: Readonly<Record<string, GameEntry>>,
  y: Readonly<Record<string, GameEntry>>,
  since: number,
): Readonly<Record<string, GameEntry>> {
  const [xs, xInOrder] = byId(x);
  const [ys, yInOrder] = x === y ? [[], false] : byId(y);
  const out: [string, GameEntry][] = [];
  // Whether the result is still x (or y) itself, in its own order.
  let isX = xInOrder;
  let isY = yInOrder;
  let i = 0;
  let j = 0;
  while (i < xs.length || j < ys.length) {
    const p = i < xs.length ? xs[i][0] : null;
    const q = j < ys.length ? ys[j][0] : null;
    let id: string;
    let entry: GameEntry;
    if (q === null || (p !== null && p < q)) {
      [id, entry] = xs[i++];
      isY = false;
    } else if (p === null || q < p) {
      [id, entry] = ys[j++];
      isX = false;
    } else {
      const [ex, ey] = [xs[i++][1], ys[j++][1]];
      id = q;
      entry = laterEntry(ex, ey);
      isX &&= entry === ex;
      isY &&= entry === ey;
    }
    if (entry.at < since) isX = isY = false;
    else out.push([id, entry]);
  }
  if (isX) return x;
  if (isY) return y;
  const merged = Object.fromEntries(out);
  inIdOrder.set(merged, out);
  return merged;
}

/**
 * The entries of games known to be in id order (a merge's result, or read in that order),
 * kept with them: listing thousands of games afresh at every merge costs more than the merge.
 */
const inIdOrder = new WeakMap<object, readonly [string, GameEntry][]>();

/** The games in the order of their ids, and whether they were in it (as a merge writes them; an edited text may not be). */
function byId(games: Readonly<Record<string, GameEntry>>): [readonly [string, GameEntry][], boolean] {
  const known = inIdOrder.get(games);
  if (known) return [known, true];
  const entries = Object.entries(games);
  for (let i = 1; i < entries.length; i++) {
    if (!(entries[i - 1][0] < entries[i][0])) return [entries.sort(([p], [q]) => (p < q ? -1 : 1)), false];
  }
  inIdOrder.set(games, entries);
  return [entries, true];
}

/**
 * The counts the player sees, derived from the record: each rule set's starting point, then
 * its games in the order they ended. An open game counts as lost (it was left) unless its id
 * is in `live` (it is being played).
 */
export function summarize(record: StatisticsRecord, live: ReadonlySet<string> = new Set()): Statistics {
  const rules: Record<string, RuleStats> = {};
  for (const [key, rule] of Object.entries(record.rules)) {
    const lowestIsBest = key.endsWith(' strokes');
    const playing = [...live].filter((id) => Object.hasOwn(rule.games, id) && rule.games[id].state === 'open');
    const known = counted.get(rule);
    let s = known?.lowestIsBest === lowestIsBest && known.playing === playing.join(' ') ? known.stats : undefined;
    if (!s) {
      s = countRule(rule, new Set(playing), lowestIsBest);
      counted.set(rule, { lowestIsBest, playing: playing.join(' '), stats: s });
    }
    if (s.played > 0 || rule.before) rules[key] = { ...s };
  }
  return { format: FORMAT, version: VERSION, rules };
}

/**
 * Each rule set's counts, kept with the games they were counted from (and the open games
 * left out as being played): merges keep a rule set that did not change as the same
 * object, so a record of thousands of games is counted again only where a game was added.
 */
const counted = new WeakMap<RuleRecord, { lowestIsBest: boolean; playing: string; stats: RuleStats }>();

/** One rule set's counts: its starting point, then its games in the order they ended (an open game in `live` left out). */
function countRule({ before, games }: RuleRecord, live: ReadonlySet<string>, lowestIsBest: boolean): RuleStats {
  const s = before ? pick(before) : zeros();
  // In id order first: the sort is stable, so games that ended at the same time go by id.
  const ordered = byId(games)[0]
    .filter(([id, entry]) => entry.state !== 'open' || !live.has(id))
    .sort(([, x], [, y]) => x.at - y.at);
  for (const [, entry] of ordered) addResult(s, entry.state === 'won', entry, lowestIsBest);
  return s;
}

/** The record as JSON text, for storage and export. */
export function formatRecord(record: StatisticsRecord): string {
  return JSON.stringify(record);
}

/** A record written by a later release (a version this one cannot read): not to be overwritten. */
export class NewerRecordError extends Error {}

/**
 * A record from JSON text: this format, or the earlier one that kept counts only (which
 * becomes each rule set's starting point, dated `now`). Throws an Error saying exactly what
 * is wrong, as `parseStatistics` does (a NewerRecordError for a later version).
 *
 * `from`: an `import` (text a person gives) is refused over MAX_STATISTICS_TEXT, or with a
 * reset dated more than a day after `now` (it would drop every game played until then).
 * The `storage`'s own record is the player's, read whatever its length, and its reset
 * date is taken as it is: a device whose clock is behind (or a cloud store shared with
 * one whose clock is ahead) still reads it, and `nextTime` puts new games after it.
 */
export function parseRecord(text: string, now: number, from: 'import' | 'storage' = 'import'): StatisticsRecord {
  if (from === 'import' && text.length > MAX_STATISTICS_TEXT)
    throw new Error(`the statistics are ${Math.ceil(text.length / 1000)} KB; at most ${MAX_STATISTICS_TEXT / 1000} KB can be read`);
  const data = parseHead(text);
  if (data.version === VERSION) {
    const rules = parseRules(data.rules, (where, value) => ({ before: { ...parseRuleStats(where, value), at: now }, games: {} }));
    return golfInStrokes({ ...emptyRecord(), rules });
  }
  if (typeof data.version === 'number' && data.version > RECORD_VERSION)
    throw new NewerRecordError(
      `the statistics have version ${data.version}, from a later release; this release reads versions ${VERSION} and ${RECORD_VERSION}`,
    );
  if (data.version !== RECORD_VERSION)
    throw new Error(`the statistics have version ${show(data.version)}; this release reads versions ${VERSION} and ${RECORD_VERSION}`);
  if (!isTime(data.since) || (from === 'import' && data.since > now + 86_400_000))
    throw new Error(`the statistics' since must be a time in milliseconds ≥ 0 and not in the future, not ${show(data.since)}`);
  if (!isWholeCount(data.resets)) throw new Error(`the statistics' resets must be a whole number ≥ 0, not ${show(data.resets)}`);
  const rules = parseRules(data.rules, (where, value): RuleRecord => {
    if (!isObject(value) || !isObject(value.games)) throw new Error(`${where} must be an object with games, not ${show(value)}`);
    const games: Record<string, GameEntry> = {};
    for (const [id, entry] of Object.entries(value.games)) games[id] = parseEntry(`${where}.games[${quoteShort(id)}]`, id, entry);
    if (value.before === undefined) return { games };
    const before = parseRuleStats(`${where}.before`, value.before);
    if (!isObject(value.before) || !isTime(value.before.at)) throw new Error(`${where}.before.at must be a time in milliseconds ≥ 0`);
    return { before: { ...before, at: value.before.at }, games };
  });
  return golfInStrokes({ format: FORMAT, version: RECORD_VERSION, since: data.since, resets: data.resets, rules });
}

/**
 * Golf was once filed under points: its games count on under strokes (merged with any
 * already there), and a best score in points, which says nothing of strokes, is forgotten.
 */
function golfInStrokes(record: StatisticsRecord): StatisticsRecord {
  const kept: Record<string, RuleRecord> = {};
  const moved: Record<string, RuleRecord> = {};
  for (const [key, rule] of Object.entries(record.rules)) {
    if (!/^golf .* points$/.test(key)) kept[key] = rule;
    else moved[`${key.slice(0, -'points'.length)}strokes`] = rule.before ? { ...rule, before: { ...rule.before, bestScore: null } } : rule;
  }
  return mergeRecords({ ...record, rules: kept }, { ...record, rules: moved });
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 8.64e15;
}

/** A game's fields, checked as a record's are. */
const ENTRY_FIELDS: Fields<GameEntry> = [
  ['state', '"open", "lost" or "won"', (v) => v === 'open' || v === 'lost' || v === 'won'],
  ['at', 'a time in milliseconds ≥ 0', isTime],
  ['score', `a number between -${LIMIT} and ${LIMIT}`, isFiniteNumber],
  ['seconds', `between 0 and ${LIMIT}`, (v) => isFiniteNumber(v) && v >= 0],
  ['longestRun', 'a whole number from 0 to 54', (v) => isWholeCount(v) && v <= 54],
  ['daily', DATE_OR_NULL, isDateOrNull],
];

function parseEntry(where: string, id: string, value: unknown): GameEntry {
  if (!/^[\w-]{1,64}$/.test(id)) throw new Error(`${where}: a game's id is 1 to 64 letters, digits, "-" or "_"`);
  // A record holds thousands of games: a sound one is copied field by field, and only an unsound one is looked at again for the error.
  if (!isObject(value) || !ENTRY_FIELDS.every(([name, , sound]) => sound(value[name]))) return checkFields(where, value, ENTRY_FIELDS);
  const { state, at, score, seconds, longestRun, daily } = value as unknown as GameEntry;
  return { state, at, score, seconds, longestRun, daily };
}
