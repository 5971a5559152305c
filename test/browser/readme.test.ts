// The README's `html` samples, each in its own page with the single-file bundle (the
// sample's `/js/tri-peaks-game.js` is the bundle): every game in it deals, nothing throws,
// and the samples that promise something keep their promise (the theme applies, the
// leaderboard records a won daily deal).
import { expect } from '@open-wc/testing';
import { readmeSamples } from '../cli/readme-samples.js';
import { type OpenedPage, clickAWinningLine, gamesReady, removeFrames, waitFor } from './helpers.js';

const BUNDLE = '/dist/bundle/tri-peaks-game.js';

/** A stand-in for YouTube Playables' SDK, as the language sample reads it (the portal builds have their own: test/portals/). */
const YTGAME_STUB = `window.ytgame = { system: { getLanguage: () => Promise.resolve('pt-BR') } };`;

async function openSample(code: string): Promise<OpenedPage> {
  const html = code
    .replaceAll('src="/js/tri-peaks-game.js"', `src="${BUNDLE}"`)
    .replaceAll('src="/js/translations/', 'src="/dist/bundle/translations/');
  const loader = /<script type="module" src=/.test(html) ? '' : `<script type="module" src="${BUNDLE}"></script>`;
  const frame = document.createElement('iframe');
  frame.style.width = '900px';
  frame.style.height = '900px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <script>window.pageErrors = []; addEventListener('error', (e) => pageErrors.push(e.message));
      addEventListener('unhandledrejection', (e) => pageErrors.push(String(e.reason)));
      ${YTGAME_STUB}</script>
    ${loader}</head><body>${html}</body></html>`;
  document.body.append(frame);
  await loaded;
  return { frame, doc: frame.contentDocument!, win: frame.contentWindow as OpenedPage['win'] };
}

describe('README html samples', () => {
  let samples: ReturnType<typeof readmeSamples> = [];
  before(async () => {
    samples = readmeSamples(await (await fetch('/README.md')).text()).filter((s) => s.lang === 'html' && !s.noTest);
  });
  afterEach(removeFrames);

  it('finds the embed, attributes, leaderboard and theme samples', () => {
    expect(samples.length).to.be.at.least(4);
    expect(samples.some((s) => s.code.includes('src="/js/tri-peaks-game.js"'))).to.equal(true);
  });

  it('every html sample deals its games without an error', async () => {
    for (const sample of samples) {
      const page = await openSample(sample.code);
      const count = (sample.code.match(/<tri-peaks-game\b/g) ?? []).length;
      const games = await gamesReady(page, count);
      expect(games.length, `README.md:${sample.line}`).to.equal(count);
      expect((page.win as unknown as { pageErrors: string[] }).pageErrors, `README.md:${sample.line}`).to.deep.equal([]);
      removeFrames();
    }
  });

  it('the attributes sample sets up two different games', async () => {
    const sample = samples.find((s) => s.code.includes('scoring="betting"') && s.code.includes('face-up'))!;
    const [a, b] = await gamesReady(await openSample(sample.code), 2);
    expect(a.game!.options).to.include({ wrap: false, scoring: 'betting' });
    expect(a.game!.origin?.seed).to.equal('12345');
    expect(b.game!.options.faceUp).to.equal(true);
    expect(b.game!.origin?.mode).to.equal('any');
  });

  it('the Golf sample deals Golf, strict and with wrap and a joker', async () => {
    const sample = samples.find((s) => s.code.includes('layout="golf"'))!;
    const [strict, putt] = await gamesReady(await openSample(sample.code), 2);
    expect(strict.game!.options).to.include({ layout: 'golf', wrap: false, wild: 0 });
    expect(strict.shadowRoot!.querySelectorAll('.peaks button')).to.have.length(35);
    expect(putt.game!.options).to.include({ layout: 'golf', wrap: true, wild: 1 });
    expect(putt.stockCount).to.equal(17);
  });

  it('the Languages samples: the language the portal SDK gives, a host translation in part, a shipped word changed', async function () {
    this.timeout(30_000);
    const portal = samples.find((s) => s.code.includes('ytgame'))!;
    const [game] = await gamesReady(await openSample(portal.code));
    const label = (g: typeof game, stat = 'score') => g.shadowRoot!.querySelector(`.stat.${stat} .label`)!.textContent;
    await waitFor(() => label(game) === 'Pontos', 'the SDK said pt-BR: Portuguese');
    const host = samples.find((s) => s.code.includes("$code: 'sv'"))!;
    // With the German file and a German game beside the sample.
    const german =
      '<script type="module" src="/js/tri-peaks-game.js"></script><script type="module" src="/js/translations/de.js"></script>';
    const page = await openSample(`${german}${host.code}<tri-peaks-game lang="de" seed="1"></tri-peaks-game>`);
    const [swedish, germanGame] = await gamesReady(page, 2);
    await waitFor(() => label(swedish) === 'Poäng', 'the Swedish words are in');
    expect(label(swedish, 'seed')).to.equal('Giv');
    expect(swedish.shadowRoot!.querySelector('[part~="new-game"]')!.getAttribute('aria-label'), 'not translated: English').to.equal(
      'New game',
    );
    await waitFor(
      () => germanGame.shadowRoot!.querySelector('[part~="new-game"]')!.getAttribute('aria-label') === 'Neue Runde',
      'the changed German word',
    );
    expect(label(germanGame), 'the rest of the German file').to.equal('Punkte');
  });

  it('the theme sample re-colours the felt and styles the parts', async () => {
    const sample = samples.find((s) => s.code.includes('midnight'))!;
    const page = await openSample(sample.code);
    const [game] = await gamesReady(page);
    const table = game.shadowRoot!.querySelector('.table')!;
    expect(page.win.getComputedStyle(table).backgroundColor).to.equal('rgb(29, 39, 72)'); // #1d2748
    expect(page.win.getComputedStyle(table).borderTopLeftRadius).to.equal('0px');
    const button = game.shadowRoot!.querySelector('.controls [part~="button"]')!;
    expect(page.win.getComputedStyle(button).textTransform).to.equal('uppercase');
  });

  it("the storage sample saves through the page's own storage, not localStorage", async () => {
    const sample = samples.find((s) => s.code.includes('cloud'))!;
    const page = await openSample(sample.code);
    const [game] = await gamesReady(page);
    game.turnStock();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const saved = await game.storage!.getItem('tri-peaks-cloud');
    expect(saved, "saved in the page's storage").to.be.a('string').and.include(game.cards.split(' ')[0]);
    expect(localStorage.getItem('tri-peaks-cloud')).to.equal(null);
  });

  it('the leaderboard sample records a won daily deal', async function () {
    this.timeout(60_000);
    const sample = samples.find((s) => s.code.includes('leaderboard'))!;
    localStorage.removeItem('tri-peaks-daily-scores'); // srcdoc pages share this origin
    const page = await openSample(sample.code);
    const [game] = await gamesReady(page);
    expect(page.doc.querySelectorAll('#leaderboard li').length).to.equal(0);
    const wins: unknown[] = [];
    game.addEventListener('win', (e) => wins.push((e as CustomEvent).detail));
    await clickAWinningLine(game);
    expect(game.status).to.equal('won');
    expect(wins).to.have.length(1);
    const items = await waitFor(
      () => page.doc.querySelectorAll('#leaderboard li').length > 0 && page.doc.querySelectorAll('#leaderboard li'),
      'a leaderboard entry',
    );
    const date = game.game!.origin!.seed.slice('daily:'.length);
    expect(items[0].textContent).to.equal(`${date}: ${game.score} points in ${(wins[0] as { seconds: number }).seconds} s`);
    localStorage.removeItem('tri-peaks-daily-scores');
  });
});
