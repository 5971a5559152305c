// Every shipped translation, in a real game: the same seed played the same way in English
// and in the language, every string the element shows or speaks collected at each step
// (the start, after moves, a refused card, a hint, Settings, Statistics, a refused import and its question,
// the question before a game is thrown away, paused, the end of a lost game, its verdict
// and winning line), and none of the English ones may be left (but names such as "Golf").
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { TriPeaksGame } from '../../src/index.js';
import '../../src/translations/all.js';
import { clickMove, playToLoss, root, stockButton, verdictShown } from './helpers.js';

/** The shipped languages, as a page names them. */
const SHIPPED = ['de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'pl', 'tr', 'ru', 'ja', 'zh-CN', 'ar'];

/** Strings the same in every language: the games' names, and the key caps of the keys line. */
const NAMES = new Set(['Tri Peaks', 'Golf', 'Ctrl', 'Escape']);

/** Words a language shares with English (its own words, not left-overs): "Score" in French, "Jokers" in Dutch. */
const SHARED: Record<string, string[]> = { fr: ['Jokers', 'Points', 'Score'], nl: ['Jokers', 'of', 'Tip'] };

/** English words no translation should still hold (a sentence half translated). */
const ENGLISH_WORDS =
  /\b(the|of|and|cards?|stock|waste|playable|winnable|moves?|deals?|hints?|undos?|turns?|run|score|streak|statistics|settings|paused|checking|playing)\b/i;

const part = (el: TriPeaksGame, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`)!;

async function settled(el: TriPeaksGame): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
}

/** Every text the element shows or speaks now: text nodes, aria-labels and titles in its shadow root. */
function strings(el: TriPeaksGame, into: Set<string>): void {
  const walker = document.createTreeWalker(root(el), NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) {
      // A detail marked as English inside the game (the statistics check's reason) is not the game's words.
      if (node.parentElement?.closest('[lang]:not(.root)')?.getAttribute('lang') === 'en') continue;
      const text = node.data.replace(/\s+/g, ' ').trim();
      if (text) into.add(text);
    } else if (node instanceof Element) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = node.getAttribute(name);
        if (value) into.add(value.trim());
      }
      // Words drawn by CSS (the hint's tag): content: "Hint" / "".
      for (const pseudo of ['::before', '::after']) {
        const shown = /^"([^"]+)"/.exec(getComputedStyle(node, pseudo).content);
        if (shown) into.add(shown[1]);
      }
    }
  }
}

/** Plays seed 42 the same way in `lang` and collects what it shows and says at every step. */
async function collect(lang: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const el = await fixture<TriPeaksGame>(html`<tri-peaks-game seed="42" lang=${lang}></tri-peaks-game>`);
  await el.dealComplete;
  await settled(el);
  const take = () => strings(el, seen);
  take();
  clickMove(el, el.game!.legalMoves().find((m) => m.kind === 'play') ?? { kind: 'stock' });
  await settled(el);
  take();
  stockButton(el).click();
  await settled(el);
  take();
  root(el).querySelector<HTMLElement>('.peaks .down')?.click();
  await settled(el);
  take();
  await el.hint();
  await settled(el);
  take();
  el.undo();
  await settled(el);
  take();
  // Settings, Statistics with its question, the question before a game is thrown away, paused.
  root(el).querySelector<HTMLElement>('.settings-toggle')!.click();
  await settled(el);
  take();
  root(el).querySelector<HTMLElement>('.settings')!.hidePopover();
  part(el, 'statistics').click();
  await settled(el);
  take();
  part(el, 'import-statistics').click();
  await settled(el);
  root(el).querySelector('textarea')!.value = '{"format":"nope"}';
  part(el, 'load-statistics').click();
  await settled(el);
  take();
  part(el, 'reset-statistics').click();
  await settled(el);
  take();
  part(el, 'keep-playing').click();
  await settled(el);
  part(el, 'close-statistics').click();
  await settled(el);
  part(el, 'new-game').click();
  await settled(el);
  take();
  part(el, 'keep-playing').click();
  el.pause();
  await settled(el);
  take();
  el.resume();
  // The end of a lost game: the panel, the verdict, a winning line playing, then played.
  await playToLoss(el);
  await verdictShown(el);
  take();
  const watch = root(el).querySelector<HTMLElement>('[part~="watch"]');
  if (watch) {
    watch.click();
    await settled(el);
    take();
    part(el, 'stop-watching').click();
    await settled(el);
    take();
    await emulateMedia({ reducedMotion: 'reduce' });
    root(el).querySelector<HTMLElement>('[part~="watch"]')!.click();
    await settled(el);
    take();
    await emulateMedia({ reducedMotion: 'no-preference' });
  }
  el.remove();
  // Another tab with the same save-key takes the game: this one says so. (Two elements of
  // one page with one key keep separate games; another tab is heard on the key's channel.)
  const key = `translations-elsewhere-${lang}`;
  localStorage.removeItem(key);
  const here = await fixture<TriPeaksGame>(html`<tri-peaks-game seed="42" lang=${lang} save-key=${key}></tri-peaks-game>`);
  await here.dealComplete;
  const otherTab = new BroadcastChannel(`tri-peaks-game:${key}`);
  otherTab.postMessage({ writer: 'another-tab', revision: 1 });
  await waitUntil(() => root(here).querySelector('[part~="play-here"]'), 'the other tab to take the game', { timeout: 5000 });
  otherTab.close();
  await settled(here);
  strings(here, seen);
  here.remove();
  localStorage.removeItem(key);
  return seen;
}

/** A string that holds words (not a number, a card's label such as "7♥", a key cap). */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

describe('<tri-peaks-game> shipped translations', function () {
  this.timeout(60_000);
  let english: Set<string>;

  before(async () => {
    english = await collect('en');
  });

  it('collects English strings at every step (the check below has something to find)', () => {
    for (const text of [
      'Undo',
      'Restart this deal',
      'Statistics',
      'Reset the statistics?',
      'Leave this game?',
      'Paused',
      'No more moves',
      'Play here',
      'Not loaded, nothing changed: this is not statistics exported from this game, or it is damaged.',
    ])
      expect(english, text).to.include(text);
    expect(
      [...english].some((s) => s.startsWith('Hint: ')),
      'a hint announced',
    ).to.equal(true);
  });

  for (const lang of SHIPPED) {
    it(`${lang}: no English string is left`, async () => {
      const seen = await collect(lang);
      const shared = new Set(SHARED[lang] ?? []);
      const englishWords = (s: string) =>
        (s.match(new RegExp(ENGLISH_WORDS, 'gi')) ?? []).filter((w) => !shared.has(w) && !shared.has(w[0].toUpperCase() + w.slice(1)));
      const left = [...seen].filter(
        (s) => hasWords(s) && !NAMES.has(s) && !shared.has(s) && (english.has(s) || englishWords(s).length > 0),
      );
      expect(left, `English left in ${lang}`).to.deep.equal([]);
      expect(seen.size, 'as many strings as in English, give or take').to.be.greaterThan(english.size * 0.8);
    });
  }

  it('at 320 px, in every language, the controls keep to one row and no button or label overflows', async () => {
    for (const lang of ['en', ...SHIPPED]) {
      const el = await fixture<TriPeaksGame>(html`<tri-peaks-game seed="42" lang=${lang} style="width: 320px"></tri-peaks-game>`);
      await el.dealComplete;
      await settled(el);
      const buttons = [...root(el).querySelectorAll<HTMLElement>('.controls > button')];
      const tops = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(tops.size, `${lang}: the control buttons on one row`).to.equal(1);
      for (const item of [...buttons, ...root(el).querySelectorAll<HTMLElement>('.stat .label')])
        expect(item.scrollWidth, `${lang}: "${item.textContent.trim()}" fits`).to.be.at.most(item.clientWidth + 1);
      el.remove();
    }
  });

  it('at 280 px (a 320 px phone page with its margins), in every language, every line of the statistics lies inside the panel', async () => {
    for (const lang of ['en', ...SHIPPED]) {
      const el = await fixture<TriPeaksGame>(html`<tri-peaks-game seed="42" lang=${lang} style="width: 280px"></tri-peaks-game>`);
      await el.dealComplete;
      part(el, 'statistics').click();
      await settled(el);
      const panel = root(el).querySelector('.statistics')!.getBoundingClientRect();
      const lines = [...root(el).querySelectorAll<HTMLElement>('.statistics .line')];
      expect(lines.length, `${lang}: the statistics are shown`).to.be.greaterThan(5);
      for (const line of lines) {
        const box = line.getBoundingClientRect();
        expect(
          box.left >= panel.left - 1 && box.right <= panel.right + 1,
          `${lang}: "${line.textContent.trim()}" inside the panel`,
        ).to.equal(true);
      }
      el.remove();
    }
  });

  it("at 320 px, in every language, a hint's reason is shown whole", async () => {
    for (const lang of ['en', ...SHIPPED]) {
      const el = await fixture<TriPeaksGame>(html`<tri-peaks-game seed="42" lang=${lang} style="width: 320px"></tri-peaks-game>`);
      await el.dealComplete;
      await el.hint();
      await settled(el);
      const message = root(el).querySelector<HTMLElement>('.message')!;
      expect(message.textContent.trim(), `${lang}: a reason`).to.not.equal('');
      expect(message.scrollHeight, `${lang}: "${message.textContent.trim()}" whole`).to.be.at.most(message.clientHeight + 1);
      el.remove();
    }
  });

  it('ar: text, bars and panels run right to left; the cards lie as in English', async () => {
    const make = async (lang: string) => {
      const el = await fixture<TriPeaksGame>(html`<tri-peaks-game seed="42" lang=${lang} style="width: 800px"></tri-peaks-game>`);
      await el.dealComplete;
      await settled(el);
      return el;
    };
    const [en, ar] = [await make('en'), await make('ar')];
    const x = (el: TriPeaksGame, selector: string) => root(el).querySelector(selector)!.getBoundingClientRect().left;
    expect(getComputedStyle(root(ar).querySelector('.root')!).direction).to.equal('rtl');
    expect(x(ar, '[part~="undo"]'), 'Undo on the right').to.be.greaterThan(x(ar, '[part~="settings-toggle"]'));
    expect(x(en, '[part~="undo"]'), 'Undo on the left in English').to.be.lessThan(x(en, '[part~="settings-toggle"]'));
    expect(x(ar, '.stat.score'), 'the score on the right').to.be.greaterThan(x(ar, '.stat.seed'));
    // Where each card lies in its game, the deal's flights finished.
    const cards = (el: TriPeaksGame) => {
      for (const animation of root(el).getAnimations()) animation.finish();
      const left = el.getBoundingClientRect().left;
      return [...root(el).querySelectorAll('.peaks button, .stock')].map((b) => Math.round(b.getBoundingClientRect().left - left));
    };
    expect(cards(ar), 'the cards stay where they are').to.deep.equal(cards(en));
    // A card's label inside an Arabic sentence stays "A♠" (isolated left to right), and "+10" keeps its sign in front.
    await ar.hint();
    await settled(ar);
    expect(root(ar).querySelector('.message')!.textContent).to.match(/\u2066(10|[2-9AJQK])[♠♥♦♣]\u2069/);
    expect(root(ar).querySelector('.stat.next .value')!.textContent).to.match(/^\u200e?\+/);
  });
});
