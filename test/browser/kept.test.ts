// The two-line embed keeps the player's game and statistics (issue 34): without save-key,
// a reload of the page puts each game back, and its statistics; two games on one page keep
// two; save-key="none" keeps nothing, and the Statistics panel says so.
import { expect } from '@open-wc/testing';
import type { TriPeaksGame } from '../../src/index.js';
import { PAGES, type OpenedPage, clickAPlayableCard, clickAWinningLine, gamesReady, openPage, removeFrames } from './helpers.js';

async function reload(page: OpenedPage, count: number): Promise<TriPeaksGame[]> {
  const loaded = new Promise((resolve) => page.frame.addEventListener('load', resolve, { once: true }));
  page.win.location.reload();
  await loaded;
  return gamesReady({ ...page, doc: page.frame.contentDocument!, win: page.frame.contentWindow as OpenedPage['win'] }, count);
}

const played = (game: TriPeaksGame) => Object.values(game.stats.rules).reduce((n, s) => n + s.played, 0);

async function statisticsPanel(game: TriPeaksGame): Promise<{ note: string | null; labels: string[] }> {
  game.shadowRoot!.querySelector<HTMLButtonElement>('.statistics-toggle')!.click();
  await game.updateComplete;
  const panel = game.shadowRoot!.querySelector('.panel.statistics')!;
  return {
    note: panel.querySelector('.not-kept')?.textContent ?? null,
    labels: [...panel.querySelectorAll('dt')].map((dt) => dt.textContent),
  };
}

describe('the two-line embed keeps things', function () {
  this.timeout(60_000);
  beforeEach(() => localStorage.clear());
  afterEach(removeFrames);

  it('puts each game back after a reload, and keeps the statistics, under a key of its own', async () => {
    const page = await openPage(`${PAGES}/two-line.html`, { width: 700, height: 1400 });
    const [first, second] = await gamesReady(page, 2);
    for (let i = 0; i < 2; i++) await clickAPlayableCard(first);
    await clickAWinningLine(second);
    const moves = first.game!.moveText;
    expect([played(first), played(second)], 'a game under way is not counted yet').to.deep.equal([0, 1]);

    const [first2, second2] = await reload(page, 2);
    expect(first2.game!.moveText, 'the game under way is back').to.equal(moves);
    expect(second2.game!.history, 'the other, won, starts afresh').to.have.length(0);
    expect([played(first2), played(second2)], 'each game its own statistics, kept').to.deep.equal([0, 1]);
    const { note, labels } = await statisticsPanel(second2);
    expect(note).to.equal(null);
    expect(labels).to.include('Daily streak');
    const keys = Object.keys(localStorage).filter((k) => k.endsWith(':stats'));
    expect(keys, 'two games, two keys').to.have.length(2);
    expect(second2.stats.rules['tri-peaks wrap wild0 winnable points'].dailyStreak, 'the daily streak is kept').to.equal(1);
  });

  it('keeps nothing with save-key="none", and the Statistics panel says so', async () => {
    const page = await openPage(`${PAGES}/nothing-kept.html`, { width: 700, height: 800 });
    const [game] = await gamesReady(page);
    await clickAPlayableCard(game);
    const [again] = await reload(page, 1);
    expect(again.game!.history, 'a fresh game after the reload').to.have.length(0);
    expect(Object.keys(localStorage)).to.deep.equal([]);
    const { note, labels } = await statisticsPanel(again);
    expect(note).to.equal('These statistics are not saved: they go when this page closes.');
    expect(labels, 'no daily streak is claimed').to.not.include('Daily streak');
  });
});
