/**
 * The Tri Peaks engine: rules, deals and seeds, scoring, the exact solver.
 * No DOM: it runs in Node, a browser and a Web Worker alike.
 *
 * This entry has one side effect: it hands the variant code (Golf's solver, the Golf and
 * playout hints, the tiers' rating) to the core at once, so the engine's synchronous API
 * works for every layout. The element and its worker import the engine's modules
 * directly instead, and load the variant code only when a game needs it (variants.ts).
 */
import { variantCode } from './variant-code.js';
import { provideVariants } from './variants.js';

export * from './cards.js';
export * from './layout.js';
export * from './deal.js';
export * from './scoring.js';
export * from './seed.js';
export * from './solver.js';
export * from './game.js';
export * from './hint-view.js';
export * from './hint.js';
export * from './analysis.js';
export * from './winnability.js';
export * from './statistics.js';
export * from './tiers.js';
export { RATING_GAMES, rateDeal } from './rating.js';
export { LinePlayer } from './line-player.js';

provideVariants(variantCode);
