// The bundle loaded twice on one page (the same file twice, and a copy under another URL
// that runs again), and two games with different attributes side by side: both work.
import { expect } from '@open-wc/testing';
import { PAGES, cardButton, clickAPlayableCard, gamesReady, openPage, removeFrames } from './helpers.js';

describe('the bundle loaded twice, two instances', () => {
  afterEach(removeFrames);

  it('registers once without an error, and both games play on their own', async () => {
    const page = await openPage(`${PAGES}/twice.html`);
    const [first, second] = await gamesReady(page, 2);
    // The copy under another URL was fetched and run; the guard kept the first definition.
    const loaded = page.win.performance.getEntriesByType('resource').map((e) => e.name);
    expect(loaded.some((url) => url.endsWith('/dist/bundle/tri-peaks-game.js?copy=2'))).to.equal(true);
    expect((page.win as unknown as { pageErrors: string[] }).pageErrors).to.deep.equal([]);
    expect(page.win.customElements.get('tri-peaks-game')).to.equal(first.constructor);
    expect(second).to.be.instanceOf(first.constructor);

    // Each keeps its own options.
    expect(first.game!.options).to.include({ wrap: false, scoring: 'betting', faceUp: false });
    expect(second.game!.options).to.include({ wrap: true, scoring: 'points', faceUp: true });
    expect(first.cards).to.not.equal(second.cards);

    // A move in one game leaves the other alone.
    const secondBefore = second.game!.moveText;
    const played = await clickAPlayableCard(first);
    expect(cardButton(first, played)).to.equal(null);
    expect(second.game!.moveText).to.equal(secondBefore);
    const alsoPlayed = await clickAPlayableCard(second);
    expect(cardButton(second, alsoPlayed)).to.equal(null);
    expect(first.shadowRoot!.querySelector('.stat.score .value')!.textContent).to.match(/^\$/);
    expect(second.shadowRoot!.querySelector('.stat.score .value')!.textContent).to.match(/^\d/);
    expect(page.win.cspViolations).to.deep.equal([]);
  });
});
