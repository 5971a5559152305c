/**
 * Running a long computation on a page without blocking it: in slices of a few
 * milliseconds, with the event loop free between them. The solver and the hint
 * both use it.
 */

/**
 * Resolves in a later task, so the page can render and handle input meanwhile. A
 * message channel where there is one: browsers clamp nested `setTimeout(0)` to 4 ms.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export interface SliceOptions {
  /** How long one slice should take, in milliseconds. */
  readonly sliceMs?: number;
  /** Work units in the first slice: small, since cold (not yet optimised) code is slow. */
  readonly first: number;
  readonly min: number;
  readonly max: number;
}

/**
 * Calls `step(budget)` until it returns a result, one call per task. Each slice's
 * budget is aimed at `sliceMs` from how fast the last one went.
 */
export async function runInSlices<T>(step: (budget: number) => T | undefined, options: SliceOptions): Promise<T> {
  const sliceMs = options.sliceMs ?? 8;
  let budget = options.first;
  for (;;) {
    const started = performance.now();
    const result = step(budget);
    if (result !== undefined) return result;
    const spent = Math.max(performance.now() - started, 0.05);
    // At most double from one slice to the next: speed jumps as the code warms up or
    // the search moves on, and one overshoot would be a long task.
    const aimed = Math.min((budget * sliceMs) / spent, budget * 2);
    budget = Math.max(options.min, Math.min(options.max, Math.round(aimed)));
    await nextTask();
  }
}
