/**
 * A portal's cloud save that holds one value per player (YouTube's one string, Yandex's
 * one object), seen by the game as a storage of keys (`getItem`, `setItem`,
 * `removeItem`, answering with promises): the element's `storage` contract.
 *
 * - Nothing is written before the cloud's value has been read (YouTube refuses a
 *   `saveData` before `loadData`, and a write before the read would overwrite the
 *   player's save). A read that fails is tried again on the next call.
 * - Writes go one at a time, each carrying every key's newest value, so a slower older
 *   write never lands after a newer one.
 * - A write that would make the value bigger than the portal takes is refused (the
 *   promise rejects, which the element reports as a `storageerror` and tries again
 *   later) and changes nothing. The statistics (`<key>:stats`, about 105 bytes a game)
 *   must leave `reserve` bytes free, so the game in progress can always be saved.
 */
import type { GameStorage } from '../src/tri-peaks-game/controllers/storage.js';

export interface CloudValue {
  /** Reads every key's value (an empty object for a player with no save yet; keys the game did not write are kept as they are). */
  load(): Promise<Record<string, unknown>>;
  /** Writes every key's value. */
  save(items: Record<string, unknown>): Promise<unknown>;
  /** The size of `items` as the portal counts it, in bytes. */
  size(items: Record<string, unknown>): number;
  /** The most the portal keeps, in bytes. */
  limit: number;
  /** Bytes the statistics must leave free for the game in progress. */
  reserve: number;
  /** For messages: "YouTube's saveData". */
  name: string;
}

export class CloudStorage implements GameStorage {
  readonly #cloud: CloudValue;
  /** Every key's newest value, once read. */
  #items: Promise<Record<string, unknown>> | null = null;
  /** The write in flight (or the last one), to queue the next after it. */
  #writing: Promise<unknown> = Promise.resolve();

  constructor(cloud: CloudValue) {
    this.#cloud = cloud;
  }

  /** The cloud's value, read once (again after a failed read). */
  #read(): Promise<Record<string, unknown>> {
    this.#items ??= this.#cloud.load().then(
      (items) => ({ ...items }),
      (e: unknown) => {
        this.#items = null;
        throw e;
      },
    );
    return this.#items;
  }

  async getItem(key: string): Promise<string | null> {
    const items = await this.#read();
    const value = items[key];
    return typeof value === 'string' && Object.hasOwn(items, key) ? value : null;
  }

  setItem(key: string, value: string): Promise<void> {
    return this.#change(key, String(value));
  }

  removeItem(key: string): Promise<void> {
    return this.#change(key, null);
  }

  async #change(key: string, value: string | null): Promise<void> {
    const items = await this.#read();
    const next = { ...items };
    if (value === null) delete next[key];
    else next[key] = value;
    const { limit, reserve, name } = this.#cloud;
    const room = key.endsWith(':stats') ? limit - reserve : limit;
    const size = this.#cloud.size(next);
    if (value !== null && size > room)
      throw new Error(`${name} keeps at most ${limit} bytes; ${key} would make it ${size} (${key} is not saved, the rest is)`);
    if (value === null) delete items[key];
    else items[key] = value;
    // One write at a time; each writes every key's newest value.
    const write = this.#writing.catch(() => undefined).then(() => this.#cloud.save({ ...items }));
    this.#writing = write;
    await write;
  }
}

/** The length of `items` as JSON, in UTF-8 bytes. */
export const jsonBytes = (items: Record<string, unknown>): number => new TextEncoder().encode(JSON.stringify(items)).length;
