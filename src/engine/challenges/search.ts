/**
 * What a deal allows, found by the exact solver and checked on the real rules: for each
 * goal kind, the best measure found and a line of moves that reaches it.
 *
 * - clear: the solver's winning line.
 * - stock: the solver again, told to turn at most one stock card fewer than the best
 *   line so far, until it proves that no win uses fewer turns (exact) or gives up after
 *   STOCK_PROBE_NODES positions (then the best found stands).
 * - run: from the start of every run of those lines (the deal's start and after each of
 *   their stock turns), and from there after each further stock turn, the longest chain
 *   of plays without a stock turn (a bounded depth-first search over the game's own moves).
 * - score (Tri Peaks points): the best final score among those lines, each run line
 *   finished by the solver where it still can win.
 *
 * Every line is replayed through Game before it is kept, so a proof is the rules
 * engine's word, not the solver's.
 */
import { type Deal, type Move, TURN_STOCK } from '../rules/deal.js';
import { Game } from '../game/game.js';
import { solve } from '../solving/solver.js';
import { type GoalKind, longestRun } from './goals.js';

/** The most positions one stock probe may explore before the best found stands. */
export const STOCK_PROBE_NODES = 200_000;
/** The most plays the run search tries on one deal. */
const RUN_SEARCH_PLAYS = 20_000;

export interface GoalLine {
  /** The measure the line reaches: cards cleared, stock cards left at the win, longest run, points. */
  readonly best: number;
  readonly line: readonly Move[];
}

export interface ChallengeRules {
  readonly layout: Game['options']['layout'];
  readonly wrap: boolean;
}

/** The game after `line` on `deal` (points scoring); throws if the line is not legal. */
export function replay(deal: Deal, rules: ChallengeRules, line: readonly Move[]): Game {
  const game = new Game(deal, { ...rules, scoring: 'points' });
  game.applyMoves(line);
  return game;
}

const turnsIn = (line: readonly Move[]) => line.filter((m) => m.kind === 'stock').length;

/** The best line found for each goal kind on one deal, worked out once per kind asked. */
export class DealGoals {
  readonly #deal: Deal;
  readonly #rules: ChallengeRules;
  readonly #found = new Map<GoalKind, GoalLine | null>();

  constructor(deal: Deal, rules: ChallengeRules) {
    this.#deal = deal;
    this.#rules = rules;
  }

  /** The best line found for `kind`, or null when the deal gives none (no win, say). */
  best(kind: GoalKind): GoalLine | null {
    if (!this.#found.has(kind)) this.#found.set(kind, this.#search(kind));
    return this.#found.get(kind)!;
  }

  #search(kind: GoalKind): GoalLine | null {
    switch (kind) {
      case 'clear':
        return this.#clear();
      case 'stock':
        return this.#stock();
      case 'run':
        return this.#run();
      case 'score':
        return this.#score();
    }
  }

  #clear(): GoalLine | null {
    const { solution } = solve(this.#deal, this.#rules);
    if (!solution) return null;
    const game = replay(this.#deal, this.#rules, solution);
    return game.status === 'won' ? { best: game.layout.size, line: solution } : null;
  }

  #stock(): GoalLine | null {
    let line = this.best('clear')?.line;
    if (!line) return null;
    for (let limit = turnsIn(line) - 1; limit >= 0; limit = turnsIn(line) - 1) {
      const { solution } = solve(this.#deal, { ...this.#rules, maxStockTurns: limit, maxNodes: STOCK_PROBE_NODES });
      if (!solution) break;
      line = solution;
    }
    const game = replay(this.#deal, this.#rules, line);
    return game.status === 'won' ? { best: game.stockCount, line } : null;
  }

  /** The lines whose run starts the run search tries: the winning ones. */
  #winningLines(): (readonly Move[])[] {
    const lines = [this.best('clear')?.line, this.best('stock')?.line].filter((l) => l !== undefined);
    return lines.filter((line, i) => lines.findIndex((other) => sameLine(other, line)) === i);
  }

  #run(): GoalLine | null {
    let found: GoalLine | null = null;
    const chains = new ChainSearch();
    for (const line of this.#winningLines()) {
      for (let end = 0; end <= line.length; end++) {
        // A run starts at the deal's start and after each stock turn: the line's, or more.
        if (end > 0 && line[end - 1].kind !== 'stock') continue;
        const game = replay(this.#deal, this.#rules, line.slice(0, end));
        const start = [...line.slice(0, end)];
        for (;;) {
          const moves = [...start, ...chains.longest(game)];
          const run = longestRun(replay(this.#deal, this.#rules, moves));
          if (!found || run > found.best) found = { best: run, line: moves };
          if (!game.canTurnStock()) break;
          game.turnStock();
          start.push(TURN_STOCK);
        }
      }
    }
    return found;
  }

  #score(): GoalLine | null {
    const candidates = [...this.#winningLines()];
    const run = this.best('run');
    if (run) {
      const game = replay(this.#deal, this.#rules, run.line);
      const rest = game.status === 'playing' ? game.solve().solution : null;
      candidates.push(rest ? [...run.line, ...rest] : run.line);
    }
    let found: GoalLine | null = null;
    for (const line of candidates) {
      const score = replay(this.#deal, this.#rules, line).score;
      if (!found || score > found.best) found = { best: score, line };
    }
    return found;
  }
}

function sameLine(a: readonly Move[], b: readonly Move[]): boolean {
  return a.length === b.length && a.every((m, i) => m.kind === b[i].kind && (m.kind === 'stock' || m.card === (b[i] as typeof m).card));
}

/**
 * The longest chain of plays from a game's position without a stock turn: a depth-first
 * search over the legal plays, remembering the answer for each position (the cards
 * played and the waste top: the stock plays no part), which tries at most
 * RUN_SEARCH_PLAYS plays in all, always the same ones (the moves come in layout order).
 */
class ChainSearch {
  readonly #known = new Map<string, readonly Move[]>();
  #plays = 0;

  /** The longest chain from the game's position; the game is left as given. */
  longest(game: Game): readonly Move[] {
    const key = `${game.state.removed} ${game.wasteTop}`;
    const seen = this.#known.get(key);
    if (seen) return seen;
    let best: readonly Move[] = [];
    for (const move of game.legalMoves()) {
      if (move.kind === 'stock' || this.#plays >= RUN_SEARCH_PLAYS) continue;
      this.#plays++;
      game.apply(move);
      const chain = this.longest(game);
      game.undo();
      if (chain.length + 1 > best.length) best = [move, ...chain];
    }
    this.#known.set(key, best);
    return best;
  }
}
