import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  type Challenge,
  type LayoutName,
  Game,
  LAYOUT_NAMES,
  dailyChallenges,
  dealForSeed,
  formatDeal,
  goalKindsOf,
  goalProgress,
  goalReached,
  layoutOf,
  solve,
} from '../../src/engine/standalone.js';

/**
 * Whole days of challenges, computed once and written to the data file: if a line
 * changes, every player's challenge of that day changed with it (a breaking change,
 * like the seed contract's pinned deals).
 */
const PINNED = readFileSync(new URL('data/challenges-pinned.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Challenge);

/** `count` consecutive dates from `first`, YYYY-MM-DD. */
function datesFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/** Replays a challenge's proof on its deal with its rules, as a player would play it. */
function playProof(c: Challenge): Game {
  const game = new Game(c.deal, { layout: c.layout, wrap: c.wrap });
  game.applyMoves(c.proof);
  return game;
}

describe('daily challenges', () => {
  test('the pinned days give the same challenges, field for field', () => {
    const days = new Map<string, Challenge[]>();
    for (const c of PINNED) {
      const key = `${c.date} ${c.layout}`;
      days.set(key, [...(days.get(key) ?? []), c]);
    }
    assert.ok(days.size >= 8);
    for (const [key, pinned] of days) {
      const [date, layout] = key.split(' ') as [string, LayoutName];
      assert.deepEqual(JSON.parse(JSON.stringify(dailyChallenges(date, layout))), pinned, key);
    }
  });

  const DAYS = datesFrom('2026-11-20', 60);
  for (const layout of LAYOUT_NAMES) {
    test(`${layout}: 60 days in a row, each challenge proven on its tier's daily deal`, () => {
      const kindsSeen = new Set<string>();
      for (const date of DAYS) {
        const day = dailyChallenges(date, layout);
        assert.deepEqual(
          day.map((c) => c.tier),
          ['easy', 'medium', 'hard'],
        );
        for (const c of day) {
          const what = `${date} ${layout} ${c.tier}`;
          assert.equal(c.date, date);
          assert.equal(c.seed, `daily:${date}`);
          assert.equal(c.wrap, layoutOf(layout).defaultWrap, what);
          assert.equal(c.deal, formatDeal(dealForSeed(c.seed, { mode: c.tier, layout, wrap: c.wrap }).deal), what);
          assert.ok(goalKindsOf(layoutOf(layout)).includes(c.goal.kind), what);
          assert.ok(Number.isInteger(c.goal.target) && c.goal.target > 0, what);
          assert.match(c.text, /^[A-Z].*\.$/);
          // The proof is the rules engine's: replayed move by move, it reaches the goal.
          const game = playProof(c);
          assert.ok(goalReached(game, c.goal), `${what}: ${c.proof} does not reach ${JSON.stringify(c.goal)}`);
          kindsSeen.add(c.goal.kind);
        }
        assert.ok(new Set(day.map((c) => c.goal.kind)).size > 1, `${date} ${layout}: all three goals are ${day[0].goal.kind}`);
      }
      assert.deepEqual([...kindsSeen].sort(), [...goalKindsOf(layoutOf(layout))].sort(), 'every goal kind turns up');
    });
  }

  test('a stock goal is near the most the exact solver can leave: one card more is harder or out of reach', () => {
    for (const date of datesFrom('2026-12-01', 8)) {
      for (const layout of LAYOUT_NAMES) {
        for (const c of dailyChallenges(date, layout).filter((c) => c.goal.kind === 'stock')) {
          const game = playProof(c);
          assert.equal(game.status, 'won');
          const stockSize = layoutOf(layout).stockSize;
          // The target is at most what the proof leaves; the proof leaves what the solver shows is the most (or its cap's best).
          assert.ok(game.stockCount >= c.goal.target);
          const fewer = solve(game.deal, { layout, wrap: c.wrap, maxStockTurns: stockSize - game.stockCount - 1, maxNodes: 200_000 });
          assert.notEqual(fewer.winnable, true, `${date} ${layout}: a win leaving more stock was missed`);
        }
      }
    }
  });

  test('the same date gives the same challenges every time; different dates give different deals', () => {
    assert.deepEqual(dailyChallenges('2027-03-14'), dailyChallenges('2027-03-14'));
    assert.notEqual(dailyChallenges('2027-03-14')[0].deal, dailyChallenges('2027-03-15')[0].deal);
    assert.equal(dailyChallenges('2027-03-14')[0].layout, 'tri-peaks');
  });

  test('a date that is not a real YYYY-MM-DD date, or an unknown layout, is refused with what is wrong', () => {
    for (const bad of ['2026-13-01', '2027-02-29', '2026-1-01', 'today', '']) {
      assert.throws(() => dailyChallenges(bad), /real date written YYYY-MM-DD/, bad);
    }
    assert.throws(() => dailyChallenges('2026-12-04', 'spider' as LayoutName), /layout must be one of tri-peaks, golf/);
  });
});

describe('goal progress', () => {
  const DEAL = dealForSeed('daily:2026-12-04', { mode: 'easy' }).deal;

  test('a run goal counts the longest run so far, and a stock turn ends the run', () => {
    const game = new Game(DEAL);
    const goal = { kind: 'run', target: 3 } as const;
    assert.deepEqual(goalProgress(game, goal), { value: 0, target: 3, reached: false, failed: false });
    const play = () => game.play(game.legalMoves().find((m) => m.kind === 'play')!.card);
    while (!game.legalMoves().some((m) => m.kind === 'play')) game.turnStock();
    play();
    assert.equal(goalProgress(game, goal).value, 1);
    game.turnStock();
    assert.equal(goalProgress(game, goal).value, 1, 'the finished run still counts');
    assert.equal(goalReached(game, goal), false);
  });

  test('a stock goal fails once the stock is shorter than the target, and is reached only by a win', () => {
    const game = new Game(DEAL);
    const goal = { kind: 'stock', target: 21 } as const;
    assert.equal(goalProgress(game, goal).failed, false);
    game.turnStock();
    game.turnStock();
    assert.equal(goalProgress(game, goal).failed, false);
    game.turnStock();
    assert.deepEqual(goalProgress(game, goal), { value: 20, target: 21, reached: false, failed: true });
  });

  test('score and clear goals follow the score and the cards cleared; a lost game fails them', () => {
    const won = new Game(DEAL);
    won.applyMoves(solve(DEAL, { wrap: true }).solution!);
    assert.deepEqual(goalProgress(won, { kind: 'clear', target: 28 }), { value: 28, target: 28, reached: true, failed: false });
    assert.equal(goalReached(won, { kind: 'score', target: won.score }), true);
    assert.equal(goalReached(won, { kind: 'score', target: won.score + 1 }), false);
    const lost = new Game(DEAL);
    // Stock first, then whatever fits: the peaks stay far from cleared.
    while (lost.canTurnStock()) lost.turnStock();
    while (lost.status === 'playing') lost.apply(lost.legalMoves()[0]);
    assert.equal(lost.status, 'lost');
    assert.deepEqual(goalProgress(lost, { kind: 'clear', target: 28 }).failed, true);
    const more = lost.score + 10;
    assert.deepEqual(goalProgress(lost, { kind: 'score', target: more }), {
      value: lost.score,
      target: more,
      reached: false,
      failed: true,
    });
  });
});
