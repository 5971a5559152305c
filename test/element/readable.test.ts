// Readable and safe to touch (issue 34): the card index grows with the card, the score
// bar's labels keep 4.5:1 on the felt, the statistics' buttons sit two by two, and Reset's
// question makes the safe answer the primary one.
import { expect, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { TriPeaksGame } from '../../src/index.js';
import { control, game, root } from './helpers.js';

const box = (el: Element) => el.getBoundingClientRect();

async function gameAt(width: number, height: number, column: number | null = null): Promise<TriPeaksGame> {
  await setViewport({ width, height });
  const holder = await game(html`<div style=${column ? `width:${column}px` : ''}><tri-peaks-game seed="7"></tri-peaks-game></div>`);
  const el = holder.querySelector('tri-peaks-game') as unknown as TriPeaksGame;
  await el.dealComplete;
  await el.updateComplete;
  return el;
}

/** The relative luminance of an rgb() colour. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
const rgb = (colour: string) =>
  colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);

afterEach(() => setViewport({ width: 800, height: 600 }));

describe('<tri-peaks-game> readable', () => {
  it('grows the card index with the card, never under 12 px, its suit never under 11 px', async () => {
    for (const [width, height, column] of [
      [1366, 768, null],
      [1920, 1080, null],
      [360, 740, 320],
    ] as const) {
      const el = await gameAt(width, height, column);
      const card = root(el).querySelector('.peaks .face')!.closest('.card')!;
      const index = card.querySelector('.index')!;
      const size = parseFloat(getComputedStyle(index).fontSize);
      const cardWidth = box(card).width;
      const at = `${width}x${height}${column ? ` in ${column} px` : ''}`;
      expect(size, `the index at ${at}`).to.be.at.least(12);
      if (cardWidth >= 70) expect(size / cardWidth, `the index is 15-18 % of a ${cardWidth} px card at ${at}`).to.be.within(0.15, 0.18);
      expect(box(index.querySelector('.suit')!).width, `the index's suit at ${at}`).to.be.at.least(11);
      el.parentElement!.remove();
    }
  });

  it("keeps the score bar's labels at 4.5:1 on the felt", async () => {
    const el = await gameAt(1366, 768);
    const label = root(el).querySelector('.stat .label')!;
    const style = getComputedStyle(label);
    const opacity = Number(style.opacity);
    const felt = rgb(getComputedStyle(root(el).querySelector('.table')!).backgroundColor);
    const shown = rgb(style.color).map((c, i) => c * opacity + felt[i] * (1 - opacity));
    const [hi, lo] = [luminance(shown), luminance(felt)].sort((a, b) => b - a);
    expect((hi + 0.05) / (lo + 0.05)).to.be.at.least(4.5);
  });

  it('sets the statistics buttons two by two, and asks Reset with Keep them as the primary answer', async () => {
    for (const column of [300, null]) {
      const el = await gameAt(1366, 768, column);
      root(el).querySelector<HTMLButtonElement>('.statistics-toggle')!.click();
      await el.updateComplete;
      const tops = [...root(el).querySelectorAll('.statistics > .panel-actions > *')].map((b) => Math.round(box(b).top));
      expect(tops[0], `two in the first row (${column ?? 'page'})`).to.equal(tops[1]);
      expect(tops[2], `two in the second row (${column ?? 'page'})`).to.equal(tops[3]);
      expect(tops[2]).to.be.above(tops[0]);
      control(el, 'Reset').click();
      await el.updateComplete;
      await new Promise(requestAnimationFrame);
      const primary = root(el).querySelector('.confirm .primary')!;
      expect(primary.textContent.trim()).to.equal('Keep them');
      expect(root(el).activeElement, 'the safe answer has the focus').to.equal(primary);
      el.parentElement!.remove();
    }
  });
});
