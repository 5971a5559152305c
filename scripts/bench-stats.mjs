#!/usr/bin/env node
// `npm run bench:stats`: what keeping the statistics costs a player with a long record.
// Every game is entered in the record at its first move and again when it ends, and each
// time the record is merged with what the storage holds and written back, on the page's
// main thread. This plays games through the element's real StatsKeeper over a storage
// already holding N games of one rule set (a synchronous storage like localStorage,
// kept in memory) and prints the time from the move to the written record: the median
// and the slowest of the games, for a record this tab wrote last and for one another
// tab has just written (which must be read afresh).
//
//   npm run bench:stats [-- --games 1000,10000 --count 20]
import { Game, dealForSeed } from '../src/engine/standalone.ts';
import { emptyRecord, formatRecord, ruleSetKey } from '../src/engine/records/statistics.ts';
import { StatsKeeper } from '../src/tri-peaks-game/controllers/stats.ts';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const sizes = option('--games', '1000,10000').split(',').map(Number);
const count = Number(option('--count', '20'));
if (sizes.some((n) => !Number.isInteger(n) || n < 0) || !Number.isInteger(count) || count < 1) {
  console.error('bench-stats: --games takes whole numbers separated by commas, --count a whole number from 1');
  process.exit(2);
}

const RULES = { layout: 'tri-peaks', wrap: true, wild: 0, mode: 'winnable', scoring: 'points' };
const KEY = 'bench:stats';

/** A record of n games of RULES, five minutes apart, ending now, as stored. */
function storedRecord(n) {
  const games = {};
  const start = Date.now() - n * 300_000;
  for (let i = 0; i < n; i++) {
    // Shaped like the element's ids (three 32-bit numbers in base 36): never all digits,
    // which an object would keep first, out of the record's id order.
    const id = [i * 2654435761, i * 40503 + 7, i].map((n) => (n % 4294967296).toString(36).padStart(7, 'a')).join('');
    games[id] = {
      state: i % 3 ? 'won' : 'lost',
      at: start + i * 300_000,
      score: 1000 + ((i * 37) % 4000),
      seconds: 90 + (i % 200),
      longestRun: 4 + (i % 17),
      daily: i % 10 ? null : '2026-11-30',
    };
  }
  const sorted = Object.fromEntries(Object.entries(games).sort(([p], [q]) => (p < q ? -1 : 1)));
  return formatRecord({ ...emptyRecord(), rules: { [ruleSetKey(RULES)]: { games: sorted } } });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(1)} ms`;

for (const n of sizes) {
  const held = new Map([[`${KEY}:stats`, storedRecord(n)]]);
  let writes = 0;
  let reads = 0;
  const storage = {
    getItem: (key) => (reads++, held.get(key) ?? null),
    setItem: (key, value) => {
      held.set(key, value);
      writes++;
    },
    removeItem: (key) => held.delete(key),
  };
  const reporter = { failed: (key, op, e) => console.error(`bench-stats: ${op} failed: ${e}`), worked() {} };
  const keeper = new StatsKeeper(
    reporter,
    (message) => console.error(`bench-stats: ${message}`),
    () => {},
  );
  /** Runs `act` and waits for its write: the time taken, all of it on this thread. */
  const timed = async (act) => {
    const before = writes;
    const start = performance.now();
    act();
    while (writes === before) await new Promise((resolve) => setImmediate(resolve));
    return performance.now() - start;
  };
  keeper.link(storage, KEY);
  while (reads === 0) await new Promise((resolve) => setImmediate(resolve));
  const bytes = held.get(`${KEY}:stats`).length;
  const own = [];
  const other = [];
  for (let g = 0; g < count; g++) {
    const game = new Game(dealForSeed(String(g + 1), { mode: 'any' }).deal);
    game.apply(game.legalMoves()[0]);
    // Every other game, another tab has written the record just before (the same games, a new text).
    const fresh = g % 2 === 1;
    if (fresh) held.set(`${KEY}:stats`, JSON.stringify(JSON.parse(held.get(`${KEY}:stats`)), null, 1));
    (fresh ? other : own).push(await timed(() => keeper.moved(game, `bench${g}`, RULES)));
    game.apply(game.legalMoves().at(-1));
    own.push(await timed(() => keeper.shown(new Game(dealForSeed('next', { mode: 'any' }).deal), `next${g}`, RULES, false)));
  }
  keeper.unlink();
  console.log(
    `${n} games (${Math.round(bytes / 1000)} KB stored): a game started or ended ${ms(median(own))} median, ${ms(Math.max(...own))} at most; ` +
      `just after another tab wrote ${ms(median(other))} median, ${ms(Math.max(...other))} at most`,
  );
}
