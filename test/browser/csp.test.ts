// A page under a strict Content-Security-Policy (default-src 'self', no unsafe-inline, no
// unsafe-eval) loads the one-file bundle with one <script> tag and plays.
import { expect } from '@open-wc/testing';
import { PAGES, cardButton, clickAPlayableCard, gamesReady, openPage, removeFrames, waitFor } from './helpers.js';

describe('strict Content-Security-Policy', () => {
  afterEach(removeFrames);

  it('the fixture pages are served with the strict policy', async () => {
    const response = await fetch(`${PAGES}/csp.html`);
    expect(response.headers.get('content-security-policy')).to.equal("default-src 'self'");
  });

  it('blocks and reports inline code on the control page (the listener works)', async () => {
    const page = await openPage(`${PAGES}/csp-control.html`);
    const violations = await waitFor(() => page.win.cspViolations!.length >= 2 && page.win.cspViolations!, 'two violations');
    expect((page.win as unknown as { inlineScriptRan?: boolean }).inlineScriptRan).to.equal(undefined);
    expect(violations.map((v: any) => v.directive)).to.include.members(['script-src-elem', 'style-src-attr']);
  });

  it('renders styled cards, plays a card, and reports no violation', async () => {
    const page = await openPage(`${PAGES}/csp.html`);
    const [game] = await gamesReady(page);
    // The element's stylesheet is adopted whole. (A `\25B6` escape in a css`` template is an
    // invalid escape in a tagged template: Lit then gets `undefined` for that chunk of CSS.)
    const sheets = game.shadowRoot!.adoptedStyleSheets;
    expect(sheets.length).to.be.greaterThan(0);
    const rules = sheets.flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText));
    expect(rules.filter((r) => /\bundefined\b/.test(r)).map((r) => r.slice(0, 80))).to.deep.equal([]);
    // ... down to its last rules: the user preferences it honours.
    expect(
      rules.some((r) => r.startsWith('@media (prefers-reduced-motion: reduce)')),
      'reduced-motion rule',
    ).to.equal(true);
    expect(
      rules.some((r) => r.startsWith('@media (forced-colors: active)')),
      'forced-colors rule',
    ).to.equal(true);
    // Styled: a card is a sized, coloured button, not a default inline button.
    const card = cardButton(game, 18)!;
    const box = card.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(30);
    expect(box.height).to.be.greaterThan(box.width);
    const face = card.querySelector('.face')!;
    expect(page.win.getComputedStyle(face).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    expect(page.win.getComputedStyle(card).position).to.equal('absolute');
    const table = game.shadowRoot!.querySelector('.table')!;
    expect(page.win.getComputedStyle(table).backgroundColor).to.equal('rgb(23, 105, 61)'); // --tp-felt's default
    // Playable: a click on a card that fits moves it to the waste.
    const moves: string[] = [];
    game.addEventListener('move', (e) => moves.push((e as CustomEvent).detail.kind));
    const position = await clickAPlayableCard(game);
    expect(game.game!.isRemoved(position)).to.equal(true);
    expect(cardButton(game, position)).to.equal(null);
    expect(moves).to.include('play');
    expect(game.score).to.be.greaterThan(0);
    // Give late work (animations, adopted styles) a moment, then: nothing was blocked.
    await new Promise((r) => setTimeout(r, 400));
    expect(page.win.cspViolations).to.deep.equal([]);
  });
});
