/**
 * The player's game on the board: putting one there (a new deal, a saved game put back,
 * the same deal again) with its `deal` (and first `ready`) event, and what follows every
 * new position: older background work is dropped and the new position's started (hints,
 * the verdict on a loss, `show-winnable`), and the game is saved.
 */
import type { ReactiveControllerHost } from 'lit';
import { Game, type Move } from '../../engine/index.js';
import { warmHints } from '../background.js';
import type { PlayTime } from '../clock.js';
import { emit } from '../events.js';
import { focusablePositions, nearest } from '../geometry.js';
import type { Localizer } from '../i18n/localizer.js';
import { type OptionsSet, originOf, rulesOf } from '../rule-set.js';
import type { BoardNote } from './board-note.js';
import type { HintController } from './hint.js';
import type { ReplayController } from './replay.js';
import type { RovingFocus } from './roving-focus.js';
import { type Restored, type SavedGame, newId } from './saved-game.js';
import type { ShowWinnableController } from './show-winnable.js';
import type { StatsKeeper } from './stats.js';
import type { VerdictController } from './verdict.js';

/** The element: where events fire, and the options read here (the game options stand in for a game's own). */
type Host = ReactiveControllerHost & EventTarget & OptionsSet & { readonly paused: boolean; readonly showWinnable: boolean };

export interface PlayerGameParts {
  l: () => Localizer;
  announce: (text: string) => void;
  stats: StatsKeeper;
  saved: SavedGame;
  time: PlayTime;
  /** The roving focus (made after this controller: it asks for the board). */
  focus: () => RovingFocus;
  replay: ReplayController;
  hints: HintController;
  note: BoardNote;
  verdict: VerdictController;
  winnable: ShowWinnableController;
  /** Drops a deal being searched for (a game is put on the board instead). */
  cancelDeal: () => void;
}

export class PlayerGame {
  readonly #host: Host;
  readonly #parts: PlayerGameParts;
  /** The player's game; null before the first deal. */
  current: Game | null = null;
  /** Its id, as the saved game and the statistics know it. */
  id = '';
  #readySent = false;

  constructor(host: Host, parts: PlayerGameParts) {
    this.#host = host;
    this.#parts = parts;
  }

  /** A game under way: a move made, not over. Only such a game is asked about, and resumed. */
  get underWay(): boolean {
    const game = this.current;
    return !!game && game.status === 'playing' && game.history.length > 0;
  }

  /**
   * Puts a game on the board (a new one, or one saved `elapsed` ms into it) and announces
   * it; `sameGame`: the same deal restarted, which the statistics count as one game.
   */
  show(game: Game, elapsed = 0, sameGame = false, savedId?: string): void {
    const { stats, replay, time } = this.#parts;
    const focus = this.#parts.focus();
    const id = savedId ?? (sameGame ? this.id : newId());
    // A saved game put back, or the first board, changes nothing stored (another tab may own the game).
    const store = !savedId && this.#readySent;
    stats.shown(game, id, rulesOf(game, this.#host), sameGame);
    this.id = id;
    replay.stop();
    this.current = game;
    time.start(elapsed, this.#host.paused);
    focus.reset();
    // A keyboard player who asked for the deal lands on a card that can be played.
    if (focus.within) {
      const playable = focusablePositions(game).filter((p) => game.canPlay(p));
      focus.current = nearest(game.layout, focus.current, playable) ?? focus.current;
    }
    const origin = originOf(game, this.#host.deal);
    const l = this.#parts.l();
    const top = l.card(game.wasteTop);
    this.#parts.announce(l.t(origin.seed ? 'newDealSeed' : 'newDeal', { seed: origin.seed, top, n: game.stockCount }));
    this.positionChanged(null, store);
    const { wrap, scoring, faceUp } = game.options;
    emit(this.#host, 'deal', { ...origin, wrap, scoring, faceUp: faceUp || game.layout.allFaceUp, cards: game.dealText });
    if (!this.#readySent) {
      this.#readySent = true;
      const restored = elapsed > 0 || game.history.length > 0;
      void this.#host.updateComplete.then(() => emit(this.#host, 'ready', { restored }));
    }
  }

  /** Play again: the same deal from the start. */
  playAgain(): void {
    const game = this.current;
    if (!game) return;
    this.#parts.cancelDeal(); // a deal being found would replace this one
    this.show(new Game(game.deal, game.options, game.origin), 0, true);
  }

  /** A saved game that arrived after the board was dealt: put on it unless a game is under way there. */
  adopt = (restored: Restored): void => {
    if (this.underWay) return;
    this.#parts.cancelDeal();
    this.show(restored.game, restored.elapsed, false, restored.id);
  };

  /** After the board's position changed: older background work is dropped, the new position's started. */
  positionChanged(move: Move | null, store = true): void {
    const game = this.current!;
    const { hints, note, verdict } = this.#parts;
    const focus = this.#parts.focus();
    hints.clear();
    warmHints(game);
    note.clear();
    verdict.clear();
    if (game.status === 'lost') verdict.start(game);
    this.#parts.winnable.positionChanged(game, move, this.#host.showWinnable);
    if (store) this.#parts.saved.save(game, this.#parts.time.elapsed, this.id);
    // A keyboard player keeps the focus in the game: on the peaks, or on the end panel.
    if (focus.within) focus.focusAfterUpdate(game.status === 'playing' ? 'group' : '.panel .primary');
    // The Game is mutated in place: the host renders again.
    this.#host.requestUpdate();
  }
}
