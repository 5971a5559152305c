/**
 * `tri-peaks`: the command line over the engine. `tri-peaks help` prints its commands and
 * their options (USAGE, made from the COMMANDS table so the two cannot disagree).
 *
 * Every command takes `--wrap on|off`, as the element takes `wrap="on|off"`, and `--no-wrap`,
 * short for `--wrap off`; absent, one game is played with the layout's wrap (on in Tri
 * Peaks, off in Golf) and a bench times both. Every command takes `--layout tri-peaks|golf`
 * and `--wild 0|1|2` (jokers) too, as the element takes `layout` and `wild`.
 * Options are read by `util.parseArgs` (`--name value` or `--name=value`).
 *
 * Every malformed input gets one clear line on stderr and exit code 2 (a bug: exit code 1);
 * the usage is printed only when asked for (`help`, `--help`) or when no command is given.
 * Output that cannot be written ends the command: quietly for a reader that stopped
 * (`| head -1`, EPIPE), else with one line and exit code 74 (a full disk).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  Game,
  DEAL_MODES,
  IllegalMoveError,
  LAYOUT_NAMES,
  MAX_INTEGER_SEED,
  SCORING_SYSTEMS,
  dailyChallenges,
  dayNumber,
  dealForSeed,
  formatDeal,
  formatMoves,
  layoutOf,
  parseDeal,
  solve,
  hint,
  formatMove,
} from '../engine/standalone.js';
import { benchChallenges, benchHint, benchSolver } from './bench.js';

class UsageError extends Error {}

/** `--help` among a command's options: the usage is printed. */
class HelpAsked extends Error {}

/** The exit code when the output cannot be written (a full disk): sysexits' EX_IOERR. */
const EXIT_WRITE_FAILED = 74;

/** The engine rejects bad input with a plain Error (an IllegalMoveError for a move); any other error is a bug. */
const isInputError = (e: unknown): e is Error =>
  e instanceof UsageError || e instanceof IllegalMoveError || (e instanceof Error && e.constructor === Error);

/** A value the user gave, quoted for a message (a long one cut short). */
const quote = (given: string) => JSON.stringify(given.length > 40 ? `${given.slice(0, 40)}…` : given);

/** The most seeds a bench plays (10 and 20 times its default): a run that ends within hours, not weeks. */
const MAX_BENCH_COUNT = 100_000;
const MAX_BENCH_HINT_COUNT = 10_000;
const MAX_BENCH_DAYS = 3660;

/** A command-line option: what its text means to the command, and how the usage shows it. */
interface Option<T> {
  /** The value's placeholder in the usage (`S`, `on|off`); a switch has none. */
  value?: string;
  /** Shown without brackets, and a usage error when absent. */
  required?: boolean;
  /** The value the command gets for the text given; throws a UsageError for a bad one. */
  read(text: string, flag: string): T;
}

type Options = Record<string, Option<unknown>>;

/** What a command gets: each option's value, undefined when absent unless required. */
type Values<O extends Options> = {
  [K in keyof O]: O[K] extends Option<infer T> ? (O[K] extends { required: true } ? T : T | undefined) : never;
};

const text = (value: string): Option<string> => ({ value, read: (given) => given });

const required = <T>(option: Option<T>) => ({ ...option, required: true as const });

const toggle: Option<true> = { read: () => true };

function choice<T extends string>(allowed: readonly T[], value = allowed.join('|')): Option<T> {
  return {
    value,
    read(given, flag) {
      if (!allowed.includes(given as T)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, not ${quote(given)}`);
      return given as T;
    },
  };
}

/** A whole number from `min` to `max`. */
const whole = (value: string, min: number, max: number): Option<number> => ({
  value,
  read(given, flag) {
    const n = /^\d+$/.test(given) ? Number(given) : NaN;
    if (!(n >= min && n <= max)) throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not ${quote(given)}`);
    return n;
  },
});

/** A real calendar date written YYYY-MM-DD. */
const date: Option<string> = {
  value: 'YYYY-MM-DD',
  read(given, flag) {
    if (dayNumber(given) === null) throw new UsageError(`${flag} must be a real date written YYYY-MM-DD, not ${quote(given)}`);
    return given;
  },
};

const onOff: Option<boolean> = { value: 'on|off', read: (given, flag) => choice(['on', 'off']).read(given, flag) === 'on' };

/**
 * The options every command takes, one line each: the rules of the game played. Absent,
 * the command decides (see `rules` and `wraps`).
 */
const SHARED = {
  wrap: onOff,
  layout: choice(LAYOUT_NAMES),
  wild: { value: '0|1|2', read: (given, flag) => Number(choice(['0', '1', '2']).read(given, flag)) } as Option<number>,
};

type Shared = Values<typeof SHARED>;

/** Switches that stand for a shared option with a value. */
const SHORTHANDS: Record<string, [name: keyof typeof SHARED, value: string]> = {
  'no-wrap': ['wrap', 'off'],
};

/** The rules of one game: the layout (Tri Peaks unless told), its wrap unless told, no jokers unless told. */
const rules = (o: Shared) => {
  const layout = layoutOf(o.layout);
  return { wrap: o.wrap ?? layout.defaultWrap, layout: layout.name, wild: o.wild ?? 0 };
};

/**
 * The layout of the daily challenges asked for. They are dealt by the layout's own rules,
 * as the element plays them (other rules would give other deals): a wrap or jokers
 * other than those are refused.
 */
const challengeLayout = (o: Shared) => {
  const { layout, wrap, wild } = rules(o);
  if (wrap !== layoutOf(layout).defaultWrap)
    throw new UsageError(`${layout} challenges are played with wrap ${wrap ? 'off' : 'on'}, not ${wrap ? 'on' : 'off'}`);
  if (wild !== 0) throw new UsageError('challenges are played without jokers: --wild must be 0');
  return layout;
};

/** The wrap rules a bench times: both unless told one. */
const wraps = (o: Shared) => (o.wrap === undefined ? [true, false] : [o.wrap]);

const show = (name: string, option: Option<unknown>) => (option.value ? `--${name} ${option.value}` : `--${name}`);

/** Reads a command's arguments: options only, each known, with a value exactly when it takes one. */
function parse<O extends Options>(command: string, args: string[], options: O): Values<O> {
  const types: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const [name, option] of Object.entries<Option<unknown>>(options)) types[name] = { type: option.value ? 'string' : 'boolean' };
  for (const name of Object.keys(SHORTHANDS)) types[name] = { type: 'boolean' };
  // Not strict, so a mistake gets this CLI's own one-line message, and `--seed -5` is a seed.
  const { tokens } = parseArgs({ args, options: types, strict: false, allowPositionals: true, tokens: true });
  const given: Record<string, unknown> = {};
  for (const token of tokens) {
    if (token.kind !== 'option') throw new UsageError(`unknown argument ${quote(args[token.index])}`);
    if (token.name === 'help') throw new HelpAsked();
    const shorthand = Object.hasOwn(SHORTHANDS, token.name) ? SHORTHANDS[token.name] : undefined;
    const option = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (!option && !shorthand) throw new UsageError(`unknown option ${quote(token.rawName)} (tri-peaks help lists the options)`);
    if (option?.value && token.value === undefined) throw new UsageError(`${token.rawName} needs a value`);
    // `--seed --help`: an option where the value should be (a value like that is written --seed=--x).
    if (option?.value && !token.inlineValue && token.value?.startsWith('--'))
      throw new UsageError(
        `${token.rawName} needs a value, not the option ${quote(token.value)} (write ${token.rawName}=${token.value} for a value like that)`,
      );
    if (!option?.value && token.value !== undefined) throw new UsageError(`${token.rawName} takes no value`);
    const [name, value] = shorthand ?? [token.name, token.value ?? ''];
    given[name] = options[name].read(value, `--${name}`);
  }
  const missing = Object.entries(options).filter(([name, option]) => option.required && !(name in given));
  if (missing.length) throw new UsageError(`${command} needs ${missing.map(([name, option]) => show(name, option)).join(' and ')}`);
  return given as Values<O>;
}

interface Command {
  /** Its options as the usage shows them. */
  synopsis: string;
  about: string;
  run(name: string, args: string[]): Promise<void>;
}

/** A command taking `options` and the shared ones. */
function command<O extends Options>(options: O, about: string, run: (o: Values<O> & Shared) => unknown): Command {
  const all = { ...options, ...SHARED };
  return {
    synopsis: Object.entries(all)
      .map(([name, option]) => (option.required ? show(name, option) : `[${show(name, option)}]`))
      .join(' '),
    about,
    run: async (name, args) => {
      await run(parse(name, args, all));
    },
  };
}

const out = (value: unknown) => process.stdout.write(`${typeof value === 'string' ? value : JSON.stringify(value)}\n`);

/** Answers each non-blank line of stdin with one line; a line it cannot answer is a usage error naming it. */
async function answerLines(answer: (line: string) => unknown): Promise<void> {
  let number = 0;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    number++;
    if (line.trim() === '') continue;
    let answered;
    try {
      answered = answer(line.trim());
    } catch (e) {
      if (!isInputError(e)) throw e;
      throw new UsageError(`line ${number}: ${e.message}`);
    }
    out(answered);
  }
}

const COMMANDS: Record<string, Command> = {
  deal: command({ seed: required(text('S')), mode: choice(DEAL_MODES) }, 'print the deal text of a seed', (o) => {
    out(formatDeal(dealForSeed(o.seed, { mode: o.mode ?? 'winnable', ...rules(o) }).deal));
  }),
  challenges: command({ date: required(date) }, "print a day's three challenges as JSON lines", (o) => {
    for (const challenge of dailyChallenges(o.date, challengeLayout(o))) out(challenge);
  }),
  solve: command({}, 'solve deal texts read from stdin, one a line', (o) =>
    answerLines((line) => {
      const deal = parseDeal(line, rules(o));
      const started = performance.now();
      const result = solve(deal, rules(o));
      return {
        winnable: result.winnable,
        solution: result.solution ? formatMoves(result.solution) : null,
        nodes: result.nodes,
        ms: Math.round((performance.now() - started) * 1000) / 1000,
      };
    }),
  ),
  score: command(
    { deal: required(text('D')), moves: required(text('M')), scoring: choice(SCORING_SYSTEMS) },
    'replay moves, print status and score',
    (o) => {
      const game = new Game(o.deal, { ...rules(o), scoring: o.scoring ?? 'points' });
      game.applyMoves(o.moves);
      out({
        status: game.status,
        score: game.score,
        parts: game.scoreParts,
        run: game.run,
        runs: game.state.runs,
        stockLeft: game.stockCount,
        peakCardsLeft: game.peakCardsLeft,
        strokes: game.strokes,
      });
    },
  ),
  hint: command({}, 'answer {"deal","moves"} JSON lines from stdin', (o) =>
    answerLines((line) => {
      let request: { deal?: unknown; moves?: unknown };
      try {
        request = JSON.parse(line) as typeof request;
      } catch {
        throw new Error('not a JSON object like {"deal": "...", "moves": "..."}');
      }
      if (typeof request?.deal !== 'string') throw new Error('"deal" must be a deal text');
      const moves = request.moves ?? '';
      if (typeof moves !== 'string') throw new Error('"moves" must be a move text like "9D 8C | JH" (or absent)');
      const game = new Game(request.deal, rules(o));
      game.applyMoves(moves);
      const h = hint(game);
      return { move: h.move ? formatMove(h.move) : null, reason: h.reason };
    }),
  ),
  bench: command({ count: whole('N', 1, MAX_BENCH_COUNT) }, 'time the solver and winnable dealing', (o) =>
    benchSolver(o.count ?? 10000, wraps(o), out, rules(o)),
  ),
  'bench-hint': command(
    { count: whole('N', 1, MAX_BENCH_HINT_COUNT), from: whole('S', 0, MAX_INTEGER_SEED), mode: choice(DEAL_MODES), 'list-won': toggle },
    'play seeds S..S+N-1 by the hint, print win rates',
    ({ from = 1, count = 500, ...o }) => {
      if (from + count - 1 > MAX_INTEGER_SEED)
        throw new UsageError(`seeds ${from}..${from + count - 1} go past ${MAX_INTEGER_SEED}, the last integer seed`);
      benchHint(from, count, wraps(o), out, o['list-won'] ?? false, rules(o), o.mode ?? 'any');
    },
  ),
  'bench-challenges': command({ days: whole('N', 1, MAX_BENCH_DAYS), from: date }, "time working out N days' challenges from a date", (o) =>
    benchChallenges(o.from ?? '2027-01-01', o.days ?? 60, o.layout ? [o.layout] : LAYOUT_NAMES, out),
  ),
};

/** The column the commands' descriptions start at. */
const ABOUT = 52;

const USAGE = [
  'usage: tri-peaks <command> [options]',
  ...Object.entries(COMMANDS).map(([name, { synopsis, about }]) => {
    const line = `  ${name} ${synopsis}`;
    return line.length < ABOUT ? `${line.padEnd(ABOUT)}${about}` : `${line}\n${' '.repeat(ABOUT)}${about}`;
  }),
  '--wrap: King and Ace are neighbours, on or off (absent: on in Tri Peaks, off in Golf; bench and bench-hint time both).',
  '--layout: tri-peaks (absent) or golf. --wild: the jokers in the deck, 0 (absent), 1 or 2.',
  '--no-wrap is short for --wrap off. An option takes --name value or --name=value.',
].join('\n');

async function main([name, ...args]: string[]): Promise<void> {
  if (name === undefined || name === '--help' || name === 'help') {
    out(USAGE);
    if (name === undefined) process.exitCode = 2;
    return;
  }
  if (!Object.hasOwn(COMMANDS, name)) throw new UsageError(`unknown command ${quote(name)} (tri-peaks help lists the commands)`);
  await COMMANDS[name].run(name, args);
}

// The output cannot be written: a reader that stopped (`| head -1`) ends the command
// quietly; anything else (a full disk) is said in one line.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    if (stream === process.stdout) process.stderr.write(`tri-peaks: the output could not be written (${e.code ?? e.message})\n`);
    process.exit(EXIT_WRITE_FAILED);
  });

main(process.argv.slice(2)).catch((e: unknown) => {
  if (e instanceof HelpAsked) return void out(USAGE);
  const input = isInputError(e);
  process.stderr.write(`tri-peaks: ${input ? '' : 'internal error: '}${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = input ? 2 : 1;
});
