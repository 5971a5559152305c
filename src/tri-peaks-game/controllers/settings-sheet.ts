/**
 * The Settings sheet (a `details.settings` element in the controls bar): closing it, on
 * Escape with the focus back on its toggle, or on a tap anywhere outside it (on the page
 * too); and the page's full screen, which the controls bar shows as a button. Both
 * listen on the document while the host is on the page.
 */
import type { LitElement, ReactiveController } from 'lit';

export class SettingsSheet implements ReactiveController {
  readonly #host: LitElement;

  constructor(host: LitElement) {
    this.#host = host;
    host.addController(this);
  }

  get #sheet(): HTMLDetailsElement | null {
    return this.#host.renderRoot.querySelector('details.settings');
  }

  get open(): boolean {
    return !!this.#sheet?.open;
  }

  /** Closes the sheet (when open); `focusToggle`: the focus goes back to its toggle (Escape). */
  close(focusToggle: boolean): void {
    const sheet = this.#sheet;
    if (!sheet?.open) return;
    sheet.open = false;
    if (focusToggle) sheet.querySelector('summary')?.focus();
  }

  /** Full screen: null where the page does not allow it, else whether the host is full screen now. */
  get fullscreen(): boolean | null {
    return document.fullscreenEnabled ? document.fullscreenElement === this.#host : null;
  }

  toggleFullscreen = (): void => {
    void (document.fullscreenElement === this.#host ? document.exitFullscreen() : this.#host.requestFullscreen());
  };

  #onPointerDown = (e: Event): void => {
    const sheet = this.#sheet;
    if (!sheet?.open) return;
    const path = e.composedPath();
    if (!path.includes(sheet.querySelector('summary')!) && !path.includes(sheet.querySelector('.settings-body')!)) this.close(false);
  };

  #onFullscreenChange = (): void => this.#host.requestUpdate();

  hostConnected(): void {
    document.addEventListener('pointerdown', this.#onPointerDown, true);
    document.addEventListener('fullscreenchange', this.#onFullscreenChange);
  }

  hostDisconnected(): void {
    document.removeEventListener('pointerdown', this.#onPointerDown, true);
    document.removeEventListener('fullscreenchange', this.#onFullscreenChange);
  }
}
