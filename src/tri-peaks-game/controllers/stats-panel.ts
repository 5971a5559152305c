/**
 * The statistics panel: opened by the controls' Statistics button over the table, it
 * shows the record of the rule set on the board, with Close, Reset (which asks first),
 * and Export and Import (StatsTransfer). Play stops while it is open.
 */
import { type ReactiveControllerHost, type TemplateResult, nothing } from 'lit';
import { type RuleSet, dailyStreakOn, normalizeSeed, statsFor } from '../../engine/index.js';
import type { Localizer } from '../i18n/localizer.js';
import type { ScoringOption } from '../options.js';
import { statsPanel } from '../panels.js';
import { rulesLabel } from '../text.js';
import type { AskFirst } from './ask-first.js';
import type { StatsKeeper } from './stats.js';
import { StatsTransfer } from './stats-transfer.js';

/** The element: its statistics as text, and how it takes them back and clears them. */
type Host = ReactiveControllerHost & { exportStats(): string; importStats(text: string): void; resetStats(): void };

export interface StatsPanelParts {
  stats: StatsKeeper;
  ask: AskFirst;
  /** The rule set of the game on the board. */
  rules: () => RuleSet;
  /** The panel opened (the host closes Settings and stops play) or closed (play goes on). */
  opened: () => void;
  closed: () => void;
  /** Moves the focus to `selector` once the next render is on the page. */
  focus: (selector: string) => void;
}

export class StatsPanel {
  readonly #host: Host;
  readonly #parts: StatsPanelParts;
  readonly #transfer: StatsTransfer;
  /** The panel is open. */
  open = false;

  constructor(host: Host, parts: StatsPanelParts) {
    this.#host = host;
    this.#parts = parts;
    this.#transfer = new StatsTransfer(host);
  }

  show = (): void => {
    this.open = true;
    this.#parts.opened();
    this.#host.requestUpdate();
    this.#parts.focus('.statistics .primary');
  };

  close = (): void => {
    if (!this.open) return;
    this.open = false;
    this.#transfer.close();
    this.#host.requestUpdate();
    this.#parts.focus('.statistics-toggle');
    this.#parts.closed();
  };

  #resetAsked = (): void => {
    this.#parts.ask.ask({
      question: 'resetQuestion',
      detail: 'resetDetail',
      confirm: 'reset',
      cancel: 'keepThem',
      safe: true,
      discard: () => this.#host.resetStats(),
    });
    this.#parts.focus('.confirm .primary');
  };

  render(l: Localizer): TemplateResult | typeof nothing {
    if (!this.open) return nothing;
    const rules = this.#parts.rules();
    const s = statsFor(this.#parts.stats.current, rules);
    // The panel shows the daily streak as it stands today (0 once a day went by without a daily win).
    const today = normalizeSeed('daily').slice('daily:'.length);
    const heading = { label: rulesLabel(l, rules), scoring: rules.scoring as ScoringOption | 'strokes', kept: this.#parts.stats.kept };
    return statsPanel(l, heading, { ...s, dailyStreak: dailyStreakOn(s, today) }, this.#resetAsked, this.close, this.#transfer);
  }
}
