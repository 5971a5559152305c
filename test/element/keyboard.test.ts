// Keyboard play: one tab stop for the peaks, arrows, Enter/Space, the letter keys.
import { expect, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TriPeaksGame } from '../../src/index.js';
import { game, peakButton, peakButtons, record, root, stockButton, view } from './helpers.js';

function focused(el: TriPeaksGame): HTMLElement | null {
  return root(el).activeElement as HTMLElement | null;
}

async function press(key: string): Promise<void> {
  await sendKeys({ press: key });
}

/** Tabs from a button before the element into the peaks. */
async function tabIntoPeaks(el: TriPeaksGame): Promise<void> {
  const before = el.previousElementSibling as HTMLButtonElement;
  before.focus();
  await press('Tab');
  expect(focused(el)?.closest('.peaks'), 'the first Tab stop is a peak card').to.exist;
}

describe('<tri-peaks-game> keyboard', () => {
  it('gives the peaks one tab stop and moves between cards with the arrow keys', async () => {
    const el = await game(html`<div><button>before</button><tri-peaks-game seed="42"></tri-peaks-game></div>`).then(
      () => document.querySelector('tri-peaks-game') as TriPeaksGame,
    );
    await el.dealComplete;
    await el.updateComplete;
    expect(peakButtons(el).filter((b) => b.tabIndex === 0)).to.have.length(1);
    await tabIntoPeaks(el);
    const start = focused(el)!;
    expect(start.dataset.pos).to.equal('18');
    await press('ArrowRight');
    expect(focused(el)!.dataset.pos).to.equal('19');
    // The cards above are face down: nothing to read there, so the arrows do not stop on them.
    await press('ArrowUp');
    expect(focused(el)!.dataset.pos).to.equal('19');
    await press('End');
    expect(focused(el)!.dataset.pos).to.equal('27');
    await press('Home');
    expect(focused(el)!.dataset.pos).to.equal('18');
    await el.updateComplete;
    // Still one tab stop: the card that has the focus.
    expect(
      peakButtons(el)
        .filter((b) => b.tabIndex === 0)
        .map((b) => b.dataset.pos),
    ).to.deep.equal(['18']);
    // Tab leaves the peaks for the stock.
    await press('Tab');
    expect(focused(el)).to.equal(stockButton(el));
  });

  it('moves only over face-up cards, and H takes the focus to the hinted card', async () => {
    const el = await game(html`<div><button>before</button><tri-peaks-game seed="42"></tri-peaks-game></div>`).then(
      () => document.querySelector('tri-peaks-game') as TriPeaksGame,
    );
    await el.dealComplete;
    await el.updateComplete;
    await tabIntoPeaks(el);
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'End', 'ArrowUp', 'Home']) {
      await press(key);
      expect(focused(el)!.getAttribute('part'), `after ${key}`).to.equal('card face-up');
    }
    const g = el.game!;
    await press('h');
    await el.hint();
    await el.updateComplete;
    const hinted = root(el).querySelector<HTMLElement>('.hinted')!;
    await waitUntil(() => focused(el) === hinted, 'H put the focus on the hinted card (or the stock)');
    await el.updateComplete;
    if (hinted.dataset.pos)
      expect(
        peakButtons(el).find((b) => b.tabIndex === 0),
        'it holds the Tab stop',
      ).to.equal(hinted);
    expect(g.hints).to.equal(1);
  });

  it('plays the focused card with Enter or Space and keeps the focus on the peaks', async () => {
    const el = await game(html`<div><button>before</button><tri-peaks-game seed="42"></tri-peaks-game></div>`).then(
      () => document.querySelector('tri-peaks-game') as TriPeaksGame,
    );
    await el.dealComplete;
    await el.updateComplete;
    await tabIntoPeaks(el);
    const events = record(el);
    for (const key of ['Enter', ' ']) {
      const g = el.game!;
      const target = g.legalMoves().find((m) => m.kind === 'play');
      if (!target) break;
      const position = g.positionOfCard(target.kind === 'play' ? target.card : -1)!;
      // Walk along the bottom rows with the arrows until the card that fits has the focus.
      for (let i = 0; i < 30 && focused(el)?.dataset.pos !== String(position); i++) {
        const here = Number(focused(el)!.dataset.pos);
        await press(here < position ? 'ArrowRight' : 'ArrowLeft');
      }
      expect(focused(el)!.dataset.pos).to.equal(String(position));
      await press(key === ' ' ? 'Space' : key);
      await el.updateComplete;
      expect(peakButton(el, position)).to.equal(null);
      expect(focused(el)?.closest('.peaks'), 'the focus stays on the peaks').to.exist;
    }
    expect(events.filter((e) => e.type === 'move').length).to.be.greaterThan(0);
  });

  it('has keys for the stock, undo, hint and a new game while the focus is inside', async () => {
    const el = await game(html`<div><button>before</button><tri-peaks-game seed="42"></tri-peaks-game></div>`).then(
      () => document.querySelector('tri-peaks-game') as TriPeaksGame,
    );
    await el.dealComplete;
    await el.updateComplete;
    const outside = el.previousElementSibling as HTMLButtonElement;
    // Outside the widget the keys do nothing.
    outside.focus();
    await press('s');
    expect(el.stockCount).to.equal(23);
    await tabIntoPeaks(el);
    await press('s');
    expect(el.stockCount).to.equal(22);
    await press('d');
    expect(el.stockCount).to.equal(21);
    await press('u');
    expect(el.stockCount).to.equal(22);
    await sendKeys({ down: 'Control' });
    await press('z');
    await sendKeys({ up: 'Control' });
    expect(el.stockCount).to.equal(23);
    await press('h');
    await el.hint(); // the hint H asked for (worked out in slices), not a second one
    await el.updateComplete;
    expect(el.game!.hints).to.equal(1);
    expect(root(el).querySelectorAll('.hinted')).to.have.length(1);
    const before = view(el);
    const events = record(el);
    await press('n');
    await el.dealComplete;
    expect(events.map((e) => e.type)).to.deep.equal(['deal']);
    expect(view(el)).to.not.deep.equal(before);
  });

  it('acts once for a key held down (auto-repeat): holding S turns one card, holding U undoes one move', async () => {
    const el = await game(html`<div><button>before</button><tri-peaks-game seed="42"></tri-peaks-game></div>`).then(
      () => document.querySelector('tri-peaks-game') as TriPeaksGame,
    );
    await el.dealComplete;
    await el.updateComplete;
    await tabIntoPeaks(el);
    const hold = async (key: string) => {
      // The keyboard's auto-repeat: more keydowns of a key already down (repeat: true).
      for (let i = 0; i < 25; i++) await sendKeys({ down: key });
      await sendKeys({ up: key });
    };
    await hold('s');
    expect(el.stockCount).to.equal(22);
    await press('s');
    await press('s');
    expect(el.stockCount).to.equal(20);
    await hold('u');
    expect(el.stockCount).to.equal(21);
    await sendKeys({ down: 'Control' });
    await hold('z');
    await sendKeys({ up: 'Control' });
    expect(el.stockCount).to.equal(22);
    // Enter held on the stock button: one turn, not the whole stock.
    stockButton(el).focus();
    await hold('Enter');
    expect(el.stockCount).to.equal(21);
  });

  it('finds the letter keys on a Russian, Arabic or Greek layout by where they are (KeyboardEvent.code)', async () => {
    const el = await game(html`<div><button>before</button><tri-peaks-game seed="42"></tri-peaks-game></div>`).then(
      () => document.querySelector('tri-peaks-game') as TriPeaksGame,
    );
    await el.dealComplete;
    await el.updateComplete;
    await tabIntoPeaks(el);
    const type = (key: string, code: string, init: KeyboardEventInit = {}) =>
      focused(el)!.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, composed: true, cancelable: true, ...init }));
    type('ы', 'KeyS'); // Russian
    expect(el.stockCount).to.equal(22);
    type('س', 'KeyS'); // Arabic
    expect(el.stockCount).to.equal(21);
    type('σ', 'KeyS'); // Greek
    expect(el.stockCount).to.equal(20);
    type('г', 'KeyU'); // Russian U
    expect(el.stockCount).to.equal(21);
    type('я', 'KeyZ', { ctrlKey: true }); // Ctrl+Z on a Russian layout
    expect(el.stockCount).to.equal(22);
    // A Latin layout is read by the letter: AZERTY's Z is where QWERTY has W.
    type('z', 'KeyW', { ctrlKey: true });
    expect(el.stockCount).to.equal(23);
  });
});
