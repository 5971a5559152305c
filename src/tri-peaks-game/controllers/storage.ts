/**
 * Talking to the storage of `save-key`: `localStorage`, or a host's own (a portal's cloud
 * storage) whose methods may return promises, answer late, fail or never answer.
 *
 * - Every call goes through `call`: a synchronous throw becomes a rejection, so one path
 *   handles both kinds of storage.
 * - Writes to a key go through a `WriteQueue`: one write in flight, then only the newest
 *   waiting, so an older state never lands after a newer one.
 * - Failures go to a `StorageReporter`: one `console.warn` per element, and a
 *   `storageerror` event (`{ key, operation, error }`) each time an operation that
 *   worked starts failing, for a portal to show.
 * - A `KeyLink` is one key in one storage: its queue, and the BroadcastChannel named after
 *   the key on which tabs (and elements) sharing it hear of each other's writes; it
 *   reaches every same-origin tab whatever the storage is (the `storage` event only
 *   exists for `localStorage`).
 */
import { emit } from '../events.js';

/** What the game needs of a storage: `localStorage` has it, and so can a portal's (sync or async). */
export interface GameStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

type Operation = 'access' | 'read' | 'write';

/** How long a storage may take to answer before it is reported as slow (and a saved game is dealt without). */
export const STORAGE_LIMIT_MS = 3000;

/**
 * A request that has not settled after this long no longer holds back the writes after it
 * (a slow storage answers well within it; one that never answers would stop them all).
 */
export const GIVE_UP_MS = 10_000;

/** After a failed write, the next try waits this long, doubling up to a minute. */
export const RETRY_MS = 2000;
const RETRY_MAX_MS = 60_000;

/** Calls a storage method: its answer, or a rejection for a throw as for a rejected promise. */
export function call<T>(method: () => T | Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => resolve(method()));
}

/** Calls `late` once if `promise` has not settled within `ms` (the promise itself goes on). */
export function whenLate(promise: Promise<unknown>, ms: number, late: () => void): void {
  const timer = setTimeout(late, ms);
  promise.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
}

/** What a storage that has not answered in time is reported for (the warning adds that the game plays on). */
export const NO_ANSWER = `no answer after ${STORAGE_LIMIT_MS / 1000} s`;

/** `write`, reported as failing if it has not settled within the time limit (it is still waited for: writes stay in order). */
export function reportLate<T>(write: Promise<T>, reporter: StorageReporter, key: string): Promise<T> {
  whenLate(write, STORAGE_LIMIT_MS, () => reporter.failed(key, 'write', NO_ANSWER));
  return write;
}

/** The message of anything thrown. */
export function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export class StorageReporter {
  readonly #host: HTMLElement;
  #warned = false;
  /** Each key and operation that failed and has not worked since (reported once until it works again). */
  readonly #failing = new Set<string>();

  constructor(host: HTMLElement) {
    this.#host = host;
  }

  failed(key: string, operation: Operation, error: unknown): void {
    const id = `${operation} ${key}`;
    if (this.#failing.has(id)) return;
    this.#failing.add(id);
    const message = describe(error);
    if (!this.#warned) {
      this.#warned = true;
      console.warn(`<tri-peaks-game>: the storage for "${key}" failed to ${operation} (${message}); the game plays on and tries again.`);
    }
    emit(this.#host, 'storageerror', { key, operation, error: message });
  }

  worked(key: string, operation: Operation): void {
    this.#failing.delete(`${operation} ${key}`);
  }
}

/**
 * What a storage's `getItem` answered, as text: a string (a byte order mark before it
 * dropped), or the object an adapter parsed for us written back as JSON; null for none.
 */
export function storedText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.replace(/^\uFEFF/, '');
  try {
    // An object: what an adapter parsed, as JSON; a number (a storage answering 42) as its text.
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/**
 * Writes to one key in order: `run(write)` starts the write at once if none is in flight,
 * else it waits, replacing any write already waiting (a newer state makes an older one
 * pointless). A write that fails is tried again later, unless a newer one came meanwhile.
 *
 * A write that has not settled after GIVE_UP_MS no longer holds the others back
 * (a request that never settles would stop every later save). Should it settle after a
 * newer write started, it may have landed after it: the newest write is made again, so
 * the storage ends with the newest state whatever order the requests landed in.
 */
export class WriteQueue {
  /** The write in flight that holds the others back (null: none, or it is late). */
  #holding: (() => Promise<void>) | null = null;
  #waiting: (() => Promise<void>) | null = null;
  /** The newest write started, and how many were started. */
  #newest: (() => Promise<void>) | null = null;
  #started = 0;
  #retryMs = RETRY_MS;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;

  run(write: () => Promise<void>): void {
    clearTimeout(this.#retry);
    this.#stopped = false;
    this.#waiting = write;
    if (!this.#holding) this.#next();
  }

  /** No more tries after a failure (the element left the page, until it writes again); writes already asked for still go through. */
  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#retry);
  }

  /** Tries again after a failure (or no answer), waiting longer each time, unless a newer write is waiting. */
  #tryAgain(write: () => Promise<void>): void {
    if (this.#waiting || this.#stopped) return;
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => this.run(write), this.#retryMs);
    this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
  }

  #next(): void {
    const write = this.#waiting;
    if (!write) return;
    this.#waiting = null;
    this.#holding = write;
    this.#newest = write;
    const number = ++this.#started;
    const late = setTimeout(() => {
      if (this.#holding !== write) return;
      this.#holding = null;
      // Not known to have landed: the next write goes, else this one is made again later.
      if (this.#waiting) this.#next();
      else this.#tryAgain(write);
    }, GIVE_UP_MS);
    void write().then(
      () => {
        this.#retryMs = RETRY_MS;
        this.#settled(write, number, late);
      },
      () => {
        // The write reported its failure itself.
        this.#settled(write, number, late);
        if (number === this.#started) this.#tryAgain(write);
      },
    );
  }

  #settled(write: () => Promise<void>, number: number, late: ReturnType<typeof setTimeout>): void {
    clearTimeout(late);
    const held = this.#holding === write;
    if (held) this.#holding = null;
    // A late write that settled after newer ones started: the newest is made again, after it.
    if (number < this.#started && !held && !this.#waiting && this.#newest) this.#waiting = this.#newest;
    if (!this.#holding) this.#next();
  }
}

/**
 * One key in one storage, as an element uses it: its write queue, and the channel on which
 * the elements with the same key (other tabs) hear each other's writes.
 */
export class KeyLink {
  readonly #channel: BroadcastChannel | null;
  /** The stored value has been read once (a later slow read is not news). */
  read = false;

  /**
   * `queue`: the owner's, kept from one link to the next, so that a write made after the
   * element moved in the page or was given a new storage object never lands before one
   * made earlier.
   */
  constructor(
    readonly storage: GameStorage,
    readonly key: string,
    readonly queue: WriteQueue,
    heard: (message: unknown) => void,
  ) {
    this.#channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`tri-peaks-game:${key}`) : null;
    if (this.#channel) this.#channel.onmessage = (e) => heard(e.data);
  }

  /** Whether this is `key` in `storage`. */
  is(storage: GameStorage | null, key: string | null): boolean {
    return this.storage === storage && this.key === key;
  }

  /** Tells the other elements with the key (nobody once closed). */
  tell(message: unknown): void {
    try {
      this.#channel?.postMessage(message);
    } catch {
      // closed
    }
  }

  /** No more retries and no more messages (the element left, or changed key or storage); writes already asked for still go through. */
  close(): void {
    this.queue.stop();
    this.#channel?.close();
  }
}
