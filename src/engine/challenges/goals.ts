/**
 * Challenge goals: what a daily challenge asks of a game, and how far a game has come.
 * Pure functions of a Game's state, for the element's progress bar as for the proofs.
 *
 * - `clear`: clear the layout (target: its card count, 28 or 35).
 * - `score`: reach `target` points (Tri Peaks' `points` scoring, which only goes up).
 * - `stock`: clear the layout with at least `target` cards left in the stock (in Golf:
 *   −target strokes or better).
 * - `run`: play `target` layout cards one after another without a stock turn.
 */
import type { Game } from '../game/game.js';
import type { Layout } from '../rules/layout.js';

export type GoalKind = 'clear' | 'score' | 'stock' | 'run';
export const GOAL_KINDS: readonly GoalKind[] = ['clear', 'score', 'stock', 'run'];

export interface Goal {
  readonly kind: GoalKind;
  readonly target: number;
}

export interface GoalProgress {
  /** The measure so far: cards cleared, points, stock cards left, or the longest run played. */
  readonly value: number;
  readonly target: number;
  readonly reached: boolean;
  /** The game can no longer reach the goal (it is over, or the stock is already too short). */
  readonly failed: boolean;
}

/** The goals a layout's challenges use: Golf is scored in strokes, so it has no points goal. */
export function goalKindsOf(layout: Layout): readonly GoalKind[] {
  return layout.name === 'golf' ? GOAL_KINDS.filter((kind) => kind !== 'score') : GOAL_KINDS;
}

/** The longest run of the game so far, the run still going included. */
export function longestRun(game: Game): number {
  return Math.max(game.run, ...game.state.runs);
}

/** How far `game` has come towards `goal`. */
export function goalProgress(game: Game, goal: Goal): GoalProgress {
  const over = game.status !== 'playing';
  const won = game.status === 'won';
  const { target } = goal;
  switch (goal.kind) {
    case 'clear': {
      const value = game.layout.size - game.peakCardsLeft;
      return { value, target, reached: won, failed: over && !won };
    }
    case 'score': {
      const value = game.score;
      return { value, target, reached: value >= target, failed: over && value < target };
    }
    case 'stock': {
      // The stock only shrinks: once it is below the target, the goal is out of reach.
      const value = game.stockCount;
      return { value, target, reached: won && value >= target, failed: value < target || (over && !won) };
    }
    case 'run': {
      const value = longestRun(game);
      return { value, target, reached: value >= target, failed: over && value < target };
    }
  }
}

export function goalReached(game: Game, goal: Goal): boolean {
  return goalProgress(game, goal).reached;
}

/** The goal as one English sentence (the element says it in the player's language). */
export function goalText(goal: Goal, layout: Layout): string {
  const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;
  const board = layout.name === 'golf' ? 'the layout' : 'the peaks';
  switch (goal.kind) {
    case 'clear':
      return `Clear all ${cards(goal.target)} of ${board}.`;
    case 'score':
      return `Score at least ${goal.target.toLocaleString('en-US')} points.`;
    case 'stock':
      return layout.name === 'golf'
        ? `Clear ${board} with at least ${cards(goal.target)} left in the stock (${-goal.target} strokes or better).`
        : `Clear ${board} with at least ${cards(goal.target)} left in the stock.`;
    case 'run':
      return `Play a run of ${cards(goal.target)} without turning the stock.`;
  }
}
