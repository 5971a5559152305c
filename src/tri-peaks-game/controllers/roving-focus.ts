/**
 * Roving focus over a group of items (the peak cards), as Spectrum's
 * RovingTabindexController does it: the group is one Tab stop, the arrow keys and
 * Home/End move the focus inside it, and when the focused item leaves, the focus goes
 * to the nearest one left. It also puts the focus back after a render that took the
 * focused element away (a played card, a closed panel), so the keyboard never drops
 * to the page.
 */
import type { LitElement, ReactiveController } from 'lit';

export type Direction = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

const KEYS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};

export interface RovingFocusOptions {
  /** The items in the group now. */
  items(): readonly number[];
  /** The item a key moves to from `from`, or null when there is none that way. */
  step(from: number, direction: Direction, items: readonly number[]): number | null;
  /** The item nearest `from`, preferring those `prefer` accepts; null when there is none. */
  nearest(from: number, items: readonly number[], prefer?: (item: number) => boolean): number | null;
  /** The element showing an item (it carries `data-item`-like identity the host chooses). */
  element(item: number): HTMLElement | null;
  /** Where the focus goes when the group is empty. */
  fallback(): HTMLElement | null;
  /** The item that holds the Tab stop at first (it may change with the group: another layout). */
  initial(): number;
  /** Elements that go away with a render (panels): focus left on them returns to the group. */
  transient: string;
}

export class RovingFocus implements ReactiveController {
  readonly #host: LitElement;
  readonly #options: RovingFocusOptions;
  /** The item that holds the group's Tab stop (or the item nearest it, once it has gone). */
  current: number;
  /** After the next render: a selector to focus, or 'group' to bring a lost focus back to the group. */
  #pending: string | null = null;

  constructor(host: LitElement, options: RovingFocusOptions) {
    this.#host = host;
    this.#options = options;
    this.current = options.initial();
    host.addController(this);
  }

  /** The item whose element gets tabindex 0; -1 when the group is empty. */
  tabStop(items: readonly number[] = this.#options.items()): number {
    return items.includes(this.current) ? this.current : (this.#options.nearest(this.current, items) ?? -1);
  }

  /** Starts again from the initial item when the current one is gone (a new deal). */
  reset(): void {
    if (!this.#options.items().includes(this.current)) this.current = this.#options.initial();
  }

  /** Moves the focus for an arrow, Home or End key pressed on `item`; true when the key was one of those. */
  handleKey(event: KeyboardEvent, item: number): boolean {
    const direction = KEYS[event.key];
    if (!direction) return false;
    event.preventDefault();
    const next = this.#options.step(item, direction, this.#options.items());
    if (next !== null) this.focus(next);
    return true;
  }

  /** Focuses `item`, or the nearest one still there, or the fallback when none is. */
  focus(item: number): void {
    const items = this.#options.items();
    const target = items.includes(item) ? item : this.#options.nearest(item, items);
    if (target === null) {
      this.#options.fallback()?.focus();
      return;
    }
    this.current = target;
    this.#options.element(target)?.focus();
  }

  /**
   * The focused item `from` has left the group: the Tab stop moves to the nearest item
   * left (those `prefer` accepts first), where the focus goes after the render.
   */
  leave(from: number, prefer?: (item: number) => boolean): void {
    this.current = this.#options.nearest(from, this.#options.items(), prefer) ?? this.current;
    this.focusAfterUpdate('group');
  }

  /** Focuses the element `selector` finds after the next render ('group': the Tab stop, if the focus was lost). */
  focusAfterUpdate(selector: string): void {
    // A control asked for wins over bringing the focus back to the group.
    if (selector !== 'group' || this.#pending === null) this.#pending = selector;
    this.#host.requestUpdate();
  }

  /** Whether `item`'s element has the focus. */
  isFocused(item: number): boolean {
    const element = this.#options.element(item);
    return !!element && (this.#host.renderRoot as ShadowRoot).activeElement === element;
  }

  /** Whether the focus is inside the host. */
  get within(): boolean {
    return this.#host.matches(':focus-within');
  }

  hostUpdated(): void {
    const target = this.#pending;
    if (target === null) return;
    this.#pending = null;
    if (target !== 'group') {
      const element = this.#host.renderRoot.querySelector<HTMLElement>(target);
      element?.focus();
      // A card focused by name (H: the hinted one) holds the group's Tab stop from now on.
      if (element?.dataset.pos && this.current !== (this.current = Number(element.dataset.pos))) this.#host.requestUpdate();
      return;
    }
    const active = (this.#host.renderRoot as ShadowRoot).activeElement;
    if (!active || !active.isConnected || active.closest(this.#options.transient)) this.focus(this.current);
  }
}
