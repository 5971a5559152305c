/**
 * The player's moves: a card played (or refused, saying why), the stock turned, the last
 * move taken back, each only when the session allows play. A move is announced, shown,
 * counted, and fired as `move`, then `run`, `score`, then `win` or `lose`.
 */
import type { Game, Move, MoveResult } from '../../engine/index.js';
import type { PlayTime } from '../clock.js';
import { emit, emitMove } from '../events.js';
import type { Localizer } from '../i18n/localizer.js';
import { type OptionsSet, originOf, rulesOf } from '../rule-set.js';
import { moveAnnouncement, refusalText, undoAnnouncement } from '../text.js';
import type { BoardNote } from './board-note.js';
import type { GameplayEvents } from './gameplay.js';
import type { RovingFocus } from './roving-focus.js';
import type { SoundEffects } from './sound.js';
import type { StatsKeeper } from './stats.js';

export interface MovesParts {
  /** The player's game, when the session allows play (else null). */
  playable: () => Game | null;
  l: () => Localizer;
  announce: (text: string) => void;
  note: BoardNote;
  focus: RovingFocus;
  /** The board's position changed: the host drops older background work and starts the new position's. */
  positionChanged: (move: Move | null) => void;
  gameplay: GameplayEvents;
  stats: StatsKeeper;
  /** The sound effects, when they are on (else null). */
  sounds: () => SoundEffects | null;
  time: PlayTime;
  /** The game's id, as the statistics know it. */
  gameId: () => string;
}

export class Moves {
  readonly #target: EventTarget & OptionsSet;
  readonly #parts: MovesParts;

  /** `target`: where the events fire (the element), whose game options stand in for a game's own. */
  constructor(target: EventTarget & OptionsSet, parts: MovesParts) {
    this.#target = target;
    this.#parts = parts;
  }

  /** The last tap on a card by pointer: where, and when. */
  #lastTap = { x: 0, y: 0, t: -1e9 };

  /**
   * A card clicked or tapped: played, unless it is a double tap's second tap (within
   * 400 ms, a few px from the first), which lands where the played card was, now on the
   * card it uncovered. A key (Enter, Space) always plays.
   */
  tapped = (e: Event): void => {
    const { clientX: x, clientY: y, timeStamp: t, detail } = e as MouseEvent;
    const last = this.#lastTap;
    if (detail) this.#lastTap = { x, y, t };
    if (detail && t - last.t < 400 && Math.abs(x - last.x) + Math.abs(y - last.y) < 12) return;
    this.play(Number((e.currentTarget as HTMLElement).dataset.pos));
  };

  /** Plays the card at `position`, or says why it cannot be played. */
  play(position: number): void {
    const game = this.#parts.playable();
    const { focus, note } = this.#parts;
    if (!game || game.isRemoved(position)) return;
    focus.current = position;
    const refusal = game.whyNotPlayable(position);
    if (refusal) return note.refuse(position, (l) => refusalText(l, game, position, refusal));
    const focused = focus.isFocused(position);
    const result = game.play({ position });
    if (focused) focus.leave(position, (p) => game.isFaceUp(p));
    this.#afterMove(game, result);
  }

  /** Turns the top stock card onto the waste; false when it cannot (an empty stock is refused, saying so). */
  turnStock(): boolean {
    const game = this.#parts.playable();
    if (!game) return false;
    if (!game.canTurnStock()) {
      this.#parts.note.refuse('stock', (l) => l.t('stockEmptyRefused'));
      return false;
    }
    this.#afterMove(game, game.turnStock());
    return true;
  }

  /** Takes back the last move; false when there is none (or play is not allowed). */
  undo(): boolean {
    const game = this.#parts.playable();
    if (!game || game.history.length === 0) return false;
    const before = game.score;
    const move = game.undo()!;
    this.#parts.announce(undoAnnouncement(this.#parts.l(), game, move));
    this.#parts.positionChanged(null);
    if (game.score !== before) emit(this.#target, 'score', { score: game.score, delta: game.score - before });
    return true;
  }

  /** After a move: announce it, show it, count it, fire its events. */
  #afterMove(game: Game, result: MoveResult): void {
    const { gameplay, stats } = this.#parts;
    this.#parts.announce(moveAnnouncement(this.#parts.l(), game, result));
    this.#parts.positionChanged(result.move);
    gameplay.start(game.history.length === 1 ? 'first-move' : 'resume');
    stats.moved(game, this.#parts.gameId(), rulesOf(game, this.#target));
    this.#parts.sounds()?.afterMove(result);
    const seconds = this.#parts.time.seconds;
    emitMove(this.#target, game, result, originOf(game, this.#target.deal), seconds);
    if (result.status !== 'playing') {
      gameplay.stop(result.status === 'won' ? 'win' : 'lose');
      stats.finished(game, seconds);
    }
  }
}
