/**
 * The engine's side of the Web Worker. The single-file bundle is its own worker script:
 * the page starts `new Worker(bundleUrl, { type: 'module' })` (see background.ts), so the
 * bundle stays one file and holds the engine once. This module comes first in the
 * bundle (src/bundle.ts); in a worker it answers the page's jobs (worker-protocol.ts),
 * and puts up the few stand-ins that let the rest of the bundle (Lit, the element class)
 * load there without a DOM. Nothing of the element ever runs in the worker.
 */
import {
  type Deal,
  GOLF,
  type HintData,
  type PlayerView,
  type SolveOptions,
  dealForSeedAsync,
  hintDataForView,
  isPlainTriPeaks,
  isVariantsMissing,
  layoutOf,
  loadVariants,
  solve,
} from '../engine/index.js';
import { type Answer, type Job, type JobError, type JobKind, type JobReply, PROTOCOL_VERSION } from './worker-protocol.js';

/** The last hint asked for, by its view (as JSON). */
let lastHint: { key: string; hint: Promise<HintData> } | undefined;

/** The exact solver; Golf's is variant code, loaded first. */
async function solveLoaded(deal: Deal, options: SolveOptions) {
  if (layoutOf(options.layout) === GOLF) await loadVariants();
  return solve(deal, options);
}

function hintOf(view: PlayerView): Promise<HintData> {
  // The same view always gets the same hint: a warm-up's answer (background.ts) serves
  // the player who then asks for that position.
  const key = JSON.stringify(view);
  if (lastHint?.key !== key) {
    lastHint = { key, hint: (isPlainTriPeaks(view) ? Promise.resolve() : loadVariants()).then(() => hintDataForView(view)) };
  }
  return lastHint.hint;
}

/**
 * Runs one job. `working` is called between a deal's candidates, so the page knows a
 * long search is alive. Without the variant code (a job for Golf, jokers or a tier),
 * the job fails with the error that says so.
 */
function run(job: Job, working: () => void): Promise<Answer<JobKind>> {
  switch (job.kind) {
    case 'solve':
      return solveLoaded(job.deal, job.options);
    case 'hint':
      return hintOf(job.view);
    case 'deal':
      return dealForSeedAsync(job.seed, job.request, (deal, options) => {
        working();
        return solveLoaded(deal, options);
      });
  }
}

const JOB_KINDS: readonly string[] = ['solve', 'hint', 'deal'] satisfies JobKind[];

/** The answer to one message from the page; `post` also carries the word that a job is still at it. */
export async function answer(data: unknown, post: (reply: JobReply) => void): Promise<void> {
  const request = data as { version?: unknown; id?: unknown; job?: { kind?: unknown } } | null;
  const id = typeof request?.id === 'number' ? request.id : -1;
  const fail = (error: JobError) => post({ version: PROTOCOL_VERSION, id, ok: false, error });
  if (request?.version !== PROTOCOL_VERSION) {
    return fail({ kind: 'bad-request', message: `this worker speaks version ${PROTOCOL_VERSION}, not ${String(request?.version)}` });
  }
  if (!JOB_KINDS.includes(request.job?.kind as string)) {
    return fail({ kind: 'bad-request', message: `no such job: ${String(request.job?.kind).slice(0, 40)}` });
  }
  try {
    const result = await run(request.job as Job, () => post({ version: PROTOCOL_VERSION, id, working: true }));
    post({ version: PROTOCOL_VERSION, id, ok: true, result });
  } catch (e) {
    fail({ kind: isVariantsMissing(e) ? 'variants-missing' : 'failed', message: (e as Error)?.message ?? String(e) });
  }
}

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
  scope.onmessage = ({ data }: { data: unknown }) => answer(data, (reply) => scope.postMessage(reply));
}
