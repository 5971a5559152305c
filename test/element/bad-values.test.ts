// Whatever a host sets, as an attribute or a property, the game plays on: a bad value
// falls back to the option's default with one warning (once per distinct value), never
// a TypeError; `dealComplete` means the deal of the options in force; no promise of
// the element's rejects into the page.
import { expect, html } from '@open-wc/testing';
import { control, game, nextTask, peakButtons, playToLoss, root, warnings } from './helpers.js';

type Options = Record<string, unknown>;

const HUGE = 'x'.repeat(1_000_000);
/** Values no option takes: an object without a prototype, a symbol, a function, an object, huge text, a list. */
const HOSTILE: [string, () => unknown][] = [
  ['Object.create(null)', () => Object.create(null)],
  ['a symbol', () => Symbol('bad')],
  ['a function', () => () => 'tri-peaks'],
  [
    'an object whose toString throws',
    () => ({
      toString: () => {
        throw new Error('no');
      },
    }),
  ],
  ['a million characters', () => HUGE],
  ['a list', () => ['golf']],
];

/** Each option, its default as read back, and a value of the wrong type that is a plain number. */
const OPTIONS: [name: string, fallback: unknown, number: unknown][] = [
  ['layout', 'tri-peaks', 5],
  ['wild', 0, 7],
  ['wrap', true, 3],
  ['deal', 'winnable', 1],
  ['scoring', 'points', 2],
  ['seed', null, Number.NaN],
  ['saveKey', null, 12],
  ['beforeNewDeal', null, 5],
  ['beforeNewDealLimit', 30_000, -1],
  ['faceUp', false, 1],
  ['showWinnable', false, 1],
  ['paused', false, 1],
  ['sound', false, 1],
  ['muted', false, 1],
  ['largePrint', false, 1],
];

/** Collects the page's unhandled promise rejections while `body` runs (and a little after). */
async function rejections(body: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const record = (e: PromiseRejectionEvent) => {
    seen.push(e.reason);
    e.preventDefault();
  };
  addEventListener('unhandledrejection', record);
  try {
    await body();
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    removeEventListener('unhandledrejection', record);
  }
  return seen;
}

describe('<tri-peaks-game> given bad values', () => {
  for (const [name, fallback, number] of OPTIONS) {
    const values: [string, () => unknown][] = [...HOSTILE, [`the number ${String(number)}`, () => number]];
    for (const [what, value] of values) {
      if (typeof value() === 'function' && name === 'beforeNewDeal') continue; // a function is what it takes
      it(`${name} = ${what}: one short warning, the default, the game unchanged`, async () => {
        const el = await game(html`<tri-peaks-game></tri-peaks-game>`);
        const before = el.game;
        const warned = await warnings(async () => {
          expect(() => ((el as unknown as Options)[name] = value())).not.to.throw();
          await el.updateComplete;
          await el.dealComplete;
        });
        expect(warned, warned.join('\n')).to.have.length(1);
        expect(warned[0]).to.include(`${name === 'saveKey' ? 'save-key' : name}=`);
        expect(warned[0].length, 'a huge value is cut short in the warning').to.be.below(300);
        expect((el as unknown as Options)[name]).to.equal(fallback);
        expect(el.game, 'a bad value for an option at its default deals nothing new').to.equal(before);
        expect(el.status).to.equal('playing');
        expect(peakButtons(el)).to.have.length(28);
      });
    }
  }

  it('reads a number where the option takes one: wild, seed, beforeNewDealLimit', async () => {
    const el = await game(html`<tri-peaks-game></tri-peaks-game>`);
    const warned = await warnings(async () => {
      Object.assign(el, { wild: 1, seed: 77, beforeNewDealLimit: 500 });
      await el.dealComplete;
    });
    expect(warned).to.deep.equal([]);
    expect([el.wild, el.seed, el.beforeNewDealLimit]).to.deep.equal([1, '77', 500]);
    expect(el.game!.origin!.seed).to.equal('77');
    expect(el.game!.options.wild).to.equal(1);
  });

  it('a boolean property takes true, false and the words wrap takes; its attribute is on when present', async () => {
    const el = await game(html`<tri-peaks-game></tri-peaks-game>`);
    const warned = await warnings(async () => {
      Object.assign(el, { largePrint: 'on', muted: 'true', sound: true });
      await el.updateComplete;
      expect([el.largePrint, el.muted, el.sound]).to.deep.equal([true, true, true]);
      expect(el.hasAttribute('large-print'), 'reflected').to.equal(true);
      Object.assign(el, { largePrint: 'off', muted: 'false', sound: false });
      await el.updateComplete;
      expect([el.largePrint, el.muted, el.sound]).to.deep.equal([false, false, false]);
      expect(el.hasAttribute('large-print')).to.equal(false);
      el.setAttribute('face-up', '');
      await el.dealComplete;
    });
    expect(warned).to.deep.equal([]);
    expect(el.faceUp).to.equal(true);
    expect(el.game!.options.faceUp).to.equal(true);
  });

  it('an attribute of a million characters: one short warning, the default', async () => {
    for (const attribute of ['layout', 'wild', 'wrap', 'deal', 'scoring', 'seed', 'save-key']) {
      const el = await game(html`<tri-peaks-game></tri-peaks-game>`);
      const warned = await warnings(async () => {
        el.setAttribute(attribute, HUGE);
        await el.dealComplete;
      });
      expect(warned, attribute).to.have.length(1);
      expect(warned[0], attribute).to.include(`${attribute}="xxxxxxxxxx`);
      expect(warned[0].length, attribute).to.be.below(300);
      expect(el.status, attribute).to.equal('playing');
    }
  });

  it('warns once per distinct bad value, the same for every option', async () => {
    const el = await game(html`<tri-peaks-game></tri-peaks-game>`);
    const warned = await warnings(async () => {
      for (let i = 0; i < 200; i++) {
        el.setAttribute('wrap', 'maybe');
        el.setAttribute('layout', 'klondike');
        (el as unknown as Options).deal = {};
        el.wild = 9;
        await el.updateComplete;
        el.setAttribute('wrap', 'on');
        el.removeAttribute('layout');
        await el.updateComplete;
      }
      el.setAttribute('wrap', 'sometimes');
      await el.dealComplete;
    });
    expect(warned.map((w) => w.slice(0, w.indexOf(' is not valid')))).to.deep.equal([
      '<tri-peaks-game>: wrap="maybe"',
      '<tri-peaks-game>: layout="klondike"',
      '<tri-peaks-game>: deal=(object)',
      '<tri-peaks-game>: wild="9"',
      '<tri-peaks-game>: wrap="sometimes"',
    ]);
    expect(el.status).to.equal('playing');
  });

  it('newGame() with a value that is no seed deals a random seed, with one warning', async () => {
    const el = await game();
    const warned = await warnings(async () => {
      await el.newGame(Object.create(null) as string);
    });
    expect(warned).to.have.length(1);
    expect(el.game!.origin!.seed).to.match(/^\d+$/);
  });
});

describe('<tri-peaks-game> dealComplete', () => {
  it('resolves once the deal of the options just set is on the board', async () => {
    const el = await game(html`<tri-peaks-game seed="1"></tri-peaks-game>`);
    el.seed = '2';
    await el.dealComplete;
    expect(el.game!.origin!.seed).to.equal('2');
    el.setAttribute('seed', '3');
    await nextTask();
    el.wrap = false;
    await el.dealComplete;
    expect([el.game!.origin!.seed, el.game!.options.wrap]).to.deep.equal(['3', false]);
    // Options changed again while the previous change's deal was being found.
    el.seed = '4';
    const first = el.dealComplete;
    await nextTask();
    el.seed = '5';
    await first;
    expect(el.game!.origin!.seed, 'a deal asked for later is waited for too').to.equal('5');
  });
});

describe('<tri-peaks-game> promises', () => {
  it('Full screen without a user gesture: no rejection reaches the page', async () => {
    const el = await game();
    const button = root(el).querySelector<HTMLButtonElement>('.fullscreen');
    expect(button, 'Chromium allows full screen here').to.exist;
    let warned: string[] = [];
    const rejected = await rejections(async () => {
      warned = await warnings(async () => {
        button!.click();
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
    });
    expect(rejected.map(String)).to.deep.equal([]);
    expect(warned).to.have.length(1);
    expect(warned[0]).to.match(/full screen failed/);
  });

  it('Play again while a new deal is being found: the replayed deal, no rejection', async () => {
    const el = await game(html`<tri-peaks-game seed="3" deal="any"></tri-peaks-game>`);
    await playToLoss(el);
    const cards = el.cards;
    const rejected = await rejections(async () => {
      control(el, 'New deal').click();
      control(el, 'Play again').click();
      await el.dealComplete;
    });
    expect(rejected.map(String)).to.deep.equal([]);
    expect(el.cards).to.equal(cards);
    expect(el.game!.history).to.have.length(0);
    expect(el.status).to.equal('playing');
  });
});
