// Readable and reachable on every screen (issue 22): at the sizes players use (a phone
// upright 360x740 and sideways 740x360, a tablet 768x1024, laptops 1280x800 and 1366x768,
// a 320 px blog column), what looks clickable acts, what is drawn is readable, and what
// opens fits.
import { expect, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import type { TriPeaksGame } from '../../src/index.js';
import { statsFor } from '../../src/engine/standalone.js';
import { Localizer } from '../../src/tri-peaks-game/i18n/localizer.js';
import { clickMove, game, playToLoss, root, verdictShown } from './helpers.js';

const box = (el: Element) => el.getBoundingClientRect();
const overlap = (a: DOMRect, b: DOMRect) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** A game in a column `width` px wide (null: the page's width) on a `viewport` [width, height] screen. */
async function gameAt(
  viewport: [number, number],
  attributes = 'seed="tri-peaks-blog"',
  width: number | null = null,
): Promise<TriPeaksGame> {
  await setViewport({ width: viewport[0], height: viewport[1] });
  const holder = await game(
    html`<div style=${width ? `width:${width}px` : ''} .innerHTML=${`<tri-peaks-game ${attributes}></tri-peaks-game>`}></div>`,
  );
  const el = holder.querySelector('tri-peaks-game') as unknown as TriPeaksGame;
  await el.dealComplete;
  await el.updateComplete;
  return el;
}

/** The sizes a player meets: [name, viewport, column width or null]. */
const SIZES: [string, [number, number], number | null][] = [
  ['360x740', [360, 740], null],
  ['740x360', [740, 360], null],
  ['768x1024', [768, 1024], null],
  ['1280x800', [1280, 800], null],
  ['1366x768', [1366, 768], null],
  ['a 320 px column', [360, 740], 320],
];

afterEach(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 800, height: 600 });
});

describe('<tri-peaks-game> after a win or a loss', () => {
  for (const [name, viewport, width] of [SIZES[0], SIZES[1], SIZES[3], SIZES[5]]) {
    it(`disables the controls under the end panel and takes them out of the tab order (${name})`, async () => {
      const el = await gameAt(viewport, 'seed="tri-peaks-blog"', width);
      await playToLoss(el);
      await verdictShown(el);
      for (const button of root(el).querySelectorAll<HTMLButtonElement>('.controls > button')) {
        const label = button.getAttribute('aria-label') ?? button.textContent.trim();
        expect(button.disabled, `${label} is disabled`).to.equal(true);
        expect(Number(getComputedStyle(button).opacity), `${label} looks disabled`).to.be.below(0.6);
      }
      // Tab from the panel's first button goes round the panel and the page, never under the panel.
      root(el).querySelector<HTMLElement>('.panel button')!.focus();
      for (let i = 0; i < 8; i++) {
        await sendKeys({ press: 'Tab' });
        const focused = root(el).activeElement;
        if (focused) expect(focused.closest('.panel'), `Tab reached ${focused.outerHTML.slice(0, 60)}`).to.not.equal(null);
      }
    });
  }

  it('gives the controls back with the next game', async () => {
    const el = await gameAt([800, 600]);
    await playToLoss(el);
    root(el).querySelector<HTMLButtonElement>('.panel .primary')!.click();
    await el.updateComplete;
    for (const button of root(el).querySelectorAll<HTMLButtonElement>('.controls > button:not([part~="undo"])'))
      expect(button.disabled, button.outerHTML.slice(0, 80)).to.equal(false);
  });
});

describe('<tri-peaks-game> the hint marker', () => {
  for (const [name, viewport, width] of SIZES) {
    it(`never hides the hinted card's index (${name})`, async () => {
      const el = await gameAt(viewport, 'seed="7" face-up', width);
      let hinted = 0;
      for (let moves = 0; moves < 30 && el.status === 'playing' && hinted < 3; moves++) {
        const hint = await el.hint();
        if (hint?.move?.kind === 'play') {
          hinted++;
          const card = root(el).querySelector('.card.hinted')!;
          const tag = box(card.querySelector('.hint-tag')!);
          for (const index of card.querySelectorAll('.index')) {
            if (getComputedStyle(index).display === 'none') continue;
            expect(overlap(tag, box(index)), `the tag covers the index of ${card.getAttribute('aria-label')}`).to.equal(false);
          }
        }
        clickMove(el, hint?.move ?? el.game!.legalMoves()[0]);
        await el.updateComplete;
      }
      expect(hinted, 'some hints were for cards').to.be.above(0);
    });
  }
});

describe('<tri-peaks-game> the score bar', () => {
  it("shows the player's game while a winning line plays and after", async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await gameAt([800, 600]);
    await playToLoss(el);
    await verdictShown(el);
    const score = () => root(el).querySelector('.stat.score .value')!.textContent;
    expect(score()).to.equal(new Localizer('en').score(el.score, 'points'));
    root(el).querySelector<HTMLButtonElement>('.panel .watch')!.click();
    await waitUntil(() => root(el).querySelector('.panel.replayed'), 'the line played');
    expect(el.score).to.not.equal(2000);
    expect(score(), 'the bar shows the player’s score, not the line’s').to.equal(new Localizer('en').score(el.score, 'points'));
  });

  it('shows Golf’s strokes while playing', async () => {
    const el = await gameAt([800, 600], 'layout="golf" seed="7"');
    const strokes = () => root(el).querySelector('.stat.strokes .value')?.textContent;
    expect(strokes()).to.equal('35');
    const play = el.game!.legalMoves().find((m) => m.kind === 'play')!;
    clickMove(el, play);
    await el.updateComplete;
    expect(strokes()).to.equal('34');
  });

  for (const [name, viewport, width] of SIZES) {
    it(`puts every label on one line (${name})`, async () => {
      const el = await gameAt(viewport, 'seed="7"', width);
      const tops = [...root(el).querySelectorAll('.stat .label')].map((label) => Math.round(box(label).top));
      const firstLine = tops.filter((top) => top < tops[0] + 20);
      expect(new Set(firstLine).size, `label tops ${tops.join(', ')}`).to.equal(1);
    });
  }
});

describe('<tri-peaks-game> card faces', () => {
  for (const layout of ['tri-peaks', 'golf']) {
    for (const [name, viewport, width] of SIZES) {
      it(`draws every corner index at 11 px or more, the face following the card's own width (${layout}, ${name})`, async () => {
        const el = await gameAt(viewport, `layout="${layout}" seed="7" face-up`, width);
        const cards = [...root(el).querySelectorAll<HTMLElement>('.card, .waste-card')];
        for (const card of cards) {
          const rank = card.querySelector('.index.tl .rank')!;
          expect(parseFloat(getComputedStyle(rank).fontSize), `${card.getAttribute('aria-label')}'s index`).to.be.at.least(11);
          // Two corners and a centred suit on a card wide enough for them, else one corner.
          const two = getComputedStyle(card.querySelector('.index.br')!).display !== 'none';
          expect(two, `a ${Math.round(card.offsetWidth)} px card's face`).to.equal(card.offsetWidth >= 50);
        }
      });
    }
  }

  for (const [name, viewport, width] of SIZES) {
    it(`shows a hint's reason from its first line, the rest on show or a scroll away, the buttons on the screen (${name})`, async () => {
      const el = await gameAt(viewport, 'seed="tri-peaks-blog"', width);
      await el.hint();
      await el.updateComplete;
      const message = root(el).querySelector<HTMLElement>('.message')!;
      expect(message.textContent).to.match(/Following the hints from here wins about \d+ times in 100/);
      // The first line box inside the message's box. A range's rect is the glyphs' content
      // area (the font's ascent and descent), centred on the line box: taller than the line
      // with fonts such as Noto Sans (Android's system-ui) at line-height 1.2-1.3, where it
      // overhangs the box by 1-2 px of empty space. So the line box is measured from the
      // rect's centre, within 1 px (Chromium rounds the ascent and descent to whole px); a
      // real clip (a message centred in a box it overflows) puts it half a line or more above.
      const text = document.createRange();
      text.selectNodeContents(message);
      const first = text.getClientRects()[0];
      const lineTop = first.top + (first.height - parseFloat(getComputedStyle(message).lineHeight)) / 2;
      expect(lineTop, 'the first line not cut').to.be.at.least(box(message).top - 1);
      if (message.scrollHeight > message.clientHeight + 1)
        expect(getComputedStyle(message).overflowY, 'the rest a scroll away').to.equal('auto');
      expect(box(root(el).querySelector('.controls')!).bottom, 'the buttons on the screen').to.be.at.most(viewport[1]);
    });
  }

  it('uses the width of a phone held sideways (740x360): the board takes most of it, all on the screen', async () => {
    const el = await gameAt([740, 360]);
    const board = box(root(el).querySelector('.stage')!);
    expect(board.width, 'the board’s width').to.be.at.least(740 * 0.6);
    expect(box(root(el).querySelector('.controls')!).bottom, 'the controls on the screen').to.be.at.most(360);
    expect(box(root(el).querySelector('.stats')!).top).to.be.at.least(0);
    expect(box(root(el).querySelector('.piles')!).bottom, 'the piles on the screen').to.be.at.most(360);
  });
});

/** Every button and the heading of the open panel: whole, inside the panel's box and the element's, without scrolling. */
function expectWholePanel(el: TriPeaksGame, what: string): void {
  const panel = root(el).querySelector<HTMLElement>('.panel:last-of-type, .backdrop:last-of-type .panel')!;
  const visible = box(panel);
  const host = box(el);
  expect(panel.scrollTop, `${what} opens at its top`).to.equal(0);
  for (const part of panel.querySelectorAll('h2, button')) {
    const r = box(part);
    const name = `${what}: ${part.textContent.trim()}`;
    expect(r.top, `${name} top`).to.be.at.least(Math.max(visible.top, host.top) - 0.5);
    expect(r.bottom, `${name} bottom`).to.be.at.most(Math.min(visible.bottom, host.bottom) + 0.5);
    expect(r.left, `${name} left`).to.be.at.least(Math.max(visible.left, host.left) - 0.5);
    expect(r.right, `${name} right`).to.be.at.most(Math.min(visible.right, host.right) + 0.5);
  }
}

const PANEL_SIZES: [string, [number, number], number | null][] = [['320x400', [320, 400], null], ...SIZES];

describe('<tri-peaks-game> panels', () => {
  for (const layout of ['tri-peaks', 'golf']) {
    for (const [name, viewport, width] of PANEL_SIZES) {
      it(`shows the loss panel's heading and every button when it opens (${layout}, ${name})`, async () => {
        const el = await gameAt(viewport, `layout="${layout}" seed="tri-peaks-blog"`, width);
        await playToLoss(el);
        await verdictShown(el);
        expectWholePanel(el, 'the loss panel');
      });
    }
  }

  for (const [name, viewport, width] of PANEL_SIZES) {
    it(`shows the statistics and the question whole (${name})`, async () => {
      const el = await gameAt(viewport, 'seed="7"', width);
      root(el).querySelector<HTMLButtonElement>('.statistics-toggle')!.click();
      await el.updateComplete;
      expectWholePanel(el, 'the statistics');
      root(el).querySelector<HTMLButtonElement>('.panel [part~="reset-statistics"]')!.click();
      await el.updateComplete;
      expectWholePanel(el, 'the question');
    });

    it(`shows the win panel whole (${name})`, async () => {
      const el = await gameAt(viewport, 'seed="7"', width);
      for (const move of el.game!.solve().solution!) {
        clickMove(el, move);
        await el.updateComplete;
      }
      expectWholePanel(el, 'the win panel');
    });
  }
});

describe('<tri-peaks-game> Settings', () => {
  const SETTINGS_SIZES: [string, [number, number], number | null][] = [['320x480', [320, 480], null], ...SIZES];
  for (const [name, viewport, width] of SETTINGS_SIZES) {
    it(`lies whole on the screen with every control in reach (${name})`, async () => {
      const el = await gameAt(viewport, 'seed="7"', width);
      root(el).querySelector<HTMLButtonElement>('.settings-toggle')!.click();
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      const sheet = root(el).querySelector<HTMLElement>('.settings')!;
      const r = box(sheet);
      expect([r.top >= 0, r.left >= 0, r.bottom <= innerHeight, r.right <= innerWidth], `the sheet at ${JSON.stringify(r)}`).to.deep.equal([
        true,
        true,
        true,
        true,
      ]);
      const scrolls = sheet.scrollHeight > sheet.clientHeight + 1;
      // Laptops have room for all of it at once.
      if (viewport[0] >= 1280) expect(scrolls, 'a laptop shows the whole sheet').to.equal(false);
      if (scrolls) {
        expect(getComputedStyle(sheet).overflowY, 'it scrolls').to.equal('auto');
        expect(getComputedStyle(sheet).scrollbarWidth, 'with a scrollbar').to.not.equal('none');
      }
      // Scrolled to its end, its last control shows whole.
      sheet.scrollTop = sheet.scrollHeight;
      const inputs = sheet.querySelectorAll('input');
      const last = box(inputs[inputs.length - 1]);
      expect(sheet.scrollWidth, 'nothing beside the sheet').to.be.at.most(sheet.clientWidth);
      expect(last.top).to.be.at.least(box(sheet).top);
      expect(last.bottom).to.be.at.most(Math.min(box(sheet).bottom, innerHeight));
      expect(last.left).to.be.at.least(box(sheet).left);
      expect(last.right).to.be.at.most(Math.min(box(sheet).right, innerWidth));
      sheet.hidePopover();
    });
  }
});

describe('<tri-peaks-game> Statistics: Export and Import buttons', () => {
  const RULES = { layout: 'tri-peaks', wild: 0, wrap: true, scoring: 'points', mode: 'winnable' } as const;
  beforeEach(() => localStorage.clear());

  async function statsOpen(el: TriPeaksGame): Promise<HTMLElement> {
    root(el).querySelector<HTMLButtonElement>('.statistics-toggle')!.click();
    await el.updateComplete;
    return root(el).querySelector<HTMLElement>('.panel.statistics')!;
  }
  const button = (panel: HTMLElement, part: string) => panel.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!;

  it('Export downloads the statistics as a file', async () => {
    const el = await gameAt([800, 600]);
    await playToLoss(el);
    root(el).querySelector<HTMLButtonElement>('.panel .primary')!.click();
    await el.updateComplete;
    const panel = await statsOpen(el);
    const clicked: HTMLAnchorElement[] = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this);
    };
    try {
      button(panel, 'export-statistics').click();
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
    expect(clicked).to.have.length(1);
    expect(clicked[0].download).to.match(/\.json$/);
    const text = await (await fetch(clicked[0].href)).text();
    expect(text).to.equal(el.exportStats());
    expect(JSON.parse(text).rules).to.not.deep.equal({});
  });

  it('on a phone, a refused import brings its reason into sight in the scrolling panel', async () => {
    const el = await gameAt([360, 740]);
    const panel = await statsOpen(el);
    button(panel, 'import-statistics').click();
    await el.updateComplete;
    panel.querySelector('textarea')!.value = 'not statistics';
    button(panel, 'load-statistics').click();
    await waitUntil(() => panel.querySelector('.load-error'), 'the reason');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const shown = panel.getBoundingClientRect();
    const reason = panel.querySelector('.load-error')!.getBoundingClientRect();
    expect(panel.scrollHeight, 'the panel scrolls at this size').to.be.greaterThan(panel.clientHeight);
    expect(reason.bottom, 'the reason is inside the panel as shown').to.be.at.most(shown.bottom + 1);
    expect(reason.top).to.be.at.least(shown.top - 1);
  });

  it('Import loads pasted text, and refuses bad text saying why, changing nothing', async () => {
    const from = await gameAt([800, 600]);
    await playToLoss(from);
    const exported = from.exportStats();
    const el = await gameAt([800, 600], 'seed="7"');
    const before = el.exportStats();
    const panel = await statsOpen(el);
    button(panel, 'import-statistics').click();
    await el.updateComplete;
    const textarea = panel.querySelector('textarea')!;
    textarea.value = '{"format":"nope"}';
    button(panel, 'load-statistics').click();
    await el.updateComplete;
    expect(panel.querySelector('.load-error')?.textContent).to.include('Not loaded, nothing changed');
    expect(panel.querySelector('.load-error [lang="en"]')?.textContent, 'the check says what is wrong').to.include('format');
    expect(el.exportStats(), 'bad text changes nothing').to.equal(before);
    textarea.value = exported;
    button(panel, 'load-statistics').click();
    await el.updateComplete;
    expect(statsFor(el.stats, RULES)).to.include({ played: 1, won: 0 });
    expect(panel.querySelector('.load-stats'), 'the form closes').to.equal(null);
    expect(panel.querySelector('.breakdown')!.textContent).to.match(/Played\s*1/);
  });

  it('Import loads a file', async () => {
    const from = await gameAt([800, 600]);
    await playToLoss(from);
    const exported = from.exportStats();
    const el = await gameAt([800, 600], 'seed="7"');
    const panel = await statsOpen(el);
    button(panel, 'import-statistics').click();
    await el.updateComplete;
    const input = panel.querySelector<HTMLInputElement>('input[type="file"]')!;
    const files = new DataTransfer();
    files.items.add(new File([exported], 'tri-peaks-statistics.json', { type: 'application/json' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change'));
    await waitUntil(() => statsFor(el.stats, RULES).played === 1, 'the file was loaded');
  });
});

describe('<tri-peaks-game> many games on one page', () => {
  it('draws each first board in a task of its own, the games on the screen first', async () => {
    await setViewport({ width: 800, height: 600 });
    const page = document.createElement('div');
    document.body.append(page);
    try {
      page.innerHTML = Array.from(
        { length: 12 },
        (_, i) => `<div style="height:700px"><tri-peaks-game seed="${i}"></tri-peaks-game></div>`,
      ).join('');
      const games = [...page.querySelectorAll('tri-peaks-game')];
      // The screen shows the seventh game.
      page.children[6].scrollIntoView();
      const order: number[] = [];
      games.forEach((el, i) => void el.updateComplete.then(() => order.push(i)));
      await new Promise((resolve) => setTimeout(resolve));
      expect(games.filter((el) => el.hasUpdated).length, 'drawn in the first task').to.be.at.most(1);
      await Promise.all(games.map((el) => el.updateComplete));
      expect(order[0], `the order drawn: ${order.join(' ')}`).to.equal(6);
      expect(order.slice(1, 3).sort()).to.deep.equal([5, 7]);
    } finally {
      page.remove();
      window.scrollTo(0, 0);
    }
  });
});
