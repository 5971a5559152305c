// Statistics in the element: what counts (a win, a loss, a game left under way, a
// restart as the same game), kept with save-key, the stats property and event, export
// and import, and the panel with a Reset that asks first.
import { expect, fixture, html } from '@open-wc/testing';
import type { TriPeaksGame } from '../../src/index.js';
import { type Statistics, statsFor } from '../../src/engine/standalone.js';
import { clickMove, control, game, playToLoss, root, winByClicks } from './helpers.js';

const RULES = { layout: 'tri-peaks', wild: 0, wrap: true, scoring: 'points', mode: 'winnable' } as const;

describe('<tri-peaks-game> statistics', () => {
  beforeEach(() => localStorage.clear());

  it('counts a win, a loss, and a game left under way as lost; a restart is the same game', async () => {
    const el = await game(html`<tri-peaks-game seed="42"></tri-peaks-game>`);
    const events: Statistics[] = [];
    el.addEventListener('stats', (e) => events.push(e.detail));
    await winByClicks(el);
    expect(statsFor(el.stats, RULES)).to.include({ played: 1, won: 1, currentStreak: 1 });
    await el.newGame('tri-peaks-blog');
    await playToLoss(el);
    expect(statsFor(el.stats, RULES)).to.include({ played: 2, won: 1, currentStreak: 0, bestStreak: 1 });
    // Restart this deal after a move: still one game.
    await el.newGame('42');
    clickMove(el, el.game!.solve().solution![0]);
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('.restart')!.click();
    await el.updateComplete;
    control(el, 'Restart').click();
    await el.updateComplete;
    expect(statsFor(el.stats, RULES).played, 'a restart counts nothing yet').to.equal(2);
    // Leaving it under way (another deal) counts it lost.
    clickMove(el, el.game!.solve().solution![0]);
    await el.updateComplete;
    await el.newGame('7');
    expect(statsFor(el.stats, RULES)).to.include({ played: 3, won: 1 });
    expect(events).to.have.length(3);
    expect(events[2]).to.deep.equal(el.stats);
  });

  it('keeps them with save-key across a reload, and exports and imports them', async () => {
    const el = await fixture<TriPeaksGame>(html`<tri-peaks-game seed="42" save-key="kept"></tri-peaks-game>`);
    await el.dealComplete;
    await winByClicks(el);
    const exported = el.exportStats();
    el.remove();
    const again = await fixture<TriPeaksGame>(html`<tri-peaks-game seed="42" save-key="kept"></tri-peaks-game>`);
    await again.dealComplete;
    await again.updateComplete;
    expect(statsFor(again.stats, RULES)).to.include({ played: 1, won: 1 });
    again.resetStats();
    expect(statsFor(again.stats, RULES).played).to.equal(0);
    expect(() => again.importStats('{"format":"nope"}')).to.throw(/format/);
    expect(statsFor(again.stats, RULES).played, 'a bad import changes nothing').to.equal(0);
    again.importStats(exported);
    expect(statsFor(again.stats, RULES)).to.include({ played: 1, won: 1 });
  });

  it('shows them in a panel readable at 320 px, whose Reset asks first', async () => {
    const holder = await game(html`<div style="width:320px"><tri-peaks-game seed="42"></tri-peaks-game></div>`);
    const el = holder.querySelector('tri-peaks-game') as unknown as TriPeaksGame;
    await el.dealComplete;
    await winByClicks(el);
    control(el, 'Play again').click();
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('.statistics-toggle')!.click();
    await el.updateComplete;
    const panel = root(el).querySelector('.panel.statistics')!;
    const text = panel.textContent.replace(/\s+/g, ' ');
    expect(text).to.include('Played1').and.include('Won1').and.include('Win rate100%');
    expect(text).to.include('Tri Peaks, winnable deals, wrap on, points');
    const box = panel.getBoundingClientRect();
    const outer = el.getBoundingClientRect();
    expect(box.right).to.be.at.most(outer.right + 0.5);
    expect(box.left).to.be.at.least(outer.left - 0.5);
    control(el, 'Reset').click();
    await el.updateComplete;
    expect(root(el).querySelector('.confirm h2')!.textContent).to.equal('Reset the statistics?');
    control(el, 'Keep them').click();
    await el.updateComplete;
    expect(statsFor(el.stats, RULES).played).to.equal(1);
    control(el, 'Reset').click();
    await el.updateComplete;
    [...root(el).querySelectorAll<HTMLButtonElement>('.confirm button')][0].click();
    await el.updateComplete;
    expect(statsFor(el.stats, RULES).played).to.equal(0);
  });

  it('shows a daily streak as 0 once a day has gone by without a daily win, and under Golf its own statistics', async () => {
    const el = await game(html`<tri-peaks-game seed="42"></tri-peaks-game>`);
    const key = 'tri-peaks wrap wild0 winnable points';
    // A record of the earlier, counts-only format.
    const counts = { played: 5, won: 5, currentStreak: 5, bestStreak: 5, bestScore: 900, fastestWin: 60, longestRun: 9 };
    const rules = { [key]: { ...counts, dailyStreak: 3, bestDailyStreak: 3, lastDailyWon: '2020-01-03' } };
    el.importStats(JSON.stringify({ format: 'tri-peaks-game/statistics', version: 1, rules }));
    root(el).querySelector<HTMLButtonElement>('.statistics-toggle')!.click();
    await el.updateComplete;
    const text = () => root(el).querySelector('.panel.statistics')!.textContent.replace(/\s+/g, ' ');
    expect(text()).to.include('Played5').and.include('Daily streak0');
    expect(statsFor(el.stats, RULES).dailyStreak, 'the record keeps the streak it had').to.equal(3);
    control(el, 'Close').click();
    el.layout = 'golf';
    await el.updateComplete;
    await el.dealComplete;
    root(el).querySelector<HTMLButtonElement>('.statistics-toggle')!.click();
    await el.updateComplete;
    expect(text()).to.include('Golf, winnable deals, wrap off, strokes').and.include('Played0');
  });

  it('goes back to the statistics panel, play still stopped, when Reset is not confirmed', async () => {
    const el = await game(html`<tri-peaks-game seed="42"></tri-peaks-game>`);
    clickMove(el, el.game!.solve().solution![0]);
    await el.updateComplete;
    const gameplay: string[] = [];
    el.addEventListener('gameplaystart', () => gameplay.push('start'));
    el.addEventListener('gameplaystop', () => gameplay.push('stop'));
    root(el).querySelector<HTMLButtonElement>('.statistics-toggle')!.click();
    await el.updateComplete;
    control(el, 'Reset').click();
    await el.updateComplete;
    control(el, 'Keep them').click();
    await el.updateComplete;
    expect(!!root(el).querySelector('.panel.statistics'), 'the statistics panel is still open').to.equal(true);
    expect(!!root(el).activeElement?.closest('.panel.statistics'), 'the focus is back on it').to.equal(true);
    expect(gameplay, 'play stays stopped while the panel is open').to.deep.equal(['stop']);
    control(el, 'Close').click();
    await el.updateComplete;
    expect(gameplay).to.deep.equal(['stop', 'start']);
  });
});
