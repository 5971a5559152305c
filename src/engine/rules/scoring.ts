/**
 * The two scoring systems of rules.md, each rule in one table.
 *
 * `points` (the guide's system): the n-th card of a run is worth 10 × n, each peak
 * top 250, clearing the peaks 500, and each card left in the stock at the win 50.
 * `betting` (dollars, may go below zero): the n-th card of a run is worth n, each
 * stock turn costs 5, the first two peak tops pay 15 each and the third 30.
 */

export type ScoringSystem = 'points' | 'betting';
export const SCORING_SYSTEMS: readonly ScoringSystem[] = ['points', 'betting'];

interface ScoringTable {
  /** Worth of the n-th card (n >= 1) of a run. */
  runCard(n: number): number;
  /** Worth of playing a peak top, given how many tops were played before it. */
  peakTop(topsBefore: number): number;
  /** Worth of one stock turn. */
  stockTurn: number;
  /** Bonus for clearing all 28 peak cards. */
  clear: number;
  /** Bonus for each card still in the stock at the win. */
  stockLeftAtWin: number;
}

const TABLES: Record<ScoringSystem, ScoringTable> = {
  points: { runCard: (n) => 10 * n, peakTop: () => 250, stockTurn: 0, clear: 500, stockLeftAtWin: 50 },
  betting: { runCard: (n) => n, peakTop: (before) => (before < 2 ? 15 : 30), stockTurn: -5, clear: 0, stockLeftAtWin: 0 },
};

/** A score broken down the way the win panel shows it. */
export interface ScoreParts {
  /** All cards played from the peaks, by their place in their runs. */
  readonly runs: number;
  /** Peak tops played. */
  readonly peaks: number;
  /** Clearing all 28 peak cards (points only). */
  readonly clear: number;
  /** Cards left in the stock at the win (points), or stock turns (betting, negative). */
  readonly stock: number;
  readonly total: number;
}

export const ZERO_SCORE: ScoreParts = Object.freeze({ runs: 0, peaks: 0, clear: 0, stock: 0, total: 0 });

function withTotal(p: Omit<ScoreParts, 'total'>): ScoreParts {
  return Object.freeze({ ...p, total: p.runs + p.peaks + p.clear + p.stock });
}

/** The worth of the n-th card of a run. */
export function runCardValue(system: ScoringSystem, n: number): number {
  return TABLES[system].runCard(n);
}

/** The worth of a whole run of `length` cards: 280 for seven cards in `points`. */
export function runValue(system: ScoringSystem, length: number): number {
  let total = 0;
  for (let n = 1; n <= length; n++) total += TABLES[system].runCard(n);
  return total;
}

/** The score after playing the n-th card of a run (and whether it was a peak top). */
export function afterPlay(system: ScoringSystem, score: ScoreParts, n: number, topsBefore: number | null): ScoreParts {
  const t = TABLES[system];
  return withTotal({
    ...score,
    runs: score.runs + t.runCard(n),
    peaks: score.peaks + (topsBefore === null ? 0 : t.peakTop(topsBefore)),
  });
}

export function afterStockTurn(system: ScoringSystem, score: ScoreParts): ScoreParts {
  return withTotal({ ...score, stock: score.stock + TABLES[system].stockTurn });
}

export function afterWin(system: ScoringSystem, score: ScoreParts, stockLeft: number): ScoreParts {
  const t = TABLES[system];
  return withTotal({ ...score, clear: score.clear + t.clear, stock: score.stock + t.stockLeftAtWin * stockLeft });
}
