/**
 * The Tri Peaks engine: rules, deals and seeds, scoring, the exact solver.
 * No DOM: it runs in Node, a browser and a Web Worker alike.
 *
 * This entry has one side effect: it hands the variant code (Golf's solver, the Golf and
 * playout hints, the tiers' rating) to the core at once, so the engine's synchronous API
 * works for every layout. The element and its worker import the engine's modules
 * directly instead, and load the variant code only when a game needs it (variants.ts).
 */
import { variantCode } from './variants/variant-code.js';
import { provideVariants } from './variants/variants.js';

export * from './rules/cards.js';
export * from './rules/layout.js';
export * from './rules/deal.js';
export * from './rules/scoring.js';
export * from './deals/seed.js';
export * from './solving/solver.js';
export * from './game/game.js';
export * from './hints/hint-view.js';
export * from './hints/hint.js';
export * from './game/analysis.js';
export * from './solving/winnability.js';
export * from './records/statistics.js';
export * from './deals/tiers.js';
export { RATING_GAMES, rateDeal } from './deals/rating.js';
export { LinePlayer } from './solving/line-player.js';

provideVariants(variantCode);
