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
  const { translations: map, listeners } = store();
  for (const t of translations) {
    const code = t.$code.toLowerCase();
    map.set(code, { ...map.get(code), ...t });
  }
  for (const listener of listeners) listener();
}
