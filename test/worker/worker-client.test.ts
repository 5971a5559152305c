// The page's side of the engine's worker, driven in Node with a fake worker and clock:
// one job at a time, the page's own work when the worker fails, falls quiet or is from
// another release, jobs no longer wanted dropped before they start, warm-ups and release.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { JobSuperseded, WorkerClient, WorkerJobError } from '../../src/tri-peaks-game/worker-client.js';
import { PROTOCOL_VERSION } from '../../src/tri-peaks-game/worker-protocol.js';
import { FakePort, FakeTimers, settle } from './fakes.js';

const QUIET_MS = 5000;

function setUp(start: () => FakePort | null = () => new FakePort()) {
  const timers = new FakeTimers();
  const ports: FakePort[] = [];
  const warnings: string[] = [];
  const client = new WorkerClient({
    start: () => {
      const port = start();
      if (port) ports.push(port);
      return port;
    },
    timers,
    quietLimitMs: QUIET_MS,
    releaseAfterMs: 2000,
    warn: (message) => warnings.push(message),
  });
  client.elementConnected(true);
  return { client, timers, ports, warnings };
}

const view = (n: number) => ({ n }) as never;
const hintJob = (n: number) => ({ kind: 'hint', view: view(n) }) as const;
/** What the page would have worked out itself, marked so a test can tell. */
const onPage = (what: string) => () => Promise.resolve(`page: ${what}` as never);
const answer = (port: FakePort, index: number, result: unknown) =>
  port.reply({ version: PROTOCOL_VERSION, id: port.posted[index].id, ok: true, result });

describe('the worker client', () => {
  test('sends one job at a time, in order, each with the protocol version', async () => {
    const { client, ports } = setUp();
    const first = client.run(hintJob(1), onPage('1'));
    const second = client.run(hintJob(2), onPage('2'));
    const [port] = ports;
    assert.equal(port.posted.length, 1);
    assert.deepEqual(port.posted[0], { version: PROTOCOL_VERSION, id: port.posted[0].id, job: hintJob(1) });
    answer(port, 0, 'worker: 1');
    assert.equal(await first, 'worker: 1');
    assert.equal(port.posted.length, 2);
    answer(port, 1, 'worker: 2');
    assert.equal(await second, 'worker: 2');
    assert.equal(ports.length, 1, 'one worker for every job');
  });

  test('without a worker (none, or the constructor throws), jobs run on the page', async () => {
    for (const start of [
      () => null,
      () => {
        throw new Error('file: page');
      },
    ]) {
      const { client, warnings } = setUp(start);
      assert.equal(await client.run(hintJob(1), onPage('1')), 'page: 1');
      assert.equal(client.hasWorker, false);
      assert.deepEqual(warnings, []);
    }
  });

  test('a worker that fails to start (a CSP refusing it): its jobs run on the page, silently, and no other is started', async () => {
    const { client, ports, warnings } = setUp();
    const first = client.run(hintJob(1), onPage('1'));
    const second = client.run(hintJob(2), onPage('2'));
    ports[0].fail();
    assert.deepEqual(await Promise.all([first, second]), ['page: 1', 'page: 2']);
    assert.equal(await client.run(hintJob(3), onPage('3')), 'page: 3');
    assert.equal(ports.length, 1);
    assert.deepEqual(warnings, []);
  });

  test('a worker that never answers: the job runs on the page after the quiet limit, with one warning, and the worker is let go', async () => {
    const { client, ports, timers, warnings } = setUp();
    const first = client.run(hintJob(1), onPage('1'));
    const second = client.run(hintJob(2), onPage('2'));
    let settled = false;
    void first.then(() => (settled = true));
    timers.advance(QUIET_MS - 1);
    await settle();
    assert.equal(settled, false);
    timers.advance(1);
    assert.deepEqual(await Promise.all([first, second]), ['page: 1', 'page: 2']);
    assert.equal(ports[0].terminated, true);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /worker said nothing for 5 s; working on the page instead/);
    // Later jobs go straight to the page, and a late answer from the old worker changes nothing.
    answer(ports[0], 0, 'worker: late');
    assert.equal(await client.run(hintJob(3), onPage('3')), 'page: 3');
    assert.equal(ports.length, 1);
    assert.equal(warnings.length, 1);
  });

  test('a long job that says it is still at it is waited for past the quiet limit', async () => {
    const { client, ports, timers, warnings } = setUp();
    const dealt = client.run({ kind: 'deal', seed: '1', request: {} }, onPage('deal'));
    const [port] = ports;
    for (let i = 0; i < 4; i++) {
      timers.advance(QUIET_MS - 100);
      port.reply({ version: PROTOCOL_VERSION, id: port.posted[0].id, working: true });
    }
    answer(port, 0, 'worker: deal');
    assert.equal(await dealt, 'worker: deal');
    assert.equal(port.terminated, false);
    assert.deepEqual(warnings, []);
  });

  test('a worker from another release (another version, or the old shape without one): fallback with one warning', async () => {
    for (const reply of [
      (id: number) => ({ version: PROTOCOL_VERSION + 1, id, ok: true, result: 'worker: new' }),
      (id: number) => ({ id, result: 'worker: old shape' }),
      (id: number) => ({ id, error: 'JOBS[data.job] is not a function' }),
    ]) {
      const { client, ports, warnings } = setUp();
      const first = client.run(hintJob(1), onPage('1'));
      const second = client.run(hintJob(2), onPage('2'));
      ports[0].reply(reply(ports[0].posted[0].id));
      assert.deepEqual(await Promise.all([first, second]), ['page: 1', 'page: 2']);
      assert.equal(ports[0].terminated, true);
      assert.equal(warnings.length, 1);
      assert.match(warnings[0], /worker is from another release \(protocol .*, this page's 2\)/);
      assert.equal(await client.run(hintJob(3), onPage('3')), 'page: 3');
      assert.equal(ports.length, 1);
      assert.equal(warnings.length, 1);
    }
  });

  test('an error answered by the worker rejects the job with its kind', async () => {
    const { client, ports } = setUp();
    const job = client.run(hintJob(1), onPage('1'));
    const [port] = ports;
    port.reply({
      version: PROTOCOL_VERSION,
      id: port.posted[0].id,
      ok: false,
      error: { kind: 'variants-missing', message: 'Golf needs…' },
    });
    await assert.rejects(job, (e: unknown) => e instanceof WorkerJobError && e.kind === 'variants-missing' && e.message === 'Golf needs…');
    // The worker is still in use.
    const next = client.run(hintJob(2), onPage('2'));
    answer(port, 1, 'worker: 2');
    assert.equal(await next, 'worker: 2');
  });

  test('an attribute storm: jobs no longer wanted are dropped before they reach the worker', async () => {
    const { client, ports } = setUp();
    let latest = 0;
    const ask = (n: number) => {
      const mine = (latest = n);
      return client.run(hintJob(n), onPage(String(n)), () => mine === latest);
    };
    const asked = Array.from({ length: 20 }, (_, i) => ask(i + 1));
    const [port] = ports;
    answer(port, 0, 'worker: 1'); // the job already running finishes; its answer is the caller's to drop
    const outcomes = await Promise.allSettled(asked.slice(0, 19));
    // Only the first (already sent) and the last reached the worker.
    assert.deepEqual(
      port.posted.map((m) => (m.job as unknown as { view: { n: number } }).view.n),
      [1, 20],
    );
    assert.deepEqual(outcomes[0], { status: 'fulfilled', value: 'worker: 1' });
    for (const outcome of outcomes.slice(1)) assert.ok(outcome.status === 'rejected' && outcome.reason instanceof JobSuperseded);
    answer(port, 1, 'worker: 20');
    assert.equal(await asked[19], 'worker: 20');
    // A job not wanted from the start is never queued.
    await assert.rejects(
      client.run(hintJob(21), onPage('21'), () => false),
      JobSuperseded,
    );
  });

  test('warm-ups: sent only while the worker is idle, at most so many times per kind and worker', async () => {
    const { client, ports } = setUp();
    client.warm('tri-peaks0', 2, hintJob(1)); // starts the worker
    const [port] = ports;
    assert.deepEqual(port.kinds, ['hint']);
    client.warm('tri-peaks0', 2, hintJob(2)); // busy: not sent
    assert.equal(port.posted.length, 1);
    const real = client.run(hintJob(3), onPage('3')); // queued behind the warm-up
    answer(port, 0, 'worker: warm 1'); // nobody waits for it
    answer(port, 1, 'worker: 3');
    assert.equal(await real, 'worker: 3');
    client.warm('tri-peaks0', 2, hintJob(4));
    answer(port, 2, 'worker: warm 2');
    client.warm('tri-peaks0', 2, hintJob(5)); // two of this kind already
    client.warm('golf0', 2, hintJob(6));
    assert.deepEqual(
      port.posted.map((m) => (m.job as unknown as { view: { n: number } }).view.n),
      [1, 3, 4, 6],
    );
  });

  test('lets the worker go once the last element left and no job waits; the next job starts a fresh one', async () => {
    const { client, ports, timers } = setUp();
    const job = client.run(hintJob(1), onPage('1'));
    client.elementConnected(false);
    timers.advance(QUIET_MS - 1); // past the release delay, within the quiet limit
    assert.equal(ports[0].terminated, false, 'a job still waits');
    answer(ports[0], 0, 'worker: 1');
    await job;
    timers.advance(1999);
    assert.equal(ports[0].terminated, false);
    timers.advance(1);
    assert.equal(ports[0].terminated, true);
    // Moved (out and in again before the delay): kept.
    client.elementConnected(true);
    const next = client.run(hintJob(2), onPage('2'));
    assert.equal(ports.length, 2);
    answer(ports[1], 0, 'worker: 2');
    assert.equal(await next, 'worker: 2');
    client.elementConnected(false);
    timers.advance(1000);
    client.elementConnected(true);
    timers.advance(5000);
    assert.equal(ports[1].terminated, false);
    // A fresh worker is warmed again.
    client.warm('tri-peaks0', 1, hintJob(3));
    assert.deepEqual(ports[1].kinds, ['hint', 'hint']);
  });
});
