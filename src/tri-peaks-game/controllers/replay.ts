/**
 * "Watch a winning line": a line of moves played on a board of its own at a pace a
 * person can follow, while the player's game is left as it was. The host draws
 * `board` instead of its game while `active`; the controller owns the timing.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Move, Game } from '../../engine/index.js';

/** The pace of a watched line: a person can follow each card. */
const MOVE_MS = 620;
/** A stock turn is quicker to follow than a card's flight. */
const STOCK_MS = 500;
/** A little longer before the first move, while the deal settles. */
const FIRST_MS = 900;

export class ReplayController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #onDone: () => void;
  /** The board the line plays on; null while no line is on the board. */
  board: Game | null = null;
  line: readonly Move[] = [];
  /** How many moves of the line have been played. */
  played = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** `onDone`: the line has played to its end (the host says so). */
  constructor(host: ReactiveControllerHost, onDone: () => void) {
    this.#host = host;
    this.#onDone = onDone;
    host.addController(this);
  }

  /** A line is on the board (playing, or played to its end). */
  get active(): boolean {
    return this.board !== null;
  }

  /** A line is on the board and still playing. */
  get playing(): boolean {
    return this.board !== null && this.played < this.line.length;
  }

  /**
   * Plays `line` on a fresh copy of `game`'s deal after `prefix` (played at once): move
   * by move, or all at once (`paced` false).
   */
  start(game: Game, line: readonly Move[], paced: boolean, prefix: readonly Move[] = []): void {
    this.stop();
    this.board = new Game(game.deal, game.options, game.origin);
    this.board.applyMoves(prefix);
    this.line = line;
    this.played = 0;
    if (paced) {
      this.#timer = setTimeout(() => this.#step(), FIRST_MS);
    } else {
      this.board.applyMoves(line);
      this.played = line.length;
      this.#onDone();
    }
    this.#host.requestUpdate();
  }

  /** Holds the line still where it is (a new deal is being found). */
  hold(): void {
    clearTimeout(this.#timer);
  }

  /** Takes the line off the board. */
  stop(): void {
    clearTimeout(this.#timer);
    if (!this.board) return;
    this.board = null;
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.stop();
  }

  #step(): void {
    const board = this.board;
    if (!board || this.played >= this.line.length) return;
    const move = this.line[this.played++];
    board.apply(move);
    if (this.played < this.line.length) this.#timer = setTimeout(() => this.#step(), move.kind === 'stock' ? STOCK_MS : MOVE_MS);
    else this.#onDone();
    this.#host.requestUpdate();
  }
}
