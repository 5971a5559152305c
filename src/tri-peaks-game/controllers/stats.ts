/**
 * The player's statistics (see ../statistics.ts for what is counted): a game counts from
 * its first move, is recorded when it is won or lost, and a game left while under way
 * (a new game, another deal) counts as lost; "Restart this deal" goes on counting the
 * same game. With `save-key` they are kept in the same storage, under `<key>:stats`; a
 * stored record that is not sound is ignored with one warning.
 */
import type { Game } from '../../engine/index.js';
import { type RuleSet, type Statistics, emptyStatistics, formatStatistics, parseStatistics, recordResult } from '../statistics.js';
import type { GameStorage } from './saved-game.js';

export class StatsKeeper {
  /** Everything recorded so far (plain JSON). */
  current: Statistics = emptyStatistics();
  readonly #warn: (message: string) => void;
  readonly #changed: (stats: Statistics) => void;
  /** The game whose first move was made and whose result is not recorded yet. */
  #underWay: { game: Game; rules: RuleSet } | null = null;

  /** `changed`: the statistics changed (the host fires `stats`). */
  constructor(warn: (message: string) => void, changed: (stats: Statistics) => void) {
    this.#warn = warn;
    this.#changed = changed;
  }

  /** Reads the stored statistics (never throws: unsound text is ignored with a warning). */
  async load(storage: GameStorage | null, key: string | null): Promise<void> {
    if (!storage || !key) return;
    let text: string | null = null;
    try {
      text = await storage.getItem(`${key}:stats`);
    } catch {
      return; // the saved game reports a failing storage
    }
    if (text === null || text === undefined) return;
    try {
      this.current = parseStatistics(text);
      this.#changed(this.current);
    } catch (e) {
      this.#warn(`the statistics saved under "${key}:stats" are ignored: ${(e as Error).message}.`);
    }
  }

  /** A move was made in `game` (played under `rules`): from its first move the game counts. */
  moved(game: Game, rules: RuleSet): void {
    if (this.#underWay?.game !== game) this.#underWay = { game, rules };
  }

  /** The game on the board is being replaced: one under way counts as lost, unless `sameGame` (a restart). */
  leaving(next: Game, sameGame: boolean, storage: GameStorage | null, key: string | null): void {
    const left = this.#underWay;
    if (!left) return;
    if (sameGame) {
      this.#underWay = { game: next, rules: left.rules };
      return;
    }
    if (left.game.status === 'playing') this.#record(left.game, left.rules, false, 0, storage, key);
    this.#underWay = null;
  }

  /** The game was won or lost. */
  finished(game: Game, seconds: number, storage: GameStorage | null, key: string | null): void {
    const underWay = this.#underWay;
    if (!underWay || underWay.game !== game) return;
    this.#record(game, underWay.rules, game.status === 'won', seconds, storage, key);
    this.#underWay = null;
  }

  /** Replaces the statistics (import, reset) and stores them. */
  replace(stats: Statistics, storage: GameStorage | null, key: string | null): void {
    this.current = stats;
    this.#store(storage, key);
    this.#changed(stats);
  }

  #record(game: Game, rules: RuleSet, won: boolean, seconds: number, storage: GameStorage | null, key: string | null): void {
    const runs = [...game.state.runs, game.state.run];
    const seed = game.origin?.seed ?? '';
    this.current = recordResult(this.current, rules, {
      won,
      score: game.score,
      seconds,
      longestRun: Math.max(0, ...runs),
      daily: seed.startsWith('daily:') ? seed.slice('daily:'.length) : null,
    });
    this.#store(storage, key);
    this.#changed(this.current);
  }

  #store(storage: GameStorage | null, key: string | null): void {
    if (!storage || !key) return;
    try {
      void Promise.resolve(storage.setItem(`${key}:stats`, formatStatistics(this.current))).catch(() => undefined);
    } catch {
      // the saved game reports a failing storage
    }
  }
}
