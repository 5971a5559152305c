// The variant code (Golf's solver, the Golf and joker hints, the tiers' rating) is a
// second file beside the bundle, dist/bundle/tri-peaks-game.variants.js, loaded when a
// game first needs it (src/engine/variants/variants.ts, docs/bundle.md). Through the real bundle:
// Golf and a tier work, also with the bundle loaded as tri-peaks-game.js?ver=1.2; a
// default Tri Peaks page never asks for the file; without it (a 404) the games still
// deal, with one warning. The server logs each request for the file by its query string
// (web-test-runner.config.mjs).
import { expect } from '@open-wc/testing';
import { Game, hint } from '../../src/engine/standalone.js';
import type { TriPeaksGame } from '../../src/index.js';
import { playToLoss, verdictShown } from '../element/helpers.js';
import { type OpenedPage, PAGES, gamesReady, openPage, removeFrames, waitFor } from './helpers.js';

const VARIANTS = 'tri-peaks-game.variants.js';

type Page = Omit<OpenedPage, 'win'> & {
  win: OpenedPage['win'] & { warnings: string[]; pageErrors: string[]; workerLog: { jobs: string[]; answers: number; errors: number } };
};

/** The query strings of every request for the variant code the server has seen (since `since` of them). */
async function variantsRequests(since = 0): Promise<string[]> {
  return ((await (await fetch('/__variants-requests')).json()) as string[]).slice(since);
}

/** The page's own requests for the variant code (the worker's are not in the page's timeline). */
function pageRequests(page: Page): string[] {
  return page.win.performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => name.includes(VARIANTS));
}

function byId(page: Page, id: string): TriPeaksGame {
  return page.doc.getElementById(id) as TriPeaksGame;
}

describe('the variant code, a file of its own beside the bundle', function () {
  this.timeout(90_000);
  afterEach(removeFrames);

  for (const where of ['in the worker', 'on the page (a CSP forbids workers)']) {
    it(`Golf and deal="hard" work through the bundle loaded as tri-peaks-game.js?ver=1.2, ${where}`, async () => {
      const before = (await variantsRequests()).length;
      const page = (await openPage(`${PAGES}/variants.html${where.startsWith('on') ? '?no-worker' : ''}`)) as Page;
      await gamesReady(page, 2);
      const golf = byId(page, 'golf');
      const hard = byId(page, 'hard');
      // The engine's deals: Golf's winnable deal needs Golf's solver, the tier its rating.
      expect(golf.cards).to.equal(Game.fromSeed('variants-golf', { layout: 'golf' }).dealText);
      expect(golf.game!.origin).to.deep.equal({ seed: 'variants-golf', mode: 'winnable' });
      expect(hard.cards).to.equal(Game.fromSeed('variants-hard', { mode: 'hard' }).dealText);
      expect(hard.game!.origin).to.deep.equal({ seed: 'variants-hard', mode: 'hard' });
      // The Golf hint is the engine's.
      const given = await golf.hint();
      expect(given).to.deep.equal(hint(golf.game!));
      // The file was asked for with the bundle's own query string, never without it (the
      // second time, on the page, the browser's cache may answer before the server).
      const asked = await variantsRequests(before);
      expect(asked.filter((q) => q !== 'ver=1.2')).to.deep.equal([]);
      if (where.startsWith('on')) {
        expect(page.win.workerLog.answers).to.equal(0); // the worker refused: all on the page
        expect(pageRequests(page)).to.have.length(1);
        expect(new URL(pageRequests(page)[0]).search).to.equal('?ver=1.2');
      } else {
        // By the worker, which deals both (Golf's solver, the tier's rating) and gives the
        // Golf hint: the page never needs the variant code.
        expect(asked).to.include('ver=1.2');
        expect(page.win.workerLog.jobs).to.include.members(['deal', 'hint']);
        expect(pageRequests(page)).to.deep.equal([]);
        expect(page.win.workerLog.errors).to.equal(0);
      }
      expect(page.win.warnings).to.deep.equal([]);
      expect(page.win.pageErrors).to.deep.equal([]);
    });
  }

  it('a default Tri Peaks page (winnable, no jokers) never asks for the variant code', async () => {
    const before = (await variantsRequests()).length;
    const page = (await openPage(`${PAGES}/variants-default.html`)) as Page;
    const [el] = await gamesReady(page);
    // The winnable deal, show-winnable, a hint and the verdict on a loss: the solver and the hint at work.
    expect(el.cards).to.equal(Game.fromSeed('variants-default').dealText);
    expect(await el.hint()).to.deep.equal(hint(el.game!));
    await waitFor(() => el.shadowRoot!.querySelector('.winnable:not(.checking)'), 'the show-winnable badge');
    await playToLoss(el);
    await verdictShown(el);
    expect(page.win.workerLog.jobs).to.include.members(['deal', 'solve', 'hint']);
    expect(pageRequests(page)).to.deep.equal([]);
    expect(await variantsRequests(before)).to.deep.equal([]);
    // The player (or the host) turns to Golf: the variant code comes then, and once the deal
    // is complete the game answers all it is asked on the page too (Golf's solver, which
    // only the worker needed for the deal).
    el.layout = 'golf';
    await el.dealComplete;
    expect(el.game!.layout.name).to.equal('golf');
    expect(el.game!.solve().winnable).to.equal(true);
    expect(await variantsRequests(before)).to.not.deep.equal([]);
    expect(page.win.warnings).to.deep.equal([]);
    expect(page.win.pageErrors).to.deep.equal([]);
  });

  for (const [missing, file] of [
    ['a 404', 'missing'],
    ['a file from another release', 'stale'],
  ])
    it(`without the variant code (${missing}), Golf deals a playable game and a tier deals winnable, with one warning`, async () => {
      const before = (await variantsRequests()).length;
      const page = (await openPage(`${PAGES}/variants-${file}.html`)) as Page;
      await gamesReady(page, 2);
      const golf = byId(page, 'golf');
      const hard = byId(page, 'hard');
      expect(await variantsRequests(before)).to.include(`ver=${file}`);
      // Golf: the seed's `any` deal (not proven winnable); the tier: the seed's winnable deal.
      expect(golf.cards).to.equal(Game.fromSeed('variants-golf', { layout: 'golf', mode: 'any' }).dealText);
      expect(golf.game!.origin).to.deep.equal({ seed: 'variants-golf', mode: 'any' });
      expect(hard.cards).to.equal(Game.fromSeed('variants-hard', { mode: 'winnable' }).dealText);
      // Playable: a move goes through.
      const moves = golf.game!.legalMoves();
      expect(moves.length).to.be.greaterThan(0);
      golf.turnStock();
      await golf.updateComplete;
      expect(golf.game!.history).to.have.length(1);
      // A Golf hint cannot be worked out: the usual failure path (no hint), and nothing more said.
      expect(await golf.hint()).to.equal(null);
      expect(golf.status).to.equal('playing');
      expect(page.win.warnings).to.have.length(1);
      expect(page.win.warnings[0]).to.include(VARIANTS).and.include('Golf');
      if (file === 'stale') expect(page.win.warnings[0]).to.include('release 0.0.0-stale');
      expect(page.win.pageErrors).to.deep.equal([]);
    });
});
