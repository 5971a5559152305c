/**
 * Which card an arrow key goes to. Drawing only: where a card lies comes from the
 * engine's layout (`columnOf`, in half card-steps, and `rowOf`), never re-stated here.
 *
 * In Tri Peaks the focus moves over every card on the board, face down too (rows
 * first, then columns). In Golf it moves over the free cards only, one at the foot of
 * each column: rows do not matter there, so left and right go to the next column.
 */
import { type Game, type Layout, TRI_PEAKS } from '../engine/index.js';
import type { Direction, RovingFocusOptions } from './controllers/roving-focus.js';

/** The cards the keyboard moves over: the face-up cards on the board (nothing to read on a face-down one), or in Golf the free ones. */
export function focusablePositions(game: Game | null): number[] {
  const cards: number[] = [];
  if (game)
    for (let p = 0; p < game.layout.size; p++) if (game.isFaceUp(p) && (!game.layout.freeCardsOnly || game.isUncovered(p))) cards.push(p);
  return cards;
}

/** The cards of the game on the board (`board()`; before the first deal, Tri Peaks') as the roving focus's group. */
export function cardGroup(board: () => Game | null): Pick<RovingFocusOptions, 'items' | 'step' | 'nearest' | 'initial'> {
  const layout = () => board()?.layout ?? TRI_PEAKS;
  return {
    items: () => focusablePositions(board()),
    step: (from, direction, items) => neighbour(layout(), from, direction, items),
    nearest: (from, items, prefer) => nearest(layout(), from, items, prefer),
    initial: () => firstOfBottomRow(layout()),
  };
}

/**
 * The card an arrow key moves to from `from`, among `present` (the cards the focus
 * moves over), or null when there is none that way.
 */
export function neighbour(layout: Layout, from: number, direction: Direction, present: readonly number[]): number | null {
  const column = layout.columnOf;
  const row = layout.freeCardsOnly ? () => 0 : (p: number) => layout.rowOf[p];
  const x = column[from];
  const y = row(from);
  const others = present.filter((p) => p !== from);
  const pick = (candidates: number[], cost: (p: number) => number) =>
    candidates.length === 0 ? null : candidates.reduce((best, p) => (cost(p) < cost(best) ? p : best));
  switch (direction) {
    case 'left':
      return pick(
        others.filter((p) => column[p] < x),
        (p) => Math.abs(row(p) - y) * 100 + (x - column[p]),
      );
    case 'right':
      return pick(
        others.filter((p) => column[p] > x),
        (p) => Math.abs(row(p) - y) * 100 + (column[p] - x),
      );
    case 'up':
      return pick(
        others.filter((p) => row(p) < y),
        (p) => (y - row(p)) * 100 + Math.abs(column[p] - x),
      );
    case 'down':
      return pick(
        others.filter((p) => row(p) > y),
        (p) => (row(p) - y) * 100 + Math.abs(column[p] - x),
      );
    case 'home':
      return pick(
        present.filter((p) => row(p) === y),
        (p) => column[p],
      );
    case 'end':
      return pick(
        present.filter((p) => row(p) === y),
        (p) => -column[p],
      );
  }
}

/** The card to take the focus when `from` leaves the board: the nearest one, same row first. */
export function nearest(
  layout: Layout,
  from: number,
  present: readonly number[],
  prefer: (p: number) => boolean = () => true,
): number | null {
  const others = present.filter((p) => p !== from);
  if (others.length === 0) return null;
  const { rowOf, columnOf } = layout;
  const cost = (p: number) => (prefer(p) ? 0 : 1000) + Math.abs(rowOf[p] - rowOf[from]) * 10 + Math.abs(columnOf[p] - columnOf[from]);
  return others.reduce((best, p) => (cost(p) < cost(best) ? p : best));
}

/** The card that holds the Tab stop at the start: the bottom row's first. */
export function firstOfBottomRow(layout: Layout): number {
  return layout.rowOf.indexOf(layout.rows - 1);
}
