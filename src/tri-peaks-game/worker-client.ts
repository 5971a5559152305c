/**
 * The page's side of the engine's worker: one object that starts the worker on first
 * need, sends it one job at a time (worker-protocol.ts), and does a job on the page
 * instead (in slices) when there is no worker, or when the worker fails, falls quiet or
 * speaks another protocol version. It knows nothing of the DOM: the worker comes from
 * `start` and time from `timers`, so a Node test can drive it with a fake port and clock.
 *
 * One job at a time: a job still queued when its answer is no longer wanted (a newer
 * deal or position asked for) is dropped before it reaches the worker, so a storm of
 * attribute changes costs at most the one job already running.
 */
import { type Answer, type Job, type JobError, type JobKind, type JobOf, type JobReply, PROTOCOL_VERSION } from './worker-protocol.js';

/** What the client needs of a Worker (a real one, or a test's fake). */
export interface WorkerPort {
  postMessage(message: { version: number; id: number; job: Job }): void;
  terminate(): void;
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: { data?: unknown }) => void): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A job dropped because its answer was no longer wanted: the caller has moved on, nothing to report. */
export class JobSuperseded extends Error {
  constructor() {
    super('superseded by a newer request');
    this.name = 'JobSuperseded';
  }
}

/** A job the worker answered with an error (see `JobError`). */
export class WorkerJobError extends Error {
  readonly kind: JobError['kind'];
  constructor({ kind, message }: JobError) {
    super(message);
    this.name = 'WorkerJobError';
    this.kind = kind;
  }
}

export interface ClientOptions {
  /** Starts the worker; null (or a throw) when the page can have none. Called on first need, and again after a release. */
  start: () => WorkerPort | null;
  timers?: Timers;
  /** A job whose worker says nothing for this long is done on the page, and the worker let go. */
  quietLimitMs?: number;
  /** The worker is let go this long after the page's last element left. */
  releaseAfterMs?: number;
  /** Said once a page: the worker was given up on. */
  warn?: (message: string) => void;
}

interface Pending {
  readonly id: number;
  readonly job: Job;
  readonly wanted: () => boolean;
  /** The same work on the page; null for a warm-up, which nobody waits for. */
  readonly onMainThread: (() => Promise<unknown>) | null;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

const always = () => true;
const ignore = () => {};

export class WorkerClient {
  readonly #start: () => WorkerPort | null;
  readonly #timers: Timers;
  readonly #quietLimitMs: number;
  readonly #releaseAfterMs: number;
  readonly #warn: (message: string) => void;
  /** undefined: not started yet (or let go); null: none for this page (refused, failed, quiet or from another release). */
  #port: WorkerPort | null | undefined;
  #inFlight: Pending | null = null;
  #queue: Pending[] = [];
  #lastId = 0;
  #quietTimer: unknown;
  #releaseTimer: unknown;
  #elements = 0;
  /** Warm-ups sent to the current worker, by kind. */
  #warmed = new Map<string, number>();
  #warned = false;

  constructor(options: ClientOptions) {
    this.#start = options.start;
    this.#timers = options.timers ?? realTimers;
    this.#quietLimitMs = options.quietLimitMs ?? 5000;
    this.#releaseAfterMs = options.releaseAfterMs ?? 2000;
    this.#warn = options.warn ?? ((message) => console.warn(message));
  }

  /**
   * Runs `job` in the worker, or `onMainThread()` (the same work on the page: the answer
   * is the same either way). Rejects with JobSuperseded if `wanted()` turns false before
   * the job is sent.
   */
  run<K extends JobKind>(job: JobOf<K>, onMainThread: () => Promise<Answer<K>>, wanted: () => boolean = always): Promise<Answer<K>> {
    if (!wanted()) return Promise.reject(new JobSuperseded());
    if (!this.#worker()) return onMainThread();
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: ++this.#lastId, job, wanted, onMainThread, resolve: resolve as (value: unknown) => void, reject });
      this.#next();
    });
  }

  /**
   * Sends `job` unasked, so the worker's code is warm (and its answer kept) when the
   * player asks: only while the worker is idle, and at most `times` times per `kind`
   * and worker. Starts the worker if it is not yet running.
   */
  warm(kind: string, times: number, job: Job): void {
    const done = this.#warmed.get(kind) ?? 0;
    if (!this.#worker() || this.#inFlight || this.#queue.length || done >= times) return;
    this.#warmed.set(kind, done + 1);
    this.#send({ id: ++this.#lastId, job, wanted: always, onMainThread: null, resolve: ignore, reject: ignore });
  }

  /**
   * An element joined or left the page. Once none is left, the worker is let go a
   * little later (once idle): an element that is only moved keeps it.
   */
  elementConnected(connected: boolean): void {
    this.#elements += connected ? 1 : -1;
    this.#scheduleRelease();
  }

  /** Whether jobs go to a worker (started now if it has not been). */
  get hasWorker(): boolean {
    return this.#worker() !== null;
  }

  #worker(): WorkerPort | null {
    if (this.#port !== undefined) return this.#port;
    let port: WorkerPort | null = null;
    try {
      port = this.#start();
    } catch {
      // A `file:` page, or a browser that refuses at once.
    }
    this.#port = port;
    if (!port) return null;
    this.#warmed = new Map();
    port.addEventListener('message', ({ data }) => {
      if (this.#port === port) this.#onReply(data);
    });
    // It could not start (a CSP that forbids workers reports it this way) or died.
    const failed = () => {
      if (this.#port === port) this.#giveUp(null);
    };
    port.addEventListener('error', failed);
    port.addEventListener('messageerror', failed);
    return port;
  }

  /** Sends the next job still wanted, if the worker is idle; drops those no longer wanted. */
  #next(): void {
    if (this.#inFlight) return;
    let next: Pending | undefined;
    while ((next = this.#queue.shift()) && !next.wanted()) next.reject(new JobSuperseded());
    if (next) this.#send(next);
    else this.#scheduleRelease();
  }

  #send(pending: Pending): void {
    this.#inFlight = pending;
    this.#armQuietTimer();
    this.#port!.postMessage({ version: PROTOCOL_VERSION, id: pending.id, job: pending.job });
  }

  #armQuietTimer(): void {
    this.#timers.clearTimeout(this.#quietTimer);
    this.#quietTimer = this.#timers.setTimeout(() => this.#giveUp(`said nothing for ${this.#quietLimitMs / 1000} s`), this.#quietLimitMs);
  }

  #onReply(data: unknown): void {
    const reply = data as JobReply | null;
    if (reply?.version !== PROTOCOL_VERSION) {
      this.#giveUp(`is from another release (protocol ${String(reply?.version)}, this page's ${PROTOCOL_VERSION})`);
      return;
    }
    const pending = this.#inFlight;
    if (pending?.id !== reply.id) return;
    if ('working' in reply) {
      this.#armQuietTimer();
      return;
    }
    this.#timers.clearTimeout(this.#quietTimer);
    this.#inFlight = null;
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(new WorkerJobError(reply.error));
    this.#next();
  }

  /**
   * Stops using the worker for the rest of the page's life: the job it had and every
   * queued one are done on the page. `why` is said once (null: a worker the page
   * refused, which is the host's choice, not a fault).
   */
  #giveUp(why: string | null): void {
    const port = this.#port;
    this.#port = null;
    this.#timers.clearTimeout(this.#quietTimer);
    port?.terminate();
    if (why && !this.#warned) {
      this.#warned = true;
      this.#warn(`<tri-peaks-game>: the engine's worker ${why}; working on the page instead.`);
    }
    const jobs = [...(this.#inFlight ? [this.#inFlight] : []), ...this.#queue];
    this.#inFlight = null;
    this.#queue = [];
    for (const job of jobs) {
      if (!job.wanted()) job.reject(new JobSuperseded());
      else job.onMainThread?.().then(job.resolve, job.reject);
    }
  }

  #scheduleRelease(): void {
    this.#timers.clearTimeout(this.#releaseTimer);
    if (this.#elements === 0) this.#releaseTimer = this.#timers.setTimeout(() => this.#release(), this.#releaseAfterMs);
  }

  /** Lets an idle worker go once no element is left; the next job starts a fresh one. Waiting jobs keep it: the last answer schedules this again. */
  #release(): void {
    if (this.#elements > 0 || this.#inFlight || this.#queue.length || !this.#port) return;
    this.#port.terminate();
    this.#port = undefined;
  }
}
