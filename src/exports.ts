// What both entries export (src/index.ts, the package; src/bundle.ts, the single-file
// bundle): the <tri-peaks-game> element, registered on import, and its public types.
// Each entry adds where its variant code comes from.
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
