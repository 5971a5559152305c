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
export const PEAK_TOPS: readonly number[] = [0, 1, 2];
export const ALL_PEAK_CARDS_MASK = (1 << PEAK_COUNT) - 1;

/** Which row (0-3) each peak position is in. */
export const ROW_OF: readonly number[] = Array.from({ length: PEAK_COUNT }, (_, i) =>
  i < 3 ? 0 : i < 9 ? 1 : i < 18 ? 2 : 3,
);

/** COVERED_BY[i]: the two cards of the next row lying on card i (none for row 4). */
export const COVERED_BY: readonly (readonly number[])[] = Array.from({ length: PEAK_COUNT }, (_, i) => {
  if (i < 3) return [3 + 2 * i, 4 + 2 * i];
  if (i < 9) {
    const peak = Math.floor((i - 3) / 2);
    const j = (i - 3) % 2;
    return [9 + 3 * peak + j, 10 + 3 * peak + j];
  }
  if (i < 18) return [18 + (i - 9), 19 + (i - 9)];
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
  return position < 3;
}
