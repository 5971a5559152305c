/**
 * Drawing cards: text for the rank, four small SVG suit shapes, a CSS-patterned back.
 * No images and no data: URLs, so it works under a strict CSP and needs no card art.
 * Rendering only: what a card is and whether it may be played comes from the engine.
 */
import { html, nothing, svg, type TemplateResult, type SVGTemplateResult } from 'lit';
import type { Localizer } from './i18n/localizer.js';
import { type Card, isJoker, isRed, rankLabel, rankOf, suitOf, type Suit } from '../engine/index.js';

/** The four suits' shapes, and W: the joker's star. */
const SHAPES: Record<Suit | 'W', SVGTemplateResult> = {
  H: svg`<path d="M50 92C45 84 6 60 6 31 6 15 18 5 30 5c9 0 16 5 20 13C54 10 61 5 70 5c12 0 24 10 24 26 0 29-39 53-44 61z"/>`,
  D: svg`<path d="M50 3C60 20 74 37 90 50 74 63 60 80 50 97 40 80 26 63 10 50 26 37 40 20 50 3z"/>`,
  S: svg`<path d="M50 4C44 20 8 38 8 62c0 14 10 22 21 22 8 0 14-4 18-10-1 10-5 17-13 24h32c-8-7-12-14-13-24 4 6 10 10 18 10 11 0 21-8 21-22C92 38 56 20 50 4z"/>`,
  C: svg`<circle cx="50" cy="27" r="20"/><circle cx="27" cy="58" r="20"/><circle cx="73" cy="58" r="20"/><path d="M44 40h12v20H44z"/><path d="M47 60c-1 14-5 25-13 36h32c-8-11-12-22-13-36z"/>`,
  W: svg`<path d="M50 4l13 31 34 3-26 22 8 33-29-18-29 18 8-33L3 38l34-3z"/>`,
};

/** One suit shape (or the joker's star); sized and coloured by CSS (`currentColor`). */
export function suitIcon(suit: Suit | 'W', className = 'suit'): SVGTemplateResult {
  return svg`<svg class=${className} viewBox="0 0 100 100" aria-hidden="true" focusable="false">${SHAPES[suit]}</svg>`;
}

/**
 * The face of a card: rank and suit in two corners, a big suit (or a court frame) in the
 * middle; a joker (wild) has a star for its rank, no suit in the corners and a big star
 * with the word "Joker" (in the page's language) in the middle. The rank is drawn by CSS from `data-rank` (generated
 * content with empty alt text), so the button's name is only its label, "Ace of
 * spades", never "A A".
 */
export function cardFace(card: Card, l: Localizer): TemplateResult {
  const joker = isJoker(card);
  const suit = suitOf(card);
  const rank = rankLabel(card);
  const corner = joker ? nothing : suitIcon(suit);
  const colour = joker ? 'joker' : isRed(card) ? 'red' : 'black';
  return html`<span class="face ${colour}" aria-hidden="true">
    <span class="index tl"><span class="rank" data-rank=${rank}></span>${corner}</span>
    ${
      joker
        ? html`<span class="pip">${suitIcon('W', 'pip-suit')}<span class="joker-word">${l.t('joker')}</span></span>`
        : rankOf(card) > 10
          ? html`<span class="court"><span class="court-rank" data-rank=${rank}></span>${suitIcon(suit, 'court-suit')}</span>`
          : html`<span class="pip">${suitIcon(suit, 'pip-suit')}</span>`
    }
    <span class="index br"><span class="rank" data-rank=${rank}></span>${corner}</span>
  </span>`;
}

/** The back of a card: a patterned panel inside a white border. */
export function cardBack(): TemplateResult {
  return html`<span class="back" aria-hidden="true"></span>`;
}
