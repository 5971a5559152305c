// Playing: a whole game won by clicking, events in order, refusals, undo, hint, stock, panels.
import { expect, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { Game, cardCode, cardName } from '../../src/engine/standalone.js';
import type { TriPeaksGame } from '../../src/index.js';
import { Localizer } from '../../src/tri-peaks-game/i18n/localizer.js';
import { spoken as spokenIn } from '../../src/tri-peaks-game/text.js';
import {
  type Recorded,
  clickMove,
  control,
  game,
  peakButton,
  peakButtons,
  playToLoss,
  record,
  root,
  stockButton,
  view,
} from './helpers.js';

const spoken = (text: string) => spokenIn(new Localizer('en'), text);

/** The events a move should fire, worked out from the engine alone. */
function expectedEvents(reference: Game, moves: ReturnType<Game['solve']>['solution'] & object, seed: string): Recorded[] {
  const out: Recorded[] = [];
  for (const move of moves) {
    const result = reference.apply(move);
    out.push({
      type: 'move',
      detail: {
        kind: move.kind,
        card: move.kind === 'play' ? cardCode(move.card) : null,
        wasteTop: cardCode(reference.wasteTop),
        run: result.run,
        score: reference.score,
        stockLeft: reference.stockCount,
      },
    });
    if (result.endedRun) out.push({ type: 'run', detail: { ...result.endedRun } });
    if (result.delta !== 0) out.push({ type: 'score', detail: { score: reference.score, delta: result.delta } });
    if (result.status === 'won') {
      out.push({
        type: 'win',
        detail: {
          seed,
          mode: 'winnable',
          layout: 'tri-peaks',
          wild: 0,
          score: reference.score,
          strokes: null,
          stockLeft: reference.stockCount,
          moves: reference.history.length,
          undos: 0,
          hints: 0,
        },
      });
    }
  }
  return out;
}

describe('<tri-peaks-game> play', () => {
  it('fires every event, in order, over a game won by clicking a solver line', async () => {
    const events: Recorded[] = [];
    const push = (e: Event) => events.push({ type: e.type, detail: (e as CustomEvent).detail });
    const el = await game(html`<tri-peaks-game seed="42" @deal=${push} @move=${push} @run=${push} @score=${push}
      @win=${push} @lose=${push}></tri-peaks-game>`);
    expect(events).to.deep.equal([
      {
        type: 'deal',
        detail: {
          seed: '42',
          mode: 'winnable',
          layout: 'tri-peaks',
          wild: 0,
          wrap: true,
          scoring: 'points',
          faceUp: false,
          cards: el.cards,
        },
      },
    ]);
    events.length = 0;
    const solution = el.game!.solve().solution!;
    expect(solution.length).to.be.greaterThan(20);
    for (const move of solution) {
      clickMove(el, move);
      await el.updateComplete;
    }
    const reference = new Game(el.cards);
    const expected = expectedEvents(reference, solution, '42');
    const win = events.find((e) => e.type === 'win')!;
    expect(win.detail.seconds).to.be.a('number');
    delete win.detail.seconds;
    expect(events).to.deep.equal(expected);
    // Every detail is plain JSON, and every event bubbles out of the shadow root.
    expect(JSON.parse(JSON.stringify(events))).to.deep.equal(events);
    expect(el.status).to.equal('won');
    expect(root(el).querySelector('.stat.next .value')!.textContent).to.equal('\u2014');
    expect(el.score).to.equal(reference.score);
    expect(win.detail.score).to.equal(reference.score);
    // The win panel shows the breakdown.
    const panel = root(el).querySelector('.panel')!;
    expect(panel.querySelector('h2')!.textContent).to.equal('Peaks cleared!');
    const lines = [...panel.querySelectorAll('.line')].map(
      (l) => `${l.querySelector('dt')!.textContent} ${l.querySelector('dd')!.textContent}`,
    );
    const parts = reference.scoreParts;
    expect(lines).to.deep.equal([
      `Runs ${parts.runs.toLocaleString('en-US')}`,
      `Peaks ${parts.peaks.toLocaleString('en-US')}`,
      `Clear bonus ${parts.clear.toLocaleString('en-US')}`,
      `Stock bonus (${reference.stockCount} left) ${parts.stock.toLocaleString('en-US')}`,
      `Score ${parts.total.toLocaleString('en-US')}`,
    ]);
  });

  it('never loses or doubles a click, however fast: a whole line clicked without waiting', async () => {
    const el = await game(html`<tri-peaks-game seed="42"></tri-peaks-game>`);
    const events = record(el);
    const solution = el.game!.solve().solution!;
    for (const move of solution) clickMove(el, move); // no await: no render between clicks
    expect(events.filter((e) => e.type === 'move')).to.have.length(solution.length);
    expect(el.status).to.equal('won');
    await el.updateComplete;
    expect(root(el).querySelector('.panel h2')!.textContent).to.equal('Peaks cleared!');
  });

  it('bubbles events out of the element and across shadow roots', async () => {
    const el = await game();
    let seen: Event | null = null;
    document.body.addEventListener('move', (e) => (seen = e), { once: true });
    stockButton(el).click();
    expect(seen).to.not.equal(null);
    expect(seen!.bubbles && seen!.composed).to.equal(true);
  });

  it('refuses a card that does not fit: nothing changes, no event, a note', async () => {
    const el = await game();
    const g = el.game!;
    const misfit = peakButtons(el).find((b) => {
      const p = Number(b.dataset.pos);
      return g.isFaceUp(p) && !g.canPlay(p);
    });
    expect(misfit, 'seed 42 has a face-up card that does not fit').to.exist;
    const before = view(el);
    const events = record(el);
    misfit!.click();
    await el.updateComplete;
    expect(view(el)).to.deep.equal(before);
    expect(events).to.deep.equal([]);
    expect(root(el).querySelector('.message')!.textContent).to.include('does not fit');
    expect(misfit!.classList.contains('rejected')).to.equal(true);
    // A face-down card is refused the same way.
    peakButton(el, 0)!.click();
    await el.updateComplete;
    expect(view(el)).to.deep.equal(before);
    expect(root(el).querySelector('.message')!.textContent).to.equal('That card is face down.');
  });

  it('moves a fitting card to the waste and turns over the cards it uncovers', async () => {
    const el = await game();
    const g = el.game!;
    const solution = g.solve().solution!;
    const move = solution.find((m) => m.kind === 'play')!;
    // Play up to and including the first peak card of the solver's line.
    for (const m of solution) {
      clickMove(el, m);
      await el.updateComplete;
      if (m === move) break;
    }
    expect(root(el).querySelector('.waste')!.getAttribute('aria-label')).to.equal(`Waste: ${cardName(move.card)}`);
    expect(peakButton(el, g.positionOfCard(move.card)!)).to.equal(null);
    expect(el.run).to.equal(1);
    expect(root(el).querySelector('.stat.next .value')!.textContent).to.equal('+20');
    expect(root(el).querySelector('[role="status"]')!.textContent).to.include(`${cardName(move.card)} played.`);
  });

  it('turns the stock: the count drops, the waste changes, the run ends', async () => {
    const el = await game();
    const events = record(el);
    stockButton(el).click();
    await el.updateComplete;
    expect(stockButton(el).getAttribute('aria-label')).to.match(/^Stock: 22 cards left/);
    expect(el.stockCount).to.equal(22);
    expect(root(el).querySelector('.waste')!.getAttribute('aria-label')).to.equal(`Waste: ${cardName(el.game!.wasteTop)}`);
    expect(events.map((e) => e.type)).to.deep.equal(['move']);
    expect(events[0].detail).to.include({ kind: 'stock', card: null, stockLeft: 22, run: 0 });
    expect(el.turnStock()).to.equal(true);
    expect(el.stockCount).to.equal(21);
  });

  it('undoes moves and restores the board exactly', async () => {
    const el = await game();
    const start = view(el);
    const solution = el.game!.solve().solution!;
    const snapshots = [start];
    for (const move of solution.slice(0, 8)) {
      clickMove(el, move);
      await el.updateComplete;
      snapshots.push(view(el));
    }
    const events = record(el);
    for (let i = 7; i >= 0; i--) {
      control(el, 'Undo').click();
      await el.updateComplete;
      expect(view(el)).to.deep.equal(snapshots[i]);
    }
    expect(view(el)).to.deep.equal(start);
    expect(control(el, 'Undo').disabled).to.equal(true);
    // Undo reports the score going back down.
    const scoreEvents = events.filter((e) => e.type === 'score');
    expect(scoreEvents.length).to.be.greaterThan(0);
    expect(scoreEvents.every((e) => (e.detail.delta as number) < 0)).to.equal(true);
    expect(scoreEvents[scoreEvents.length - 1].detail.score).to.equal(0);
    expect(el.undo()).to.equal(false);
  });

  it('shows a hint: the suggested card or the stock is highlighted and the reason is shown and announced', async () => {
    const el = await game();
    const h = (await el.hint())!;
    await el.updateComplete;
    expect(h.reason).to.be.a('string').and.not.equal('');
    expect(root(el).querySelector('.message')!.textContent).to.equal(h.reason);
    // Announced with the cards named in words, as the cards themselves are.
    expect(root(el).querySelector('[role="status"]')!.textContent).to.include(spoken(h.reason));
    expect(spoken(h.reason)).to.match(/(Ace|King|Queen|Jack|\d+) of (clubs|diamonds|hearts|spades)/);
    const highlighted = [...root(el).querySelectorAll('.hinted')];
    expect(highlighted).to.have.length(1);
    if (h.position === null) expect(highlighted[0]).to.equal(stockButton(el));
    else expect(highlighted[0]).to.equal(peakButton(el, h.position));
    expect(el.game!.hints).to.equal(1);
    // Playing the hinted move clears the highlight.
    clickMove(el, h.move!);
    await el.updateComplete;
    expect(root(el).querySelectorAll('.hinted')).to.have.length(0);
    // The Hint button does the same (the hint is worked out in slices: wait for it).
    control(el, 'Hint').click();
    await el.hint(); // the same pending hint, counted once
    await el.updateComplete;
    expect(root(el).querySelectorAll('.hinted')).to.have.length(1);
    expect(el.game!.hints).to.equal(2);
  });

  it('shows a loss panel; play again deals the same cards, new deal another', async () => {
    const el = await game(html`<tri-peaks-game seed="tri-peaks-blog"></tri-peaks-game>`);
    const cards = el.cards;
    const events = record(el);
    await playToLoss(el);
    expect(el.status).to.equal('lost');
    const lose = events.find((e) => e.type === 'lose')!;
    // The detail names the deal, so a host can file the result under its seed.
    expect(lose.detail).to.deep.equal({
      seed: 'tri-peaks-blog',
      mode: 'winnable',
      layout: 'tri-peaks',
      wild: 0,
      score: el.score,
      strokes: null,
      cardsLeft: el.game!.peakCardsLeft,
      undos: 0,
      hints: 0,
    });
    expect(events[events.length - 1].type).to.equal('lose');
    expect(root(el).querySelector('.panel h2')!.textContent).to.equal('No more moves');
    // The score bar: the last run, not glowing, and no next card once the game is over.
    const stat = (name: string) => root(el).querySelector(`.stat.${name}`)!;
    expect(stat('run').querySelector('.value')!.textContent).to.equal(String(el.run));
    expect(stat('run').classList.contains('hot')).to.equal(false);
    expect(stat('next').querySelector('.value')!.textContent).to.equal('\u2014');
    control(el, 'Play again').click();
    await el.updateComplete;
    expect(el.status).to.equal('playing');
    expect(stat('next').querySelector('.value')!.textContent).to.equal('+10');
    expect(el.cards).to.equal(cards);
    expect(el.stockCount).to.equal(23);
    expect(root(el).querySelector('.panel')).to.equal(null);
    expect(events[events.length - 1]).to.deep.include({ type: 'deal' });
    control(el, 'New game').click();
    await el.dealComplete;
    expect(el.cards).to.not.equal(cards);
  });

  it('keeps two instances apart', async () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<tri-peaks-game seed="42"></tri-peaks-game><tri-peaks-game seed="42"></tri-peaks-game>';
    document.body.append(wrapper);
    try {
      const [a, b] = [...wrapper.querySelectorAll('tri-peaks-game')] as TriPeaksGame[];
      await Promise.all([a.dealComplete, b.dealComplete]);
      await Promise.all([a.updateComplete, b.updateComplete]);
      expect(a.cards).to.equal(b.cards);
      const bEvents = record(b);
      const before = view(b);
      for (const move of a.game!.solve().solution!.slice(0, 6)) clickMove(a, move);
      await a.updateComplete;
      await a.hint();
      await Promise.all([a.updateComplete, b.updateComplete]);
      expect(view(b)).to.deep.equal(before);
      expect(bEvents).to.deep.equal([]);
      expect(a.game!.history.length).to.equal(6);
      expect(b.game!.history.length).to.equal(0);
      expect(root(b).querySelectorAll('.hinted')).to.have.length(0);
      expect(root(b).querySelector('[role="status"]')!.textContent).to.not.equal(root(a).querySelector('[role="status"]')!.textContent);
    } finally {
      wrapper.remove();
    }
  });

  it('registers once, even when the definition runs again', async () => {
    const first = customElements.get('tri-peaks-game');
    await import(`../../src/tri-peaks-game/define.ts?again=${Date.now()}`);
    expect(customElements.get('tri-peaks-game')).to.equal(first);
  });
});

/** A deal (`deal="any"`) where playing two cards in turn uncovers a card that fits next: [seed, first, second, uncovered]. */
function doubleTapDeal(): [number, number, number, number] {
  const all = Array.from({ length: 28 }, (_, q) => q);
  for (let seed = 1; seed < 2000; seed++) {
    const g = Game.fromSeed(seed, { mode: 'any' });
    for (const first of all.filter((p) => g.canPlay(p))) {
      g.play({ position: first });
      for (const second of all.filter((p) => g.canPlay(p))) {
        const up = all.filter((q) => g.isFaceUp(q));
        g.play({ position: second });
        const uncovered = all.find((q) => !up.includes(q) && g.canPlay(q));
        g.undo();
        if (uncovered !== undefined) return [seed, first, second, uncovered];
      }
      g.undo();
    }
  }
  throw new Error('no deal found');
}

describe('<tri-peaks-game> a card in flight', () => {
  it('is no longer a control: gone from the peaks at once, and a double tap plays one card only', async () => {
    const [seed, first, position, uncovered] = doubleTapDeal();
    const el = await game(html`<tri-peaks-game deal="any" seed=${seed}></tri-peaks-game>`);
    peakButton(el, first)!.click();
    await el.updateComplete;
    const button = peakButton(el, position)!;
    const label = button.getAttribute('aria-label')!;
    // Where the played card and the card it uncovers overlap: the second tap lands on that one.
    const [a, b] = [button.getBoundingClientRect(), peakButton(el, uncovered)!.getBoundingClientRect()];
    const at: [number, number] = [
      Math.round((Math.max(a.left, b.left) + Math.min(a.right, b.right)) / 2),
      Math.round((Math.max(a.top, b.top) + Math.min(a.bottom, b.bottom)) / 2),
    ];
    await sendMouse({ type: 'click', position: at });
    await el.updateComplete;
    expect(peakButton(el, position), 'its button is gone while it flies').to.equal(null);
    expect([...root(el).querySelectorAll('button')].map((x) => x.getAttribute('aria-label'))).to.not.include(label);
    expect(el.game!.canPlay(uncovered), 'the uncovered card fits').to.equal(true);
    // The second click of a double tap, at the same spot, on the card uncovered there.
    await sendMouse({ type: 'click', position: at });
    await el.updateComplete;
    expect(el.game!.history, 'the double tap played one card').to.have.length(2);
  });
});
