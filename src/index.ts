// Package entry: the <tri-peaks-game> element, registered on import.
// The rules engine alone (no DOM) is the `tri-peaks-game/engine` entry.
import './tri-peaks-game/define.js';

export { TriPeaksGame } from './tri-peaks-game/tri-peaks-game.js';
export { registerTranslation } from './tri-peaks-game/i18n/registry.js';
export type { Plural, Translation, TranslationKey } from './tri-peaks-game/i18n/registry.js';
export type {
  DealDetail,
  DealOriginDetail,
  GameplayStartDetail,
  GameplayStopDetail,
  ReadyDetail,
  LoseDetail,
  MoveDetail,
  RunDetail,
  ScoreDetail,
  TriPeaksEventDetails,
  TriPeaksEventMap,
  TriPeaksEventName,
  WinDetail,
} from './tri-peaks-game/events.js';
