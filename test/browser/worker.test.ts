// The bundle runs the solver and the hint in a Web Worker (the bundle file itself, loaded
// as a module worker) where the page allows one, and on the main thread in slices where
// it does not (here: a CSP with worker-src 'none'). Either way the player gets the same
// deal, the same hint and the same verdict as the engine gives.
import { expect } from '@open-wc/testing';
import { Game, dealVerdict, hint } from '../../src/engine/standalone.js';
import type { TriPeaksGame } from '../../src/index.js';
import { Localizer } from '../../src/tri-peaks-game/i18n/localizer.js';
import { playToLoss, verdictShown } from '../element/helpers.js';
import { type OpenedPage, PAGES, gamesReady, openPage, removeFrames, waitFor } from './helpers.js';

const ordinal = (n: number) => new Localizer('en').nth(n);

interface WorkerLog {
  tried: number;
  started: { url: string; type: string }[];
  jobs: string[];
  answers: number;
  errors: number;
  terminated: number;
}
type Page = Omit<OpenedPage, 'win'> & {
  win: OpenedPage['win'] & {
    workerLog: WorkerLog;
    pageErrors: string[];
    cspViolations: { directive: string }[];
  };
};

/** Deals, asks for a hint, plays to a loss and waits for the verdict: checks each against the engine. */
async function playThrough(page: Page): Promise<TriPeaksGame> {
  const [el] = await gamesReady(page);
  // The page's seed, in winnable mode without wrap: the engine's deal.
  expect(el.cards).to.equal(Game.fromSeed('worker-7', { mode: 'winnable', wrap: false }).dealText);
  const h = await el.hint();
  expect(h).to.deep.equal(hint(el.game!));
  expect(el.shadowRoot!.querySelector('.message')?.textContent).to.include(h!.reason);
  await playToLoss(el);
  const verdict = (await verdictShown(el)).textContent.replace(/\s+/g, ' ');
  const expected = dealVerdict(el.game!);
  expect(verdict).to.include(expected.winnableFromStart ? `after your ${ordinal(expected.winnableUntilMove!)} move` : 'could not be won');
  expect(page.win.pageErrors).to.deep.equal([]);
  return el;
}

describe('the engine in a Web Worker', () => {
  afterEach(removeFrames);

  it('where the page allows one, the bundle is its own worker: the deal, hint and verdict are worked out there', async () => {
    const page = (await openPage(`${PAGES}/worker.html`)) as Page;
    await playThrough(page);
    const log = page.win.workerLog;
    expect(log.started).to.have.length(1); // one for the page, started on first need
    expect(new URL(log.started[0].url).pathname).to.equal('/dist/bundle/tri-peaks-game.js');
    expect(log.started[0].type).to.equal('module');
    expect(log.jobs).to.include.members(['deal', 'hint', 'solve']);
    expect(log.answers).to.equal(log.jobs.length);
    expect(log.errors).to.equal(0);
    expect(page.win.cspViolations).to.deep.equal([]);
  });

  it('where a CSP forbids workers, the same game runs on the main thread in slices', async () => {
    const page = (await openPage(`${PAGES}/worker.html?no-worker`)) as Page;
    await playThrough(page);
    const log = page.win.workerLog;
    expect(log.tried).to.equal(1); // tried once; after the refusal, never again
    expect(log.answers).to.equal(0);
    await waitFor(() => page.win.cspViolations.length > 0, 'the CSP report');
    expect((page.win.cspViolations as { directive: string }[]).map((v) => v.directive)).to.deep.equal(['worker-src']);
  });

  it('a bundle from another origin (as from a CDN) starts its worker through a blob: script', async () => {
    const told = new Promise<{ cards: string; hint: unknown; workerLog: WorkerLog }>((resolve) => {
      window.addEventListener('message', (e) => resolve(e.data), { once: true });
    });
    // The test page is on localhost; this page is on 127.0.0.1 and loads the bundle from localhost.
    await openPage(`http://127.0.0.1:${location.port}${PAGES}/cross-origin.html`);
    const { cards, hint: given, workerLog } = await told;
    expect(cards).to.equal(Game.fromSeed('worker-7', { mode: 'winnable', wrap: false }).dealText);
    expect(given).to.deep.equal(hint(new Game(cards, { wrap: false })));
    // Two workers (the page let the first go): both from the one blob: script the page made.
    expect(workerLog.started.map((w) => w.url.slice(0, 5))).to.deep.equal(['blob:', 'blob:']);
    expect(workerLog.started[1].url).to.equal(workerLog.started[0].url);
    expect(workerLog.jobs).to.include.members(['deal', 'hint']);
    expect([workerLog.answers, workerLog.errors]).to.deep.equal([workerLog.jobs.length, 0]);
  });

  it('lets its worker go once the page has no element left, and starts a fresh one for the next', async () => {
    const page = (await openPage(`${PAGES}/worker.html`)) as Page;
    const log = page.win.workerLog;
    const [el] = await gamesReady(page);
    await el.hint();
    expect([log.started.length, log.terminated]).to.deep.equal([1, 0]);
    // Moved on the page: the same worker stays.
    page.doc.body.append(el);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect([log.started.length, log.terminated]).to.deep.equal([1, 0]);
    el.remove();
    await waitFor(() => log.terminated === 1, 'the worker let go');
    const next = page.doc.createElement('tri-peaks-game');
    next.setAttribute('seed', 'worker-8');
    page.doc.body.append(next);
    const [el2] = await gamesReady(page);
    expect(await el2.hint()).to.deep.equal(hint(el2.game!));
    expect(log.started).to.have.length(2);
    expect([log.answers, log.errors]).to.deep.equal([log.jobs.length, 0]);
    expect(page.win.pageErrors).to.deep.equal([]);
  });

  it("works out the hints of a game's first three positions unseen, so the first hints asked for are ready", async () => {
    const page = (await openPage(`${PAGES}/worker.html`)) as Page;
    const log = page.win.workerLog;
    const [el] = await gamesReady(page);
    const hintJobs = () => log.jobs.filter((job) => job === 'hint').length;
    const answered = (n: number) => waitFor(() => hintJobs() === n && log.answers === log.jobs.length, `warm-up ${n} answered`, 8000);
    await answered(1); // the deal
    el.turnStock();
    await answered(2);
    el.turnStock();
    await answered(3);
    // Worked out, neither shown nor counted.
    expect(el.game!.hints).to.equal(0);
    expect(el.shadowRoot!.querySelector('.message')?.textContent).not.to.include('Following the hints');
    // The worker's answer for this position, worked out already, is the engine's hint.
    expect(await el.hint()).to.deep.equal(hint(el.game!));
    expect([hintJobs(), el.game!.hints]).to.deep.equal([4, 1]);
    // A fourth position sends nothing unasked; asked, it is worked out afresh.
    el.turnStock();
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hintJobs()).to.equal(4);
    expect(await el.hint()).to.deep.equal(hint(el.game!));
    expect([hintJobs(), el.game!.hints]).to.deep.equal([5, 2]);
    expect(page.win.pageErrors).to.deep.equal([]);
  });

  it('with the worker, a deal is one job in the worker: no candidate is solved or rated on the page', async () => {
    // How long the page's tasks take is measured by `npm run bench:page` (docs/page-bench.md).
    const page = (await openPage(`${PAGES}/worker.html`)) as Page;
    const [el] = await gamesReady(page);
    expect(page.win.workerLog.jobs[0]).to.equal('deal');
    // Seed 67's winnable deal without wrap is its fourth candidate: one job all the same.
    const jobsBefore = page.win.workerLog.jobs.length;
    el.setAttribute('seed', '67');
    await el.updateComplete;
    await el.dealComplete;
    expect(el.cards).to.equal(Game.fromSeed('67', { mode: 'winnable', wrap: false }).dealText);
    expect(el.cards).not.to.equal(Game.fromSeed('67', { mode: 'any', wrap: false }).dealText);
    const dealing = page.win.workerLog.jobs.slice(jobsBefore).filter((job) => job !== 'hint'); // warm-ups aside
    expect(dealing).to.deep.equal(['deal']);
    expect(page.win.pageErrors).to.deep.equal([]);
  });
});

describe('a worker that goes quiet or is from another release', () => {
  afterEach(removeFrames);

  for (const [kind, what] of [
    ['quiet', 'never answers (it closed itself)'],
    ['stale', 'is from another release (the jobs of another shape)'],
  ]) {
    it(`a worker that ${what}: the deal, the hint and the verdict still come, on the page, with one warning`, async function () {
      this.timeout(60_000);
      const page = (await openPage(`${PAGES}/worker-${kind}.html`)) as Page & { win: { warnings: string[] } };
      // The quiet one is given up on after 5 s without a word; the stale one at its first answer.
      const el = await playThrough(page);
      const log = page.win.workerLog;
      expect(log.started).to.have.length(1);
      expect(log.terminated).to.equal(1);
      // One job was sent to it; everything after went to the page.
      expect(log.jobs).to.deep.equal(['deal']);
      expect(page.win.warnings).to.have.length(1);
      expect(page.win.warnings[0]).to.match(
        kind === 'quiet'
          ? /worker said nothing for 5 s; working on the page instead/
          : /worker is from another release \(protocol undefined/,
      );
      expect(el.status).to.equal('lost');
    });
  }
});
