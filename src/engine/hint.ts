/**
 * The hint: a move and a one-line reason, from what the player can see.
 *
 * It reads only the player's view (the face-up cards, the waste, which cards have
 * been seen, how many cards are left in the stock), never a face-down card or the
 * stock's order: two games that look the same to the player get the same hint.
 *
 * How it chooses: each legal move is tried on many imagined deals (the unseen cards
 * dealt at random into the face-down places and the stock, the same imagined deals for
 * every move), and each imagined game is played on by a player who also sees only
 * what a real player would see at that point (see hint-sim.ts). The move that clears
 * the peaks in the most imagined games is the hint. The randomness is seeded from a
 * hash of the view, so the same view always gets the same hint.
 */
import { type Card, DECK_SIZE, cardLabel, rankOf } from './cards.js';
import { type Move, TURN_STOCK } from './deal.js';
import type { Game } from './game.js';
import { PEAK_COUNT } from './layout.js';
import { mulberry32 } from './seed.js';
import { type PolicyWeights, type Table, DEFAULT_POLICY, Playout, RANKS, adjacentRanks, freePositions, lowBit } from './hint-sim.js';

export interface Hint {
  /** The suggested move, or null when the game is over. */
  readonly move: Move | null;
  /** The peak position to play, or null for the stock (or no move). */
  readonly position: number | null;
  /** One line a player understands. */
  readonly reason: string;
}

/** What the player sees: everything a hint may use. Plain data, so it can cross to a Web Worker. */
export interface PlayerView {
  readonly wrap: boolean;
  /** Bit mask of peak positions played. */
  readonly removed: number;
  /** Face-up peak cards by position (null where the card is face down or gone). */
  readonly faceUp: readonly (Card | null)[];
  readonly wasteTop: Card;
  readonly stockCount: number;
  /** Every card the player has seen: the waste and the face-up peak cards. */
  readonly seen: readonly Card[];
  /** Whether the game is over (won, or lost: the stock empty and nothing fits). */
  readonly over: boolean;
}

export function playerView(game: Game): PlayerView {
  const faceUp = Array.from({ length: PEAK_COUNT }, (_, p) => (game.isFaceUp(p) ? game.cardAt(p) : null));
  const seen = [...game.waste, ...faceUp.filter((c): c is Card => c !== null)];
  return {
    wrap: game.options.wrap, removed: game.state.removed, faceUp, wasteTop: game.wasteTop,
    stockCount: game.stockCount, seen, over: game.status !== 'playing',
  };
}

/** Knobs of the search, for experiments (the defaults are what the hint uses). */
export interface HintTuning {
  /** How many imagined deals each candidate move is tried on. */
  readonly samples: number;
  /** The imagined player's weights (see hint-sim.ts). */
  readonly policy: PolicyWeights;
}

export const DEFAULT_TUNING: HintTuning = { samples: 200, policy: DEFAULT_POLICY };

/** A stock turn, among the candidates. */
const STOCK = -1;

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

/** FNV-1a over everything in the view: the seed of the imagined deals. */
function viewHash(view: PlayerView): number {
  let h = 0x811c9dc5;
  const mix = (n: number) => {
    h ^= n & 0xff;
    h = Math.imul(h, 0x01000193);
    h ^= (n >>> 8) & 0xff;
    h = Math.imul(h, 0x01000193);
    h ^= (n >>> 16) & 0xff;
    h = Math.imul(h, 0x01000193);
    h ^= n >>> 24;
    h = Math.imul(h, 0x01000193);
  };
  mix(view.wrap ? 1 : 0);
  mix(view.removed);
  for (const c of view.faceUp) mix(c === null ? 255 : c);
  mix(view.wasteTop);
  mix(view.stockCount);
  for (const c of view.seen) mix(c);
  return h >>> 0;
}

/** The legal moves in the view: free visible cards that fit, then the stock turn. */
function legalCandidates(table: Table): number[] {
  const fits = adjacentRanks(table.wrap)[table.top];
  const out: number[] = [];
  for (let m = freePositions(table.removed) & table.known; m !== 0; m &= m - 1) {
    const p = lowBit(m);
    if (fits & (1 << table.rank[p])) out.push(p);
  }
  if (table.stockCount > 0) out.push(STOCK);
  return out;
}

/**
 * One hint search, run in slices: `run(budget)` plays at most `budget` more imagined
 * games and returns the hint once the search is done, so a browser can spread it over
 * several short tasks. The answer never depends on how the work was sliced.
 */
export class HintSearch {
  /** The answer once the search is done; undefined while it is still running. */
  result: Hint | undefined;
  /** Imagined games played so far: the search's work. */
  playouts = 0;

  private readonly view: PlayerView;
  private readonly table: Table;
  private readonly unseenRanks: Int8Array;
  private readonly candidates: number[];
  private readonly wins: Float64Array;
  private readonly cleared: Float64Array;
  private readonly sim: Playout;
  private readonly imagined: Int8Array;
  private readonly random: () => number;
  private sample = 0;
  private candidate = 0;

  private readonly tuning: HintTuning;

  constructor(view: PlayerView, tuning: Partial<HintTuning> = {}) {
    this.view = view;
    this.tuning = { ...DEFAULT_TUNING, ...tuning };
    const { table, unseenRanks } = tableOf(view);
    this.table = table;
    this.unseenRanks = unseenRanks;
    this.imagined = new Int8Array(unseenRanks.length);
    this.candidates = view.over ? [] : legalCandidates(table);
    this.wins = new Float64Array(this.candidates.length);
    this.cleared = new Float64Array(this.candidates.length);
    this.sim = new Playout(view.wrap);
    this.sim.policy = this.tuning.policy;
    this.random = mulberry32(viewHash(view));
    if (this.candidates.length <= 1) this.result = this.answer();
  }

  /** Plays up to `budget` more imagined games; returns the hint when the search is done. */
  run(budget = Infinity): Hint | undefined {
    if (this.result) return this.result;
    const { sim, candidates, table } = this;
    for (let spent = 0; spent < budget; spent++) {
      if (this.candidate === 0) {
        if (this.sample === this.tuning.samples) return (this.result = this.answer());
        this.imagine();
      }
      const c = candidates[this.candidate];
      sim.reset(table, this.imagined);
      if (c === STOCK) sim.turnStock();
      else sim.play(c);
      sim.finish();
      if (sim.won) this.wins[this.candidate]++;
      this.cleared[this.candidate] += sim.cleared();
      this.playouts++;
      if (++this.candidate === candidates.length) {
        this.candidate = 0;
        this.sample++;
      }
    }
    return undefined;
  }

  /** A fresh imagined order of the unseen cards (Fisher-Yates from the seeded generator). */
  private imagine(): void {
    const a = this.imagined;
    a.set(this.unseenRanks);
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      const t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  private answer(): Hint {
    const { view, candidates } = this;
    if (candidates.length === 0) return { move: null, position: null, reason: 'The game is over.' };
    let best = 0;
    for (let i = 1; i < candidates.length; i++) {
      const better = this.wins[i] > this.wins[best] || (this.wins[i] === this.wins[best] && this.cleared[i] > this.cleared[best]);
      if (better) best = i;
    }
    const chosen = candidates[best];
    const chance = this.sample > 0 ? Math.round((100 * this.wins[best]) / this.sample) : null;
    return describe(view, this.table, chosen, candidates.length, chance);
  }
}

/** The one-line reason for a move. */
function describe(view: PlayerView, table: Table, chosen: number, choices: number, chance: number | null): Hint {
  const odds = chance === null ? '' : chance === 0 ? ' The peaks look out of reach; this clears the most cards.' : ` It clears the peaks in about ${chance} of 100 ways the hidden cards could lie.`;
  if (chosen === STOCK) {
    const reason = choices === 1
      ? `Nothing fits ${cardLabel(view.wasteTop)}: turn the stock.`
      : `Turn the stock: the cards that fit ${cardLabel(view.wasteTop)} are worth more later.${odds}`;
    return { move: TURN_STOCK, position: null, reason };
  }
  const card = view.faceUp[chosen]!;
  const sim = new Playout(view.wrap);
  sim.reset(table, new Int8Array(PEAK_COUNT + 24));
  const n = sim.planLine(chosen);
  const flips = sim.bestFlips ? ` and turns ${sim.bestFlips} card${sim.bestFlips > 1 ? 's' : ''} over` : '';
  const what = n > 1 ? `starts a ${n}-card run${flips}` : flips ? `plays on ${cardLabel(view.wasteTop)}${flips}` : `fits ${cardLabel(view.wasteTop)}`;
  return { move: { kind: 'play', card }, position: chosen, reason: `${cardLabel(card)} ${what}.${choices > 1 ? odds : ''}` };
}

/** The hint for a view: plain data in, plain data out (it can run in a Web Worker). */
export function hintForView(view: PlayerView, tuning: Partial<HintTuning> = {}): Hint {
  return new HintSearch(view, tuning).run()!;
}

export function hint(game: Game): Hint {
  return hintForView(playerView(game));
}

/**
 * The same hint as `hint`, without blocking the page: the search runs in slices of
 * about `sliceMs` milliseconds with the event loop free between them.
 */
export async function hintAsync(game: Game | PlayerView, options: { sliceMs?: number } = {}): Promise<Hint> {
  const search = new HintSearch('deal' in game ? playerView(game) : game);
  const sliceMs = options.sliceMs ?? 8;
  let budget = 50;
  for (;;) {
    const started = performance.now();
    const result = search.run(budget);
    if (result) return result;
    // Aim the next slice at sliceMs, from how fast this one went.
    const spent = Math.max(performance.now() - started, 0.05);
    budget = Math.max(5, Math.min(5000, Math.round((budget * sliceMs) / spent)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
