/**
 * Play and what lies over it: the session's state (session.ts) made from what the
 * controllers know, what Escape closes (the topmost first), and play stopping while a
 * question, a panel, Settings or a pause is up, going on once it has gone (the clock
 * too, after a pause).
 */
import type { Game } from '../../engine/index.js';
import type { PlayTime } from '../clock.js';
import { type Session, canPlay, escapeCloses, sessionOf, shortcutsAct } from '../session.js';
import type { AskFirst } from './ask-first.js';
import type { Dealer } from './dealer.js';
import type { GameplayEvents } from './gameplay.js';
import type { PlayerGame } from './player-game.js';
import type { RovingFocus } from './roving-focus.js';
import type { SettingsSheet } from './settings-sheet.js';
import type { StatsPanel } from './stats-panel.js';
import type { StorageLink } from './storage-link.js';
import type { WatchLine } from './watch-line.js';

export interface PlayFlowParts {
  gameplay: GameplayEvents;
  time: PlayTime;
  player: PlayerGame;
  dealer: Dealer;
  ask: AskFirst;
  statsPanel: StatsPanel;
  sheet: SettingsSheet;
  watching: WatchLine;
  storageLink: StorageLink;
  focus: RovingFocus;
}

export class PlayFlow {
  readonly #host: { readonly paused: boolean };
  readonly #parts: PlayFlowParts;

  /** `host`: the element, whose `paused` is read. */
  constructor(host: { readonly paused: boolean }, parts: PlayFlowParts) {
    this.#host = host;
    this.#parts = parts;
  }

  /** What lies over the table and whether a deal is being searched for: every guard reads it. */
  get session(): Session {
    const { player, watching, ask, statsPanel, sheet, storageLink, dealer } = this.#parts;
    const game = player.current;
    const replay = watching.replay;
    return sessionOf({
      question: !!ask.question,
      statistics: statsPanel.open,
      settings: sheet.open,
      paused: this.#host.paused,
      elsewhere: storageLink.elsewhere,
      replay: replay.playing ? 'playing' : replay.active ? 'played' : 'none',
      game: !game ? 'none' : game.status === 'playing' ? 'playing' : 'over',
      dealing: dealer.dealing,
    });
  }

  /** The player's game when the session allows a move, an undo or a hint; else null. */
  get playable(): Game | null {
    return canPlay(this.session) ? this.#parts.player.current : null;
  }

  /** Whether something over the game holds the keyboard's shortcuts. */
  held = (): boolean => !shortcutsAct(this.session);

  /** Escape: closes the topmost thing open; false when nothing was. */
  escape = (): boolean => {
    const closes = escapeCloses(this.session);
    if (closes === 'confirm') this.#parts.ask.cancel();
    else if (closes === 'statistics') this.#parts.statsPanel.close();
    else if (closes === 'settings') this.#parts.sheet.close(true);
    else if (closes === 'replay') this.#parts.watching.stop();
    return closes !== null;
  };

  /** A panel, a question or Settings opened: play stops. */
  stop(): void {
    this.#parts.gameplay.stop('panel');
  }

  /** Play goes on (after a pause, a panel): a game under way starts its gameplay again. */
  resume(): void {
    if (!this.#host.paused && this.#parts.player.underWay) this.#parts.gameplay.start('resume');
  }

  /** Pausing stops the clock and play; resuming starts both again where they were. */
  pausedChanged(): void {
    const { time, sheet, gameplay, storageLink } = this.#parts;
    if (this.#host.paused) {
      time.pause();
      sheet.close(false);
      gameplay.stop('pause');
      return;
    }
    if (storageLink.elsewhere) return void storageLink.playHere();
    time.resume();
    this.resume();
  }

  /** The question went (answered either way): back to the statistics panel it came from, or to the game. */
  questionClosed(): void {
    const { statsPanel, focus } = this.#parts;
    if (statsPanel.open) return focus.focusAfterUpdate('.statistics .primary');
    if (focus.within) focus.focusAfterUpdate('group');
    this.resume();
  }
}
