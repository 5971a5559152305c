/**
 * The variant code (see variants.ts): what only Golf, jokers and the difficulty tiers
 * need, behind plain functions over plain data. In the single-file bundle this module is
 * its own file, tri-peaks-game.variants.js (scripts/build-variants.mjs), which imports
 * nothing from tri-peaks-game.js: it carries its own copy of the small engine modules it
 * reads (cards, layout, shuffle, ...). So it must never import variants.ts or anything
 * that does, and it takes layouts by name, never as objects of the other file.
 */
import { PlayoutHint } from './hint-playout.js';
import { GolfHint } from './hint-golf.js';
import { layoutOf } from './layout.js';
import { rateDeal } from './rating.js';
import { GolfSearch, golfShapeOf } from './solver-golf.js';
import type { VariantCode } from './variant-api.js';

export const variantCode: VariantCode = {
  golfShapeOf,
  golfSearch: (deal, wrap, shape, turned, rank) => new GolfSearch(deal, wrap, shape, turned, rank),
  golfHint: (view) => new GolfHint(view),
  playoutHint: (view) => new PlayoutHint(view),
  rateDeal: (deal, layout, wrap) => rateDeal(deal, layoutOf(layout), wrap),
};
