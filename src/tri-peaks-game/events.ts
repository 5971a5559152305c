/**
 * The events `<tri-peaks-game>` fires, and the one helper that dispatches them.
 *
 * Every event bubbles and crosses shadow roots (`composed`), and its detail is a plain
 * JSON-serializable object: a host can log it, post it to a worker or send it to a server.
 */
import { cardCode, type Game, type MoveResult, type DealMode, type Statistics } from '../engine/index.js';

/** Which deal: in `deal`, `win` and `lose`, so a host can file a result under its deal. */
export interface DealOriginDetail {
  /** The seed of this deal, to share it (`daily:2026-11-29`, `12345`, any text); '' for a deal given as text. */
  seed: string;
  /** `winnable`, `any`, or the tier `easy`, `medium` or `hard`. */
  mode: DealMode;
  /** `tri-peaks` or `golf`. */
  layout: 'tri-peaks' | 'golf';
  /** Jokers in the deck: 0, 1 or 2. */
  wild: number;
}

/** `deal`: a new game is on the board (a new deal, or the same deal played again). */
export interface DealDetail extends DealOriginDetail {
  wrap: boolean;
  scoring: 'points' | 'betting';
  faceUp: boolean;
  /** The deal in deal text: 52 card codes (and a joker's W1, W2). */
  cards: string;
}

/** `move`: a layout card was played or the stock was turned. */
export interface MoveDetail {
  kind: 'play' | 'stock';
  /** The card code played from the layout (`7H`, `W1`), or null for a stock turn. */
  card: string | null;
  /** The card now on top of the waste. */
  wasteTop: string;
  /** The run's length after the move (0 right after a stock turn). */
  run: number;
  score: number;
  /** Cards left in the stock. */
  stockLeft: number;
}

/** `run`: a run of at least one card has ended (by a stock turn or the end of the game). */
export interface RunDetail {
  length: number;
  points: number;
}

/** `score`: the score changed (a move or an undo). */
export interface ScoreDetail {
  score: number;
  delta: number;
}

/** `win`: the last layout card was played. */
export interface WinDetail extends DealOriginDetail {
  score: number;
  /** Golf's traditional score, lower is better (minus the stock cards left at a win); null in Tri Peaks. */
  strokes: number | null;
  stockLeft: number;
  /** Moves in the winning line (plays and stock turns, undone moves not counted). */
  moves: number;
  /** Whole seconds since the deal was on the board. */
  seconds: number;
  /** Moves taken back in this game (0 and 0 with `hints`: a clean win). */
  undos: number;
  /** Hints shown in this game (the same position's hint counts once). */
  hints: number;
}

/** `lose`: the stock is empty and nothing fits. */
export interface LoseDetail extends DealOriginDetail {
  score: number;
  /** Golf's traditional score: the layout cards left; null in Tri Peaks. */
  strokes: number | null;
  /** Layout cards still on the board. */
  cardsLeft: number;
  /** Moves taken back in this game. */
  undos: number;
  /** Hints shown in this game. */
  hints: number;
}

/** `ready`: the first board is on the page and takes input (once per element). */
export interface ReadyDetail {
  /** Whether it is a saved game put back (`save-key`) rather than a new deal. */
  restored: boolean;
}

/** `gameplaystart`: play begins (the first move of a game), or goes on (resume, a panel closed). */
export interface GameplayStartDetail {
  reason: 'first-move' | 'resume';
}

/** `gameplaystop`: play stops: the game is won or lost, paused, a panel opened, or another deal replaces it. */
export interface GameplayStopDetail {
  reason: 'win' | 'lose' | 'pause' | 'panel' | 'new-deal';
}

/** `storageerror`: the storage of `save-key` failed or did not answer in time; the game plays on and tries again. */
export interface StorageErrorDetail {
  /** The storage key: the `save-key` (the game in progress) or `<save-key>:stats`. */
  key: string;
  /** `access`: the storage cannot be reached at all (a private window, blocked cookies); `read` or `write`. */
  operation: 'access' | 'read' | 'write';
  /** What went wrong, as the storage said it (e.g. "QuotaExceededError: ..."), or that it did not answer in time. */
  error: string;
}

export interface TriPeaksEventDetails {
  deal: DealDetail;
  move: MoveDetail;
  run: RunDetail;
  score: ScoreDetail;
  win: WinDetail;
  lose: LoseDetail;
  ready: ReadyDetail;
  gameplaystart: GameplayStartDetail;
  gameplaystop: GameplayStopDetail;
  /** `stats`: the statistics changed (a game won or lost, a game left, an import or a reset). */
  stats: Statistics;
  storageerror: StorageErrorDetail;
}

export type TriPeaksEventName = keyof TriPeaksEventDetails;

/** Each event as the element fires it: a CustomEvent with its detail type. */
export type TriPeaksEventMap = { [K in TriPeaksEventName]: CustomEvent<TriPeaksEventDetails[K]> };

// So that a host's TypeScript knows each event's detail:
// `game.addEventListener('win', (e) => e.detail.score)` type-checks.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends TriPeaksEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends TriPeaksEventMap {}
}

/** Dispatches one of the element's events from `target`: bubbling, composed, plain detail. */
export function emit<K extends TriPeaksEventName>(target: EventTarget, name: K, detail: TriPeaksEventDetails[K]): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail: { ...detail }, bubbles: true, composed: true }));
}

/**
 * The events of one move, in their order: `move`, then `run` if a run ended, `score` if
 * the score changed, and `win` or `lose` if the game ended (`seconds` since the deal).
 */
export function emitMove(target: EventTarget, game: Game, result: MoveResult, origin: DealOriginDetail, seconds: number): void {
  const { move, endedRun, status } = result;
  const { score, strokes, undos, hints } = game;
  emit(target, 'move', {
    kind: move.kind,
    card: move.kind === 'play' ? cardCode(move.card) : null,
    wasteTop: cardCode(game.wasteTop),
    run: result.run,
    score,
    stockLeft: game.stockCount,
  });
  if (endedRun) emit(target, 'run', { length: endedRun.length, points: endedRun.points });
  if (result.delta !== 0) emit(target, 'score', { score, delta: result.delta });
  if (status === 'won')
    emit(target, 'win', { ...origin, score, strokes, stockLeft: game.stockCount, moves: game.history.length, seconds, undos, hints });
  if (status === 'lost') emit(target, 'lose', { ...origin, score, strokes, cardsLeft: game.peakCardsLeft, undos, hints });
}
