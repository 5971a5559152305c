/**
 * The Tri Peaks engine: rules, deals and seeds, scoring, the exact solver.
 * No DOM: it runs in Node, a browser and a Web Worker alike.
 */
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
export { LinePlayer } from './line-player.js';
