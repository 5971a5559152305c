// The `tri-peaks` command line as a user runs it: bin/tri-peaks.js over dist/cli/main.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { type LayoutName, type Tier, dealForSeed, formatDeal } from '../../src/engine/standalone.js';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { path, triPeaks } from './helpers.js';

const CODE = /^[A2-9TJQK][CDHS]$/;

test('deal prints the 52 codes of a seed, the same every time', () => {
  const a = triPeaks(['deal', '--seed', '12345']);
  const b = triPeaks(['deal', '--seed=12345']);
  assert.equal(a.status, 0, a.stderr);
  const codes = a.stdout.trim().split(' ');
  assert.equal(codes.length, 52);
  assert.ok(codes.every((c) => CODE.test(c)));
  assert.equal(new Set(codes).size, 52);
  assert.equal(a.stdout, b.stdout);
});

test('deal --mode any and --no-wrap are accepted; a bad mode is a usage error', () => {
  assert.equal(triPeaks(['deal', '--seed', 'x', '--mode', 'any', '--no-wrap']).status, 0);
  const bad = triPeaks(['deal', '--seed', 'x', '--mode', 'extreme']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--mode must be one of winnable, any, easy, medium, hard, not "extreme"/);
});

test('deal --mode easy, medium, hard print the tier deals of the engine, in both layouts', () => {
  for (const mode of ['easy', 'medium', 'hard']) {
    for (const layout of ['tri-peaks', 'golf']) {
      const printed = triPeaks(['deal', '--seed', '42', '--mode', mode, '--layout', layout]);
      assert.equal(printed.status, 0, printed.stderr);
      assert.equal(printed.stdout.trim(), formatDeal(dealForSeed('42', { mode: mode as Tier, layout: layout as LayoutName }).deal));
    }
  }
  assert.notEqual(triPeaks(['deal', '--seed', '42', '--mode', 'easy']).stdout, triPeaks(['deal', '--seed', '42', '--mode', 'hard']).stdout);
});

test('solve reads deal texts from stdin and answers one JSON line each', () => {
  const deal = triPeaks(['deal', '--seed', '99']).stdout.trim();
  const result = triPeaks(['solve'], `${deal}\n${deal}\n`);
  assert.equal(result.status, 0, result.stderr);
  const lines = result.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(lines.length, 2);
  assert.equal(lines[0].winnable, true, 'a winnable-mode deal is winnable');
  assert.equal(typeof lines[0].solution, 'string');
  const bad = triPeaks(['solve'], 'AC 2C\n');
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /line 1:/);
});

test("score replays the solver's line to a win", () => {
  const deal = triPeaks(['deal', '--seed', '99']).stdout.trim();
  const { solution } = JSON.parse(triPeaks(['solve'], deal).stdout);
  const result = triPeaks(['score', '--deal', deal, '--moves', solution]);
  assert.equal(result.status, 0, result.stderr);
  const score = JSON.parse(result.stdout);
  assert.equal(score.status, 'won');
  assert.equal(score.peakCardsLeft, 0);
  assert.ok(score.score >= 500 + 3 * 250, `a win scores at least the clear and peak bonuses, not ${score.score}`);
  const betting = JSON.parse(triPeaks(['score', '--deal', deal, '--moves', solution, '--scoring', 'betting']).stdout);
  assert.equal(betting.status, 'won');
  assert.notEqual(betting.score, score.score);
});

test('hint answers {"deal","moves"} lines with a legal move or none', () => {
  const deal = triPeaks(['deal', '--seed', '5']).stdout.trim();
  const result = triPeaks(['hint'], `${JSON.stringify({ deal, moves: '' })}\n`);
  assert.equal(result.status, 0, result.stderr);
  const hint = JSON.parse(result.stdout);
  assert.ok(hint.move === null || hint.move === '|' || CODE.test(hint.move), `not a move: ${hint.move}`);
  assert.equal(typeof hint.reason, 'string');
  assert.equal(triPeaks(['hint'], 'not json\n').status, 2);
});

test('bench runs and prints its figures', () => {
  const result = triPeaks(['bench', '--count', '20', '--no-wrap']);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /wrap off: winnable \d+\/20/);
});

test('bench-hint --list-won names the seeds won, as many as its win count', () => {
  const result = triPeaks(['bench-hint', '--count', '3', '--from', '7', '--wrap', 'on', '--list-won']);
  assert.equal(result.status, 0, result.stderr);
  const wins = Number(/wrap on : won (\d+)\/3/.exec(result.stdout)?.[1]);
  const listed = /wrap on : seeds won(.*)/.exec(result.stdout)?.[1].trim().split(' ').filter(Boolean).map(Number);
  assert.ok(listed, result.stdout);
  assert.equal(listed.length, wins);
  assert.ok(
    listed.every((seed) => seed >= 7 && seed <= 9),
    result.stdout,
  );
  assert.doesNotMatch(triPeaks(['bench-hint', '--count', '1', '--wrap', 'on']).stdout, /seeds won/);
  // The chances the hints stated, next to how often the games they were stated in were won.
  const chances = /wrap on : the (\d+) hints that gave a chance said (\d+) in 100 on average; (\d+) in 100 were in games then won/.exec(
    result.stdout,
  );
  assert.ok(chances, result.stdout);
  assert.ok(Number(chances[1]) > 0 && Number(chances[2]) <= 99 && Number(chances[3]) <= 100, chances[0]);
});

test('unknown commands and options exit 2 with one line; the usage comes on --help', () => {
  const none = triPeaks([]);
  assert.equal(none.status, 2);
  assert.match(none.stdout, /usage: tri-peaks/);
  for (const [args, message] of [
    [['shuffle'], /^tri-peaks: unknown command "shuffle" \(tri-peaks help lists the commands\)\n$/],
    [['deal', '--seed', '1', '--fast'], /^tri-peaks: unknown option "--fast" \(tri-peaks help lists the options\)\n$/],
    [['deal'], /^tri-peaks: deal needs --seed S\n$/],
  ] as const) {
    const result = triPeaks([...args]);
    assert.equal(result.status, 2, args.join(' '));
    assert.match(result.stderr, message);
    assert.equal(result.stdout, '');
  }
  for (const args of [['help'], ['--help'], ['bench-hint', '--help']]) {
    const help = triPeaks(args);
    assert.equal(help.status, 0, args.join(' '));
    assert.match(help.stdout, /^usage: tri-peaks/);
  }
});

test('every count and seed option is range-checked: one line, exit 2, never a hang', () => {
  for (const [args, message] of [
    [
      ['bench-hint', '--from', '100000000000000000000000'],
      /--from must be a whole number from 0 to 4294967295, not "100000000000000000000000"/,
    ],
    [['bench-hint', '--from', '9007199254740992'], /--from must be a whole number from 0 to 4294967295, not "9007199254740992"/],
    [['bench-hint', '--from', '4294967290', '--count', '10'], /seeds 4294967290\.\.4294967299 go past 4294967295, the last integer seed/],
    [['bench-hint', '--count', '10001'], /--count must be a whole number from 1 to 10000, not "10001"/],
    [['bench', '--count', '99999999999999999999'], /--count must be a whole number from 1 to 100000, not "99999999999999999999"/],
    [['bench', '--count', '1e3'], /--count must be a whole number from 1 to 100000, not "1e3"/],
    [['bench', '--count', '-5'], /--count must be a whole number from 1 to 100000, not "-5"/],
  ] as const) {
    const started = Date.now();
    const result = triPeaks([...args]);
    assert.equal(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
    assert.match(result.stderr, new RegExp(`^tri-peaks: ${message.source}\\n$`));
    assert.ok(Date.now() - started < 10_000, `${args.join(' ')} took ${Date.now() - started} ms`);
  }
  // The last integer seed is a seed: a bench of it alone runs.
  const last = triPeaks(['bench-hint', '--from', '4294967295', '--count', '1', '--no-wrap']);
  assert.equal(last.status, 0, last.stderr);
  assert.match(last.stdout, /seeds 4294967295\.\.4294967295/);
});

test('input the engine rejects exits 2 with its one line, as usage errors do', () => {
  const deal = triPeaks(['deal', '--seed', '5']).stdout.trim();
  for (const [args, input, message] of [
    [['score', '--deal', 'D', '--moves', '|'], undefined, /The deal text has 1 card codes/],
    [['score', '--deal', deal, '--moves', 'ZZ'], undefined, /ZZ/],
    [['deal', '--seed', 'daily:2026-13-45'], undefined, /is not a daily seed/],
    [['hint'], `${JSON.stringify({ deal, moves: 5 })}\n`, /line 1: "moves" must be a move text/],
    [['hint'], `${JSON.stringify({ deal, moves: ['|'] })}\n`, /line 1: "moves" must be a move text/],
    [['hint'], `${JSON.stringify({ deal, moves: 'KS KS' })}\n`, /line 1: /],
  ] as const) {
    const result = triPeaks([...args], input);
    assert.equal(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
    assert.match(result.stderr, message);
    assert.equal(result.stderr.split('\n').length, 2, `one line: ${result.stderr}`);
  }
});

test('--wrap off and --no-wrap are the same on deal, solve, score and hint', () => {
  const deal = triPeaks(['deal', '--seed', '2', '--no-wrap']).stdout.trim();
  const { solution } = JSON.parse(triPeaks(['solve', '--no-wrap'], deal).stdout);
  const same = (args: string[], input?: string, answer = (stdout: string) => stdout) => {
    const off = triPeaks([...args, '--wrap', 'off'], input);
    const noWrap = triPeaks([...args, '--no-wrap'], input);
    assert.equal(off.status, 0, off.stderr);
    assert.equal(answer(off.stdout), answer(noWrap.stdout), args.join(' '));
    return answer(off.stdout);
  };
  assert.equal(same(['deal', '--seed', '2']), `${deal}\n`);
  const on = triPeaks(['deal', '--seed', '2', '--wrap', 'on']).stdout;
  assert.notEqual(on, `${deal}\n`, 'seed 2 deals another winnable deal without wrap');
  assert.equal(on, triPeaks(['deal', '--seed', '2']).stdout, 'wrap is on by default');
  // The solve time differs run to run; the rest of the answer must not.
  same(['solve'], deal, (stdout) => JSON.stringify({ ...JSON.parse(stdout), ms: 0 }));
  assert.equal(JSON.parse(same(['score', '--deal', deal, '--moves', solution])).status, 'won');
  same(['hint'], `${JSON.stringify({ deal, moves: '' })}\n`);
});

test('bench-hint takes --no-wrap, and bench --wrap off, for one wrap rule', () => {
  const hint = triPeaks(['bench-hint', '--count', '1', '--no-wrap']);
  assert.equal(hint.status, 0, hint.stderr);
  assert.match(hint.stdout, /wrap off: won \d\/1/);
  assert.doesNotMatch(hint.stdout, /wrap on /);
  const bench = triPeaks(['bench', '--count', '5', '--wrap', 'off']);
  assert.equal(bench.status, 0, bench.stderr);
  assert.match(bench.stdout, /wrap off: winnable \d\/5/);
  assert.doesNotMatch(bench.stdout, /wrap on /);
});

test('a --wrap other than on or off is a usage error, on every command', () => {
  for (const command of [
    ['deal', '--seed', '1'],
    ['solve'],
    ['score', '--deal', 'D', '--moves', ''],
    ['hint'],
    ['bench'],
    ['bench-hint'],
  ]) {
    for (const bad of [['--wrap', 'maybe'], ['--wrap=both']]) {
      const result = triPeaks([...command, ...bad], '');
      assert.equal(result.status, 2, `${command[0]} ${bad.join(' ')}`);
      assert.match(result.stderr, /--wrap must be one of on, off, not "(maybe|both)"/);
    }
  }
});

test('options take --name=value; a missing value, a value for a switch and a stray argument are usage errors', () => {
  const deal = triPeaks(['deal', '--seed', '7', '--mode=any', '--wrap=off']);
  assert.equal(deal.status, 0, deal.stderr);
  assert.equal(deal.stdout, triPeaks(['deal', '--seed', '7', '--mode', 'any', '--no-wrap']).stdout);
  const score = triPeaks(['score', `--deal=${deal.stdout.trim()}`, '--moves=|', '--scoring=betting', '--wrap=off']);
  assert.equal(score.status, 0, score.stderr);
  assert.equal(JSON.parse(score.stdout).stockLeft, 22);
  assert.match(triPeaks(['bench', '--count=20', '--wrap=off']).stdout, /wrap off: winnable \d+\/20/);
  for (const [args, message] of [
    [['deal', '--seed'], /--seed needs a value/],
    [['deal', '--seed', '1', '--wrap'], /--wrap needs a value/],
    [['deal', '--seed', '1', '--no-wrap=yes'], /--no-wrap takes no value/],
    [['score', '--deal', 'D'], /score needs --moves M/],
    [['bench', '--count=0'], /--count must be a whole number from 1 to 100000, not "0"/],
    [['deal', '--seed', '1', 'extra'], /unknown argument "extra"/],
  ] as const) {
    const result = triPeaks([...args]);
    assert.equal(result.status, 2, args.join(' '));
    assert.match(result.stderr, message);
    assert.match(result.stderr, /^tri-peaks: /);
  }
});

test('the usage shows one wrap spelling for every command', () => {
  const usage = triPeaks(['help']).stdout;
  for (const command of ['deal', 'solve', 'score', 'hint', 'bench', 'bench-hint']) {
    assert.match(usage, new RegExp(`^  ${command} .*\\[--wrap on\\|off\\]`, 'm'), command);
  }
  assert.match(usage, /--no-wrap is short for --wrap off/);
});

test('--layout golf and --wild N on deal, solve, score and bench', () => {
  const deal = triPeaks(['deal', '--seed', '4', '--layout', 'golf', '--wild', '1']);
  assert.equal(deal.status, 0, deal.stderr);
  const codes = deal.stdout.trim().split(' ');
  assert.equal(codes.length, 53);
  assert.ok(codes.includes('W1'));
  const solved = triPeaks(['solve', '--layout', 'golf', '--wild', '1'], deal.stdout);
  assert.equal(solved.status, 0, solved.stderr);
  const { winnable, solution } = JSON.parse(solved.stdout);
  assert.equal(winnable, true, 'a winnable-mode Golf deal is winnable');
  const score = JSON.parse(triPeaks(['score', '--deal', deal.stdout.trim(), '--moves', solution, '--layout=golf', '--wild=1']).stdout);
  assert.equal(score.status, 'won');
  assert.equal(score.peakCardsLeft, 0);
  assert.equal(score.strokes, 0 - score.stockLeft);
  assert.equal(score.parts.peaks, 0, 'no peak bonus in Golf');
  // Golf's wrap is off unless told: the default deal is the --wrap off one.
  assert.equal(
    triPeaks(['deal', '--seed', '4', '--layout', 'golf']).stdout,
    triPeaks(['deal', '--seed', '4', '--layout', 'golf', '--no-wrap']).stdout,
  );
  const bench = triPeaks(['bench', '--count', '5', '--layout', 'golf', '--wild', '2', '--wrap', 'on']);
  assert.equal(bench.status, 0, bench.stderr);
  assert.match(bench.stdout, /seeds 1\.\.5, Golf, 2 jokers/);
  assert.match(bench.stdout, /wrap on : winnable \d\/5/);
  const hint = triPeaks(['hint', '--layout', 'golf', '--wild', '1'], `${JSON.stringify({ deal: deal.stdout.trim(), moves: '' })}\n`);
  assert.equal(hint.status, 0, hint.stderr);
  assert.equal(typeof JSON.parse(hint.stdout).reason, 'string');
});

test('a bad --layout or --wild is a usage error; a deal text that does not fit them names why', () => {
  const layout = triPeaks(['deal', '--seed', '1', '--layout', 'klondike']);
  assert.equal(layout.status, 2);
  assert.match(layout.stderr, /--layout must be one of tri-peaks, golf, not "klondike"/);
  const wild = triPeaks(['deal', '--seed', '1', '--wild', '3']);
  assert.equal(wild.status, 2);
  assert.match(wild.stderr, /--wild must be one of 0, 1, 2, not "3"/);
  const jokers = triPeaks(['deal', '--seed', '1', '--wild', '2']).stdout;
  const wrong = triPeaks(['solve'], jokers);
  assert.notEqual(wrong.status, 0);
  assert.match(wrong.stderr, /line 1: .*54 card codes.*give wild 2/);
});

test('--seed --help is no seed and no request for the usage: a usage error; --seed=--help is a seed', () => {
  const result = triPeaks(['deal', '--seed', '--help']);
  assert.equal(result.status, 2);
  assert.equal(result.stdout, '');
  assert.equal(result.stderr, 'tri-peaks: --seed needs a value, not the option "--help" (write --seed=--help for a value like that)\n');
  assert.match(triPeaks(['deal', '--seed=--help', '--mode', 'any']).stdout, /^([A2-9TJQK][CDHS] ){51}[A2-9TJQK][CDHS]\n$/);
});

test('a seed the element refuses (over 200 characters) is refused with the engine’s message, as the element warns it', () => {
  const result = triPeaks(['deal', '--seed', 'x'.repeat(201)]);
  assert.equal(result.status, 2);
  assert.equal(result.stderr, 'tri-peaks: A seed is at most 200 characters, not 201\n');
  assert.equal(triPeaks(['deal', '--seed', 'x'.repeat(200), '--mode', 'any']).status, 0);
});

test('output that cannot be written: a reader that stopped (| head -1) ends it quietly; a full disk is one line', () => {
  const deals = Array.from({ length: 400 }, (_, i) => formatDeal(dealForSeed(i, { mode: 'any' }).deal)).join('\n');
  // The shell's pipe into head, which reads one line and leaves.
  const piped = spawnSync('bash', ['-c', `node ${path('bin/tri-peaks.js')} solve 2>&1 | head -1 >/dev/null; echo "\${PIPESTATUS[0]}"`], {
    input: deals,
    encoding: 'utf8',
  });
  assert.equal(piped.stdout, '0\n', `exit code and output: ${piped.stdout}`);
  if (existsSync('/dev/full')) {
    const full = spawnSync('bash', ['-c', `node ${path('bin/tri-peaks.js')} deal --seed 42 >/dev/full`], { encoding: 'utf8' });
    assert.equal(full.stderr, 'tri-peaks: the output could not be written (ENOSPC)\n');
    assert.equal(full.status, 74);
  }
});
