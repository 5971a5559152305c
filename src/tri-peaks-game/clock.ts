/**
 * Time as a value: the element and its controllers read the time from a `Clock` they
 * are given (the page's unless a test gives another), and the time played in a game is
 * a `PlayTime` on that clock. Pure: tested in Node (test/unit/clock.test.ts).
 */

/** Where the time comes from. */
export interface Clock {
  /** A monotonic time in milliseconds, for durations (the page's `performance.now()`). */
  now(): number;
  /** The wall clock in milliseconds since 1970, for dates (`Date.now()`). */
  date(): number;
}

export const SYSTEM_CLOCK: Clock = Object.freeze({
  now: () => performance.now(),
  date: () => Date.now(),
});

/** The time played in a game: it runs from the game's start and stands still while the game is paused. */
export class PlayTime {
  readonly #clock: () => Clock;
  #startedAt = 0;
  /** When the pause began; null while the game runs. */
  #pausedAt: number | null = null;

  /** `clock`: read at every use, so a clock swapped in later is followed. */
  constructor(clock: () => Clock) {
    this.#clock = clock;
  }

  /** A game starts, `elapsed` ms into it (a saved game put back), running or paused. */
  start(elapsed: number, paused: boolean): void {
    const now = this.#clock().now();
    this.#startedAt = now - elapsed;
    this.#pausedAt = paused ? now : null;
  }

  pause(): void {
    this.#pausedAt ??= this.#clock().now();
  }

  resume(): void {
    if (this.#pausedAt === null) return;
    this.#startedAt += this.#clock().now() - this.#pausedAt;
    this.#pausedAt = null;
  }

  /** The time played so far, in milliseconds (the pauses left out). */
  get elapsed(): number {
    return (this.#pausedAt ?? this.#clock().now()) - this.#startedAt;
  }

  /** The time played so far, in whole seconds (as `win` and the statistics give it). */
  get seconds(): number {
    return Math.round(this.elapsed / 1000);
  }
}
