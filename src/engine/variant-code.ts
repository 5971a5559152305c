/**
 * The variant code (see variants.ts): what only Golf, jokers and the difficulty tiers
 * need, behind plain functions over plain data. In the single-file bundle this module is
 * its own file, tri-peaks-game.variants.js (scripts/build-variants.mjs), which imports
 * nothing from tri-peaks-game.js: it carries its own copy of the small engine modules it
 * reads (cards, layout, shuffle, ...). So it must never import variants.ts or anything
 * that does, and it takes layouts by name, never as objects of the other file.
 */
import { DECK_SIZE } from './rules/cards.js';
import { PlayoutHint } from './hints/hint-playout.js';
import { GolfHint } from './hints/hint-golf.js';
import { GOLF, layoutOf } from './rules/layout.js';
import { rateDeal } from './deals/rating.js';
import { GolfSearch, golfShapeOf } from './solving/solver-golf.js';
import { TIER_THRESHOLDS } from './rules/tiers.js';
import type { VariantCode } from './variants/variant-api.js';

export const variantCode: VariantCode = {
  golfShapeOf,
  golfSearch: (deal, wrap, shape, turned, rank, stockLimit) => new GolfSearch(deal, wrap, shape, turned, rank, undefined, stockLimit),
  golfHint: (view) => new GolfHint(view),
  playoutHint: (view) => new PlayoutHint(view),
  // Dealing a Golf tier, the rating stops once it is known whether the deal is of it (rating.ts); Tri Peaks' is always whole.
  rateDeal: (deal, layout, wrap, tier) =>
    layout === 'golf'
      ? rateDeal(deal, GOLF, wrap, TIER_THRESHOLDS.golf[wrap ? 0 : 1][deal.length - DECK_SIZE], tier)
      : rateDeal(deal, layoutOf(layout), wrap),
};
