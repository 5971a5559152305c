// The write queue of `save-key` (src/tri-peaks-game/controllers/storage.ts): one write in
// flight, then only the newest; a write that never settles stops holding the others back;
// a failed write is tried again. Timers are Node's mock timers, moved by hand: no real
// waiting. The same storages with real timers, through the element: test/element/storage.test.ts.
import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../../src/engine/index.js';
import { SavedGame } from '../../src/tri-peaks-game/controllers/saved-game.js';
import { type GameStorage, GIVE_UP_MS, RETRY_MS, StorageReporter, WriteQueue } from '../../src/tri-peaks-game/controllers/storage.js';

/** Lets the promises settled so far run their callbacks (setImmediate is not mocked). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A write the test settles by hand; `started` lists the names of the writes begun, in order. */
function writes() {
  const started: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }[]>();
  const write = (name: string) => () =>
    new Promise<void>((resolve, reject) => {
      started.push(name);
      pending.set(name, [...(pending.get(name) ?? []), { resolve, reject }]);
    });
  const settle = async (name: string, error?: Error) => {
    const calls = pending.get(name) ?? [];
    const call = calls.shift();
    assert.ok(call, `${name} is in flight`);
    if (error) call.reject(error);
    else call.resolve();
    await flush();
  };
  return { started, write, settle };
}

beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
afterEach(() => mock.timers.reset());

describe('WriteQueue', () => {
  test('one write in flight; of those asked for meanwhile only the newest is made', async () => {
    const queue = new WriteQueue();
    const { started, write, settle } = writes();
    queue.run(write('1'));
    queue.run(write('2'));
    queue.run(write('3'));
    assert.deepEqual(started, ['1'], 'the others wait for the first');
    await settle('1');
    assert.deepEqual(started, ['1', '3'], '2 was replaced by 3 before it began');
    await settle('3');
    assert.deepEqual(started, ['1', '3']);
  });

  test('a write that never settles holds the next back until its limit only; if it lands late, the newest is made again', async () => {
    const queue = new WriteQueue();
    const { started, write, settle } = writes();
    queue.run(write('stuck'));
    queue.run(write('next'));
    mock.timers.tick(GIVE_UP_MS - 1);
    await flush();
    assert.deepEqual(started, ['stuck'], 'held back within the limit');
    mock.timers.tick(1);
    await flush();
    assert.deepEqual(started, ['stuck', 'next'], 'no longer held back after it');
    await settle('next');
    // The stuck request lands after `next` began: it may have overwritten it.
    await settle('stuck');
    assert.deepEqual(started, ['stuck', 'next', 'next'], 'the newest is made again, after it');
  });

  test('a failed write is tried again, waiting longer each time; a newer write replaces the retry', async () => {
    const queue = new WriteQueue();
    const { started, write, settle } = writes();
    queue.run(write('a'));
    await settle('a', new Error('quota exceeded'));
    mock.timers.tick(RETRY_MS - 1);
    assert.deepEqual(started, ['a'], 'not before the wait');
    mock.timers.tick(1);
    assert.deepEqual(started, ['a', 'a'], 'tried again');
    await settle('a', new Error('quota exceeded'));
    mock.timers.tick(2 * RETRY_MS - 1);
    assert.deepEqual(started, ['a', 'a'], 'the second wait is twice as long');
    mock.timers.tick(1);
    assert.deepEqual(started, ['a', 'a', 'a']);
    await settle('a', new Error('quota exceeded'));
    queue.run(write('b'));
    assert.deepEqual(started, ['a', 'a', 'a', 'b'], 'a newer write goes at once');
    await settle('b');
    mock.timers.tick(60_000);
    assert.deepEqual(started, ['a', 'a', 'a', 'b'], 'the older write is not tried again');
  });

  test('stopped (the element left), it tries a failed write no more; a new write starts it again', async () => {
    const queue = new WriteQueue();
    const { started, write, settle } = writes();
    queue.run(write('a'));
    await settle('a', new Error('offline'));
    queue.stop();
    mock.timers.tick(60_000);
    assert.deepEqual(started, ['a']);
    queue.run(write('b'));
    assert.deepEqual(started, ['a', 'b']);
    await settle('b');
  });
});

/** A storage whose writes settle when the test says (`land()`), recording what each wrote. */
function slowStorage() {
  const written: string[] = [];
  const landings: (() => void)[] = [];
  const storage: GameStorage = {
    getItem: () => null,
    setItem: (_key, value) =>
      new Promise<void>((resolve) => {
        written.push(value);
        landings.push(resolve);
      }),
    removeItem: () => undefined,
  };
  const land = async () => {
    landings.shift()?.();
    await flush();
  };
  return { storage, written, land };
}

test('a saved game keeps one write order across a re-link (a new storage object): the later write waits for the earlier', async () => {
  const reporter = new StorageReporter(new EventTarget() as unknown as HTMLElement);
  const saved = new SavedGame(
    reporter,
    () => undefined,
    () => undefined,
  );
  const first = slowStorage();
  const second = slowStorage();
  const game = Game.fromSeed('7', { mode: 'any' });
  saved.link(first.storage, 'k');
  saved.save(game, 1000, 'id1');
  await flush();
  assert.equal(first.written.length, 1, 'the first write is in flight');
  saved.link(second.storage, 'k');
  game.turnStock();
  saved.save(game, 2000, 'id1');
  await flush();
  assert.equal(second.written.length, 0, 'the write to the new storage waits for the one in flight');
  await first.land();
  assert.equal(second.written.length, 1, 'then it goes');
  const record = JSON.parse(second.written[0]) as { game: string; elapsed: number };
  assert.equal(record.elapsed, 2000);
  assert.equal(Game.load(record.game).history.length, 1, 'the newer position');
  await second.land();
  saved.unlink();
});
