/**
 * The Tri Peaks engine's one door: rules, deals and seeds, scoring, the solvers, the
 * hint, tiers and the statistics record. No DOM: it runs in Node, a browser and a Web
 * Worker alike. The element, its worker and the CLI import the engine only from here
 * (or, for the CLI, from standalone.ts, which is this door with the variant code).
 *
 * The rooms, from the bottom up (each imports only rooms below it, and rules/ none):
 * - rules/     cards, layouts, deals and moves, scoring, and the small tools they use
 * - solving/   the exact solvers (Tri Peaks, Golf), the line player, work in slices
 * - variants/  the code only Golf, jokers and tiers need, and its registry
 * - deals/     deals from seeds, and deals by difficulty (tiers, rating)
 * - game/      a game in play, and the verdict on a lost one
 * - hints/     the hint: what the player sees, and the searches behind it
 * - records/   the statistics record
 *
 * No side effects, so a bundle keeps only what it uses: the variant code (variants/) is
 * never imported here; the registry gets its loader from the entry that builds each
 * bundle (src/index.ts, src/bundle.ts), or the code itself (standalone.ts).
 */
// The worker's modules first: the bundle follows this order, and gzips ~70 B smaller so.
export * from './hints/hint.js';
export * from './hints/hint-view.js';
export * from './rules/deal.js';
export * from './rules/layout.js';
export * from './solving/solver.js';
export * from './variants/variants.js';
export * from './rules/cards.js';
export * from './rules/scoring.js';
export { fnv1a } from './rules/fnv.js';
export * from './solving/winnability.js';
export { LinePlayer } from './solving/line-player.js';
export { nextTask } from './solving/slices.js';
export * from './deals/seed.js';
export * from './deals/tiers.js';
export { RATING_GAMES, rateDeal } from './deals/rating.js';
export * from './game/game.js';
export * from './game/analysis.js';
export * from './records/statistics.js';
