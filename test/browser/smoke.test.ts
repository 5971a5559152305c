// Toolchain smoke test: web-test-runner, Chromium, @open-wc/testing, Lit decorators and
// `.js` import specifiers that resolve to `.ts` sources.
import { expect, fixture, html } from '@open-wc/testing';
import { ProbeElement } from './fixtures/probe-element.js';

describe('toolchain smoke test', () => {
  it('renders a plain element in a real browser', async () => {
    const el = await fixture<HTMLDivElement>(html`<div role="status" title="hello">ready</div>`);
    expect(el.textContent).to.equal('ready');
    expect(el.getAttribute('role')).to.equal('status');
    expect(getComputedStyle(el).display).to.equal('block');
  });

  it('runs a Lit element whose properties use TypeScript decorators', async () => {
    const el = await fixture<ProbeElement>(html`<tp-probe-element count="3"></tp-probe-element>`);
    expect(el).to.be.instanceOf(ProbeElement);
    expect(el.count).to.equal(3);
    expect(el.shadowRoot!.querySelector('button')!.textContent).to.equal('count 3');
    el.count = 4;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('button')!.textContent).to.equal('count 4');
  });
});
