/**
 * What a portal needs to know about play: when it starts (the first move of a game, or
 * play going on after a pause or a panel) and when it stops (the end of the game, a
 * pause, a panel opening, another deal). Each is fired once per change, never twice in
 * a row, as portal SDKs expect (`gameplayStart` / `gameplayStop`).
 */
import type { GameplayStartDetail, GameplayStopDetail } from '../events.js';
import { emit } from '../events.js';

export class GameplayEvents {
  readonly #target: EventTarget;
  /** Play is going on: started and not stopped since. */
  #playing = false;

  constructor(target: EventTarget) {
    this.#target = target;
  }

  start(reason: GameplayStartDetail['reason']): void {
    if (this.#playing) return;
    this.#playing = true;
    emit(this.#target, 'gameplaystart', { reason });
  }

  stop(reason: GameplayStopDetail['reason']): void {
    if (!this.#playing) return;
    this.#playing = false;
    emit(this.#target, 'gameplaystop', { reason });
  }
}
