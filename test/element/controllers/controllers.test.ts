// The element's controllers, each on a small host of its own: what each promises,
// without the rest of the game around it.
import { expect, fixture, html as testHtml, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement, html } from 'lit';
import { Game, formatMoves } from '../../../src/engine/standalone.js';
import { Announcer } from '../../../src/tri-peaks-game/controllers/announcer.js';
import { LatestRequest } from '../../../src/tri-peaks-game/controllers/latest-request.js';
import { ReplayController } from '../../../src/tri-peaks-game/controllers/replay.js';
import { type Direction, RovingFocus } from '../../../src/tri-peaks-game/controllers/roving-focus.js';

describe('LatestRequest', () => {
  it('keeps only the latest request current, and cancel makes every one stale', () => {
    const requests = new LatestRequest();
    const first = requests.begin();
    expect(first()).to.equal(true);
    const second = requests.begin();
    expect([first(), second()]).to.deep.equal([false, true]);
    requests.cancel();
    expect(second()).to.equal(false);
  });
});

class AnnouncerHost extends LitElement {
  readonly announcer = new Announcer(this);
  protected override render() {
    return this.announcer.render();
  }
}
customElements.define('announcer-host', AnnouncerHost);

describe('Announcer', () => {
  it('says each text in a polite live region, and the same words twice change the region', async () => {
    const el = await fixture<AnnouncerHost>(testHtml`<announcer-host></announcer-host>`);
    const region = () => el.shadowRoot!.querySelector('[role="status"]')!;
    expect(region().getAttribute('aria-live')).to.equal('polite');
    el.announcer.announce('Stock turned.');
    await el.updateComplete;
    const once = region().textContent;
    expect(once.trim()).to.equal('Stock turned.');
    el.announcer.announce('Stock turned.');
    await el.updateComplete;
    expect(region().textContent).to.not.equal(once);
    expect(region().textContent.trim()).to.equal('Stock turned.');
  });
});

/** Five buttons in a row, 0 to 4, some of which can be taken away. */
class RowHost extends LitElement {
  static override properties = { items: { attribute: false } };
  items = [0, 1, 2, 3, 4];
  readonly roving = new RovingFocus(this, {
    items: () => this.items,
    step: (from: number, direction: Direction, items: readonly number[]) => {
      const sorted = [...items].sort((a, b) => a - b);
      if (direction === 'home') return sorted[0] ?? null;
      if (direction === 'end') return sorted[sorted.length - 1] ?? null;
      if (direction === 'right') return sorted.find((i) => i > from) ?? null;
      if (direction === 'left') return sorted.reverse().find((i) => i < from) ?? null;
      return null;
    },
    nearest: (from: number, items: readonly number[]) =>
      items.length === 0 ? null : items.reduce((best, i) => (Math.abs(i - from) < Math.abs(best - from) ? i : best)),
    element: (item: number) => this.renderRoot.querySelector<HTMLElement>(`[data-item="${item}"]`),
    fallback: () => this.renderRoot.querySelector<HTMLElement>('.other'),
    initial: () => 0,
    transient: '.panel',
  });
  override connectedCallback() {
    super.connectedCallback();
    this.addEventListener('keydown', (e) => {
      const item = (e.composedPath()[0] as HTMLElement).dataset.item;
      if (item !== undefined) this.roving.handleKey(e, Number(item));
    });
  }
  protected override render() {
    const stop = this.roving.tabStop();
    return html`${this.items.map((i) => html`<button data-item=${i} tabindex=${i === stop ? 0 : -1}>${i}</button>`)}<button class="other">other</button>`;
  }
}
customElements.define('row-host', RowHost);

describe('RovingFocus', () => {
  const focused = (el: RowHost) => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.item;
  const tabStops = (el: RowHost) =>
    [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-item]')].filter((b) => b.tabIndex === 0).map((b) => b.dataset.item);

  it('gives the group one Tab stop and moves it with the arrow keys, Home and End', async () => {
    const el = await fixture<RowHost>(testHtml`<row-host></row-host>`);
    expect(tabStops(el)).to.deep.equal(['0']);
    el.roving.focus(0);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal('2');
    await sendKeys({ press: 'End' });
    expect(focused(el)).to.equal('4');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(el)).to.equal('3');
    el.requestUpdate();
    await el.updateComplete;
    expect(tabStops(el)).to.deep.equal(['3']);
  });

  it('sends the focus to the nearest item when the focused one leaves, and to the fallback when none is left', async () => {
    const el = await fixture<RowHost>(testHtml`<row-host></row-host>`);
    el.roving.focus(3);
    el.items = [0, 1, 4];
    el.roving.leave(3);
    await el.updateComplete;
    expect(focused(el)).to.equal('4');
    el.items = [];
    el.roving.leave(4);
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(el.shadowRoot!.querySelector('.other'));
  });

  it('focuses a control asked for after the next render, over bringing the focus back', async () => {
    const el = await fixture<RowHost>(testHtml`<row-host></row-host>`);
    el.roving.focus(1);
    el.roving.focusAfterUpdate('.other');
    el.roving.focusAfterUpdate('group');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(el.shadowRoot!.querySelector('.other'));
  });
});

class ReplayHost extends LitElement {
  done = 0;
  readonly replay = new ReplayController(this, () => this.done++);
  protected override render() {
    return html`${this.replay.played}`;
  }
}
customElements.define('replay-host', ReplayHost);

describe('ReplayController', () => {
  const game = () => Game.fromSeed('42');

  it('plays a line on a board of its own, leaving the game it came from as it was', async () => {
    const el = await fixture<ReplayHost>(testHtml`<replay-host></replay-host>`);
    const g = game();
    const line = g.solve().solution!;
    el.replay.start(g, line, false);
    expect(el.replay.board!.status).to.equal('won');
    expect(el.replay.board!.moveText).to.equal(formatMoves(line));
    expect([el.replay.active, el.replay.playing, el.done]).to.deep.equal([true, false, 1]);
    expect(g.history).to.have.length(0);
    el.replay.stop();
    expect(el.replay.active).to.equal(false);
  });

  it('paces the line move by move, holds still when asked, and stops when the host leaves the page', async () => {
    const el = await fixture<ReplayHost>(testHtml`<replay-host></replay-host>`);
    const g = game();
    el.replay.start(g, g.solve().solution!, true);
    expect(el.replay.played).to.equal(0);
    await waitUntil(() => el.replay.played >= 2, 'two moves within a few seconds', { timeout: 4000 });
    el.replay.hold();
    const held = el.replay.played;
    await new Promise((r) => setTimeout(r, 900));
    expect(el.replay.played).to.equal(held);
    el.remove();
    expect(el.replay.active).to.equal(false);
  });
});
