/**
 * Property tests: many random games of random legal moves, undos and illegal attempts,
 * across seeds and options, each position checked against an independent model of
 * rules.md (helpers.ts) — never against the engine's own scoring functions.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Game, IllegalMoveError, cardCode, parseDeal, solve, type MoveResult } from '../../src/engine/standalone.js';
import {
  ALL_CODES,
  model,
  modelLegal,
  moveToken,
  pick,
  prng,
  randInt,
  randomDealText,
  snapshot,
  tokenToMove,
  uncovered,
} from './helpers.js';

const GAMES = 2000;

type Options = { wrap: boolean; scoring: 'points' | 'betting'; faceUp: boolean };

/** The model, memoised per deal and history (undo and redo revisit histories). */
const memo = new Map<string, ReturnType<typeof model>>();
function modelOf(deal: string, tokens: readonly string[], wrap: boolean) {
  const key = `${wrap}|${deal}|${tokens.join(' ')}`;
  let m = memo.get(key);
  if (!m) {
    if (memo.size > 5000) memo.clear();
    m = model(deal, tokens, wrap);
    memo.set(key, m);
  }
  return m;
}

function randomOptions(rng: () => number): Options {
  return { wrap: rng() < 0.5, scoring: rng() < 0.5 ? 'points' : 'betting', faceUp: rng() < 0.25 };
}

/** Every position property that does not depend on how we got here. */
function checkPosition(g: Game, deal: string, opts: Options, where: string) {
  const tokens = g.history.map(moveToken);
  const m = modelOf(deal, tokens, opts.wrap);
  const codes = deal.split(' ');

  // 52 cards accounted for: peaks left + waste + stock, no duplicates.
  const peaksLeft = Array.from({ length: 28 }, (_, p) => p)
    .filter((p) => !g.isRemoved(p))
    .map((p) => cardCode(g.cardAt(p)));
  const waste = g.waste.map(cardCode);
  const stock = codes.slice(52 - g.stockCount);
  assert.equal(peaksLeft.length + waste.length + stock.length, 52, where);
  assert.equal(new Set([...peaksLeft, ...waste, ...stock]).size, 52, where);
  assert.equal(g.peakCardsLeft, peaksLeft.length, where);

  // The position is what the rules give for the move history.
  assert.deepEqual(waste, m.waste, where);
  assert.equal(cardCode(g.wasteTop), m.wasteTop, where);
  assert.equal(g.stockCount, 23 - m.turned, where);
  assert.equal(g.status, m.status, where);
  assert.equal(g.run, m.run, where);
  assert.deepEqual([...g.state.runs], m.runs, where);
  for (let p = 0; p < 28; p++) {
    const gone = m.removed.has(p);
    assert.equal(g.isRemoved(p), gone, `${where} removed ${p}`);
    assert.equal(g.isFaceUp(p), !gone && (opts.faceUp || uncovered(p, m.removed)), `${where} face up ${p}`);
  }
  assert.deepEqual(g.legalMoves().map(moveToken).sort(), modelLegal(codes, m, opts.wrap).sort(), where);

  // The score is what the history gives.
  const parts = opts.scoring === 'points' ? m.parts : m.bettingParts;
  assert.equal(g.score, opts.scoring === 'points' ? m.points : m.betting, where);
  assert.deepEqual({ ...g.scoreParts }, { ...parts, total: g.score }, where);
  assert.equal(g.nextCardValue, opts.scoring === 'points' ? 10 * (m.run + 1) : m.run + 1, where);
}

/** What the move result should say, from the model before and after. */
function checkResult(
  r: MoveResult,
  deal: string,
  before: string[],
  after: string[],
  opts: Options,
  scoreBefore: number,
  g: Game,
  where: string,
) {
  const m0 = modelOf(deal, before, opts.wrap);
  const m1 = modelOf(deal, after, opts.wrap);
  assert.equal(r.delta, g.score - scoreBefore, where);
  assert.equal(r.run, m1.run, where);
  assert.equal(r.status, m1.status, where);
  const token = after[after.length - 1];
  const position = token === '|' ? null : deal.split(' ').indexOf(token);
  assert.equal(r.position, position, where);
  if (position !== null) {
    const newly = [...Array(28).keys()].filter((q) => !m1.removed.has(q) && uncovered(q, m1.removed) && !uncovered(q, m0.removed));
    assert.deepEqual(
      [...r.uncovered].sort((a, b) => a - b),
      newly,
      where,
    );
  } else {
    assert.deepEqual([...r.uncovered], [], where);
  }
  // endedRun: the stock turn ends the run before it; the end of the game ends the run.
  let ended = 0;
  if (token === '|') ended = m0.run;
  if (m1.status !== 'playing' && token !== '|') ended = m1.run;
  assert.deepEqual(
    r.endedRun,
    ended > 0 ? { length: ended, points: opts.scoring === 'points' ? 5 * ended * (ended + 1) : (ended * (ended + 1)) / 2 } : null,
    where,
  );
}

function tryIllegal(g: Game, rng: () => number, where: string) {
  const legal = new Set(g.legalMoves().map(moveToken));
  const before = snapshot(g);
  const attempt = rng();
  if (attempt < 0.85) {
    let code = pick(rng, ALL_CODES);
    for (let k = 0; k < 5 && legal.has(code); k++) code = pick(rng, ALL_CODES);
    if (legal.has(code)) return;
    assert.throws(
      () => g.play(code),
      (e: Error) => e instanceof IllegalMoveError && e.message.length > 10,
      `${where} ${code}`,
    );
  } else if (attempt < 0.95) {
    const position = randInt(rng, 28);
    if (g.canPlay(position)) return;
    assert.throws(() => g.play({ position }), IllegalMoveError, `${where} position ${position}`);
  } else {
    if (legal.has('|')) return;
    assert.throws(() => g.turnStock(), IllegalMoveError, `${where} stock`);
  }
  assert.deepEqual(snapshot(g), before, `${where}: an illegal move changed the game`);
}

describe('random games against the rules model', () => {
  test(`${GAMES} random games of random legal moves, undos and illegal attempts`, (t) => {
    const rng = prng(20260101);
    let steps = 0;
    let undos = 0;
    let illegal = 0;
    const ends = { won: 0, lost: 0, playing: 0 };
    for (let n = 0; n < GAMES; n++) {
      const deal = randomDealText(rng);
      const opts = randomOptions(rng);
      const g = new Game(deal, opts);
      const where = () => `game ${n} [${deal}] ${JSON.stringify(opts)} after "${g.moveText}"`;
      checkPosition(g, deal, opts, where());
      // Lean towards plays, so that some games are won.
      const playBias = 0.6 + 0.4 * rng();
      for (let s = 0; s < 200; s++) {
        const r = rng();
        if (r < 0.12) {
          const hadMoves = g.history.length > 0;
          const last = hadMoves ? moveToken(g.history[g.history.length - 1]) : null;
          const undone = g.undo();
          assert.equal(undone === null ? null : moveToken(undone), last, where());
          undos++;
        } else if (r < 0.3) {
          tryIllegal(g, rng, where());
          illegal++;
          continue;
        } else {
          if (g.status !== 'playing') {
            if (rng() < 0.5) break;
            continue;
          }
          const moves = g.legalMoves();
          const plays = moves.filter((m) => m.kind === 'play');
          const move = plays.length > 0 && rng() < playBias ? pick(rng, plays) : pick(rng, moves);
          const before = snapshot(g);
          const tokensBefore = g.history.map(moveToken);
          const scoreBefore = g.score;
          const result = g.apply(move);
          const after = snapshot(g);
          checkResult(result, deal, tokensBefore, g.history.map(moveToken), opts, scoreBefore, g, where());
          // Undo is an exact inverse, and redoing gives the same position again.
          assert.deepEqual(moveToken(g.undo()!), moveToken(move));
          assert.deepEqual(snapshot(g), before, `${where()}: undo of ${moveToken(move)}`);
          g.apply(tokenToMove(moveToken(move)));
          assert.deepEqual(snapshot(g), after, `${where()}: redo of ${moveToken(move)}`);
          steps++;
        }
        checkPosition(g, deal, opts, where());
      }
      ends[g.status]++;
      // A save at the end loads back to the same game.
      assert.deepEqual(snapshot(Game.load(g.save())), snapshot(g), where());
    }
    t.diagnostic(`${steps} moves, ${undos} undos, ${illegal} illegal attempts, ends ${JSON.stringify(ends)}`);
    assert.ok(steps > 40000, `${steps} moves`);
    assert.ok(undos > 10000 && illegal > 10000, `${undos} undos, ${illegal} illegal attempts`);
    assert.ok(ends.won > 10 && ends.lost > 100, JSON.stringify(ends));
  });
});

describe('random deals: every solver solution replays to a win', () => {
  test('300 random deals, wrap on and off, from the start and from a random position', (t) => {
    const rng = prng(99);
    let wins = 0;
    for (let n = 0; n < 300; n++) {
      const deal = randomDealText(rng);
      const wrap = n % 2 === 0;
      const r = solve(parseDeal(deal), { wrap });
      if (r.winnable) {
        const g = new Game(deal, { wrap, scoring: n % 3 === 0 ? 'betting' : 'points', faceUp: n % 5 === 0 });
        g.applyMoves(r.solution!);
        assert.equal(g.status, 'won', deal);
        checkPosition(g, deal, g.options, deal);
        wins++;
      }
      const g = new Game(deal, { wrap });
      for (let s = randInt(rng, 20); s > 0 && g.status === 'playing'; s--) g.apply(pick(rng, g.legalMoves()));
      if (g.status !== 'playing') continue;
      const mid = g.solve();
      if (mid.winnable) {
        g.applyMoves(mid.solution!);
        assert.equal(g.status, 'won', `${deal} from the middle`);
      }
    }
    t.diagnostic(`${wins} of 300 winnable`);
    assert.ok(wins > 230, `${wins} of 300 winnable`);
  });
});
