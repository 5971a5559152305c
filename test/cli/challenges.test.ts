import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { path, triPeaks } from './helpers.js';

interface Challenge {
  tier: string;
  seed: string;
  layout: string;
  wrap: boolean;
  deal: string;
  goal: { kind: 'clear' | 'score' | 'stock' | 'run'; target: number };
  proof: string;
}

/** The pinned days (test/engine/challenges.test.ts pins the engine's objects; here the command's lines). */
const PINNED = readFileSync(path('test/engine/data/challenges-pinned.jsonl'), 'utf8').trim().split('\n');

test('challenges prints the pinned day as three JSON lines, Tri Peaks unless told, Golf with --layout golf', () => {
  for (const layout of ['tri-peaks', 'golf']) {
    const args = ['challenges', '--date', '2026-12-04', ...(layout === 'golf' ? ['--layout', 'golf'] : [])];
    const result = triPeaks(args);
    assert.equal(result.status, 0, result.stderr);
    const expected = PINNED.filter((line) => line.includes('"date":"2026-12-04"') && line.includes(`"layout":"${layout}"`));
    assert.equal(expected.length, 3);
    assert.deepEqual(result.stdout.trim().split('\n'), expected);
  }
});

test("each challenge's deal is what `deal` prints, and `score --moves` replays its proof to the goal", () => {
  const result = triPeaks(['challenges', '--date', '2026-12-06', '--layout', 'golf']);
  assert.equal(result.status, 0, result.stderr);
  const more = triPeaks(['challenges', '--date', '2026-12-05']);
  const challenges = `${result.stdout}${more.stdout}`.trim().split('\n');
  for (const line of challenges) {
    const c = JSON.parse(line) as Challenge;
    const rules = ['--layout', c.layout, '--wrap', c.wrap ? 'on' : 'off'];
    const deal = triPeaks(['deal', '--seed', c.seed, '--mode', c.tier, ...rules]);
    assert.equal(deal.stdout.trim(), c.deal);
    const replay = triPeaks(['score', '--deal', c.deal, '--moves', c.proof, ...rules]);
    assert.equal(replay.status, 0, replay.stderr);
    const score = JSON.parse(replay.stdout) as { status: string; score: number; stockLeft: number; run: number; runs: number[] };
    const reached = {
      clear: score.status === 'won',
      score: score.score >= c.goal.target,
      stock: score.status === 'won' && score.stockLeft >= c.goal.target,
      run: Math.max(score.run, ...score.runs) >= c.goal.target,
    }[c.goal.kind];
    assert.ok(reached, `${line}\n${replay.stdout}`);
  }
});

test('challenges refuses a bad date, a missing value, an unknown layout and other rules with one line and exit code 2', () => {
  const cases: [string[], RegExp][] = [
    [['--date', '2026-13-01'], /--date must be a real date written YYYY-MM-DD, not "2026-13-01"/],
    [['--date'], /--date needs a value/],
    [[], /challenges needs --date YYYY-MM-DD/],
    [['--date', '2026-12-04', '--layout', 'spider'], /--layout must be one of tri-peaks, golf, not "spider"/],
    [['--date', '2026-12-04', '--wrap', 'off'], /tri-peaks challenges are played with wrap on/],
    [['--date', '2026-12-04', '--wild', '1'], /without jokers/],
  ];
  for (const [args, message] of cases) {
    const result = triPeaks(['challenges', ...args]);
    assert.equal(result.status, 2, args.join(' '));
    assert.equal(result.stdout, '');
    assert.match(result.stderr, /^tri-peaks: [^\n]+\n$/);
    assert.match(result.stderr, message);
  }
});
