/**
 * What a game is filed under: its origin as the `deal`, `win` and `lose` events give it,
 * and the rule set the statistics keep it under. Pure: tested in Node (test/unit/rule-set.test.ts).
 */
import { type DealMode, type Game, type LayoutName, LAYOUTS, type RuleSet, TRI_PEAKS } from '../engine/index.js';
import type { SavedOptions } from './controllers/saved-game.js';
import type { DealOriginDetail } from './events.js';
import type { DealModeOption, LayoutOption, ScoringOption } from './options.js';
import type { SettingsView } from './panels.js';

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

/** The element's game options, as set. */
export interface OptionsSet {
  layout: LayoutOption;
  wild: number;
  wrap: boolean;
  deal: DealModeOption;
  seed: string | null;
  scoring: ScoringOption;
  faceUp: boolean;
}

/** The scoring in force: Golf scores in points (and strokes), whatever `scoring` says. */
export const scoringInForce = ({ layout, scoring }: OptionsSet): ScoringOption =>
  (LAYOUTS[layout] ?? TRI_PEAKS).betting ? scoring : 'points';

/** The options the next deal is dealt with (and a saved game must have been dealt with to be put back). */
export function dealOptions(set: OptionsSet): SavedOptions {
  const { deal: mode, wrap, faceUp, layout, wild, seed } = set;
  return { mode, wrap, scoring: scoringInForce(set), faceUp, layout, wild, seed };
}

/** The settings as Settings shows them (Golf: always face up, points). */
export function settingsInForce(set: OptionsSet): SettingsView {
  const { layout, wild, wrap, deal, faceUp } = set;
  return { layout, wild, wrap, deal, scoring: scoringInForce(set), faceUp: faceUp || LAYOUTS[layout].allFaceUp };
}

/** The rule set the statistics file a game under, the options as set standing in before the first deal. */
export const rulesOf = (game: Game | null, set: OptionsSet): RuleSet =>
  ruleSetOf(game, { layout: set.layout, wild: set.wild, wrap: set.wrap, scoring: scoringInForce(set), mode: set.deal });
