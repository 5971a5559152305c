/**
 * The hint button's work: the engine's hint for the position on the board, worked out
 * off the main thread, shown until the position changes. Asking again for the same
 * position gives the same hint (and counts it once); a hint that arrives after the
 * player moved on is dropped.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Game, HintData } from '../../engine/index.js';
import { hintFor, nextTask, warnFailed } from '../background.js';
import { LatestRequest } from './latest-request.js';

/** "Thinking…" shows only for a hint that takes longer than this. */
const THINKING_AFTER_MS = 180;

export class HintController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #onShown: (hint: HintData, game: Game) => void;
  /** The hint on the board; null when none is. */
  shown: HintData | null = null;
  /** A hint is taking a moment: the host says so. */
  thinking = false;
  #pending: Promise<HintData | null> | null = null;
  readonly #request = new LatestRequest();
  #thinkingTimer: ReturnType<typeof setTimeout> | undefined;

  /** `onShown`: a new hint is on the board (the host counts, shows and announces it). */
  constructor(host: ReactiveControllerHost, onShown: (hint: HintData, game: Game) => void) {
    this.#host = host;
    this.#onShown = onShown;
    host.addController(this);
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
        this.#onShown(hint, game);
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
