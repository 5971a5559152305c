// Full screen (issue 34): the felt fills the screen and the board is the biggest that fits
// it, at every size and orientation; measured on the board, not only on
// document.fullscreenElement.
import { expect, html, waitUntil } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import type { TriPeaksGame } from '../../src/index.js';
import { game, root } from './helpers.js';

const box = (el: Element) => el.getBoundingClientRect();

/** Clicks the element's full-screen button as a player does (a user gesture). */
async function enterFullScreen(el: TriPeaksGame): Promise<void> {
  const r = box(root(el).querySelector('.fullscreen')!);
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
  await waitUntil(() => document.fullscreenElement === el, 'the element went full screen');
}

/** What a player sees of the board on a `width` x `height` screen. */
async function measure(el: TriPeaksGame, width: number, height: number) {
  await setViewport({ width, height });
  await waitUntil(() => Math.abs(box(el).width - width) < 1, `the felt is ${width} px wide`);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const r = root(el);
  const stage = box(r.querySelector('.stage')!);
  const cards = [...r.querySelectorAll('.peaks .card, .stock, .waste')].map(box);
  const parts = ['.stats', '.layout', '.message', '.controls'].map((s) => box(r.querySelector(s)!));
  return {
    stage,
    room: box(r.querySelector('.layout')!),
    cardWidth: box(r.querySelector('.peaks .card')!).width,
    cards,
    top: Math.min(...parts.map((p) => p.top)),
    bottom: Math.max(...parts.map((p) => p.bottom)),
  };
}

const SCREENS: [number, number][] = [
  [390, 844],
  [844, 390],
  [320, 568],
  [740, 360],
  [768, 1024],
  [1366, 768],
  [1920, 1080],
  [2560, 1440],
];

afterEach(async () => {
  if (document.fullscreenElement) await document.exitFullscreen();
  await setViewport({ width: 800, height: 600 });
});

describe('<tri-peaks-game> in full screen', () => {
  for (const layout of ['tri-peaks', 'golf']) {
    it(`shows the biggest ${layout} board that fits, whole, at every size and orientation`, async () => {
      await setViewport({ width: 800, height: 600 });
      const el = await game(html`<tri-peaks-game seed="7" layout=${layout}></tri-peaks-game>`);
      await enterFullScreen(el);
      for (const [width, height] of SCREENS) {
        const at = `${width}x${height}`;
        const seen = await measure(el, width, height);
        for (const card of seen.cards) {
          expect(card.left, `a card's left edge on the screen at ${at}`).to.be.at.least(0);
          expect(card.right, `a card's right edge on the screen at ${at}`).to.be.at.most(width);
          expect(card.bottom, `a card's bottom on the screen at ${at}`).to.be.at.most(height);
        }
        expect(seen.bottom, `the controls on the screen at ${at}`).to.be.at.most(height);
        // The biggest that fits: the board takes the width it is given (most of the screen's:
        // a phone held sideways keeps a column for the bars), or the game the screen's height.
        expect(seen.room.width / width, `the board's room at ${at}`).to.be.above(0.7);
        const fillsWidth = seen.stage.width / seen.room.width;
        const fillsHeight = (seen.bottom - seen.top) / height;
        expect(Math.max(fillsWidth, fillsHeight), `the board fills the screen at ${at}`).to.be.above(0.85);
        expect(seen.cardWidth, `cards above the 22 px floor at ${at}`).to.be.above(26);
      }
    });
  }

  it('grows past the 920 px strip on a large screen, centred', async () => {
    const el = await game(html`<tri-peaks-game seed="7"></tri-peaks-game>`);
    await enterFullScreen(el);
    const seen = await measure(el, 2560, 1440);
    expect(seen.stage.width).to.be.above(1500);
    expect(Math.abs(seen.stage.left + seen.stage.width / 2 - 1280)).to.be.below(2);
    expect(Math.abs(box(root(el).querySelector('.stats')!).width - seen.stage.width)).to.be.below(2);
  });

  it('gives the page its board back on leaving full screen', async () => {
    await setViewport({ width: 1366, height: 768 });
    const el = await game(html`<tri-peaks-game seed="7"></tri-peaks-game>`);
    const before = box(root(el).querySelector('.stage')!).width;
    await enterFullScreen(el);
    await document.exitFullscreen();
    await waitUntil(() => document.fullscreenElement === null);
    await el.updateComplete;
    expect(box(root(el).querySelector('.stage')!).width).to.equal(before);
  });
});
