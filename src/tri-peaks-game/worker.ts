/**
 * The engine's side of the Web Worker. The single-file bundle is its own worker script:
 * the page starts `new Worker(bundleUrl, { type: 'module' })` (see background.ts), so the
 * bundle stays one file and holds the engine once. This module comes first in the
 * bundle (src/bundle.ts); in a worker it answers the page's jobs, and puts up the few
 * stand-ins that let the rest of the bundle (Lit, the element class) load there without
 * a DOM. Nothing of the element ever runs in the worker.
 */
import {
  hintDataForView,
  type HintData,
  type PlayerView,
  isPlainTriPeaks,
  type Deal,
  GOLF,
  layoutOf,
  type SolveOptions,
  solve,
  loadVariants,
} from '../engine/index.js';

/** The last hint asked for, by its view (as JSON). */
let lastHint: { key: string; hint: Promise<HintData> } | undefined;

/**
 * The jobs a page may send: plain data in, plain data out (structured-cloned both
 * ways). Dealing and the verdict on a lost game are made of solver calls on the page.
 * A job for Golf, or a hint with jokers, first loads the variant code (variants.ts) into
 * the worker; without it, the job fails with the error that says so.
 */
export const JOBS = {
  async solve(deal: Deal, options: SolveOptions) {
    if (layoutOf(options.layout) === GOLF) await loadVariants();
    return solve(deal, options);
  },
  hint(view: PlayerView) {
    // The same view always gets the same hint: a warm-up's answer (background.ts) serves
    // the player who then asks for that position.
    const key = JSON.stringify(view);
    if (lastHint?.key !== key) {
      lastHint = { key, hint: (isPlainTriPeaks(view) ? Promise.resolve() : loadVariants()).then(() => hintDataForView(view)) };
    }
    return lastHint.hint;
  },
};
export type Jobs = typeof JOBS;

declare const WorkerGlobalScope: unknown;

if (typeof WorkerGlobalScope !== 'undefined') {
  const scope = globalThis as unknown as Record<string, unknown> & { postMessage(message: unknown): void };
  // Lit reads `document` (and `window`, in its development build) and subclasses
  // HTMLElement as it loads; the element registers only when `customElements` says
  // the name is free.
  scope.document = { createTreeWalker() {} };
  scope.window = scope;
  scope.HTMLElement = class {};
  scope.customElements = { get: () => 1 };
  scope.onmessage = async ({ data }: { data: { id: number; job: keyof Jobs; args: unknown[] } }) => {
    try {
      scope.postMessage({ id: data.id, result: await (JOBS[data.job] as (...a: unknown[]) => unknown)(...data.args) });
    } catch (e) {
      scope.postMessage({ id: data.id, error: (e as Error).message });
    }
  };
}
