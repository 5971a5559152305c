// Accessibility and motion: names, the live region, axe in the initial, mid-game and end
// states, and no animation under prefers-reduced-motion.
import { expect, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { cardName } from '../../src/engine/standalone.js';
import { clickMove, game, peakButton, peakButtons, playToLoss, root, stockButton, expectAccessible } from './helpers.js';

/** A face-up card's name; one that fits the waste says it can be played. */
const CARD_NAME = /^(Ace|King|Queen|Jack|\d+) of (clubs|diamonds|hearts|spades)(, playable)?$/;

describe('<tri-peaks-game> accessibility', () => {
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('names every card, the stock and the waste', async () => {
    const el = await game();
    const names = peakButtons(el).map((b) => b.getAttribute('aria-label')!);
    expect(names.filter((n) => n === 'face-down card')).to.have.length(18);
    expect(names.filter((n) => CARD_NAME.test(n))).to.have.length(10);
    expect(peakButtons(el).every((b) => b.localName === 'button')).to.equal(true);
    expect(stockButton(el).getAttribute('aria-label')).to.match(/^Stock: 23 cards left/);
    expect(root(el).querySelector('.waste')!.getAttribute('aria-label')).to.equal(`Waste: ${cardName(el.game!.wasteTop)}`);
    // Face-down cards do not leak their card to the DOM.
    const down = peakButton(el, 0)!;
    expect(down.dataset.card).to.equal(undefined);
    expect(down.textContent.trim()).to.equal('');
  });

  it('announces plays, the run, the score and the end in a polite live region', async () => {
    const el = await game();
    const live = root(el).querySelector('[aria-live="polite"]')!;
    const solution = el.game!.solve().solution!;
    const firstPlay = solution.findIndex((m) => m.kind === 'play');
    for (const move of solution.slice(0, firstPlay + 1)) clickMove(el, move);
    await el.updateComplete;
    const move = solution[firstPlay];
    expect(live.textContent)
      .to.include(`${cardName(move.kind === 'play' ? move.card : 0)} played.`)
      .and.include('Run 1, next card 20.')
      .and.include('Score 10.');
    for (const m of solution.slice(firstPlay + 1)) clickMove(el, m);
    await el.updateComplete;
    expect(live.textContent).to.include('You cleared the peaks!');
  });

  it('passes axe at the start, mid-game (hint shown, settings open) and at a win', async () => {
    const el = await game();
    await expectAccessible(el);
    const solution = el.game!.solve().solution!;
    for (const move of solution.slice(0, 10)) clickMove(el, move);
    await el.hint();
    root(el).querySelector<HTMLElement>('.settings')!.showPopover();
    await el.updateComplete;
    await expectAccessible(el);
    root(el).querySelector<HTMLElement>('.settings')!.hidePopover();
    for (const move of el.game!.solve().solution!) clickMove(el, move);
    await el.updateComplete;
    expect(el.status).to.equal('won');
    await expectAccessible(el);
  });

  it('passes axe at a loss and in the all-face-up, betting variation', async () => {
    const el = await game(html`<tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game>`);
    await playToLoss(el);
    expect(el.status).to.equal('lost');
    await expectAccessible(el);
    const faceUp = await game(html`<tri-peaks-game seed="3" face-up scoring="betting"></tri-peaks-game>`);
    await expectAccessible(faceUp);
  });

  it('animates a card to the waste, and nothing under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await game();
    const playOne = async () => {
      const move = el.game!.legalMoves()[0];
      clickMove(el, move);
      await el.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(resolve)); // animations start in the next frame
    };
    await el.updateComplete;
    root(el)
      .getAnimations()
      .forEach((a) => a.finish());
    await playOne();
    expect(root(el).getAnimations().length).to.be.greaterThan(0);
    root(el)
      .getAnimations()
      .forEach((a) => a.finish());

    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await game(html`<tri-peaks-game seed="42"></tri-peaks-game>`);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    expect(root(still).getAnimations()).to.have.length(0);
    for (const move of still.game!.solve().solution!.slice(0, 6)) {
      clickMove(still, move);
      await still.updateComplete;
      await frame();
      expect(root(still).getAnimations()).to.have.length(0);
    }
    await still.hint();
    await still.updateComplete;
    expect(root(still).getAnimations()).to.have.length(0);
  });
});
