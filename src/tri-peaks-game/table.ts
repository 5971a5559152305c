/**
 * The table the element renders: the score bar, the board, the message line (or the
 * replay bar), the controls, and whichever panel lies over them. It reads the controllers
 * and acts only through them and the host's public methods.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { type Game, TRI_PEAKS } from '../engine/index.js';
import { board, classes, stats, winnableBadge } from './board.js';
import type { Announcer } from './controllers/announcer.js';
import type { AskFirst } from './controllers/ask-first.js';
import type { BoardNote } from './controllers/board-note.js';
import type { HintController } from './controllers/hint.js';
import type { Moves } from './controllers/moves.js';
import type { PlayerGame } from './controllers/player-game.js';
import type { RovingFocus } from './controllers/roving-focus.js';
import type { SettingsFlow } from './controllers/settings-flow.js';
import type { SettingsSheet } from './controllers/settings-sheet.js';
import type { ShowWinnableController } from './controllers/show-winnable.js';
import type { StatsPanel } from './controllers/stats-panel.js';
import type { WatchLine } from './controllers/watch-line.js';
import type { Localizer } from './i18n/localizer.js';
import type { ScoringOption } from './options.js';
import { type SettingsView, controls, message, pausedPanel, replayBar } from './panels.js';
import { type Session, canPlay, covered } from './session.js';

/** What the table calls on the element: its public methods and options. */
export interface TableHost {
  showWinnable: boolean;
  paused: boolean;
  undo(): boolean;
  hint(): Promise<unknown>;
  newGame(): Promise<void>;
  resume(): void;
  turnStock(): boolean;
}

export interface TableParts {
  /** The game on the board: the player's, or a winning line being watched. */
  board: Game | null;
  session: Session;
  dealing: boolean;
  /** The scoring in force (the score bar's before the first deal). */
  scoring: ScoringOption;
  settings: SettingsView;
  /** The `save-key`'s game goes on in another tab. */
  elsewhere: boolean;
  player: PlayerGame;
  watching: WatchLine;
  moves: Moves;
  hints: HintController;
  note: BoardNote;
  focus: RovingFocus;
  winnable: ShowWinnableController;
  statsPanel: StatsPanel;
  ask: AskFirst;
  announcer: Announcer;
  settingsFlow: SettingsFlow;
  sheet: SettingsSheet;
}

export function table(l: Localizer, host: TableHost, parts: TableParts): TemplateResult {
  const { board: game, session, dealing, player, watching: watchLine } = parts;
  const replay = watchLine.replay;
  const ended = !!game && !replay.playing && game.status !== 'playing';
  // A panel over the table: what lies under it cannot act, so it is disabled and out of the tab order.
  const isCovered = covered(session) || ended;
  const playable = canPlay(session);
  const watching = replay.active;
  const hint = watching ? null : parts.hints.shown;
  const { winnable, note } = parts;
  // .root: the host page's inherited styles stop there (see styles.ts); it carries the
  // language and its direction (right to left mirrors the bars and panels, not the cards).
  return html`<div class="root" lang=${l.lang} dir=${l.dir}><div class=${classes({ table: true, dealing, ended, won: ended && game?.status === 'won', watching })} part="table">
      ${stats(l, player.current, player.current?.options.scoring ?? parts.scoring)}
      <div class="layout" .inert=${isCovered}>
        <div class=${classes({ stage: true, [(game?.layout ?? TRI_PEAKS).name]: true })} part="board" aria-busy=${dealing ? 'true' : 'false'}>
          ${
            game
              ? board(l, game, {
                  tabStop: parts.focus.tabStop(),
                  hint,
                  refused: note.refused,
                  onCard: parts.moves.tapped,
                  onStock: () => void host.turnStock(),
                  badge:
                    host.showWinnable && !watching && game.status === 'playing'
                      ? winnableBadge(l, winnable.answer, winnable.checking, winnable.dealWinnable)
                      : nothing,
                })
              : html`<p class="shuffling">${l.t('shuffling')}</p>`
          }
        </div>
      </div>
      ${replay.playing ? replayBar(l, replay.played, replay.line.length, watchLine.stop) : message(l, parts.hints.thinking ? l.t('thinking') : note.text(l))}
      ${controls(l, {
        covered: isCovered,
        canUndo: playable && player.current!.history.length > 0,
        canHint: playable,
        settings: parts.settings,
        onUndo: () => host.undo(),
        onHint: () => void host.hint(),
        onStatistics: parts.statsPanel.show,
        ...parts.settingsFlow.controls,
        ...parts.sheet.controls,
      })}
      ${ended && game ? watchLine.endPanel(l, game, { onPlayAgain: () => player.playAgain(), onNewDeal: () => void host.newGame() }) : nothing}
      ${parts.statsPanel.render(l)}
      ${parts.ask.render(l)}
      ${host.paused ? pausedPanel(l, () => host.resume(), parts.elsewhere) : nothing}
      ${parts.announcer.render()}
    </div></div>`;
}
