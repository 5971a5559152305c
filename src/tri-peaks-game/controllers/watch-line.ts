/**
 * Watching a winning line after a loss: from the deal ("Watch a winning line"), or from
 * the player's own last position that could still be won ("From your 10th move"), both
 * from the verdict. The line plays on a board of its own (ReplayController), paced, or
 * all at once under reduced motion; Stop (or Escape) takes it off.
 */
import type { LitElement } from 'lit';
import { Game, type Move } from '../../engine/index.js';
import { type TemplateResult } from 'lit';
import { solveOff, warnFailed } from '../background.js';
import { type PanelActions, endOfGamePanel } from '../panels.js';
import type { Localizer } from '../i18n/localizer.js';
import { pileWords, stockTurns } from '../text.js';
import { motionAllowed } from './board-animator.js';
import { ReplayController } from './replay.js';
import type { VerdictController } from './verdict.js';

export interface WatchLineParts {
  /** The player's game. */
  game: () => Game | null;
  verdict: VerdictController;
  l: () => Localizer;
  announce: (text: string) => void;
  /** Whether the focus is inside the element, and a way to move it there once the next render is on the page. */
  focusWithin: () => boolean;
  focus: (selector: string) => void;
  /** A line starts: the notes under the board (a hint, a refused card) go. */
  clearNotes: () => void;
}

export class WatchLine {
  readonly #parts: WatchLineParts;
  readonly replay: ReplayController;

  constructor(host: LitElement, parts: WatchLineParts) {
    this.#parts = parts;
    this.replay = new ReplayController(host, () => this.#played());
  }

  /** The game on the board: the winning line being watched, or the player's. */
  get board(): Game | null {
    return this.replay.board ?? this.#parts.game();
  }

  /** Watches the verdict's winning line from the deal. */
  watch = (): void => {
    const v = this.#parts.verdict.state;
    if (v?.kind === 'done' && v.verdict.solution) this.#start([], v.verdict.solution);
  };

  /** Watches a winning line from the player's own game, at the last move that could still be won. */
  watchFrom = async (): Promise<void> => {
    const { verdict } = this.#parts;
    const game = this.#parts.game();
    const v = verdict.state;
    if (!game || v?.kind !== 'done' || !v.verdict.winnableUntilMove) return;
    const prefix = v.moves.slice(0, v.verdict.winnableUntilMove);
    const at = new Game(game.deal, game.options);
    at.applyMoves(prefix);
    const { solution } = await solveOff(at.deal, { wrap: at.options.wrap, layout: at.options.layout, from: at.solverPosition });
    // Dropped if the board moved on while the line was worked out.
    if (solution && game === this.#parts.game() && v === verdict.state) this.#start(prefix, solution);
  };

  /** The panel at the end: the player's game (with the verdict and its Watch buttons), or the watched line's once played. */
  endPanel(l: Localizer, game: Game, actions: PanelActions): TemplateResult {
    return endOfGamePanel(l, game, this.replay.active ? this.replay.line : null, this.#parts.verdict.state, {
      ...actions,
      onWatch: this.watch,
      onWatchFrom: () => void this.watchFrom().catch(warnFailed('the winning line')),
    });
  }

  /** Stop: the line leaves the board, the player's lost game is back. */
  stop = (): void => {
    this.replay.stop();
    if (this.#parts.focusWithin()) this.#parts.focus('.panel .watch');
    this.#parts.announce(this.#parts.l().t('stoppedWatching'));
  };

  /** Plays `prefix` at once, then `line` at a pace a person can follow (all at once under reduced motion). */
  #start(prefix: readonly Move[], line: readonly Move[]): void {
    const game = this.#parts.game();
    if (!game || this.replay.active || line.length === 0) return;
    this.#parts.clearNotes();
    if (this.#parts.focusWithin()) this.#parts.focus('.replay button');
    const paced = motionAllowed();
    const l = this.#parts.l();
    const from = prefix.length
      ? l.t('watchingFromMove', { nth: l.nth(prefix.length), n: line.length })
      : l.t('watchingFromDeal', { n: line.length });
    if (paced) this.#parts.announce(from);
    this.replay.start(game, line, paced, prefix);
  }

  /** The line has played to its end: it says so, and the focus goes to its panel. */
  #played(): void {
    const { line, board } = this.replay;
    const key = pileWords(board!.layout).lineDone;
    this.#parts.announce(this.#parts.l().t(key, { n: line.length, turns: stockTurns(line) }));
    if (this.#parts.focusWithin()) this.#parts.focus('.panel .primary');
  }
}
