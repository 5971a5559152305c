/**
 * What a game is filed under: its origin as the `deal`, `win` and `lose` events give it,
 * and the rule set the statistics keep it under. Pure: tested in Node (test/unit/rule-set.test.ts).
 */
import { type DealMode, type Game, type LayoutName, LAYOUTS, type RuleSet } from '../engine/index.js';
import type { DealOriginDetail } from './events.js';

/** The options the element asks for, which stand in for a game's before the first deal. */
export interface AskedRules {
  layout: LayoutName;
  wild: number;
  wrap: boolean;
  scoring: 'points' | 'betting';
  mode: DealMode;
}

/** The deal's seed and mode ('' for a deal given as text; `mode` when the game does not know its own). */
export function originOf(game: Game, mode: DealMode): DealOriginDetail {
  const { layout, wild } = game.options;
  return { seed: game.origin?.seed ?? '', mode: game.origin?.mode ?? mode, layout, wild };
}

/** The rule set the statistics file a game under: the game's options (those `asked` before the first deal). */
export function ruleSetOf(game: Game | null, asked: AskedRules): RuleSet {
  const layout = game?.layout ?? LAYOUTS[asked.layout];
  return {
    layout: layout.name,
    wild: game?.options.wild ?? asked.wild,
    wrap: game?.options.wrap ?? asked.wrap,
    // Golf is counted in strokes, as Golf players count it (fewest is best).
    scoring: layout.strokes ? 'strokes' : (game?.options.scoring ?? asked.scoring),
    mode: game ? originOf(game, asked.mode).mode : asked.mode,
  };
}
