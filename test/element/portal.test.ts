// What a game portal wraps: ready, gameplaystart / gameplaystop, pause and resume (the
// clock too), an async hook before each new deal (an ad between games), and sound
// effects that mute.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { TriPeaksGame } from '../../src/index.js';
import { clickMove, control, game, handClock, peakButton, root, warnings, winByClicks as win } from './helpers.js';

/** Every event a portal listens to, in order. */
function portalEvents(el: HTMLElement): string[] {
  const seen: string[] = [];
  for (const type of ['ready', 'gameplaystart', 'gameplaystop', 'deal', 'win', 'lose'] as const) {
    el.addEventListener(type, (e) => {
      const detail = (e as CustomEvent<{ reason?: string }>).detail;
      seen.push(detail?.reason ? `${type}:${detail.reason}` : type);
    });
  }
  return seen;
}

describe('<tri-peaks-game> for portals', () => {
  it('says ready once its first board takes input, then when play starts and stops', async () => {
    const el = document.createElement('tri-peaks-game');
    el.setAttribute('seed', '42');
    const seen = portalEvents(el);
    document.body.append(el);
    await waitUntil(() => seen.includes('ready'), 'ready');
    expect(seen).to.deep.equal(['deal', 'ready']);
    expect(peakButton(el, 18), 'the board is on the page').to.exist;
    const first = el.game!.solve().solution![0];
    clickMove(el, first);
    await el.updateComplete;
    root(el).querySelector<HTMLElement>('.settings')!.showPopover();
    await waitUntil(() => seen.includes('gameplaystop:panel'));
    root(el).querySelector<HTMLElement>('.settings')!.hidePopover();
    await waitUntil(() => seen.filter((s) => s.startsWith('gameplaystart')).length === 2);
    el.undo();
    await el.updateComplete;
    await win(el);
    expect(seen).to.deep.equal([
      'deal',
      'ready',
      'gameplaystart:first-move',
      'gameplaystop:panel',
      'gameplaystart:resume',
      'win',
      'gameplaystop:win',
    ]);
    el.remove();
  });

  it('pauses: input and the clock stop, the board says Paused, and resume goes on', async () => {
    const el = await game();
    const clock = handClock(el);
    const seen = portalEvents(el);
    clickMove(el, el.game!.solve().solution![0]);
    await el.updateComplete;
    clock.advance(2000);
    el.pause();
    await el.updateComplete;
    expect(el.hasAttribute('paused')).to.equal(true);
    expect(root(el).querySelector('.panel.paused h2')!.textContent).to.equal('Paused');
    expect(el.turnStock()).to.equal(false);
    const moves = el.game!.history.length;
    const next = el.game!.solve().solution![0];
    clickMove(el, next);
    expect(el.game!.history.length, 'a click while paused does nothing').to.equal(moves);
    clock.advance(60_000);
    control(el, 'Resume').click();
    await el.updateComplete;
    expect(el.paused).to.equal(false);
    clock.advance(3000);
    const wins: number[] = [];
    el.addEventListener('win', (e) => wins.push(e.detail.seconds));
    await win(el);
    expect(wins).to.have.length(1);
    // Two seconds before the pause and three after count (and the test's own few real ones); the minute paused does not.
    expect(wins[0], 'the time played, without the pause').to.be.within(5, 20);
    expect(seen.slice(0, 3)).to.deep.equal(['gameplaystart:first-move', 'gameplaystop:pause', 'gameplaystart:resume']);
  });

  it('waits for beforeNewDeal before every new deal, and deals anyway when it fails', async () => {
    const el = await game();
    const cards = el.cards;
    let release!: () => void;
    el.beforeNewDeal = () => new Promise<void>((resolve) => (release = resolve));
    control(el, 'New game').click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(el.cards, 'the deal waits for the ad').to.equal(cards);
    release();
    await waitUntil(() => el.cards !== cards, 'the deal after the ad');
    el.beforeNewDeal = () => Promise.reject(new Error('no ad today'));
    const dealt = el.cards;
    const seen = await warnings(async () => {
      control(el, 'New game').click();
      await waitUntil(() => el.cards !== dealt, 'the deal after a failed hook');
    });
    expect(seen).to.have.length(1);
    expect(seen[0]).to.include('no ad today');
    // A hook that never settles holds the deal for beforeNewDealLimit, no longer.
    el.beforeNewDeal = () => new Promise(() => undefined);
    el.beforeNewDealLimit = 300;
    const held = el.cards;
    const asked = performance.now();
    control(el, 'New game').click();
    await waitUntil(() => el.cards !== held, 'the deal after the limit', { timeout: 5000 });
    expect(performance.now() - asked).to.be.at.least(250);
  });
});

describe('<tri-peaks-game> sound', () => {
  const original = globalThis.AudioContext;
  let tones = 0;
  before(() => {
    /** A stand-in AudioContext that counts the tones started. */
    class CountingAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator() {
        return { type: '', frequency: { value: 0 }, connect: (node: unknown) => node, start: () => void tones++, stop: () => undefined };
      }
      createGain() {
        const node = { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (next: unknown) => next };
        return node;
      }
      resume() {
        return Promise.resolve();
      }
      close() {
        return Promise.resolve();
      }
    }
    (globalThis as { AudioContext: unknown }).AudioContext = CountingAudioContext;
  });
  after(() => ((globalThis as { AudioContext: unknown }).AudioContext = original));

  async function tonesFor(template: ReturnType<typeof html>): Promise<number> {
    tones = 0;
    const el = await fixture<TriPeaksGame>(template);
    await el.dealComplete;
    clickMove(el, el.game!.solve().solution![0]);
    await el.updateComplete;
    return tones;
  }

  it('plays a sound for a move only with the sound attribute, and none when muted', async () => {
    expect(await tonesFor(html`<tri-peaks-game seed="42" sound></tri-peaks-game>`)).to.be.greaterThan(0);
    expect(await tonesFor(html`<tri-peaks-game seed="42"></tri-peaks-game>`)).to.equal(0);
    expect(await tonesFor(html`<tri-peaks-game seed="42" sound muted></tri-peaks-game>`)).to.equal(0);
    expect(await tonesFor(html`<tri-peaks-game seed="42" sound paused></tri-peaks-game>`), 'paused: no input, no sound').to.equal(0);
  });
});

describe('<tri-peaks-game> large-print', () => {
  it('draws the card indices twice as big', async () => {
    const normal = await game();
    const large = await game(html`<tri-peaks-game seed="42" large-print></tri-peaks-game>`);
    const size = (el: TriPeaksGame) => parseFloat(getComputedStyle(peakButton(el, 18)!.querySelector('.index.tl')!).fontSize);
    expect(size(large)).to.be.at.least(2 * size(normal) - 0.5);
    expect(getComputedStyle(peakButton(large, 18)!.querySelector('.index.br')!).display).to.equal('none');
  });
});
