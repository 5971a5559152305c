// Two tabs, one game: two real pages (same-origin frames, sharing localStorage and
// BroadcastChannel as two tabs do) with the same save-key, running the real bundle. The tab
// the player last touched owns the saved game; the other says so and can take it back; the
// statistics of both merge.
import { expect } from '@open-wc/testing';
import type { TriPeaksGame } from '../../src/index.js';
import { PAGES, type OpenedPage, cardButton, gamesReady, openPage, removeFrames, waitFor } from './helpers.js';

async function tab(): Promise<{ page: OpenedPage; game: TriPeaksGame }> {
  const page = await openPage(`${PAGES}/tab.html`, { width: 700, height: 700 });
  const [game] = await gamesReady(page);
  return { page, game };
}

/** Plays `count` moves by clicking, as the player does in that tab. */
async function play(game: TriPeaksGame, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const move = game.game!.legalMoves().find((m) => m.kind === 'play') ?? game.game!.legalMoves()[0];
    if (move.kind === 'stock') game.shadowRoot!.querySelector<HTMLButtonElement>('.stock')!.click();
    else cardButton(game, game.game!.positionOfCard(move.card)!)!.click();
    await game.updateComplete;
  }
}

async function win(game: TriPeaksGame): Promise<void> {
  for (const move of game.game!.solve().solution!) {
    if (move.kind === 'stock') game.shadowRoot!.querySelector<HTMLButtonElement>('.stock')!.click();
    else cardButton(game, game.game!.positionOfCard(move.card)!)!.click();
    await game.updateComplete;
  }
}

const heading = (game: TriPeaksGame) => game.shadowRoot!.querySelector('.panel.paused h2')?.textContent ?? null;
const played = (game: TriPeaksGame) => game.stats.rules['tri-peaks wrap wild0 winnable points']?.played ?? 0;

describe('two tabs with one save-key', function () {
  this.timeout(60_000);
  beforeEach(() => localStorage.clear());
  afterEach(removeFrames);

  it('the tab played last owns the game; the other says so and takes it back with Play here', async () => {
    const a = await tab();
    const b = await tab();
    await play(a.game, 3);
    await waitFor(() => heading(b.game) === 'This game goes on in another tab', 'tab B to notice');
    expect(b.game.paused).to.equal(true);
    expect(heading(a.game)).to.equal(null);
    // B is not saving meanwhile: what is stored is A's game.
    const stored = () => JSON.parse(localStorage.getItem('two-tabs')!) as { game: string };
    expect(JSON.parse(stored().game).moves.split(' ')).to.have.length(3);

    b.game.shadowRoot!.querySelector<HTMLButtonElement>('.panel.paused .primary')!.click();
    await waitFor(() => !b.game.paused && b.game.game!.history.length === 3, 'B to take the game back with A’s moves');
    await waitFor(() => heading(a.game) === 'This game goes on in another tab', 'tab A to notice');
    await play(b.game, 2);
    expect(JSON.parse(stored().game).moves.split(' ')).to.have.length(5);

    // A reload of A puts back the game as B left it.
    a.page.win.location.reload();
    await new Promise((resolve) => a.page.frame.addEventListener('load', resolve, { once: true }));
    const [again] = await gamesReady({
      ...a.page,
      doc: a.page.frame.contentDocument!,
      win: a.page.frame.contentWindow as OpenedPage['win'],
    });
    expect(again.game!.history).to.have.length(5);
  });

  it('merges the statistics of both tabs: no game lost, none counted twice', async () => {
    const a = await tab();
    const b = await tab();
    await win(a.game);
    await waitFor(() => heading(b.game) === 'This game goes on in another tab', 'tab B to notice');
    b.game.shadowRoot!.querySelector<HTMLButtonElement>('.panel.paused .primary')!.click();
    await waitFor(() => !b.game.paused, 'B to play');
    await b.game.newGame('7');
    await win(b.game);
    await waitFor(() => played(a.game) === 2 && played(b.game) === 2, `both tabs to count 2 (A ${played(a.game)}, B ${played(b.game)})`);
    const stored = JSON.parse(localStorage.getItem('two-tabs:stats')!) as { rules: Record<string, { games: object }> };
    expect(Object.keys(stored.rules['tri-peaks wrap wild0 winnable points'].games)).to.have.length(2);
  });
});
