/**
 * The templates around the board: the end-of-game panels (with the loss panel's
 * verdict), the question before a game is thrown away, the message line, the bar shown
 * while a winning line plays, and the controls with Settings.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { type DealVerdict, type Game, type LayoutName, type Move, type RuleStats, LAYOUTS, winRate } from '../engine/index.js';
import { classes } from './board.js';
import type { StatsTransfer } from './controllers/stats-transfer.js';
import type { VerdictState } from './controllers/verdict.js';
import type { DealModeOption, ScoringOption } from './options.js';
import { assistsLine, formatScore, layoutPlace, leftIn, ordinal, spoken, stockTurns, verdictText } from './text.js';

/** The end panels' two ways on: the same deal again, or another. */
export interface PanelActions {
  onPlayAgain: () => void;
  onNewDeal: () => void;
}

function panelActions(actions: PanelActions): TemplateResult {
  return html`<div class="panel-actions">
    <button type="button" class="primary" part="button play-again" @click=${actions.onPlayAgain}>Play again</button>
    <button type="button" part="button new-deal" @click=${actions.onNewDeal}>New deal</button>
  </div>`;
}

/** The panel at the end of the player's game: the score (broken down for a win), the assists, the verdict on a loss. */
export function endPanel(
  game: Game,
  verdict: VerdictState | null,
  actions: PanelActions & { onWatch: () => void; onWatchFrom: () => void },
): TemplateResult {
  const won = game.status === 'won';
  const scoring = game.options.scoring;
  const parts = game.scoreParts;
  const betting = scoring === 'betting';
  const golf = game.options.layout === 'golf';
  const row = (label: string, value: number) => html`<div class="line"><dt>${label}</dt><dd>${formatScore(value, scoring)}</dd></div>`;
  // Golf's traditional score, lower is better, under the points.
  const strokes =
    game.strokes === null ? nothing : html`<div class="line"><dt>Strokes (lower is better)</dt><dd>${game.strokes}</dd></div>`;
  return html`<div class="backdrop">
    ${won ? celebration() : nothing}
    <section class=${won ? 'panel won' : 'panel lost'} part="panel" aria-labelledby="end-title">
      <h2 id="end-title">${won ? (golf ? 'Columns cleared!' : 'Peaks cleared!') : 'No more moves'}</h2>
      ${
        won
          ? html`<dl class="breakdown">
            ${row('Runs', parts.runs)}
            ${game.layout.peakTops.length ? row('Peaks', parts.peaks) : nothing}
            ${betting ? nothing : row('Clear bonus', parts.clear)}
            ${row(betting ? 'Stock turns' : `Stock bonus (${game.stockCount} left)`, parts.stock)}
            <div class="line total"><dt>Score</dt><dd>${formatScore(parts.total, scoring)}</dd></div>
            ${strokes}
          </dl>`
          : html`<p class="lost-text"><span class="why">The stock is empty and nothing fits.</span>
            ${game.peakCardsLeft} ${game.peakCardsLeft === 1 ? 'card is' : 'cards are'} left ${leftIn(game.options.layout)}.</p>
            <dl class="breakdown">
              <div class="line total"><dt>Score</dt><dd>${formatScore(game.score, scoring)}</dd></div>
              ${strokes}
            </dl>`
      }
      <p class=${classes({ assists: true, clean: game.undos + game.hints === 0 })} part="assists">${assistsLine(game)}</p>
      ${won ? nothing : verdictPart(verdict, game.options.layout, actions)}
      ${panelActions(actions)}
    </section>
  </div>`;
}

/** Suits rising behind the win panel: a short celebration (none under reduced motion, see styles.ts). */
function celebration(): TemplateResult {
  return html`<div class="celebration" aria-hidden="true">
    ${['\u2665', '\u2660', '\u2666', '\u2663', '\u2665', '\u2660', '\u2666', '\u2663'].map((suit, i) => html`<span class=${`burst b${i}`}>${suit}</span>`)}
  </div>`;
}

function verdictPart(
  v: VerdictState | null,
  layout: LayoutName,
  actions: { onWatch: () => void; onWatchFrom: () => void },
): TemplateResult | typeof nothing {
  if (!v || v.kind === 'failed') return nothing;
  if (v.kind === 'checking') {
    return html`<div class="verdict checking" part="verdict"><span class="spinner" aria-hidden="true"></span>Checking the deal&hellip;</div>`;
  }
  const { headline, detail } = verdictText(v.verdict, v.moves, layout);
  const until = v.verdict.winnableUntilMove ?? 0;
  const play = html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5.5v13l10.5-6.5z"/></svg>`;
  return html`<div class=${classes({ verdict: true, could: v.verdict.winnableFromStart, never: !v.verdict.winnableFromStart })} part="verdict">
    <p><strong>${headline}</strong> ${detail}</p>
    ${
      canWatch(v.verdict)
        ? html`<div class="watch-actions">
            <button type="button" class="watch" part="button watch" @click=${actions.onWatch}>${play}Watch a winning line</button>
            ${
              until > 0
                ? html`<button type="button" class="watch-own" part="button watch-own" @click=${actions.onWatchFrom}>
                    ${play}From your ${ordinal(until)} move
                  </button>`
                : nothing
            }
          </div>`
        : nothing
    }
  </div>`;
}

/** Whether the verdict has a winning line to watch. */
export function canWatch(verdict: DealVerdict): boolean {
  return !!verdict.solution && verdict.solution.length > 0;
}

/** Before a game under way is thrown away (New game, a setting): go ahead, or keep playing. */
export function confirmPanel(
  ask: { confirm: string; question?: string; detail?: string; cancel?: string },
  onConfirm: () => void,
  onCancel: () => void,
): TemplateResult {
  return html`<div class="backdrop">
    <section class="panel confirm" part="panel confirm" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <h2 id="confirm-title">${ask.question ?? 'Leave this game?'}</h2>
      <p id="confirm-text" class="lost-text">${ask.detail ?? 'The game under way will be lost.'}</p>
      <div class="panel-actions">
        <button type="button" class="primary" part="button confirm-leave" @click=${onConfirm}>${ask.confirm}</button>
        <button type="button" part="button keep-playing" @click=${onCancel}>${ask.cancel ?? 'Keep playing'}</button>
      </div>
    </section>
  </div>`;
}

/** The statistics of the rule set on the board, with Reset (which asks first), Close, and Export and Import. */
export function statsPanel(rules: string, s: RuleStats, onReset: () => void, onClose: () => void, transfer: StatsTransfer): TemplateResult {
  const rate = winRate(s);
  const row = (label: string, value: string | number) => html`<div class="line"><dt>${label}</dt><dd>${value}</dd></div>`;
  return html`<div class="backdrop">
    <section class="panel statistics" part="panel statistics" role="dialog" aria-labelledby="stats-title">
      <h2 id="stats-title">Statistics</h2>
      <p class="rules">${rules}</p>
      <dl class="breakdown">
        ${row('Played', s.played)} ${row('Won', s.won)} ${row('Win rate', rate === null ? '\u2014' : `${Math.round(rate * 100)}%`)}
        ${row('Current streak', s.currentStreak)} ${row('Best streak', s.bestStreak)}
        ${row('Best score', s.bestScore ?? '\u2014')} ${row('Fastest win', s.fastestWin === null ? '\u2014' : `${s.fastestWin} s`)}
        ${row('Longest run', s.longestRun)} ${row('Daily streak', s.dailyStreak)}
      </dl>
      <div class="panel-actions">
        <button type="button" class="primary" part="button close-statistics" @click=${onClose}>Close</button>
        <button type="button" part="button reset-statistics" @click=${onReset}>Reset</button>
        <button type="button" part="button export-statistics" @click=${transfer.download}>Export</button>
        <button type="button" part="button import-statistics" aria-expanded=${transfer.importing ? 'true' : 'false'} @click=${transfer.toggleImport}>
          Import
        </button>
      </div>
      ${transfer.importing ? importForm(transfer) : nothing}
    </section>
  </div>`;
}

/** Import: text pasted in, or a file (an export from another browser). */
function importForm(transfer: StatsTransfer): TemplateResult {
  return html`<div class="load-stats" role="group" aria-label="Import statistics">
    <label>Paste exported statistics <textarea rows="3" spellcheck="false"></textarea></label>
    <div class="panel-actions">
      <button type="button" part="button load-statistics" @click=${transfer.load}>Load text</button>
      <label class="file-button"
        ><input type="file" class="sr-only" accept=".json,application/json,text/plain" @change=${transfer.load} />Load a file</label
      >
    </div>
    ${transfer.error ? html`<p class="load-error" role="alert">Not loaded: ${transfer.error}</p>` : nothing}
  </div>`;
}

/** Over a paused game: nothing moves until Resume. */
export function pausedPanel(onResume: () => void, elsewhere: boolean): TemplateResult {
  return html`<div class="backdrop paused-backdrop">
    <section class="panel paused" part="panel paused" aria-labelledby="paused-title">
      <h2 id="paused-title">${elsewhere ? 'This game goes on in another tab' : 'Paused'}</h2>
      ${elsewhere ? html`<p>You played it in another tab or window last. Play here to go on with it in this one.</p>` : nothing}
      <div class="panel-actions">
        <button type="button" class="primary" part=${elsewhere ? 'button play-here' : 'button resume'} @click=${onResume}>
          ${elsewhere ? 'Play here' : 'Resume'}
        </button>
      </div>
    </section>
  </div>`;
}

/** The line under the board: a hint's reason or why a card cannot be played, cards named in words for screen readers. */
export function message(text: string): TemplateResult {
  return html`<p class="message" part="message" aria-hidden="true">${text}</p>
    <span class="sr-only">${spoken(text)}</span>`;
}

/** After a winning line has played: what it was, and the way back to playing. */
export function replayPanel(board: Game, line: readonly Move[], actions: PanelActions): TemplateResult {
  const turns = stockTurns(line);
  return html`<div class="backdrop">
    <section class="panel replayed" part="panel" aria-labelledby="end-title">
      <h2 id="end-title">One way through</h2>
      <p class="lost-text">This line clears ${layoutPlace(board.options.layout)} in ${line.length} moves,
        ${turns === 0 ? 'without turning the stock' : `${turns} of them stock ${turns === 1 ? 'turn' : 'turns'}`},
        for a score of ${formatScore(board.score, board.options.scoring)}. Now it is your turn.</p>
      ${panelActions(actions)}
    </section>
  </div>`;
}

/** The bar shown while a winning line plays: how far it is, and Stop. */
export function replayBar(played: number, length: number, onStop: () => void): TemplateResult {
  return html`<div class="replay" part="replay">
    <span class="replay-text">Winning line <span class="replay-count">move ${played} of ${length}</span></span>
    <button type="button" part="button stop-watching" aria-keyshortcuts="Escape" @click=${onStop}>
      <svg viewBox="0 0 24 24" aria-hidden="true"><rect x="6" y="6" width="12" height="12" rx="1.5"/></svg>Stop
    </button>
  </div>`;
}

/** The settings in force, as the Settings inputs show them (by input name). */
export type SettingsView = {
  layout: LayoutName;
  wild: number;
  wrap: boolean;
  deal: DealModeOption;
  scoring: ScoringOption;
  faceUp: boolean;
};

/**
 * Checks the Settings inputs that show `settings`, after every render: a change waits for
 * the player's answer (and may be cancelled), so an input the player clicked must show
 * the setting in force again (what Lit's live() does, without its bytes).
 */
export function showSettings(root: ParentNode, settings: SettingsView): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('.settings input')) {
    const value = settings[input.name as keyof SettingsView];
    input.checked = input.type === 'checkbox' ? !!value : String(value) === input.value;
  }
}

/** The controls bar: Undo, Hint, New game, full screen, Statistics, and Settings (the game, jokers, wrap, face up, deals, scoring). */
export function controls(view: {
  /** A panel lies over the table: no control acts (each is disabled). */
  covered: boolean;
  canUndo: boolean;
  canHint: boolean;
  settings: SettingsView;
  onUndo: () => void;
  onHint: () => void;
  onNewGame: () => void;
  onSetting: (e: Event) => void;
  onRestart: () => void;
  onSettingsBeforeToggle: (e: Event) => void;
  onSettingsToggle: () => void;
  onStatistics: () => void;
  /** Full screen: null where the page does not allow it, else whether the game is full screen now. */
  fullscreen: boolean | null;
  onFullscreen: () => void;
}): TemplateResult {
  // Golf deals every card face up and scores in points (and strokes): those choices are off.
  const { allFaceUp, betting } = LAYOUTS[view.settings.layout];
  // Which input is checked is set after each render (showSettings): the settings in force.
  const choice = (name: string, value: string | number, label: string, disabled = false) =>
    html`<label><input type="radio" name=${name} value=${value} ?disabled=${disabled} @change=${view.onSetting} /> ${label}</label>`;
  return html`<div class="controls" part="controls">
    <button type="button" part="button undo" ?disabled=${view.covered || !view.canUndo} @click=${view.onUndo} aria-keyshortcuts="U Control+Z">
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/></svg>Undo
    </button>
    <button type="button" part="button hint" ?disabled=${view.covered || !view.canHint} @click=${view.onHint} aria-keyshortcuts="H">
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z"/></svg>Hint
    </button>
    <button type="button" part="button new-game" aria-label="New game" ?disabled=${view.covered} @click=${view.onNewGame} aria-keyshortcuts="N">
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M21 12a9 9 0 1 1-3-6.7L21 8"/><path d="M21 3v5h-5"/></svg>New<span class="wide"> game</span>
    </button>
    ${
      view.fullscreen === null
        ? nothing
        : html`<button type="button" class="icon fullscreen" part="button fullscreen" aria-label=${view.fullscreen ? 'Leave full screen' : 'Full screen'} ?disabled=${view.covered} @click=${view.onFullscreen}>
            <svg viewBox="0 0 24 24" aria-hidden="true"><path d=${view.fullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} /></svg>
          </button>`
    }
    <button type="button" class="icon statistics-toggle" part="button statistics" aria-label="Statistics" ?disabled=${view.covered} @click=${view.onStatistics}>
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 20V11M12 20V4M19 20v-6" /></svg>
    </button>
    <button type="button" class="icon settings-toggle" part="button settings-toggle" aria-label="Settings" popovertarget="settings" ?disabled=${view.covered}>
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0"/><circle cx="16" cy="6" r="2"/><circle cx="10" cy="12" r="2"/><circle cx="18" cy="18" r="2"/></svg><span class="text">Settings</span>
    </button>
    <div id="settings" class="settings" part="settings" popover role="group" aria-label="Settings" @beforetoggle=${view.onSettingsBeforeToggle} @toggle=${view.onSettingsToggle}>
      <div class="columns">
        <button type="button" class="restart" part="button restart" @click=${view.onRestart}>Restart this deal</button>
        <fieldset>
          <legend>Game</legend>
          ${choice('layout', 'tri-peaks', 'Tri Peaks')}
          ${choice('layout', 'golf', 'Golf')}
        </fieldset>
        <fieldset>
          <legend>Jokers</legend>
          ${choice('wild', 0, 'None')}
          ${choice('wild', 1, '1')}
          ${choice('wild', 2, '2')}
        </fieldset>
        <label class="switch"><input type="checkbox" name="wrap" @change=${view.onSetting} /> King&ndash;Ace wrap</label>
        <label class="switch"><input type="checkbox" name="faceUp" ?disabled=${allFaceUp} @change=${view.onSetting} />
          All cards face up</label>
        <fieldset>
          <legend>Deals</legend>
          ${choice('deal', 'winnable', 'Winnable deals only')}
          ${choice('deal', 'any', 'Any deal')}
        </fieldset>
        <fieldset>
          <legend>Scoring</legend>
          ${choice('scoring', 'points', 'Points')}
          ${choice('scoring', 'betting', 'Betting (dollars)', !betting)}
        </fieldset>
        <p class="note">Changing a setting deals a new game.</p>
        <p class="keys"><strong>Keys:</strong> arrows move between cards, Enter or Space plays,
          <kbd>S</kbd> turns the stock, <kbd>U</kbd> or <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes,
          <kbd>H</kbd> hints, <kbd>N</kbd> deals a new game.</p>
      </div>
    </div>
  </div>`;
}
