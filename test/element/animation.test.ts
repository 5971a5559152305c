// Card movement from a diff of the board: each kind of change animates the card that
// changed, from where it was drawn, whatever made the change.
import { expect, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { TriPeaksGame } from '../../src/index.js';
import { clickMove, game, peakButton, root } from './helpers.js';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Lets the element render and start its animations, then lists what moves: each animated element's class, and its first keyframe's transform. */
async function motions(el: TriPeaksGame): Promise<{ on: string; from: string }[]> {
  await el.updateComplete;
  await frame();
  const found = root(el)
    .getAnimations()
    .map((a) => {
      const effect = a.effect as KeyframeEffect;
      return { on: (effect.target as Element).className, from: String(effect.getKeyframes()[0].transform ?? '') };
    });
  root(el)
    .getAnimations()
    .forEach((a) => a.finish());
  return found;
}

describe('<tri-peaks-game> animation', () => {
  before(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('deals by dropping the peaks and the piles into place', async () => {
    const el = await game();
    await el.newGame('7');
    expect((await motions(el)).map((m) => m.on).sort()).to.deep.equal(['peaks', 'piles']);
  });

  it('flies a played card from its place to the waste, and turns over the card it uncovers', async () => {
    const el = await game(html`<tri-peaks-game seed="42"></tri-peaks-game>`);
    await motions(el);
    let turnedOver = 0;
    for (const move of el.game!.solve().solution!.slice(0, 16)) {
      const g = el.game!;
      const faceDown = [...Array(28).keys()].filter((p) => !g.isRemoved(p) && !g.isFaceUp(p));
      clickMove(el, move);
      const seen = await motions(el);
      const flight = seen.find((m) => m.on.includes('waste-card'));
      expect(flight?.from, 'the card flies from where it was (turning, from the stock)').to.match(
        move.kind === 'stock' ? /translate.*scaleX/ : /translate\(/,
      );
      const turned = faceDown.filter((p) => g.isFaceUp(p)).length;
      expect(
        seen.filter((m) => m.on.startsWith('face')),
        'each card turned over turns',
      ).to.have.length(turned);
      turnedOver += turned;
    }
    expect(turnedOver, 'the line turned cards over').to.be.greaterThan(0);
  });

  it('flies a played Golf card from its column to the waste, and a joker too', async () => {
    const el = await game(html`<tri-peaks-game layout="golf" wild="2" seed="11"></tri-peaks-game>`);
    await motions(el);
    for (const move of el.game!.solve().solution!.slice(0, 8)) {
      clickMove(el, move);
      const flight = (await motions(el)).find((m) => m.on.includes('waste-card'));
      expect(flight?.from, 'the card flies from where it was').to.match(move.kind === 'stock' ? /translate.*scaleX/ : /translate\(/);
      // Golf deals every card face up: nothing turns over.
    }
  });

  it('brings an undone card back from the waste to its place', async () => {
    const el = await game();
    await motions(el);
    const play = el.game!.legalMoves().find((m) => m.kind === 'play')!;
    clickMove(el, play);
    await motions(el);
    el.undo();
    const seen = await motions(el);
    const position = el.game!.positionOfCard((play as { card: number }).card)!;
    expect(seen).to.have.length(1);
    expect(seen[0].from).to.match(/translate\(/);
    expect(peakButton(el, position)!.querySelector(':scope > span')!.className).to.equal(seen[0].on);
  });

  it('shakes a card that cannot be played', async () => {
    const el = await game();
    await motions(el);
    const stuck = [...Array(28).keys()].find((p) => el.game!.isFaceUp(p) && !el.game!.canPlay(p))!;
    peakButton(el, stuck)!.click();
    const seen = await motions(el);
    expect(seen).to.have.length(1);
    expect(seen[0].from).to.match(/translateX/);
  });
});

describe('<tri-peaks-game> animation frames', () => {
  before(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('reads every card’s box before it starts any animation: no layout forced per card', async () => {
    const el = await game(html`<tri-peaks-game seed="42"></tri-peaks-game>`);
    await motions(el);
    const log: string[] = [];
    const spied = [
      [Element.prototype, 'getBoundingClientRect', 'read'],
      [Element.prototype, 'getAnimations', 'read'],
      [Element.prototype, 'animate', 'write'],
    ] as const;
    const originals = spied.map(([proto, name]) => proto[name]);
    spied.forEach(([proto, name, kind], i) => {
      const original = originals[i] as (...a: unknown[]) => unknown;
      (proto as unknown as Record<string, unknown>)[name] = function (this: Element, ...a: unknown[]) {
        log.push(kind);
        return original.apply(this, a);
      };
    });
    let frames = 0;
    try {
      // Plays until a move both flies a card and turns one over: two animations in one frame.
      for (const move of el.game!.solve().solution!.slice(0, 16)) {
        clickMove(el, move);
        await el.updateComplete;
        log.length = 0;
        await frame();
        if (log.filter((k) => k === 'write').length < 2) continue;
        frames++;
        expect(log.lastIndexOf('read'), `reads after a write in one frame: ${log.join(' ')}`).to.be.below(log.indexOf('write'));
      }
    } finally {
      spied.forEach(([proto, name], i) => ((proto as unknown as Record<string, unknown>)[name] = originals[i]));
    }
    expect(frames, 'frames with two animations or more').to.be.above(0);
  });
});
