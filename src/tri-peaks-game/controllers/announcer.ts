/**
 * The polite live region through which the element speaks to screen readers: plays,
 * stock turns, runs, hints and the end of the game.
 */
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';

export class Announcer {
  readonly #host: ReactiveControllerHost;
  #text = '';
  /** Alternates so that the same words twice still change the region, and are read again. */
  #toggle = false;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  /** Says `text` (replacing whatever was said before). */
  announce(text: string): void {
    this.#toggle = !this.#toggle;
    this.#text = this.#toggle ? text : `${text}\u00a0`;
    this.#host.requestUpdate();
  }

  /** The live region, rendered once by the host (visually hidden). */
  render(): TemplateResult {
    return html`<div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.#text}</div>`;
  }
}
