/**
 * The Settings sheet (`.settings`, a popover toggled by the Settings button) and the
 * page's full screen, which the controls bar shows as a button.
 *
 * The sheet lies in the top layer, so opening it never changes the element's size, and
 * the browser closes it on Escape and on a tap outside it. It is placed where it hides
 * none of the cards the player can play (the free cards, the stock, the waste): below
 * them, or above them, on the screen, scrolling inside itself if it must. Only where the
 * screen has room for neither (a phone held sideways) does it lie over the table.
 */
import type { LitElement, ReactiveController } from 'lit';
import { warnFailed } from '../background.js';

/** The space kept between the sheet, the cards and the screen's edges, in px. */
const GAP = 8;
/** The least height the sheet takes beside the cards (scrolling inside); less, and it goes over the table. */
const MIN_HEIGHT = 180;

export class SettingsSheet implements ReactiveController {
  readonly #host: LitElement;
  readonly #onToggle: (open: boolean) => void;

  /** `onToggle`: the sheet opened (true) or closed. */
  constructor(host: LitElement, onToggle: (open: boolean) => void) {
    this.#host = host;
    this.#onToggle = onToggle;
    host.addController(this);
  }

  get #sheet(): HTMLElement | null {
    return this.#host.renderRoot.querySelector('.settings');
  }

  get open(): boolean {
    return !!this.#sheet?.matches(':popover-open');
  }

  /** Closes the sheet (when open); `focusToggle`: the focus goes back to its toggle (Escape). */
  close(focusToggle: boolean): void {
    if (!this.open) return;
    this.#sheet!.hidePopover();
    if (focusToggle) this.#host.renderRoot.querySelector<HTMLElement>('.settings-toggle')?.focus();
  }

  /** The sheet is about to open: it is placed before the frame that shows it is drawn. */
  beforeToggle = (e: Event): void => {
    if ((e as ToggleEvent).newState === 'open') requestAnimationFrame(this.place);
  };

  /** The sheet opened or closed. */
  toggled = (): void => {
    this.#follow(this.open);
    this.#onToggle(this.open);
  };

  /** While the sheet is open, it follows the cards as the page scrolls or resizes. */
  #follow(on: boolean): void {
    const method = on ? 'addEventListener' : 'removeEventListener';
    window[method]('scroll', this.place, true);
    window[method]('resize', this.place);
  }

  /** Puts the open sheet below the playable cards, else above them, else over the table. */
  place = (): void => {
    if (!this.open) return;
    const sheet = this.#sheet!;
    const root = this.#host.renderRoot;
    const table = root.querySelector('.table')!.getBoundingClientRect();
    let top = Infinity;
    let bottom = -Infinity;
    for (const el of root.querySelectorAll('.card.free, .stock, .waste')) {
      const r = el.getBoundingClientRect();
      top = Math.min(top, r.top);
      bottom = Math.max(bottom, r.bottom);
    }
    const s = sheet.style;
    // No wider than the game (a sidebar widget's sheet is not a page's), but readable.
    s.maxWidth = `${Math.max(table.width, 320)}px`;
    // Its whole height, also while it scrolls (it has no border): what the sheet was scrolled to stays.
    const { offsetWidth: width, scrollHeight: height } = sheet;
    const screenHeight = innerHeight;
    // The playable cards' band, cut to the screen.
    top = Math.min(top, screenHeight);
    bottom = Math.max(bottom, 0);
    const below = screenHeight - bottom - 2 * GAP;
    const above = top - 2 * GAP;
    let y: number;
    let room: number;
    if (height <= below || (height > above && below >= Math.max(above, MIN_HEIGHT))) {
      room = below;
      y = bottom + GAP;
    } else if (above >= MIN_HEIGHT) {
      room = above;
      y = top - GAP - Math.min(height, room);
    } else {
      room = screenHeight - 2 * GAP;
      y = table.top + (table.height - height) / 2;
    }
    s.maxHeight = `${room}px`;
    s.top = `${Math.min(Math.max(GAP, y), screenHeight - GAP - Math.min(height, room))}px`;
    s.left = `${Math.min(Math.max(GAP, table.left + (table.width - width) / 2), innerWidth - GAP - width)}px`;
  };

  /** Full screen: null where the page does not allow it, else whether the host is full screen now. */
  get fullscreen(): boolean | null {
    return document.fullscreenEnabled ? document.fullscreenElement === this.#host : null;
  }

  /** The browser may refuse (no user gesture, a permissions policy): it says so once in the console, nothing else. */
  toggleFullscreen = (): void => {
    (document.fullscreenElement === this.#host ? document.exitFullscreen() : this.#host.requestFullscreen()).catch(
      warnFailed('full screen'),
    );
  };

  /** What the controls bar shows and calls for the sheet and full screen. */
  get controls(): {
    onSettingsBeforeToggle: (e: Event) => void;
    onSettingsToggle: () => void;
    fullscreen: boolean | null;
    onFullscreen: () => void;
  } {
    return {
      onSettingsBeforeToggle: this.beforeToggle,
      onSettingsToggle: this.toggled,
      fullscreen: this.fullscreen,
      onFullscreen: this.toggleFullscreen,
    };
  }

  #onFullscreenChange = (): void => this.#host.requestUpdate();

  hostConnected(): void {
    document.addEventListener('fullscreenchange', this.#onFullscreenChange);
  }

  hostDisconnected(): void {
    document.removeEventListener('fullscreenchange', this.#onFullscreenChange);
    // The browser closes a popover that leaves the page, without a toggle event.
    this.#follow(false);
  }
}
