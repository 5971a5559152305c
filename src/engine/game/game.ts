/**
 * A game of Tri Peaks or Golf: a deal, its options (the layout among them), and the
 * moves played so far. The rules are written once over the layout's data (layout.ts):
 * which positions lie on which, and which score a peak bonus.
 *
 * Every position the game passes through is kept, so undo is exact and unlimited:
 * the score, the run, the face-down cards and the stock come back as they were.
 */
import { type Card, cardCode, cardsAdjacent, parseCard } from '../rules/cards.js';
import {
  type Deal,
  type Move,
  TURN_STOCK,
  checkWild,
  dealPlaces,
  formatDeal,
  formatMove,
  formatMoves,
  parseDeal,
  parseMoves,
} from '../rules/deal.js';
import { fnv1a } from '../rules/fnv.js';
import {
  type Layout,
  type LayoutName,
  allPositions,
  hasPosition,
  isFreeIn,
  layoutOf,
  positionCount,
  withPosition,
} from '../rules/layout.js';
import {
  type ScoreParts,
  type ScoringSystem,
  SCORING_SYSTEMS,
  ZERO_SCORE,
  afterPlay,
  afterStockTurn,
  afterWin,
  runCardValue,
  runValue,
} from '../rules/scoring.js';
import { type DealMode, type SeedText, type SolveAsync, DEAL_MODES, dealForSeed, dealForSeedAsync, randomSeed } from '../deals/seed.js';
import { type SolveResult, type SolverPosition, solve } from '../solving/solver.js';

export type GameStatus = 'playing' | 'won' | 'lost';

/**
 * Why a peak card cannot be played now, the first that holds: the game is over, the
 * card is gone, it is covered and face down, it is covered though face up (the faceUp
 * option), or it is not one rank from the waste top.
 */
export type PlayRefusal = 'game-over' | 'gone' | 'face-down' | 'covered' | 'no-fit';

export interface GameOptions {
  /** King and Ace are neighbours (default: on in Tri Peaks, off in Golf). */
  readonly wrap: boolean;
  /** `betting` is Tri Peaks only. */
  readonly scoring: ScoringSystem;
  /** All 28 peak cards dealt face up (only uncovered cards are playable); Golf is always face up. */
  readonly faceUp: boolean;
  /** Which layout: `tri-peaks` (default) or `golf`. */
  readonly layout: LayoutName;
  /** Jokers in the deal: 0 (default), 1 or 2. */
  readonly wild: number;
}

/** The defaults; `wrap` here is Tri Peaks' (a Golf game without `wrap` takes the layout's, off). */
export const DEFAULT_OPTIONS: GameOptions = Object.freeze({ wrap: true, scoring: 'points', faceUp: false, layout: 'tri-peaks', wild: 0 });

/** Where a seeded deal came from, so it can be shared and dealt again. */
export interface DealOrigin {
  readonly seed: SeedText;
  readonly mode: DealMode;
}

/** Everything about one moment of the game. */
export interface GameState {
  /** The layout positions played, as a position set (layout.ts: a bit mask for Tri Peaks). */
  readonly removed: number;
  readonly stockTurned: number;
  readonly wasteTop: Card;
  /** Cards in the current run. */
  readonly run: number;
  /** Lengths of the runs finished so far. */
  readonly runs: readonly number[];
  readonly topsPlayed: number;
  readonly score: ScoreParts;
  readonly status: GameStatus;
}

/** What one move did, for the element's animations, events and announcements. */
export interface MoveResult {
  readonly move: Move;
  /** The peak position played, or null for a stock turn. */
  readonly position: number | null;
  /** Peak positions this move uncovered (turned face up unless the game is all face up). */
  readonly uncovered: readonly number[];
  /** The run's length after the move (0 right after a stock turn). */
  readonly run: number;
  /** How much the score changed. */
  readonly delta: number;
  /** The run this move ended (by a stock turn or the end of the game), if it had cards. */
  readonly endedRun: { readonly length: number; readonly points: number } | null;
  readonly status: GameStatus;
}

export class IllegalMoveError extends Error {
  override name = 'IllegalMoveError';
}

export class Game {
  readonly deal: Deal;
  readonly options: GameOptions;
  readonly origin: DealOrigin | null;
  /** The layout the options name, as data. */
  readonly layout: Layout;
  readonly #places: ReturnType<typeof dealPlaces>;
  readonly #all: number;
  readonly #positionOf = new Map<Card, number>();
  readonly #states: GameState[];
  readonly #played: Move[] = [];
  #undoCount = 0;
  #hintCount = 0;

  constructor(deal: Deal | string, options: Partial<GameOptions> = {}, origin: DealOrigin | null = null) {
    // An option given as undefined takes its default, like an absent one.
    const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<GameOptions>;
    this.layout = layoutOf(given.layout); // which checks the layout's name
    this.options = Object.freeze(checkOptions({ ...DEFAULT_OPTIONS, wrap: this.layout.defaultWrap, ...given }, this.layout));
    const rules = { layout: this.options.layout, wild: this.options.wild };
    this.deal = parseDeal(typeof deal === 'string' ? deal : formatDeal(deal), rules);
    this.#places = dealPlaces(this.layout, this.options.wild);
    this.#all = allPositions(this.layout);
    this.origin = origin;
    for (let p = 0; p < this.layout.size; p++) this.#positionOf.set(this.deal[p], p);
    const first: GameState = {
      removed: 0,
      stockTurned: 0,
      wasteTop: this.deal[this.#places.firstWaste],
      run: 0,
      runs: [],
      topsPlayed: 0,
      score: ZERO_SCORE,
      status: 'playing',
    };
    this.#states = [Object.freeze({ ...first, status: this.#statusOf(first) })];
  }

  /**
   * A game from a seed (see seed.ts): `seed` absent means a fresh random seed.
   * Daily seeds are always winnable, whatever the mode.
   */
  static fromSeed(seed?: string | number | null, options: Partial<GameOptions> & { mode?: DealMode; now?: Date } = {}): Game {
    const { mode, now, ...gameOptions } = options;
    const seeded = dealForSeed(seed ?? randomSeed(), { mode, now, ...dealRulesOf(gameOptions) });
    return new Game(seeded.deal, gameOptions, { seed: seeded.seed, mode: seeded.mode });
  }

  /**
   * As `fromSeed`, but yields to the event loop while it looks for a winnable deal
   * (the solver runs in slices, or as `solveAsync` does it: in a Web Worker, say).
   */
  static async fromSeedAsync(
    seed?: string | number | null,
    options: Partial<GameOptions> & { mode?: DealMode; now?: Date } = {},
    solveAsync?: SolveAsync,
  ): Promise<Game> {
    const { mode, now, ...gameOptions } = options;
    const seeded = await dealForSeedAsync(seed ?? randomSeed(), { mode, now, ...dealRulesOf(gameOptions) }, solveAsync);
    return new Game(seeded.deal, gameOptions, { seed: seeded.seed, mode: seeded.mode });
  }

  // ----- the position -----

  get state(): GameState {
    return this.#states[this.#states.length - 1];
  }
  get status(): GameStatus {
    return this.state.status;
  }
  get score(): number {
    return this.state.score.total;
  }
  get scoreParts(): ScoreParts {
    return this.state.score;
  }
  /** Cards in the current run. */
  get run(): number {
    return this.state.run;
  }
  /** What the next card of the run would be worth. */
  get nextCardValue(): number {
    return runCardValue(this.options.scoring, this.state.run + 1);
  }
  get stockCount(): number {
    return this.#places.stockSize - this.state.stockTurned;
  }
  get wasteTop(): Card {
    return this.state.wasteTop;
  }
  /** The waste pile from the bottom (the deal's first waste card) to the top. */
  get waste(): Card[] {
    // Each stock turn puts the next stock card on it, in deal order.
    let turned = 0;
    const { firstWaste, stockStart } = this.#places;
    return [this.deal[firstWaste], ...this.#played.map((m) => (m.kind === 'play' ? m.card : this.deal[stockStart + turned++]))];
  }
  /** The moves played, in order. */
  get history(): readonly Move[] {
    return this.#played;
  }
  get moveText(): string {
    return formatMoves(this.#played);
  }
  get dealText(): string {
    return formatDeal(this.deal);
  }
  /** Layout cards still to play (peak cards in Tri Peaks). */
  get peakCardsLeft(): number {
    return this.layout.size - positionCount(this.state.removed);
  }
  /**
   * Golf's traditional score, lower is better: the layout cards left, or once cleared
   * minus the stock cards left. Null in Tri Peaks.
   */
  get strokes(): number | null {
    if (!this.layout.strokes) return null;
    return this.status === 'won' ? 0 - this.stockCount : this.peakCardsLeft;
  }
  get undos(): number {
    return this.#undoCount;
  }
  get hints(): number {
    return this.#hintCount;
  }

  cardAt(position: number): Card {
    return this.deal[position];
  }
  positionOfCard(card: Card): number | undefined {
    return this.#positionOf.get(card);
  }
  isRemoved(position: number): boolean {
    return hasPosition(this.state.removed, position);
  }
  /** Uncovered (free): every card lying on it is gone. Only uncovered cards can be played. */
  isUncovered(position: number): boolean {
    return !this.isRemoved(position) && isFreeIn(this.layout, position, this.state.removed);
  }
  /** Whether the player can see this layout card. */
  isFaceUp(position: number): boolean {
    return (
      !this.isRemoved(position) && (this.options.faceUp || this.layout.allFaceUp || isFreeIn(this.layout, position, this.state.removed))
    );
  }
  /**
   * Why this layout position (0-27 in Tri Peaks, 0-34 in Golf) cannot be played now, or
   * null when it can: the rule that `canPlay`, `legalMoves` and `play` all follow, and a
   * player can be told.
   */
  whyNotPlayable(position: number): PlayRefusal | null {
    if (!this.#isPosition(position)) throw new RangeError(`Position ${position} is not a layout position (0-${this.layout.size - 1})`);
    return this.#refusalIn(this.state, position);
  }
  /** Whether playing this peak position now is legal. */
  canPlay(position: number): boolean {
    return this.whyNotPlayable(position) === null;
  }
  canTurnStock(): boolean {
    return this.status === 'playing' && this.stockCount > 0;
  }
  /** The legal moves: the peak cards that fit, then the stock turn if any stock is left. */
  legalMoves(): Move[] {
    const moves: Move[] = [];
    for (let p = 0; p < this.layout.size; p++) if (this.canPlay(p)) moves.push({ kind: 'play', card: this.deal[p] });
    if (this.canTurnStock()) moves.push(TURN_STOCK);
    return moves;
  }

  // ----- moves -----

  /** Plays a peak card, given as a card, a card code or a peak position ({ position }). */
  play(card: Card | string | { position: number }): MoveResult {
    const position = typeof card === 'object' ? card.position : this.#positionOf.get(typeof card === 'string' ? parseCard(card) : card);
    if (position === undefined || !this.#isPosition(position)) {
      const what = typeof card === 'object' ? `Position ${card.position}` : typeof card === 'string' ? card : cardCode(card);
      throw new IllegalMoveError(`${what} is not a ${this.layout.name === 'golf' ? 'layout' : 'peak'} card of this deal`);
    }
    const refusal = this.whyNotPlayable(position);
    if (refusal) throw new IllegalMoveError(`${cardCode(this.deal[position])} cannot be played: ${this.#refusalText(refusal)}`);
    const before = this.state;
    const system = this.options.scoring;
    const run = before.run + 1;
    const removed = withPosition(before.removed, position);
    const top = this.layout.peakTops.includes(position);
    let score = afterPlay(system, before.score, run, top ? before.topsPlayed : null);
    const won = removed === this.#all;
    if (won) score = afterWin(system, score, this.#places.stockSize - before.stockTurned);
    const next: GameState = {
      ...before,
      removed,
      wasteTop: this.deal[position],
      run,
      topsPlayed: before.topsPlayed + (top ? 1 : 0),
      score,
    };
    const uncovered = this.layout.covers[position].filter((q) => isFreeIn(this.layout, q, removed));
    return this.#push({ kind: 'play', card: this.deal[position] }, next, position, uncovered);
  }

  turnStock(): MoveResult {
    const before = this.state;
    if (before.status !== 'playing') throw new IllegalMoveError(`The stock cannot be turned: the game is over (${before.status})`);
    if (this.stockCount === 0) throw new IllegalMoveError('The stock cannot be turned: it is empty');
    const next: GameState = {
      ...before,
      stockTurned: before.stockTurned + 1,
      wasteTop: this.deal[this.#places.stockStart + before.stockTurned],
      run: 0,
      runs: before.run > 0 ? [...before.runs, before.run] : before.runs,
      score: afterStockTurn(this.options.scoring, before.score),
    };
    return this.#push(TURN_STOCK, next, null, []);
  }

  apply(move: Move): MoveResult {
    return move.kind === 'stock' ? this.turnStock() : this.play(move.card);
  }

  /** Plays a move text; on an illegal move throws naming it, with the moves before it played. */
  applyMoves(text: string | readonly Move[]): MoveResult[] {
    const moves = typeof text === 'string' ? parseMoves(text) : text;
    return moves.map((move, i) => {
      try {
        return this.apply(move);
      } catch (e) {
        if (e instanceof IllegalMoveError) throw new IllegalMoveError(`Move ${i + 1} (${formatMove(move)}): ${e.message}`);
        throw e;
      }
    });
  }

  /** Takes back the last move; returns it, or null at the start. */
  undo(): Move | null {
    if (this.#played.length === 0) return null;
    this.#states.pop();
    this.#undoCount++;
    return this.#played.pop()!;
  }

  /** Counts a hint taken, so a portal can tell a clean win from an assisted one. */
  noteHint(): void {
    this.#hintCount++;
  }

  /** Starts over from the deal, keeping the deal and options. */
  restart(): void {
    this.#states.length = 1;
    this.#played.length = 0;
  }

  /** The current position as the solver takes it (`from`), and as positions are told apart. */
  get solverPosition(): SolverPosition {
    const { removed, stockTurned, wasteTop } = this.state;
    return { removed, stockTurned, wasteTop };
  }

  /** Asks the exact solver (which sees every card) about the current position. */
  solve(options: { maxNodes?: number } = {}): SolveResult {
    if (this.status === 'won') return { winnable: true, solution: [], nodes: 0 };
    return solve(this.deal, {
      wrap: this.options.wrap,
      layout: this.options.layout,
      from: this.solverPosition,
      maxNodes: options.maxNodes,
    });
  }

  // ----- saving -----

  /** A text that `Game.load` turns back into this very game. */
  save(): string {
    const body = saveBody(this);
    return JSON.stringify({ ...body, check: checksum(JSON.stringify(body)) });
  }

  static load(text: string): Game {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new Error('This is not a saved Tri Peaks game: it is not JSON');
    }
    if (!data || typeof data !== 'object' || data.format !== SAVE_FORMAT) throw new Error('This is not a saved Tri Peaks game');
    if (data.version !== SAVE_VERSION)
      throw new Error(`This saved game has version ${String(data.version)}; this release reads version ${SAVE_VERSION}`);
    const { check, ...body } = data;
    if (typeof check !== 'string' || check !== checksum(JSON.stringify(body))) {
      throw new Error('This saved game was changed after it was saved: its check does not match');
    }
    const origin = body.seed === null ? null : { seed: String(body.seed), mode: body.mode as DealMode };
    if (origin && !DEAL_MODES.includes(origin.mode)) throw new Error(`This saved game has an unknown deal mode "${String(body.mode)}"`);
    // The options are read from the body (the constructor takes only options' fields). Saves
    // from before layouts and jokers have neither: Tri Peaks, no jokers.
    const options = { ...body, layout: body.layout ?? 'tri-peaks', wild: body.wild ?? 0 } as Partial<GameOptions>;
    const game = new Game(String(body.deal), options, origin);
    game.applyMoves(String(body.moves));
    for (const name of ['undos', 'hints'] as const) {
      const count = body[name] ?? 0;
      if (!Number.isSafeInteger(count) || (count as number) < 0)
        throw new Error(`This saved game's ${name} must be a whole number ≥ 0, not ${JSON.stringify(count)}`);
    }
    game.#undoCount = (body.undos ?? 0) as number;
    game.#hintCount = (body.hints ?? 0) as number;
    return game;
  }

  // ----- internals -----

  /** The one place the rule of what may be played is written. */
  #refusalIn(s: GameState, position: number): PlayRefusal | null {
    if (s.status !== 'playing') return 'game-over';
    if (hasPosition(s.removed, position)) return 'gone';
    if (!isFreeIn(this.layout, position, s.removed)) return this.options.faceUp || this.layout.allFaceUp ? 'covered' : 'face-down';
    return cardsAdjacent(this.deal[position], s.wasteTop, this.options.wrap) ? null : 'no-fit';
  }

  /** What `play` says after "cannot be played:". Face down or not, a covered card is "still covered". */
  #refusalText(refusal: PlayRefusal): string {
    switch (refusal) {
      case 'game-over':
        return `the game is over (${this.status})`;
      case 'gone':
        return 'it is already on the waste';
      case 'face-down':
      case 'covered':
        return 'it is still covered';
      case 'no-fit':
        return `it is not one rank above or below ${cardCode(this.wasteTop)}${this.options.wrap ? '' : ' (no King-Ace wrap)'}`;
    }
  }

  /** The status of a new state `s`, still marked 'playing' while this decides. */
  #statusOf(s: GameState): GameStatus {
    if (s.removed === this.#all) return 'won';
    if (s.stockTurned < this.#places.stockSize) return 'playing';
    for (let p = 0; p < this.layout.size; p++) if (this.#refusalIn(s, p) === null) return 'playing';
    return 'lost';
  }

  #isPosition(position: number): boolean {
    return Number.isInteger(position) && position >= 0 && position < this.layout.size;
  }

  #push(move: Move, next: GameState, position: number | null, uncovered: number[]): MoveResult {
    const before = this.state;
    const status = this.#statusOf(next);
    // A stock turn ends the run before it; a play ends its run only when it ends the game.
    const ended = move.kind === 'stock' ? before.run : status !== 'playing' ? next.run : 0;
    // The end of the game ends the run too: it joins the finished runs.
    const final: GameState = Object.freeze({
      ...next,
      status,
      runs: status !== 'playing' && next.run > 0 ? [...next.runs, next.run] : next.runs,
    });
    this.#states.push(final);
    this.#played.push(move);
    return {
      move,
      position,
      uncovered,
      run: final.run,
      delta: final.score.total - before.score.total,
      status,
      endedRun: ended > 0 ? { length: ended, points: runValue(this.options.scoring, ended) } : null,
    };
  }
}

const SAVE_FORMAT = 'tri-peaks-save';
const SAVE_VERSION = 1;

/** The saved fields; `layout` and `wild` only when not Tri Peaks without jokers, so those saves read as they always have. */
function saveBody(game: Game) {
  const { layout, wild } = game.options;
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    deal: game.dealText,
    wrap: game.options.wrap,
    scoring: game.options.scoring,
    faceUp: game.options.faceUp,
    ...(layout !== DEFAULT_OPTIONS.layout ? { layout } : {}),
    ...(wild !== DEFAULT_OPTIONS.wild ? { wild } : {}),
    seed: game.origin?.seed ?? null,
    mode: game.origin?.mode ?? null,
    moves: game.moveText,
    undos: game.undos,
    hints: game.hints,
  };
}

/** FNV-1a over the text's UTF-16 units: catches edits, not a security measure. */
function checksum(text: string): string {
  return fnv1a(text).toString(16).padStart(8, '0');
}

/** The deal rules of some game options: the layout, its wrap unless told, the jokers. */
function dealRulesOf(o: Partial<GameOptions>): { layout: LayoutName; wrap: boolean; wild: number } {
  const layout = layoutOf(o.layout);
  return { layout: layout.name, wrap: o.wrap ?? layout.defaultWrap, wild: o.wild ?? 0 };
}

/** Checks the options other than the layout, whose name `layoutOf` has checked. */
function checkOptions(o: GameOptions, layout: Layout): GameOptions {
  for (const name of ['wrap', 'faceUp'] as const)
    if (typeof o[name] !== 'boolean') throw new Error(`${name} must be true or false, not ${JSON.stringify(o[name])}`);
  if (!SCORING_SYSTEMS.includes(o.scoring))
    throw new Error(`scoring must be one of ${SCORING_SYSTEMS.join(', ')}, not ${JSON.stringify(o.scoring)}`);
  if (o.scoring === 'betting' && !layout.betting) {
    throw new Error('scoring "betting" is for Tri Peaks only: Golf scores in points (and strokes)');
  }
  return { wrap: o.wrap, scoring: o.scoring, faceUp: o.faceUp, layout: o.layout, wild: checkWild(o.wild) };
}
