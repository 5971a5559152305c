/**
 * The element's heavy work, kept off the main thread: the exact solver (winnable deals,
 * the verdict on a lost game, show-winnable) and the hint run in the engine's Web Worker
 * when the page has one, else on the page in slices of a few milliseconds with the event
 * loop free between them. The answers are the same either way.
 */
import {
  type DealVerdict,
  dealVerdictAsync,
  type GameOptions,
  Game,
  hintDataAsync,
  type HintData,
  playerView,
  type DealMode,
  type SolveAsync,
  candidateDeals,
  normalizeSeed,
  randomSeed,
  solveInSlices,
  isVariantsMissing,
} from '../engine/index.js';
import type { Jobs } from './worker.js';

export { nextTask } from '../engine/index.js';

/**
 * The variant code (Golf's solver, the Golf and joker hints, the tiers' rating) could not
 * be loaded: said once a page, whatever needed it (engine/variants/variants.ts, docs/bundle.md).
 */
let variantsMissingTold = false;

/** Reports work that failed (never expected: a bug, a browser refusing): one warning, never a rejection in the page. */
export const warnFailed =
  (what: string) =>
  (e: unknown): void => {
    if (isVariantsMissing(e) && variantsMissingTold) return;
    variantsMissingTold ||= isVariantsMissing(e);
    console.warn(`<tri-peaks-game>: ${what} failed (${String(e)}).`);
  };

/** The exact solver, in the worker or in slices of a few milliseconds on the page. */
export const solveOff: SolveAsync = (deal, options) => offMainThread('solve', [deal, options], () => solveInSlices(deal, options));

/**
 * A game for a seed (see `Game.fromSeed`): a winnable deal is searched for off the main
 * thread. Without the variant code (a host that copied tri-peaks-game.js alone), a deal
 * that needs it is still dealt, playable and said once: a tier as `winnable`, and a Golf
 * deal (whose solver is variant code) as the seed's `any` deal, not proven winnable.
 */
export async function dealGame(seed: string | null, options: Partial<GameOptions> & { mode: DealMode }): Promise<Game> {
  try {
    return await Game.fromSeedAsync(seed, options, solveOff);
  } catch (e) {
    if (!isVariantsMissing(e)) throw e;
    const golf = options.layout === 'golf';
    if (!variantsMissingTold) {
      variantsMissingTold = true;
      console.warn(
        `<tri-peaks-game>: ${(e as Error).message}. ${golf ? "This Golf deal is the seed's `any` deal, not proven winnable" : `Dealing \`winnable\` instead of \`${options.mode}\``}; hints for Golf and jokers are unavailable. Copy the whole dist/bundle/ folder.`,
      );
    }
    if (!golf) return Game.fromSeedAsync(seed, { ...options, mode: 'winnable' }, solveOff);
    // Any Golf mode needs Golf's solver or the rating (a daily seed is dealt `winnable`
    // whatever the mode asked): the seed's first shuffle, as `any` deals it.
    const { mode: _mode, ...gameOptions } = options;
    const canonical = normalizeSeed(seed ?? randomSeed());
    const [deal] = candidateDeals(canonical, options.wild ?? 0);
    return new Game(deal, gameOptions, { seed: canonical, mode: 'any' });
  }
}

/** The truth about a game (see `dealVerdict`), its solver calls off the main thread. */
export const verdictFor = (game: Game): Promise<DealVerdict> => dealVerdictAsync(game, solveOff);

/** The hint for a game, as data (the element words it), found in the worker or in slices. */
export function hintFor(game: Game): Promise<HintData> {
  const view = playerView(game);
  return offMainThread('hint', [view], () => hintDataAsync(view));
}

/**
 * How many hints of each kind (layout, jokers) the worker has worked out unseen. Its
 * first few hints of a kind run cold (code not yet optimised, the variant code still to
 * fetch), two to five times slower than later ones.
 */
let warmed = new Map<string, number>();
const WARM_HINTS = 3;

/**
 * A position on the board: for the first WARM_HINTS positions of a kind, the worker
 * works out their hint unseen (id 0: no job waits for it), so the code is warm and the
 * hint ready (the worker keeps its last answer) when the player asks. With
 * `deal="any"` it starts the worker, which dealing would not have needed.
 */
export function warmHints(game: Game): void {
  const { layout, wild } = game.options;
  const kind = `${layout}${wild}`;
  const w = engineWorker(); // first: a new worker starts a new count
  const done = warmed.get(kind) ?? 0;
  // Never ahead of a job waiting (another element dealing, a verdict): a later position warms it.
  if (!w || waiting.size || done >= WARM_HINTS || game.status !== 'playing') return;
  warmed.set(kind, done + 1);
  w.postMessage({ id: 0, job: 'hint', args: [playerView(game)] });
}

/**
 * The engine's worker, one per page and shared by every instance (it holds no game,
 * only answers jobs): undefined until first needed, null when there is none. Only the
 * single-file bundle has one (src/bundle.ts names its own URL as the script); a host's
 * own build of the package keeps everything on the main thread, in slices. Let go when
 * the page has no element left (see elementConnected).
 */
let workerScript: string | undefined;
let worker: Worker | null | undefined;
/** The blob: URL that starts a worker for a bundle from another origin (one a page). */
let crossOriginScript: string | undefined;
let lastJob = 0;
const waiting = new Map<
  number,
  { resolve: (value: unknown) => void; reject: (error: Error) => void; onMainThread: () => Promise<unknown> }
>();

/**
 * Elements on the page. When the last one leaves (a single-page app moving on), the
 * worker is let go a little later, once no job is waiting; the next element to need
 * one starts a fresh one. The delay keeps an element that is only moved from paying
 * for a new worker.
 */
let elementsOnPage = 0;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const RELEASE_AFTER_MS = 2000;

export function elementConnected(connected: boolean): void {
  elementsOnPage += connected ? 1 : -1;
  scheduleRelease();
}

function scheduleRelease(): void {
  clearTimeout(releaseTimer);
  if (elementsOnPage === 0) releaseTimer = setTimeout(releaseWorker, RELEASE_AFTER_MS);
}

/** Waiting jobs keep it: the last answer schedules the release again. */
function releaseWorker(): void {
  if (elementsOnPage > 0 || waiting.size > 0 || !worker) return;
  worker.terminate();
  worker = undefined;
}

/** Called by the bundle: the script a worker can load to run the engine's jobs. */
export function useWorkerScript(url: string): void {
  workerScript = url;
}

function engineWorker(): Worker | null {
  if (worker === undefined) {
    worker = null;
    try {
      // A bundle from another origin (a CDN) is started through a same-origin blob:
      // script that imports it, made once a page (a later worker reuses it). Throws at
      // once on a `file:` page; a CSP that forbids the worker makes it fail with an
      // error event instead.
      if (workerScript) {
        const url = new URL(workerScript, location.href);
        const script =
          url.origin === location.origin
            ? url
            : (crossOriginScript ??= URL.createObjectURL(new Blob([`import"${url}"`], { type: 'text/javascript' })));
        worker = new Worker(script, { type: 'module' });
        warmed = new Map();
      }
    } catch {
      return null;
    }
    worker?.addEventListener('error', () => {
      // It could not start (or died): this job and every later one run on the main thread.
      worker = null;
      for (const job of waiting.values()) job.onMainThread().then(job.resolve, job.reject);
      waiting.clear();
    });
    worker?.addEventListener('message', ({ data }: MessageEvent<{ id: number; result?: unknown; error?: string }>) => {
      const job = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.error === undefined) job?.resolve(data.result);
      else job?.reject(new Error(data.error));
      // The answer to an element no longer on the page (or never on it): let the worker go after it.
      if (waiting.size === 0) scheduleRelease();
    });
  }
  return worker;
}

/**
 * Runs an engine job in the worker when the page has one, else `onMainThread()` (the
 * sliced version of the same work: the answer is the same either way).
 */
export function offMainThread<K extends keyof Jobs>(
  job: K,
  args: Parameters<Jobs[K]>,
  onMainThread: () => ReturnType<Jobs[K]>,
): ReturnType<Jobs[K]> {
  const w = engineWorker();
  if (!w) return onMainThread();
  return new Promise((resolve, reject) => {
    waiting.set(++lastJob, { resolve: resolve as (value: unknown) => void, reject, onMainThread });
    w.postMessage({ id: lastJob, job, args });
  }) as ReturnType<Jobs[K]>;
}
