/**
 * The player's statistics (the engine's `statistics.ts` says what is counted): a game is
 * entered in the record at its first move (as open: it counts as lost unless it is still
 * being played), and again when it is won, lost or left for another game (lost);
 * "Restart this deal" goes on with the same game.
 *
 * The record is kept under `<key>:stats` (the `save-key`, else the element's own key; none with `save-key="none"`) in the storage in force, and
 * every write reads what is stored first and writes the union: a record written by
 * another tab, another device (a cloud storage) or before the host set its storage is
 * merged, never overwritten. Nothing is written before that read has answered; while it
 * is late, play goes on and the statistics merge when it arrives. Other elements with the
 * same key (other tabs) are told of each write and merge it too.
 */
import {
  type Game,
  type RuleSet,
  type Statistics,
  type StatisticsRecord,
  emptyRecord,
  formatRecord,
  importRecord,
  mergeRecords,
  nextTime,
  parseRecord,
  recordGame,
  resetRecord,
  summarize,
} from '../../engine/index.js';
import {
  type GameStorage,
  type StorageReporter,
  NO_ANSWER,
  STORAGE_LIMIT_MS,
  call,
  KeyLink,
  reportLate,
  storedText,
  whenLate,
  WriteQueue,
} from './storage.js';

export class StatsKeeper {
  #record: StatisticsRecord = emptyRecord();
  /** The game under way here (its first move made, its result not recorded yet). */
  #underWay: { game: Game; id: string; rules: RuleSet } | null = null;
  /** Everything recorded so far, as the player sees it (plain JSON). */
  current: Statistics = summarize(this.#record);
  #link: KeyLink | null = null;
  /** One write order for the statistics, from one link to the next. */
  readonly #queue = new WriteQueue();
  /** The stored text last found unreadable (said once; it is never written over). */
  #unreadable: string | null = null;
  /** The text last read from or written to the link, and its record: unchanged text (no other tab wrote) is not parsed again. */
  #known: { link: KeyLink; text: string; record: StatisticsRecord } | null = null;
  readonly #reporter: StorageReporter;
  readonly #warn: (message: string) => void;
  readonly #changed: (stats: Statistics) => void;

  /** `changed`: the statistics changed (the host fires `stats`). */
  constructor(reporter: StorageReporter, warn: (message: string) => void, changed: (stats: Statistics) => void) {
    this.#reporter = reporter;
    this.#warn = warn;
    this.#changed = changed;
  }

  /** Keeps the statistics in `storage` under `<key>:stats` from now on (none: in memory only), reading and merging what it holds. */
  link(storage: GameStorage | null, key: string | null): void {
    if (this.#link?.is(storage, key && `${key}:stats`)) return;
    this.#link?.close();
    this.#link = null;
    if (!storage || !key) return;
    const link = new KeyLink(storage, `${key}:stats`, this.#queue, () => this.#sync(link));
    this.#link = link;
    this.#sync(link);
  }

  /** The record is kept in a storage (false: in memory only, gone with the page). */
  get kept(): boolean {
    return !!this.#link;
  }

  /** Stops writing and listening (the element left the page). */
  unlink(): void {
    this.link(null, null);
  }

  /** A move was made in `game` (played under `rules`, known as `id`): from its first move the game counts. */
  moved(game: Game, id: string, rules: RuleSet): void {
    if (this.#underWay?.game === game) return;
    this.#underWay = { game, id, rules };
    this.#enter('open', 0);
  }

  /**
   * `next` (known as `id`) replaces the game on the board: one under way counts as lost,
   * unless `sameGame` (a restart). A saved game put back with moves in it is under way.
   */
  shown(next: Game, id: string, rules: RuleSet, sameGame: boolean): void {
    const left = this.#underWay;
    if (left && sameGame) {
      this.#underWay = { ...left, game: next };
      return;
    }
    if (left?.game.status === 'playing') this.#enter('lost', 0);
    this.#underWay = next.history.length > 0 ? { game: next, id, rules } : null;
    this.#merged(this.#record);
  }

  /** The game was won or lost after `seconds`. */
  finished(game: Game, seconds: number): void {
    if (this.#underWay?.game !== game) return;
    this.#enter(game.status === 'won' ? 'won' : 'lost', seconds);
    this.#underWay = null;
  }

  /** Merges exported statistics into the record; throws an Error saying what is wrong (and changes nothing) on bad text. */
  merge(text: string): void {
    if (typeof text !== 'string')
      throw new Error(
        `importStats takes the text exportStats gave (a string), not ${text === null ? 'null' : typeof text}; for an object, pass JSON.stringify(it)`,
      );
    this.#update(importRecord(this.#record, parseRecord(text, Date.now())));
  }

  /** Forgets every game ended so far (here, and wherever the record is merged next). */
  reset(): void {
    this.#update(resetRecord(this.#record, Date.now()));
  }

  /** The record as JSON text (every game by id), for export. */
  export(): string {
    return formatRecord(this.#record);
  }

  #enter(state: 'open' | 'lost' | 'won', seconds: number): void {
    const { game, id, rules } = this.#underWay!;
    const runs = [...game.state.runs, game.state.run];
    const seed = game.origin?.seed ?? '';
    const entry = {
      state,
      // Monotonic: after every game recorded, whatever the wall clock says.
      at: nextTime(this.#record, Date.now()),
      // Golf's own score: strokes.
      score: game.strokes ?? game.score,
      seconds: Math.min(seconds, 1e9),
      longestRun: Math.max(0, ...runs),
      daily: seed.startsWith('daily:') ? seed.slice('daily:'.length) : null,
    };
    this.#update(recordGame(this.#record, rules, id, entry));
  }

  /** Takes a new record (memory first: the player sees it at once) and stores it. */
  #update(record: StatisticsRecord): void {
    this.#merged(record);
    if (this.#link) this.#sync(this.#link);
  }

  /** Takes `record` as it stands (and the game under way as it stands) and tells the host if what the player sees changed. */
  #merged(record: StatisticsRecord): void {
    this.#record = record;
    const summary = summarize(record, new Set(this.#underWay ? [this.#underWay.id] : []));
    if (JSON.stringify(summary) === JSON.stringify(this.current)) return;
    this.current = summary;
    this.#changed(summary);
  }

  /** Reads what is stored, merges it in, and writes the union if it has more (one sync in flight per key). */
  #sync(link: KeyLink): void {
    link.queue.run(async () => {
      const { storage, key } = link;
      const read = call(() => storage.getItem(key));
      if (!link.read)
        // Play goes on meanwhile, and what it holds is merged when it comes.
        whenLate(read, STORAGE_LIMIT_MS, () => this.#reporter.failed(key, 'read', NO_ANSWER));
      let text: string | null;
      try {
        text = storedText(await read);
        link.read = true;
        this.#reporter.worked(key, 'read');
      } catch (e) {
        this.#reporter.failed(key, 'read', e);
        throw e;
      }
      let stored = emptyRecord();
      const known = this.#known?.link === link ? this.#known : null;
      if (known && known.text === text) stored = known.record;
      else if (text !== null) {
        try {
          stored = parseRecord(text, Date.now(), 'storage');
          this.#known = { link, text, record: stored };
        } catch (e) {
          // What cannot be read (a later release's record, a damaged one) is never written
          // over: the games stay in memory here, and are merged once the stored text can be read.
          if (this.#unreadable !== text)
            this.#warn(
              `the statistics saved under "${key}" cannot be read, so they are kept as they are and not written over (this page's games are merged in once they can be read): ${(e as Error).message}.`,
            );
          this.#unreadable = text;
          return;
        }
      }
      this.#unreadable = null;
      const union = mergeRecords(this.#record, stored);
      this.#merged(union);
      const out = formatRecord(union);
      if (out === text) return;
      try {
        await reportLate(
          call(() => storage.setItem(key, out)),
          this.#reporter,
          key,
        );
        this.#reporter.worked(key, 'write');
        this.#known = { link, text: out, record: union };
      } catch (e) {
        this.#reporter.failed(key, 'write', e);
        throw e;
      }
      link.tell('stats');
    });
  }
}
