import { LitElement, type PropertyValues, type TemplateResult } from 'lit';
import { type GameStatus, Game, type Hint, LAYOUTS, TRI_PEAKS, normalizeSeed, type Statistics } from '../engine/index.js';
import { type Clock, PlayTime, SYSTEM_CLOCK } from './clock.js';
import { AskFirst } from './controllers/ask-first.js';
import { BoardNote } from './controllers/board-note.js';
import { Announcer } from './controllers/announcer.js';
import { BoardAnimator } from './controllers/board-animator.js';
import { Dealer } from './controllers/dealer.js';
import { GameplayEvents } from './controllers/gameplay.js';
import { HintController } from './controllers/hint.js';
import { KeyboardShortcuts } from './controllers/keyboard.js';
import { Moves } from './controllers/moves.js';
import { PagePresence } from './controllers/page-presence.js';
import { PlayFlow } from './controllers/play-flow.js';
import { PlayerGame } from './controllers/player-game.js';
import { RovingFocus } from './controllers/roving-focus.js';
import { type ReplayController } from './controllers/replay.js';
import { SettingsFlow } from './controllers/settings-flow.js';
import { SettingsSheet } from './controllers/settings-sheet.js';
import { ShowWinnableController } from './controllers/show-winnable.js';
import { SoundEffects } from './controllers/sound.js';
import { StatsKeeper } from './controllers/stats.js';
import { StatsPanel } from './controllers/stats-panel.js';
import { type GameStorage, StorageReporter } from './controllers/storage.js';
import { StorageLink } from './controllers/storage-link.js';
import { VerdictController } from './controllers/verdict.js';
import { WatchLine } from './controllers/watch-line.js';
import { emit } from './events.js';
import { firstRenderTurn } from './first-render.js';
import { cardGroup } from './geometry.js';
import { Language, type Localizer } from './i18n/localizer.js';
import { type Translation, registerTranslation } from './i18n/registry.js';
import {
  type DealModeOption,
  type LayoutOption,
  type ParsedOptions,
  type ScoringOption,
  defineOptions,
  parseSeed,
  parseWrap,
  warnOnce,
} from './options.js';
import { dealOptions, rulesOf, scoringInForce, settingsInForce } from './rule-set.js';
import { styles } from './styles.js';
import { table } from './table.js';
import { verdictSaid } from './text.js';

const warn = (message: string): void => console.warn(`<tri-peaks-game>: ${message}`);

/** The options that start a new game when they change. */
const GAME_OPTIONS = ['layout', 'wild', 'wrap', 'deal', 'seed', 'scoring', 'faceUp'] as const;

/**
 * Tri Peaks solitaire, and Golf: clear the layout by playing cards one rank above or
 * below the waste card. Rules, deals, scores and hints come from the engine
 * (`tri-peaks-game/engine`); this element only renders them and reports what happens.
 *
 * How it behaves (the keyboard, asking before a game is lost, the order of events, the
 * truth about a lost deal, languages, work off the main thread): `src/tri-peaks-game/README.md`.
 *
 * @summary Tri Peaks solitaire, playable by mouse, touch and keyboard.
 * @tag tri-peaks-game
 *
 * @attr {"tri-peaks"|"golf"} layout - `tri-peaks` (default: three peaks of 28 cards) or `golf` (seven columns of five, all face up; `strokes` in `win`/`lose`).
 * @attr {"0"|"1"|"2"} wild - Jokers in the deck (default 0): a joker plays on any card and any card on a joker.
 * @attr {"on"|"off"} wrap - King and Ace are neighbours: `on` (also `""`, `true`) or `off` (`false`); absent, the layout's default (on in Tri Peaks, off in Golf).
 * @attr {"winnable"|"any"|"easy"|"medium"|"hard"} deal - `winnable` (default): only deals a solver proves winnable; `any`: as a real shuffle falls; `easy`, `medium`, `hard`: winnable deals by how often a player who sees only the visible cards wins them (with `seed="daily"`, that tier's daily deal).
 * @attr {string} seed - An integer 0-4294967295, any text (up to 200 characters), `daily` or `daily:YYYY-MM-DD`; absent for a random seed. The property reads the seed dealt from: after the player's New game `null` (random), after Daily deal `daily`.
 * @attr {"points"|"betting"} scoring - `points` (default) or `betting` (dollars).
 * @attr {boolean} face-up - Deal all 28 peak cards face up.
 * @attr {string} save-key - Save the game in progress and the statistics under this key (1-200 characters) (in `localStorage`, or the `storage` property's) after every move and put the game back on the next load. Absent, a key of the element's own (the page's path, its place on the page, its game attributes); `none`: nothing is stored.
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
 * @cssprop [--tp-max-board=920px] - The widest the card layout grows (`none`: with the page, as a portal wants); full screen shows the biggest board the screen holds.
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
 * @csspart button - Each control button (also `undo`, `hint`, `new-game`, `fullscreen`, `statistics`, `settings-toggle`, `restart`, `daily`, `play-again`, `new-deal`, `watch`, `watch-own`, `stop-watching`, `confirm-leave`, `keep-playing`, `resume`, `reset-statistics`, `close-statistics`, `export-statistics`, `import-statistics`, `load-statistics`).
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

  /** Lit's reactive properties, written out (no decorators: ~400 bytes less) for the manifest analyzer, which reads literals only. */
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
  };

  /** The options are parsed as they are set (OPTION_PARSERS, options.ts): what is read back is always valid. Lit wraps each accessor. */
  static {
    defineOptions(
      this.prototype,
      (el: TriPeaksGame) => el.#given,
      (el) => el.#warn,
    );
  }

  /** The options in force, by name: only the accessors above read and write them. */
  readonly #given = {} as ParsedOptions;

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

  /** The seed dealt: the host's, or the player's last choice (New game: null, a random seed; Daily deal: `daily`). */
  seed: string | null = null;

  /** `points` or `betting`. */
  scoring: ScoringOption = 'points';

  /** Deal all 28 peak cards face up. */
  faceUp = false;

  /** Show after every move whether the position can still be won (off by default: it reveals something of the hidden cards). */
  showWinnable = false;

  /**
   * Save the game in progress and the statistics under this key, and put the game back on
   * the next load (absent: under the element's own key; `none`: nothing is stored).
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

  /** The clock the element reads: the page's, unless a test gives one it moves on by hand. @internal */
  clock: Clock = SYSTEM_CLOCK;

  readonly #time = new PlayTime(() => this.clock);
  readonly #dealer = new Dealer(this, (game, elapsed, id) => this.#player.show(game, elapsed, false, id));
  readonly #gameplay = new GameplayEvents(this);
  readonly #reporter = new StorageReporter(this);
  readonly #stats = new StatsKeeper(this.#reporter, warn, (stats) => {
    this.requestUpdate();
    emit(this, 'stats', stats);
  });
  readonly #storageLink = new StorageLink(this, {
    reporter: this.#reporter,
    stats: this.#stats,
    warn,
    options: () => dealOptions(this),
    adopt: (restored) => this.#player.adopt(restored),
    takenBack: (r) => this.#player.show(r.game, r.elapsed, r.id === this.#player.id, r.id),
  });
  readonly #sounds = new SoundEffects();
  readonly #presence = new PagePresence(this, () => {
    this.#sounds.close();
    this.#storageLink.unlink();
  });
  readonly #announcer = new Announcer(this);
  readonly #language = new Language(this);
  readonly #verdict = new VerdictController(this, (verdict, moves) =>
    this.#announcer.announce(verdictSaid(this.#l, verdict, moves, this.#player.current?.layout ?? TRI_PEAKS)),
  );
  readonly #watching: WatchLine = new WatchLine(this, {
    game: () => this.#player.current,
    verdict: this.#verdict,
    l: () => this.#l,
    announce: (text) => this.#announcer.announce(text),
    focusWithin: () => this.#focus.within,
    focus: (selector) => this.#focus.focusAfterUpdate(selector),
    clearNotes: () => {
      this.#hints.clear();
      this.#note.clear();
    },
  });
  readonly #replay: ReplayController = this.#watching.replay;
  readonly #animator = new BoardAnimator(this, () => this.#watching.board);
  readonly #note = new BoardNote(this, {
    l: () => this.#l,
    announce: (text) => this.#announcer.announce(text),
    shake: (target) => this.#animator.shake(target),
  });
  readonly #hints = new HintController(this, { l: () => this.#l, announce: (text) => this.#announcer.announce(text), note: this.#note });
  readonly #winnable = new ShowWinnableController(this);
  // Play stops while Settings is open.
  readonly #sheet = new SettingsSheet(this, (open) => (open ? this.#flow.stop() : this.#flow.resume()));
  readonly #ask = new AskFirst(this, () => this.#flow.questionClosed());
  readonly #player: PlayerGame = new PlayerGame(this, {
    l: () => this.#l,
    announce: (text) => this.#announcer.announce(text),
    stats: this.#stats,
    saved: this.#storageLink.saved,
    time: this.#time,
    focus: () => this.#focus,
    replay: this.#replay,
    hints: this.#hints,
    note: this.#note,
    verdict: this.#verdict,
    winnable: this.#winnable,
    cancelDeal: () => this.#dealer.cancel(),
  });
  // After the replay: its layout is read at once (the group's first Tab stop).
  readonly #focus = new RovingFocus(this, {
    ...cardGroup(() => this.#watching.board),
    element: (p) => this.renderRoot.querySelector<HTMLElement>(`.peaks [data-pos="${p}"]`),
    fallback: () => this.renderRoot.querySelector<HTMLElement>('.stock'),
    transient: '.panel',
  });
  readonly #statsPanel = new StatsPanel(this, {
    stats: this.#stats,
    ask: this.#ask,
    rules: () => rulesOf(this.#player.current, this),
    opened: () => {
      this.#sheet.close(false);
      this.#flow.stop();
    },
    closed: () => this.#flow.resume(),
    focus: (selector) => this.#focus.focusAfterUpdate(selector),
  });
  readonly #settings = new SettingsFlow(this, {
    ask: this.#ask,
    sheet: this.#sheet,
    warn: this.#warn,
    underWay: () => this.#player.underWay,
    inForce: () => settingsInForce(this),
    asking: () => {
      this.#flow.stop();
      this.#focus.focusAfterUpdate('.confirm .primary');
    },
    newDeal: () => void this.newGame(),
    daily: () => void this.newGame('daily'),
    playAgain: () => this.#player.playAgain(),
  });

  readonly #moves = new Moves(this, {
    playable: () => this.#flow.playable,
    l: () => this.#l,
    announce: (text) => this.#announcer.announce(text),
    note: this.#note,
    focus: this.#focus,
    positionChanged: (move) => this.#player.positionChanged(move),
    gameplay: this.#gameplay,
    stats: this.#stats,
    sounds: () => (this.sound && !this.muted && !this.paused ? this.#sounds : null),
    time: this.#time,
    gameId: () => this.#player.id,
  });
  readonly #flow = new PlayFlow(this, {
    gameplay: this.#gameplay,
    time: this.#time,
    player: this.#player,
    dealer: this.#dealer,
    ask: this.#ask,
    statsPanel: this.#statsPanel,
    sheet: this.#sheet,
    watching: this.#watching,
    storageLink: this.#storageLink,
    focus: this.#focus,
  });

  constructor() {
    super();
    new KeyboardShortcuts(this, {
      escape: this.#flow.escape,
      held: this.#flow.held,
      cardKey: (e, position) => this.#focus.handleKey(e, position),
      stock: () => this.turnStock(),
      undo: () => this.undo(),
      // H: the focus goes to the hinted card (or the stock), as the keyboard player reads on from there.
      hint: () => void this.hint().then(() => this.#focus.focusAfterUpdate('.hinted')),
      newGame: () => this.#settings.newGameAsked(),
    });
  }

  // ----- the host's API -----

  /** The score so far (points, or dollars with `scoring="betting"`). */
  get score(): number {
    return this.#player.current?.score ?? 0;
  }
  /** `playing`, `won` or `lost`; `dealing` before the first deal is ready. */
  get status(): GameStatus | 'dealing' {
    return this.#player.current?.status ?? 'dealing';
  }
  /** Cards in the current run. */
  get run(): number {
    return this.#player.current?.run ?? 0;
  }
  /** Cards left in the stock. */
  get stockCount(): number {
    return this.#player.current?.stockCount ?? 0;
  }
  /** This deal as deal text (52 card codes), or `''` before the first deal. */
  get cards(): string {
    return this.#player.current?.dealText ?? '';
  }
  /**
   * Resolves when the deal of the options in force (the latest deal asked for) is on the
   * board, and `game` answers all it is asked (a Golf game's `solve()`: Golf's solver is
   * variant code, which the worker may have loaded and the page not yet).
   */
  get dealComplete(): Promise<void> {
    return this.#dealer.complete(() => this.#player.current);
  }
  /** The player's game, from the engine (read it; play through the element's methods). */
  get game(): Game | null {
    return this.#player.current;
  }
  /** Whether a winning line is playing (or has played) on the board after a loss. */
  get watching(): boolean {
    return this.#replay.active;
  }

  /** Deals a new game: a random seed, or the one given, which `seed` then reads (null: random). Resolves when it is on the board. */
  newGame(seed?: string | number): Promise<void> {
    return this.#deal((this.#given.seed = seed === undefined ? null : parseSeed(seed, this.#warn)));
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
    return this.#moves.undo();
  }

  /**
   * Works out the engine's hint (off the main thread: the page never waits), then shows
   * it (highlighted and announced) and resolves to it. Resolves to null before a deal,
   * while a new deal is searched for, while a winning line plays, or when the position
   * changed before the hint was ready. Asking again for the same position gives the same
   * hint and counts it once. Its `reason` is in the element's language, as the player reads it.
   */
  hint(): Promise<Hint | null> {
    return this.#hints.give(this.#flow.playable);
  }

  /** Turns the top stock card onto the waste. Returns false when it cannot (empty, game over). */
  turnStock(): boolean {
    return this.#moves.turnStock();
  }

  /** The first board waits for its turn: one game per task, the nearest the screen first (first-render.ts). */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await firstRenderTurn(this);
    // Removed before its first board: it deals nothing and links no storage unless it comes back.
    if (!this.hasUpdated) await this.#presence.connected();
    await super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('scoring') || changed.has('layout')) && this.scoring !== scoringInForce(this))
      this.#warn('scoring', this.scoring, `"${scoringInForce(this)}"`, `${this.scoring} scoring is for Tri Peaks only`);
    if (changed.has('showWinnable')) this.#winnable.check(this.showWinnable);
    if (changed.has('paused') && this.hasUpdated) this.#flow.pausedChanged();
    if (!this.hasUpdated || changed.has('saveKey') || changed.has('storage')) this.#storageLink.link();
    if (!this.hasUpdated || GAME_OPTIONS.some((k) => changed.has(k) && !(k === 'seed' && this.#dealtFromSeed())))
      void this.#deal(this.seed);
  }

  /** The game on the board was dealt from `seed` as it is now written (`daily` and today's `daily:` date are one seed). */
  #dealtFromSeed(): boolean {
    const dealt = this.#player.current?.origin?.seed;
    return !this.#dealer.dealing && this.seed !== null && dealt !== undefined && normalizeSeed(this.seed) === dealt;
  }

  #deal(seed: string | null): Promise<void> {
    // A winning line on the board holds still while the next deal is found.
    this.#replay.hold();
    const options = dealOptions(this);
    // The first deal puts a saved game back if there is one; a later deal replaces it.
    const restore = !this.#player.current ? () => this.#storageLink.saved.load({ ...options, seed }, this.#player.adopt) : undefined;
    const hook = this.#player.current ? this.beforeNewDeal : null;
    const before = hook ? { hook, limitMs: this.beforeNewDealLimit } : null;
    if (this.#player.current) this.#gameplay.stop('new-deal');
    return this.#dealer.deal(seed, options, restore, before);
  }

  /** The words of the element's language (its `lang`, an ancestor's, or English). */
  get #l(): Localizer {
    return this.#language.current;
  }

  protected override render(): TemplateResult {
    return table(this.#l, this, {
      board: this.#watching.board,
      session: this.#flow.session,
      dealing: this.#dealer.dealing,
      scoring: scoringInForce(this),
      settings: settingsInForce(this),
      elsewhere: this.#storageLink.elsewhere,
      player: this.#player,
      watching: this.#watching,
      moves: this.#moves,
      hints: this.#hints,
      note: this.#note,
      focus: this.#focus,
      winnable: this.#winnable,
      statsPanel: this.#statsPanel,
      ask: this.#ask,
      announcer: this.#announcer,
      settingsFlow: this.#settings,
      sheet: this.#sheet,
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#presence.arrived();
    if (this.hasUpdated) this.#storageLink.link();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#presence.left();
  }
}
