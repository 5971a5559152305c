// A host's storage behind a network, for the storage tests: real timers, answers late,
// out of order, or never.
import { waitUntil } from '@open-wc/testing';
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
