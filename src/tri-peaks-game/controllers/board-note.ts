/**
 * The note under the board (a hint's reason, or why a card cannot be played, in the
 * language of the moment) and the card (or stock) marked refused for a moment, with a
 * short shake.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Refused } from '../board.js';
import type { Localizer } from '../i18n/localizer.js';
import { spoken } from '../text.js';

/** How long a refused card stays marked. */
const REFUSED_MS = 700;

/** A note, written in the words of the moment. */
export type Note = (l: Localizer) => string;

export interface BoardNoteParts {
  l: () => Localizer;
  announce: (text: string) => void;
  shake: (target: 'stock' | number) => void;
}

export class BoardNote implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #parts: BoardNoteParts;
  #text: Note | null = null;
  /** The card (or the stock) marked refused. */
  refused: Refused = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost, parts: BoardNoteParts) {
    this.#host = host;
    this.#parts = parts;
    host.addController(this);
  }

  /** The note in the words of `l` ('' when there is none). */
  text(l: Localizer): string {
    return this.#text?.(l) ?? '';
  }

  /** Shows `note` under the board. */
  say(note: Note): void {
    this.#text = note;
    this.#host.requestUpdate();
  }

  /** A card (or the stock) that cannot be played: a short shake, a note, nothing else. */
  refuse(target: 'stock' | number, why: Note): void {
    this.refused = target;
    this.say(why);
    const l = this.#parts.l();
    this.#parts.announce(spoken(l, why(l)));
    this.#parts.shake(target);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.refused = null;
      this.#host.requestUpdate();
    }, REFUSED_MS);
  }

  /** The board moved on: no note, nothing marked. */
  clear(): void {
    this.#text = null;
    this.refused = null;
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
    this.refused = null;
  }
}
