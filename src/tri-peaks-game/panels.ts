/**
 * The templates around the board: the end-of-game panels (with the loss panel's
 * verdict), the question before a game is thrown away, the message line, the bar shown
 * while a winning line plays, and the controls with Settings.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { type DealVerdict, type Move, type Game, type Layout, type LayoutName, LAYOUTS, type RuleStats, winRate } from '../engine/index.js';
import type { Localizer } from './i18n/localizer.js';
import type { TranslationKey } from './i18n/registry.js';
import { classes } from './board.js';
import type { StatsTransfer } from './controllers/stats-transfer.js';
import type { VerdictState } from './controllers/verdict.js';
import type { DealModeOption, ScoringOption } from './options.js';
import { assistsLine, pileWords, spoken, stockTurns, verdictText } from './text.js';

/** The end panels' two ways on: the same deal again, or another. */
export interface PanelActions {
  onPlayAgain: () => void;
  onNewDeal: () => void;
}

function panelActions(l: Localizer, actions: PanelActions): TemplateResult {
  return html`<div class="panel-actions">
    <button type="button" class="primary" part="button play-again" @click=${actions.onPlayAgain}>${l.t('playAgain')}</button>
    <button type="button" part="button new-deal" @click=${actions.onNewDeal}>${l.t('newDealButton')}</button>
  </div>`;
}

/** The panel at the end of the player's game: the score (broken down for a win), the assists, the verdict on a loss. */
function endPanel(
  l: Localizer,
  game: Game,
  verdict: VerdictState | null,
  actions: PanelActions & { onWatch: () => void; onWatchFrom: () => void },
): TemplateResult {
  const won = game.status === 'won';
  const scoring = game.options.scoring;
  const parts = game.scoreParts;
  const betting = scoring === 'betting';
  const words = pileWords(game.layout);
  const row = (label: string, value: number, total = false) =>
    html`<div class=${total ? 'line total' : 'line'}><dt>${label}</dt><dd>${l.score(value, scoring)}</dd></div>`;
  // Golf's traditional score, lower is better, under the points.
  const strokes = game.strokes === null ? nothing : html`<div class="line"><dt>${l.t('strokes')}</dt><dd>${l.num(game.strokes)}</dd></div>`;
  return html`<div class="backdrop">
    ${won ? celebration() : nothing}
    <section class=${won ? 'panel won' : 'panel lost'} part="panel" aria-labelledby="end-title">
      <h2 id="end-title">${l.t(won ? words.cleared : 'noMoreMoves')}</h2>
      ${
        won
          ? html`<dl class="breakdown">
            ${row(l.t('runs'), parts.runs)}
            ${game.layout.peakTops.length ? row(l.t('peakTops'), parts.peaks) : nothing}
            ${betting ? nothing : row(l.t('clearBonus'), parts.clear)}
            ${row(betting ? l.t('stockTurns') : l.t('stockBonus', { n: game.stockCount }), parts.stock)}
            ${row(l.t('score'), parts.total, true)}
            ${strokes}
          </dl>`
          : html`<p class="lost-text"><span class="why">${l.t('stockEmptyNothingFits')}</span>
            ${l.t(words.left, { n: game.peakCardsLeft })}</p>
            <dl class="breakdown">
              ${row(l.t('score'), game.score, true)}
              ${strokes}
            </dl>`
      }
      <p class=${classes({ assists: true, clean: game.undos + game.hints === 0 })} part="assists">${assistsLine(l, game)}</p>
      ${won ? nothing : verdictPart(l, verdict, game.layout, actions)}
      ${panelActions(l, actions)}
    </section>
  </div>`;
}

/** The panel at the end: the player's game (won or lost), or the watched line's once it has played (`line`). */
export function endOfGamePanel(
  l: Localizer,
  game: Game,
  line: readonly Move[] | null,
  verdict: VerdictState | null,
  actions: PanelActions & { onWatch: () => void; onWatchFrom: () => void },
): TemplateResult {
  return line ? replayPanel(l, game, line, actions) : endPanel(l, game, verdict, actions);
}

/** Suits rising behind the win panel: a short celebration (none under reduced motion, see styles/host.css). */
function celebration(): TemplateResult {
  return html`<div class="celebration" aria-hidden="true">
    ${['\u2665', '\u2660', '\u2666', '\u2663', '\u2665', '\u2660', '\u2666', '\u2663'].map((suit, i) => html`<span class=${`burst b${i}`}>${suit}</span>`)}
  </div>`;
}

function verdictPart(
  l: Localizer,
  v: VerdictState | null,
  layout: Layout,
  actions: { onWatch: () => void; onWatchFrom: () => void },
): TemplateResult | typeof nothing {
  if (!v || v.kind === 'failed') return nothing;
  if (v.kind === 'checking') {
    return html`<div class="verdict checking" part="verdict"><span class="spinner" aria-hidden="true"></span>${l.t('checkingDeal')}</div>`;
  }
  const { headline, detail } = verdictText(l, v.verdict, v.moves, layout);
  const until = v.verdict.winnableUntilMove ?? 0;
  const play = html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5.5v13l10.5-6.5z"/></svg>`;
  return html`<div class=${classes({ verdict: true, could: v.verdict.winnableFromStart, never: !v.verdict.winnableFromStart })} part="verdict">
    <p><strong>${headline}</strong>${l.t('sentenceGap')}${detail}</p>
    ${
      canWatch(v.verdict)
        ? html`<div class="watch-actions">
            <button type="button" class="watch" part="button watch" @click=${actions.onWatch}>${play}${l.t('watch')}</button>
            ${
              until > 0
                ? html`<button type="button" class="watch-own" part="button watch-own" @click=${actions.onWatchFrom}>
                    ${play}${l.t('watchFrom', { nth: l.nth(until) })}
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
  l: Localizer,
  ask: { confirm: TranslationKey; question?: TranslationKey; detail?: TranslationKey; cancel?: TranslationKey; safe?: boolean },
  onConfirm: () => void,
  onCancel: () => void,
): TemplateResult {
  return html`<div class="backdrop">
    <section class="panel confirm" part="panel confirm" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <h2 id="confirm-title">${l.t(ask.question ?? 'leaveGame')}</h2>
      <p id="confirm-text" class="lost-text">${l.t(ask.detail ?? 'gameLost')}</p>
      <div class="panel-actions">
        <button type="button" class=${ask.safe ? '' : 'primary'} part="button confirm-leave" @click=${onConfirm}>${l.t(ask.confirm)}</button>
        <button type="button" class=${ask.safe ? 'primary' : ''} part="button keep-playing" @click=${onCancel}>${l.t(ask.cancel ?? 'keepPlaying')}</button>
      </div>
    </section>
  </div>`;
}

/** The statistics of the rule set on the board, with Reset (which asks first), Close, and Export and Import. */
export function statsPanel(
  l: Localizer,
  rules: { label: string; scoring: Game['options']['scoring'] | 'strokes'; kept: boolean },
  s: RuleStats,
  onReset: () => void,
  onClose: () => void,
  transfer: StatsTransfer,
): TemplateResult {
  const rate = winRate(s);
  const row = (label: TranslationKey, value: string | number | null) =>
    html`<div class="line"><dt>${l.t(label)}</dt><dd>${value === null ? '\u2014' : typeof value === 'number' ? l.num(value) : value}</dd></div>`;
  return html`<div class="backdrop">
    <section class="panel statistics" part="panel statistics" role="dialog" aria-labelledby="stats-title">
      <h2 id="stats-title">${l.t('statistics')}</h2>
      <p class="rules">${rules.label}</p>
      ${rules.kept ? nothing : html`<p class="not-kept">${l.t('statsNotKept')}</p>`}
      <dl class="breakdown">
        ${row('gamesPlayed', s.played)} ${row('won', s.won)} ${row('winRate', rate === null ? null : l.percent(rate))}
        ${row('currentStreak', s.currentStreak)} ${row('bestStreak', s.bestStreak)}
        ${
          rules.scoring === 'strokes'
            ? row('fewestStrokes', s.bestScore)
            : row('bestScore', s.bestScore === null ? null : l.score(s.bestScore, rules.scoring))
        }
        ${row('fastestWin', s.fastestWin === null ? null : l.t('seconds', { n: s.fastestWin }))}
        ${row('longestRun', s.longestRun)} ${rules.kept ? row('dailyStreak', s.dailyStreak) : nothing}
      </dl>
      <div class="panel-actions">
        <button type="button" class="primary" part="button close-statistics" @click=${onClose}>${l.t('close')}</button>
        <button type="button" part="button reset-statistics" @click=${onReset}>${l.t('reset')}</button>
        <button type="button" part="button export-statistics" @click=${transfer.download}>${l.t('exportStats')}</button>
        <button type="button" part="button import-statistics" aria-expanded=${transfer.importing ? 'true' : 'false'} @click=${transfer.toggleImport}>
          ${l.t('importStats')}
        </button>
      </div>
      ${transfer.importing ? importForm(l, transfer) : nothing}
    </section>
  </div>`;
}

/** Import: text pasted in, or a file (an export from another browser). */
function importForm(l: Localizer, transfer: StatsTransfer): TemplateResult {
  return html`<div class="load-stats" role="group" aria-label=${l.t('importStatsGroup')}>
    <label>${l.t('pasteStats')} <textarea rows="3" spellcheck="false"></textarea></label>
    <div class="panel-actions">
      <button type="button" part="button load-statistics" @click=${transfer.load}>${l.t('loadText')}</button>
      <label class="file-button"
        ><input type="file" class="sr-only" accept=".json,application/json,text/plain" @change=${transfer.load} />${l.t('loadFile')}</label
      >
    </div>
    ${
      transfer.error
        ? html`<p class="load-error" role="alert">${l.t('notLoaded')} <small lang="en" dir="ltr">(${transfer.error})</small></p>`
        : nothing
    }
  </div>`;
}

/** Over a paused game: nothing moves until Resume. */
export function pausedPanel(l: Localizer, onResume: () => void, elsewhere: boolean): TemplateResult {
  return html`<div class="backdrop paused-backdrop">
    <section class="panel paused" part="panel paused" aria-labelledby="paused-title">
      <h2 id="paused-title">${l.t(elsewhere ? 'elsewhere' : 'paused')}</h2>
      ${elsewhere ? html`<p>${l.t('elsewhereDetail')}</p>` : nothing}
      <div class="panel-actions">
        <button type="button" class="primary" part=${elsewhere ? 'button play-here' : 'button resume'} @click=${onResume}>
          ${l.t(elsewhere ? 'playHere' : 'resume')}
        </button>
      </div>
    </section>
  </div>`;
}

/** The line under the board: a hint's reason or why a card cannot be played, cards named in words for screen readers. */
export function message(l: Localizer, text: string): TemplateResult {
  return html`<p class="message" part="message" aria-hidden="true">${text}</p>
    <span class="sr-only">${spoken(l, text)}</span>`;
}

/** After a winning line has played: what it was, and the way back to playing. */
function replayPanel(l: Localizer, board: Game, line: readonly Move[], actions: PanelActions): TemplateResult {
  const text = l.t(pileWords(board.layout).line, {
    moves: l.t('moves', { n: line.length }),
    turns: l.t('lineTurns', { n: stockTurns(line) }),
    score: l.score(board.score, board.options.scoring),
  });
  return html`<div class="backdrop">
    <section class="panel replayed" part="panel" aria-labelledby="end-title">
      <h2 id="end-title">${l.t('oneWay')}</h2>
      <p class="lost-text">${text}</p>
      ${panelActions(l, actions)}
    </section>
  </div>`;
}

/** The bar shown while a winning line plays: how far it is, and Stop. */
export function replayBar(l: Localizer, played: number, length: number, onStop: () => void): TemplateResult {
  return html`<div class="replay" part="replay">
    <span class="replay-text">${l.t('winningLine')} <span class="replay-count">${l.t('moveOf', { n: played, total: length })}</span></span>
    <button type="button" part="button stop-watching" aria-keyshortcuts="Escape" @click=${onStop}>
      <svg viewBox="0 0 24 24" aria-hidden="true"><rect x="6" y="6" width="12" height="12" rx="1.5"/></svg>${l.t('stop')}
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

/** The player's preferences that Settings offers beside the game's settings: they deal nothing. */
export type Preferences = { sound: boolean; largePrint: boolean };

/**
 * Checks the Settings inputs that show `settings`, after every render: a change waits for
 * the player's answer (and may be cancelled), so an input the player clicked must show
 * the setting in force again (what Lit's live() does, without its bytes).
 */
export function showSettings(root: ParentNode, settings: SettingsView & Preferences): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('.settings input')) {
    const value = settings[input.name as keyof typeof settings];
    input.checked = input.type === 'checkbox' ? !!value : String(value) === input.value;
  }
}

/** The controls bar: Undo, Hint, New game, full screen, Statistics, and Settings (the game, jokers, wrap, face up, deals, scoring). */
export function controls(
  l: Localizer,
  view: {
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
    onDaily: () => void;
    onSettingsBeforeToggle: (e: Event) => void;
    onSettingsToggle: () => void;
    onStatistics: () => void;
    /** Full screen: null where the page does not allow it, else whether the game is full screen now. */
    fullscreen: boolean | null;
    onFullscreen: () => void;
  },
): TemplateResult {
  // Golf deals every card face up and scores in points (and strokes): those choices are off.
  const { allFaceUp, betting } = LAYOUTS[view.settings.layout];
  // Which input is checked is set after each render (showSettings): the settings in force.
  const choice = (name: string, value: string | number, label: string, disabled = false) =>
    html`<label><input type="radio" name=${name} value=${value} ?disabled=${disabled} @change=${view.onSetting} /> ${label}</label>`;
  const [undo, hint, newShort] = [l.t('undo'), l.t('hint'), l.t('newShort')];
  return html`<div class=${longWords(undo, hint, newShort) ? 'controls compact' : 'controls'} part="controls">
    <button type="button" part="button undo" ?disabled=${view.covered || !view.canUndo} @click=${view.onUndo} aria-keyshortcuts="U Control+Z">
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/></svg><span class="word">${undo}</span>
    </button>
    <button type="button" part="button hint" ?disabled=${view.covered || !view.canHint} @click=${view.onHint} aria-keyshortcuts="H">
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z"/></svg><span class="word">${hint}</span>
    </button>
    <button type="button" part="button new-game" aria-label=${l.t('newGame')} ?disabled=${view.covered} @click=${view.onNewGame} aria-keyshortcuts="N">
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M21 12a9 9 0 1 1-3-6.7L21 8"/><path d="M21 3v5h-5"/></svg><span class="wide">${l.t('newGame')}</span><span class="narrow">${newShort}</span>
    </button>
    ${
      view.fullscreen === null
        ? nothing
        : html`<button type="button" class="icon fullscreen" part="button fullscreen" aria-label=${l.t(view.fullscreen ? 'leaveFullScreen' : 'fullScreen')} ?disabled=${view.covered} @click=${view.onFullscreen}>
            <svg viewBox="0 0 24 24" aria-hidden="true"><path d=${view.fullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} /></svg>
          </button>`
    }
    <button type="button" class="icon statistics-toggle" part="button statistics" aria-label=${l.t('statistics')} ?disabled=${view.covered} @click=${view.onStatistics}>
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 20V11M12 20V4M19 20v-6" /></svg>
    </button>
    <button type="button" class="icon settings-toggle" part="button settings-toggle" aria-label=${l.t('settings')} popovertarget="settings" ?disabled=${view.covered}>
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0"/><circle cx="16" cy="6" r="2"/><circle cx="10" cy="12" r="2"/><circle cx="18" cy="18" r="2"/></svg><span class="text">${l.t('settings')}</span>
    </button>
    <div id="settings" class="settings" part="settings" popover role="group" aria-label=${l.t('settings')} @beforetoggle=${view.onSettingsBeforeToggle} @toggle=${view.onSettingsToggle}>
      <div class="columns">
        <div class="deals">
          <button type="button" class="restart" part="button restart" @click=${view.onRestart}>${l.t('restartDeal')}</button>
          <button type="button" class="daily" part="button daily" @click=${view.onDaily}>${l.t('dailyDeal')}</button>
        </div>
        <fieldset>
          <legend>${l.t('game')}</legend>
          ${choice('layout', 'tri-peaks', 'Tri Peaks')}
          ${choice('layout', 'golf', 'Golf')}
        </fieldset>
        <fieldset>
          <legend>${l.t('jokers')}</legend>
          ${choice('wild', 0, l.t('none'))}
          ${choice('wild', 1, l.num(1))}
          ${choice('wild', 2, l.num(2))}
        </fieldset>
        <label class="switch"><input type="checkbox" name="wrap" @change=${view.onSetting} /> ${l.t('wrap')}</label>
        <label class="switch"><input type="checkbox" name="faceUp" ?disabled=${allFaceUp} @change=${view.onSetting} />
          ${l.t('allFaceUp')}</label>
        <fieldset>
          <legend>${l.t('deals')}</legend>
          ${choice('deal', 'winnable', l.t('winnableOnly'))}
          ${choice('deal', 'any', l.t('anyDeal'))}
        </fieldset>
        <fieldset>
          <legend>${l.t('difficulty')}</legend>
          ${choice('deal', 'easy', l.t('easy'))}
          ${choice('deal', 'medium', l.t('medium'))}
          ${choice('deal', 'hard', l.t('hard'))}
        </fieldset>
        <fieldset>
          <legend>${l.t('scoring')}</legend>
          ${choice('scoring', 'points', l.t('points'))}
          ${choice('scoring', 'betting', l.t('betting'), !betting)}
        </fieldset>
        <label class="switch"><input type="checkbox" name="sound" @change=${view.onSetting} /> ${l.t('soundSetting')}</label>
        <label class="switch"><input type="checkbox" name="largePrint" @change=${view.onSetting} /> ${l.t('largeCards')}</label>
        <p class="note">${l.t('settingNote')}</p>
        <p class="keys">${keysLine(l)}</p>
        <button type="button" class="primary done" popovertarget="settings" popovertargetaction="hide">${l.t('close')}</button>
      </div>
    </div>
  </div>`;
}

/**
 * Whether Undo, Hint and New in words are too long for a narrow bar (English's fit on one
 * row at 320 px, German's do not): then a narrow bar shows their icons, the words staying
 * their names. A CJK character counts as two.
 */
function longWords(...words: string[]): boolean {
  return words.join('').replace(/[\u3000-\u9fff\uff00-\uffef]/g, '..').length > 12;
}

/** The Settings sheet's line on the keys: the catalogue's sentence, its {S}, {U}, ... drawn as keys. */
function keysLine(l: Localizer): (string | TemplateResult)[] {
  return l
    .t('keys')
    .split(/\{(\w+)\}/)
    .map((piece, i) => (i % 2 === 0 ? piece : piece === 'Keys' ? html`<strong>${l.t('keysWord')}</strong>` : html`<kbd>${piece}</kbd>`));
}
