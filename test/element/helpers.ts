// Shared helpers for the element tests: make a game, find its parts, click moves.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { type Move, Game } from '../../src/engine/standalone.js';
import type { TriPeaksGame } from '../../src/index.js';
import '../../src/index.js';

// Every test starts from an empty localStorage: a game without save-key keeps its game and
// statistics there, under its own key (the same for each test's fixture).
beforeEach(() => localStorage.clear());

export type Recorded = { type: string; detail: Record<string, unknown> };
export const EVENT_NAMES = ['deal', 'move', 'run', 'score', 'win', 'lose'] as const;

/** A game from an HTML template, with its first deal on the board. */
export async function game(template = html`<tri-peaks-game seed="42"></tri-peaks-game>`): Promise<TriPeaksGame> {
  const el = await fixture<TriPeaksGame>(template);
  await el.dealComplete;
  await el.updateComplete;
  return el;
}

/** Records every event the element fires (from the moment of the call). */
export function record(el: HTMLElement): Recorded[] {
  const events: Recorded[] = [];
  for (const type of EVENT_NAMES) {
    el.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  }
  return events;
}

export function root(el: TriPeaksGame): ShadowRoot {
  return el.shadowRoot!;
}

/** The Settings sheet. */
export const settings = (el: TriPeaksGame) => root(el).querySelector<HTMLElement>('.settings')!;
/** Settings is up. */
export const isOpen = (el: TriPeaksGame) => settings(el).matches(':popover-open');
/** Opens Settings as a player does, with the Settings button, and waits for the sheet to be placed. */
export async function openSettings(el: TriPeaksGame): Promise<void> {
  root(el).querySelector<HTMLButtonElement>('.settings-toggle')!.click();
  await new Promise(requestAnimationFrame);
  await el.updateComplete;
}

export function peakButton(el: TriPeaksGame, position: number): HTMLButtonElement | null {
  return root(el).querySelector<HTMLButtonElement>(`.peaks [data-pos="${position}"]`);
}

export function peakButtons(el: TriPeaksGame): HTMLButtonElement[] {
  return [...root(el).querySelectorAll<HTMLButtonElement>('.peaks button')];
}

export function stockButton(el: TriPeaksGame): HTMLButtonElement {
  return root(el).querySelector<HTMLButtonElement>('.stock')!;
}

export function control(el: TriPeaksGame, name: string): HTMLButtonElement {
  return [...root(el).querySelectorAll<HTMLButtonElement>('.controls > button, .panel button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent.trim()) === name,
  )!;
}

/** What a player sees: every card's name, the waste, the stock, the score, the panel. */
export function view(el: TriPeaksGame): Record<string, unknown> {
  const r = root(el);
  return {
    cards: peakButtons(el).map((b) => `${b.dataset.pos}:${b.getAttribute('aria-label')}`),
    waste: r.querySelector('.waste')!.getAttribute('aria-label'),
    stock: stockButton(el).getAttribute('aria-label'),
    score: r.querySelector('.stat.score .value')!.textContent,
    run: r.querySelector('.stat.run .value')!.textContent,
    panel: r.querySelector('.panel h2')?.textContent ?? null,
  };
}

/** Clicks the button a player would click for this move (a peak card or the stock). */
export function clickMove(el: TriPeaksGame, move: Move): void {
  if (move.kind === 'stock') {
    stockButton(el).click();
  } else {
    const position = el.game!.positionOfCard(move.card)!;
    peakButton(el, position)!.click();
  }
}

/** Plays `count` moves by clicks: a card where one can be played, else the stock. */
export async function playMoves(el: TriPeaksGame, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const moves = el.game!.legalMoves();
    clickMove(el, moves.find((m) => m.kind === 'play') ?? moves[0]);
    await el.updateComplete;
  }
}

/** Plays the solver's winning line, card by card as a player clicks. */
export async function winByClicks(el: TriPeaksGame): Promise<void> {
  for (const move of el.game!.solve().solution!) {
    clickMove(el, move);
    await el.updateComplete;
  }
}

/** Gives `el` a clock that the test moves on by hand (`advance(ms)`), from the page's time now: no waiting for real seconds. */
export function handClock(el: TriPeaksGame): { advance(ms: number): void } {
  let offset = 0;
  el.clock = { now: () => performance.now() + offset, date: () => Date.now() + offset };
  return { advance: (ms) => void (offset += ms) };
}

/** Collects console.warn calls while `body` runs. */
export async function warnings(body: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void seen.push(args.map(String).join(' '));
  try {
    await body();
  } finally {
    console.warn = original;
  }
  return seen;
}

/** Plays to a loss: the whole stock first, then any legal move, until nothing fits. */
export async function playToLoss(el: TriPeaksGame): Promise<void> {
  while (el.status === 'playing') {
    const moves = el.game!.legalMoves();
    clickMove(el, moves.find((m) => m.kind === 'stock') ?? moves[0]);
    await el.updateComplete;
  }
}

/** The moves `playToLoss` would click, worked out on a copy (no element involved). */
export function lossLine(from: Game): Move[] {
  const g = new Game(from.deal, from.options);
  g.applyMoves(from.history);
  const line: Move[] = [];
  while (g.status === 'playing') {
    const moves = g.legalMoves();
    const move = moves.find((m) => m.kind === 'stock') ?? moves[0];
    g.apply(move);
    line.push(move);
  }
  return line;
}

/** Resolves once the loss panel's verdict is known (not "Checking the deal…"). */
export async function verdictShown(el: TriPeaksGame): Promise<HTMLElement> {
  await waitUntil(() => root(el).querySelector('.verdict:not(.checking)'), 'the verdict never came', { timeout: 8000, interval: 20 });
  await el.updateComplete;
  return root(el).querySelector<HTMLElement>('.verdict')!;
}

/** A macrotask: what a real user's clicks have between them. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A bad attribute value and what the game does instead: [attribute, value, the fallback the warning names, a check of the game]. */
export type BadValue = [string, string, string, (el: TriPeaksGame) => void];

/**
 * One test per bad value: set on a fresh game (from `template`), it warns exactly once,
 * naming the attribute, the value and the fallback, and the game plays on, whole, with the fallback.
 */
export function fallsBackFrom(bad: readonly BadValue[], template: () => ReturnType<typeof html>): void {
  for (const [attribute, value, fallback, check] of bad) {
    it(`falls back from ${attribute}="${value}" to ${fallback} with one warning`, async () => {
      let el!: TriPeaksGame;
      const warned = await warnings(async () => {
        el = await fixture<TriPeaksGame>(template());
        el.setAttribute(attribute, value);
        await el.updateComplete;
        await el.dealComplete;
      });
      expect(warned, warned.join('\n')).to.have.length(1);
      expect(warned[0]).to.include(attribute).and.include(JSON.stringify(value)).and.include(fallback);
      check(el);
      expect(peakButtons(el), 'the whole board is drawn').to.have.length(el.game!.layout.size);
      expect(el.status).to.equal('playing');
    });
  }
}

/**
 * The axe audit, once the element is still: a panel fading in (or a card in flight) is
 * measured at its final colours, not halfway (endless animations, a hint's glow, run on).
 */
export async function expectAccessible(el: TriPeaksGame): Promise<void> {
  for (const animation of el.shadowRoot!.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await expect(el).to.be.accessible();
}
