// The worker's own message handler (src/tri-peaks-game/worker.ts), called directly in
// Node: each job answers what the engine gives, errors come back as typed values, a
// request of another protocol version is refused, and the page's client driven through
// it deals the engine's deal in one job.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Game, dealForSeed, hintDataForView, playerView, solve } from '../../src/engine/standalone.js';
import { answer } from '../../src/tri-peaks-game/worker.js';
import { WorkerClient, type WorkerPort } from '../../src/tri-peaks-game/worker-client.js';
import { type Job, type JobReply, PROTOCOL_VERSION } from '../../src/tri-peaks-game/worker-protocol.js';

/** Every message the handler posts for one request, the answer last. */
async function ask(request: unknown): Promise<JobReply[]> {
  const replies: JobReply[] = [];
  await answer(structuredClone(request), (reply) => replies.push(structuredClone(reply)));
  return replies;
}
const job = (job: Job, id = 7) => ({ version: PROTOCOL_VERSION, id, job });

describe("the worker's message handler", () => {
  test('solve: the exact solver', async () => {
    const game = Game.fromSeed('worker-7', { mode: 'any', wrap: false });
    const replies = await ask(job({ kind: 'solve', deal: game.deal, options: { wrap: false } }));
    assert.deepEqual(replies, [{ version: PROTOCOL_VERSION, id: 7, ok: true, result: solve(game.deal, { wrap: false }) }]);
  });

  test('hint: the engine hint for the view, Golf and jokers too (variant code)', async () => {
    for (const options of [{}, { layout: 'golf' as const }, { wild: 2 }]) {
      const view = playerView(Game.fromSeed('worker-hint', { mode: 'any', ...options }));
      const replies = await ask(job({ kind: 'hint', view }));
      assert.deepEqual(replies, [{ version: PROTOCOL_VERSION, id: 7, ok: true, result: hintDataForView(view) }]);
    }
  });

  test("deal: the seed's deal in one job, saying it is still at it between candidates", async () => {
    for (const request of [
      { mode: 'winnable', wrap: false },
      { mode: 'hard' },
      { mode: 'winnable', layout: 'golf' },
      { mode: 'any', wild: 1 },
    ] as const) {
      const replies = await ask(job({ kind: 'deal', seed: 'worker-deal', request }));
      const expected = dealForSeed('worker-deal', request);
      assert.deepEqual(replies.at(-1), { version: PROTOCOL_VERSION, id: 7, ok: true, result: expected });
      const working = replies.slice(0, -1);
      assert.ok(working.every((r) => 'working' in r && r.id === 7));
      if (request.mode === 'winnable') assert.equal(working.length, expected.candidate + 1, 'one word per candidate solved');
    }
  });

  test('a job the engine rejects fails with its message, as a value', async () => {
    const replies = await ask(job({ kind: 'deal', seed: 's', request: { mode: 'impossible' as never } }));
    assert.equal(replies.length, 1);
    const [reply] = replies;
    assert.ok('ok' in reply && !reply.ok);
    assert.equal(reply.error.kind, 'failed');
    assert.match(reply.error.message, /The deal mode must be one of/);
  });

  test('a request of another version, of the old shape or for no such job is refused, saying its version', async () => {
    for (const [request, message] of [
      [{ ...job({ kind: 'hint', view: null as never }), version: PROTOCOL_VERSION - 1 }, /speaks version 2, not 1/],
      [{ id: 3, job: 'solve', args: [] }, /speaks version 2, not undefined/],
      [{ version: PROTOCOL_VERSION, id: 4, job: { kind: 'mine bitcoin' } }, /no such job: mine bitcoin/],
      [null, /not undefined/],
    ] as const) {
      const replies = await ask(request);
      assert.equal(replies.length, 1);
      const [reply] = replies;
      assert.equal(reply.version, PROTOCOL_VERSION);
      assert.ok('ok' in reply && !reply.ok && reply.error.kind === 'bad-request');
      assert.match(reply.error.message, message);
    }
  });

  test('the client and the handler together: a deal and a hint come from the worker, as the engine gives them', async () => {
    const listeners: ((event: { data?: unknown }) => void)[] = [];
    const posted: string[] = [];
    const port: WorkerPort = {
      postMessage: (message) => {
        posted.push(message.job.kind);
        void answer(structuredClone(message), (reply) =>
          queueMicrotask(() => listeners.forEach((l) => l({ data: structuredClone(reply) }))),
        );
      },
      terminate() {},
      addEventListener: (type, listener) => void (type === 'message' && listeners.push(listener)),
    };
    const client = new WorkerClient({ start: () => port, warn: (m) => assert.fail(m) });
    const notHere = () => assert.fail('worked on the page');
    const seeded = await client.run({ kind: 'deal', seed: 'together', request: { mode: 'winnable', wrap: false } }, notHere);
    assert.deepEqual(seeded, dealForSeed('together', { mode: 'winnable', wrap: false }));
    const view = playerView(new Game(seeded.deal, { wrap: false }));
    assert.deepEqual(await client.run({ kind: 'hint', view }, notHere), hintDataForView(view));
    assert.deepEqual(posted, ['deal', 'hint']);
    client.elementConnected(true); // lets its release timer go
  });
});
