// The element's language: `lang` on the element, an ancestor or <html> decides; a region
// falls back to its language, then English; a host registers its own translation or
// overrides a few strings; changing `lang` live keeps the game; numbers through Intl.
import { expect, fixture, html } from '@open-wc/testing';
import type { TriPeaksGame } from '../../src/index.js';
import { TriPeaksGame as GameClass, registerTranslation } from '../../src/index.js';
import { clickMove, game, peakButtons, root, stockButton, warnings } from './helpers.js';

const label = (el: TriPeaksGame, stat: string) => root(el).querySelector(`.stat.${stat} .label`)!.textContent;
const value = (el: TriPeaksGame, stat: string) => root(el).querySelector(`.stat.${stat} .value`)!.textContent;
/** After a `lang` change: the element hears of it (a MutationObserver) and renders again. */
async function settle(el: TriPeaksGame): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
}
const live = (el: TriPeaksGame) => root(el).querySelector('[role="status"][aria-live]')!.textContent;

// A host's own language (Esperanto, here only partly translated), and a test language
// with a region, registered through the element's class as a bundle user would.
registerTranslation({ $code: 'eo', score: 'Poentoj', undo: 'Malfari', stock: { one: 'Stoko: {n} karto', other: 'Stoko: {n} kartoj' } });
GameClass.registerTranslation({ $code: 'x-test', score: 'SCORE-X', run: 'RUN-X', nextCard: 'NEXT-X' });
GameClass.registerTranslation({ $code: 'x-test-region', score: 'SCORE-REGION' });

describe('<tri-peaks-game> language', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('speaks English when nothing says otherwise, and a missing string falls back to English, never to a key', async () => {
    const el = await game();
    expect(label(el, 'score')).to.equal('Score');
    el.lang = 'eo';
    await settle(el);
    expect(label(el, 'score')).to.equal('Poentoj');
    expect(label(el, 'run'), 'not translated: English').to.equal('Run');
    expect(stockButton(el).getAttribute('aria-label')).to.equal('Stoko: 23 kartoj');
    expect(root(el).querySelector('.root')!.getAttribute('lang')).to.equal('eo');
  });

  it('takes the element own lang, else the closest ancestor, else <html lang>', async () => {
    document.documentElement.lang = 'eo';
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="x-test">
      <tri-peaks-game seed="42"></tri-peaks-game><tri-peaks-game seed="42" lang="en"></tri-peaks-game>
    </div>`);
    const [inner, english] = wrapper.querySelectorAll('tri-peaks-game');
    const outside = await game();
    await Promise.all([inner.dealComplete, english.dealComplete]);
    await Promise.all([inner.updateComplete, english.updateComplete]);
    expect(label(inner, 'score')).to.equal('SCORE-X');
    expect(label(english, 'score')).to.equal('Score');
    expect(label(outside, 'score')).to.equal('Poentoj');
  });

  it('looks through shadow roots for the closest lang', async () => {
    const host = await fixture<HTMLDivElement>(html`<div lang="x-test"></div>`);
    const shadow = host.attachShadow({ mode: 'open' });
    const el = document.createElement('tri-peaks-game');
    el.seed = '42';
    shadow.append(el);
    await el.dealComplete;
    await el.updateComplete;
    expect(label(el, 'score')).to.equal('SCORE-X');
    host.lang = 'eo';
    await settle(el);
    expect(label(el, 'score'), 'a change on the ancestor outside the shadow root').to.equal('Poentoj');
  });

  it('falls back from a region to its language, then to English', async () => {
    const el = await game(html`<tri-peaks-game seed="42" lang="x-test-region"></tri-peaks-game>`);
    expect(label(el, 'score'), 'the region has it').to.equal('SCORE-REGION');
    expect(label(el, 'run'), 'the language has it').to.equal('RUN-X');
    expect(root(el).querySelector('.controls [part~="undo"]')!.textContent.trim(), 'neither: English').to.equal('Undo');
    el.lang = 'eo-DE';
    await settle(el);
    expect(label(el, 'score'), 'eo-DE: eo').to.equal('Poentoj');
    el.lang = 'sv-SE';
    await settle(el);
    expect(label(el, 'score'), 'no translation at all: English').to.equal('Score');
  });

  it('switches language live: the same deal, the same position, the same score', async () => {
    const el = await game();
    const playable = peakButtons(el).find((b) => b.getAttribute('aria-label')!.endsWith(', playable'));
    if (playable) playable.click();
    else stockButton(el).click();
    await el.updateComplete;
    const before = { cards: el.cards, history: el.game!.moveText, score: el.score };
    document.documentElement.lang = 'x-test';
    await settle(el);
    expect(label(el, 'score')).to.equal('SCORE-X');
    expect({ cards: el.cards, history: el.game!.moveText, score: el.score }).to.deep.equal(before);
    expect(el.game!.history.length, 'the move is still there').to.equal(1);
  });

  it('shows a translation registered after the element rendered, and a partial override of it', async () => {
    const el = await game(html`<tri-peaks-game seed="42" lang="x-late"></tri-peaks-game>`);
    expect(label(el, 'score')).to.equal('Score');
    registerTranslation({ $code: 'x-late', score: 'Late score', run: 'Late run' });
    await el.updateComplete;
    expect(label(el, 'score')).to.equal('Late score');
    registerTranslation({ $code: 'x-late', run: 'Overridden run' });
    await el.updateComplete;
    expect(label(el, 'run'), 'the override wins').to.equal('Overridden run');
    expect(label(el, 'score'), 'the rest stays').to.equal('Late score');
  });

  it('formats the same number the same way in the score bar, the end panel and the statistics panel', async () => {
    localStorage.removeItem('language-stats-test');
    const el = await game(html`<tri-peaks-game seed="42" lang="de" save-key="language-stats-test"></tri-peaks-game>`);
    registerTranslation({ $code: 'de', score: 'Punkte' });
    for (const move of el.game!.solve().solution!) {
      clickMove(el, move);
      await el.updateComplete;
    }
    expect(el.status).to.equal('won');
    expect(el.score, 'a score with thousands').to.be.greaterThan(999);
    const german = new Intl.NumberFormat('de').format(el.score);
    expect(value(el, 'score')).to.equal(german);
    expect(root(el).querySelector('.panel .total dd')!.textContent).to.equal(german);
    // The controls wait under the end panel: the same deal again, then Statistics.
    root(el).querySelector<HTMLButtonElement>('[part~="play-again"]')!.click();
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('[part~="statistics"]')!.click();
    await el.updateComplete;
    const rows = Object.fromEntries(
      [...root(el).querySelectorAll('.statistics .line')].map((line) => [
        line.querySelector('dt')!.textContent,
        line.querySelector('dd')!.textContent,
      ]),
    );
    expect(rows['Best score'], 'the statistics panel wrote 2440 where the bar wrote 1,850').to.equal(german);
    el.resetStats();
    localStorage.removeItem('language-stats-test');
  });

  it('speaks its announcements in the language', async () => {
    registerTranslation({
      $code: 'x-said',
      stockTurned: 'STOCK {card} {n}',
      ranks: 'A|2|3|4|5|6|7|8|9|10|J|Q|K',
      suits: 'C|D|H|S',
      card: '{suit}{rank}',
    });
    const el = await game(html`<tri-peaks-game seed="42" lang="x-said"></tri-peaks-game>`);
    stockButton(el).click();
    await el.updateComplete;
    expect(live(el)).to.match(/^STOCK [CDHS](A|\d+|J|Q|K) 22/);
  });

  it('refuses what a host registers that no element can show: one warning per bad key, English for it, the game plays on', async () => {
    const said = await warnings(async () => {
      GameClass.registerTranslation({
        $code: 'x-bad',
        $dir: 'sideways' as 'rtl',
        score: 42 as unknown as string,
        undo: { one: 'one undo' } as unknown as string,
        run: 'RUN-BAD',
      });
      const el = await game(html`<tri-peaks-game seed="42" lang="x-bad"></tri-peaks-game>`);
      expect(label(el, 'score')).to.equal('Score');
      expect(label(el, 'run')).to.equal('RUN-BAD');
      expect(root(el).querySelector('.root')!.getAttribute('dir')).to.equal('ltr');
      // A bad English override mid-game: the board's words go on changing.
      GameClass.registerTranslation({ $code: 'en', stock: { few: 'x' } as unknown as string });
      clickMove(el, { kind: 'stock' });
      await el.updateComplete;
      expect(stockButton(el).getAttribute('aria-label')).to.match(/22/);
      // A placeholder named like an Object method prints as written, never native code.
      GameClass.registerTranslation({ $code: 'x-bad', run: 'RUN {constructor} {toString}' });
      await settle(el);
      expect(label(el, 'run')).to.equal('RUN {constructor} {toString}');
    });
    expect(said).to.have.length(4);
    expect(said[0]).to.match(/\$dir must be "ltr" or "rtl", not "sideways"/);
    expect(said[1]).to.match(/"score" must be text, or plurals with "other", not 42; English is used for it/);
    expect(said[2]).to.match(/"undo" must be text/);
    expect(said[3]).to.match(/"en" translation's "stock" must be text/);
  });

  it('says once a page, not once an element, that a translation file is from another release', async () => {
    const said = await warnings(async () => {
      GameClass.registerTranslation({ $code: 'x-stale', $keys: 1, $v: ['STALE'] });
      const wrapper = await fixture<HTMLElement>(html`<div lang="x-stale">
        <tri-peaks-game seed="1"></tri-peaks-game><tri-peaks-game seed="2"></tri-peaks-game><tri-peaks-game seed="3"></tri-peaks-game>
      </div>`);
      for (const el of wrapper.querySelectorAll('tri-peaks-game')) await el.dealComplete;
      (wrapper.querySelector('tri-peaks-game') as TriPeaksGame).lang = 'x-stale';
      await settle(wrapper.querySelector('tri-peaks-game') as TriPeaksGame);
    });
    expect(said).to.deep.equal(['<tri-peaks-game>: the "x-stale" translation file is from another release; English is used instead']);
  });
});
