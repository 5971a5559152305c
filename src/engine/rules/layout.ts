/**
 * Layouts as data: where the cards lie, and what covers what. The rules, scoring,
 * save/load, undo and the Golf and joker hint read a `Layout`; only the code tuned to one
 * layout knows it by name: the two exact searches (solver.ts for Tri Peaks,
 * solver-golf.ts for Golf) and the Tri Peaks hint (hint.ts).
 *
 * Position sets (`removed`: the positions played) are numbers, the sum of 2^p over
 * the positions in the set. Why: a number is exact up to 2^53, so it holds Golf's 35
 * positions, while for Tri Peaks it is bit for bit today's 28-bit mask, so the Tri
 * Peaks solver, saved positions, the winnability cache's keys and every caller that
 * masks it with `&` are unchanged (and as fast). Bitwise operators see only the low
 * 32 bits, so code that may meet a larger layout goes through `hasPosition` and
 * `withPosition`; the Golf solver turns the set into column heights (solver-golf.ts).
 * A bigint or a pair of words would have cost the Tri Peaks hot paths a conversion or
 * a second word for nothing.
 *
 * The Tri Peaks layout of the 28 peak cards, numbered 0-27 as rules.md draws them:
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
export const COVERS: readonly (readonly number[])[] = inverse(COVERED_BY);

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

// ----- layouts as data -----

export type LayoutName = 'tri-peaks' | 'golf';
export const LAYOUT_NAMES: readonly LayoutName[] = ['tri-peaks', 'golf'];

/** One layout: everything the rules, the solver, the hint and a drawing need to know of it. */
export interface Layout {
  readonly name: LayoutName;
  /** What a person calls it: "Tri Peaks", "Golf". */
  readonly title: string;
  /** How many layout positions (0 to size - 1). */
  readonly size: number;
  /** coveredBy[p]: the positions lying on p; p is free once they are all gone. */
  readonly coveredBy: readonly (readonly number[])[];
  /** covers[p]: the positions p lies on (the inverse table). */
  readonly covers: readonly (readonly number[])[];
  /** Drawing: the row of each position, 0 the farthest back (covered by the rows after it). */
  readonly rowOf: readonly number[];
  /** Drawing: the column of each position in half card-steps (Tri Peaks' bottom row is 0, 2, ... 18; Golf's columns 0, 2, ... 12). */
  readonly columnOf: readonly number[];
  readonly rows: number;
  /** The positions whose card scores a peak bonus (none in Golf). */
  readonly peakTops: readonly number[];
  /** Stock cards without jokers: 52 - size - 1 (the first waste card). */
  readonly stockSize: number;
  /** Every card is dealt face up whatever the faceUp option says (Golf). */
  readonly allFaceUp: boolean;
  /** Whether the `betting` scoring applies (it pays the peak tops; Golf scores in points and strokes). */
  readonly betting: boolean;
  /** Wrap when the options do not say (Tri Peaks on, Golf off: strict Golf). */
  readonly defaultWrap: boolean;
  /** What a person calls its stacks of cards: the element picks its sentences by it ("peaks cleared", "columns cleared"). */
  readonly piles: 'peaks' | 'columns';
  /** Counted in strokes too, fewest best (Golf's traditional score): `Game.strokes`, and the statistics' rule set. */
  readonly strokes: boolean;
  /**
   * The keyboard moves over the free cards only: Golf's columns overlap so that a covered
   * card shows only its index strip (in Tri Peaks every card on the board is a stop).
   */
  readonly freeCardsOnly: boolean;
  /** Its solver and hint are in the variant code, loaded beside the core (Golf's). */
  readonly solverInVariantCode: boolean;
}

/** The positions each position lies on, from the positions lying on each (any layout). */
function inverse(coveredBy: readonly (readonly number[])[]): number[][] {
  return coveredBy.map((_, i) => coveredBy.flatMap((coverers, below) => (coverers.includes(i) ? [below] : [])));
}

export const TRI_PEAKS: Layout = Object.freeze({
  name: 'tri-peaks',
  title: 'Tri Peaks',
  size: PEAK_COUNT,
  coveredBy: COVERED_BY,
  covers: COVERS,
  rowOf: ROW_OF,
  columnOf: (() => {
    const column = new Array<number>(PEAK_COUNT).fill(0);
    for (let p = PEAK_COUNT - 1; p >= 0; p--) {
      const [a, b] = COVERED_BY[p];
      column[p] = a === undefined ? 2 * (p - BOTTOM_ROW_START) : (column[a] + column[b]) / 2;
    }
    return column;
  })(),
  rows: ROW_STARTS.length,
  peakTops: PEAK_TOPS,
  stockSize: 23,
  allFaceUp: false,
  betting: true,
  defaultWrap: true,
  piles: 'peaks',
  strokes: false,
  freeCardsOnly: false,
  solverInVariantCode: false,
});

/** Golf: 7 columns of 5, position row * 7 + column; a card is free once the card below it (position + 7) is gone. */
export const GOLF_COLUMNS = 7;
export const GOLF_ROWS = 5;
const GOLF_SIZE = GOLF_COLUMNS * GOLF_ROWS;
const GOLF_COVERED_BY = Array.from({ length: GOLF_SIZE }, (_, p) => (p + GOLF_COLUMNS < GOLF_SIZE ? [p + GOLF_COLUMNS] : []));

export const GOLF: Layout = Object.freeze({
  name: 'golf',
  title: 'Golf',
  size: GOLF_SIZE,
  coveredBy: GOLF_COVERED_BY,
  covers: inverse(GOLF_COVERED_BY),
  rowOf: Array.from({ length: GOLF_SIZE }, (_, p) => Math.floor(p / GOLF_COLUMNS)),
  columnOf: Array.from({ length: GOLF_SIZE }, (_, p) => 2 * (p % GOLF_COLUMNS)),
  rows: GOLF_ROWS,
  peakTops: [],
  stockSize: 16,
  allFaceUp: true,
  betting: false,
  defaultWrap: false,
  piles: 'columns',
  strokes: true,
  freeCardsOnly: true,
  solverInVariantCode: true,
});

export const LAYOUTS: Readonly<Record<LayoutName, Layout>> = Object.freeze({ 'tri-peaks': TRI_PEAKS, golf: GOLF });

/** The layout of a name; throws naming the choices for anything else. */
export function layoutOf(name: LayoutName | undefined): Layout {
  if (name === undefined) return TRI_PEAKS;
  if (!LAYOUT_NAMES.includes(name)) throw new Error(`layout must be one of ${LAYOUT_NAMES.join(', ')}, not ${JSON.stringify(name)}`);
  return LAYOUTS[name];
}

const TWO_32 = 4294967296;

/** Whether position p is in the set (any layout: sets may pass 32 bits). */
export function hasPosition(set: number, p: number): boolean {
  return p < 32 ? (set & (1 << p)) !== 0 : (Math.floor(set / TWO_32) & (1 << (p - 32))) !== 0;
}

/** The set with position p added. */
export function withPosition(set: number, p: number): number {
  return hasPosition(set, p) ? set : set + 2 ** p;
}

/** The set of every position of a layout: the set played at a win. */
export function allPositions(layout: Layout): number {
  return 2 ** layout.size - 1;
}

/** How many positions the set holds. */
export function positionCount(set: number): number {
  let n = 0;
  for (let rest = set; rest > 0; rest = Math.floor(rest / 2)) n += rest % 2;
  return n;
}

/** Whether every position lying on p is in `removed` (p itself may be in it or not). */
export function isFreeIn(layout: Layout, p: number, removed: number): boolean {
  for (const q of layout.coveredBy[p]) if (!hasPosition(removed, q)) return false;
  return true;
}
