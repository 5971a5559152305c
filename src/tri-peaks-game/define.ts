/**
 * Registers `<tri-peaks-game>`. Guarded: a page that loads the bundle twice keeps the
 * first definition instead of throwing.
 */
import { TriPeaksGame } from './tri-peaks-game.js';

if (!customElements.get('tri-peaks-game')) customElements.define('tri-peaks-game', TriPeaksGame);

declare global {
  interface HTMLElementTagNameMap {
    'tri-peaks-game': TriPeaksGame;
  }
}
