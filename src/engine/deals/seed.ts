/**
 * Seeds: the published mapping from a seed text to a deal. Contract version 3 (version 1
 * was steps 1-5; version 2 adds the tiers, step 6, and changes no deal of version 1;
 * version 3 puts the text in NFKC form in step 1: seeds that look alike deal alike, and
 * no seed already in NFKC form, every ASCII seed among them, deals differently).
 *
 * It is a promise to players and portals (the same seed gives the same deal in
 * every browser and every release), pinned by tests: changing it is a breaking change.
 *
 * 1. The seed text is put in Unicode NFKC form ("café" typed either way, full-width
 *    "４２" is 42) and trimmed. `daily` becomes `daily:YYYY-MM-DD` with today's
 *    local date; `daily:YYYY-MM-DD` must be a real calendar date.
 * 2. The seed text becomes a 32-bit state: an integer 0-4294967295 written in
 *    plain decimal (no sign, no leading zero) is its own state; any other text is
 *    hashed with 32-bit FNV-1a over its UTF-8 bytes.
 * 3. The state seeds mulberry32 (Tommy Ettinger's 32-bit generator), whose outputs
 *    divided by 2^32 give numbers in [0, 1).
 * 4. A shuffle starts from the ordered deck AC 2C … KC AD … KD AH … KH AS … KS and
 *    runs Fisher–Yates from the last place down: for i = 51 … 1, swap place i with
 *    place floor(next() × (i + 1)). The shuffled deck is the deal text's 52 cards.
 *    With jokers (`wild` 1 or 2) the ordered deck ends W1 (then W2), and the same
 *    shuffle runs from its last place down: with wild 0 nothing changes.
 * 5. `any` deals take the first shuffle. `winnable` deals take the shuffles one after
 *    another from the same generator and keep the first that the exact solver proves
 *    winnable (for the chosen layout and wrap rule). Daily deals are always `winnable`
 *    (or the tier asked for, step 6). The layout reads the shuffled deck in deal-text
 *    order (Golf: 35 layout cards, the waste, the stock).
 * 6. (Version 2.) The tiers `easy`, `medium`, `hard` take the same shuffles in turn and
 *    keep the first whose rating (tiers.ts, rating.ts, and the rule set's frozen
 *    thresholds) falls in the tier and that is proved winnable. Tri Peaks: the line
 *    player's games on its true cards; proved by one of them won, or else by the exact
 *    solver within TIER_SOLVE_NODES positions (a deal the capped search leaves undecided
 *    is passed over). Golf: the line player's games, Golf's exact search over imagined
 *    stock orders and on the true cards (which also proves it, within the same 10,000
 *    positions).
 */
import { DECK_SIZE } from '../rules/cards.js';
import { dayNumber } from '../rules/dates.js';
import { type Deal, checkWild } from '../rules/deal.js';
import { type LayoutName, layoutOf } from '../rules/layout.js';
import { fnv1a } from '../rules/fnv.js';
import { mulberry32, shuffle } from '../rules/shuffle.js';
import { type Tier, TIERS, TIER_THRESHOLDS, tierOf } from '../rules/tiers.js';
import { type SolveOptions, type SolveResult, solve, solveInSlices } from '../solving/solver.js';
import { nextTask } from '../solving/slices.js';
import { loadVariants, variants } from '../variants/variants.js';

export const SEED_CONTRACT_VERSION = 3;
export type DealMode = 'winnable' | 'any' | Tier;
export const DEAL_MODES: readonly DealMode[] = ['winnable', 'any', ...TIERS];
/** The last integer seed (0-4294967295 are their own generator state; any other text is hashed). */
export const MAX_INTEGER_SEED = 4294967295;

/** The longest seed text (after trimming): a name to share or keep, not a document. */
export const MAX_SEED_LENGTH = 200;

/** A seed in its canonical text: `123`, `my text`, `daily:2026-11-29`. */
export type SeedText = string;

function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The canonical seed text; throws on an empty seed, one over MAX_SEED_LENGTH characters,
 * or a `daily:` seed whose date is not a real YYYY-MM-DD date.
 */
export function normalizeSeed(seed: string | number, now: Date = new Date()): SeedText {
  const text = String(seed).normalize('NFKC').trim();
  if (text === '') throw new Error('The seed is empty: give an integer, any text, "daily" or "daily:YYYY-MM-DD"');
  if (text.length > MAX_SEED_LENGTH) throw new Error(`A seed is at most ${MAX_SEED_LENGTH} characters, not ${text.length}`);
  if (text === 'daily') return `daily:${localDate(now)}`;
  if (text.startsWith('daily:')) {
    const date = text.slice('daily:'.length);
    if (dayNumber(date) === null) throw new Error(`"${text}" is not a daily seed: the date must be a real date written YYYY-MM-DD`);
    return text;
  }
  return text;
}

export function isDailySeed(seed: SeedText): boolean {
  return seed.startsWith('daily:');
}

/** Step 2: the 32-bit generator state for a canonical seed text. */
export function seedState(seed: SeedText): number {
  if (/^(0|[1-9]\d{0,9})$/.test(seed) && Number(seed) <= MAX_INTEGER_SEED) return Number(seed);
  return fnv1a(new TextEncoder().encode(seed));
}

/** Step 3: mulberry32, returning numbers in [0, 1). */
export { mulberry32 };

/** Step 4: one shuffle of the ordered deck (with `wild` jokers after the 52). */
export function shuffledDeck(next: () => number, wild = 0): Deal {
  const deck = Array.from({ length: DECK_SIZE + wild }, (_, i) => i);
  shuffle(deck, next);
  return Object.freeze(deck);
}

/**
 * Whether `deal` is one of `seed`'s candidates (those a `winnable` or tier deal is taken
 * from): a saved game claiming a seed (the daily one) with a deal of its own is not one.
 */
export function isCandidateOf(seed: SeedText, deal: Deal, wild = 0): boolean {
  let tried = 0;
  for (const candidate of candidateDeals(seed, wild)) {
    if (candidate.length === deal.length && candidate.every((card, i) => card === deal[i])) return true;
    if (++tried >= MAX_CANDIDATES) return false;
  }
  return false;
}

/** The candidate deals of a seed, in order: candidate 0 is the `any` deal. */
export function* candidateDeals(seed: SeedText, wild = 0): Generator<Deal> {
  const next = mulberry32(seedState(seed));
  for (;;) yield shuffledDeck(next, wild);
}

export interface SeededDeal {
  readonly seed: SeedText;
  readonly mode: DealMode;
  readonly deal: Deal;
  /** Which candidate was taken (0 for `any`). */
  readonly candidate: number;
}

/** Gives up on a seed after this many candidates (never reached: about 3 in 100 deals are unwinnable with wrap, 27 in 100 without). */
const MAX_CANDIDATES = 1000;

interface DealRequest {
  mode?: DealMode;
  /** Default: the layout's (on for Tri Peaks, off for Golf). */
  wrap?: boolean;
  layout?: LayoutName;
  /** Jokers in the deck: 0 (default), 1 or 2. */
  wild?: number;
  /** The clock for `daily` (tests pass a fixed one). */
  now?: Date;
}

/** The solver's cap on a Tri Peaks tier candidate: step 6 passes over a deal it leaves undecided (it keeps tier dealing quick). Golf's rating proves its own deals, with the same cap (rating.ts). */
export const TIER_SOLVE_NODES = 10000;

function isTier(mode: DealMode | undefined): mode is Tier {
  return TIERS.includes(mode as Tier);
}

/**
 * Steps 5 and 6, written once for both callers: walks the candidates until one
 * qualifies. It yields each deal the solver must judge (the caller answers whether it
 * is winnable), and null for a tier candidate passed over without the solver (the
 * caller answers false, and may let the page breathe).
 */
function* pickCandidate(seed: string | number, request: DealRequest): Generator<Deal | null, SeededDeal, boolean> {
  const canonical = normalizeSeed(seed, request.now);
  if (request.mode !== undefined && !DEAL_MODES.includes(request.mode)) {
    throw new Error(`The deal mode must be one of ${DEAL_MODES.join(', ')}, not "${String(request.mode)}"`);
  }
  const mode: DealMode = isDailySeed(canonical) && !isTier(request.mode) ? 'winnable' : (request.mode ?? 'winnable');
  const wild = checkWild(request.wild ?? 0);
  const { wrap, layout } = solveOptionsOf(request);
  const thresholds = TIER_THRESHOLDS[layout!][wrap ? 0 : 1][wild];
  let candidate = 0;
  for (const deal of candidateDeals(canonical, wild)) {
    const found = { seed: canonical, mode, deal, candidate };
    if (mode === 'any') return found;
    if (!isTier(mode)) {
      if (yield deal) return found;
    } else {
      const rating = variants().rateDeal(deal, layout!, wrap, mode);
      const inTier = tierOf(rating, thresholds) === mode;
      if (inTier && rating > 0) return found;
      if (yield inTier ? deal : null) return found;
    }
    if (++candidate >= MAX_CANDIDATES) break;
  }
  throw new Error(`No ${mode} deal among the first ${MAX_CANDIDATES} candidates of seed "${canonical}"`);
}

/** The solver's options for a request: its layout, wrap as the layout has it unless told, the cap of a tier. */
function solveOptionsOf(request: DealRequest): SolveOptions {
  const layout = layoutOf(request.layout);
  return { wrap: request.wrap ?? layout.defaultWrap, layout: layout.name, maxNodes: isTier(request.mode) ? TIER_SOLVE_NODES : undefined };
}

/** Steps 5 and 6: the deal for a seed, deal mode, layout, wrap rule and jokers. */
export function dealForSeed(seed: string | number, request: DealRequest = {}): SeededDeal {
  const options = solveOptionsOf(request);
  const picking = pickCandidate(seed, request);
  let step = picking.next();
  while (!step.done) step = picking.next(step.value !== null && solve(step.value, options).winnable === true);
  return step.value;
}

/** A solver that answers later: in slices on the page, or in a Web Worker. */
export type SolveAsync = (deal: Deal, options: SolveOptions) => Promise<SolveResult>;

/**
 * The same deal as `dealForSeed`, without blocking the page: the solver runs in
 * slices of a few milliseconds with the event loop free between them (or as
 * `solveAsync` does it).
 */
export async function dealForSeedAsync(
  seed: string | number,
  request: DealRequest = {},
  solveAsync: SolveAsync = solveInSlices,
): Promise<SeededDeal> {
  const options = solveOptionsOf(request);
  // A tier's rating is variant code (variants.ts): loaded first if not here yet.
  if (isTier(request.mode)) await loadVariants();
  const picking = pickCandidate(seed, request);
  let step = picking.next();
  while (!step.done) {
    if (step.value === null) await nextTask();
    step = picking.next(step.value !== null && (await solveAsync(step.value, options)).winnable === true);
  }
  return step.value;
}

/** A fresh random seed, shown to the player so the deal can be shared. */
export function randomSeed(): SeedText {
  const cryptoApi = (globalThis as { crypto?: { getRandomValues(a: Uint32Array): Uint32Array } }).crypto;
  const value = cryptoApi ? cryptoApi.getRandomValues(new Uint32Array(1))[0] : Math.floor(Math.random() * 2 ** 32);
  return String(value);
}
