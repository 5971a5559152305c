/**
 * The variant code's API, types only (variants.ts: the registry; variant-code.ts: the
 * code): plain functions over plain data, since in the single-file bundle the code comes
 * from another file.
 */
import type { Deal } from '../rules/deal.js';
import type { HintData, PlayerView } from '../rules/hint-data.js';
import type { LayoutName } from '../rules/layout.js';
import type { Tier } from '../rules/tiers.js';

/** Golf's search (solver-golf.ts) as the solver drives it. */
export interface GolfSearchRun {
  readonly nodes: number;
  /** Explores until `stopAt` positions: true when won, false when lost, undefined when stopped. */
  run(stopAt: number): boolean | undefined;
  /** The winning line: layout positions, -1 for a stock turn. */
  line(): number[];
  /** Ends a search stopped before its answer (its tables go back to the pool). */
  finish(won: boolean): unknown;
}

/** A hint search run in slices, as hint.ts drives its own. */
export interface HintRun {
  readonly result: HintData | undefined;
  run(budget?: number): HintData | undefined;
}

export interface VariantCode {
  /** The Golf shape of a set of played positions, or undefined when a played card is still covered. */
  golfShapeOf(removed: number): number | undefined;
  /** `stockLimit`: the stock cards the search may turn, counted from the deal's start (default: all). */
  golfSearch(deal: Deal, wrap: boolean, shape: number, turned: number, rank: number, stockLimit?: number): GolfSearchRun;
  /** The Golf hint (hint-golf.ts). */
  golfHint(view: PlayerView): HintRun;
  /** The playout hint (hint-playout.ts), for Tri Peaks with jokers. */
  playoutHint(view: PlayerView): HintRun;
  /**
   * A deal's rating for the difficulty tiers (tiers.ts), dealing `tier`: in Golf the
   * rating stops once it is known whether the deal is of that tier (rating.ts).
   */
  rateDeal(deal: Deal, layout: LayoutName, wrap: boolean, tier?: Tier): number;
}

/** What a loader resolves to: the variant code's module. */
export type VariantsLoader = () => Promise<{ variantCode: VariantCode }>;
