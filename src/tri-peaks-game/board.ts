/**
 * The board's templates: the score bar, the peaks, the stock and the waste, and the
 * show-winnable badge. Rendering only: what is where, and whether a card may be
 * played, comes from the engine's Game.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { cardCode, type Game, type HintData } from '../engine/index.js';
import { cardBack, cardFace } from './card.js';
import type { Localizer } from './i18n/localizer.js';
import type { TranslationKey } from './i18n/registry.js';
import { pileWords } from './text.js';

/**
 * A class attribute from class names and whether each applies. Lit's classMap would
 * also keep classes added from outside, which nothing here does; it costs ~200 bytes
 * of the bundle.
 */
export const classes = (map: Record<string, unknown>): string =>
  Object.keys(map)
    .filter((name) => map[name])
    .join(' ');

/**
 * The tag on the hinted card (or the stock), beside its index, never over it (see
 * styles/card.css). Its word is generated content, so the button's name stays the card's.
 */
const hintTag = (l: Localizer) => html`<mark class="hint-tag" aria-hidden="true" data-text=${l.t('hint')}></mark>`;

/** A card (or the stock) marked for a moment because it cannot be played. */
export type Refused = 'stock' | number | null;

/** The bar above the board: score (and Golf's strokes), run, what the next card of the run is worth, the deal. */
export function stats(l: Localizer, game: Game | null, scoring: Game['options']['scoring']): TemplateResult {
  const seed = game?.origin?.seed ?? '';
  // Once the game is over, Run is the last run (no longer glowing) and there is no next card.
  const live = game?.status === 'playing';
  return html`<div class="stats" part="score">
    <div class="stat score"><span class="label">${l.t('score')}</span><span class="value">${l.score(game?.score ?? 0, scoring)}</span></div>
    ${
      game?.strokes == null
        ? nothing
        : html`<div class="stat strokes"><span class="label">${l.t('strokesLabel')}</span><span class="value">${l.num(game.strokes)}</span></div>`
    }
    <div class=${classes({ stat: true, run: true, hot: live && game.run >= 3 })}><span class="label">${l.t('run')}</span><span class="value">${l.num(game?.run ?? 0)}</span></div>
    <div class="stat next"><span class="label">${l.t('nextCard')}</span><span class="value">${live ? l.value(game.nextCardValue, scoring, true) : '\u2014'}</span></div>
    <div class="stat seed"><span class="label">${l.t('deal')}</span><span class="value">${seed || '…'}</span></div>
  </div>`;
}

/**
 * The layout's cards (the peaks, or Golf's columns): real buttons, one Tab stop
 * (`tabStop`) for the group. Every position
 * has its own place in the list, empty once played, so each card keeps its button (its
 * focus, its running animation) from one render to the next without a keyed repeat.
 */
export function peaks(
  l: Localizer,
  game: Game,
  view: { tabStop: number; hinted: number | null; refused: Refused; onCard: (e: Event) => void },
): TemplateResult {
  const { size, columnOf, rowOf } = game.layout;
  return html`<div class="peaks" role="group" aria-label=${l.t(pileWords(game.layout).group)}>
    ${Array.from({ length: size }, (_, p) => {
      if (game.isRemoved(p)) return nothing;
      const up = game.isFaceUp(p);
      const card = game.cardAt(p);
      return html`<button type="button"
        class=${classes({
          card: true,
          [`x${columnOf[p]}`]: true,
          [`r${rowOf[p]}`]: true,
          up,
          down: !up,
          free: game.isUncovered(p),
          hinted: view.hinted === p,
          rejected: view.refused === p,
        })}
        part=${up ? 'card face-up' : 'card face-down'}
        data-pos=${p}
        data-card=${up ? cardCode(card) : nothing}
        tabindex=${p === view.tabStop ? 0 : -1}
        aria-label=${up ? (game.canPlay(p) ? l.t('playable', { card: l.card(card) }) : l.card(card)) : l.t('faceDown')}
        @click=${view.onCard}>${up ? cardFace(card, l) : cardBack()}${view.hinted === p ? hintTag(l) : nothing}</button>`;
    })}
  </div>`;
}

/**
 * The stock (a button) and the waste (its last three cards), with the show-winnable badge
 * beside them. The waste only grows and shrinks at its top, so rendering it by its places
 * keeps each card's element, as the peaks do.
 */
export function piles(
  l: Localizer,
  game: Game,
  view: { hinted: boolean; refused: Refused; badge: TemplateResult | typeof nothing; onStock: () => void },
): TemplateResult {
  const n = game.stockCount;
  const waste = game.waste;
  const top = waste[waste.length - 1];
  return html`<div class="piles">
    ${view.badge}
    <button type="button"
      class=${classes({ stock: true, empty: n === 0, hinted: view.hinted, rejected: view.refused === 'stock' })}
      part="stock"
      aria-label=${n > 0 ? l.t('stock', { n }) : l.t('stockEmpty')}
      aria-disabled=${n === 0 || game.status !== 'playing' ? 'true' : 'false'}
      @click=${view.onStock}>
      ${
        n > 0
          ? html`${n > 2 ? html`<span class="layer l2">${cardBack()}</span>` : nothing}
            ${n > 1 ? html`<span class="layer l1">${cardBack()}</span>` : nothing}
            <span class="layer l0">${cardBack()}</span>`
          : html`<span class="empty-pile" aria-hidden="true"></span>`
      }
      <span class="count" aria-hidden="true">${l.num(n)}</span>
      ${view.hinted ? hintTag(l) : nothing}
    </button>
    <div class="waste" part="waste" role="img" aria-label=${l.t('waste', { card: l.card(top) })}>
      ${waste.map((c, i) =>
        i < waste.length - 3
          ? nothing
          : html`<span
        class=${classes({ 'waste-card': true, top: c === top, [`tilt${c % 7}`]: true })}
        data-card=${cardCode(c)}>${cardFace(c, l)}</span>`,
      )}
    </div>
  </div>`;
}

/**
 * show-winnable's badge: still winnable, no longer (not at all on a deal that never was),
 * or being checked (`stale`: an older answer shown while checking).
 */
export function winnableBadge(l: Localizer, answer: boolean | null, stale: boolean, dealWinnable: boolean | null): TemplateResult {
  const kind = answer === null ? 'checking' : answer ? 'yes' : 'no';
  const [long, short] = (
    answer === null
      ? ['checking', 'checking']
      : answer
        ? ['stillWinnable', 'winnable']
        : [dealWinnable === false ? 'notWinnable' : 'noLongerWinnable', 'notWinnable']
  ).map((key) => l.t(key as TranslationKey));
  return html`<div class="winnable-slot" role="status">
    <span class=${classes({ winnable: true, [kind]: true, stale: stale && answer !== null })}
      part=${`winnable winnable-${kind}`}><svg viewBox="0 0 16 16" aria-hidden="true">${
        answer === null
          ? svg`<circle cx="8" cy="8" r="5"/>`
          : answer
            ? svg`<path d="M3.5 8.5 6.5 11.5 12.5 4.5"/>`
            : svg`<path d="M4.5 4.5 11.5 11.5M11.5 4.5 4.5 11.5"/>`
      }</svg><span
        class="long">${long}</span><span class="short">${short}</span></span>
  </div>`;
}

/** The board of a game (the player's, or a watched line's): its layout's cards and its piles, with the hint shown. */
export function board(
  l: Localizer,
  game: Game,
  view: {
    tabStop: number;
    hint: HintData | null;
    refused: Refused;
    badge: TemplateResult | typeof nothing;
    onCard: (e: Event) => void;
    onStock: () => void;
  },
): TemplateResult[] {
  const { tabStop, hint, refused, badge, onCard, onStock } = view;
  return [
    peaks(l, game, { tabStop, hinted: hint?.position ?? null, refused, onCard }),
    piles(l, game, { hinted: hint?.move?.kind === 'stock', refused, onStock, badge }),
  ];
}
