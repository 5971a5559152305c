/**
 * Attribute and property values: each parsed when it is set, with a fallback and one
 * warning per bad value. Every option follows the same rule: a value is read as its text
 * (a string as it is, a finite number or a boolean written out); any other value (an
 * object, a symbol, a function, NaN), text too long or text not in the option's list
 * falls back to the option's default with one `console.warn`. Nothing here throws.
 */
import { MAX_WILD, LAYOUT_NAMES, type LayoutName, SCORING_SYSTEMS, DEAL_MODES, normalizeSeed } from '../engine/index.js';
import type { GameStorage } from './controllers/storage.js';

export type DealModeOption = (typeof DEAL_MODES)[number];
export type ScoringOption = (typeof SCORING_SYSTEMS)[number];
export type LayoutOption = LayoutName;

export const TAG_NAME = 'tri-peaks-game';

/** The longest save-key text: a name to keep, not a document (a seed's is the engine's, MAX_SEED_LENGTH). */
const MAX_TEXT = 200;
/** The longest `beforeNewDealLimit`: the most a timer can wait (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Reports a bad value: the option's name, the value, why, and what is used instead. */
export type Warn = (option: string, value: unknown, fallback: string, why: string) => void;

/** The text of a value, or null for a value that has none (an object, a symbol, a function, NaN, Infinity). */
function textOf(value: unknown): string | null {
  return typeof value === 'string' ? value : Number.isFinite(value) || typeof value === 'boolean' ? String(value) : null;
}

/** A value as a warning shows it: its text quoted (cut short), else its type. */
function shown(value: unknown): string {
  const text = textOf(value);
  return text === null ? `(${typeof value})` : JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/**
 * A `Warn` that says each warning once: a host setting the same bad value again (in a
 * loop, on every render) is not told again. It remembers at most 100 of them.
 */
export function warnOnce(): Warn {
  const told = new Set<string>();
  return (option, value, fallback, why) => {
    const warning = `<${TAG_NAME}>: ${option}=${shown(value)} is not valid (${why}); using ${fallback}.`;
    if (told.has(warning)) return;
    if (told.size >= 100) told.clear();
    told.add(warning);
    console.warn(warning);
  };
}

/** The words for on and off: `""` (an attribute present), `on`, `true`; `off`, `false`. */
const SWITCH_WORDS: Record<string, boolean> = { '': true, on: true, true: true, off: false, false: false };

/** On or off (a boolean, or one of SWITCH_WORDS); null when absent or bad (a bad value warns, naming `fallback`). */
function parseSwitch(option: string, value: unknown, warn: Warn, fallback: string): boolean | null {
  if (value == null) return null;
  // Own words only: an object's `constructor` or `toString` is no boolean.
  const on = SWITCH_WORDS[textOf(value)?.trim().toLowerCase() as string];
  if (typeof on === 'boolean') return on;
  warn(option, value, fallback, 'use "on" or "off"');
  return null;
}

/**
 * `wrap`: not a plain boolean attribute, because its default depends on the layout (on
 * in Tri Peaks, off in Golf): absent (null) or bad, the layout's default.
 */
export const parseWrap = (value: unknown, warn: Warn): boolean | null =>
  parseSwitch('wrap', value, warn, 'the layout\'s default ("on" in Tri Peaks, "off" in Golf)');

/**
 * A boolean option, off unless set. Its attribute is an HTML boolean attribute (present
 * means on, as `:host([large-print])` reads it): only a property can be given a bad value.
 */
const parseFlag = (value: unknown, warn: Warn, option: string): boolean => parseSwitch(option, value, warn, '"off"') ?? false;

/** A value from a fixed list (the engine's), its first entry the default. */
function parseChoice<T extends string>(option: string, value: unknown, choices: readonly T[], warn: Warn): T {
  if (value == null) return choices[0];
  const text = textOf(value)?.trim().toLowerCase();
  if ((choices as readonly unknown[]).includes(text)) return text as T;
  warn(option, value, `"${choices[0]}"`, `use ${choices.map((c) => `"${c}"`).join(' or ')}`);
  return choices[0];
}

/** `wild`'s values: how many jokers the deck holds, "0" (the default) to "2". */
const WILD_CHOICES = Array.from({ length: MAX_WILD + 1 }, (_, n) => String(n));

/**
 * `seed`: an integer, any text (up to 200 characters), `daily` or `daily:YYYY-MM-DD`;
 * absent means a random seed. A seed the engine rejects (an empty seed, one too long, a
 * `daily:` date that is not a real date) warns and falls back to a random seed (null).
 */
export function parseSeed(value: unknown, warn: Warn): string | null {
  if (value == null) return null;
  const text = textOf(value)?.trim();
  let why = 'a number or text';
  if (text !== undefined) {
    try {
      normalizeSeed(text);
      return text;
    } catch (e) {
      // The engine's rule, as the CLI gives it.
      why = (e as Error).message.replace(/\.$/, '');
    }
  }
  warn('seed', value, 'a random seed', why);
  return null;
}

/** `save-key`: the name the game is saved under, 1-200 characters of text; absent, nothing is saved. */
function parseSaveKey(value: unknown, warn: Warn): string | null {
  if (value == null) return null;
  if (typeof value === 'string' && value.trim() && value.length <= MAX_TEXT) return value;
  warn('save-key', value, 'no saving', `1-${MAX_TEXT} characters`);
  return null;
}

/** The options parsed as they are set, each with the type of its property. */
export interface ParsedOptions {
  layout: LayoutOption;
  wild: number;
  deal: DealModeOption;
  scoring: ScoringOption;
  faceUp: boolean;
  showWinnable: boolean;
  paused: boolean;
  sound: boolean;
  muted: boolean;
  largePrint: boolean;
  seed: string | null;
  saveKey: string | null;
  beforeNewDeal: (() => Promise<unknown>) | null;
  storage: GameStorage | null;
  beforeNewDealLimit: number;
}

/** Each option's parser: whatever it is given (an attribute's text, any property value) in, the value in force out. */
export type OptionParsers = { readonly [K in keyof ParsedOptions]: (value: unknown, warn: Warn, option: K) => ParsedOptions[K] };

/** The methods a `storage` must have. */
const STORAGE_METHODS = ['getItem', 'setItem', 'removeItem'] as const;

function isStorage(value: unknown): value is GameStorage {
  return (
    typeof value === 'object' &&
    value !== null &&
    STORAGE_METHODS.every((m) => typeof (value as Partial<Record<(typeof STORAGE_METHODS)[number], unknown>>)[m] === 'function')
  );
}

/**
 * The options parsed as they are set (attribute or property), by name: each turns
 * whatever it is given into a value in force. A new value for `deal` (another deal
 * mode) is one more entry in the engine's DEAL_MODES.
 */
export const OPTION_PARSERS: OptionParsers = {
  layout: (value, warn) => parseChoice('layout', value, LAYOUT_NAMES, warn),
  wild: (value, warn) => Number(parseChoice('wild', value, WILD_CHOICES, warn)),
  deal: (value, warn) => parseChoice('deal', value, DEAL_MODES, warn),
  scoring: (value, warn) => parseChoice('scoring', value, SCORING_SYSTEMS, warn),
  faceUp: parseFlag,
  showWinnable: parseFlag,
  paused: parseFlag,
  sound: parseFlag,
  muted: parseFlag,
  largePrint: parseFlag,
  seed: parseSeed,
  saveKey: parseSaveKey,
  beforeNewDeal: (value, warn) => {
    if (value == null) return null;
    if (typeof value === 'function') return value as () => Promise<unknown>;
    warn('beforeNewDeal', value, 'none', 'a function');
    return null;
  },
  storage: (value, warn) => {
    if (value == null) return null;
    let why = 'an object with getItem, setItem and removeItem';
    try {
      if (isStorage(value)) return value;
    } catch (e) {
      // A revoked proxy, a getter that throws: not a storage, and nothing thrown into the page.
      why = `reading its methods threw ${e instanceof Error ? e.name : 'an error'}`;
    }
    warn('storage', value, 'localStorage', why);
    return null;
  },
  beforeNewDealLimit: (value, warn) => {
    if (typeof value === 'number' && value >= 0 && value <= MAX_TIMER_MS) return value;
    warn('beforeNewDealLimit', value, '30000', `0-${MAX_TIMER_MS} ms`);
    return 30_000;
  },
};

/**
 * Puts an accessor on `prototype` for each option: a value set is parsed (OPTION_PARSERS)
 * and kept in the store `given` finds for the instance; a bad value warns through `warn`'s.
 */
export function defineOptions<T extends object>(prototype: T, given: (self: T) => ParsedOptions, warn: (self: T) => Warn): void {
  for (const name of Object.keys(OPTION_PARSERS) as (keyof ParsedOptions)[]) defineOption(prototype, name, given, warn);
}

function defineOption<T extends object, K extends keyof ParsedOptions>(
  prototype: T,
  name: K,
  given: (self: T) => ParsedOptions,
  warn: (self: T) => Warn,
): void {
  Object.defineProperty(prototype, name, {
    get(this: T) {
      return given(this)[name];
    },
    set(this: T, value: unknown) {
      given(this)[name] = OPTION_PARSERS[name](value, warn(this), name);
    },
    configurable: true,
  });
}
