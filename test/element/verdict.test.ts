// The truth about a lost deal (the verdict and "Watch a winning line"), show-winnable,
// and the undos and hints on the end panels and in the win and lose events.
import { expect, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { type Move, Game, cardName, dealVerdict } from '../../src/engine/standalone.js';
import type { TriPeaksGame } from '../../src/index.js';
import { Localizer } from '../../src/tri-peaks-game/i18n/localizer.js';
import {
  clickMove,
  control,
  game,
  lossLine,
  nextTask,
  peakButtons,
  playToLoss,
  record,
  root,
  verdictShown,
  expectAccessible,
} from './helpers.js';

const ordinal = (n: number) => new Localizer('en').nth(n);

/** The verdict's words, worked out with the engine's synchronous dealVerdict. */
function expectedVerdict(lost: Game): string {
  const v = dealVerdict(lost);
  if (!v.winnableFromStart) return 'This deal could not be won: no line clears the peaks.';
  const n = v.winnableUntilMove!;
  const move = lost.history[n];
  const what = move.kind === 'stock' ? 'turning the stock' : `playing the ${cardName(move.card)}`;
  return n === 0
    ? `This deal could be won. It was lost from your first move, ${what}.`
    : `This deal could be won. Still winnable after your ${ordinal(n)} move. Your ${ordinal(n + 1)}, ${what}, lost it.`;
}

const text = (el: Element | null) => el?.textContent!.replace(/\s+/g, ' ').trim() ?? null;
const badge = (el: TriPeaksGame) => text(root(el).querySelector('.winnable .long'));

async function clickAll(el: TriPeaksGame, moves: readonly Move[]): Promise<void> {
  for (const move of moves) {
    clickMove(el, move);
    await el.updateComplete;
  }
}

describe('<tri-peaks-game> the truth about the deal', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('says "Checking the deal…", then until which move a lost game was still winnable', async () => {
    const el = await game(html`<tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game>`);
    await playToLoss(el);
    expect(el.status).to.equal('lost');
    expect(text(root(el).querySelector('.verdict'))).to.equal('Checking the deal…');
    const verdict = await verdictShown(el);
    const expected = expectedVerdict(el.game!);
    expect(expected).to.match(/Still winnable after your 10th move\. Your 11th, /);
    expect(text(verdict.querySelector('p'))).to.equal(expected);
    expect(root(el).querySelector('[role="status"][aria-live]')!.textContent).to.include('Still winnable after your 10th move.');
    expect(text(verdict.querySelector('button'))).to.equal('Watch a winning line');
    // The styles parse whole (a bad escape in a css`` template would drop them all).
    expect(getComputedStyle(root(el).querySelector('.panel')!).borderRadius).to.equal('14px');
    expect(getComputedStyle(verdict).borderRadius).to.equal('10px');
    await expectAccessible(el);
  });

  it('says when it was lost from the first move', async () => {
    const el = await game(html`<tri-peaks-game seed="206"></tri-peaks-game>`);
    clickMove(el, { kind: 'play', card: el.game!.deal.find((c) => cardName(c) === '9 of spades')! });
    await el.updateComplete;
    await playToLoss(el);
    const verdict = await verdictShown(el);
    expect(text(verdict.querySelector('p'))).to.equal('This deal could be won. It was lost from your first move, playing the 9 of spades.');
    expect(text(verdict.querySelector('p'))).to.equal(expectedVerdict(el.game!));
  });

  it('says when a deal could never be won, and offers no line to watch', async () => {
    const el = await game(html`<tri-peaks-game seed="2" deal="any" wrap="off"></tri-peaks-game>`);
    expect(el.game!.solve().winnable, 'seed 2, any, wrap off is unwinnable').to.equal(false);
    await playToLoss(el);
    const verdict = await verdictShown(el);
    expect(text(verdict)).to.equal('This deal could not be won: no line clears the peaks.');
    expect(verdict.querySelector('button')).to.equal(null);
    await expectAccessible(el);
  });

  it('drops a verdict that comes too late: play again, undo', async () => {
    const el = await game(html`<tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game>`);
    await playToLoss(el);
    control(el, 'Play again').click();
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await el.updateComplete;
    expect(el.status).to.equal('playing');
    expect(root(el).querySelector('.verdict, .panel')).to.equal(null);
    expect(root(el).querySelector('[role="status"][aria-live]')!.textContent).to.not.include('winnable');
    // New deal right after the loss: the next loss gets its own verdict.
    await playToLoss(el);
    control(el, 'New deal').click();
    await el.dealComplete;
    await el.updateComplete;
    expect(root(el).querySelector('.panel') === null, 'no panel after New deal').to.equal(true);
    await playToLoss(el);
    expect(text((await verdictShown(el)).querySelector('p'))).to.equal(expectedVerdict(el.game!));
  });

  it('plays a winning line on its own board, at once under reduced motion, firing no game events', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await game(html`<tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game>`);
    await playToLoss(el);
    const lostScore = el.score;
    const lostHistory = el.game!.history.length;
    const verdict = await verdictShown(el);
    const events = record(el);
    verdict.querySelector('button')!.click();
    await el.updateComplete;
    expect(el.watching).to.equal(true);
    expect(peakButtons(el)).to.have.length(0);
    expect(text(root(el).querySelector('.panel h2'))).to.equal('One way through');
    const line = dealVerdict(el.game!).solution!;
    expect(text(root(el).querySelector('.panel p'))).to.include(`clears the peaks in ${line.length} moves`);
    expect(root(el).getAnimations()).to.have.length(0);
    // The player's game is untouched, and nothing was reported as played.
    expect(events).to.deep.equal([]);
    expect(el.status).to.equal('lost');
    expect(el.score).to.equal(lostScore);
    expect(el.game!.history.length).to.equal(lostHistory);
    await expectAccessible(el);
    // Play again: the same deal, the player's turn.
    const cards = el.cards;
    control(el, 'Play again').click();
    await el.updateComplete;
    expect(el.watching).to.equal(false);
    expect(el.status).to.equal('playing');
    expect(el.cards).to.equal(cards);
    expect(peakButtons(el)).to.have.length(28);
    expect(events.map((e) => e.type)).to.deep.equal(['deal']);
  });

  it('plays a winning line at a followable pace, and Stop (or Escape) goes back to the loss', async () => {
    const el = await game(html`<tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game>`);
    await playToLoss(el);
    const lostBoard = peakButtons(el).length;
    const events = record(el);
    const watch = (await verdictShown(el)).querySelector('button')!;
    watch.focus();
    watch.click();
    await el.updateComplete;
    expect(el.watching).to.equal(true);
    expect(root(el).querySelector('.panel')).to.equal(null);
    expect(peakButtons(el)).to.have.length(28);
    const bar = root(el).querySelector('.replay')!;
    expect(text(bar)).to.match(/^Winning line move 0 of \d+ Stop$/);
    expect(root(el).activeElement).to.equal(bar.querySelector('button'));
    // The first move comes after the deal settles, then one about every 0.6 s.
    await waitUntil(() => /move 2 of/.test(text(bar)!), 'two moves played', { timeout: 3000, interval: 50 });
    expect(events).to.deep.equal([]);
    bar.querySelector('button')!.click();
    await el.updateComplete;
    expect(el.watching).to.equal(false);
    expect(peakButtons(el)).to.have.length(lostBoard);
    expect(text(root(el).querySelector('.panel h2'))).to.equal('No more moves');
    expect(root(el).activeElement).to.equal(root(el).querySelector('.panel .watch'));
    // Escape stops it too.
    (root(el).querySelector('.panel .watch') as HTMLElement).click();
    await el.updateComplete;
    expect(el.watching).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.watching).to.equal(false);
    expect(events).to.deep.equal([]);
  });
});

describe('<tri-peaks-game> show-winnable', () => {
  it('is off by default; on, it follows the position: still winnable, no longer, and back after an undo', async () => {
    const off = await game(html`<tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game>`);
    expect(root(off).querySelector('.winnable')).to.equal(null);

    const el = await game(html`<tri-peaks-game seed="tri-peaks-blog" show-winnable></tri-peaks-game>`);
    expect(el.showWinnable).to.equal(true);
    await waitUntil(() => badge(el) === 'Still winnable', 'the deal is winnable', { timeout: 5000, interval: 20 });
    // The stock-first line loses the deal at its 11th move (see the verdict test).
    const line = lossLine(el.game!);
    await clickAll(el, line.slice(0, 10));
    await waitUntil(() => badge(el) === 'Still winnable' && !root(el).querySelector('.winnable.stale'), 'still winnable after 10 moves', {
      timeout: 5000,
      interval: 20,
    });
    await clickAll(el, line.slice(10, 11));
    await waitUntil(() => badge(el) === 'No longer winnable', 'no longer winnable after the 11th', { timeout: 5000, interval: 20 });
    expect(root(el).querySelector('.winnable.no')).to.exist;
    await expectAccessible(el);
    el.undo();
    await waitUntil(() => badge(el) === 'Still winnable', 'winnable again after an undo', { timeout: 5000, interval: 20 });
    // Turned off, the badge goes; turned on, it comes back.
    el.showWinnable = false;
    await el.updateComplete;
    expect(root(el).querySelector('.winnable')).to.equal(null);
    el.setAttribute('show-winnable', '');
    await waitUntil(() => badge(el) === 'Still winnable', 'back on', { timeout: 5000, interval: 20 });
  });

  it('keeps up with quick moves: only the latest position is answered', async () => {
    const el = await game(html`<tri-peaks-game seed="tri-peaks-blog" show-winnable></tri-peaks-game>`);
    const line = lossLine(el.game!);
    for (const move of line.slice(0, 14)) clickMove(el, move); // no waiting between clicks
    await waitUntil(() => badge(el) === 'No longer winnable', 'the latest answer', { timeout: 5000, interval: 20 });
    await nextTask();
    expect(badge(el)).to.equal('No longer winnable');
  });
});

describe('<tri-peaks-game> undos and hints', () => {
  it('reports them in the win event and on the win panel; none is a clean win', async () => {
    const el = await game(html`<tri-peaks-game seed="42"></tri-peaks-game>`);
    const events = record(el);
    const solution = el.game!.solve().solution!;
    clickMove(el, solution[0]);
    el.undo();
    await el.hint();
    await clickAll(el, solution);
    const win = events.find((e) => e.type === 'win')!;
    expect(win.detail).to.include({ undos: 1, hints: 1 });
    expect(text(root(el).querySelector('.panel .assists'))).to.equal('1 undo, 1 hint');

    const clean = await game(html`<tri-peaks-game seed="42"></tri-peaks-game>`);
    const cleanEvents = record(clean);
    await clickAll(clean, solution);
    expect(cleanEvents.find((e) => e.type === 'win')!.detail).to.include({ undos: 0, hints: 0 });
    expect(text(root(clean).querySelector('.panel .assists'))).to.equal('No undos, no hints — a clean win');
  });

  it('reports them in the lose event and on the loss panel', async () => {
    const el = await game(html`<tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game>`);
    const events = record(el);
    await el.hint();
    el.turnStock();
    el.turnStock();
    el.undo();
    el.undo();
    await el.hint(); // the same position as the first hint: a second hint taken
    await playToLoss(el);
    expect(events.find((e) => e.type === 'lose')!.detail).to.include({ undos: 2, hints: 2 });
    expect(text(root(el).querySelector('.panel .assists'))).to.equal('2 undos, 2 hints');
  });
});
