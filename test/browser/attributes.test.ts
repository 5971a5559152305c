// A host that writes only HTML: every documented attribute takes effect (attributes.html
// has no script of its own, only the bundle).
import { expect } from '@open-wc/testing';
import { dealForSeed, formatDeal } from '../../src/engine/standalone.js';
import type { TriPeaksGame } from '../../src/index.js';
import { PAGES, type OpenedPage, gamesReady, openPage, removeFrames, waitFor } from './helpers.js';

const deal = (seed: string, mode: 'winnable' | 'any', wrap: boolean) => formatDeal(dealForSeed(seed, { mode, wrap }).deal);

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('attributes only, no host JavaScript', () => {
  let page: OpenedPage;
  let games: Record<string, TriPeaksGame>;
  const shown = (id: string, stat: string) => games[id].shadowRoot!.querySelector(`.stat.${stat} .value`)!.textContent.trim();
  const settings = (id: string) => games[id].shadowRoot!.querySelector('.settings')!;

  before(async () => {
    page = await openPage(`${PAGES}/attributes.html`, { width: 700, height: 800 });
    const list = await gamesReady(page, 13);
    games = Object.fromEntries(list.map((g) => [g.id, g]));
  });
  after(removeFrames);

  it('no attribute but a seed: wrap on, winnable deal, points, face down', () => {
    const g = games.defaults;
    expect(g.game!.options).to.include({ wrap: true, scoring: 'points', faceUp: false });
    expect(g.cards).to.equal(deal('144', 'winnable', true));
    expect(g.shadowRoot!.querySelectorAll('.peaks [part~="face-down"]').length).to.equal(18);
    expect(settings('defaults').querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).to.equal(true);
  });

  it('wrap="off" and wrap="false" turn King-Ace wrapping off; wrap="on" keeps it', () => {
    for (const id of ['wrap-off', 'wrap-false']) {
      expect(games[id].game!.options.wrap, id).to.equal(false);
      expect(games[id].cards, id).to.equal(deal('144', 'winnable', false));
      expect(settings(id).querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked, id).to.equal(false);
    }
    expect(games['wrap-on'].game!.options.wrap).to.equal(true);
    expect(games['wrap-on'].cards).to.equal(games.defaults.cards);
  });

  it('deal="any" deals the first shuffle of the seed (here an unwinnable one)', () => {
    expect(games.any.cards).to.equal(deal('144', 'any', true));
    expect(games.any.cards).to.not.equal(games.defaults.cards);
    expect(games.any.game!.origin?.mode).to.equal('any');
    expect(settings('any').querySelector<HTMLInputElement>('input[value="any"]')!.checked).to.equal(true);
  });

  it('seed: any text is a seed, shown in the bar for sharing', () => {
    expect(shown('text-seed', 'seed')).to.equal('Hello, blog readers');
    expect(games['text-seed'].cards).to.equal(deal('Hello, blog readers', 'winnable', true));
    expect(shown('defaults', 'seed')).to.equal('144');
  });

  it('seed="daily:YYYY-MM-DD" and seed="daily" deal the daily deal, winnable even with deal="any"', () => {
    expect(shown('daily-date', 'seed')).to.equal('daily:2026-01-01');
    expect(games['daily-date'].cards).to.equal(deal('daily:2026-01-01', 'winnable', true));
    const today = `daily:${localToday()}`;
    expect(shown('daily', 'seed')).to.equal(today);
    expect(games.daily.cards).to.equal(deal(today, 'winnable', true));
    expect(games.daily.game!.solve().winnable).to.equal(true);
  });

  it('scoring="betting" scores in dollars', () => {
    expect(games.betting.game!.options.scoring).to.equal('betting');
    expect(shown('betting', 'score')).to.equal('$0');
    expect(shown('defaults', 'score')).to.equal('0');
  });

  it('face-up deals all 28 peak cards face up', () => {
    const cards = games['face-up'].shadowRoot!.querySelectorAll('.peaks button');
    expect(cards.length).to.equal(28);
    expect(
      [...cards].every((c) => c.getAttribute('part') === 'card face-up' && c.getAttribute('aria-label') !== 'face-down card'),
    ).to.equal(true);
    expect(games['face-up'].cards).to.equal(games.defaults.cards);
  });

  it('show-winnable shows the badge saying whether the position can still be won', async () => {
    const badge = await waitFor(() => games['show-winnable'].shadowRoot!.querySelector('[part~="winnable"]'), 'the winnable badge');
    await waitFor(() => !badge.matches('[part~="winnable-checking"]') && badge.isConnected, 'the check to finish');
    const now = games['show-winnable'].shadowRoot!.querySelector('[part~="winnable"]')!;
    expect(now.getAttribute('part')).to.match(/winnable-yes/); // a winnable deal, before any move
    expect(games.defaults.shadowRoot!.querySelector('[part~="winnable"]')).to.equal(null);
  });

  it('no seed deals a random seed and shows it', () => {
    expect(shown('random', 'seed')).to.match(/\S/);
    expect(shown('random', 'seed')).to.not.equal('…');
    expect(games.random.cards.split(' ')).to.have.length(52);
  });

  it('bad values fall back to the defaults: the game still deals', () => {
    expect(games.bad.game!.options).to.include({ wrap: true, scoring: 'points' });
    expect(games.bad.cards).to.equal(games.defaults.cards);
    expect((page.win as unknown as { pageErrors: string[] }).pageErrors).to.deep.equal([]);
    expect(page.win.cspViolations).to.deep.equal([]);
  });
});
