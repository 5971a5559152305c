/**
 * The element's static styles, adopted stylesheets (so a strict CSP is fine), in cascade
 * order: a later sheet's rule wins over an earlier one's of the same specificity. Each
 * part of the game has its .css file in styles/ (scripts/build-styles.mjs makes them
 * styles/sheets.ts). Every public custom property is read with a fallback; the layout
 * follows the element's own width (container queries), not the viewport.
 */
import { unsafeCSS } from 'lit';
import { bars, board, card, host, panels, settings } from './styles/sheets.js';

/** `.x0` … `.x18` and `.r0` … `.r4`: where a layout card sits, in half card-steps and rows (the layout's `columnOf`, `rowOf`). */
const placement = unsafeCSS(
  Array.from({ length: 19 }, (_, x) => `.x${x}{--x:${x}}`).join('') +
    Array.from({ length: 5 }, (_, r) => `.r${r}{--r:${r}}`).join('') +
    Array.from({ length: 7 }, (_, t) => `.tilt${t}{rotate:${(t - 3) * 2.2}deg}`).join(''),
);

/** Where each of the win's eight rising suits starts, and when (after `.burst`, whose `animation` sets the delay too). */
const celebrationPlaces = unsafeCSS(
  Array.from({ length: 8 }, (_, i) => `.b${i}{left:${6 + i * 12}%;animation-delay:${(i % 4) * 110 + (i > 3 ? 60 : 0)}ms}`).join(''),
);

export const styles = [host, bars, board, placement, card, panels, celebrationPlaces, settings];
