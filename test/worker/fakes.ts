// Stand-ins for the browser's Worker and clock, so the worker client (src/tri-peaks-game/worker-client.ts) runs in Node.
import type { Timers, WorkerPort } from '../../src/tri-peaks-game/worker-client.js';
import type { Job } from '../../src/tri-peaks-game/worker-protocol.js';

type Listener = (event: { data?: unknown }) => void;

/** A worker that does nothing by itself: the test reads what was posted and answers (or not) for it. */
export class FakePort implements WorkerPort {
  readonly posted: { version: number; id: number; job: Job }[] = [];
  terminated = false;
  readonly #listeners = new Map<string, Listener[]>();

  postMessage(message: { version: number; id: number; job: Job }): void {
    this.posted.push(structuredClone(message));
  }
  terminate(): void {
    this.terminated = true;
  }
  addEventListener(type: string, listener: Listener): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  /** The worker posts `data` to the page. */
  reply(data: unknown): void {
    for (const listener of this.#listeners.get('message') ?? []) listener({ data: structuredClone(data) });
  }
  /** The worker fails (as when a CSP refuses it). */
  fail(): void {
    for (const listener of this.#listeners.get('error') ?? []) listener({});
  }
  get kinds(): string[] {
    return this.posted.map((m) => m.job.kind);
  }
}

/** A clock that moves only when the test says. */
export class FakeTimers implements Timers {
  now = 0;
  #next = 1;
  readonly #due = new Map<number, { at: number; callback: () => void }>();

  setTimeout(callback: () => void, ms: number): unknown {
    const handle = this.#next++;
    this.#due.set(handle, { at: this.now + ms, callback });
    return handle;
  }
  clearTimeout(handle: unknown): void {
    this.#due.delete(handle as number);
  }
  /** Moves the clock on by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const [handle, timer] = [...this.#due].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (!timer) break;
      this.#due.delete(handle);
      this.now = timer.at;
      timer.callback();
    }
    this.now = until;
  }
}

/** Lets promise callbacks run. */
export const settle = () => new Promise((resolve) => setImmediate(resolve));
