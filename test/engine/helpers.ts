/**
 * Shared helpers for the engine tests. Everything rule-related here is written
 * independently of the engine, straight from rules.md, so the tests check the
 * engine against the rules and not against itself.
 */
import { cardCode, parseCard, type Game, type Move } from '../../src/engine/standalone.js';

// ----- a tiny seeded PRNG (mulberry32's cousin, splitmix32), no dependency -----

export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  };
}

export function randInt(rng: () => number, n: number): number {
  return Math.floor(rng() * n);
}

export function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[randInt(rng, items.length)];
}

export function shuffle<T>(rng: () => number, items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

// ----- cards, written from rules.md -----

export const RANKS = 'A23456789TJQK';
export const SUITS = 'CDHS';
/** All 52 codes in the order AC 2C … KC AD … KS. */
export const ALL_CODES: readonly string[] = [...SUITS].flatMap((s) => [...RANKS].map((r) => r + s));

/** Rank 1..13 of a code. */
export function rankOfCode(code: string): number {
  return RANKS.indexOf(code[0]) + 1;
}

export function adjacentCodes(a: string, b: string, wrap: boolean): boolean {
  const d = Math.abs(rankOfCode(a) - rankOfCode(b));
  return d === 1 || (wrap && d === 12);
}

/** A random deal text from our own PRNG. */
export function randomDealText(rng: () => number): string {
  return shuffle(rng, ALL_CODES).join(' ');
}

// ----- the layout, the rules.md table written out by hand -----

export const COVERED_BY_TABLE: readonly (readonly number[])[] = [
  [3, 4],
  [5, 6],
  [7, 8], // peak tops
  [9, 10],
  [10, 11],
  [12, 13],
  [13, 14],
  [15, 16],
  [16, 17], // row 2
  [18, 19],
  [19, 20],
  [20, 21],
  [21, 22],
  [22, 23],
  [23, 24],
  [24, 25],
  [25, 26],
  [26, 27], // row 3
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [], // row 4
];

export function uncovered(position: number, removed: ReadonlySet<number>): boolean {
  return COVERED_BY_TABLE[position].every((c) => removed.has(c));
}

// ----- an independent model of the game: legality, status, score -----

export interface ModelResult {
  removed: Set<number>;
  turned: number;
  wasteTop: string;
  waste: string[];
  run: number;
  runs: number[];
  status: 'playing' | 'won' | 'lost';
  points: number;
  betting: number;
  parts: { runs: number; peaks: number; clear: number; stock: number };
  bettingParts: { runs: number; peaks: number; clear: number; stock: number };
}

/** The legal moves in the model, as move text tokens. */
export function modelLegal(codes: readonly string[], m: ModelResult, wrap: boolean): string[] {
  if (m.status !== 'playing') return [];
  const out: string[] = [];
  for (let p = 0; p < 28; p++) {
    if (!m.removed.has(p) && uncovered(p, m.removed) && adjacentCodes(codes[p], m.wasteTop, wrap)) out.push(codes[p]);
  }
  if (m.turned < 23) out.push('|');
  return out;
}

/**
 * Replays move tokens on a deal with the rules.md tables, independently of the
 * engine. Throws on an illegal move.
 */
export function model(dealText: string, moveTokens: readonly string[], wrap: boolean): ModelResult {
  const codes = dealText.split(' ');
  const m: ModelResult = {
    removed: new Set(),
    turned: 0,
    wasteTop: codes[28],
    waste: [codes[28]],
    run: 0,
    runs: [],
    status: 'playing',
    points: 0,
    betting: 0,
    parts: { runs: 0, peaks: 0, clear: 0, stock: 0 },
    bettingParts: { runs: 0, peaks: 0, clear: 0, stock: 0 },
  };
  let tops = 0;
  const settle = () => {
    if (m.removed.size === 28) m.status = 'won';
    else if (m.turned === 23 && modelLegal(codes, m, wrap).length === 0) m.status = 'lost';
    if (m.status !== 'playing' && m.run > 0) m.runs.push(m.run);
  };
  for (const token of moveTokens) {
    if (m.status !== 'playing') throw new Error(`model: ${token} after the game is over`);
    if (token === '|') {
      if (m.turned >= 23) throw new Error('model: stock empty');
      m.wasteTop = codes[29 + m.turned];
      m.waste.push(m.wasteTop);
      m.turned++;
      if (m.run > 0) m.runs.push(m.run);
      m.run = 0;
      m.bettingParts.stock -= 5;
    } else {
      const p = codes.indexOf(token);
      if (p < 0 || p >= 28 || m.removed.has(p) || !uncovered(p, m.removed) || !adjacentCodes(token, m.wasteTop, wrap)) {
        throw new Error(`model: illegal ${token}`);
      }
      m.removed.add(p);
      m.wasteTop = token;
      m.waste.push(token);
      m.run++;
      m.parts.runs += 10 * m.run;
      m.bettingParts.runs += m.run;
      if (p < 3) {
        m.parts.peaks += 250;
        m.bettingParts.peaks += tops < 2 ? 15 : 30;
        tops++;
      }
      if (m.removed.size === 28) {
        m.parts.clear += 500;
        m.parts.stock += 50 * (23 - m.turned);
      }
    }
    settle();
  }
  const sum = (p: ModelResult['parts']) => p.runs + p.peaks + p.clear + p.stock;
  m.points = sum(m.parts);
  m.betting = sum(m.bettingParts);
  return m;
}

// ----- building deals to order -----

/** Peak positions in an order that is always legal to uncover: bottom row first, up. */
export const BOTTOM_UP: readonly number[] = [
  18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 9, 10, 11, 12, 13, 14, 15, 16, 17, 3, 4, 5, 6, 7, 8, 0, 1, 2,
];

export interface Plan {
  /** Run lengths, in order. */
  runs: readonly number[];
  /** Stock turns before each run (the first is usually 0: it plays on the first waste card). */
  turnsBefore: readonly number[];
  /** Stock turns after the last run. */
  turnsAfter?: number;
  /** The order the peak cards are played in (default BOTTOM_UP); it must uncover them in time. */
  order?: readonly number[];
}

/**
 * A deal (and the move text that plays it) whose cards are played in the given runs,
 * peak cards taken bottom-up. Ranks never rely on King-Ace wrap, so the moves are
 * legal with wrap on and off. Deterministic.
 */
export function buildDeal(plan: Plan, seed = 1): { deal: string; moves: string } {
  const rng = prng(seed);
  const turnsAfter = plan.turnsAfter ?? 0;
  const totalTurns = plan.turnsBefore.reduce((a, b) => a + b, 0) + turnsAfter;
  const played = plan.runs.reduce((a, b) => a + b, 0);
  if (totalTurns > 23 || played > 28) throw new Error('plan does not fit');
  // Timeline of slots: each is 'free' or 'adj' (must be one rank from the slot before in play).
  type Slot = { where: number; adj: boolean }; // where: deal index
  const slots: Slot[] = [{ where: 28, adj: false }];
  const tokens: string[] = [];
  let peak = 0;
  let stock = 0;
  plan.runs.forEach((len, i) => {
    for (let t = 0; t < plan.turnsBefore[i]; t++) {
      slots.push({ where: 29 + stock++, adj: false });
      tokens.push('|');
    }
    for (let k = 0; k < len; k++) {
      slots.push({ where: (plan.order ?? BOTTOM_UP)[peak++], adj: true });
      tokens.push('?');
    }
  });
  for (let t = 0; t < turnsAfter; t++) {
    slots.push({ where: 29 + stock++, adj: false });
    tokens.push('|');
  }
  // Only the runs and the card each run starts on are constrained: fill those by
  // backtracking, and the other stock cards from what is left.
  const ranks = new Array<number>(slots.length).fill(0);
  const count = new Array<number>(14).fill(0);
  const order = shuffle(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  const chain = slots.map((s, i) => i).filter((i) => slots[i].adj || slots[i + 1]?.adj);
  const fill = (k: number): boolean => {
    if (k === chain.length) return true;
    const i = chain[k];
    const candidates = slots[i].adj ? order.filter((r) => Math.abs(r - ranks[i - 1]) === 1) : order;
    for (const r of candidates) {
      if (count[r] >= 4) continue;
      count[r]++;
      ranks[i] = r;
      if (fill(k + 1)) return true;
      count[r]--;
    }
    ranks[i] = 0;
    return false;
  };
  if (!fill(0)) throw new Error('no rank assignment');
  const byIndex = new Array<number>(52).fill(0);
  slots.forEach((s, i) => (byIndex[s.where] = ranks[i])); // 0: not yet chosen
  // The rest of the deal: the leftover ranks, shuffled.
  const rest: number[] = [];
  for (let r = 1; r <= 13; r++) for (let k = count[r]; k < 4; k++) rest.push(r);
  const restShuffled = shuffle(rng, rest);
  for (let i = 0; i < 52; i++) if (byIndex[i] === 0) byIndex[i] = restShuffled.pop()!;
  // Suits: each rank's four cards get C, D, H, S in deal order.
  const used = new Array<number>(14).fill(0);
  const codes = byIndex.map((r) => RANKS[r - 1] + SUITS[used[r]++]);
  const out = tokens.map((t, k) => (t === '|' ? '|' : codes[slots[k + 1].where]));
  return { deal: codes.join(' '), moves: out.join(' ') };
}

// ----- snapshots of a game, independent of Game.save() -----

export function snapshot(game: Game) {
  return {
    state: JSON.stringify(game.state),
    status: game.status,
    score: game.score,
    scoreParts: { ...game.scoreParts },
    run: game.run,
    stockCount: game.stockCount,
    wasteTop: game.wasteTop,
    waste: [...game.waste],
    moveText: game.moveText,
    peakCardsLeft: game.peakCardsLeft,
    faceUp: Array.from({ length: 28 }, (_, p) => game.isFaceUp(p)),
    removed: Array.from({ length: 28 }, (_, p) => game.isRemoved(p)),
    legal: game.legalMoves().map(moveToken),
    nextCardValue: game.nextCardValue,
  };
}

export function moveToken(m: Move): string {
  return m.kind === 'stock' ? '|' : cardCode(m.card);
}

export function tokenToMove(t: string): Move {
  return t === '|' ? { kind: 'stock' } : { kind: 'play', card: parseCard(t) };
}

/**
 * A deal text with the given codes at the given deal positions (0-51) and every
 * other place filled with the remaining cards in the order AC 2C … KS.
 */
export function dealWith(fixed: Record<number, string>): string {
  const used = new Set(Object.values(fixed));
  if (used.size !== Object.keys(fixed).length) throw new Error('dealWith: a card twice');
  const rest = ALL_CODES.filter((c) => !used.has(c));
  return Array.from({ length: 52 }, (_, i) => fixed[i] ?? rest.shift()!).join(' ');
}

/**
 * Our own exact solver, written independently of the engine's: depth-first over
 * (peak cards left, stock turned, waste rank), remembering for each (peak cards,
 * waste rank) the fewest stock turns from which it was fully explored and lost
 * (having more stock left is never worse). Slow but simple. `maxTurns`: the stock cards
 * it may turn.
 */
export function referenceSolve(dealText: string, wrap: boolean, maxTurns = 23): boolean {
  const codes = dealText.split(' ');
  const rank = codes.map(rankOfCode);
  const cover = COVERED_BY_TABLE.map((c) => c.reduce((m, p) => m | (1 << p), 0));
  const full = (1 << 28) - 1;
  const lost = new Map<number, number>();
  const fits = (a: number, b: number) => {
    const d = Math.abs(a - b);
    return d === 1 || (wrap && d === 12);
  };
  const dfs = (removed: number, turned: number, r: number): boolean => {
    if (removed === full) return true;
    const key = removed * 16 + r;
    const known = lost.get(key);
    if (known !== undefined && known <= turned) return false;
    for (let p = 0; p < 28; p++) {
      if (removed & (1 << p) || (removed & cover[p]) !== cover[p] || !fits(rank[p], r)) continue;
      if (dfs(removed | (1 << p), turned, rank[p])) return true;
    }
    if (turned < maxTurns && dfs(removed, turned + 1, rank[29 + turned])) return true;
    lost.set(key, turned);
    return false;
  };
  return dfs(0, 0, rank[28]);
}
