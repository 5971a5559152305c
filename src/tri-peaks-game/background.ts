/**
 * The element's heavy work, kept off the main thread: the exact solver (winnable deals,
 * the verdict on a lost game, show-winnable) and the hint run in the engine's Web Worker
 * when the page has one, else on the page in slices of a few milliseconds with the event
 * loop free between them. The answers are the same either way.
 */
import {
  type DealMode,
  type DealVerdict,
  type GameOptions,
  Game,
  type HintData,
  type SolveAsync,
  candidateDeals,
  dealForSeedAsync,
  dealVerdictAsync,
  hintDataAsync,
  isVariantsMissing,
  layoutOf,
  normalizeSeed,
  playerView,
  randomSeed,
  solveInSlices,
} from '../engine/index.js';
import { JobSuperseded, WorkerClient } from './worker-client.js';

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
    if (e instanceof JobSuperseded || (isVariantsMissing(e) && variantsMissingTold)) return;
    variantsMissingTold ||= isVariantsMissing(e);
    console.warn(`<tri-peaks-game>: ${what} failed (${String(e)}).`);
  };

/**
 * The bundle's URL, which it also runs as the engine's worker (src/bundle.ts); a host's
 * own build of the package has none and keeps everything on the main thread, in slices.
 */
let workerScript: string | undefined;
/** The blob: URL that starts a worker for a bundle from another origin (one a page). */
let crossOriginScript: string | undefined;

/** Called by the bundle: the script a worker can load to run the engine's jobs. */
export function useWorkerScript(url: string): void {
  workerScript = url;
}

/**
 * A bundle from another origin (a CDN) is started through a same-origin blob: script
 * that imports it, made once a page. Throws at once on a `file:` page; a CSP that
 * forbids the worker makes it fail with an error event instead.
 */
function startWorker(): Worker | null {
  if (!workerScript) return null;
  const url = new URL(workerScript, location.href);
  const script =
    url.origin === location.origin
      ? url
      : (crossOriginScript ??= URL.createObjectURL(new Blob([`import"${url}"`], { type: 'text/javascript' })));
  return new Worker(script, { type: 'module' });
}

/** The engine's worker, one per page and shared by every instance (it holds no game, only answers jobs). */
const engine = new WorkerClient({ start: startWorker });

/** An element joined (true) or left the page: the worker is let go once none is left. */
export const elementConnected = (connected: boolean): void => engine.elementConnected(connected);

/** The exact solver on the page, in slices, for as long as its answer is wanted. */
const solveHere =
  (wanted: () => boolean): SolveAsync =>
  (deal, options) =>
    wanted() ? solveInSlices(deal, options) : Promise.reject(new JobSuperseded());

/** The exact solver, in the worker or in slices of a few milliseconds on the page. */
export const solveOff: SolveAsync = (deal, options) => engine.run({ kind: 'solve', deal, options }, () => solveInSlices(deal, options));

type DealOptions = Partial<GameOptions> & { mode: DealMode };

/** A game for a seed: the whole candidate search is one job (in the worker, or here in slices). */
async function dealOff(seed: string | null, options: DealOptions, wanted: () => boolean): Promise<Game> {
  const { mode, ...gameOptions } = options;
  const request = { mode, layout: gameOptions.layout, wrap: gameOptions.wrap, wild: gameOptions.wild };
  const job = { kind: 'deal', seed: seed ?? randomSeed(), request } as const;
  const seeded = await engine.run(job, () => dealForSeedAsync(job.seed, request, solveHere(wanted)), wanted);
  return new Game(seeded.deal, gameOptions, { seed: seeded.seed, mode: seeded.mode });
}

/**
 * A game for a seed (see `Game.fromSeed`): a winnable deal is searched for off the main
 * thread. Without the variant code (a host that copied tri-peaks-game.js alone), a deal
 * that needs it is still dealt, playable and said once: a tier as `winnable`, and a deal
 * of a layout whose solver is variant code (Golf) as the seed's `any` deal, not proven
 * winnable.
 * Rejects with JobSuperseded once `wanted()` turns false.
 */
export async function dealGame(seed: string | null, options: DealOptions, wanted: () => boolean = () => true): Promise<Game> {
  try {
    return await dealOff(seed, options, wanted);
  } catch (e) {
    if (!isVariantsMissing(e)) throw e;
    const layout = layoutOf(options.layout);
    const unsolvable = layout.solverInVariantCode;
    if (!variantsMissingTold) {
      variantsMissingTold = true;
      console.warn(
        `<tri-peaks-game>: ${(e as Error).message}. ${unsolvable ? `This ${layout.title} deal is the seed's \`any\` deal, not proven winnable` : `Dealing \`winnable\` instead of \`${options.mode}\``}; hints for Golf and jokers are unavailable. Copy the whole dist/bundle/ folder.`,
      );
    }
    if (!unsolvable) return dealOff(seed, { ...options, mode: 'winnable' }, wanted);
    // Any mode of such a layout needs its solver or the rating (a daily seed is dealt
    // `winnable` whatever the mode asked): the seed's first shuffle, as `any` deals it.
    const { mode: _mode, ...gameOptions } = options;
    const canonical = normalizeSeed(seed ?? randomSeed());
    const [deal] = candidateDeals(canonical, options.wild ?? 0);
    return new Game(deal, gameOptions, { seed: canonical, mode: 'any' });
  }
}

/** The truth about a game (see `dealVerdict`), its solver calls off the main thread, while `wanted()`. */
export const verdictFor = (game: Game, wanted: () => boolean = () => true): Promise<DealVerdict> =>
  dealVerdictAsync(game, (deal, options) => engine.run({ kind: 'solve', deal, options }, () => solveHere(wanted)(deal, options), wanted));

/** The hint for a game, as data (the element words it), found in the worker or in slices, while `wanted()`. */
export function hintFor(game: Game, wanted?: () => boolean): Promise<HintData> {
  const view = playerView(game);
  return engine.run({ kind: 'hint', view }, () => hintDataAsync(view), wanted);
}

/**
 * The worker's first few hints of a kind (layout, jokers) run cold (code not yet
 * optimised, the variant code still to fetch), two to five times slower than later ones.
 */
const WARM_HINTS = 3;

/**
 * A position on the board: for the first WARM_HINTS positions of a kind, the worker
 * works out their hint unseen (when idle: never ahead of a job waiting), so the code is
 * warm and the hint ready (the worker keeps its last answer) when the player asks. With
 * `deal="any"` it starts the worker, which dealing would not have needed.
 */
export function warmHints(game: Game): void {
  if (game.status !== 'playing') return;
  const { layout, wild } = game.options;
  engine.warm(`${layout}${wild}`, WARM_HINTS, { kind: 'hint', view: playerView(game) });
}
