/**
 * Background work for the element that must never block the page: the exact solver
 * run in slices of a few milliseconds, with the event loop free between them, and
 * dropped as soon as its answer is no longer wanted (the player moved on).
 *
 * The engine's `solveInSlices` runs to the end; this one stops early when `cancelled()`
 * says so, so a player clicking quickly with `show-winnable` on never queues searches.
 */
import { type Deal, type SolveOptions, type SolveResult, SolverRun } from '../engine/index.js';

/** Yields to the event loop (a macrotask, so input and rendering get their turn). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Solves from `options.from` in slices of about `sliceMs`; resolves to the result, or
 * to null once `cancelled()` returns true (checked between slices).
 */
export async function solveCancellable(
  deal: Deal,
  options: SolveOptions,
  cancelled: () => boolean,
  sliceMs = 8,
): Promise<SolveResult | null> {
  // Start after the current task: the move that asked has rendered first.
  await nextTask();
  if (cancelled()) return null;
  const search = new SolverRun(deal, options);
  let budget = 4000;
  for (;;) {
    const started = performance.now();
    const result = search.run(budget);
    if (result) return result;
    const spent = Math.max(performance.now() - started, 0.1);
    budget = Math.max(500, Math.min(500_000, Math.round((budget * sliceMs) / spent)));
    await nextTask();
    if (cancelled()) return null;
  }
}
