// The end of a game and the edges of the page: a finished game is final, the end panels
// stay inside the element at every width, the element keeps its size when a panel or a
// hint appears, it fits a phone held sideways, a win is celebrated, and a lost game can
// be watched from the last move that could still win.
import { expect, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendMouse, setViewport } from '@web/test-runner-commands';
import type { TriPeaksGame } from '../../src/index.js';
import { clickMove, control, game, playToLoss, record, root, verdictShown } from './helpers.js';

async function win(el: TriPeaksGame): Promise<void> {
  for (const move of el.game!.solve().solution!) {
    clickMove(el, move);
    await el.updateComplete;
  }
}

const box = (el: Element) => el.getBoundingClientRect();

describe('<tri-peaks-game> a finished game is final', () => {
  it('fires one win per game: no undo after the win, nothing to win again', async () => {
    const el = await game();
    const events = record(el);
    await win(el);
    expect(el.status).to.equal('won');
    expect(el.undo()).to.equal(false);
    expect(control(el, 'Undo').disabled).to.equal(true);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.status).to.equal('won');
    expect(events.filter((e) => e.type === 'win')).to.have.length(1);
  });

  it('fires one lose per game: a lost game cannot be undone and lost again', async () => {
    const el = await game(html`<tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game>`);
    const events = record(el);
    await playToLoss(el);
    expect(el.undo()).to.equal(false);
    expect(el.status).to.equal('lost');
    expect(events.filter((e) => e.type === 'lose')).to.have.length(1);
  });
});

describe('<tri-peaks-game> at the edges of the page', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('keeps the end panels inside the element at every width from 320 to 1920 px', async () => {
    for (const width of [320, 400, 500, 560, 600, 650, 680, 760, 1000, 1920]) {
      await setViewport({ width: Math.max(width + 40, 400), height: 1000 });
      const holder = await game(html`<div style=${`width:${width}px`}><tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game></div>`);
      const el = holder.querySelector('tri-peaks-game') as unknown as TriPeaksGame;
      await el.dealComplete;
      await playToLoss(el);
      await verdictShown(el);
      const outer = box(el);
      for (const selector of ['.backdrop', '.panel', '.panel .primary', '.panel .watch']) {
        const inner = box(root(el).querySelector(selector)!);
        expect(inner.top, `${selector} top at ${width}px`).to.be.at.least(outer.top - 0.5);
        expect(inner.bottom, `${selector} bottom at ${width}px`).to.be.at.most(outer.bottom + 0.5);
        expect(inner.left, `${selector} left at ${width}px`).to.be.at.least(outer.left - 0.5);
        expect(inner.right, `${selector} right at ${width}px`).to.be.at.most(outer.right + 0.5);
      }
    }
  });

  it('keeps its size when an end panel, a hint or Settings appears', async () => {
    for (const width of [320, 600, 1000]) {
      await setViewport({ width: width + 40, height: 1000 });
      const holder = await game(html`<div style=${`width:${width}px`}><tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game></div>`);
      const el = holder.querySelector('tri-peaks-game') as unknown as TriPeaksGame;
      await el.dealComplete;
      await el.updateComplete;
      const size = () => `${Math.round(box(el).width)}x${Math.round(box(el).height)}`;
      const start = size();
      const undo = box(control(el, 'Undo'));
      await el.hint();
      expect(size(), `a hint at ${width}px`).to.equal(start);
      expect(box(control(el, 'Undo')).top, `the buttons stay put at ${width}px`).to.equal(undo.top);
      root(el).querySelector<HTMLElement>('.settings')!.showPopover();
      expect(size(), `Settings at ${width}px`).to.equal(start);
      root(el).querySelector<HTMLElement>('.settings')!.hidePopover();
      await playToLoss(el);
      await verdictShown(el);
      expect(size(), `the loss panel at ${width}px`).to.equal(start);
    }
  });

  it('fits a phone held sideways (740x360): the board and the controls are on the screen together', async () => {
    await setViewport({ width: 740, height: 360 });
    const el = await game();
    const bottom = box(root(el).querySelector('.controls')!).bottom;
    expect(bottom, 'the controls end within the screen').to.be.at.most(360);
    expect(box(root(el).querySelector('.peaks [data-pos="18"]')!).top).to.be.at.least(0);
  });

  it('offers full screen where the page allows it, and leaves it again', async () => {
    const el = await game();
    const button = root(el).querySelector<HTMLButtonElement>('.fullscreen');
    if (!document.fullscreenEnabled) {
      expect(button, 'no full-screen control where the page forbids it').to.equal(null);
      return;
    }
    expect(button!.getAttribute('aria-label')).to.equal('Full screen');
    const r = box(button!);
    await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
    await waitUntil(() => document.fullscreenElement === el, 'the element went full screen');
    // The label follows the page's fullscreenchange event, which comes a moment later.
    await waitUntil(() => button!.getAttribute('aria-label') === 'Leave full screen', 'the button offers to leave full screen');
    await document.exitFullscreen();
    await waitUntil(() => document.fullscreenElement === null);
    await waitUntil(() => button!.getAttribute('aria-label') === 'Full screen', 'the button offers full screen again');
  });

  it('keeps the score bar as wide as the board on a wide page', async () => {
    await setViewport({ width: 1960, height: 1000 });
    const holder = await game(html`<div style="width:1920px"><tri-peaks-game seed="7"></tri-peaks-game></div>`);
    const el = holder.querySelector('tri-peaks-game') as unknown as TriPeaksGame;
    await el.dealComplete;
    await el.updateComplete;
    const board = box(root(el).querySelector('.layout')!);
    const bar = box(root(el).querySelector('.stats')!);
    expect(bar.width).to.be.at.most(board.width + 1);
    expect(Math.abs(bar.left - board.left)).to.be.below(2);
  });

  it('shows no text under 12 px at 320 px', async () => {
    await setViewport({ width: 360, height: 800 });
    const holder = await game(html`<div style="width:320px"><tri-peaks-game seed="7" show-winnable></tri-peaks-game></div>`);
    const el = holder.querySelector('tri-peaks-game') as unknown as TriPeaksGame;
    await el.dealComplete;
    root(el).querySelector<HTMLElement>('.settings')!.showPopover();
    await el.hint();
    const small: string[] = [];
    const walk = document.createTreeWalker(root(el), NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent!.trim() || parent.closest('.sr-only')) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < 12) small.push(`${node.textContent!.trim().slice(0, 20)} (${size}px)`);
    }
    // Card ranks are generated content: check them too.
    for (const rank of root(el).querySelectorAll('.rank')) {
      const size = parseFloat(getComputedStyle(rank, '::before').fontSize);
      if (size < 12) small.push(`rank ${rank.getAttribute('data-rank')} (${size}px)`);
    }
    expect(small).to.deep.equal([]);
  });
});

describe('<tri-peaks-game> a win is celebrated, a loss can be watched from where it went wrong', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('celebrates a win with a short animation, and none under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await game();
    await win(el);
    const bursts = [...root(el).querySelectorAll('.celebration .burst')];
    expect(bursts.length).to.be.greaterThan(0);
    expect(bursts.flatMap((b) => b.getAnimations()).length).to.be.greaterThan(0);
    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await game();
    await win(still);
    expect([...root(still).querySelectorAll('.celebration .burst')].flatMap((b) => b.getAnimations())).to.have.length(0);
  });

  it('plays a winning line from the last move that could still win', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await game(html`<tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game>`);
    await playToLoss(el);
    const verdict = await verdictShown(el);
    const from = verdict.querySelector<HTMLButtonElement>('.watch-own')!;
    expect(from.textContent.trim()).to.equal('From your 10th move');
    const kept = el.game!.history.slice(0, 10);
    from.click();
    await waitUntil(() => el.watching, 'the line starts');
    await el.updateComplete;
    expect(root(el).querySelector('.panel h2')!.textContent).to.equal('One way through');
    expect(el.status, "the player's game is untouched").to.equal('lost');
    expect(el.game!.history.slice(0, 10)).to.deep.equal(kept);
  });
});
