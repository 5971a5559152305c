// Global CSS on the host page neither changes how the game looks or works, nor is changed
// by it: the same game in plain.html and hostile.html (`* { all: unset }`, element rules
// with !important, inherited text styles) must measure the same, and the host's own
// <button> and <div> look the same with and without the game on the page.
import { expect } from '@open-wc/testing';
import type { TriPeaksGame } from '../../src/index.js';
import { PAGES, type OpenedPage, cardButton, clickAPlayableCard, gamesReady, openPage, removeFrames } from './helpers.js';

/** The game's own drawing: nodes on the board, compared by box (relative to the board) and style. */
const BOARD_NODES = [
  '.peaks',
  '.peaks button[data-pos="0"]',
  '.peaks button[data-pos="9"]',
  '.peaks button[data-pos="18"]',
  '.peaks button[data-pos="27"]',
  '.peaks button[data-pos="18"] .face',
  '.peaks button[data-pos="0"] .back',
  '.peaks button[data-pos="18"] .face > .pip, .peaks button[data-pos="18"] .face > .court',
  '.stock',
  '.waste',
  '.waste-card.top',
];
/** Styles the element sets itself (not inherited from the host): these must not move. */
const OWN_PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'background-color',
  'background-image',
  'border-top-width',
  'border-top-style',
  'padding-top',
  'margin-top',
  'border-top-left-radius',
  'flex-direction',
  'container-type',
  'opacity',
  'visibility',
];
/** Inherited text styles: a host's `html { letter-spacing: 3px }` reaches these unless the element resets them. */
const TEXT_NODES = ['.table', '.stat.score .value', '.message', '.controls button', '.peaks button[data-pos="18"] .rank'];
const TEXT_PROPERTIES = [
  'font-family',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-shadow',
  'white-space',
  'cursor',
  'color',
];

type Look = Record<string, string | number>;

/** Computed values, with lengths rounded to whole pixels (a 1 px wider host scales cqi sizes a hair). */
function styleOf(win: Window, el: Element, properties: string[]): Look {
  const computed = win.getComputedStyle(el);
  return Object.fromEntries(
    properties.map((p) => [p, computed.getPropertyValue(p).replace(/(-?\d+\.\d+)px/g, (_, n) => `${Math.round(Number(n))}px`)]),
  );
}

function part(game: TriPeaksGame, selector: string): Element {
  const el = game.shadowRoot!.querySelector(selector);
  expect(el, selector).to.exist;
  return el!;
}

/** The board's drawing: boxes relative to the board's corner (±1 px) and the element's own styles. */
function boardLook(page: OpenedPage, game: TriPeaksGame): Record<string, Look> {
  const origin = part(game, '.stage').getBoundingClientRect();
  const looks: Record<string, Look> = {};
  for (const selector of BOARD_NODES) {
    const el = part(game, selector);
    const r = el.getBoundingClientRect();
    looks[selector] = {
      x: r.left - origin.left,
      y: r.top - origin.top,
      width: r.width,
      height: r.height,
      ...styleOf(page.win, el, OWN_PROPERTIES),
    };
  }
  looks[':host'] = { width: game.getBoundingClientRect().width };
  looks['.table'] = styleOf(page.win, part(game, '.table'), ['background-color', 'background-image', 'border-top-left-radius']);
  return looks;
}

function textLook(page: OpenedPage, game: TriPeaksGame): Record<string, Look> {
  return Object.fromEntries(TEXT_NODES.map((s) => [s, styleOf(page.win, part(game, s), TEXT_PROPERTIES)]));
}

function hostLook(page: OpenedPage): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const selector of ['.host-button', '.host-div']) {
    const el = page.doc.querySelector(selector)!;
    const computed = page.win.getComputedStyle(el);
    const r = el.getBoundingClientRect();
    out[selector] = {
      ...Object.fromEntries([...OWN_PROPERTIES, ...TEXT_PROPERTIES].map((p) => [p, computed.getPropertyValue(p)])),
      width: String(Math.round(r.width)),
      height: String(Math.round(r.height)),
    };
  }
  return out;
}

/** Mismatches between two looks, as readable lines ([] when equal); numbers (pixels) may differ by 1.5. */
function differences(a: Record<string, unknown>, b: Record<string, unknown>, prefix = ''): string[] {
  const out: string[] = [];
  for (const key of Object.keys(a)) {
    const [x, y] = [a[key], b[key]];
    if (x && typeof x === 'object')
      out.push(...differences(x as Record<string, unknown>, y as Record<string, unknown>, `${prefix}${key} `));
    else if (typeof x === 'number' && typeof y === 'number' ? Math.abs(x - y) > 1.5 : x !== y)
      out.push(`${prefix}${key}: ${JSON.stringify(x)} vs ${JSON.stringify(y)}`);
  }
  return out;
}

describe('hostile host-page CSS', () => {
  afterEach(removeFrames);

  it('the board is drawn the same under `* { all: unset }` and hostile element rules', async () => {
    const plain = await openPage(`${PAGES}/plain.html`);
    const hostile = await openPage(`${PAGES}/hostile.html`);
    const [a] = await gamesReady(plain);
    const [b] = await gamesReady(hostile);
    // The hostile page did apply its CSS to itself (a sanity check of the fixture).
    expect(hostile.win.getComputedStyle(hostile.doc.querySelector('.host-div')!).flexDirection).to.equal('column-reverse');
    expect(differences(boardLook(plain, a), boardLook(hostile, b))).to.deep.equal([]);
  });

  // The element's .root wrapper resets everything inherited (all: initial) and is the
  // layout's container, so neither the page's text styles nor `* { all: unset }` on the
  // element itself (which takes away its display: block) change the drawing; before, the
  // inherited `white-space: pre` made the template's line breaks into lines (~70 px lower).
  it("text in the game looks the same under the hostile page's inherited text styles", async () => {
    const plain = await openPage(`${PAGES}/plain.html`);
    const hostile = await openPage(`${PAGES}/hostile.html`);
    const [a] = await gamesReady(plain);
    const [b] = await gamesReady(hostile);
    expect(differences(textLook(plain, a), textLook(hostile, b))).to.deep.equal([]);
    expect(Math.round(part(a, '.table').getBoundingClientRect().height)).to.equal(
      Math.round(part(b, '.table').getBoundingClientRect().height),
    );
    // What the host means for the game still reaches it: the --tp-* properties and `hidden`.
    b.style.setProperty('--tp-font', 'Georgia');
    b.style.setProperty('--tp-felt', 'rgb(1, 2, 3)');
    expect(hostile.win.getComputedStyle(part(b, '.controls button')).fontFamily).to.equal('Georgia');
    expect(hostile.win.getComputedStyle(part(b, '.table')).backgroundColor).to.equal('rgb(1, 2, 3)');
    b.hidden = true;
    expect(b.getBoundingClientRect().height).to.equal(0);
  });

  it('the game still plays under the hostile CSS', async () => {
    const page = await openPage(`${PAGES}/hostile.html`);
    const [game] = await gamesReady(page);
    const before = game.game!.peakCardsLeft;
    const position = await clickAPlayableCard(game);
    expect(game.game!.peakCardsLeft).to.equal(before - 1);
    expect(cardButton(game, position)).to.equal(null);
    expect(page.win.cspViolations).to.deep.equal([]);
  });

  it("the game's styles do not leak out: host <button> and <div> keep their own look", async () => {
    for (const kind of ['plain', 'hostile']) {
      const withGame = await openPage(`${PAGES}/${kind}.html`);
      await gamesReady(withGame);
      const without = await openPage(`${PAGES}/no-game-${kind}.html`);
      expect(differences(hostLook(without), hostLook(withGame)), kind).to.deep.equal([]);
      removeFrames();
    }
  });
});
