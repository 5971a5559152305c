/**
 * The translations a page has registered, shared by every copy of the element on the page
 * (the bundle loaded twice, the npm modules, a translation file loaded before the element):
 * they meet in one store on `globalThis`, under a `Symbol.for` key, whatever loaded first.
 */
import type { en } from './en.js';

/** Texts by plural category (Intl.PluralRules), `0` for exactly none; `other` is required. */
export type Plural = { [category in Intl.LDMLPluralRule | '0']?: string } & { other: string };

/** A catalogue key: one of the English catalogue's (src/tri-peaks-game/i18n/en.ts). */
export type TranslationKey = keyof typeof en;

/**
 * A translation: `$code` (a BCP 47 language tag: `de`, `pt-BR`), `$dir: 'rtl'` for a
 * right-to-left language, and any of the English catalogue's keys. A key left out falls
 * back to the language without its region (`pt` for `pt-BR`), then to English.
 */
export type Translation = { $code: string; $dir?: 'ltr' | 'rtl'; $name?: string } & { [key in TranslationKey]?: string | Plural } & Packed;

/**
 * The shipped files' compact form, written by scripts/build-translations.mjs: the entries
 * in the English catalogue's key order (`$v`, null where a key is left out), and which
 * order that was (`$keys`, see CATALOGUE_ID in localizer.ts), so that a file from another release is
 * ignored instead of misread. Entries given by key win over packed ones.
 */
export interface Packed {
  $keys?: number;
  $v?: readonly (string | Plural | null)[];
}

interface Store {
  readonly translations: Map<string, Translation>;
  /** Called after every registration (each connected element re-renders). */
  readonly listeners: Set<() => void>;
  /** Warnings already given on this page (a stale file is said once, not once an element). */
  warned?: Set<string>;
}

const KEY = Symbol.for('tri-peaks-game.translations');

/** The page's one store (created by whichever copy of this module runs first). */
export function store(): Store {
  const global = globalThis as { [KEY]?: Store };
  return (global[KEY] ??= { translations: new Map(), listeners: new Set() });
}

/**
 * Registers translations for `<tri-peaks-game>` (also `TriPeaksGame.registerTranslation`).
 * A translation for a language already registered is merged into it key by key, the later
 * one winning: a host overrides a few strings of a shipped translation by registering them
 * after it. Elements on the page show the new words at once.
 */
export function registerTranslation(...translations: Translation[]): void {
  addTranslations(...translations.map(checked).filter((t) => t !== null));
}

/** Registers translations as they are: the shipped files (checked by their tests), without the checks' bytes. */
export function addTranslations(...translations: Translation[]): void {
  const { translations: map, listeners } = store();
  for (const t of translations) {
    const code = t.$code.toLowerCase();
    map.set(code, { ...map.get(code), ...t });
  }
  for (const listener of listeners) listener();
}

/** Warns once a page for each distinct `message` (many elements, one page). */
export function warnOncePerPage(message: string): void {
  const warned = (store().warned ??= new Set());
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`<tri-peaks-game>: ${message}`);
}

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other', '0']);

/** A catalogue entry is text, or plurals: text by category, `other` among them. */
function isEntry(value: unknown): value is string | Plural {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return typeof (value as Plural).other === 'string' && entries.every(([k, v]) => PLURAL_CATEGORIES.has(k) && typeof v === 'string');
}

/**
 * The translation with what no element can show left out, one warning for each (English
 * is shown for it instead): an entry that is not text or plurals with `other`, a `$dir`
 * other than `ltr` or `rtl`. Null, with a warning, for no translation at all.
 */
function checked(t: Translation): Translation | null {
  if (typeof t !== 'object' || t === null || typeof t.$code !== 'string' || !t.$code.trim()) {
    console.warn('<tri-peaks-game>: registerTranslation was given a translation without a language code ($code); it is ignored.');
    return null;
  }
  const out: Record<string, unknown> = {};
  const bad = (what: string) => console.warn(`<tri-peaks-game>: the "${t.$code}" translation's ${what}`);
  for (const [key, value] of Object.entries(t)) {
    if (key === '$dir' && value !== 'ltr' && value !== 'rtl') bad(`$dir must be "ltr" or "rtl", not ${shown(value)}; it is ignored.`);
    else if (key === '$v' && !Array.isArray(value)) bad('packed entries ($v) are not a list; English is used instead.');
    else if (key === '$v')
      out.$v = (value as unknown[]).map((entry, i) => {
        if (entry === null || isEntry(entry)) return entry;
        bad(`packed entry ${i} is not text or plurals with "other"; English is used for it.`);
        return null;
      });
    else if (key.startsWith('$') || isEntry(value)) out[key] = value;
    else bad(`"${key}" must be text, or plurals with "other", not ${shown(value)}; English is used for it.`);
  }
  return out as unknown as Translation;
}

/** A value as a warning shows it, cut short. */
function shown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? typeof value;
  } catch {
    text = typeof value;
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
