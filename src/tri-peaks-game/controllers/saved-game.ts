/**
 * Saving the game in progress (`save-key`): after every move the engine's save text
 * (deal, options, moves, undos, hints), the time played and the game's id go to the
 * storage in force, and the next page load puts the same game back, at the same position
 * with the same undo history.
 *
 * - Writes go through a `WriteQueue` (one in flight, then only the newest), so a slow
 *   storage never ends up holding an older position than the last one written.
 * - Each record carries a revision and its writer. Elements that share the key (other
 *   tabs) hear of every write; the one that hears of a write by another stops writing and
 *   says the game goes on elsewhere (`onElsewhere`) until the player takes it back
 *   (`takeBack`): the tab the player last touched owns the saved game.
 * - A read that does not answer in time deals without it (`load` gives null); if the
 *   answer comes later it is offered to `onLate`.
 * - A saved game that is corrupt, from another version, for other options or with numbers
 *   out of range is ignored with one warning.
 */
import { Game, type GameOptions, type DealMode, isCandidateOf, isDailySeed, normalizeSeed, quoteShort } from '../../engine/index.js';
import {
  type GameStorage,
  type StorageReporter,
  NO_ANSWER,
  STORAGE_LIMIT_MS,
  call,
  KeyLink,
  reportLate,
  storedText,
  WriteQueue,
} from './storage.js';

/** The options a saved game must share with the element to be put back. */
export type SavedOptions = Pick<GameOptions, 'layout' | 'wild' | 'wrap' | 'scoring' | 'faceUp'> & { mode: DealMode; seed: string | null };

/** A saved game put back: the game, the time played (ms) and its id. */
export interface Restored {
  game: Game;
  elapsed: number;
  id: string;
}

const FORMAT = 'tri-peaks-game/saved';
const VERSION = 2;
/** The longest time played a saved game may claim: a year, in milliseconds. */
const MAX_ELAPSED = 365 * 86_400_000;

interface SavedRecord {
  format: string;
  version: number;
  /** The game's id, as the statistics know it. */
  id: string;
  /** Counts up with every write, whichever element writes. */
  revision: number;
  /** Which element wrote it. */
  writer: string;
  /** The engine's save text. */
  game: string;
  /** Time played, in milliseconds. */
  elapsed: number;
}

/** What elements sharing a key tell each other after a write. */
interface Notice {
  writer: string;
  revision: number;
}

/**
 * The save keys taken by the elements of this page (every copy of the bundle), so that two
 * elements given one `save-key` do not write over each other's game: the first takes the
 * key, the next `key#2`, and so on (their statistics, merged game by game, stay shared).
 */
function keysTaken(): Map<string, object> {
  const global = globalThis as { [KEYS_TAKEN]?: Map<string, object> };
  return (global[KEYS_TAKEN] ??= new Map<string, object>());
}
const KEYS_TAKEN = Symbol.for('tri-peaks-game.save-keys');

/** The key `owner` saves under when given `key`: `key` itself unless another element of the page has it. */
function takeKey(key: string, owner: object): string {
  const taken = keysTaken();
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? key : `${key}#${n}`;
    const holder = taken.get(candidate);
    if (!holder || holder === owner) {
      taken.set(candidate, owner);
      return candidate;
    }
  }
}

function releaseKey(key: string, owner: object): void {
  if (keysTaken().get(key) === owner) keysTaken().delete(key);
}

/** A new random id (letters and digits): for a game, and for an element as a writer. */
export function newId(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(3)), (n) => n.toString(36)).join('');
}

export class SavedGame {
  readonly #writer = newId();
  #revision = 0;
  #link: KeyLink | null = null;
  /** The key asked for (`#link`'s may be `key#2`: another element of the page has the key). */
  #asked: string | null = null;
  /** The stored text last ignored (said once). */
  #ignored: string | null = null;
  /** One write order for the saved game, from one link to the next (the element moved, a new storage object). */
  readonly #queue = new WriteQueue();
  /** Another element with the key wrote after this one: it owns the saved game now. */
  elsewhere = false;
  readonly #reporter: StorageReporter;
  readonly #warn: (message: string) => void;
  readonly #onElsewhere: () => void;

  constructor(reporter: StorageReporter, warn: (message: string) => void, onElsewhere: () => void) {
    this.#reporter = reporter;
    this.#warn = warn;
    this.#onElsewhere = onElsewhere;
  }

  /** Saves under `key` in `storage` from now on (none: nothing is saved). Returns whether that changed anything. */
  link(storage: GameStorage | null, key: string | null): boolean {
    const old = this.#link;
    if (old && old.storage === storage && this.#asked === key) return false;
    if (old) {
      old.close();
      releaseKey(old.key, this);
    }
    this.#asked = key;
    this.#link = null;
    if (storage && key) {
      const mine = takeKey(key, this);
      if (mine !== key)
        this.#warn(
          `save-key="${key}" is used by another <tri-peaks-game> on this page; this one saves its game under "${mine}" so that neither writes over the other's (their statistics stay shared). Give each element its own save-key.`,
        );
      this.#link = new KeyLink(storage, mine, this.#queue, (notice) => this.#heard(notice as Notice));
    }
    return !!(old || this.#link);
  }

  unlink(): void {
    this.link(null, null);
  }

  /**
   * The game saved under the key if it is sound and was dealt with `options`; null if there
   * is none, or the storage did not answer within its time limit (a later answer goes to
   * `onLate`). Never throws.
   */
  load(options: SavedOptions, onLate: (restored: Restored) => void): Promise<Restored | null> {
    const link = this.#link;
    if (!link) return Promise.resolve(null);
    const read = call(() => link.storage.getItem(link.key)).then(
      (text) => {
        this.#reporter.worked(link.key, 'read');
        return this.#parse(link.key, storedText(text), options);
      },
      (e: unknown) => {
        this.#reporter.failed(link.key, 'read', e);
        return null;
      },
    );
    return new Promise((resolve) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        // A new game is dealt meanwhile.
        this.#reporter.failed(link.key, 'read', NO_ANSWER);
        resolve(null);
      }, STORAGE_LIMIT_MS);
      void read.then((restored) => {
        clearTimeout(timer);
        if (!late) resolve(restored);
        else if (restored && this.#link === link) onLate(restored);
      });
    });
  }

  /** Saves `game` (known as `id`, `elapsed` ms played); a finished game is removed: it is final. Nothing while the game goes on elsewhere. */
  save(game: Game, elapsed: number, id: string): void {
    const link = this.#link;
    if (!link || this.elsewhere) return;
    const revision = ++this.#revision;
    const record: SavedRecord = {
      format: FORMAT,
      version: VERSION,
      id,
      revision,
      writer: this.#writer,
      game: game.save(),
      elapsed: Math.round(elapsed),
    };
    const text = game.status === 'playing' ? JSON.stringify(record) : null;
    this.#queue.run(async () => {
      try {
        const write = call(() => (text === null ? link.storage.removeItem(link.key) : link.storage.setItem(link.key, text)));
        await reportLate(write, this.#reporter, link.key);
        this.#reporter.worked(link.key, 'write');
      } catch (e) {
        this.#reporter.failed(link.key, 'write', e);
        throw e;
      }
      link.tell({ writer: this.#writer, revision } satisfies Notice);
    });
  }

  /** The player takes the game back here: the newest saved game (null if none or unsound), and this element owns it again. */
  async takeBack(options: SavedOptions): Promise<Restored | null> {
    this.elsewhere = false;
    const link = this.#link;
    if (!link) return null;
    let text: string | null = null;
    try {
      text = storedText(await call(() => link.storage.getItem(link.key)));
    } catch (e) {
      this.#reporter.failed(link.key, 'read', e);
    }
    const restored = this.#parse(link.key, text, options);
    // Tell the other elements at once: this one writes from here on.
    link.tell({ writer: this.#writer, revision: ++this.#revision } satisfies Notice);
    return restored;
  }

  #heard(notice: Notice): void {
    if (!Number.isSafeInteger(notice?.revision) || notice.writer === this.#writer) return;
    this.#revision = Math.max(this.#revision, notice.revision);
    if (this.elsewhere) return;
    this.elsewhere = true;
    this.#onElsewhere();
  }

  #parse(key: string, text: string | null, options: SavedOptions): Restored | null {
    if (text === null) return null;
    try {
      const record = JSON.parse(text) as Partial<SavedRecord> | null;
      if (!record || record.format !== FORMAT) throw new Error('it is not a saved game');
      if (record.version !== VERSION && record.version !== 1)
        throw new Error(`it has version ${String(record.version)}; this release reads versions 1 and ${VERSION}`);
      const { elapsed, revision = 0, id } = record;
      if (typeof elapsed !== 'number' || !(elapsed >= 0 && elapsed <= MAX_ELAPSED))
        throw new Error(`its time played must be 0 to ${MAX_ELAPSED} ms, not ${quoteShort(elapsed)}`);
      if (!Number.isSafeInteger(revision) || revision < 0)
        throw new Error(`its revision must be a whole number ≥ 0, not ${quoteShort(revision)}`);
      if (id !== undefined && !(typeof id === 'string' && /^[\w-]{1,64}$/.test(id)))
        throw new Error(`its id ${quoteShort(id)} is not an id`);
      const game = Game.load(String(record.game));
      const { layout, wild, wrap, scoring, faceUp } = game.options;
      const same = layout === options.layout && wild === options.wild && wrap === options.wrap && scoring === options.scoring;
      if (!same || faceUp !== options.faceUp || game.origin?.mode !== options.mode || !sameSeed(options.seed, game.origin?.seed)) {
        throw new Error('it was dealt with other options');
      }
      if (game.origin && !isCandidateOf(game.origin.seed, game.deal, wild))
        throw new Error(`its deal is not one of seed ${quoteShort(game.origin.seed)}'s`);
      if (game.status !== 'playing') return null;
      this.#revision = Math.max(this.#revision, revision);
      return { game, elapsed, id: id ?? newId() };
    } catch (e) {
      // Said once for what is stored (read again at every link and deal, it is the same news).
      if (this.#ignored !== text) this.#warn(`the game saved under "${key}" is ignored: ${quoteShortMessage((e as Error).message)}.`);
      this.#ignored = text;
      return null;
    }
  }
}

/**
 * Whether a saved game dealt from `saved` may be put back on an element asking for
 * `asked`: any seed for none asked; the same seed written either way (`daily` is today's
 * `daily:` seed); and for `daily`, a daily game still under way from another day (the
 * page reloaded after midnight, or in another time zone) is the player's to finish.
 */
function sameSeed(asked: string | null, saved: string | undefined): boolean {
  if (asked === null) return true;
  if (saved === undefined) return false;
  return normalizeSeed(asked) === saved || (asked.normalize('NFKC').trim() === 'daily' && isDailySeed(saved));
}

/** An error's message without its full stop, cut short (the engine's may quote what it read). */
function quoteShortMessage(message: string): string {
  const text = message.replace(/\.$/, '');
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
