// Golf and jokers in the element: the attributes, the drawing, play by clicks and by keys to a win and a loss.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { type Move, Game, JOKERS, cardCode } from '../../src/engine/standalone.js';
import type { TriPeaksGame } from '../../src/index.js';
import {
  clickMove,
  control,
  game,
  peakButton,
  peakButtons,
  playToLoss,
  record,
  root,
  stockButton,
  verdictShown,
  warnings,
  type BadValue,
  fallsBackFrom,
} from './helpers.js';

function focused(el: TriPeaksGame): HTMLElement | null {
  return root(el).activeElement as HTMLElement | null;
}

/** A Golf game in a page with a button before it, for Tab. */
async function golfWithButton(attributes: { wild?: number; seed?: string } = {}): Promise<TriPeaksGame> {
  await fixture(
    html`<div><button>before</button><tri-peaks-game layout="golf" seed=${attributes.seed ?? '7'} wild=${attributes.wild ?? 0}></tri-peaks-game></div>`,
  );
  const el = document.querySelector('tri-peaks-game') as TriPeaksGame;
  await el.dealComplete;
  await el.updateComplete;
  return el;
}

/** Makes one move with the keyboard only: S for the stock, else the arrows to the card and Enter. */
async function moveByKeys(el: TriPeaksGame, move: Move): Promise<void> {
  if (move.kind === 'stock') {
    await sendKeys({ press: 's' });
  } else {
    const target = el.game!.positionOfCard(move.card)!;
    const column = (p: number) => p % 7;
    for (let i = 0; i < 8 && Number(focused(el)?.dataset.pos) !== target; i++) {
      const at = Number(focused(el)!.dataset.pos);
      await sendKeys({ press: column(target) < column(at) ? 'ArrowLeft' : 'ArrowRight' });
    }
    expect(Number(focused(el)!.dataset.pos), 'the arrows reach the card to play').to.equal(target);
    await sendKeys({ press: 'Enter' });
  }
  await el.updateComplete;
}

/** Tabs into the columns, then plays the solver's winning line by the keyboard. */
async function winByKeys(el: TriPeaksGame): Promise<void> {
  (el.previousElementSibling as HTMLButtonElement).focus();
  await sendKeys({ press: 'Tab' });
  for (const move of el.game!.solve().solution!) await moveByKeys(el, move);
}

/** Tabs into the columns, then plays stock first by the keyboard until the game is lost. */
async function loseByKeys(el: TriPeaksGame): Promise<void> {
  (el.previousElementSibling as HTMLButtonElement).focus();
  await sendKeys({ press: 'Tab' });
  while (el.status === 'playing') {
    const moves = el.game!.legalMoves();
    await moveByKeys(el, moves.find((m) => m.kind === 'stock') ?? moves[0]);
  }
}

describe('<tri-peaks-game> Golf', () => {
  it('deals seven columns of five, all face up, with wrap off and 16 cards in the stock', async () => {
    const el = await game(html`<tri-peaks-game layout="golf" seed="7"></tri-peaks-game>`);
    const buttons = peakButtons(el);
    expect(buttons).to.have.length(35);
    expect(buttons.every((b) => b.classList.contains('up'))).to.equal(true);
    expect(el.wrap).to.equal(false);
    expect(el.game!.options.wrap).to.equal(false);
    expect(el.stockCount).to.equal(16);
    expect(root(el).querySelector('.peaks')!.getAttribute('aria-label')).to.equal('Columns');
    // Only the bottom row is free, and each free card says whether it plays.
    const free = buttons.filter((b) => b.classList.contains('free')).map((b) => Number(b.dataset.pos));
    expect(free).to.deep.equal([28, 29, 30, 31, 32, 33, 34]);
    expect(peakButton(el, 0)!.getAttribute('aria-label')).to.not.include('playable');
    expect(el.cards).to.equal(Game.fromSeed('7', { layout: 'golf' }).dealText);
  });

  it('draws each column top down, each card over the one above it, inside the element at 320 px', async () => {
    await setViewport({ width: 320, height: 700 });
    try {
      const el = await game(html`<tri-peaks-game layout="golf" seed="7"></tri-peaks-game>`);
      const host = el.getBoundingClientRect();
      for (let column = 0; column < 7; column++) {
        const boxes = [0, 1, 2, 3, 4].map((row) => peakButton(el, row * 7 + column)!.getBoundingClientRect());
        for (let row = 1; row < 5; row++) {
          expect(boxes[row].left, `column ${column} is one column`).to.be.closeTo(boxes[0].left, 0.5);
          // Overlapping, and far enough down that the card above shows its index strip.
          expect(boxes[row].top - boxes[row - 1].top).to.be.within(boxes[0].height * 0.25, boxes[0].height * 0.5);
        }
        if (column > 0) {
          const left = peakButton(el, 28 + column - 1)!.getBoundingClientRect();
          expect(boxes[4].left >= left.right, 'columns do not overlap').to.equal(true);
        }
        expect(boxes[0].left >= host.left && boxes[4].right <= host.right, 'inside the element').to.equal(true);
      }
      // The index of a covered card is not covered: the card below starts under it.
      const index = peakButton(el, 0)!.querySelector('.index')!.getBoundingClientRect();
      expect(index.bottom <= peakButton(el, 7)!.getBoundingClientRect().top + 1, 'the index strip shows').to.equal(true);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shows the show-winnable badge whole beside the piles at 320 px', async () => {
    await setViewport({ width: 320, height: 700 });
    try {
      const el = await game(html`<tri-peaks-game layout="golf" seed="7" show-winnable></tri-peaks-game>`);
      await waitUntil(() => root(el).querySelector('.winnable.yes'), 'the badge never said winnable', { timeout: 8000 });
      const badge = root(el).querySelector<HTMLElement>('.winnable')!;
      const box = badge.getBoundingClientRect();
      expect(badge.scrollWidth <= badge.clientWidth + 1, 'the badge text is not cut off').to.equal(true);
      const [waste, host] = [root(el).querySelector('.waste')!.getBoundingClientRect(), el.getBoundingClientRect()];
      expect(box.left >= waste.right && box.right <= host.right, 'beside the waste, inside the element').to.equal(true);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('deals the daily Golf deal with a joker, winnable by the exact solver', async () => {
    const el = await game(html`<tri-peaks-game layout="golf" wild="1" seed="daily:2026-12-01"></tri-peaks-game>`);
    expect(el.game!.origin).to.deep.equal({ seed: 'daily:2026-12-01', mode: 'winnable' });
    expect(el.game!.solve().winnable).to.equal(true);
    expect(el.cards).to.equal(Game.fromSeed('daily:2026-12-01', { layout: 'golf', wild: 1 }).dealText);
  });

  it('takes wrap="on" over the layout default, and goes back to it when the attribute goes', async () => {
    const el = await game(html`<tri-peaks-game layout="golf" seed="7" wrap="on"></tri-peaks-game>`);
    expect(el.game!.options.wrap).to.equal(true);
    el.removeAttribute('wrap');
    await el.updateComplete;
    await el.dealComplete;
    expect(el.wrap).to.equal(false);
    expect(el.game!.options.wrap).to.equal(false);
    el.layout = 'tri-peaks';
    await el.updateComplete;
    await el.dealComplete;
    expect(el.wrap).to.equal(true);
    expect(peakButtons(el)).to.have.length(28);
  });

  const bad: BadValue[] = [
    ['layout', 'klondike', '"tri-peaks"', (el) => expect(el.game!.options.layout).to.equal('tri-peaks')],
    ['wild', '3', '"0"', (el) => expect(el.game!.options.wild).to.equal(0)],
    ['wrap', 'maybe', '"off" in Golf', (el) => expect(el.game!.options.wrap).to.equal(false)],
    ['scoring', 'betting', '"points"', (el) => expect(el.game!.options.scoring).to.equal('points')],
  ];
  fallsBackFrom(bad, () => html`<tri-peaks-game layout="golf" seed="7"></tri-peaks-game>`);

  it('plays to a win by clicks: events carry the layout, the jokers and the strokes', async () => {
    const el = await game(html`<tri-peaks-game layout="golf" seed="7"></tri-peaks-game>`);
    const events = record(el);
    const line = el.game!.solve().solution!;
    for (const move of line) {
      clickMove(el, move);
      await el.updateComplete;
    }
    expect(el.status).to.equal('won');
    const win = events.find((e) => e.type === 'win')!.detail;
    expect(win).to.deep.include({ layout: 'golf', wild: 0, seed: '7', strokes: -el.stockCount });
    expect(root(el).querySelector('.panel h2')!.textContent).to.equal('Columns cleared!');
    expect(root(el).querySelector('.panel')!.textContent).to.include('Strokes');
    // The statistics count Golf in strokes: the best is the fewest.
    const golf = el.stats.rules['golf nowrap wild0 winnable strokes'];
    const strokes = -el.stockCount;
    expect([golf.played, golf.won, golf.bestScore]).to.deep.equal([1, 1, strokes]);
    control(el, 'Play again').click();
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('.statistics-toggle')!.click();
    await el.updateComplete;
    const panel = root(el).querySelector('.panel.statistics')!.textContent.replace(/\s+/g, ' ');
    expect(panel).to.include(`Fewest strokes${strokes}`).and.not.include('Best score');
  });

  it('plays to a win by the keyboard: the arrows go from one free card to the next', async () => {
    const el = await golfWithButton();
    await winByKeys(el);
    expect(el.status).to.equal('won');
  });

  it('plays to a loss by the keyboard, with a joker in the deck', async () => {
    const el = await golfWithButton({ wild: 1, seed: '5' });
    await loseByKeys(el);
    expect(el.status).to.equal('lost');
    expect(root(el).querySelector('.panel h2')!.textContent).to.equal('No more moves');
  });

  it('moves the focus over the free cards only, one column at a time', async () => {
    const el = await golfWithButton();
    (el.previousElementSibling as HTMLButtonElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(el)!.dataset.pos).to.equal('28');
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)!.dataset.pos).to.equal('29');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el)!.dataset.pos, 'up leads to no covered card').to.equal('29');
    await sendKeys({ press: 'End' });
    expect(focused(el)!.dataset.pos).to.equal('34');
  });

  it('loses when the stock is empty and nothing fits, and gives the verdict on the deal', async () => {
    const el = await game(html`<tri-peaks-game layout="golf" seed="7"></tri-peaks-game>`);
    const events = record(el);
    await playToLoss(el);
    expect(el.status).to.equal('lost');
    const lose = events.find((e) => e.type === 'lose')!.detail;
    expect(lose).to.deep.include({ layout: 'golf', wild: 0, strokes: el.game!.peakCardsLeft, cardsLeft: el.game!.peakCardsLeft });
    const verdict = await verdictShown(el);
    expect(verdict.textContent).to.include('This deal could be won.');
    expect(root(el).querySelector('.panel')!.textContent).to.include('left in the columns');
  });

  it('watches a winning line of a lost Golf deal, from the deal and from the last winnable move', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await game(html`<tri-peaks-game layout="golf" seed="7"></tri-peaks-game>`);
      await playToLoss(el);
      const verdict = await verdictShown(el);
      verdict.querySelector<HTMLButtonElement>('.watch')!.click();
      await el.updateComplete;
      expect(el.watching).to.equal(true);
      expect(peakButtons(el), 'the line clears the columns').to.have.length(0);
      expect(root(el).querySelector('.panel p')!.textContent).to.include('clears the columns in');
      expect(el.status, "the player's game is untouched").to.equal('lost');
      await el.newGame('7');
      await playToLoss(el);
      const again = await verdictShown(el);
      again.querySelector<HTMLButtonElement>('.watch-own')!.click();
      await waitUntil(() => el.watching && peakButtons(el).length === 0, "the line from the player's move never cleared the columns");
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('gives a hint that is a legal move of the Golf game', async () => {
    const el = await game(html`<tri-peaks-game layout="golf" seed="7"></tri-peaks-game>`);
    const hint = await el.hint();
    expect(hint?.move).to.exist;
    const legal = el.game!.legalMoves().map((m) => (m.kind === 'stock' ? '|' : cardCode(m.card)));
    expect(legal).to.include(hint!.move!.kind === 'stock' ? '|' : cardCode(hint!.move!.card));
  });

  it('switches to Golf and to jokers from Settings', async () => {
    const el = await game(html`<tri-peaks-game seed="7"></tri-peaks-game>`);
    const events = record(el);
    root(el).querySelector<HTMLInputElement>('.settings input[name="layout"][value="golf"]')!.click();
    await el.updateComplete;
    await el.dealComplete;
    expect(el.layout).to.equal('golf');
    expect(peakButtons(el)).to.have.length(35);
    root(el).querySelector<HTMLInputElement>('.settings input[name="wild"][value="2"]')!.click();
    await el.updateComplete;
    await el.dealComplete;
    expect(el.wild).to.equal(2);
    expect(events.filter((e) => e.type === 'deal').map((e) => [e.detail.layout, e.detail.wild, e.detail.wrap])).to.deep.equal([
      ['golf', 0, false],
      ['golf', 2, false],
    ]);
    // Golf is always face up and scores in points: those choices are off.
    expect(root(el).querySelector<HTMLInputElement>('.settings input[name="faceUp"]')!.disabled).to.equal(true);
    expect(root(el).querySelector<HTMLInputElement>('.settings input[value="betting"]')!.disabled).to.equal(true);
  });

  it('puts a saved Golf game back, and ignores it for Tri Peaks', async () => {
    localStorage.removeItem('golf-test');
    const first = await game(html`<tri-peaks-game layout="golf" seed="7" save-key="golf-test"></tri-peaks-game>`);
    const line = first.game!.solve().solution!.slice(0, 5);
    for (const move of line) {
      clickMove(first, move);
      await first.updateComplete;
    }
    const moves = first.game!.moveText;
    first.remove();
    const again = await game(html`<tri-peaks-game layout="golf" save-key="golf-test"></tri-peaks-game>`);
    expect(again.game!.moveText).to.equal(moves);
    again.remove();
    const warned = await warnings(async () => {
      const tri = await game(html`<tri-peaks-game save-key="golf-test"></tri-peaks-game>`);
      expect(tri.game!.history).to.have.length(0);
      expect(tri.game!.options.layout).to.equal('tri-peaks');
    });
    expect(warned.join('\n')).to.include('other options');
    localStorage.removeItem('golf-test');
  });
});

describe('<tri-peaks-game> jokers', () => {
  /** The first seed whose Golf deal (with `wild` jokers) has a joker among the free cards. */
  function seedWithFreeJoker(wild: number): string {
    for (let seed = 1; ; seed++) {
      const g = Game.fromSeed(String(seed), { layout: 'golf', wild, mode: 'any' });
      if ([28, 29, 30, 31, 32, 33, 34].some((p) => JOKERS.includes(g.cardAt(p)))) return String(seed);
    }
  }

  it('draws a joker and names it "Joker", playable onto any card', async () => {
    const seed = seedWithFreeJoker(1);
    const el = await game(html`<tri-peaks-game layout="golf" wild="1" deal="any" seed=${seed}></tri-peaks-game>`);
    const position = [28, 29, 30, 31, 32, 33, 34].find((p) => JOKERS.includes(el.game!.cardAt(p)))!;
    const button = peakButton(el, position)!;
    expect(button.getAttribute('aria-label')).to.equal('Joker, playable');
    expect(button.dataset.card).to.equal('W1');
    expect(button.querySelector('.face.joker')).to.exist;
    button.click();
    await el.updateComplete;
    expect(root(el).querySelector('.waste')!.getAttribute('aria-label')).to.equal('Waste: Joker');
    // Any free card now fits the joker.
    expect(peakButtons(el).filter((b) => b.getAttribute('aria-label')!.endsWith(', playable'))).to.have.length(7);
  });

  for (const layout of ['golf', 'tri-peaks'] as const) {
    it(`plays a ${layout} deal with two jokers to a win by clicks, and one to a loss`, async () => {
      const el = await game(html`<tri-peaks-game layout=${layout} wild="2" seed="11"></tri-peaks-game>`);
      expect(el.game!.dealText.split(' ')).to.include.members(['W1', 'W2']);
      for (const move of el.game!.solve().solution!) {
        clickMove(el, move);
        await el.updateComplete;
      }
      expect(el.status).to.equal('won');
      await el.newGame('12');
      await playToLoss(el);
      expect(el.status).to.equal('lost');
    });
  }

  it('plays a Golf deal with a joker to a win by the keyboard', async () => {
    const el = await golfWithButton({ wild: 1, seed: seedWithFreeJoker(1) });
    await winByKeys(el);
    expect(el.status).to.equal('won');
  });

  it('keeps the stock button and the waste inside the element with jokers in the deal', async () => {
    const el = await game(html`<tri-peaks-game layout="golf" wild="2" seed="3"></tri-peaks-game>`);
    expect(el.stockCount).to.equal(18);
    expect(stockButton(el).getAttribute('aria-label')).to.include('18 cards left');
  });
});
