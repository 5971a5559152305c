/**
 * The hint button's work: the engine's hint for the position on the board, worked out
 * off the main thread, shown (marked on the board, its reason in the note under it)
 * and announced until the position changes. Asking again for the same position gives
 * the same hint (and counts it once); a hint that arrives after the player moved on is
 * dropped.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Game, Hint, HintData } from '../../engine/index.js';
import { hintFor, nextTask, warnFailed } from '../background.js';
import type { Localizer } from '../i18n/localizer.js';
import { hintSaid, hintText } from '../text.js';
import type { BoardNote } from './board-note.js';
import { LatestRequest } from './latest-request.js';

export interface HintParts {
  l: () => Localizer;
  announce: (text: string) => void;
  /** Where the hint's reason is shown. */
  note: BoardNote;
}

/** "Thinking…" shows only for a hint that takes longer than this. */
const THINKING_AFTER_MS = 180;

export class HintController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #parts: HintParts;
  /** The hint on the board; null when none is. */
  shown: HintData | null = null;
  /** A hint is taking a moment: the host says so. */
  thinking = false;
  #pending: Promise<HintData | null> | null = null;
  readonly #request = new LatestRequest();
  #thinkingTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost, parts: HintParts) {
    this.#host = host;
    this.#parts = parts;
    host.addController(this);
  }

  /** The hint for `game` (null: play is not allowed), shown, with its reason in the player's words once on the board. */
  async give(game: Game | null): Promise<Hint | null> {
    if (!game) return null;
    const top = game.wasteTop;
    const hint = await this.ask(game);
    if (!hint) return null;
    await this.#host.updateComplete;
    return { ...hint, reason: hintText(this.#parts.l(), hint, top) };
  }

  /** The hint for `game`'s position: the one shown, the one being worked out, or a new one. */
  ask(game: Game): Promise<HintData | null> {
    if (this.shown) return Promise.resolve(this.shown);
    if (this.#pending) return this.#pending;
    const current = this.#request.begin();
    this.#thinkingTimer = setTimeout(() => this.#setThinking(true), THINKING_AFTER_MS);
    this.#pending = (async () => {
      try {
        // In a task of its own: the key press or click that asked is done first.
        await nextTask();
        const hint = await hintFor(game, current);
        if (!current()) return null;
        this.shown = hint;
        this.#show(hint, game);
        return hint;
      } catch (e) {
        if (current()) warnFailed('the hint')(e);
        return null;
      } finally {
        if (current()) this.#settle();
      }
    })();
    return this.#pending;
  }

  /** The position changed: the hint shown and any being worked out are dropped. */
  clear(): void {
    this.#request.cancel();
    this.shown = null;
    this.#settle();
  }

  hostDisconnected(): void {
    this.clear();
  }

  /** A new hint is on the board: counted, its reason under the board, announced. */
  #show(hint: HintData, game: Game): void {
    if (hint.move) game.noteHint();
    const top = game.wasteTop;
    this.#parts.note.say((l) => hintText(l, hint, top));
    this.#parts.announce(hintSaid(this.#parts.l(), hint, top));
  }

  #settle(): void {
    this.#pending = null;
    clearTimeout(this.#thinkingTimer);
    this.#setThinking(false);
  }

  #setThinking(thinking: boolean): void {
    if (this.thinking === thinking) return;
    this.thinking = thinking;
    this.#host.requestUpdate();
  }
}
