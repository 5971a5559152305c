/**
 * The element's words in the player's language: `lang` resolved as the page sets it, the
 * catalogue entry looked up through the fallbacks, and numbers and plurals through Intl.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Card, DECK_SIZE, type ScoringSystem, fnv1a } from '../../engine/index.js';
import { en } from './en.js';
import { type Plural, type Translation, type TranslationKey, store, warnOncePerPage } from './registry.js';

type Params = Record<string, string | number>;

const KEYS = Object.keys(en) as TranslationKey[];
const INDEX = new Map(KEYS.map((key, i) => [key, i]));

/** Names the catalogue's key order, which a packed translation's `$v` follows. */
export const CATALOGUE_ID = fnv1a(KEYS.join());

/** A translation's entry for `key`: given by key, or packed in the catalogue's order. */
function entryOf(t: Translation, key: TranslationKey): string | Plural | undefined {
  return t[key] ?? (t.$keys === CATALOGUE_ID ? (t.$v?.[INDEX.get(key)!] ?? undefined) : undefined);
}

/** The element's language: its own `lang`, else the closest ancestor's (across shadow roots), else English. */
export function langOf(element: Element): string {
  for (let node: Node | null = element; node; node = node instanceof ShadowRoot ? node.host : node.parentNode)
    if (node instanceof HTMLElement && node.lang) return node.lang;
  return 'en';
}

/** The words of one language: `pt-BR` looks in pt-BR, then pt, then English. */
export class Localizer {
  /** The language the words are in (the `lang` asked for, or `en` when no translation has it). */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly #chain: Translation[];
  readonly #numbers: Intl.NumberFormat;
  readonly #plurals: Intl.PluralRules;
  #ordinals?: Intl.PluralRules;

  constructor(lang: string) {
    const parts = lang.toLowerCase().split('-');
    const { translations } = store();
    this.#chain = parts.map((_, i) => translations.get(parts.slice(0, parts.length - i).join('-'))).filter((t) => !!t);
    for (const t of this.#chain)
      if (t.$v && t.$keys !== CATALOGUE_ID)
        warnOncePerPage(`the "${t.$code}" translation file is from another release; English is used instead`);
    this.dir = this.#chain.find((t) => t.$dir)?.$dir ?? 'ltr';
    // Intl in the language asked for (de-CH groups as the Swiss do), if any of it is translated.
    let locale = this.#chain.length ? lang : 'en';
    try {
      this.#numbers = new Intl.NumberFormat(locale);
    } catch {
      // A `lang` Intl does not take (not a language tag): its words may still be registered.
      this.#numbers = new Intl.NumberFormat((locale = 'en'));
    }
    this.lang = locale;
    this.#plurals = new Intl.PluralRules(locale);
  }

  /** The text of `key` with `params` filled in (numbers formatted); a plural is chosen by `params.n`. */
  t(key: TranslationKey, params: Params = {}): string {
    let entry: string | Plural = en[key];
    for (const t of this.#chain) {
      const found = entryOf(t, key);
      if (found !== undefined) {
        entry = found;
        break;
      }
    }
    if (typeof entry === 'object') {
      const n = Number(params.n);
      const rules = key === 'nth' ? (this.#ordinals ??= new Intl.PluralRules(this.lang, { type: 'ordinal' })) : this.#plurals;
      entry = (n === 0 ? entry[0] : undefined) ?? entry[rules.select(n)] ?? entry.other;
    }
    // A name not given stays as written ({S} in `keys` is drawn as a key).
    return entry.replace(/\{(\w+)\}/g, (whole, name: string) => {
      // Own names only: {constructor} is not Object's.
      const value = Object.hasOwn(params, name) ? params[name] : whole;
      return typeof value === 'number' ? this.num(value) : value;
    });
  }

  /** A number as the language writes it: "1,850", "1.850", "1 850", "١٬٨٥٠". */
  num(n: number): string {
    return this.#numbers.format(n);
  }

  /** 0.5 -> "50%", "50 %", "%50". */
  percent(fraction: number): string {
    return fraction.toLocaleString(this.lang, { style: 'percent' });
  }

  /** "10th", "10.", "10e". */
  nth(n: number): string {
    return this.t('nth', { n });
  }

  /** A score: "1,850", "-30", or in dollars "$15", "−$15". */
  score(value: number, scoring: ScoringSystem): string {
    return scoring === 'betting' ? `${value < 0 ? '\u2212' : ''}${this.money(Math.abs(value))}` : this.num(value);
  }

  /** What one card of a run is worth: "30", or "$3"; `signed`: "+30" (Intl places the sign, in Arabic too). */
  value(value: number, scoring: ScoringSystem, signed = false): string {
    if (scoring === 'betting') return this.money(value, signed ? 'always' : undefined);
    return signed ? value.toLocaleString(this.lang, { signDisplay: 'always' }) : this.num(value);
  }

  money(n: number, signDisplay?: 'always'): string {
    return n.toLocaleString(this.lang, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
      signDisplay,
    });
  }

  /** A card's name: "Queen of hearts", "Dame de cœur", "Joker". */
  card(card: Card): string {
    if (card >= DECK_SIZE) return this.t('joker');
    return this.t('card', { rank: this.t('ranks').split('|')[card % 13], suit: this.t('suits').split('|')[Math.floor(card / 13)] });
  }

  /** Items joined as the language lists them: "a, b", "a、b". */
  list(items: string[]): string {
    return items.join(this.t('listSep'));
  }

  /** The first letter a capital (where the script has capitals). */
  capital(text: string): string {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
}

/**
 * The host's Localizer, kept current: a new one when `lang` changes on the element or an
 * ancestor (in the page or in the shadow roots around it) or a translation is registered,
 * and the host renders again (the game on the board stays).
 */
export class Language implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  #observer: MutationObserver | null = null;
  #localizer: Localizer | null = null;
  /** The `lang` the localizer was made for. */
  #asked = '';

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  /** The words for the host's language now. */
  get current(): Localizer {
    return (this.#localizer ??= new Localizer((this.#asked = langOf(this.#host))));
  }

  hostConnected(): void {
    this.#changed();
    store().listeners.add(this.#changed);
    this.#observer = new MutationObserver(() => {
      if (langOf(this.#host) !== this.#asked) this.#changed();
    });
    for (let root = this.#host.getRootNode(); ; root = root.host.getRootNode()) {
      this.#observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
      if (!(root instanceof ShadowRoot)) break;
    }
  }

  hostDisconnected(): void {
    store().listeners.delete(this.#changed);
    this.#observer?.disconnect();
  }

  #changed = (): void => {
    this.#localizer = null;
    this.#host.requestUpdate();
  };
}
