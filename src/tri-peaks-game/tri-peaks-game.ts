import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import {
  type Move,
  type GameStatus,
  type MoveResult,
  Game,
  type Hint,
  type Layout,
  LAYOUTS,
  TRI_PEAKS,
  normalizeSeed,
  loadVariants,
  type RuleSet,
  type Statistics,
  dailyStreakOn,
  statsFor,
} from '../engine/index.js';
import { elementConnected, solveOff, warmHints, warnFailed } from './background.js';
import { type Refused, classes, focusablePositions, peaks, piles, stats, winnableBadge } from './board.js';
import { AskFirst } from './controllers/ask-first.js';
import { Announcer } from './controllers/announcer.js';
import { BoardAnimator, motionAllowed } from './controllers/board-animator.js';
import { HintController } from './controllers/hint.js';
import { KeyboardShortcuts } from './controllers/keyboard.js';
import { Dealer } from './controllers/dealer.js';
import { GameplayEvents } from './controllers/gameplay.js';
import { SoundEffects } from './controllers/sound.js';
import { StatsKeeper } from './controllers/stats.js';
import { type Restored, type SavedOptions, SavedGame, newId } from './controllers/saved-game.js';
import { type GameStorage, StorageReporter } from './controllers/storage.js';
import { StatsTransfer } from './controllers/stats-transfer.js';
import { ReplayController } from './controllers/replay.js';
import { RovingFocus } from './controllers/roving-focus.js';
import { SettingsSheet } from './controllers/settings-sheet.js';
import { ShowWinnableController } from './controllers/show-winnable.js';
import { VerdictController } from './controllers/verdict.js';
import { type DealOriginDetail, emit, emitMove } from './events.js';
import { firstOfBottomRow, nearest, neighbour } from './geometry.js';
import { type DealModeOption, type LayoutOption, type ScoringOption, OPTION_PARSERS, parseSeed, parseWrap, warnOnce } from './options.js';
import { type SettingsView, controls, endPanel, message, pausedPanel, replayBar, replayPanel, showSettings, statsPanel } from './panels.js';
import { firstRenderTurn } from './first-render.js';
import { styles } from './styles.js';
import { Language, type Localizer } from './i18n/localizer.js';
import { type Translation, type TranslationKey, registerTranslation } from './i18n/registry.js';
import { hintText, moveAnnouncement, refusalText, rulesLabel, spoken, stockTurns, verdictText } from './text.js';

const warn = (message: string): void => console.warn(`<tri-peaks-game>: ${message}`);

/** The options that start a new game when they change. */
const GAME_OPTIONS = ['layout', 'wild', 'wrap', 'deal', 'seed', 'scoring', 'faceUp'] as const;

/** How long a refused card stays marked. */
const REFUSED_MS = 700;

/**
 * Tri Peaks solitaire, and Golf: clear the layout by playing cards one rank above or
 * below the waste card. Rules, deals, scores and hints come from the engine
 * (`tri-peaks-game/engine`); this element only renders them and reports what happens.
 *
 * Keyboard (while focus is inside the game): Tab reaches the peaks as one stop; arrow
 * keys, Home and End move between cards; Enter or Space plays the focused card;
 * S (or D) turns the stock; U or Ctrl+Z undoes; H shows a hint; N deals a new game;
 * Escape closes the open question or Settings.
 *
 * A game under way (a move made, not over) is never thrown away without asking: New
 * game, N and a change in Settings ask first. A won or lost game is final: it cannot be
 * undone, so each game fires one `win` or `lose`. The element keeps its size when a
 * panel or a hint appears (panels lie over the table), fits the viewport's height (or
 * `--tp-height`) as well as its width, and offers full screen where the page allows it.
 *
 * Events fire in this order for one move: `move`, then `run` (if a run ended), then
 * `score` (if the score changed), then `win` or `lose` (if the game ended). An undo fires
 * `score` when it changes the score. A new deal, and "play again", fire `deal`.
 *
 * When a game is lost, the panel tells the truth about the deal: the exact solver
 * (which sees every card) works out, without blocking the page, whether the deal could
 * have been won and until which of the player's moves it still could, and offers to
 * play a winning line from the start ("Watch a winning line") or from the player's own
 * last position that could still be won ("From your 10th move"), about 0.6 s a move, at
 * once under `prefers-reduced-motion`; Escape or Stop ends it). The line plays on a
 * board of its own: it fires no `move`, `run`, `score`, `win` or `lose`, and `game`,
 * `status` and `score` keep describing the player's game while it plays.
 *
 * Every word comes from a catalogue (English built in, `src/tri-peaks-game/i18n/en.ts`) in
 * the element's language (`lang`); console warnings stay in English, for developers.
 *
 * Nothing the element does blocks the page: the solver and the hint (for deals, hints,
 * the verdict and `show-winnable`) run in a Web Worker where the page allows one (the
 * single-file bundle is its own worker script), else in slices of a few milliseconds.
 *
 * @summary Tri Peaks solitaire, playable by mouse, touch and keyboard.
 * @tag tri-peaks-game
 *
 * @attr {"tri-peaks"|"golf"} layout - `tri-peaks` (default: three peaks of 28 cards) or `golf` (seven columns of five, all face up; `strokes` in `win`/`lose`).
 * @attr {"0"|"1"|"2"} wild - Jokers in the deck (default 0): a joker plays on any card and any card on a joker.
 * @attr {"on"|"off"} wrap - King and Ace are neighbours: `on` (also `""`, `true`) or `off` (`false`); absent, the layout's default (on in Tri Peaks, off in Golf).
 * @attr {"winnable"|"any"|"easy"|"medium"|"hard"} deal - `winnable` (default): only deals a solver proves winnable; `any`: as a real shuffle falls; `easy`, `medium`, `hard`: winnable deals by how often a player who sees only the visible cards wins them (with `seed="daily"`, that tier's daily deal).
 * @attr {string} seed - An integer 0-4294967295, any text (up to 200 characters), `daily` or `daily:YYYY-MM-DD`; absent for a random seed.
 * @attr {"points"|"betting"} scoring - `points` (default) or `betting` (dollars).
 * @attr {boolean} face-up - Deal all 28 peak cards face up.
 * @attr {string} save-key - Save the game in progress under this key (1-200 characters) (in `localStorage`, or the `storage` property's) after every move and put it back on the next load; absent, nothing is stored.
 * @attr {boolean} paused - Input and the clock stop; the board is dimmed with "Paused" (also `pause()` / `resume()`).
 * @attr {boolean} sound - Small synthesized sound effects (a play, a stock turn, a run, a win); off unless set.
 * @attr {boolean} muted - Silences the sound effects.
 * @attr {boolean} large-print - Card indices twice as big.
 * @attr {string} lang - The language of every word the game shows and speaks (a BCP 47 tag: `de`, `pt-BR`, `ar`). Absent, the closest ancestor's `lang` (through shadow roots), else `<html lang>`. English is built in; other languages come from their translation files (`tri-peaks-game/translations/<lang>`, `dist/bundle/translations/<lang>.js`) or `registerTranslation`. A region falls back to its language (`pt-BR` to `pt`), a missing word to English. Changing it (here or on an ancestor) re-renders the game at once, the game kept. Numbers, plurals and percentages follow it through `Intl`; Arabic lays the bars and panels out right to left.
 * @attr {boolean} show-winnable - Off by default. After every move, show whether the position can still be won. This reveals something about the hidden cards (the solver sees the face-down cards and the stock's order), so it is an assist a host opts into, like a practice mode.
 *
 * @fires {CustomEvent<DealDetail>} deal - A new game is on the board: `{ seed, mode, layout, wild, wrap, scoring, faceUp, cards }`.
 * @fires {CustomEvent<MoveDetail>} move - A card was played or the stock turned: `{ kind, card, wasteTop, run, score, stockLeft }` (`card` is null for a stock turn).
 * @fires {CustomEvent<RunDetail>} run - A run of at least one card ended: `{ length, points }`.
 * @fires {CustomEvent<ScoreDetail>} score - The score changed: `{ score, delta }`.
 * @fires {CustomEvent<WinDetail>} win - The layout is clear: `{ seed, mode, layout, wild, score, strokes, stockLeft, moves, seconds, undos, hints }`.
 * @fires {CustomEvent<ReadyDetail>} ready - The first board is on the page and takes input: `{ restored }` (a saved game put back).
 * @fires {CustomEvent<GameplayStartDetail>} gameplaystart - Play starts (the first move of a game) or goes on (after a pause or a panel): `{ reason }`.
 * @fires {CustomEvent<GameplayStopDetail>} gameplaystop - Play stops: a win, a loss, a pause, a panel opening, another deal: `{ reason }`.
 * @fires {CustomEvent<LoseDetail>} lose - The stock is empty and nothing fits: `{ seed, mode, layout, wild, score, strokes, cardsLeft, undos, hints }`.
 * @fires {CustomEvent<StorageErrorDetail>} storageerror - The `save-key` storage failed or did not answer in time (the game plays on and tries again): `{ key, operation, error }`.
 * @fires {CustomEvent<Statistics>} stats - The statistics changed (a game ended or was left, an import, a reset, a merge from another tab or storage).
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
 * @cssprop [--tp-height=100dvh] - The height the game fits in (cards shrink to fit it as well as the width).
 *
 * @csspart table - The whole felt.
 * @csspart board - The area holding the peaks, the stock and the waste.
 * @csspart card - Every peak card (also `face-up` or `face-down`).
 * @csspart stock - The stock button.
 * @csspart waste - The waste pile.
 * @csspart score - The bar with the score, the run and the seed.
 * @csspart message - The line showing hints and notes.
 * @csspart controls - The bar with Undo, Hint, New game and Settings.
 * @csspart button - Each control button (also `undo`, `hint`, `new-game`, `fullscreen`, `statistics`, `settings-toggle`, `restart`, `play-again`, `new-deal`, `watch`, `watch-own`, `stop-watching`, `confirm-leave`, `keep-playing`, `resume`, `reset-statistics`, `close-statistics`, `export-statistics`, `import-statistics`, `load-statistics`).
 * @csspart settings - The Settings sheet (a popover; its toggle is `button settings-toggle`).
 * @csspart panel - The end-of-game panel (also `confirm`, `paused` or `statistics` for the other panels).
 * @csspart assists - The panel's line counting the undos and hints used.
 * @csspart verdict - The loss panel's verdict on the deal (could it have been won, until which move).
 * @csspart winnable - The `show-winnable` badge (also `winnable-yes`, `winnable-no` or `winnable-checking`).
 * @csspart replay - The bar shown while a winning line plays, with its Stop button.
 */
export class TriPeaksGame extends LitElement {
  static override styles = styles;

  /**
   * Registers translations (the same function as the package's `registerTranslation`),
   * for hosts that load the single-file bundle: `customElements.get('tri-peaks-game').registerTranslation({ $code: 'sv', ... })`.
   * A translation for a language already registered is merged into it, the later one
   * winning key by key; every element on the page shows the new words at once.
   */
  static registerTranslation(...translations: Translation[]): void {
    registerTranslation(...translations);
  }

  /**
   * Lit's reactive properties: the attributes, then internal state. No decorators (~400
   * bytes less bundle); each entry is written out because the manifest analyzer
   * (`npm run analyze`) reads only literal options, and `attribute: false` keeps state out
   * of the manifest's attributes.
   */
  static override properties = {
    layout: {},
    wild: {},
    // Its own accessor: read, it gives the wrap in force (the layout's default until set).
    wrap: { noAccessor: true },
    deal: {},
    seed: {},
    scoring: {},
    faceUp: { type: Boolean, attribute: 'face-up' },
    showWinnable: { type: Boolean, attribute: 'show-winnable' },
    saveKey: { attribute: 'save-key' },
    storage: { attribute: false },
    paused: { type: Boolean, reflect: true },
    muted: { type: Boolean },
    sound: { type: Boolean },
    beforeNewDeal: { attribute: false },
    beforeNewDealLimit: { attribute: false },
    largePrint: { type: Boolean, attribute: 'large-print', reflect: true },
    _game: { state: true, attribute: false },
    _message: { state: true, attribute: false },
    _refused: { state: true, attribute: false },
    _version: { state: true, attribute: false },
    _statsOpen: { state: true, attribute: false },
    _elsewhere: { state: true, attribute: false },
  };

  /**
   * The options are parsed as they are set (see OPTION_PARSERS): what is read back is
   * always valid, and a bad value that parses to the value in force changes nothing.
   * Their accessors are the element's own; Lit wraps each one to ask for an update.
   */
  static {
    for (const [name, parse] of Object.entries(OPTION_PARSERS)) {
      Object.defineProperty(this.prototype, name, {
        get(this: TriPeaksGame) {
          return this.#given[name];
        },
        set(this: TriPeaksGame, value: unknown) {
          this.#given[name] = parse(value, this.#warn, name);
        },
        configurable: true,
      });
    }
  }

  /** The options in force, by name: only the accessors above read and write them. */
  readonly #given: Record<string, unknown> = {};

  /** Tells of a bad attribute or property value, once for each. */
  readonly #warn = warnOnce();

  /** `tri-peaks` (the three peaks) or `golf` (seven columns of five, all face up). */
  layout: LayoutOption = 'tri-peaks';

  /** Jokers in the deck: 0, 1 or 2. A joker plays on any card and any card plays on it. */
  wild = 0;

  #wrap: boolean | null = null;

  /**
   * King and Ace are neighbours. Until set, the layout's default: on in Tri Peaks, off in
   * Golf (strict Golf). The attribute takes `on`/`off`; null goes back to the default.
   */
  get wrap(): boolean {
    return this.#wrap ?? (LAYOUTS[this.layout] ?? TRI_PEAKS).defaultWrap;
  }
  set wrap(value: boolean | string | null) {
    const old = this.wrap;
    this.#wrap = parseWrap(value, this.#warn);
    this.requestUpdate('wrap', old);
  }

  /** `winnable` (only solvable deals), `any`, or a tier: `easy`, `medium`, `hard`. */
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

  /**
   * Save the game in progress under this key after every move, and put it back on the
   * next load (absent: nothing is stored). Two elements with different keys keep
   * separate games.
   */
  saveKey: string | null = null;

  /**
   * Where `save-key` saves: `localStorage` unless set (a portal's storage: any object with
   * `getItem`, `setItem` and `removeItem`, sync or returning promises).
   */
  storage: GameStorage | null = null;

  /** Paused: input and the clock stop, the board is dimmed with "Paused" (`pause()`, `resume()`). */
  paused = false;

  /** Sound effects: off unless set (small synthesized sounds for a play, a stock turn, a run, a win). */
  sound = false;

  /** Silences the sound effects (a portal mutes the game during an ad). */
  muted = false;

  /** Card indices twice as big (each card shows its rank and suit once, large). */
  largePrint = false;

  /**
   * Awaited before every new deal after the first (New game, a changed setting), so that a
   * portal can show an ad between games; input waits meanwhile. A hook that rejects, or
   * takes longer than `beforeNewDealLimit`, holds the deal no longer.
   */
  beforeNewDeal: (() => Promise<unknown>) | null = null;

  /** The longest `beforeNewDeal` may hold a deal, in milliseconds (30 seconds unless set). */
  beforeNewDealLimit = 30_000;

  private _game: Game | null = null;
  /** The note under the board, in the language of the moment: a hint's reason, or why a card cannot be played. */
  private _message: ((l: Localizer) => string) | null = null;
  private _refused: Refused = null;
  /** Bumped on every change to the game so Lit renders again (the Game is mutated in place). */
  private _version = 0;
  /** The statistics panel is open. */
  private _statsOpen = false;

  #startedAt = 0;
  #refusedTimer: ReturnType<typeof setTimeout> | undefined;

  readonly #dealer = new Dealer(this, (game, elapsed, id) => this.#show(game, elapsed, false, id));
  readonly #reporter = new StorageReporter(this);
  readonly #saved = new SavedGame(this.#reporter, warn, () => this.#goesOnElsewhere());
  /** The id of the game on the board, as the saved game and the statistics know it. */
  #gameId = '';
  /** Another tab (or element) with the same `save-key` took the game: this one is paused until the player takes it back. */
  private _elsewhere = false;
  readonly #gameplay = new GameplayEvents(this);
  readonly #stats = new StatsKeeper(this.#reporter, warn, (stats) => {
    this.requestUpdate();
    emit(this, 'stats', stats);
  });
  readonly #transfer = new StatsTransfer(this);
  readonly #sounds = new SoundEffects();
  /** When the game was paused (performance.now()), to stop its clock meanwhile. */
  #pausedAt = 0;
  #readySent = false;
  readonly #announcer = new Announcer(this);
  readonly #language = new Language(this);
  readonly #animator = new BoardAnimator(this, () => this.#board);
  readonly #replay = new ReplayController(this, () => {
    const line = this.#replay.line;
    const key = this.#layout.name === 'golf' ? 'lineDoneColumns' : 'lineDonePeaks';
    this.#announcer.announce(this.#l.t(key, { n: line.length, turns: stockTurns(line) }));
    if (this.#focus.within) this.#focus.focusAfterUpdate('.panel .primary');
  });
  readonly #hints = new HintController(this, (hint, game) => {
    if (hint.move) game.noteHint();
    const top = game.wasteTop;
    this._message = (l) => hintText(l, hint, top);
    const l = this.#l;
    this.#announcer.announce(l.t('hintSaid', { reason: spoken(l, hintText(l, hint, top)) }));
  });
  readonly #verdict = new VerdictController(this, (verdict, moves) => {
    const { headline, detail } = verdictText(this.#l, verdict, moves, this._game?.options.layout ?? 'tri-peaks');
    this.#announcer.announce(headline + this.#l.t('sentenceGap') + detail);
  });
  readonly #winnable = new ShowWinnableController(this);
  // Play stops while Settings is open.
  readonly #sheet = new SettingsSheet(this, (open) => (open ? this.#gameplay.stop('panel') : this.#resumePlay()));
  readonly #ask = new AskFirst(this, () => this.#questionClosed());
  // After the replay: its layout is read at once (the group's first Tab stop).
  readonly #focus = new RovingFocus(this, {
    items: () => focusablePositions(this.#board),
    step: (from, direction, items) => neighbour(this.#layout, from, direction, items),
    nearest: (from, items, prefer) => nearest(this.#layout, from, items, prefer),
    element: (p) => this.renderRoot.querySelector<HTMLElement>(`.peaks [data-pos="${p}"]`),
    fallback: () => this.renderRoot.querySelector<HTMLElement>('.stock'),
    initial: () => firstOfBottomRow(this.#layout),
    transient: '.panel',
  });

  constructor() {
    super();
    new KeyboardShortcuts(this, {
      // Escape closes what is open: the question, a panel, Settings, or a line still playing
      // (once it has played, Escape leaves it on the board).
      escape: () => {
        if (this.#ask.question) this.#ask.cancel();
        else if (this._statsOpen) this.#closeStats();
        else if (this.#sheet.open) this.#sheet.close(true);
        else if (this.#replay.active && !this.#dealer.dealing && this.#replay.playing) this.#stopWatching();
        else return false;
        return true;
      },
      held: () => !!this.#ask.question || this._statsOpen || this.#sheet.open || this.paused,
      cardKey: (e, position) => this.#focus.handleKey(e, position),
      stock: () => this.turnStock(),
      undo: () => this.undo(),
      hint: () => void this.hint(),
      newGame: () => this.#newGameAsked(),
    });
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
  /**
   * Resolves when the deal of the options in force (the latest deal asked for) is on the
   * board, and `game` answers all it is asked (a Golf game's `solve()`: Golf's solver is
   * variant code, which the worker may have loaded and the page not yet).
   */
  get dealComplete(): Promise<void> {
    // Options set since the last update (or before the first) ask for their deal in the next update: wait for it.
    return this.updateComplete
      .then(() => this.#dealer.done)
      .then(() =>
        this._game?.options.layout === 'golf'
          ? loadVariants().then(
              () => undefined,
              () => undefined,
            )
          : undefined,
      );
  }
  /** The player's game, from the engine (read it; play through the element's methods). */
  get game(): Game | null {
    return this._game;
  }
  /** Whether a winning line is playing (or has played) on the board after a loss. */
  get watching(): boolean {
    return this.#replay.active;
  }

  /** Deals a new game: a random seed, or the one given. Resolves when it is on the board. */
  newGame(seed?: string | number): Promise<void> {
    return this.#deal(seed === undefined ? null : parseSeed(seed, this.#warn));
  }

  /** The statistics so far, per rule set (plain JSON; kept in storage with `save-key`). */
  get stats(): Statistics {
    return this.#stats.current;
  }

  /** The statistics as JSON text (every game by id), to keep elsewhere or move to another device. */
  exportStats(): string {
    return this.#stats.export();
  }

  /**
   * Merges exported statistics (this release's or the earlier counts-only format) into
   * these: games already here are not counted twice. Throws an Error saying what is wrong
   * (and changes nothing) on bad text, or text over 20 MB.
   */
  importStats(text: string): void {
    this.#stats.merge(text);
  }

  /** Clears the statistics, here and in the storage (the panel's Reset asks first; this does not). */
  resetStats(): void {
    this.#stats.reset();
  }

  /** Pauses the game: input and the clock stop, nothing is lost (also the `paused` attribute). */
  pause(): void {
    this.paused = true;
  }

  /** Goes on with a paused game. */
  resume(): void {
    this.paused = false;
  }

  /** Takes back the last move. Returns false when there is nothing to undo, or the game is over (a won or lost game is final). */
  undo(): boolean {
    const game = this._game;
    if (!game || this.#dealer.dealing || this.paused || game.history.length === 0 || game.status !== 'playing') return false;
    this.#replay.stop();
    const before = game.score;
    const move = game.undo()!;
    const l = this.#l;
    const top = l.card(game.wasteTop);
    this.#announcer.announce(
      move.kind === 'play'
        ? l.t('tookBack', { card: l.card(move.card), top, score: l.score(game.score, game.options.scoring) })
        : l.t('putBack', { n: game.stockCount, top }),
    );
    this.#positionChanged(null);
    if (game.score !== before) emit(this, 'score', { score: game.score, delta: game.score - before });
    return true;
  }

  /**
   * Works out the engine's hint (off the main thread: the page never waits), then shows
   * it (highlighted and announced) and resolves to it. Resolves to null before a deal,
   * while a winning line plays, or when the position changed before the hint was ready.
   * Asking again for the same position gives the same hint and counts it once. Its
   * `reason` is in the element's language, as the player reads it.
   */
  async hint(): Promise<Hint | null> {
    const game = this._game;
    if (!game || this.#dealer.dealing || this.paused || this.#replay.active) return null;
    const top = game.wasteTop;
    const hint = await this.#hints.ask(game);
    if (!hint) return null;
    await this.updateComplete;
    return { ...hint, reason: hintText(this.#l, hint, top) };
  }

  /** Turns the top stock card onto the waste. Returns false when it cannot (empty, game over). */
  turnStock(): boolean {
    const game = this._game;
    if (!game || this.#dealer.dealing || this.paused || this.#replay.active) return false;
    if (!game.canTurnStock()) {
      if (game.status === 'playing') this.#refuse('stock', (l) => l.t('stockEmptyRefused'));
      return false;
    }
    this.#afterMove(game.turnStock());
    return true;
  }

  // ----- options and dealing -----

  /** The first board waits for its turn: one game per task, the nearest the screen first (first-render.ts). */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await firstRenderTurn(this);
    await super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('scoring') || changed.has('layout')) && this.scoring !== this.#scoring)
      this.#warn('scoring', this.scoring, `"${this.#scoring}"`, `${this.scoring} scoring is for Tri Peaks only`);
    if (changed.has('showWinnable')) {
      this.#winnable.check(this.showWinnable);
    }
    if (changed.has('paused') && this.hasUpdated) this.#pausedChanged();
    if (!this.hasUpdated || changed.has('saveKey') || changed.has('storage')) this.#linkStorage();
    if (!this.hasUpdated || GAME_OPTIONS.some((k) => changed.has(k))) void this.#deal(this.seed);
  }

  #deal(seed: string | null): Promise<void> {
    // A winning line on the board holds still while the next deal is found.
    this.#replay.hold();
    const options = this.#options;
    // The first deal puts a saved game back if there is one; a later deal replaces it.
    const restore = !this._game ? () => this.#saved.load({ ...options, seed }, this.#adopt) : undefined;
    const hook = this._game ? this.beforeNewDeal : null;
    const before = hook ? { hook, limitMs: this.beforeNewDealLimit } : null;
    if (this._game) this.#gameplay.stop('new-deal');
    return this.#dealer.deal(seed, options, restore, before);
  }

  /** The options the next deal is dealt with (and a saved game must have been dealt with to be put back). */
  get #options(): SavedOptions {
    const { deal: mode, wrap, faceUp, layout, wild, seed } = this;
    return { mode, wrap, scoring: this.#scoring, faceUp, layout, wild, seed };
  }

  /** The scoring in force: Golf scores in points (and strokes), whatever `scoring` says. */
  get #scoring(): ScoringOption {
    return (LAYOUTS[this.layout] ?? TRI_PEAKS).betting ? this.scoring : 'points';
  }

  /** Pausing stops the clock and play; resuming starts both again where they were. */
  #pausedChanged(): void {
    if (this.paused) {
      this.#pausedAt = performance.now();
      this.#sheet.close(false);
      this.#gameplay.stop('pause');
      return;
    }
    if (this._elsewhere) return void this.#playHere();
    if (this.#pausedAt) this.#startedAt += performance.now() - this.#pausedAt;
    this.#pausedAt = 0;
    this.#resumePlay();
  }

  /** Play goes on (after a pause, a panel): a game under way starts its gameplay again. */
  #resumePlay(): void {
    if (!this.paused && this.#underWay(this._game)) this.#gameplay.start('resume');
  }

  /** The storage `save-key` uses: the host's, or `localStorage` (null, reported, where the page may not use it). */
  get #storage(): GameStorage | null {
    if (this.storage) return this.storage;
    try {
      return globalThis.localStorage ?? null;
    } catch (e) {
      if (this.saveKey) this.#reporter.failed(this.saveKey, 'access', e);
      return null;
    }
  }

  /**
   * The saved game and the statistics follow the storage and key in force. Statistics
   * read and merge the new storage's record; a saved game found there is put on the board
   * if no game is under way (a host that sets `storage` after the first deal).
   */
  #linkStorage(): void {
    const key = this.saveKey || null;
    const storage = key ? this.#storage : null;
    this.#stats.link(storage, key);
    if (this.#saved.link(storage, key) && this.hasUpdated)
      void this.#saved.load(this.#options, this.#adopt).then((r) => r && this.#adopt(r));
  }

  /** A saved game that arrived after the board was dealt: put on it unless a game is under way there. */
  #adopt = (restored: Restored): void => {
    if (this.#underWay(this._game)) return;
    this.#dealer.cancel();
    this.#show(restored.game, restored.elapsed, false, restored.id);
  };

  /** Another tab took the game: this one pauses, saying so, until the player plays here again. */
  #goesOnElsewhere(): void {
    this._elsewhere = true;
    this.paused = true;
  }

  /** The player takes the game back in this tab: its newest saved state, then play goes on. */
  #playHere = async (): Promise<void> => {
    const restored = await this.#saved.takeBack(this.#options);
    this._elsewhere = false;
    if (restored) this.#show(restored.game, restored.elapsed, restored.id === this.#gameId, restored.id);
    this.paused = false;
  };

  /**
   * Puts a game on the board (a new one, or one saved `elapsed` ms into it) and announces
   * it; `sameGame`: the same deal restarted, which the statistics count as one game.
   */
  #show(game: Game, elapsed = 0, sameGame = false, savedId?: string): void {
    const id = savedId ?? (sameGame ? this.#gameId : newId());
    // A saved game put back, or the first board, changes nothing stored (another tab may own the game).
    const store = !savedId && this.#readySent;
    this.#stats.shown(game, id, this.#rules(game), sameGame);
    this.#gameId = id;
    this.#replay.stop();
    this._game = game;
    this.#startedAt = performance.now() - elapsed;
    if (this.paused) this.#pausedAt = performance.now();
    this.#focus.reset();
    // A keyboard player who asked for the deal lands on a card that can be played.
    if (this.#focus.within) {
      const playable = focusablePositions(game).filter((p) => game.canPlay(p));
      this.#focus.current = nearest(game.layout, this.#focus.current, playable) ?? this.#focus.current;
    }
    const { seed } = this.#origin(game);
    const l = this.#l;
    this.#announcer.announce(l.t(seed ? 'newDealSeed' : 'newDeal', { seed, top: l.card(game.wasteTop), n: game.stockCount }));
    this.#positionChanged(null, store);
    const { wrap, scoring, faceUp } = game.options;
    emit(this, 'deal', { ...this.#origin(game), wrap, scoring, faceUp: faceUp || game.layout.allFaceUp, cards: game.dealText });
    if (!this.#readySent) {
      this.#readySent = true;
      const restored = elapsed > 0 || game.history.length > 0;
      void this.updateComplete.then(() => emit(this, 'ready', { restored }));
    }
  }

  /** The rule set the statistics file a game under: the game's options (the element's before the first deal). */
  #rules(game: Game | null): RuleSet {
    const layout = game?.options.layout ?? this.layout;
    return {
      layout,
      wild: game?.options.wild ?? this.wild,
      wrap: game?.options.wrap ?? this.wrap,
      // Golf is counted in strokes, as Golf players count it (fewest is best).
      scoring: layout === 'golf' ? 'strokes' : (game?.options.scoring ?? this.#scoring),
      mode: game ? this.#origin(game).mode : this.deal,
    };
  }

  /** A game under way: a move made, not over. Only such a game is asked about, and resumed. */
  #underWay(game: Game | null): game is Game {
    return !!game && game.status === 'playing' && game.history.length > 0;
  }

  /** The deal's seed and mode, as the `deal`, `win` and `lose` events give them ('' for a deal given as text). */
  #origin(game: Game): DealOriginDetail {
    const { layout, wild } = game.options;
    return { seed: game.origin?.seed ?? '', mode: game.origin?.mode ?? this.deal, layout, wild };
  }

  #playAgain = (): void => {
    const game = this._game;
    if (!game) return;
    this.#dealer.cancel(); // a deal being found would replace this one
    this.#show(new Game(game.deal, game.options, game.origin), 0, true);
  };

  #newDeal = (): void => void this.newGame();

  /** Restart this deal (Settings): the same deal from the start, asking first as New game does. */
  #restartAsked = (): void => {
    this.#sheet.close(false);
    this.#unlessUnderWay('restart', this.#playAgain);
  };

  /** New game (the button, N): asks first when a game under way would be thrown away. */
  #newGameAsked = (): void => this.#unlessUnderWay('newGame', this.#newDeal);

  /** A setting changed in the Settings panel: it deals a new game, so it asks first as New game does. */
  #onSetting = (e: Event): void => {
    const input = e.target as HTMLInputElement;
    const value = input.type === 'checkbox' ? input.checked : input.value;
    // Until the change is made, the inputs show the settings in force (showSettings, after the render).
    this.requestUpdate();
    this.#unlessUnderWay('dealWithSetting', () => Object.assign(this, { [input.name]: value }));
  };

  /** Runs `discard` at once, or once the player confirms that the game under way (a move made, not over) may go. */
  #unlessUnderWay(confirm: TranslationKey, discard: () => void): void {
    if (!this.#underWay(this._game)) return discard();
    this.#sheet.close(false);
    this.#ask.ask({ confirm, discard });
    this.#gameplay.stop('panel');
    this.#focus.focusAfterUpdate('.confirm .primary');
  }

  /** The question went (answered either way): back to the statistics panel it came from, or to the game. */
  #questionClosed(): void {
    if (this._statsOpen) return this.#focus.focusAfterUpdate('.statistics .primary');
    if (this.#focus.within) this.#focus.focusAfterUpdate('group');
    this.#resumePlay();
  }

  // ----- moves -----

  /** After the board's position changed: older background work is dropped, the new position's started. */
  #positionChanged(move: Move | null, store = true): void {
    const game = this._game!;
    this.#hints.clear();
    warmHints(game);
    this._message = null;
    this._refused = null;
    this.#verdict.clear();
    if (game.status === 'lost') this.#verdict.start(game);
    this.#winnable.positionChanged(game, move, this.showWinnable);
    if (store) this.#saved.save(game, performance.now() - this.#startedAt, this.#gameId);
    // A keyboard player keeps the focus in the game: on the peaks, or on the end panel.
    if (this.#focus.within) this.#focus.focusAfterUpdate(game.status === 'playing' ? 'group' : '.panel .primary');
    this._version++;
  }

  #play(position: number): void {
    const game = this._game;
    if (!game || this.#dealer.dealing || this.paused || this.#replay.active || game.status !== 'playing' || game.isRemoved(position))
      return;
    this.#focus.current = position;
    const refusal = game.whyNotPlayable(position);
    if (refusal) {
      this.#refuse(position, (l) => refusalText(l, game, position, refusal));
      return;
    }
    const focused = this.#focus.isFocused(position);
    const result = game.play({ position });
    if (focused) this.#focus.leave(position, (p) => game.isFaceUp(p));
    this.#afterMove(result);
  }

  /** After a move: announce it, show it, fire its events. */
  #afterMove(result: MoveResult): void {
    const game = this._game!;
    this.#announcer.announce(moveAnnouncement(this.#l, game, result));
    this.#positionChanged(result.move);
    this.#gameplay.start(game.history.length === 1 ? 'first-move' : 'resume');
    this.#stats.moved(game, this.#gameId, this.#rules(game));
    this.#playSounds(result);
    const seconds = Math.round((performance.now() - this.#startedAt) / 1000);
    emitMove(this, game, result, this.#origin(game), seconds);
    if (result.status !== 'playing') {
      this.#gameplay.stop(result.status === 'won' ? 'win' : 'lose');
      this.#stats.finished(game, seconds);
    }
  }

  #playSounds(result: MoveResult): void {
    if (!this.sound || this.muted || this.paused) return;
    if (result.status === 'won') this.#sounds.play('win');
    else if (result.endedRun && result.endedRun.length >= 3) this.#sounds.play('run');
    else this.#sounds.play(result.move.kind === 'play' ? 'play' : 'stock', result.run);
  }

  /** A card (or the stock) that cannot be played: a short shake, a note, nothing else. */
  #refuse(target: 'stock' | number, why: (l: Localizer) => string): void {
    this._refused = target;
    this._message = why;
    this.#announcer.announce(spoken(this.#l, why(this.#l)));
    this.#animator.shake(target);
    clearTimeout(this.#refusedTimer);
    this.#refusedTimer = setTimeout(() => (this._refused = null), REFUSED_MS);
  }

  // ----- watching a winning line -----

  /** Watches the verdict's winning line from the deal. */
  #watch = (): void => {
    const v = this.#verdict.state;
    if (v?.kind === 'done' && v.verdict.solution) this.#startWatching([], v.verdict.solution);
  };

  /** Watches a winning line from the player's own game, at the last move that could still be won. */
  #watchFrom = async (): Promise<void> => {
    const game = this._game;
    const v = this.#verdict.state;
    if (!game || v?.kind !== 'done' || !v.verdict.winnableUntilMove) return;
    const prefix = v.moves.slice(0, v.verdict.winnableUntilMove);
    const at = new Game(game.deal, game.options);
    at.applyMoves(prefix);
    const { solution } = await solveOff(at.deal, { wrap: at.options.wrap, layout: at.options.layout, from: at.solverPosition });
    // Dropped if the board moved on while the line was worked out.
    if (solution && game === this._game && v === this.#verdict.state) this.#startWatching(prefix, solution);
  };

  /** Plays `prefix` at once, then `line` at a pace a person can follow (all at once under reduced motion). */
  #startWatching(prefix: readonly Move[], line: readonly Move[]): void {
    const game = this._game;
    if (!game || this.#replay.active || line.length === 0) return;
    this.#hints.clear();
    this._message = null;
    this._refused = null;
    if (this.#focus.within) this.#focus.focusAfterUpdate('.replay button');
    const paced = motionAllowed();
    const l = this.#l;
    const from = prefix.length
      ? l.t('watchingFromMove', { nth: l.nth(prefix.length), n: line.length })
      : l.t('watchingFromDeal', { n: line.length });
    if (paced) this.#announcer.announce(from);
    this.#replay.start(game, line, paced, prefix);
  }

  #stopWatching = (): void => {
    this.#replay.stop();
    if (this.#focus.within) this.#focus.focusAfterUpdate('.panel .watch');
    this.#announcer.announce(this.#l.t('stoppedWatching'));
  };

  // ----- input -----

  #onCardClick = (e: Event): void => this.#play(Number((e.currentTarget as HTMLElement).dataset.pos));

  #onStockClick = (): void => void this.turnStock();

  // ----- rendering -----

  /** The layout of the game on the board (before the first deal, the one asked for). */
  get #layout(): Layout {
    return this.#board?.layout ?? TRI_PEAKS;
  }

  /** The game on the board: the player's, or a winning line being watched. */
  get #board(): Game | null {
    return this.#replay.board ?? this._game;
  }

  /** The words of the element's language (its `lang`, an ancestor's, or English). */
  get #l(): Localizer {
    return this.#language.current;
  }

  protected override render(): TemplateResult {
    const game = this.#board;
    const replay = this.#replay;
    const ended = !!game && !replay.playing && game.status !== 'playing';
    // A panel over the table: what lies under it cannot act, so it is disabled and out of the tab order.
    const covered = ended || this._statsOpen || !!this.#ask.question || this.paused;
    const l = this.#l;
    // .root: the host page's inherited styles stop there (see styles.ts); it carries the
    // language and its direction (right to left mirrors the bars and panels, not the cards).
    return html`<div class="root" lang=${l.lang} dir=${l.dir}><div class=${classes({ table: true, dealing: this.#dealer.dealing, ended, won: ended && game?.status === 'won', watching: replay.active })} part="table">
      ${stats(l, this._game, this._game?.options.scoring ?? this.#scoring)}
      <div class="layout" .inert=${covered}>
        <div class=${classes({ stage: true, golf: game?.layout.name === 'golf' })} part="board" aria-busy=${this.#dealer.dealing ? 'true' : 'false'}>
          ${game ? this.#renderBoard(game) : html`<p class="shuffling">${l.t('shuffling')}</p>`}
        </div>
      </div>
      ${
        replay.playing
          ? replayBar(l, replay.played, replay.line.length, this.#stopWatching)
          : message(l, this.#hints.thinking ? l.t('thinking') : (this._message?.(l) ?? ''))
      }
      ${controls(l, {
        covered,
        canUndo: !!game && !this.#dealer.dealing && !replay.active && game.status === 'playing' && game.history.length > 0,
        canHint: !!game && !replay.active && game.status === 'playing',
        settings: this.#settingsInForce,
        onUndo: () => this.undo(),
        onHint: () => void this.hint(),
        onNewGame: this.#newGameAsked,
        onSetting: this.#onSetting,
        onRestart: this.#restartAsked,
        onSettingsBeforeToggle: this.#sheet.beforeToggle,
        onSettingsToggle: this.#sheet.toggled,
        onStatistics: this.#openStats,
        fullscreen: this.#sheet.fullscreen,
        onFullscreen: this.#sheet.toggleFullscreen,
      })}
      ${ended ? this.#renderEndPanel(game) : nothing}
      ${this._statsOpen ? this.#renderStats() : nothing}
      ${this.#ask.render(l)}
      ${this.paused ? pausedPanel(l, () => this.resume(), this._elsewhere) : nothing}
      ${this.#announcer.render()}
    </div></div>`;
  }

  /** The settings as Settings shows them (Golf: always face up, points). */
  get #settingsInForce(): SettingsView {
    const { layout, wild, wrap, deal, faceUp } = this;
    return { layout, wild, wrap, deal, scoring: this.#scoring, faceUp: faceUp || LAYOUTS[layout].allFaceUp };
  }

  protected override updated(): void {
    showSettings(this.renderRoot, this.#settingsInForce);
  }

  /** The statistics panel: the rule set of the game on the board. */
  #renderStats(): TemplateResult {
    const l = this.#l;
    const rules = this.#rules(this._game);
    const s = statsFor(this.#stats.current, rules);
    // The panel shows the daily streak as it stands today (0 once a day went by without a daily win).
    const today = normalizeSeed('daily').slice('daily:'.length);
    const heading = { label: rulesLabel(l, rules), scoring: rules.scoring as ScoringOption | 'strokes' };
    return statsPanel(l, heading, { ...s, dailyStreak: dailyStreakOn(s, today) }, this.#resetStatsAsked, this.#closeStats, this.#transfer);
  }

  #openStats = (): void => {
    this.#sheet.close(false);
    this._statsOpen = true;
    this.#gameplay.stop('panel');
    this.#focus.focusAfterUpdate('.statistics .primary');
  };

  #closeStats = (): void => {
    if (!this._statsOpen) return;
    this._statsOpen = false;
    this.#transfer.close();
    this.#focus.focusAfterUpdate('.statistics-toggle');
    this.#resumePlay();
  };

  #resetStatsAsked = (): void => {
    this.#ask.ask({
      question: 'resetQuestion',
      detail: 'resetDetail',
      confirm: 'reset',
      cancel: 'keepThem',
      discard: () => this.resetStats(),
    });
    this.#focus.focusAfterUpdate('.confirm .primary');
  };

  /** The panel at the end: the player's game (won or lost), or the watched line's. */
  #renderEndPanel(game: Game): TemplateResult {
    const actions = { onPlayAgain: this.#playAgain, onNewDeal: this.#newDeal };
    if (this.#replay.active) return replayPanel(this.#l, game, this.#replay.line, actions);
    return endPanel(this.#l, game, this.#verdict.state, {
      ...actions,
      onWatch: this.#watch,
      onWatchFrom: () => void this.#watchFrom().catch(warnFailed('the winning line')),
    });
  }

  /** The peaks and the piles of the game on the board (the player's, or a watched line's). */
  #renderBoard(game: Game): TemplateResult[] {
    const watching = this.#replay.active;
    const hint = watching ? null : this.#hints.shown;
    const showBadge = this.showWinnable && !watching && game.status === 'playing';
    const l = this.#l;
    return [
      peaks(l, game, { tabStop: this.#focus.tabStop(), hinted: hint?.position ?? null, refused: this._refused, onCard: this.#onCardClick }),
      piles(l, game, {
        hinted: hint?.move?.kind === 'stock',
        refused: this._refused,
        onStock: this.#onStockClick,
        badge: showBadge ? winnableBadge(l, this.#winnable.answer, this.#winnable.checking, this.#winnable.dealWinnable) : nothing,
      }),
    ];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    elementConnected(true);
    if (this.hasUpdated) this.#linkStorage();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    elementConnected(false);
    this.#sounds.close();
    this.#stats.unlink();
    this.#saved.unlink();
    clearTimeout(this.#refusedTimer);
    this._refused = null;
  }
}
