// Difficulty tiers in the element: the deal attribute, Settings, the deal event, the
// daily tier deal, and statistics kept per tier.
import { expect, html } from '@open-wc/testing';
import { dealForSeed, formatDeal } from '../../src/engine/standalone.js';
import { statsFor } from '../../src/engine/standalone.js';
import { control, game, record, root, winByClicks } from './helpers.js';

const RULES = { layout: 'tri-peaks', wild: 0, wrap: true, scoring: 'points', mode: 'winnable' } as const;

const tierDeal = (seed: string, mode: 'easy' | 'medium' | 'hard', layout: 'tri-peaks' | 'golf' = 'tri-peaks') =>
  formatDeal(dealForSeed(seed, { mode, layout }).deal);

describe('<tri-peaks-game> difficulty tiers', () => {
  beforeEach(() => localStorage.clear());

  it('deals the engine\'s hard deal for deal="hard", and says so in the deal event', async () => {
    const events = [] as { type: string; detail: Record<string, unknown> }[];
    const el = await game(
      html`<tri-peaks-game seed="42" deal="hard" @deal=${(e: CustomEvent) => events.push({ type: 'deal', detail: e.detail })}></tri-peaks-game>`,
    );
    expect(el.deal).to.equal('hard');
    expect(el.cards).to.equal(tierDeal('42', 'hard'));
    expect(el.cards).not.to.equal(tierDeal('42', 'easy'));
    expect(el.game!.origin).to.deep.equal({ seed: '42', mode: 'hard' });
    expect(events.at(-1)!.detail).to.include({ seed: '42', mode: 'hard', cards: el.cards });
  });

  it('deals a Golf easy deal', async () => {
    const el = await game(html`<tri-peaks-game seed="7" layout="golf" deal="easy"></tri-peaks-game>`);
    expect(el.cards).to.equal(tierDeal('7', 'easy', 'golf'));
  });

  it('offers Easy, Medium and Hard in Settings: choosing one deals that tier', async () => {
    const el = await game(html`<tri-peaks-game seed="5"></tri-peaks-game>`);
    const events = record(el);
    for (const tier of ['easy', 'medium', 'hard'] as const) {
      const radio = root(el).querySelector<HTMLInputElement>(`.settings input[name="deal"][value="${tier}"]`)!;
      expect(radio.closest('label')!.textContent.trim()).to.equal(tier[0].toUpperCase() + tier.slice(1));
      radio.click();
      await el.updateComplete;
      await el.dealComplete;
      expect(el.deal).to.equal(tier);
      expect(el.cards).to.equal(tierDeal('5', tier));
      expect(events.filter((e) => e.type === 'deal').at(-1)!.detail.mode).to.equal(tier);
    }
  });

  it('deals the daily hard deal for seed="daily" deal="hard"', async () => {
    const el = await game(html`<tri-peaks-game seed="daily" deal="hard"></tri-peaks-game>`);
    const seed = el.game!.origin!.seed;
    expect(seed).to.match(/^daily:\d{4}-\d\d-\d\d$/);
    expect(el.game!.origin!.mode).to.equal('hard');
    expect(el.cards).to.equal(tierDeal(seed, 'hard'));
  });

  it('keeps statistics per tier, and the panel names the tier', async () => {
    const el = await game(html`<tri-peaks-game seed="42" deal="hard"></tri-peaks-game>`);
    await winByClicks(el);
    expect(statsFor(el.stats, { ...RULES, mode: 'hard' })).to.include({ played: 1, won: 1 });
    expect(statsFor(el.stats, RULES).played).to.equal(0);
    expect(statsFor(el.stats, { ...RULES, mode: 'easy' }).played).to.equal(0);
    control(el, 'Play again').click();
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('.statistics-toggle')!.click();
    await el.updateComplete;
    expect(root(el).querySelector('.panel.statistics')!.textContent.replace(/\s+/g, ' ')).to.include(
      'Tri Peaks, hard deals, wrap on, points',
    );
  });
});
