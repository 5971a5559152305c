/**
 * `tri-peaks`: the command line over the engine.
 *
 *   tri-peaks deal --seed S [--mode any|winnable] [--no-wrap]
 *   tri-peaks solve [--no-wrap]                  deal texts on stdin, one a line
 *   tri-peaks score --deal D --moves M [--no-wrap] [--scoring points|betting]
 *   tri-peaks hint [--no-wrap]                   {"deal","moves"} JSON lines on stdin
 *   tri-peaks bench [--count N] [--no-wrap]      the solver and winnable dealing, timed
 *   tri-peaks bench-hint [--count N] [--from S] [--wrap on|off] [--list-won]   plays by the hint, win rates and times
 *
 * Every malformed input gets one clear line on stderr and a non-zero exit.
 */
import { createInterface } from 'node:readline';
import { Game, type DealMode, DEAL_MODES, SCORING_SYSTEMS, type ScoringSystem, dealForSeed, formatDeal, formatMoves, parseDeal, solve } from '../engine/index.js';
import { hint } from '../engine/hint.js';
import { formatMove } from '../engine/deal.js';
import { benchHint, benchSolver } from './bench.js';

class UsageError extends Error {}

const USAGE = `usage: tri-peaks <command> [options]
  deal --seed S [--mode any|winnable] [--no-wrap]   print the deal text of a seed
  solve [--no-wrap]                                 solve deal texts read from stdin, one a line
  score --deal D --moves M [--no-wrap] [--scoring points|betting]
                                                    replay moves, print status and score
  hint [--no-wrap]                                  answer {"deal","moves"} JSON lines from stdin
  bench [--count N] [--no-wrap]                     time the solver and winnable dealing
  bench-hint [--count N] [--from S] [--wrap on|off] [--list-won]
                                                    play seeds S..S+N-1 by the hint, print win rates`;

interface Flags {
  values: Map<string, string>;
  switches: Set<string>;
}

function parseFlags(args: string[], valueFlags: string[], switchFlags: string[]): Flags {
  const flags: Flags = { values: new Map(), switches: new Set() };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (valueFlags.includes(name)) {
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError(`${name} needs a value`);
      flags.values.set(name, value);
    } else if (switchFlags.includes(name) && inline === undefined) {
      flags.switches.add(name);
    } else {
      throw new UsageError(`unknown option "${arg}"`);
    }
  }
  return flags;
}

function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!allowed.includes(value as T)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, not "${value}"`);
  return value as T;
}

function count(value: string | undefined, fallback: number, flag = '--count'): number {
  if (value === undefined) return fallback;
  if (!/^[1-9]\d*$/.test(value)) throw new UsageError(`${flag} must be a positive whole number, not "${value}"`);
  return Number(value);
}

async function* stdinLines(): AsyncGenerator<{ line: string; number: number }> {
  let number = 0;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    number++;
    if (line.trim() !== '') yield { line: line.trim(), number };
  }
}

const out = (value: unknown) => process.stdout.write(`${typeof value === 'string' ? value : JSON.stringify(value)}\n`);

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  switch (command) {
    case 'deal': {
      const f = parseFlags(args, ['--seed', '--mode'], ['--no-wrap']);
      const seed = f.values.get('--seed');
      if (seed === undefined) throw new UsageError('deal needs --seed S');
      const mode = oneOf<DealMode>('--mode', f.values.get('--mode'), DEAL_MODES, 'winnable');
      out(formatDeal(dealForSeed(seed, { mode, wrap: !f.switches.has('--no-wrap') }).deal));
      return;
    }
    case 'solve': {
      const f = parseFlags(args, [], ['--no-wrap']);
      for await (const { line, number } of stdinLines()) {
        let deal;
        try {
          deal = parseDeal(line);
        } catch (e) {
          throw new UsageError(`line ${number}: ${(e as Error).message}`);
        }
        const started = performance.now();
        const result = solve(deal, { wrap: !f.switches.has('--no-wrap') });
        out({
          winnable: result.winnable,
          solution: result.solution ? formatMoves(result.solution) : null,
          nodes: result.nodes,
          ms: Math.round((performance.now() - started) * 1000) / 1000,
        });
      }
      return;
    }
    case 'score': {
      const f = parseFlags(args, ['--deal', '--moves', '--scoring'], ['--no-wrap']);
      const dealText = f.values.get('--deal');
      const moves = f.values.get('--moves');
      if (dealText === undefined || moves === undefined) throw new UsageError('score needs --deal D and --moves M');
      const scoring = oneOf<ScoringSystem>('--scoring', f.values.get('--scoring'), SCORING_SYSTEMS, 'points');
      const game = new Game(dealText, { wrap: !f.switches.has('--no-wrap'), scoring });
      game.applyMoves(moves);
      out({
        status: game.status, score: game.score, parts: game.scoreParts, run: game.run,
        runs: game.state.runs, stockLeft: game.stockCount, peakCardsLeft: game.peakCardsLeft,
      });
      return;
    }
    case 'hint': {
      const f = parseFlags(args, [], ['--no-wrap']);
      for await (const { line, number } of stdinLines()) {
        let request: { deal?: unknown; moves?: unknown };
        try {
          request = JSON.parse(line);
        } catch {
          throw new UsageError(`line ${number}: not a JSON object like {"deal": "...", "moves": "..."}`);
        }
        if (typeof request?.deal !== 'string') throw new UsageError(`line ${number}: "deal" must be a deal text`);
        try {
          const game = new Game(request.deal, { wrap: !f.switches.has('--no-wrap') });
          game.applyMoves(typeof request.moves === 'string' ? request.moves : '');
          const h = hint(game);
          out({ move: h.move ? formatMove(h.move) : null, reason: h.reason });
        } catch (e) {
          throw new UsageError(`line ${number}: ${(e as Error).message}`);
        }
      }
      return;
    }
    case 'bench': {
      const f = parseFlags(args, ['--count'], ['--no-wrap']);
      const wraps = f.switches.has('--no-wrap') ? [false] : [true, false];
      benchSolver(count(f.values.get('--count'), 10000), wraps, out);
      return;
    }
    case 'bench-hint': {
      const f = parseFlags(args, ['--count', '--from', '--wrap'], ['--list-won']);
      const wrap = oneOf('--wrap', f.values.get('--wrap'), ['on', 'off', 'both'], 'both');
      const wraps = wrap === 'both' ? [true, false] : [wrap === 'on'];
      benchHint(count(f.values.get('--from'), 1, '--from'), count(f.values.get('--count'), 500), wraps, out, f.switches.has('--list-won'));
      return;
    }
    case undefined:
    case '--help':
    case 'help':
      out(USAGE);
      if (command === undefined) process.exitCode = 2;
      return;
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(`tri-peaks: ${message}${e instanceof UsageError && message.startsWith('unknown') ? `\n${USAGE}` : ''}\n`);
  process.exitCode = e instanceof UsageError ? 2 : 1;
});
