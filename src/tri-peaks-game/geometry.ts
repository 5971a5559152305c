/**
 * Where each peak card is drawn, and which card an arrow key goes to. Drawing only:
 * the columns are derived from the engine's coverage table (each card sits midway
 * between the two cards covering it), never re-stated here.
 */
import { COVERED_BY, PEAK_COUNT, ROW_OF } from '../engine/index.js';
import type { Direction } from './controllers/roving-focus.js';

/** Horizontal place of each peak card, in half card-steps (0 … 18): the bottom row is 0, 2, … 18. */
export const COLUMN_OF: readonly number[] = (() => {
  const column = new Array<number>(PEAK_COUNT).fill(0);
  const bottom = [...Array(PEAK_COUNT).keys()].filter((p) => COVERED_BY[p].length === 0);
  bottom.forEach((p, i) => (column[p] = 2 * i));
  for (let p = PEAK_COUNT - 1; p >= 0; p--) {
    const [a, b] = COVERED_BY[p];
    if (a !== undefined) column[p] = (column[a] + column[b]) / 2;
  }
  return Object.freeze(column);
})();

/**
 * The card an arrow key moves to from `from`, among `present` (the peak cards still
 * on the board), or null when there is none that way.
 */
export function neighbour(from: number, direction: Direction, present: readonly number[]): number | null {
  const x = COLUMN_OF[from];
  const row = ROW_OF[from];
  const others = present.filter((p) => p !== from);
  const pick = (candidates: number[], cost: (p: number) => number) =>
    candidates.length === 0 ? null : candidates.reduce((best, p) => (cost(p) < cost(best) ? p : best));
  switch (direction) {
    case 'left':
      return pick(
        others.filter((p) => COLUMN_OF[p] < x),
        (p) => Math.abs(ROW_OF[p] - row) * 100 + (x - COLUMN_OF[p]),
      );
    case 'right':
      return pick(
        others.filter((p) => COLUMN_OF[p] > x),
        (p) => Math.abs(ROW_OF[p] - row) * 100 + (COLUMN_OF[p] - x),
      );
    case 'up':
      return pick(
        others.filter((p) => ROW_OF[p] < row),
        (p) => (row - ROW_OF[p]) * 100 + Math.abs(COLUMN_OF[p] - x),
      );
    case 'down':
      return pick(
        others.filter((p) => ROW_OF[p] > row),
        (p) => (ROW_OF[p] - row) * 100 + Math.abs(COLUMN_OF[p] - x),
      );
    case 'home':
      return pick(
        present.filter((p) => ROW_OF[p] === row),
        (p) => COLUMN_OF[p],
      );
    case 'end':
      return pick(
        present.filter((p) => ROW_OF[p] === row),
        (p) => -COLUMN_OF[p],
      );
  }
}

/** The card to take the focus when `from` leaves the board: the nearest one, same row first. */
export function nearest(from: number, present: readonly number[], prefer: (p: number) => boolean = () => true): number | null {
  const others = present.filter((p) => p !== from);
  if (others.length === 0) return null;
  const cost = (p: number) => (prefer(p) ? 0 : 1000) + Math.abs(ROW_OF[p] - ROW_OF[from]) * 10 + Math.abs(COLUMN_OF[p] - COLUMN_OF[from]);
  return others.reduce((best, p) => (cost(p) < cost(best) ? p : best));
}
