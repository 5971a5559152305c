// Reading a saved game back (src/tri-peaks-game/controllers/saved-game.ts): a sound one
// for the options asked is put back; one that is corrupt, from another version, for other
// options or with numbers out of range is ignored with one warning naming the key and
// why. Through SavedGame's own load(), on a storage in memory. The element's side (a
// fresh deal after an ignored save): test/element/saved-games.test.ts.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../../src/engine/index.js';
import { type SavedOptions, SavedGame } from '../../src/tri-peaks-game/controllers/saved-game.js';
import { type GameStorage, StorageReporter } from '../../src/tri-peaks-game/controllers/storage.js';

const OPTIONS: SavedOptions = { layout: 'tri-peaks', wild: 0, wrap: true, scoring: 'points', faceUp: false, mode: 'any', seed: '7' };
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const reporter = () => new StorageReporter(new EventTarget() as unknown as HTMLElement);

function memory(): GameStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** The text SavedGame stores for seed 7's game two stock turns in, 12 s played. */
async function goodText(): Promise<string> {
  const storage = memory();
  const saved = new SavedGame(
    reporter(),
    () => undefined,
    () => undefined,
  );
  saved.link(storage, 'k');
  const { seed, ...options } = OPTIONS;
  const game = Game.fromSeed(seed, options);
  game.turnStock();
  game.turnStock();
  saved.save(game, 12_000, 'game1');
  await flush();
  saved.unlink();
  return storage.data.get('k')!;
}

/** What SavedGame puts back from `text` for `options`, and the warnings it gave. */
async function load(texts: string | string[], options: Partial<SavedOptions> = {}) {
  const storage = memory();
  const warnings: string[] = [];
  const saved = new SavedGame(
    reporter(),
    (w) => warnings.push(w),
    () => undefined,
  );
  saved.link(storage, 'k');
  const results = [];
  for (const text of [texts].flat()) {
    storage.data.set('k', text);
    results.push(await saved.load({ ...OPTIONS, ...options }, () => undefined));
  }
  saved.unlink();
  return { restored: results[0], results, warnings };
}

describe('saved-game parsing', () => {
  test('a sound save for the options asked is put back: same position, time played and id', async () => {
    const { restored, warnings } = await load(await goodText());
    assert.deepEqual(warnings, []);
    assert.ok(restored);
    assert.equal(restored.game.history.length, 2);
    assert.equal(restored.elapsed, 12_000);
    assert.equal(restored.id, 'game1');
    // With no seed asked, a saved game of any seed is put back.
    assert.ok((await load(await goodText(), { seed: null })).restored);
  });

  const record = async () => JSON.parse(await goodText()) as Record<string, unknown> & { game: string };
  const ignored: [string, () => string | Promise<string>, string][] = [
    ['corrupt (not JSON)', () => 'not JSON {', 'JSON'],
    ['not a saved game', () => JSON.stringify({ hello: 'world' }), 'not a saved game'],
    ['another version', async () => JSON.stringify({ ...(await record()), version: 99 }), 'version 99'],
    [
      'a game text changed after it was saved',
      async () => {
        const r = await record();
        return JSON.stringify({ ...r, game: r.game.replace('"moves":"', '"moves":"| ') });
      },
      'changed after it was saved',
    ],
    ['a negative time played', async () => JSON.stringify({ ...(await record()), elapsed: -1 }), 'time played'],
    ['a time played over a year', async () => JSON.stringify({ ...(await record()), elapsed: 366 * 86_400_000 }), 'time played'],
    ['a time played that is not a number', async () => JSON.stringify({ ...(await record()), elapsed: '12' }), 'time played'],
    ['a fractional revision', async () => JSON.stringify({ ...(await record()), revision: 1.5 }), 'revision'],
    ['a negative revision', async () => JSON.stringify({ ...(await record()), revision: -3 }), 'revision'],
    ['an id that is not one', async () => JSON.stringify({ ...(await record()), id: '<script>' }), 'not an id'],
  ];
  for (const [what, text, why] of ignored) {
    test(`ignored with one warning: ${what}`, async () => {
      const { restored, warnings } = await load(await text());
      assert.equal(restored, null);
      assert.equal(warnings.length, 1, warnings.join('\n'));
      assert.match(warnings[0], /"k"/);
      assert.ok(warnings[0].includes(why), warnings[0]);
    });
  }

  test('ignored with one warning: a save dealt with other options (scoring, layout, wrap, mode, seed, face up)', async () => {
    const good = await goodText();
    const others: Partial<SavedOptions>[] = [
      { scoring: 'betting' },
      { layout: 'golf', wrap: false },
      { wrap: false },
      { wild: 1 },
      { mode: 'winnable' },
      { seed: '8' },
      { faceUp: true },
    ];
    for (const options of others) {
      const { restored, warnings } = await load(good, options);
      assert.equal(restored, null, JSON.stringify(options));
      assert.equal(warnings.length, 1, JSON.stringify(options));
      assert.ok(warnings[0].includes('other options'), warnings[0]);
    }
  });

  test('the same unsound text read again is not said again; a different one is', async () => {
    const { results, warnings } = await load(['not JSON {', 'not JSON {', '{"format":1}']);
    assert.deepEqual(results, [null, null, null]);
    assert.equal(warnings.length, 2);
  });

  test('a warning quotes at most 200 characters of what it read', async () => {
    const { warnings } = await load(JSON.stringify({ ...(await record()), version: 'v'.repeat(5000) }));
    assert.equal(warnings.length, 1);
    assert.ok(warnings[0].length < 400, `${warnings[0].length} characters`);
  });
});
