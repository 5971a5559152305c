/**
 * The templates around the board: the end-of-game panels (with the loss panel's
 * verdict), the bar shown while a winning line plays, and the controls with Settings.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { DealVerdict, Game, Move } from '../engine/index.js';
import { classes } from './board.js';
import type { VerdictState } from './controllers/verdict.js';
import type { DealModeOption } from './options.js';
import { assistsLine, formatScore, stockTurns, verdictText } from './text.js';

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
export function endPanel(game: Game, verdict: VerdictState | null, actions: PanelActions & { onWatch: () => void }): TemplateResult {
  const won = game.status === 'won';
  const scoring = game.options.scoring;
  const parts = game.scoreParts;
  const betting = scoring === 'betting';
  const row = (label: string, value: number) => html`<div class="line"><dt>${label}</dt><dd>${formatScore(value, scoring)}</dd></div>`;
  return html`<div class="backdrop">
    <section class=${won ? 'panel won' : 'panel lost'} part="panel" aria-labelledby="end-title">
      <h2 id="end-title">${won ? 'Peaks cleared!' : 'No more moves'}</h2>
      ${
        won
          ? html`<dl class="breakdown">
            ${row('Runs', parts.runs)}
            ${row('Peaks', parts.peaks)}
            ${betting ? nothing : row('Clear bonus', parts.clear)}
            ${row(betting ? 'Stock turns' : `Stock bonus (${game.stockCount} left)`, parts.stock)}
            <div class="line total"><dt>Score</dt><dd>${formatScore(parts.total, scoring)}</dd></div>
          </dl>`
          : html`<p class="lost-text">The stock is empty and nothing fits.
            ${game.peakCardsLeft} ${game.peakCardsLeft === 1 ? 'card is' : 'cards are'} left on the peaks.</p>
            <dl class="breakdown">
              <div class="line total"><dt>Score</dt><dd>${formatScore(game.score, scoring)}</dd></div>
            </dl>`
      }
      <p class=${classes({ assists: true, clean: game.undos + game.hints === 0 })} part="assists">${assistsLine(game)}</p>
      ${won ? nothing : verdictPart(verdict, actions.onWatch)}
      ${panelActions(actions)}
    </section>
  </div>`;
}

function verdictPart(v: VerdictState | null, onWatch: () => void): TemplateResult | typeof nothing {
  if (!v || v.kind === 'failed') return nothing;
  if (v.kind === 'checking') {
    return html`<div class="verdict checking" part="verdict"><span class="spinner" aria-hidden="true"></span>Checking the deal&hellip;</div>`;
  }
  const { headline, detail } = verdictText(v.verdict, v.moves);
  return html`<div class=${classes({ verdict: true, could: v.verdict.winnableFromStart, never: !v.verdict.winnableFromStart })} part="verdict">
    <p><strong>${headline}</strong> ${detail}</p>
    ${
      canWatch(v.verdict)
        ? html`<button type="button" class="watch" part="button watch" @click=${onWatch}>
          <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5.5v13l10.5-6.5z"/></svg>Watch a winning line
        </button>`
        : nothing
    }
  </div>`;
}

/** Whether the verdict has a winning line to watch. */
export function canWatch(verdict: DealVerdict): boolean {
  return !!verdict.solution && verdict.solution.length > 0;
}

/** After a winning line has played: what it was, and the way back to playing. */
export function replayPanel(board: Game, line: readonly Move[], actions: PanelActions): TemplateResult {
  const turns = stockTurns(line);
  return html`<div class="backdrop">
    <section class="panel replayed" part="panel" aria-labelledby="end-title">
      <h2 id="end-title">One way through</h2>
      <p class="lost-text">This line clears the peaks in ${line.length} moves,
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

/** The controls bar: Undo, Hint, New game, and the Settings the widget offers (wrap, deal mode). */
export function controls(view: {
  canUndo: boolean;
  canHint: boolean;
  wrap: boolean;
  deal: DealModeOption;
  onUndo: () => void;
  onHint: () => void;
  onNewGame: () => void;
  onWrap: (e: Event) => void;
  onDeal: (e: Event) => void;
}): TemplateResult {
  return html`<div class="controls" part="controls">
    <button type="button" part="button undo" ?disabled=${!view.canUndo} @click=${view.onUndo} aria-keyshortcuts="U Control+Z">
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/></svg>Undo
    </button>
    <button type="button" part="button hint" ?disabled=${!view.canHint} @click=${view.onHint} aria-keyshortcuts="H">
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z"/></svg>Hint
    </button>
    <button type="button" part="button new-game" @click=${view.onNewGame} aria-keyshortcuts="N">
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M21 12a9 9 0 1 1-3-6.7L21 8"/><path d="M21 3v5h-5"/></svg>New game
    </button>
    <details class="settings" part="settings">
      <summary part="button settings-toggle">
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0"/><circle cx="16" cy="6" r="2"/><circle cx="10" cy="12" r="2"/><circle cx="18" cy="18" r="2"/></svg><span class="text">Settings</span>
      </summary>
      <div class="settings-body">
        <label class="switch"><input type="checkbox" .checked=${view.wrap} @change=${view.onWrap} />
          King&ndash;Ace wrap</label>
        <fieldset>
          <legend>Deals</legend>
          <label><input type="radio" name="deal" value="winnable" .checked=${view.deal === 'winnable'} @change=${view.onDeal} /> Winnable deals only</label>
          <label><input type="radio" name="deal" value="any" .checked=${view.deal === 'any'} @change=${view.onDeal} /> Any deal</label>
        </fieldset>
        <p class="note">Changing a setting deals a new game.</p>
        <p class="keys"><strong>Keys:</strong> arrows move between cards, Enter or Space plays,
          <kbd>S</kbd> turns the stock, <kbd>U</kbd> or <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes,
          <kbd>H</kbd> hints, <kbd>N</kbd> deals a new game.</p>
      </div>
    </details>
  </div>`;
}
