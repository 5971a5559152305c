/**
 * Whether the element is on a page: it tells the worker when it arrives and leaves, wakes a
 * first render that waits for it to come back, and treats its document going away (an
 * iframe removed, which disconnects nothing) as leaving.
 */
import { elementConnected } from '../background.js';

export class PagePresence {
  readonly #host: HTMLElement;
  readonly #leaving: () => void;
  /** The window of the document the element is in while connected (another one's once adopted into an iframe). */
  #window: Window | null = null;
  #present = false;
  /** Wakes a first render that waits for the element to be put back on the page. */
  #back: (() => void) | null = null;

  /** `leaving`: lets go of what the element holds (the storage, the sounds) when it leaves the page. */
  constructor(host: HTMLElement, leaving: () => void) {
    this.#host = host;
    this.#leaving = leaving;
  }

  /** Resolves once the element is (back) on the page. */
  async connected(): Promise<void> {
    while (!this.#host.isConnected) await new Promise<void>((back) => (this.#back = back));
  }

  /** The element was put on a page. */
  arrived(): void {
    this.#back?.();
    this.#present = true;
    this.#window = this.#host.ownerDocument.defaultView;
    this.#window?.addEventListener('pagehide', this.#pageHidden);
    elementConnected(true);
  }

  #pageHidden = (e: PageTransitionEvent): void => {
    if (!e.persisted) this.left();
  };

  /** The element left the page (removed, or its document went away): it lets go of the worker, the storage and its timers. */
  left(): void {
    if (!this.#present) return;
    this.#present = false;
    this.#window?.removeEventListener('pagehide', this.#pageHidden);
    this.#window = null;
    elementConnected(false);
    this.#leaving();
  }
}
