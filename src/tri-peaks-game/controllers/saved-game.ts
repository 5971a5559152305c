/**
 * Saving the game in progress (`save-key`): after every move the engine's save text
 * (deal, options, moves, undos, hints) and the time played go to a storage, and the
 * next page load puts the same game back, at the same position with the same undo
 * history. Storage is `localStorage` unless the host gives its own (a portal's), whose
 * methods may return promises. A saved game that is corrupt, from another version, or
 * for other options is ignored with one warning; a storage that throws (quota, private
 * mode, blocked) is reported once, and the game plays on.
 */
import { type DealMode, Game, type GameOptions } from '../../engine/index.js';

/** What the game needs of a storage: `localStorage` has it, and so can a portal's (sync or async). */
export interface GameStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** The options a saved game must share with the element to be put back. */
export type SavedOptions = Pick<GameOptions, 'layout' | 'wild' | 'wrap' | 'scoring' | 'faceUp'> & { mode: DealMode; seed: string | null };

const FORMAT = 'tri-peaks-game/saved';
const VERSION = 1;

interface Record {
  format: string;
  version: number;
  /** The engine's save text. */
  game: string;
  /** Time played, in milliseconds. */
  elapsed: number;
}

export class SavedGame {
  readonly #warn: (message: string) => void;
  /** Storage failures are reported once per element. */
  #reportedFailure = false;

  constructor(warn: (message: string) => void) {
    this.#warn = warn;
  }

  /** The game saved under `key` if it is sound and was dealt with `options`; null otherwise (never throws). */
  async load(storage: GameStorage | null, key: string, options: SavedOptions): Promise<{ game: Game; elapsed: number } | null> {
    if (!storage) return null;
    let text: string | null;
    try {
      text = await storage.getItem(key);
    } catch (e) {
      this.#failed(e);
      return null;
    }
    if (text === null || text === undefined) return null;
    try {
      const record = JSON.parse(text) as Partial<Record> | null;
      if (!record || record.format !== FORMAT) throw new Error('it is not a saved game');
      if (record.version !== VERSION) throw new Error(`it has version ${String(record.version)}; this release reads version ${VERSION}`);
      const game = Game.load(String(record.game));
      const { layout, wild, wrap, scoring, faceUp } = game.options;
      const mode = game.origin?.mode;
      const sameSeed = options.seed === null || options.seed === game.origin?.seed;
      const same = layout === options.layout && wild === options.wild && wrap === options.wrap && scoring === options.scoring;
      if (!same || faceUp !== options.faceUp || mode !== options.mode || !sameSeed) {
        throw new Error('it was dealt with other options');
      }
      if (game.status !== 'playing') return null;
      return { game, elapsed: Math.max(0, Number(record.elapsed) || 0) };
    } catch (e) {
      this.#warn(`the game saved under "${key}" is ignored: ${(e as Error).message.replace(/\.$/, '')}.`);
      return null;
    }
  }

  /** Saves `game` under `key` (a finished game is removed: it is final). */
  save(storage: GameStorage | null, key: string, game: Game, elapsed: number): void {
    if (!storage) return;
    const record: Record = { format: FORMAT, version: VERSION, game: game.save(), elapsed: Math.round(elapsed) };
    this.#attempt(() => (game.status === 'playing' ? storage.setItem(key, JSON.stringify(record)) : storage.removeItem(key)));
  }

  #attempt(write: () => void | Promise<void>): void {
    try {
      void Promise.resolve(write()).catch((e: unknown) => this.#failed(e));
    } catch (e) {
      this.#failed(e);
    }
  }

  #failed(e: unknown): void {
    if (this.#reportedFailure) return;
    this.#reportedFailure = true;
    this.#warn(`the game cannot be saved or restored (${e instanceof Error ? e.message : String(e)}); it plays on without saving.`);
  }
}
