// What a player finds in Settings (issue 34): the way back to the daily deal after New game
// (and `seed` saying what is dealt), Sound and Large cards, a Close button, the sheet
// closing to show a new game, and a sheet no wider than a narrow widget.
import { expect, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { normalizeSeed } from '../../src/engine/standalone.js';
import type { TriPeaksGame } from '../../src/index.js';
import { clickMove, control, game, root, isOpen, openSettings, settings } from './helpers.js';

const input = (el: TriPeaksGame, name: string, value?: string) =>
  root(el).querySelector<HTMLInputElement>(`.settings input[name="${name}"]${value ? `[value="${value}"]` : ''}`)!;

afterEach(() => setViewport({ width: 800, height: 600 }));

describe('<tri-peaks-game> Settings for the player', () => {
  it('leads back to the daily deal after New game, and seed says what is dealt', async () => {
    const el = await game(html`<tri-peaks-game seed="daily"></tri-peaks-game>`);
    const daily = el.game!.origin!.seed;
    expect(daily).to.equal(normalizeSeed('daily'));
    control(el, 'New game').click();
    await el.dealComplete;
    expect(el.game!.origin!.seed, 'a random deal').to.not.equal(daily);
    expect(el.seed, 'seed no longer says daily').to.equal(null);

    await openSettings(el);
    const button = root(el).querySelector<HTMLButtonElement>('.settings .daily')!;
    expect(button.textContent.trim()).to.equal('Daily deal');
    clickMove(el, el.game!.legalMoves()[0]);
    await el.updateComplete;
    button.click();
    await el.updateComplete;
    expect(isOpen(el), 'the sheet closes').to.equal(false);
    // A game under way: asked first.
    root(el).querySelector<HTMLButtonElement>('.confirm .primary')!.click();
    await el.dealComplete;
    expect([el.game!.origin!.seed, el.seed, el.game!.history.length]).to.deep.equal([daily, 'daily', 0]);

    await el.newGame('7');
    expect(el.seed).to.equal('7');
  });

  it('turns Sound and Large cards on and off, without a new deal, and shows them as they are', async () => {
    const el = await game(html`<tri-peaks-game seed="7" large-print></tri-peaks-game>`);
    const cards = el.cards;
    await openSettings(el);
    expect([input(el, 'sound').checked, input(el, 'largePrint').checked]).to.deep.equal([false, true]);
    expect(input(el, 'sound').closest('label')!.textContent.trim()).to.equal('Sound');
    expect(input(el, 'largePrint').closest('label')!.textContent.trim()).to.equal('Large cards');
    input(el, 'sound').click();
    input(el, 'largePrint').click();
    await el.updateComplete;
    expect([el.sound, el.largePrint, el.hasAttribute('large-print')]).to.deep.equal([true, false, false]);
    expect([input(el, 'sound').checked, input(el, 'largePrint').checked]).to.deep.equal([true, false]);
    expect(isOpen(el), 'a preference keeps the sheet open').to.equal(true);
    expect(el.cards, 'no new deal').to.equal(cards);
  });

  it('closes with its Close button, and closes to show the game a changed setting dealt', async () => {
    const el = await game(html`<tri-peaks-game seed="7"></tri-peaks-game>`);
    await openSettings(el);
    const close = root(el).querySelector<HTMLButtonElement>('.settings .done')!;
    expect(close.textContent.trim()).to.equal('Close');
    close.click();
    await waitUntil(() => !isOpen(el), 'Close closes the sheet');
    await openSettings(el);
    input(el, 'layout', 'golf').click();
    await el.dealComplete;
    expect(el.layout).to.equal('golf');
    expect(isOpen(el), 'the sheet closed over the new board').to.equal(false);
  });

  it('splits the deals: winnable or any, then the difficulty tiers', async () => {
    const el = await game();
    const groups = [...root(el).querySelectorAll('.settings fieldset')].filter((f) => f.querySelector('input[name="deal"]'));
    expect(groups.map((f) => [...f.querySelectorAll('input')].map((i) => i.value))).to.deep.equal([
      ['winnable', 'any'],
      ['easy', 'medium', 'hard'],
    ]);
  });

  it('is no wider than a narrow widget', async () => {
    await setViewport({ width: 1366, height: 768 });
    const holder = await game(html`<div style="width:300px"><tri-peaks-game seed="7"></tri-peaks-game></div>`);
    const el = holder.querySelector('tri-peaks-game') as unknown as TriPeaksGame;
    await el.dealComplete;
    await openSettings(el);
    expect(settings(el).getBoundingClientRect().width).to.be.at.most(320);
  });
});
