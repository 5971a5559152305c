// A host's storage behind a network, for the storage tests: real timers, answers late,
// out of order, or never.
import { fixture, type html, waitUntil } from '@open-wc/testing';
import type { TriPeaksGame } from '../../src/index.js';
import type { GameStorage } from '../../src/tri-peaks-game/controllers/storage.js';

/** A storage behind a network: each call answers after `delay(method)` ms (real timers), or never (Infinity). */
export class RemoteStorage implements GameStorage {
  readonly data = new Map<string, string>();
  pending = 0;
  constructor(readonly delay: (method: 'get' | 'set' | 'remove', key: string) => number) {}
  #later<T>(method: 'get' | 'set' | 'remove', key: string, answer: () => T): Promise<T> {
    const ms = this.delay(method, key);
    if (ms === Infinity) return new Promise(() => undefined);
    this.pending++;
    return new Promise((resolve) =>
      setTimeout(() => {
        this.pending--;
        resolve(answer());
      }, ms),
    );
  }
  getItem(key: string) {
    // What is read is what is stored when the answer leaves, as a server would.
    return this.#later('get', key, () => this.data.get(key) ?? null);
  }
  setItem(key: string, value: string) {
    // A write is applied when it arrives: late writes land late, out of order if sent so.
    return this.#later('set', key, () => void this.data.set(key, value));
  }
  removeItem(key: string) {
    return this.#later('remove', key, () => void this.data.delete(key));
  }
  settled(): Promise<unknown> {
    return waitUntil(() => this.pending === 0, 'the storage never settled', { timeout: 15_000, interval: 20 });
  }
}

/** Puts an element on the page as a page load would; `storage` set by a later script when given. */
export async function load(template: ReturnType<typeof html>, storage?: GameStorage): Promise<TriPeaksGame> {
  const el = await fixture<TriPeaksGame>(template);
  if (storage) el.storage = storage;
  await el.dealComplete;
  await el.updateComplete;
  return el;
}

/** localStorage, each key read noted in `reads`. */
export function countingStorage(reads: string[]): GameStorage {
  return {
    getItem: (key) => (reads.push(key), localStorage.getItem(key)),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
  };
}
