/**
 * The layout of the 28 peak cards, numbered 0-27 as rules.md draws them:
 *
 * ```
 * row 1 (tops):        0               1               2
 * row 2:            3     4         5     6         7     8
 * row 3:          9   10   11    12   13   14    15   16   17
 * row 4:       18  19  20  21  22  23  24  25  26  27
 * ```
 *
 * The coverage table lives here and nowhere else: face-up and playable are derived
 * from it.
 */

export const PEAK_COUNT = 28;
export const ALL_PEAK_CARDS_MASK = (1 << PEAK_COUNT) - 1;

/** Where rows 2 and 3 start (row 1, the three peak tops, starts at 0). */
const ROW_2_START = 3;
const ROW_3_START = 9;
/**
 * Where row 4, the bottom row, starts: every position before it has two cards lying
 * on it (and is dealt face down unless the game is all face up); the bottom row has none.
 */
export const BOTTOM_ROW_START = 18;
const ROW_STARTS: readonly number[] = [0, ROW_2_START, ROW_3_START, BOTTOM_ROW_START];

export const PEAK_TOPS: readonly number[] = Array.from({ length: ROW_2_START }, (_, i) => i);

/** Which row (0-3) each peak position is in. */
export const ROW_OF: readonly number[] = Array.from({ length: PEAK_COUNT }, (_, i) => ROW_STARTS.filter((start) => start <= i).length - 1);

/** COVERED_BY[i]: the two cards of the next row lying on card i (none for row 4). */
export const COVERED_BY: readonly (readonly number[])[] = Array.from({ length: PEAK_COUNT }, (_, i) => {
  if (i < ROW_2_START) return [ROW_2_START + 2 * i, ROW_2_START + 1 + 2 * i];
  if (i < ROW_3_START) {
    const peak = Math.floor((i - ROW_2_START) / 2);
    const j = (i - ROW_2_START) % 2;
    return [ROW_3_START + 3 * peak + j, ROW_3_START + 1 + 3 * peak + j];
  }
  if (i < BOTTOM_ROW_START) return [BOTTOM_ROW_START + (i - ROW_3_START), BOTTOM_ROW_START + 1 + (i - ROW_3_START)];
  return [];
});

/** COVERS[i]: the cards of the row above that card i lies on (the inverse table). */
export const COVERS: readonly (readonly number[])[] = Array.from({ length: PEAK_COUNT }, (_, i) =>
  COVERED_BY.flatMap((coverers, below) => (coverers.includes(i) ? [below] : [])),
);

/** Bit masks of COVERED_BY, for the solver's fast checks. */
export const COVERED_BY_MASK: readonly number[] = COVERED_BY.map((cs) => cs.reduce((m, c) => m | (1 << c), 0));

/**
 * A peak card is face up (and so free to play) exactly when both cards covering it
 * are gone. `removed` is a bit mask of the peak positions already played.
 */
export function isUncovered(position: number, removed: number): boolean {
  const need = COVERED_BY_MASK[position];
  return (removed & need) === need;
}

/** The peak positions in play: not yet removed and uncovered. */
export function uncoveredPositions(removed: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < PEAK_COUNT; i++) {
    if (!(removed & (1 << i)) && isUncovered(i, removed)) out.push(i);
  }
  return out;
}

export function isPeakTop(position: number): boolean {
  return position < PEAK_TOPS.length;
}
