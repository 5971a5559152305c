// A game under way is never thrown away without asking, and Settings behaves as a
// sheet should: Escape and a tap outside close it, and it offers every option.
import { expect, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { TriPeaksGame } from '../../src/index.js';
import { Localizer } from '../../src/tri-peaks-game/i18n/localizer.js';
import { spoken as spokenIn } from '../../src/tri-peaks-game/text.js';
import { clickMove, control, game, peakButton, root, isOpen, openSettings, settings } from './helpers.js';

const spoken = (text: string) => spokenIn(new Localizer('en'), text);

const question = (el: TriPeaksGame) => root(el).querySelector('.confirm');
/** A real click (mouse down and up) at the middle of `r`, or at the point (x, y). */
async function clickAt(r: DOMRect | [number, number]): Promise<void> {
  const [x, y] = Array.isArray(r) ? r : [r.left + r.width / 2, r.top + r.height / 2];
  await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
}
const input = (el: TriPeaksGame, selector: string) => root(el).querySelector<HTMLInputElement>(selector)!;

async function moveOnce(el: TriPeaksGame): Promise<void> {
  clickMove(el, el.game!.legalMoves()[0]);
  await el.updateComplete;
}

describe('<tri-peaks-game> asks before a game under way is lost', () => {
  it('deals at once while no move was made', async () => {
    const el = await game();
    const cards = el.cards;
    control(el, 'New game').click();
    await el.dealComplete;
    expect(question(el)).to.equal(null);
    expect(el.cards).to.not.equal(cards);
  });

  it('disables Hint and Undo while a new deal is searched for, and gives no hint meanwhile', async () => {
    const el = await game();
    clickMove(el, el.game!.solve().solution![0]);
    await el.updateComplete;
    let release!: () => void;
    el.beforeNewDeal = () => new Promise<void>((resolve) => (release = resolve));
    el.seed = '43';
    await el.updateComplete;
    await waitUntil(() => release !== undefined, 'the deal waits for the hook');
    const hint = control(el, 'Hint');
    expect(hint.disabled, 'Hint while dealing').to.equal(true);
    expect(control(el, 'Undo').disabled, 'Undo while dealing').to.equal(true);
    expect(await el.hint()).to.equal(null);
    expect(el.undo()).to.equal(false);
    release();
    await el.dealComplete;
    await el.updateComplete;
    expect(hint.disabled, 'Hint once the deal is on the board').to.equal(false);
  });

  it('asks after a move: Keep playing keeps the game, New game deals', async () => {
    const el = await game();
    await moveOnce(el);
    const cards = el.cards;
    control(el, 'New game').click();
    await el.updateComplete;
    expect(question(el)).to.exist;
    expect(root(el).activeElement?.textContent?.trim(), 'the question takes the focus').to.equal('New game');
    control(el, 'Keep playing').click();
    await el.updateComplete;
    expect(question(el)).to.equal(null);
    expect(el.cards).to.equal(cards);
    expect(el.game!.history).to.have.length(1);
    control(el, 'New game').click();
    await el.updateComplete;
    [...root(el).querySelectorAll<HTMLButtonElement>('.confirm button')].find((b) => b.textContent.trim() === 'New game')!.click();
    await el.dealComplete;
    expect(el.cards).to.not.equal(cards);
  });

  it('asks on N, and Escape keeps the game', async () => {
    const el = await game(html`<div><button>before</button><tri-peaks-game seed="42"></tri-peaks-game></div>`).then(
      () => document.querySelector('tri-peaks-game') as TriPeaksGame,
    );
    await el.dealComplete;
    await moveOnce(el);
    peakButton(
      el,
      [...Array(28).keys()].find((p) => !el.game!.isRemoved(p))!,
    )!.focus();
    const cards = el.cards;
    await sendKeys({ press: 'n' });
    await el.updateComplete;
    expect(question(el)).to.exist;
    await sendKeys({ press: 's' });
    expect(el.game!.history, 'keys behind the question do nothing').to.have.length(1);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(question(el)).to.equal(null);
    expect(el.cards).to.equal(cards);
  });

  it('asks before a setting deals again: Space on the wrap switch waits for the answer', async () => {
    const el = await game();
    await moveOnce(el);
    await openSettings(el);
    const wrap = input(el, 'input[name="wrap"]');
    wrap.focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(question(el)).to.exist;
    expect(isOpen(el), 'the question takes the place of the sheet').to.equal(false);
    expect(el.wrap).to.equal(true);
    expect(wrap.checked, 'the switch shows the setting in force').to.equal(true);
    control(el, 'Keep playing').click();
    await el.updateComplete;
    expect([el.wrap, wrap.checked, el.game!.history.length]).to.deep.equal([true, true, 1]);
    input(el, 'input[name="scoring"][value="betting"]').click();
    await el.updateComplete;
    [...root(el).querySelectorAll<HTMLButtonElement>('.confirm button')][0].click();
    await el.updateComplete; // the setting is made, which asks for the deal
    await el.dealComplete;
    expect(el.scoring).to.equal('betting');
    expect(el.game!.options.scoring).to.equal('betting');
  });
});

describe('<tri-peaks-game> Settings', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('offers the game, the jokers, wrap, face-up, the deal mode, the scoring, sound and large cards', async () => {
    const el = await game();
    const names = [...root(el).querySelectorAll<HTMLInputElement>('.settings input')].map(
      (i) => `${i.name}${i.type === 'radio' ? `=${i.value}` : ''}`,
    );
    expect(names).to.deep.equal([
      'layout=tri-peaks',
      'layout=golf',
      'wild=0',
      'wild=1',
      'wild=2',
      'wrap',
      'faceUp',
      'deal=winnable',
      'deal=any',
      'deal=easy',
      'deal=medium',
      'deal=hard',
      'scoring=points',
      'scoring=betting',
      'sound',
      'largePrint',
    ]);
    input(el, 'input[name="faceUp"]').click();
    await el.updateComplete;
    await el.dealComplete;
    expect(el.faceUp).to.equal(true);
  });

  it('closes on Escape (the focus back on its toggle) and on a tap outside it', async () => {
    const el = await game();
    const toggle = root(el).querySelector<HTMLElement>('.settings-toggle')!;
    await openSettings(el);
    expect(isOpen(el)).to.equal(true);
    input(el, 'input[name="wrap"]').focus();
    await sendKeys({ press: 'Escape' });
    expect(isOpen(el)).to.equal(false);
    expect(root(el).activeElement).to.equal(toggle);
    await openSettings(el);
    await clickAt([innerWidth - 4, innerHeight - 4]);
    expect(isOpen(el), 'a tap on the page').to.equal(false);
    await openSettings(el);
    const history = el.game!.history.length;
    await clickAt(root(el).querySelector('.card.free')!.getBoundingClientRect());
    expect(isOpen(el), 'a tap on the game behind the sheet').to.equal(false);
    expect(el.game!.history.length, 'the tap only closes the sheet').to.equal(history);
    await openSettings(el);
    await clickAt(root(el).querySelector('.settings legend')!.getBoundingClientRect());
    expect(isOpen(el), 'a tap inside').to.equal(true);
    await clickAt(toggle.getBoundingClientRect());
    expect(isOpen(el), 'its button closes it again').to.equal(false);
  });

  it('stops the game keys while it is open, as a tap on the game only closes it', async () => {
    const el = await game();
    await openSettings(el);
    input(el, 'input[name="wrap"]').focus();
    for (const press of ['s', 'h', 'n', 'u']) await sendKeys({ press });
    await el.updateComplete;
    expect([el.game!.history.length, question(el), root(el).querySelector('.hinted')]).to.deep.equal([0, null, null]);
    expect(isOpen(el)).to.equal(true);
  });

  it("never covers the cards the player can play on a phone, nor changes the element's size", async () => {
    const playable = (el: TriPeaksGame) =>
      [...root(el).querySelectorAll('.card.free, .stock, .waste')].map((c) => c.getBoundingClientRect());
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const onScreen = (r: DOMRect) => r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    try {
      // A phone held upright: the game at the top of an article, then scrolled to the bottom of the screen.
      await setViewport({ width: 360, height: 740 });
      for (const layout of ['tri-peaks', 'golf']) {
        const page = await game(
          html`<div style="padding: 8px 20px 900px"><p style="height: 400px">Article text</p><tri-peaks-game seed="42" layout=${layout}></tri-peaks-game></div>`,
        );
        const el = page.querySelector('tri-peaks-game') as unknown as TriPeaksGame;
        await el.dealComplete;
        for (const where of ['top', 'bottom'] as const) {
          el.scrollIntoView({ block: where === 'top' ? 'start' : 'end' });
          const size = el.getBoundingClientRect();
          await openSettings(el);
          const sheet = settings(el).getBoundingClientRect();
          expect(onScreen(sheet), `${layout}, game at the ${where}: the whole sheet is on the screen`).to.equal(true);
          expect(
            playable(el).filter((r) => overlaps(r, sheet)),
            `${layout}, game at the ${where}: cards under the sheet`,
          ).to.have.length(0);
          const after = el.getBoundingClientRect();
          expect([after.width, after.height], 'the element keeps its size').to.deep.equal([size.width, size.height]);
          // The page scrolls with the sheet open: the sheet follows the cards.
          window.scrollBy(0, where === 'top' ? -60 : 60);
          await new Promise(requestAnimationFrame);
          const moved = settings(el).getBoundingClientRect();
          expect(
            playable(el).filter((r) => overlaps(r, moved)),
            `${layout}, ${where}, scrolled`,
          ).to.have.length(0);
          settings(el).hidePopover();
        }
      }
      // A phone held sideways has room neither above nor below: the sheet lies over the table, all of it on the screen.
      await setViewport({ width: 740, height: 360 });
      const el = await game(html`<tri-peaks-game seed="42"></tri-peaks-game>`);
      el.scrollIntoView();
      await openSettings(el);
      expect(onScreen(settings(el).getBoundingClientRect()), 'sideways: the whole sheet is on the screen').to.equal(true);
      settings(el).hidePopover();
      // A small phone: it scrolls, and stays where the player scrolled it.
      await setViewport({ width: 320, height: 480 });
      el.scrollIntoView();
      await openSettings(el);
      expect(settings(el).scrollHeight).to.be.greaterThan(settings(el).clientHeight);
      settings(el).scrollTop = 50;
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      expect(settings(el).scrollTop).to.equal(50);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shows the selected choice as selected in dark mode', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await game();
    await openSettings(el);
    const on = getComputedStyle(input(el, 'input[name="deal"][value="winnable"]')).accentColor;
    const panel = getComputedStyle(settings(el)).backgroundColor;
    const channels = (c: string) =>
      c
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const light = (c: string) => channels(c).reduce((a, b) => a + b, 0) / 3;
    expect(Math.abs(light(on) - light(panel)), `${on} on ${panel}`).to.be.greaterThan(80);
  });
});

describe('<tri-peaks-game> words for screen readers', () => {
  it('names cards in words in hints and refusals, and says which cards can be played', async () => {
    const el = await game();
    const live = () => root(el).querySelector('[aria-live="polite"]')!.textContent;
    const stuck = [...Array(28).keys()].find((p) => el.game!.isFaceUp(p) && !el.game!.canPlay(p))!;
    peakButton(el, stuck)!.click();
    await el.updateComplete;
    expect(live()).to.match(/^(Ace|King|Queen|Jack|\d+) of \w+ does not fit (Ace|King|Queen|Jack|\d+) of \w+\./);
    expect(live()).to.not.match(/[\u2660-\u2667]/);
    const h = (await el.hint())!;
    expect(live()).to.include(spoken(h.reason));
    for (let p = 18; p < 28; p++) {
      const name = peakButton(el, p)!.getAttribute('aria-label')!;
      expect(name.endsWith(', playable'), name).to.equal(el.game!.canPlay(p));
    }
  });

  it('puts the focus on a card that can be played after New deal', async () => {
    const el = await game(html`<tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game>`);
    while (el.status === 'playing') {
      const moves = el.game!.legalMoves();
      clickMove(el, moves.find((m) => m.kind === 'stock') ?? moves[0]);
      await el.updateComplete;
    }
    control(el, 'New deal').focus();
    await sendKeys({ press: 'Enter' });
    await el.dealComplete;
    await el.updateComplete;
    const focused = root(el).activeElement as HTMLElement;
    expect(focused.dataset.pos, 'a peak card has the focus').to.exist;
    if (el.game!.legalMoves().some((m) => m.kind === 'play')) expect(el.game!.canPlay(Number(focused.dataset.pos))).to.equal(true);
  });
});

describe('<tri-peaks-game> the hint never looks like the focus ring', () => {
  afterEach(() => emulateMedia({ forcedColors: 'none' }));

  for (const forcedColors of ['none', 'active'] as const) {
    it(`marks the hint by its shape and a tag, not by colour alone (forced colours: ${forcedColors})`, async () => {
      await emulateMedia({ forcedColors });
      const el = await game();
      const h = (await el.hint())!;
      expect(h.position, 'seed 42 hints a card').to.not.equal(null);
      const hinted = peakButton(el, h.position!)!;
      const other = [...Array(28).keys()].map((p) => peakButton(el, p)).find((b) => b && b !== hinted && b.classList.contains('up'))!;
      other.focus();
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowLeft' });
      const focused = root(el).activeElement as HTMLElement;
      expect(focused).to.not.equal(hinted);
      const ring = (b: HTMLElement) => getComputedStyle(b.querySelector(':scope > span')!).outlineStyle;
      const tag = (b: HTMLElement) => {
        const marker = b.querySelector('.hint-tag');
        return marker ? getComputedStyle(marker, '::before').content : 'none';
      };
      expect(ring(hinted)).to.equal('dashed');
      expect(tag(hinted)).to.include('Hint');
      expect(ring(focused)).to.not.equal('dashed');
      expect(tag(focused)).to.equal('none');
    });
  }
});

describe('<tri-peaks-game> show-winnable on a deal that never was winnable', () => {
  it('says "Not winnable", not "No longer winnable"', async () => {
    const el = await game(html`<tri-peaks-game seed="2" deal="any" wrap="off" show-winnable></tri-peaks-game>`);
    expect(el.game!.solve().winnable, 'seed 2, any, wrap off is unwinnable').to.equal(false);
    clickMove(el, el.game!.legalMoves()[0]);
    await el.updateComplete;
    const badge = () => root(el).querySelector('.winnable .long')?.textContent ?? '';
    await waitUntil(() => badge() === 'Not winnable', `badge says "${badge()}"`, { timeout: 8000 });
  });

  it('judges the start of a Golf deal in Golf: seed 11 was winnable, seed 15 never was', async () => {
    for (const [seed, said] of [
      ['11', 'No longer winnable'],
      ['15', 'Not winnable'],
    ]) {
      const el = await game(html`<tri-peaks-game seed=${seed} layout="golf" deal="any" show-winnable></tri-peaks-game>`);
      expect(el.game!.solve().winnable, `seed ${seed}`).to.equal(seed === '11');
      el.turnStock(); // after which neither can be won
      const badge = () => root(el).querySelector('.winnable .long')?.textContent ?? '';
      await waitUntil(() => badge() === said, `seed ${seed}: badge says "${badge()}"`, { timeout: 8000 });
    }
  });
});

describe('<tri-peaks-game> keyboard help on a touch screen', () => {
  it('hides the keys in Settings where there is no hover and a coarse pointer', async () => {
    const el = await game();
    const rules = root(el).adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    const touch = rules.find(
      (r): r is CSSMediaRule =>
        r instanceof CSSMediaRule && /hover:\s*none/.test(r.conditionText) && /pointer:\s*coarse/.test(r.conditionText),
    );
    expect(touch, 'a touch-screen rule').to.exist;
    const hides = [...touch!.cssRules].some((r) => r instanceof CSSStyleRule && r.selectorText === '.keys' && r.style.display === 'none');
    expect(hides).to.equal(true);
  });
});
