/**
 * Card movement, worked out from a diff of the board as chessground does it: before each
 * update the animator compares where every card was last drawn with where the game now
 * has it, and reads the old box of each card that moved (the DOM still shows the old
 * board then); after the update it animates each one from there. No call site records
 * anything: a play, a stock turn, an undo and a step of a watched line all animate the
 * same way. Purely visual, skipped under `prefers-reduced-motion`.
 */
import type { LitElement, ReactiveController } from 'lit';
import { type Card, cardCode, type Game } from '../../engine/index.js';

/** Where a card is drawn: a layout position (face up or down), or the waste. Stock cards have no place. */
type Place = { readonly position: number; readonly up: boolean } | 'waste';

type Motion =
  | { kind: 'fly'; from: DOMRect; card: Card; turn: boolean }
  | { kind: 'flip'; position: number }
  | { kind: 'return'; from: DOMRect; position: number }
  | { kind: 'deal' }
  | { kind: 'shake'; target: 'stock' | number };

const EASE = 'cubic-bezier(.2,.75,.25,1)';

export function motionAllowed(): boolean {
  return (
    typeof Element.prototype.animate === 'function' &&
    !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches)
  );
}

function placesOf(game: Game): Map<Card, Place> {
  const places = new Map<Card, Place>();
  for (const card of game.waste) places.set(card, 'waste');
  for (let position = 0; position < game.layout.size; position++) {
    if (!game.isRemoved(position)) places.set(game.cardAt(position), { position, up: game.isFaceUp(position) });
  }
  return places;
}

export class BoardAnimator implements ReactiveController {
  readonly #host: LitElement;
  readonly #board: () => Game | null;
  #shown: Game | null = null;
  #shownPlaces = new Map<Card, Place>();
  #planned: Motion[] = [];
  /** The deal's drop, while it may still run. */
  #drops: Animation[] = [];

  constructor(host: LitElement, board: () => Game | null) {
    this.#host = host;
    this.#board = board;
    host.addController(this);
  }

  /** A short shake of a card (or the stock) that cannot be played. */
  shake(target: 'stock' | number): void {
    this.#planned.push({ kind: 'shake', target });
    this.#host.requestUpdate();
  }

  hostUpdate(): void {
    const game = this.#board();
    const places = game ? placesOf(game) : new Map<Card, Place>();
    if (game !== this.#shown) {
      // Another game on the board: a fresh deal drops into place; a game already under
      // way (the player's, back from a watched line) is simply shown.
      this.#planned = game && game.history.length === 0 ? [{ kind: 'deal' }] : [];
    } else if (game) {
      this.#diff(places);
    }
    this.#shown = game;
    this.#shownPlaces = places;
  }

  hostUpdated(): void {
    const planned = this.#planned;
    this.#planned = [];
    if (planned.length === 0 || !motionAllowed()) return;
    // Started in the next frame, before it is drawn: reading where the cards now are
    // needs a layout, which the frame does anyway; done here, it would lengthen this task.
    // Every read first (each card's box, the animations it runs), then every write: one
    // style and layout for the frame, never one forced per card.
    requestAnimationFrame(() => {
      if (!this.#host.isConnected) return;
      const starts = planned.map((motion) => this.#prepare(motion));
      for (const start of starts) start?.();
    });
  }

  hostDisconnected(): void {
    this.#planned = [];
  }

  /** Plans a motion for each card whose place changed, reading its old box from the DOM not yet updated. */
  #diff(places: Map<Card, Place>): void {
    const root = this.#host.renderRoot;
    const box = (selector: string) => root.querySelector(selector)?.getBoundingClientRect();
    for (const [card, now] of places) {
      const before = this.#shownPlaces.get(card);
      if (now === 'waste') {
        if (before === 'waste') continue;
        const from = before ? box(`.peaks [data-pos="${before.position}"]`) : box('.stock');
        if (from) this.#planned.push({ kind: 'fly', from, card, turn: !before });
      } else if (before === 'waste') {
        const from = box(`.waste-card[data-card="${cardCode(card)}"]`);
        if (from) this.#planned.push({ kind: 'return', from, position: now.position });
      } else if (now.up && before && !before.up) {
        this.#planned.push({ kind: 'flip', position: now.position });
      }
    }
  }

  /** Reads what `motion` needs from the page (nothing is written yet) and returns what starts it. */
  #prepare(motion: Motion): (() => void) | undefined {
    const root = this.#host.renderRoot;
    const start = (el: Element | null | undefined, keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
      if (!el) return;
      const running = el.getAnimations();
      return () => {
        for (const animation of running) animation.cancel();
        el.animate(keyframes, { easing: EASE, ...options });
      };
    };
    const offset = (from: DOMRect, el: Element) => {
      const to = el.getBoundingClientRect();
      return `translate(${from.left - to.left}px, ${from.top - to.top}px)`;
    };
    switch (motion.kind) {
      case 'fly': {
        const el = root.querySelector(`.waste-card[data-card="${cardCode(motion.card)}"]`);
        if (!el) return;
        const from = offset(motion.from, el);
        return start(
          el,
          motion.turn
            ? [{ transform: `${from} scaleX(0.05)` }, { transform: 'scaleX(1)' }]
            : [{ transform: `${from} scale(1.06)`, offset: 0 }, { transform: 'scale(1.04)', offset: 0.8 }, { transform: 'none' }],
          { duration: 300 },
        );
      }
      case 'flip':
        return start(
          root.querySelector(`[data-pos="${motion.position}"] .face`),
          // The perspective in the keyframes, not on every card: 3D context on all 28 cards
          // made each its own compositing layer, and every animation frame costly.
          [{ transform: 'perspective(700px) rotateY(90deg)' }, { transform: 'perspective(700px) rotateY(0deg)' }],
          { duration: 240, delay: 140, fill: 'backwards' },
        );
      case 'return': {
        const el = root.querySelector(`[data-pos="${motion.position}"] > span`);
        return el ? start(el, [{ transform: offset(motion.from, el) }, { transform: 'none' }], { duration: 260 }) : undefined;
      }
      case 'deal': {
        // The peaks, then the piles, drop into place: two animations for the whole board
        // (one per card costs a page without a GPU a long task on every deal).
        // Nothing to read (the drop still running is kept here, not asked for), so a page
        // dealing many games at once forces no style in this frame.
        return () => {
          for (const animation of this.#drops) animation.cancel();
          this.#drops = [...root.querySelectorAll('.peaks, .piles')].map((el, i) =>
            el.animate(
              [
                { transform: 'translateY(-14px) scale(0.97)', opacity: 0 },
                { transform: 'none', opacity: 1 },
              ],
              { easing: EASE, duration: 300, delay: i * 80, fill: 'backwards' },
            ),
          );
        };
      }
      case 'shake': {
        const el = motion.target === 'stock' ? root.querySelector('.stock') : root.querySelector(`[data-pos="${motion.target}"] > span`);
        return start(
          el,
          [0, -5, 5, -3, 2, 0].map((x) => ({ transform: `translateX(${x}px)` })),
          { duration: 280, easing: 'ease-out' },
        );
      }
    }
  }
}
