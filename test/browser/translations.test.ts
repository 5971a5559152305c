// Translations as a script-tag host loads them: separate files next to the bundle, each with
// its own <script type="module">, before or after the bundle, under a strict CSP; and the
// registration function reached through the element's class.
import { expect } from '@open-wc/testing';
import type { TriPeaksGame } from '../../src/index.js';
import { PAGES, gamesReady, openPage, removeFrames, waitFor } from './helpers.js';

const scoreLabel = (game: TriPeaksGame) => game.shadowRoot!.querySelector('.stat.score .label')!.textContent;

describe('translation files beside the bundle', () => {
  afterEach(removeFrames);

  it('work loaded before or after the bundle; a page language without a file stays English', async () => {
    const page = await openPage(`${PAGES}/translations.html`);
    const [german, japanese, brazilian, plain] = await gamesReady(page, 4);
    await waitFor(() => scoreLabel(german) === 'Punkte', 'the German file (loaded after the bundle) is in use');
    expect(scoreLabel(japanese), 'the Japanese file loaded before the bundle').to.equal('スコア');
    expect(scoreLabel(brazilian), 'pt-BR falls back to pt').to.equal('Pontos');
    expect(scoreLabel(plain), '<html lang="fr"> with no French file').to.equal('Score');
    expect(german.shadowRoot!.querySelector('[part~="undo"]')!.textContent.trim()).to.equal('Zurück');

    // A host's own words through the class, as bundle users reach it, override the shipped file.
    const element = page.win.customElements.get('tri-peaks-game') as unknown as { registerTranslation: (t: object) => void };
    element.registerTranslation({ $code: 'de', score: 'Stand' });
    await german.updateComplete;
    expect(scoreLabel(german)).to.equal('Stand');
    expect(german.shadowRoot!.querySelector('[part~="undo"]')!.textContent.trim(), 'the rest of the file stays').to.equal('Zurück');
    expect(page.win.cspViolations).to.deep.equal([]);
    expect((page.win as unknown as { pageErrors: string[] }).pageErrors).to.deep.equal([]);
  });
});
