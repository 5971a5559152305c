/**
 * The settings flow: New game, Restart this deal and a change in Settings each throw
 * the game on the board away, so each asks first when a game is under way (a move made,
 * not over). A setting is written to the element through a typed map (the setting's
 * name to how its input is read), and the Settings inputs show the settings in force
 * after every render until a change is made.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TranslationKey } from '../i18n/registry.js';
import { OPTION_PARSERS, type Warn } from '../options.js';
import { type Preferences, type SettingsView, showSettings } from '../panels.js';
import type { AskFirst } from './ask-first.js';
import type { SettingsSheet } from './settings-sheet.js';

/** How each setting is read from its input in the Settings sheet. */
const READ_SETTING: { readonly [K in keyof SettingsView]: (input: HTMLInputElement, warn: Warn) => SettingsView[K] } = {
  layout: (input, warn) => OPTION_PARSERS.layout(input.value, warn, 'layout'),
  wild: (input, warn) => OPTION_PARSERS.wild(input.value, warn, 'wild'),
  wrap: (input) => input.checked,
  faceUp: (input) => input.checked,
  deal: (input, warn) => OPTION_PARSERS.deal(input.value, warn, 'deal'),
  scoring: (input, warn) => OPTION_PARSERS.scoring(input.value, warn, 'scoring'),
};

const isSetting = (name: string): name is keyof SettingsView => Object.hasOwn(READ_SETTING, name);

/** Writes the setting `name` read from `input` to `target` (the element). */
function writeSetting<K extends keyof SettingsView>(target: SettingsView, name: K, input: HTMLInputElement, warn: Warn): void {
  target[name] = READ_SETTING[name](input, warn);
}

/** The element: its settings and the player's preferences, and where they are drawn. */
type Host = ReactiveControllerHost & SettingsView & Preferences & { readonly renderRoot: ParentNode };

export interface SettingsFlowParts {
  ask: AskFirst;
  sheet: SettingsSheet;
  warn: Warn;
  /** A game under way is on the board: a move made, not over. */
  underWay: () => boolean;
  /** The settings in force, as Settings shows them. */
  inForce: () => SettingsView;
  /** A question is up: play stops, the focus goes to its first button. */
  asking: () => void;
  /** Deals a new game, today's daily deal, and restarts this deal. */
  newDeal: () => void;
  daily: () => void;
  playAgain: () => void;
}

export class SettingsFlow implements ReactiveController {
  readonly #host: Host;
  readonly #parts: SettingsFlowParts;

  constructor(host: Host, parts: SettingsFlowParts) {
    this.#host = host;
    this.#parts = parts;
    host.addController(this);
  }

  /** New game (the button, N). */
  newGameAsked = (): void => this.#unlessUnderWay('newGame', this.#parts.newDeal);

  /** Restart this deal (Settings): the same deal from the start. */
  restartAsked = (): void => {
    this.#parts.sheet.close(false);
    this.#unlessUnderWay('restart', this.#parts.playAgain);
  };

  /** Daily deal (Settings): today's deal, the way back after New game. */
  dailyAsked = (): void => {
    this.#parts.sheet.close(false);
    this.#unlessUnderWay('dailyDeal', this.#parts.daily);
  };

  /** A setting changed in the Settings sheet: a game setting deals a new game (the sheet closes to show it); a preference applies at once. */
  changed = (e: Event): void => {
    const input = e.target as HTMLInputElement;
    const name = input.name;
    // Until the change is made, the inputs show the settings in force (hostUpdated).
    this.#host.requestUpdate();
    if (name === 'sound' || name === 'largePrint') return void (this.#host[name] = input.checked);
    if (!isSetting(name)) return;
    this.#parts.sheet.close(false);
    this.#unlessUnderWay('dealWithSetting', () => writeSetting(this.#host, name, input, this.#parts.warn));
  };

  /** What the controls bar's buttons and the Settings inputs call. */
  readonly controls = { onNewGame: this.newGameAsked, onSetting: this.changed, onRestart: this.restartAsked, onDaily: this.dailyAsked };

  /** Runs `discard` at once, or once the player confirms that the game under way may go. */
  #unlessUnderWay(confirm: TranslationKey, discard: () => void): void {
    if (!this.#parts.underWay()) return discard();
    this.#parts.sheet.close(false);
    this.#parts.ask.ask({ confirm, discard });
    this.#parts.asking();
  }

  /** Checks the Settings inputs that show the settings in force (what Lit's live() does, without its bytes). */
  hostUpdated(): void {
    const { sound, largePrint } = this.#host;
    showSettings(this.#host.renderRoot, { ...this.#parts.inForce(), sound, largePrint });
  }
}
