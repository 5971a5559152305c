/**
 * The hint: a move and a one-line reason, from what the player can see.
 *
 * It reads only the player's view (the face-up cards, the waste, which cards have
 * been seen, how many cards are left in the stock), never a face-down card or the
 * stock's order: two games that look the same to the player get the same hint.
 *
 * How it chooses: the candidates are the visible lines of play (up to the first card
 * they turn over) and the stock turn. Each is tried on many imagined deals (the unseen
 * cards dealt at random into the face-down places and the stock, the same imagined deals
 * for every candidate), and each imagined game is played on by a player who also sees
 * only what a real player would see at that point (see hint-sim.ts). Successive halving
 * spends the most games on the closest candidates; the line that clears the peaks in
 * the most imagined games gives the hint. The randomness is seeded from a hash of the
 * view, so the same view always gets the same hint, however the work is sliced.
 *
 * What was measured, tried and left out, with the commands to rerun it: docs/hint.md.
 */
import { bitCount, lowBit } from '../rules/bits.js';
import { DECK_SIZE, cardLabel, neighbourRanks, rankOf } from '../rules/cards.js';
import { STOCK_SIZE, TURN_STOCK } from '../rules/deal.js';
import { fnv1a } from '../rules/fnv.js';
import { ALL_PEAK_CARDS_MASK, COVERED_BY_MASK, COVERS, PEAK_COUNT } from '../rules/layout.js';
import { type Hint, type HintData, type PlayerView, fittedChance, isPlainTriPeaks, playerView } from './hint-view.js';
import type { Game } from '../game/game.js';
import { mulberry32, shuffle } from '../rules/shuffle.js';
import { type PolicyWeights, type Table, DEFAULT_POLICY, Playout, RANKS, freePositions } from './hint-sim.js';
import { runInSlices } from '../solving/slices.js';
import { type HintRun, loadVariants, variants } from '../variants/variants.js';

/** Knobs of the search, for experiments (the defaults are what the hint uses). */
export interface HintTuning {
  /** Imagined games to play in all, shared among the candidate moves (when `work` is 0). */
  readonly budget: number;
  /**
   * When not 0, the budget in steps instead: a game from here takes about as many
   * steps as there are peak cards and stock cards left, so early positions (long
   * games) get fewer games and late ones more, and every hint takes about as long.
   */
  readonly work: number;
  /** The imagined player's weights (see hint-sim.ts). */
  readonly policy: PolicyWeights;
  /**
   * What clearing all 28 cards of a lost game is worth next to a win: a little credit
   * for cards cleared separates moves when wins are rare (less noise than wins alone).
   */
  readonly clearedWeight: number;
  /** At most this many lines are judged by playouts (the imagined player's favourites). */
  readonly maxLines: number;
  /** Xor'd into the seed of the imagined deals: another salt, another draw of luck (to measure noise). */
  readonly salt?: number;
}

export const DEFAULT_TUNING: HintTuning = { budget: 5000, work: 200000, policy: DEFAULT_POLICY, clearedWeight: 0.25, maxLines: 8 };

/** The view in ranks, for the simulation. */
function tableOf(view: PlayerView): { table: Table; unseenRanks: Int8Array } {
  const rank = new Int8Array(PEAK_COUNT);
  let known = 0;
  const seen = new Uint8Array(DECK_SIZE);
  for (const c of view.seen) seen[c] = 1;
  for (let p = 0; p < PEAK_COUNT; p++) {
    const c = view.faceUp[p];
    if (c !== null && !(view.removed & (1 << p))) {
      rank[p] = rankOf(c);
      known |= 1 << p;
      seen[c] = 1;
    }
  }
  const unseen = new Int8Array(RANKS + 1);
  const unseenRanks: number[] = [];
  for (let c = 0; c < DECK_SIZE; c++) {
    if (!seen[c]) {
      unseen[rankOf(c)]++;
      unseenRanks.push(rankOf(c));
    }
  }
  return {
    table: { wrap: view.wrap, rank, known, removed: view.removed, top: rankOf(view.wasteTop), stockCount: view.stockCount, unseen },
    unseenRanks: Int8Array.from(unseenRanks),
  };
}

/**
 * FNV-1a over everything in the view (each number as four bytes, low byte first; 255
 * for a face-down place): the seed of the imagined deals.
 */
function viewHash(view: PlayerView): number {
  const numbers = [
    view.wrap ? 1 : 0,
    view.removed,
    ...view.faceUp.map((c) => (c === null ? 255 : c)),
    view.wasteTop,
    view.stockCount,
    ...view.seen,
  ];
  return fnv1a(numbers.flatMap((n) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24]));
}

/** A candidate: a line of plays (empty for a stock turn), and how it has fared in the imagined games. */
interface Candidate {
  /** Peak positions to play in order; empty means turn the stock. */
  readonly line: readonly number[];
  /** Face-down cards the line turns over (only its last card can: then there is news to look at). */
  readonly flips: number;
  wins: number;
  cleared: number;
  games: number;
}

/** The line enumeration stops widening after this many steps (all-face-up layouts). */
const LINE_NODE_CAP = 3000;

/**
 * The candidates: every visible line from the waste top, each played until nothing
 * visible fits or a card turns over (a turned card is news, so the choice is made
 * again then), plus the stock turn. Lines that reach the same position (the same cards
 * gone, the same rank on top) are one candidate, and only the lines the
 * imagined player likes best are kept (`maxLines`). Judging a whole line rather than its first card
 * does not blame a good first card for a poor follow-up.
 */
function candidateLines(table: Table, policy: PolicyWeights, maxLines: number): Candidate[] {
  const neighbours = neighbourRanks(table.wrap);
  const ends = new Map<number, { line: number[]; flips: number; score: number }>();
  const line: number[] = [];
  let nodes = 0;
  const record = (removed: number, top: number, flips: number) => {
    const key = removed * 16 + top;
    const score = policy.played * line.length + policy.flips * flips;
    const old = ends.get(key);
    if (!old || score > old.score) ends.set(key, { line: [...line], flips, score });
  };
  const walk = (removed: number, avail: number, top: number) => {
    nodes++;
    let extended = false;
    for (let m = avail; m !== 0; m &= m - 1) {
      const p = lowBit(m);
      const r = table.rank[p];
      if (!(neighbours[top] & (1 << r))) continue;
      extended = true;
      if (nodes > LINE_NODE_CAP && line.length > 0) break;
      const nr = removed | (1 << p);
      let na = avail & ~(1 << p);
      let flips = 0;
      for (const q of COVERS[p]) {
        const need = COVERED_BY_MASK[q];
        if ((nr & need) !== need) continue;
        if (table.known & (1 << q)) na |= 1 << q;
        else flips++;
      }
      line.push(p);
      if (flips > 0) record(nr, r, flips);
      else walk(nr, na, r);
      line.pop();
    }
    if (!extended && line.length > 0) record(removed, top, 0);
  };
  walk(table.removed, freePositions(table.removed) & table.known, table.top);
  const lines = [...ends.values()].sort((a, b) => b.score - a.score || compareLines(a.line, b.line)).slice(0, maxLines);
  const out: Candidate[] = lines.map(({ line, flips }) => ({ line, flips, wins: 0, cleared: 0, games: 0 }));
  if (table.stockCount > 0) out.push({ line: [], flips: 0, wins: 0, cleared: 0, games: 0 });
  return out;
}

function compareLines(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Better: more imagined wins (with `clearedWeight` credit for cards cleared), then more cards cleared. */
function byValue(clearedWeight: number): (a: Candidate, b: Candidate) => number {
  const value = (c: Candidate) => c.wins + (clearedWeight * c.cleared) / PEAK_COUNT;
  return (a, b) => value(b) - value(a) || b.cleared - a.cleared || compareLines(a.line, b.line);
}

/**
 * One hint search, run in slices: `run(budget)` plays at most `budget` more imagined
 * games and returns the hint once the search is done, so a browser can spread it over
 * several short tasks. The answer never depends on how the work was sliced.
 *
 * The budget is spent by successive halving: every candidate plays the same imagined
 * deals (common random numbers, so the comparison is not blurred by luck of the deal),
 * then the worse half is dropped and the rest get more deals, until one is left. The
 * moves that are close get the most games.
 */
export class HintSearch {
  /** The answer once the search is done; undefined while it is still running. */
  result: HintData | undefined;
  /** Imagined games played so far: the search's work. */
  playouts = 0;

  readonly #view: PlayerView;
  readonly #table: Table;
  readonly #unseenRanks: Int8Array;
  readonly #tuning: HintTuning;
  readonly #candidates: Candidate[];
  /** The candidates still in the running, best first after each round. */
  #alive: Candidate[];
  readonly #rounds: number;
  readonly #sim: Playout;
  readonly #imagined: Int8Array;
  readonly #random: () => number;
  /** Imagined deals each survivor plays this round, and how far the round is. */
  #roundDeals = 0;
  #deal = 0;
  #next = 0;

  constructor(view: PlayerView, tuning: Partial<HintTuning> = {}) {
    this.#view = view;
    this.#tuning = { ...DEFAULT_TUNING, ...tuning };
    const { table, unseenRanks } = tableOf(view);
    this.#table = table;
    this.#unseenRanks = unseenRanks;
    this.#imagined = new Int8Array(unseenRanks.length);
    this.#candidates = view.over ? [] : candidateLines(table, this.#tuning.policy, this.#tuning.maxLines);
    this.#alive = [...this.#candidates];
    this.#rounds = Math.max(1, Math.ceil(Math.log2(this.#candidates.length)));
    this.#sim = new Playout(view.wrap);
    this.#sim.policy = this.#tuning.policy;
    this.#random = mulberry32((viewHash(view) ^ (this.#tuning.salt ?? 0)) >>> 0);
    if (this.#candidates.length <= 1) this.result = this.#answer();
    else this.#startRound();
  }

  /** Plays up to `budget` more imagined games; returns the hint when the search is done. */
  run(budget = Infinity): HintData | undefined {
    if (this.result) return this.result;
    const sim = this.#sim;
    const table = this.#table;
    for (let spent = 0; spent < budget; spent++) {
      if (this.#next === 0) {
        if (this.#deal === this.#roundDeals) {
          this.#endRound();
          if (this.result) return this.result;
        }
        this.#imagine();
      }
      const c = this.#alive[this.#next];
      sim.reset(table, this.#imagined);
      if (c.line.length === 0) sim.turnStock();
      else for (const p of c.line) sim.play(p);
      sim.finish();
      if (sim.won) c.wins++;
      c.cleared += sim.cleared();
      c.games++;
      this.playouts++;
      if (++this.#next === this.#alive.length) {
        this.#next = 0;
        this.#deal++;
      }
    }
    return undefined;
  }

  /** Each round gets an equal share of the budget, split among the survivors. */
  #startRound(): void {
    this.#roundDeals = Math.max(1, Math.floor(this.#playoutBudget() / this.#rounds / this.#alive.length));
    this.#deal = 0;
    this.#next = 0;
  }

  /** Imagined games in all (see HintTuning.work). */
  #playoutBudget(): number {
    const { work, budget } = this.#tuning;
    if (work === 0) return budget;
    const cardsLeft = bitCount(~this.#table.removed & ALL_PEAK_CARDS_MASK);
    return Math.min(3 * budget, Math.round(work / (cardsLeft + this.#table.stockCount)));
  }

  /** Keeps the better half (or the winner, when two are left), or answers. */
  #endRound(): void {
    this.#alive.sort(byValue(this.#tuning.clearedWeight));
    if (this.#alive.length <= 2 || this.#settled()) {
      this.result = this.#answer();
      return;
    }
    this.#alive = this.#alive.slice(0, Math.ceil(this.#alive.length / 2));
    this.#startRound();
  }

  /**
   * Early exit: the leader is clearly best (ahead of the runner-up by far more than
   * luck explains), or nothing wins at all (then the most cards cleared decides, and
   * more games will not change that much).
   */
  #settled(): boolean {
    const [leader, runnerUp] = this.#alive;
    if (leader.games < 40) return false;
    if (leader.wins === 0) return leader.games >= 80;
    const lead = leader.wins - runnerUp.wins;
    return lead > 4 * Math.sqrt(leader.wins + runnerUp.wins);
  }

  /** A fresh imagined order of the unseen cards (Fisher-Yates from the seeded generator). */
  #imagine(): void {
    const a = this.#imagined;
    a.set(this.#unseenRanks);
    shuffle(a, this.#random);
  }

  #answer(): HintData {
    const view = this.#view;
    const candidates = this.#candidates;
    if (candidates.length === 0) return { move: null, position: null, chance: null };
    const best = this.#alive.length > 1 ? [...this.#alive].sort(byValue(this.#tuning.clearedWeight))[0] : this.#alive[0];
    const imagined = best.games > 0 ? Math.round((100 * best.wins) / best.games) : null;
    return describe(view, best, candidates.length, imagined);
  }
}

/**
 * Logistic fit of "a player who keeps following the hints wins from here" on the
 * imagined player's win rate after the hinted move (as a log-odds) and the stock left
 * (of 23), per wrap: the imagined player plays worse than the hints, most of all early
 * on. Refit it whenever the search or the imagined player changes (`bench:hint` shows
 * when: its stated and won figures part); docs/hint.md has the data and the recipe.
 */
const FOLLOWING_FIT: Record<'wrap' | 'noWrap', readonly [number, number, number]> = {
  wrap: [0.276, 1.097, 0.315],
  noWrap: [0.13, 0.937, 0.17],
};

/** The chance (in 100) that following the hints from here clears the peaks, from the imagined player's (in 100). */
export function followingChance(imagined: number, stockCount: number, wrap: boolean): number {
  return fittedChance(FOLLOWING_FIT[wrap ? 'wrap' : 'noWrap'], imagined, stockCount / STOCK_SIZE);
}

/** The hint for the chosen candidate, as data: the move, the chance stated, and why. */
function describe(view: PlayerView, chosen: Candidate, choices: number, imagined: number | null): HintData {
  const chance = imagined === null || imagined === 0 || choices === 1 ? null : followingChance(imagined, view.stockCount, view.wrap);
  const won = imagined === 0 ? 0 : null;
  if (chosen.line.length === 0) return { move: TURN_STOCK, position: null, chance, why: { choices, run: 0, flips: 0, won, tried: null } };
  const first = chosen.line[0];
  const why = { choices, run: chosen.line.length, flips: chosen.flips, won, tried: null };
  return { move: { kind: 'play', card: view.faceUp[first]! }, position: first, chance, why };
}

/**
 * The hint's reason in English, one line: what the move does, and how likely following
 * the hints wins from here (the Tri Peaks search's chance, or the playout hint's imagined
 * deals). The element words the same data in the player's language instead.
 */
export function hintReason(hint: HintData, view: Pick<PlayerView, 'wasteTop'>): string {
  const { move, why, chance } = hint;
  if (!move || !why) return 'The game is over.';
  const top = cardLabel(view.wasteTop);
  const { choices, run, flips, won, tried } = why;
  const odds =
    tried !== null
      ? choices < 2
        ? ''
        : won
          ? ` It cleared the layout in ${won} of ${tried} imagined deals of the unseen cards.`
          : ' No imagined deal of the unseen cards is won from here; this move clears the most cards.'
      : chance !== null
        ? ` Following the hints from here wins about ${chance} times in 100.`
        : won === 0 && choices > 1
          ? ' The peaks look out of reach; this clears the most cards.'
          : '';
  if (move.kind === 'stock') {
    if (choices === 1) return `Nothing fits ${top}: turn the stock.`;
    const later = tried !== null ? `keep the cards that fit ${top} for later` : `the cards that fit ${top} are worth more later`;
    return `Turn the stock: ${later}.${odds}`;
  }
  const turns = flips ? ` and turns ${flips} card${flips > 1 ? 's' : ''} over` : '';
  const what = run > 1 ? `starts a ${run}-card run${turns}` : turns ? `plays on ${top}${turns}` : `fits ${top}`;
  return `${cardLabel(move.card)} ${what}.${odds}`;
}

const withReason = (hint: HintData, view: PlayerView): Hint => ({ ...hint, reason: hintReason(hint, view) });

/**
 * The search for a view: the Tri Peaks hint, or (variant code, variants.ts) the Golf hint
 * (hint-golf.ts) or for Tri Peaks with jokers the playout hint (hint-playout.ts).
 */
function searchFor(view: PlayerView, tuning: Partial<HintTuning> = {}): HintRun {
  if (isPlainTriPeaks(view)) return new HintSearch(view, tuning);
  return view.layout === 'golf' ? variants().golfHint(view) : variants().playoutHint(view);
}

/** The hint for a view, as data (no words): plain data in and out, for a Web Worker. The tuning is the Tri Peaks hint's. */
export function hintDataForView(view: PlayerView, tuning: Partial<HintTuning> = {}): HintData {
  return searchFor(view, tuning).run()!;
}

/** The hint for a view, with its reason in English. */
export function hintForView(view: PlayerView, tuning: Partial<HintTuning> = {}): Hint {
  return withReason(hintDataForView(view, tuning), view);
}

export function hint(game: Game): Hint {
  return hintForView(playerView(game));
}

/**
 * The same hint as `hint`, without blocking the page: the search runs in slices of
 * about `sliceMs` milliseconds with the event loop free between them.
 */
export async function hintAsync(game: Game | PlayerView, options: { sliceMs?: number } = {}): Promise<Hint> {
  const view = 'deal' in game ? playerView(game) : game;
  return withReason(await hintDataAsync(view, options), view);
}

/**
 * `hintAsync` as data (no words), for the element, which words it in the player's
 * language. The Golf and playout hints are variant code, loaded first if not here yet.
 */
export async function hintDataAsync(view: PlayerView, options: { sliceMs?: number } = {}): Promise<HintData> {
  if (!isPlainTriPeaks(view)) await loadVariants();
  const search = searchFor(view);
  return runInSlices((budget) => search.run(budget), { sliceMs: options.sliceMs, first: 50, min: 5, max: 5000 });
}
