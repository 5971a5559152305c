/**
 * Background work for the element that must never block the page: the exact solver
 * run in slices of a few milliseconds, with the event loop free between them, and
 * dropped as soon as its answer is no longer wanted (the player moved on).
 *
 * The engine's `solveInSlices` runs to the end; `solveCancellable` stops early when
 * `cancelled()` says so, so a player clicking quickly with `show-winnable` on never
 * queues searches.
 */
import { type Deal, type SolveOptions, type SolveResult, SolverRun, mulberry32, shuffledDeck } from '../engine/index.js';

/**
 * Yields to the event loop: a new task, so input and rendering get their turn. A
 * message channel, not `setTimeout(0)`, which browsers clamp to 4 ms once timers nest.
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

/**
 * Solves from `options.from` in slices of about `sliceMs`; resolves to the result, or
 * to null once `cancelled()` returns true (checked between slices).
 */
export async function solveCancellable(deal: Deal, options: SolveOptions, cancelled: () => boolean, sliceMs = 8): Promise<SolveResult | null> {
  // Start after the current task: the move that asked has rendered first.
  await nextTask();
  if (cancelled()) return null;
  await warmSolver();
  const search = new SolverRun(deal, options);
  let budget = 2000;
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

/** Positions a throwaway search explores to warm the solver's code up. */
const WARM_NODES = 40_000;
const WARM_SLICE = 1_000;

/**
 * Set once per page, on purpose: it holds no game, only the fact that the solver's
 * code is warm (every instance on the page gains from it).
 */
let warmed: Promise<void> | undefined;

/**
 * Warms the solver up, once per page, in small slices, before the first real search.
 * The shape table the solver builds on first use (about 50 ms on a slow machine) gets a
 * task of its own instead of sharing one with the first search's first slice, and the
 * solver's code is optimized by the JavaScript engine before a search counts on its speed
 * (cold, it runs several times slower: when this was written, the engine's first
 * 20,000-position slice took 70 ms cold and 10 ms warm; `solveInSlices` now starts at
 * 2,000). About 40,000 positions in 1,000-position slices: a few milliseconds at first,
 * well under one once warm.
 */
export function warmSolver(): Promise<void> {
  warmed ??= (async () => {
    const next = mulberry32(0x7a11);
    await nextTask();
    let search = new SolverRun(shuffledDeck(next), { wrap: false }); // builds the shape table
    for (let nodes = 0; nodes < WARM_NODES; nodes += WARM_SLICE) {
      await nextTask();
      if (search.run(WARM_SLICE)) search = new SolverRun(shuffledDeck(next), { wrap: false });
    }
  })();
  return warmed;
}
