/**
 * Linking storage: the saved game and the statistics follow the `save-key` and the
 * storage in force (the host's `storage`, else `localStorage`); without a `save-key` they
 * are kept under a key of the element's own (`ownKey`), with `save-key="none"` nowhere. A saved game found
 * after the first deal, or taken back from another tab, goes on the board. When another
 * tab with the same key takes the game, this element pauses, saying so, until the player
 * plays here again.
 */
import type { ReactiveControllerHost } from 'lit';
import { type Restored, type SavedOptions, SavedGame } from './saved-game.js';
import type { StatsKeeper } from './stats.js';
import type { GameStorage, StorageReporter } from './storage.js';

/** The element: its options for storage, whether it has rendered, its pause. */
type Host = ReactiveControllerHost &
  HTMLElement & { saveKey: string | null; storage: GameStorage | null; paused: boolean; readonly hasUpdated: boolean };

export interface StorageLinkParts {
  reporter: StorageReporter;
  stats: StatsKeeper;
  warn: (message: string) => void;
  /** The options a saved game must have been dealt with to be put back. */
  options: () => SavedOptions;
  /** A saved game that arrived after the board was dealt: the host puts it on unless a game is under way there. */
  adopt: (restored: Restored) => void;
  /** The player takes the game back in this tab: the host puts its newest saved state on the board. */
  takenBack: (restored: Restored) => void;
}

/** The attributes that choose a game: with the element's place on the page, they name its own key. */
const GAME_ATTRIBUTES = ['layout', 'wild', 'wrap', 'deal', 'seed', 'scoring', 'face-up'];

/**
 * The key an element without `save-key` keeps its game and statistics under: the page's
 * path, its place among the page's games and its game attributes as written. The same
 * after a reload (and across a Settings change, which writes properties, not
 * attributes); two games on one page get two keys.
 */
export function ownKey(el: Element): string {
  const place = [...(el.getRootNode() as ParentNode).querySelectorAll(el.localName)].indexOf(el);
  const options = GAME_ATTRIBUTES.map((name) => el.getAttribute(name) ?? '').join('|');
  return `tri-peaks-game ${location.pathname} ${place} ${options}`;
}

export class StorageLink {
  readonly #host: Host;
  readonly #parts: StorageLinkParts;
  readonly saved: SavedGame;
  /** Another tab (or element) with the same `save-key` took the game: this one is paused until the player takes it back. */
  elsewhere = false;

  constructor(host: Host, parts: StorageLinkParts) {
    this.#host = host;
    this.#parts = parts;
    this.saved = new SavedGame(parts.reporter, parts.warn, () => this.#goesOnElsewhere());
  }

  #ownKey: string | null = null;

  /** The key the game and statistics are kept under: `save-key`, else the element's own; null with `save-key="none"`. */
  get key(): string | null {
    const given = this.#host.saveKey;
    return given === 'none' ? null : (given ?? (this.#ownKey ??= ownKey(this.#host)));
  }

  /** The storage the key uses: the host's, or `localStorage` (null where the page may not use it: reported if the host asked for a key). */
  #storage(key: string): GameStorage | null {
    const host = this.#host;
    if (host.storage) return host.storage;
    try {
      return globalThis.localStorage ?? null;
    } catch (e) {
      if (host.saveKey) this.#parts.reporter.failed(key, 'access', e);
      return null;
    }
  }

  /**
   * The saved game and the statistics follow the storage and key in force. Statistics
   * read and merge the new storage's record; a saved game found there is put on the board
   * if no game is under way (a host that sets `storage` after the first deal).
   */
  link(): void {
    const key = this.key;
    const storage = key ? this.#storage(key) : null;
    const { stats, options, adopt } = this.#parts;
    stats.link(storage, key);
    if (this.saved.link(storage, key) && this.#host.hasUpdated) void this.saved.load(options(), adopt).then((r) => r && adopt(r));
  }

  /** The element left the page: nothing more is written or heard. */
  unlink(): void {
    this.#parts.stats.unlink();
    this.saved.unlink();
  }

  /** Another tab took the game: this one pauses, saying so, until the player plays here again. */
  #goesOnElsewhere(): void {
    this.elsewhere = true;
    this.#host.paused = true;
  }

  /** The player takes the game back in this tab: its newest saved state, then play goes on. */
  playHere = async (): Promise<void> => {
    const restored = await this.saved.takeBack(this.#parts.options());
    this.elsewhere = false;
    if (restored) this.#parts.takenBack(restored);
    this.#host.paused = false;
  };
}
