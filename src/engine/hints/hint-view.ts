/**
 * What a hint answers and what it may read: the hint's data (hint-data.ts), the player's
 * view of a game, shared by the Tri Peaks hint (hint.ts) and the playout hint
 * (hint-playout.ts) without either importing the other.
 */
import type { Card } from '../rules/cards.js';
import type { Game } from '../game/game.js';
import type { PlayerView } from '../rules/hint-data.js';

export type { Hint, HintData, HintWhy, PlayerView } from '../rules/hint-data.js';

/**
 * Whether the view is one the Tri Peaks hint reads (Tri Peaks without jokers); any other
 * takes the Golf or the playout hint, which are variant code (variants.ts).
 */
export function isPlainTriPeaks(view: PlayerView): boolean {
  return (view.layout ?? 'tri-peaks') === 'tri-peaks' && !(view.wild ?? 0);
}

export function playerView(game: Game): PlayerView {
  const faceUp = Array.from({ length: game.layout.size }, (_, p) => (game.isFaceUp(p) ? game.cardAt(p) : null));
  const seen = [...game.waste, ...faceUp.filter((c): c is Card => c !== null)];
  const { layout, wild } = game.options;
  return {
    wrap: game.options.wrap,
    removed: game.state.removed,
    faceUp,
    wasteTop: game.wasteTop,
    stockCount: game.stockCount,
    seen,
    over: game.status !== 'playing',
    ...(layout !== 'tri-peaks' ? { layout } : {}),
    ...(wild ? { wild } : {}),
  };
}

/**
 * A stated chance (in 100) from a logistic fit [a, b, c] on a search's own rate (in 100,
 * as a log-odds, kept within 0.02-0.98) and the share of the stock left.
 */
export function fittedChance([a, b, c]: readonly [number, number, number], rate: number, stockShare: number): number {
  const p = Math.min(0.98, Math.max(0.02, rate / 100));
  const z = a + b * Math.log(p / (1 - p)) + c * stockShare;
  return Math.min(99, Math.round(100 / (1 + Math.exp(-z))));
}
