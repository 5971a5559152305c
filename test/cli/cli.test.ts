// The `tri-peaks` command line as a user runs it: bin/tri-peaks.js over dist/cli/main.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { triPeaks } from './helpers.js';

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
  const bad = triPeaks(['deal', '--seed', 'x', '--mode', 'easy']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--mode must be one of winnable, any/);
});

test('solve reads deal texts from stdin and answers one JSON line each', () => {
  const deal = triPeaks(['deal', '--seed', '99']).stdout.trim();
  const result = triPeaks(['solve'], `${deal}\n${deal}\n`);
  assert.equal(result.status, 0, result.stderr);
  const lines = result.stdout.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(lines.length, 2);
  assert.equal(lines[0].winnable, true, 'a winnable-mode deal is winnable');
  assert.equal(typeof lines[0].solution, 'string');
  const bad = triPeaks(['solve'], 'AC 2C\n');
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /line 1:/);
});

test('score replays the solver\'s line to a win', () => {
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
  assert.ok(listed.every((seed) => seed >= 7 && seed <= 9), result.stdout);
  assert.doesNotMatch(triPeaks(['bench-hint', '--count', '1', '--wrap', 'on']).stdout, /seeds won/);
  // The chances the hints stated, next to how often the games they were stated in were won.
  const chances = /wrap on : the (\d+) hints that gave a chance said (\d+) in 100 on average; (\d+) in 100 were in games then won/.exec(result.stdout);
  assert.ok(chances, result.stdout);
  assert.ok(Number(chances[1]) > 0 && Number(chances[2]) <= 99 && Number(chances[3]) <= 100, chances[0]);
});

test('unknown commands and options exit 2 with the usage', () => {
  const none = triPeaks([]);
  assert.equal(none.status, 2);
  assert.match(none.stdout, /usage: tri-peaks/);
  const unknown = triPeaks(['shuffle']);
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /unknown command "shuffle"/);
  assert.match(triPeaks(['deal', '--seed', '1', '--fast']).stderr, /unknown option "--fast"/);
  assert.match(triPeaks(['deal']).stderr, /deal needs --seed/);
});
