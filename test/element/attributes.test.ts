// Attributes and properties: parsing, fallbacks with exactly one warning, new games on change.
import { expect, html } from '@open-wc/testing';
import { Game } from '../../src/engine/standalone.js';
import type { TriPeaksGame } from '../../src/index.js';
import { type BadValue, fallsBackFrom, game, peakButtons, record, root, warnings } from './helpers.js';

describe('<tri-peaks-game> attributes', () => {
  it('defaults to wrap on, winnable deals, points and a random seed that is shown', async () => {
    const el = await game(html`<tri-peaks-game></tri-peaks-game>`);
    expect(el.wrap).to.equal(true);
    expect(el.deal).to.equal('winnable');
    expect(el.scoring).to.equal('points');
    expect(el.faceUp).to.equal(false);
    expect(el.seed).to.equal(null);
    const seed = el.game!.origin!.seed;
    expect(seed).to.match(/^\d+$/);
    expect(root(el).querySelector('.stat.seed .value')!.textContent).to.equal(seed);
    expect(el.cards).to.equal(Game.fromSeed(seed).dealText);
    expect(peakButtons(el)).to.have.length(28);
  });

  it('deals the same cards as the engine for a seed', async () => {
    const el = await game(html`<tri-peaks-game seed="hello"></tri-peaks-game>`);
    expect(el.cards).to.equal(Game.fromSeed('hello').dealText);
    expect(el.status).to.equal('playing');
    expect(el.stockCount).to.equal(23);
    expect(el.score).to.equal(0);
    expect(el.run).to.equal(0);
  });

  for (const [value, expected] of [
    ['off', false],
    ['false', false],
    ['on', true],
    ['', true],
    ['TRUE', true],
  ] as const) {
    it(`reads wrap="${value}" as ${expected ? 'on' : 'off'} without a warning`, async () => {
      let el!: TriPeaksGame;
      const warned = await warnings(async () => {
        el = await game(html`<tri-peaks-game seed="7" wrap=${value}></tri-peaks-game>`);
      });
      expect(warned).to.deep.equal([]);
      expect(el.wrap).to.equal(expected);
      expect(el.game!.options.wrap).to.equal(expected);
    });
  }

  const bad: BadValue[] = [
    ['wrap', 'maybe', '"on"', (el) => expect(el.game!.options.wrap).to.equal(true)],
    ['deal', 'extreme', '"winnable"', (el) => expect(el.game!.origin!.mode).to.equal('winnable')],
    ['scoring', 'dollars', '"points"', (el) => expect(el.game!.options.scoring).to.equal('points')],
    ['seed', 'daily:2026-13-45', 'a random seed', (el) => expect(el.game!.origin!.seed).to.match(/^\d+$/)],
    ['seed', '   ', 'a random seed', (el) => expect(el.game!.origin!.seed).to.match(/^\d+$/)],
  ];
  fallsBackFrom(bad, () => html`<tri-peaks-game></tri-peaks-game>`);

  it('falls back with one warning when a bad value is set as a property', async () => {
    const el = await game();
    const warned = await warnings(async () => {
      (el as unknown as { deal: string }).deal = 'sometimes';
      await el.updateComplete;
      await el.dealComplete;
    });
    expect(warned).to.have.length(1);
    expect(el.deal).to.equal('winnable');
  });

  it('accepts deal="any", scoring="betting" and face-up', async () => {
    const el = await game(html`<tri-peaks-game seed="9" deal="any" scoring="betting" face-up></tri-peaks-game>`);
    expect(el.cards).to.equal(Game.fromSeed('9', { mode: 'any' }).dealText);
    expect(el.game!.options.scoring).to.equal('betting');
    expect(root(el).querySelector('.stat.next .value')!.textContent).to.equal('+$1');
    // All face up: every peak card shows its name, none is a face-down card.
    expect(peakButtons(el).map((b) => b.getAttribute('aria-label'))).not.to.include('face-down card');
    expect(
      peakButtons(el).filter((b) => /^(Ace|King|Queen|Jack|\d+) of \w+(, playable)?$/.test(b.getAttribute('aria-label')!)),
    ).to.have.length(28);
  });

  it('accepts daily seeds, always winnable', async () => {
    const el = await game(html`<tri-peaks-game seed="daily:2026-01-15" deal="any"></tri-peaks-game>`);
    expect(el.game!.origin).to.deep.equal({ seed: 'daily:2026-01-15', mode: 'winnable' });
  });

  it('starts a new game when an attribute or property changes', async () => {
    const el = await game(html`<tri-peaks-game seed="1"></tri-peaks-game>`);
    const events = record(el);
    el.setAttribute('seed', '2');
    await el.updateComplete;
    await el.dealComplete;
    expect(el.game!.origin!.seed).to.equal('2');
    el.setAttribute('wrap', 'off');
    await el.updateComplete;
    await el.dealComplete;
    expect(el.game!.options.wrap).to.equal(false);
    el.scoring = 'betting';
    await el.updateComplete;
    await el.dealComplete;
    expect(events.map((e) => [e.type, e.detail.seed, e.detail.wrap, e.detail.scoring])).to.deep.equal([
      ['deal', '2', true, 'points'],
      ['deal', '2', false, 'points'],
      ['deal', '2', false, 'betting'],
    ]);
    expect(events[2].detail.cards).to.equal(Game.fromSeed('2', { wrap: false }).dealText);
  });

  it('lets a newer deal request supersede an older one', async () => {
    const el = await game();
    const events = record(el);
    void el.newGame('first');
    void el.newGame('second');
    await el.dealComplete;
    expect(el.game!.origin!.seed).to.equal('second');
    expect(events.filter((e) => e.type === 'deal').map((e) => e.detail.seed)).to.deep.equal(['second']);
  });

  it('keeps its settings inside the widget: wrap and deal mode', async () => {
    const el = await game(html`<tri-peaks-game seed="5"></tri-peaks-game>`);
    const wrap = root(el).querySelector<HTMLInputElement>('.settings input[type="checkbox"]')!;
    expect(wrap.checked).to.equal(true);
    wrap.click();
    await el.updateComplete;
    await el.dealComplete;
    expect(el.wrap).to.equal(false);
    expect(el.game!.options.wrap).to.equal(false);
    root(el).querySelector<HTMLInputElement>('.settings input[value="any"]')!.click();
    await el.updateComplete;
    await el.dealComplete;
    expect(el.game!.origin!.mode).to.equal('any');
  });
});
