import { LitElement, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import {
  type Card, type DealVerdict, type GameState, type GameStatus, type Hint, type Move, type MoveResult,
  Game, PEAK_COUNT, ROW_OF, cardCode, cardLabel, cardName,
} from '../engine/index.js';
import { dealGame, elementConnected, hintFor, nextTask, solveOff, verdictFor } from './background.js';
import { cardBack, cardFace } from './card.js';
import { emit } from './events.js';
import { COLUMN_OF, type Direction, nearest, neighbour } from './geometry.js';
import {
  type DealModeOption, type ScoringOption,
  parseDealMode, parseScoring, parseSeed, parseWrap, wrapConverter,
} from './options.js';
import { styles } from './styles.js';
import { assistsText, ordinal } from './text.js';

/** The options that start a new game when they change. */
const GAME_OPTIONS = ['wrap', 'deal', 'seed', 'scoring', 'faceUp'] as const;

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down', Home: 'home', End: 'end',
};

/** Card flights and turns: purely visual, started after the DOM shows the new position. */
type PendingAnimation =
  | { kind: 'fly'; from: DOMRect; card: Card; turn: boolean }
  | { kind: 'flip'; position: number }
  | { kind: 'return'; from: DOMRect; position: number }
  | { kind: 'deal' }
  | { kind: 'shake'; target: 'stock' | number };

/**
 * A class attribute from class names and whether each applies. Lit's classMap would
 * also keep classes added from outside, which nothing here does; it costs ~200 bytes
 * of the bundle's 30 KB.
 */
const classes = (map: Record<string, unknown>): string => Object.keys(map).filter((name) => map[name]).join(' ');

const EASE = 'cubic-bezier(.2,.75,.25,1)';

/** The pace of a watched winning line: a person can follow each card. */
const REPLAY_MOVE_MS = 620;
/** A little longer before the first move, while the deal settles. */
const REPLAY_FIRST_MS = 900;

/** The loss panel's verdict: still being worked out, known, or (never expected) failed. */
type VerdictState =
  | { kind: 'checking' }
  | { kind: 'done'; verdict: DealVerdict; moves: readonly Move[] }
  | { kind: 'failed' };

/** A winning line being shown on its own board; the player's game is left as it was. */
interface Replay {
  readonly game: Game;
  readonly line: readonly Move[];
  next: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** What the live winnability check knows about a position: a winning line from it, or false. */
type Winnability = readonly Move[] | false;

function positionKey(s: GameState): string {
  return `${s.removed}:${s.stockTurned}:${s.wasteTop}`;
}

function sameMove(a: Move, b: Move): boolean {
  return a.kind === b.kind && (a.kind === 'stock' || a.card === (b as { card: Card }).card);
}


/**
 * Tri Peaks solitaire: clear the three peaks by playing cards one rank above or below
 * the waste card. Rules, deals, scores and hints come from the engine
 * (`tri-peaks-game/engine`); this element only renders them and reports what happens.
 *
 * Keyboard (while focus is inside the game): Tab reaches the peaks as one stop; arrow
 * keys, Home and End move between cards; Enter or Space plays the focused card;
 * S (or D) turns the stock; U or Ctrl+Z undoes; H shows a hint; N deals a new game.
 *
 * Events fire in this order for one move: `move`, then `run` (if a run ended), then
 * `score` (if the score changed), then `win` or `lose` (if the game ended). An undo fires
 * `score` when it changes the score. A new deal, and "play again", fire `deal`.
 *
 * When a game is lost, the panel tells the truth about the deal: the exact solver
 * (which sees every card) works out, without blocking the page, whether the deal could
 * have been won and until which of the player's moves it still could, and offers to
 * play a winning line from the start ("Watch a winning line", about 0.6 s a move, at
 * once under `prefers-reduced-motion`; Escape or Stop ends it). The line plays on a
 * board of its own: it fires no `move`, `run`, `score`, `win` or `lose`, and `game`,
 * `status` and `score` keep describing the player's game while it plays.
 *
 * Nothing the element does blocks the page: the solver and the hint (for deals, hints,
 * the verdict and `show-winnable`) run in a Web Worker where the page allows one (the
 * single-file bundle is its own worker script), else in slices of a few milliseconds.
 *
 * @summary Tri Peaks solitaire, playable by mouse, touch and keyboard.
 * @tag tri-peaks-game
 *
 * @attr {"on"|"off"} wrap - King and Ace are neighbours. `on` (default, also absent, `""`, `true`) or `off` (`false`).
 * @attr {"winnable"|"any"} deal - `winnable` (default): only deals a solver proves winnable; `any`: as a real shuffle falls.
 * @attr {string} seed - An integer 0-4294967295, any text, `daily` or `daily:YYYY-MM-DD`; absent for a random seed.
 * @attr {"points"|"betting"} scoring - `points` (default) or `betting` (dollars).
 * @attr {boolean} face-up - Deal all 28 peak cards face up.
 * @attr {boolean} show-winnable - Off by default. After every move, show whether the position can still be won. This reveals something about the hidden cards (the solver sees the face-down cards and the stock's order), so it is an assist a host opts into, like a practice mode.
 *
 * @fires {CustomEvent<DealDetail>} deal - A new game is on the board: `{ seed, mode, wrap, scoring, faceUp, cards }`.
 * @fires {CustomEvent<MoveDetail>} move - A card was played or the stock turned: `{ kind, card, wasteTop, run, score, stockLeft }` (`card` is null for a stock turn).
 * @fires {CustomEvent<RunDetail>} run - A run of at least one card ended: `{ length, points }`.
 * @fires {CustomEvent<ScoreDetail>} score - The score changed: `{ score, delta }`.
 * @fires {CustomEvent<WinDetail>} win - The peaks are clear: `{ seed, mode, score, stockLeft, moves, seconds, undos, hints }`.
 * @fires {CustomEvent<LoseDetail>} lose - The stock is empty and nothing fits: `{ seed, mode, score, cardsLeft, undos, hints }`.
 *
 * @cssprop [--tp-felt=#17693d] - The table's felt colour.
 * @cssprop [--tp-felt-text=#f3f7ef] - Text on the felt.
 * @cssprop [--tp-card-face=#fffdf7] - Card faces.
 * @cssprop [--tp-card-back=#1f3f8a] - The colour of card backs (patterned on top).
 * @cssprop [--tp-red=#c8102e] - Hearts and diamonds.
 * @cssprop [--tp-black=#1a1a22] - Clubs and spades.
 * @cssprop [--tp-font=system-ui, sans-serif] - The font of the controls and the cards.
 * @cssprop [--tp-radius] - Card corner radius (default: 8% of a card's width).
 * @cssprop [--tp-gap] - Space between the cards of a row (default: scales with the width, 2-9px).
 * @cssprop [--tp-accent=#ffd54a] - Hints, focus rings and highlights.
 * @cssprop [--tp-control-bg=rgb(255 255 255 / 0.14)] - Buttons on the felt.
 * @cssprop [--tp-max-board=920px] - The widest the card layout grows.
 *
 * @csspart table - The whole felt.
 * @csspart board - The area holding the peaks, the stock and the waste.
 * @csspart card - Every peak card (also `face-up` or `face-down`).
 * @csspart stock - The stock button.
 * @csspart waste - The waste pile.
 * @csspart score - The bar with the score, the run and the seed.
 * @csspart message - The line showing hints and notes.
 * @csspart controls - The bar with Undo, Hint, New game and Settings.
 * @csspart button - Each control button.
 * @csspart settings - The settings panel.
 * @csspart panel - The end-of-game panel.
 * @csspart assists - The panel's line counting the undos and hints used.
 * @csspart verdict - The loss panel's verdict on the deal (could it have been won, until which move).
 * @csspart winnable - The `show-winnable` badge (also `winnable-yes`, `winnable-no` or `winnable-checking`).
 * @csspart replay - The bar shown while a winning line plays, with its Stop button.
 */
export class TriPeaksGame extends LitElement {
  static override styles = styles;

  /**
   * Lit's reactive properties: the attributes, then internal state. No decorators (~400
   * bytes less bundle); each entry is written out because the manifest analyzer
   * (`npm run analyze`) reads only literal options, and `attribute: false` keeps state out
   * of the manifest's attributes.
   */
  static override properties = {
    wrap: { converter: wrapConverter },
    deal: {},
    seed: {},
    scoring: {},
    faceUp: { type: Boolean, attribute: 'face-up' },
    showWinnable: { type: Boolean, attribute: 'show-winnable' },
    _game: { state: true, attribute: false },
    _dealing: { state: true, attribute: false },
    _hint: { state: true, attribute: false },
    _message: { state: true, attribute: false },
    _announcement: { state: true, attribute: false },
    _focusPos: { state: true, attribute: false },
    _rejected: { state: true, attribute: false },
    _version: { state: true, attribute: false },
    _verdict: { state: true, attribute: false },
    _replay: { state: true, attribute: false },
    _winnable: { state: true, attribute: false },
    _winnableChecking: { state: true, attribute: false },
    _thinking: { state: true, attribute: false },
  };

  /** King and Ace are neighbours. The attribute takes `on`/`off` (absent means on). */
  wrap = true;

  /** `winnable` (only solvable deals) or `any`. */
  deal: DealModeOption = 'winnable';

  /** The seed to deal; null (no attribute) deals a random seed. */
  seed: string | null = null;

  /** `points` or `betting`. */
  scoring: ScoringOption = 'points';

  /** Deal all 28 peak cards face up. */
  faceUp = false;

  /**
   * Show after every move whether the position can still be won. Off by default: it
   * reveals something about the hidden cards (the solver sees them all).
   */
  showWinnable = false;

  private _game: Game | null = null;
  private _dealing = false;
  private _hint: Hint | null = null;
  private _message = '';
  private _announcement = '';
  private _focusPos = PEAK_COUNT - 10;
  private _rejected: 'stock' | number | null = null;

  /** Every game change bumps this so Lit re-renders (the Game is mutated in place). */
  private _version = 0;

  /** The loss panel's verdict on the deal; null while the game is not lost. */
  private _verdict: VerdictState | null = null;
  /** A winning line playing on its own board (see Replay); null when none is. */
  private _replay: Replay | null = null;
  /** `show-winnable`: the answer for the position on the board; null while not known yet. */
  private _winnable: boolean | null = null;
  private _winnableChecking = false;
  /** A hint being worked out (the message says so if it takes a moment). */
  private _thinking = false;

  /**
   * Bumped whenever the position on the board changes (a move, an undo, a deal):
   * background work (a hint, a verdict, a winnability check) for an older one is dropped.
   */
  private _position = 0;
  /** The position key of the last position seen, so the next move can reuse what is known. */
  private _lastKey = '';
  /** show-winnable: what is known about this deal's positions (a line from each, or false). */
  private _known = new Map<string, Winnability>();
  private _hintPending: Promise<Hint | null> | null = null;
  private _thinkingTimer: ReturnType<typeof setTimeout> | undefined;
  /** A control to focus after the next render (the panel changes under the focus). */
  private _focusAfter: string | null = null;

  private _dealToken = 0;
  private _dealPromise: Promise<void> = Promise.resolve();
  private _startedAt = 0;
  private _pending: PendingAnimation[] = [];
  private _restoreFocus = false;
  private _rejectTimer: ReturnType<typeof setTimeout> | undefined;
  private _announceToggle = false;

  constructor() {
    super();
    this.addEventListener('keydown', this._onKeyDown);
  }

  // ----- the host's API -----

  /** The score so far (points, or dollars with `scoring="betting"`). */
  get score(): number {
    return this._game?.score ?? 0;
  }
  /** `playing`, `won` or `lost`; `dealing` before the first deal is ready. */
  get status(): GameStatus | 'dealing' {
    return this._game?.status ?? 'dealing';
  }
  /** Cards in the current run. */
  get run(): number {
    return this._game?.run ?? 0;
  }
  /** Cards left in the stock. */
  get stockCount(): number {
    return this._game?.stockCount ?? 0;
  }
  /** This deal as deal text (52 card codes), or `''` before the first deal. */
  get cards(): string {
    return this._game?.dealText ?? '';
  }
  /** Resolves when the latest deal asked for is on the board. */
  get dealComplete(): Promise<void> {
    // Before the first update no deal has been asked for yet: wait for it.
    return this.hasUpdated ? this._dealPromise : this.updateComplete.then(() => this._dealPromise);
  }
  /** The player's game, from the engine (read it; play through the element's methods). */
  get game(): Game | null {
    return this._game;
  }
  /** Whether a winning line is playing (or has played) on the board after a loss. */
  get watching(): boolean {
    return this._replay !== null;
  }

  /** Deals a new game: a random seed, or the one given. Resolves when it is on the board. */
  newGame(seed?: string | number): Promise<void> {
    const chosen = seed === undefined ? null : parseSeed(seed);
    return this._requestDeal(chosen);
  }

  /** Takes back the last move. Returns false when there is nothing to undo. */
  undo(): boolean {
    const game = this._game;
    if (!game || this._dealing || game.history.length === 0) return false;
    this._stopReplay(false);
    this._restoreFocus = this._hasFocus();
    const before = game.score;
    const wasteRect = this._wasteTopRect();
    const move = game.undo()!;
    this._hint = null;
    this._message = '';
    if (move.kind === 'play') {
      const position = game.positionOfCard(move.card)!;
      if (wasteRect) this._pending.push({ kind: 'return', from: wasteRect, position });
      this._announce(`Took back ${cardName(move.card)}. Waste: ${cardName(game.wasteTop)}. Score ${this._formatScore(game.score)}.`);
    } else {
      this._announce(`Stock card put back: ${game.stockCount} in the stock. Waste: ${cardName(game.wasteTop)}.`);
    }
    this._changed();
    this._positionChanged(null);
    if (game.score !== before) emit(this, 'score', { score: game.score, delta: game.score - before });
    return true;
  }

  /**
   * Works out the engine's hint (in slices: the page never waits), then shows it
   * (highlighted and announced) and resolves to it. Resolves to null before a deal,
   * while a winning line plays, or when the position changed before the hint was ready.
   * Asking again for the same position gives the same hint and counts it once.
   */
  hint(): Promise<Hint | null> {
    const game = this._game;
    if (!game || this._dealing || this._replay) return Promise.resolve(null);
    if (this._hint) return Promise.resolve(this._hint);
    if (this._hintPending) return this._hintPending;
    const position = this._position;
    clearTimeout(this._thinkingTimer);
    this._thinkingTimer = setTimeout(() => (this._thinking = true), 180);
    let pending!: Promise<Hint | null>;
    pending = (async () => {
      let h: Hint;
      try {
        // In a task of its own: the key press or click that asked is done first.
        await nextTask();
        h = await hintFor(game);
      } finally {
        if (this._hintPending === pending) {
          this._hintPending = null;
          clearTimeout(this._thinkingTimer);
          this._thinking = false;
        }
      }
      if (position !== this._position || game !== this._game) return null;
      if (h.move) game.noteHint();
      this._hint = h;
      this._message = h.reason;
      this._announce(`Hint: ${h.reason}`);
      this._changed();
      await this.updateComplete;
      return h;
    })();
    this._hintPending = pending;
    return pending;
  }

  /** Turns the top stock card onto the waste. Returns false when it cannot (empty, game over). */
  turnStock(): boolean {
    const game = this._game;
    if (!game || this._dealing || this._replay) return false;
    if (!game.canTurnStock()) {
      if (game.status === 'playing') this._reject('stock', 'The stock is empty.');
      return false;
    }
    const stock = this.renderRoot.querySelector<HTMLElement>('.stock');
    const from = stock?.getBoundingClientRect();
    const result = game.turnStock();
    if (from) this._pending.push({ kind: 'fly', from, card: game.wasteTop, turn: true });
    this._afterMove(result);
    return true;
  }

  // ----- options and dealing -----

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('wrap') && typeof this.wrap !== 'boolean') this.wrap = parseWrap(this.wrap);
    if (changed.has('deal')) this.deal = parseDealMode(this.deal);
    if (changed.has('scoring')) this.scoring = parseScoring(this.scoring);
    if (changed.has('faceUp')) this.faceUp = Boolean(this.faceUp);
    if (changed.has('showWinnable')) {
      this.showWinnable = Boolean(this.showWinnable);
      this._checkWinnable();
    }
    if (changed.has('seed') && this.seed !== null) this.seed = parseSeed(this.seed);
    if (!this.hasUpdated || GAME_OPTIONS.some((k) => changed.has(k))) void this._requestDeal(this.seed);
  }

  /** Deals with `Game.fromSeedAsync` (it yields while it searches); a newer request wins. */
  private _requestDeal(seed: string | null): Promise<void> {
    const token = ++this._dealToken;
    this._dealing = true;
    // A winning line on the board holds still while the next deal is found.
    if (this._replay) clearTimeout(this._replay.timer);
    const options = { mode: this.deal, wrap: this.wrap, scoring: this.scoring, faceUp: this.faceUp };
    const dealt = (async () => {
      // Start searching in a task of its own: the click (or first render) that asked paints first.
      await nextTask();
      if (token !== this._dealToken) return this._dealPromise;
      let game: Game;
      try {
        game = await dealGame(seed, options);
      } catch (e) {
        console.warn(`<tri-peaks-game>: could not deal seed ${JSON.stringify(seed)} (${(e as Error).message}); using a random seed.`);
        game = await dealGame(null, options);
      }
      if (token !== this._dealToken) return this._dealPromise;
      this._show(game);
      await this.updateComplete;
    })();
    this._dealPromise = dealt;
    return dealt;
  }

  /** Puts a game on the board and announces it. */
  private _show(game: Game): void {
    this._restoreFocus = this._hasFocus();
    if (this._replay) clearTimeout(this._replay.timer);
    this._replay = null;
    this._game = game;
    this._dealing = false;
    this._hint = null;
    this._message = '';
    this._rejected = null;
    this._known = new Map();
    this._winnable = null;
    this._startedAt = performance.now();
    this._pending = [{ kind: 'deal' }];
    if (!this._isPresent(this._focusPos)) this._focusPos = PEAK_COUNT - 10;
    const origin = this._origin(game);
    this._announce(`New deal${origin.seed ? `, seed ${origin.seed}` : ''}. Waste: ${cardName(game.wasteTop)}. ${game.stockCount} cards in the stock.`);
    this._changed();
    this._positionChanged(null);
    emit(this, 'deal', {
      ...origin, wrap: game.options.wrap, scoring: game.options.scoring, faceUp: game.options.faceUp, cards: game.dealText,
    });
  }

  /** The deal's seed and mode, as the `deal`, `win` and `lose` events give them ('' for a deal given as text). */
  private _origin(game: Game): { seed: string; mode: DealModeOption } {
    return { seed: game.origin?.seed ?? '', mode: game.origin?.mode ?? this.deal };
  }

  private _playAgain = (): void => {
    const game = this._game;
    if (!game) return;
    ++this._dealToken; // a pending deal would replace this one
    this._show(new Game(game.deal, game.options, game.origin));
  };

  private _newDeal = (): void => {
    void this.newGame();
  };

  // ----- background work: the verdict on a lost deal, show-winnable -----

  /** After the board's position changed: drop older background work, start what this one needs. */
  private _positionChanged(move: Move | null): void {
    this._position++;
    this._hintPending = null;
    clearTimeout(this._thinkingTimer);
    this._thinking = false;
    const game = this._game;
    if (!game) return;
    const key = positionKey(game.state);
    if (move) {
      // Winnability only goes from true to false along a game, and a move along a known
      // winning line keeps the rest of that line: often nothing needs solving.
      const before = this._known.get(this._lastKey);
      if (before === false) this._known.set(key, false);
      else if (before && before.length > 0 && sameMove(before[0], move)) this._known.set(key, before.slice(1));
    }
    this._lastKey = key;
    this._verdict = null;
    if (game.status === 'lost') this._startVerdict(game);
    this._checkWinnable();
  }

  /** The loss panel's verdict: `dealVerdictAsync` on a copy of the game, dropped if the board moves on. */
  private _startVerdict(game: Game): void {
    const position = this._position;
    const moves = [...game.history];
    const current = () => position === this._position && game === this._game;
    this._verdict = { kind: 'checking' };
    void (async () => {
      // After this task: the losing move renders first.
      await nextTask();
      if (!current()) return;
      try {
        const copy = new Game(game.deal, game.options);
        copy.applyMoves(moves);
        const verdict = await verdictFor(copy);
        if (!current()) return;
        this._verdict = { kind: 'done', verdict, moves };
        const { headline, detail } = this._verdictText(verdict, moves);
        this._announce(`${headline} ${detail}`);
      } catch (e) {
        console.warn(`<tri-peaks-game>: could not check the deal (${(e as Error).message}).`);
        if (current()) this._verdict = { kind: 'failed' };
      }
    })();
  }

  private _verdictText(verdict: DealVerdict, moves: readonly Move[]): { headline: string; detail: string } {
    if (!verdict.winnableFromStart) {
      return { headline: 'This deal could not be won:', detail: 'no line clears the peaks.' };
    }
    const n = verdict.winnableUntilMove ?? 0;
    const move = moves[n];
    const what = !move ? '' : move.kind === 'stock' ? 'turning the stock' : `playing the ${cardName(move.card)}`;
    if (n === 0) return { headline: 'This deal could be won.', detail: `It was lost from your first move${what ? `, ${what}` : ''}.` };
    return {
      headline: 'This deal could be won.',
      detail: `Still winnable until your ${ordinal(n)} move.${what ? ` Your ${ordinal(n + 1)}, ${what}, lost it.` : ''}`,
    };
  }

  /** show-winnable: is the board's position still winnable? Known at once, or solved in slices. */
  private _checkWinnable(): void {
    const game = this._game;
    if (!this.showWinnable || !game || game.status !== 'playing') {
      this._winnableChecking = false;
      return;
    }
    const key = positionKey(game.state);
    const known = this._known.get(key);
    if (known !== undefined) {
      this._winnable = known !== false;
      this._winnableChecking = false;
      return;
    }
    this._winnableChecking = true;
    const position = this._position;
    const current = () => position === this._position && game === this._game && this.showWinnable;
    const s = game.state;
    const from = { removed: s.removed, stockTurned: s.stockTurned, wasteTop: s.wasteTop };
    // An answer that comes after the player moved on is still kept, in _known.
    void solveOff(game.deal, { wrap: game.options.wrap, from }).then((result) => {
      if (game !== this._game) return;
      this._known.set(key, result.winnable ? (result.solution ?? []) : false);
      if (!current()) return;
      this._winnable = result.winnable === true;
      this._winnableChecking = false;
    });
  }

  // ----- watching a winning line -----

  private _watch = (): void => {
    const game = this._game;
    const v = this._verdict;
    if (!game || v?.kind !== 'done' || !v.verdict.solution || this._replay) return;
    const replay: Replay = { game: new Game(game.deal, game.options, game.origin), line: v.verdict.solution, next: 0, timer: undefined };
    const n = replay.line.length;
    this._replay = replay;
    this._hint = null;
    this._message = '';
    this._rejected = null;
    this._focusAfter = this._hasFocus() ? '.replay button' : null;
    if (this._motionAllowed()) {
      this._pending = [{ kind: 'deal' }];
      this._announce(`Watching a winning line: ${n} moves from the deal. Press Escape to stop.`);
      replay.timer = setTimeout(() => this._replayStep(replay), REPLAY_FIRST_MS);
    } else {
      // Reduced motion: the whole line at once.
      replay.game.applyMoves(replay.line);
      replay.next = n;
      this._announce(this._replayDoneText(replay));
      if (this._focusAfter) this._focusAfter = '.panel .primary';
    }
    this._changed();
  };

  /** One move of the winning line, with the usual flight and turn-over. */
  private _replayStep(replay: Replay): void {
    if (this._replay !== replay || replay.next >= replay.line.length) return;
    const move = replay.line[replay.next++];
    const g = replay.game;
    if (move.kind === 'stock') {
      const from = this.renderRoot.querySelector('.stock')?.getBoundingClientRect();
      g.turnStock();
      if (from) this._pending.push({ kind: 'fly', from, card: g.wasteTop, turn: true });
    } else {
      const position = g.positionOfCard(move.card)!;
      const from = this.renderRoot.querySelector(`.peaks [data-pos="${position}"]`)?.getBoundingClientRect();
      const result = g.play(move.card);
      if (from) this._pending.push({ kind: 'fly', from, card: g.wasteTop, turn: false });
      if (!g.options.faceUp) for (const p of result.uncovered) this._pending.push({ kind: 'flip', position: p });
    }
    if (replay.next < replay.line.length) {
      replay.timer = setTimeout(() => this._replayStep(replay), move.kind === 'stock' ? REPLAY_MOVE_MS - 120 : REPLAY_MOVE_MS);
    } else {
      replay.timer = undefined;
      this._announce(this._replayDoneText(replay));
      if (this._hasFocus()) this._focusAfter = '.panel .primary';
    }
    this._changed();
  }

  private _replayDoneText(replay: Replay): string {
    const turns = replay.line.filter((m) => m.kind === 'stock').length;
    return `The peaks are clear: a winning line of ${replay.line.length} moves, ${turns} of them stock turns.`;
  }

  /** Ends a winning line and puts the player's game back on the board. */
  private _stopReplay(focus: boolean): void {
    const replay = this._replay;
    if (!replay) return;
    clearTimeout(replay.timer);
    this._replay = null;
    this._pending = [];
    if (focus && this._hasFocus()) this._focusAfter = '.panel .watch';
    this._changed();
  }

  private _onStopWatching = (): void => {
    this._stopReplay(true);
    this._announce('Stopped watching. Back to your game.');
  };

  // ----- moves -----

  private _playPosition(position: number, button: HTMLElement): void {
    const game = this._game;
    if (!game || this._dealing || this._replay || game.status !== 'playing' || game.isRemoved(position)) return;
    this._focusPos = position;
    if (!game.canPlay(position)) {
      const card = game.cardAt(position);
      const why = !game.isFaceUp(position)
        ? 'That card is face down.'
        : !game.isUncovered(position)
          ? `${cardLabel(card)} is still covered.`
          : `${cardLabel(card)} does not fit ${cardLabel(game.wasteTop)}.`;
      this._reject(position, why);
      return;
    }
    const hadFocus = this.renderRoot instanceof ShadowRoot && this.renderRoot.activeElement === button;
    const from = button.getBoundingClientRect();
    const result = game.play({ position });
    this._pending.push({ kind: 'fly', from, card: game.wasteTop, turn: false });
    if (!game.options.faceUp) for (const p of result.uncovered) this._pending.push({ kind: 'flip', position: p });
    if (hadFocus) {
      const present = this._presentPositions();
      this._focusPos = nearest(position, present, (p) => game.isFaceUp(p)) ?? this._focusPos;
      this._restoreFocus = true;
    }
    this._afterMove(result);
  }

  /** After a move: announce it, re-render, fire the events. */
  private _afterMove(result: MoveResult): void {
    const game = this._game!;
    this._hint = null;
    this._message = '';
    this._rejected = null;
    const parts: string[] = [];
    if (result.move.kind === 'play') {
      parts.push(`${cardName(result.move.card)} played.`);
      if (result.uncovered.length && !game.options.faceUp) {
        parts.push(`Turned over: ${result.uncovered.map((p) => cardName(game.cardAt(p))).join(', ')}.`);
      }
      if (result.status === 'playing') parts.push(`Run ${result.run}, next card ${this._formatValue(game.nextCardValue)}.`);
    } else {
      parts.push(`Stock turned: ${cardName(game.wasteTop)}. ${game.stockCount} left in the stock.`);
      if (result.endedRun) parts.push(`Run of ${result.endedRun.length} ended, worth ${this._formatValue(result.endedRun.points)}.`);
    }
    parts.push(`Score ${this._formatScore(game.score)}.`);
    if (result.status === 'won') parts.push(`You cleared the peaks! Final score ${this._formatScore(game.score)}.`);
    if (result.status === 'lost') parts.push(`No more moves: the game is over with ${game.peakCardsLeft} cards left on the peaks.`);
    if (result.status !== 'playing') {
      parts.push(`${this._assists(game)}.`);
      this._restoreFocus = this._restoreFocus || this._hasFocus();
    }
    this._announce(parts.join(' '));
    this._changed();
    this._positionChanged(result.move);

    const move = result.move;
    emit(this, 'move', {
      kind: move.kind, card: move.kind === 'play' ? cardCode(move.card) : null, wasteTop: cardCode(game.wasteTop),
      run: result.run, score: game.score, stockLeft: game.stockCount,
    });
    if (result.endedRun) emit(this, 'run', { length: result.endedRun.length, points: result.endedRun.points });
    if (result.delta !== 0) emit(this, 'score', { score: game.score, delta: result.delta });
    if (result.status === 'won') {
      emit(this, 'win', {
        ...this._origin(game), score: game.score, stockLeft: game.stockCount, moves: game.history.length,
        seconds: Math.round((performance.now() - this._startedAt) / 1000), undos: game.undos, hints: game.hints,
      });
    } else if (result.status === 'lost') {
      emit(this, 'lose', { ...this._origin(game), score: game.score, cardsLeft: game.peakCardsLeft, undos: game.undos, hints: game.hints });
    }
  }

  /** A card (or the stock) that cannot be played: a short shake, a note, nothing else. */
  private _reject(target: 'stock' | number, why: string): void {
    this._rejected = target;
    this._message = why;
    this._announce(why);
    this._pending.push({ kind: 'shake', target });
    clearTimeout(this._rejectTimer);
    this._rejectTimer = setTimeout(() => (this._rejected = null), 700);
    this._changed();
  }

  // ----- input -----

  private _onCardClick(e: Event): void {
    const button = e.currentTarget as HTMLElement;
    this._playPosition(Number(button.dataset.pos), button);
  }

  private _onStockClick(): void {
    this.turnStock();
  }

  private _onKeyDown = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || e.isComposing) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    const key = e.key;
    if (this._replay && !this._dealing && (key === 'Escape' || key === 'Esc')) {
      // Stop watching a winning line (once it has played, Escape leaves it on the board).
      if (this._replay.next >= this._replay.line.length) return;
      e.preventDefault();
      this._onStopWatching();
      return;
    }
    if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && key.toLowerCase() === 'z') {
      e.preventDefault();
      if (!this._replay) this.undo();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const pos = target?.dataset?.pos;
    if (pos !== undefined && key in ARROWS) {
      e.preventDefault();
      const next = neighbour(Number(pos), ARROWS[key], this._presentPositions());
      if (next !== null) this._focusPeak(next);
      return;
    }
    if (target instanceof HTMLInputElement && target.type === 'text') return;
    // While a winning line is on the board, only N (a new game) works.
    if (this._replay && key.toLowerCase() !== 'n') return;
    switch (key.toLowerCase()) {
      case 's':
      case 'd':
        this.turnStock();
        break;
      case 'u':
        this.undo();
        break;
      case 'h':
        void this.hint();
        break;
      case 'n':
        void this.newGame();
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  private _onWrapChange(e: Event): void {
    this.wrap = (e.target as HTMLInputElement).checked;
  }

  private _onDealChange(e: Event): void {
    this.deal = (e.target as HTMLInputElement).value as DealModeOption;
  }

  // ----- rendering -----

  protected override render(): TemplateResult {
    // The board shows the player's game, or a winning line being watched.
    const game = this._board;
    const replay = this._replay;
    const playing = !!replay && replay.next < replay.line.length;
    const ended = !!game && !playing && game.status !== 'playing';
    // .root: the host page's inherited styles stop there (see styles.ts).
    return html`<div class="root"><div class=${classes({ table: true, dealing: this._dealing, ended, won: ended && game?.status === 'won', watching: !!replay })} part="table">
      ${this._renderStats(game)}
      <div class="layout">
        <div class="stage" part="board" aria-busy=${this._dealing ? 'true' : 'false'}>
          ${game ? [this._renderPeaks(game), this._renderPiles(game)] : html`<p class="shuffling">Shuffling&hellip;</p>`}
        </div>
        ${ended ? (replay ? this._renderReplayPanel(replay) : this._renderPanel(game!)) : nothing}
      </div>
      ${playing
        ? html`<div class="replay" part="replay">
            <span class="replay-text">Winning line <span class="replay-count">move ${replay!.next} of ${replay!.line.length}</span></span>
            <button type="button" part="button stop-watching" aria-keyshortcuts="Escape" @click=${this._onStopWatching}>
              <svg viewBox="0 0 24 24" aria-hidden="true"><rect x="6" y="6" width="12" height="12" rx="1.5"/></svg>Stop
            </button>
          </div>`
        : html`<p class="message" part="message">${this._thinking ? 'Thinking\u2026' : this._message}</p>`}
      ${this._renderControls(game)}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this._announcement}</div>
    </div></div>`;
  }

  private _renderStats(game: Game | null): TemplateResult {
    const seed = game?.origin?.seed ?? '';
    // Once the game is over, Run is the last run (no longer glowing) and there is no next card.
    const live = game?.status === 'playing';
    return html`<div class="stats" part="score">
      <div class="stat score"><span class="label">Score</span><span class="value">${this._formatScore(game?.score ?? 0)}</span></div>
      <div class=${classes({ stat: true, run: true, hot: live && game.run >= 3 })}><span class="label">Run</span><span class="value">${game?.run ?? 0}</span></div>
      <div class="stat next"><span class="label">Next card</span><span class="value">${live ? `+${this._formatValue(game.nextCardValue)}` : '\u2014'}</span></div>
      <div class="stat seed"><span class="label">Deal</span><span class="value">${seed || '…'}</span></div>
    </div>`;
  }

  private _renderPeaks(game: Game): TemplateResult {
    const present = this._presentPositions();
    const focus = present.includes(this._focusPos) ? this._focusPos : (nearest(this._focusPos, present) ?? -1);
    const hinted = this._hint?.position ?? null;
    return html`<div class="peaks" role="group" aria-label="Peaks">
      ${repeat(present, (p) => p, (p) => {
        const up = game.isFaceUp(p);
        const card = game.cardAt(p);
        return html`<button type="button"
          class=${classes({
            card: true, [`x${COLUMN_OF[p]}`]: true, [`r${ROW_OF[p]}`]: true, up, down: !up,
            free: game.isUncovered(p), hinted: hinted === p, rejected: this._rejected === p,
          })}
          part=${up ? 'card face-up' : 'card face-down'}
          data-pos=${p}
          data-card=${up ? cardCode(card) : nothing}
          tabindex=${p === focus ? 0 : -1}
          aria-label=${up ? cardName(card) : 'face-down card'}
          @click=${this._onCardClick}>${up ? cardFace(card) : cardBack()}</button>`;
      })}
    </div>`;
  }

  private _renderPiles(game: Game): TemplateResult {
    const n = game.stockCount;
    const waste = game.waste.slice(-3);
    const top = waste[waste.length - 1];
    const stockHinted = this._hint?.move?.kind === 'stock';
    return html`<div class="piles">
      ${this._renderWinnable(game)}
      <button type="button"
        class=${classes({ stock: true, empty: n === 0, hinted: stockHinted, rejected: this._rejected === 'stock' })}
        part="stock"
        aria-label=${n > 0 ? `Stock: ${n} ${n === 1 ? 'card' : 'cards'} left, turn the top card` : 'Stock: 0 cards left'}
        aria-disabled=${n === 0 || game.status !== 'playing' ? 'true' : 'false'}
        @click=${this._onStockClick}>
        ${n > 0
          ? html`${n > 2 ? html`<span class="layer l2">${cardBack()}</span>` : nothing}
              ${n > 1 ? html`<span class="layer l1">${cardBack()}</span>` : nothing}
              <span class="layer l0">${cardBack()}</span>`
          : html`<span class="empty-pile" aria-hidden="true"></span>`}
        <span class="count" aria-hidden="true">${n}</span>
      </button>
      <div class="waste" part="waste" role="img" aria-label=${`Waste: ${cardName(top)}`}>
        ${repeat(waste, (c) => c, (c, i) => html`<span
          class=${classes({ 'waste-card': true, top: i === waste.length - 1, [`tilt${c % 7}`]: true })}
          data-card=${cardCode(c)}>${cardFace(c)}</span>`)}
      </div>
    </div>`;
  }

  /** show-winnable: a small badge beside the stock. */
  private _renderWinnable(game: Game): TemplateResult | typeof nothing {
    if (!this.showWinnable || this._replay || game.status !== 'playing') return nothing;
    const known = this._winnable;
    const kind = known === null ? 'checking' : known ? 'yes' : 'no';
    const [long, short] = known === null
      ? ['Checking\u2026', 'Checking\u2026']
      : known ? ['Still winnable', 'Winnable'] : ['No longer winnable', 'Not winnable'];
    return html`<div class="winnable-slot" role="status">
      <span class=${classes({ winnable: true, [kind]: true, stale: this._winnableChecking && known !== null })}
        part=${`winnable winnable-${kind}`}><svg viewBox="0 0 16 16" aria-hidden="true">${known === null
          ? svg`<circle cx="8" cy="8" r="5"/>`
          : known ? svg`<path d="M3.5 8.5 6.5 11.5 12.5 4.5"/>` : svg`<path d="M4.5 4.5 11.5 11.5M11.5 4.5 4.5 11.5"/>`}</svg><span
          class="long">${long}</span><span class="short">${short}</span></span>
    </div>`;
  }

  private _renderPanel(game: Game): TemplateResult {
    const won = game.status === 'won';
    const parts = game.scoreParts;
    const betting = game.options.scoring === 'betting';
    const row = (label: string, value: number) =>
      html`<div class="line"><dt>${label}</dt><dd>${this._formatScore(value)}</dd></div>`;
    return html`<div class="backdrop">
      <section class=${won ? 'panel won' : 'panel lost'} part="panel" aria-labelledby="end-title">
        <h2 id="end-title">${won ? 'Peaks cleared!' : 'No more moves'}</h2>
        ${won
          ? html`<dl class="breakdown">
              ${row('Runs', parts.runs)}
              ${row('Peaks', parts.peaks)}
              ${betting ? nothing : row('Clear bonus', parts.clear)}
              ${row(betting ? 'Stock turns' : `Stock bonus (${game.stockCount} left)`, parts.stock)}
              <div class="line total"><dt>Score</dt><dd>${this._formatScore(parts.total)}</dd></div>
            </dl>`
          : html`<p class="lost-text">The stock is empty and nothing fits.
              ${game.peakCardsLeft} ${game.peakCardsLeft === 1 ? 'card is' : 'cards are'} left on the peaks.</p>
              <dl class="breakdown">
                <div class="line total"><dt>Score</dt><dd>${this._formatScore(game.score)}</dd></div>
              </dl>`}
        <p class=${classes({ assists: true, clean: game.undos + game.hints === 0 })} part="assists">${this._assists(game)}</p>
        ${won ? nothing : this._renderVerdict()}
        ${this._renderPanelActions()}
      </section>
    </div>`;
  }

  private _renderVerdict(): TemplateResult | typeof nothing {
    const v = this._verdict;
    if (!v || v.kind === 'failed') return nothing;
    if (v.kind === 'checking') {
      return html`<div class="verdict checking" part="verdict"><span class="spinner" aria-hidden="true"></span>Checking the deal&hellip;</div>`;
    }
    const { headline, detail } = this._verdictText(v.verdict, v.moves);
    const canWatch = !!v.verdict.solution && v.verdict.solution.length > 0;
    return html`<div class=${classes({ verdict: true, could: v.verdict.winnableFromStart, never: !v.verdict.winnableFromStart })} part="verdict">
      <p><strong>${headline}</strong> ${detail}</p>
      ${canWatch
        ? html`<button type="button" class="watch" part="button watch" @click=${this._watch}>
            <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5.5v13l10.5-6.5z"/></svg>Watch a winning line
          </button>`
        : nothing}
    </div>`;
  }

  /** The end panels' two ways on: the same deal again, or another. */
  private _renderPanelActions(): TemplateResult {
    return html`<div class="panel-actions">
      <button type="button" class="primary" part="button play-again" @click=${this._playAgain}>Play again</button>
      <button type="button" part="button new-deal" @click=${this._newDeal}>New deal</button>
    </div>`;
  }

  /** After a winning line has played: what it was, and the way back to playing. */
  private _renderReplayPanel(replay: Replay): TemplateResult {
    const turns = replay.line.filter((m) => m.kind === 'stock').length;
    return html`<div class="backdrop">
      <section class="panel replayed" part="panel" aria-labelledby="end-title">
        <h2 id="end-title">One way through</h2>
        <p class="lost-text">This line clears the peaks in ${replay.line.length} moves,
          ${turns === 0 ? 'without turning the stock' : `${turns} of them stock ${turns === 1 ? 'turn' : 'turns'}`},
          for a score of ${this._formatScore(replay.game.score)}. Now it is your turn.</p>
        ${this._renderPanelActions()}
      </section>
    </div>`;
  }

  private _renderControls(game: Game | null): TemplateResult {
    const canUndo = !!game && !this._dealing && !this._replay && game.history.length > 0;
    return html`<div class="controls" part="controls">
      <button type="button" part="button undo" ?disabled=${!canUndo} @click=${() => this.undo()} aria-keyshortcuts="U Control+Z">
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/></svg>Undo
      </button>
      <button type="button" part="button hint" ?disabled=${!game || this._replay || game.status !== 'playing'} @click=${() => void this.hint()} aria-keyshortcuts="H">
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z"/></svg>Hint
      </button>
      <button type="button" part="button new-game" @click=${this._newDeal} aria-keyshortcuts="N">
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M21 12a9 9 0 1 1-3-6.7L21 8"/><path d="M21 3v5h-5"/></svg>New game
      </button>
      <details class="settings" part="settings">
        <summary part="button settings-toggle">
          <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0"/><circle cx="16" cy="6" r="2"/><circle cx="10" cy="12" r="2"/><circle cx="18" cy="18" r="2"/></svg><span class="text">Settings</span>
        </summary>
        <div class="settings-body">
          <label class="switch"><input type="checkbox" .checked=${this.wrap} @change=${this._onWrapChange} />
            King&ndash;Ace wrap</label>
          <fieldset>
            <legend>Deals</legend>
            <label><input type="radio" name="deal" value="winnable" .checked=${this.deal === 'winnable'} @change=${this._onDealChange} /> Winnable deals only</label>
            <label><input type="radio" name="deal" value="any" .checked=${this.deal === 'any'} @change=${this._onDealChange} /> Any deal</label>
          </fieldset>
          <p class="note">Changing a setting deals a new game.</p>
          <p class="keys"><strong>Keys:</strong> arrows move between cards, Enter or Space plays,
            <kbd>S</kbd> turns the stock, <kbd>U</kbd> or <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes,
            <kbd>H</kbd> hints, <kbd>N</kbd> deals a new game.</p>
        </div>
      </details>
    </div>`;
  }

  // ----- after rendering: focus and animations -----

  protected override updated(): void {
    if (this._focusAfter) {
      const selector = this._focusAfter;
      this._focusAfter = null;
      this._restoreFocus = false;
      this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
    } else if (this._restoreFocus) {
      this._restoreFocus = false;
      const root = this.renderRoot as ShadowRoot;
      const game = this._game;
      if (game && game.status !== 'playing') {
        root.querySelector<HTMLElement>('.panel .primary')?.focus();
      } else if (!root.activeElement || !root.activeElement.isConnected || root.activeElement.closest('.panel')) {
        this._focusPeak(this._focusPos);
      }
    }
    const pending = this._pending;
    this._pending = [];
    if (pending.length === 0 || !this._motionAllowed()) return;
    // Started in the next frame, before it is drawn: reading where the cards now are
    // needs a layout, which the frame does anyway; done here, it would lengthen this task.
    requestAnimationFrame(() => {
      if (this.isConnected) for (const a of pending) this._animate(a);
    });
  }

  private _motionAllowed(): boolean {
    return typeof Element.prototype.animate === 'function' &&
      !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
  }

  private _animate(a: PendingAnimation): void {
    const root = this.renderRoot;
    const start = (el: Element | null | undefined, keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
      if (!el) return;
      for (const running of el.getAnimations()) running.cancel();
      el.animate(keyframes, { easing: EASE, ...options });
    };
    const offset = (from: DOMRect, el: Element) => {
      const to = el.getBoundingClientRect();
      return `translate(${from.left - to.left}px, ${from.top - to.top}px)`;
    };
    switch (a.kind) {
      case 'fly': {
        const el = root.querySelector(`.waste-card[data-card="${cardCode(a.card)}"]`);
        if (!el) return;
        const from = offset(a.from, el);
        start(el, a.turn
          ? [{ transform: `${from} scaleX(0.05)` }, { transform: 'scaleX(1)' }]
          : [{ transform: `${from} scale(1.06)`, offset: 0 }, { transform: 'scale(1.04)', offset: 0.8 }, { transform: 'none' }],
        { duration: 300 });
        break;
      }
      case 'flip':
        start(root.querySelector(`[data-pos="${a.position}"] .face`),
          // The perspective in the keyframes, not on every card: 3D context on all 28 cards
          // made each its own compositing layer, and every animation frame costly.
          [{ transform: 'perspective(700px) rotateY(90deg)' }, { transform: 'perspective(700px) rotateY(0deg)' }],
          { duration: 240, delay: 140, fill: 'backwards' });
        break;
      case 'return': {
        const el = root.querySelector(`[data-pos="${a.position}"] > span`);
        if (el) start(el, [{ transform: offset(a.from, el) }, { transform: 'none' }], { duration: 260 });
        break;
      }
      case 'deal': {
        // The peaks, then the piles, drop into place: two animations for the whole board.
        // (One per card, flying from the stock, cost the page's main thread about 30 ms a
        // frame in Chromium without a GPU: long tasks on every deal.)
        root.querySelectorAll('.peaks, .piles').forEach((el, i) => {
          start(el, [{ transform: 'translateY(-14px) scale(0.97)', opacity: 0 }, { transform: 'none', opacity: 1 }],
            { duration: 300, delay: i * 80, fill: 'backwards' });
        });
        break;
      }
      case 'shake': {
        const el = a.target === 'stock' ? root.querySelector('.stock') : root.querySelector(`[data-pos="${a.target}"] > span`);
        start(el, [
          { transform: 'translateX(0)' }, { transform: 'translateX(-5px)' }, { transform: 'translateX(5px)' },
          { transform: 'translateX(-3px)' }, { transform: 'translateX(2px)' }, { transform: 'translateX(0)' },
        ], { duration: 280, easing: 'ease-out' });
        break;
      }
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    elementConnected(true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    elementConnected(false);
    clearTimeout(this._rejectTimer);
    clearTimeout(this._thinkingTimer);
    this._rejected = null;
    this._stopReplay(false);
  }

  // ----- small helpers -----

  /** The game on the board: the player's, or a winning line being watched. */
  private get _board(): Game | null {
    return this._replay?.game ?? this._game;
  }

  /** "2 undos, 1 hint"; a win with neither is a clean win. */
  private _assists(game: Game): string {
    const text = assistsText(game.undos, game.hints);
    return game.status === 'won' && game.undos + game.hints === 0 ? `${text} \u2014 a clean win` : text;
  }

  private _changed(): void {
    this._version++;
  }

  private _announce(text: string): void {
    // The same text twice still gets announced: alternate an invisible character.
    this._announceToggle = !this._announceToggle;
    this._announcement = this._announceToggle ? text : `${text}\u00a0`;
  }

  private _presentPositions(): number[] {
    const game = this._board;
    if (!game) return [];
    const present: number[] = [];
    for (let p = 0; p < PEAK_COUNT; p++) if (!game.isRemoved(p)) present.push(p);
    return present;
  }

  private _isPresent(position: number): boolean {
    const game = this._board;
    return !!game && !game.isRemoved(position);
  }

  private _focusPeak(position: number): void {
    const present = this._presentPositions();
    const target = present.includes(position) ? position : nearest(position, present);
    if (target === null) {
      this.renderRoot.querySelector<HTMLElement>('.stock')?.focus();
      return;
    }
    this._focusPos = target;
    this.renderRoot.querySelector<HTMLElement>(`.peaks [data-pos="${target}"]`)?.focus();
  }

  private _hasFocus(): boolean {
    return this.matches(':focus-within');
  }

  private _wasteTopRect(): DOMRect | undefined {
    return this.renderRoot.querySelector('.waste-card.top')?.getBoundingClientRect();
  }

  private _formatScore(value: number): string {
    if ((this._game?.options.scoring ?? this.scoring) === 'betting') {
      return `${value < 0 ? '\u2212' : ''}$${groupThousands(Math.abs(value))}`;
    }
    return `${value < 0 ? '-' : ''}${groupThousands(Math.abs(value))}`;
  }

  private _formatValue(value: number): string {
    return (this._game?.options.scoring ?? this.scoring) === 'betting' ? `$${value}` : String(value);
  }
}

/**
 * 2520 -> "2,520". Not toLocaleString: its first call loads the number formatting
 * data, a 50 ms task on the page's first render.
 */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
