/**
 * The Tri Peaks engine's one door: rules, deals and seeds, scoring, the solvers, the
 * hint, tiers and the statistics record. No DOM: it runs in Node, a browser and a Web
 * Worker alike. The element, its worker and the CLI import the engine only from here
 * (or, for the CLI, from standalone.ts, which is this door with the variant code).
 *
 * The rooms, from the bottom up (each imports only rooms below it, and rules/ none):
 * - rules/     cards, layouts, deals and moves, scoring, tier names, what a hint reads and
 *              answers, and the small tools they use
 * - variants/  the registry of the code only Golf, jokers and tiers need, and its API
 * - solving/   the exact solvers (Tri Peaks, Golf), the line player, work in slices
 * - deals/     deals from seeds, and a deal's difficulty rating
 * - game/      a game in play, and the verdict on a lost one
 * - hints/     the hint: what the player sees, and the searches behind it
 * - records/   the statistics record
 * - challenges/ the daily challenges: goals proven on the tier deals, and a game's progress
 *
 * Beside this door: standalone.ts (this door with the variant code, for the CLI and the
 * package's ./engine entry), variant-code.ts (the variant code itself, above every room)
 * and variants-file.ts (the entry of the file it is built into for the bundle).
 *
 * No side effects, so a bundle keeps only what it uses: the variant code is never
 * imported here; the registry gets its loader from the entry that builds each bundle
 * (src/index.ts, src/bundle.ts), or the code itself (standalone.ts).
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
export * from './rules/tiers.js';
export { RATING_GAMES, rateDeal } from './deals/rating.js';
export * from './game/game.js';
export * from './game/analysis.js';
export * from './records/statistics.js';
export { dayNumber } from './rules/dates.js';
export { type Challenge, dailyChallenges } from './challenges/daily.js';
export {
  type Goal,
  type GoalKind,
  type GoalProgress,
  GOAL_KINDS,
  goalKindsOf,
  goalProgress,
  goalReached,
  goalText,
  longestRun,
} from './challenges/goals.js';
