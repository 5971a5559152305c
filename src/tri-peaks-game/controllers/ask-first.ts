/**
 * The question asked before something is thrown away (a game under way, the statistics):
 * at most one at a time, answered by its confirm button (which then does the throwing
 * away) or by its cancel button or Escape (which change nothing).
 */
import { type ReactiveControllerHost, type TemplateResult, nothing } from 'lit';
import type { Localizer } from '../i18n/localizer.js';
import type { TranslationKey } from '../i18n/registry.js';
import { confirmPanel } from '../panels.js';

export interface Question {
  /** The confirm button's text (catalogue keys here and below): "New game", "Reset". */
  confirm: TranslationKey;
  /** What confirming does. */
  discard: () => void;
  /** The heading ("Leave this game?" unless given), the line under it, the cancel button's text. */
  question?: TranslationKey;
  detail?: TranslationKey;
  cancel?: TranslationKey;
  /** What confirming does cannot be taken back (Reset): the safe answer is the primary button, and takes the focus. */
  safe?: boolean;
}

export class AskFirst {
  readonly #host: ReactiveControllerHost;
  readonly #onClosed: () => void;
  /** The question on the table, or null. */
  question: Question | null = null;

  /** `onClosed`: the question went away (answered either way). */
  constructor(host: ReactiveControllerHost, onClosed: () => void) {
    this.#host = host;
    this.#onClosed = onClosed;
  }

  ask(question: Question): void {
    this.question = question;
    this.#host.requestUpdate();
  }

  confirm = (): void => {
    const discard = this.question?.discard;
    this.cancel();
    discard?.();
  };

  /** Closes the question without doing anything; false when there was none. */
  cancel = (): boolean => {
    if (!this.question) return false;
    this.question = null;
    this.#host.requestUpdate();
    this.#onClosed();
    return true;
  };

  render(l: Localizer): TemplateResult | typeof nothing {
    return this.question ? confirmPanel(l, this.question, this.confirm, this.cancel) : nothing;
  }
}
