/**
 * Attribute values: parsing with a fallback and exactly one warning per bad value.
 * Pure functions, no state: a bad value never throws and never blanks the game.
 */
import { DEAL_MODES, LAYOUT_NAMES, type LayoutName, MAX_WILD, SCORING_SYSTEMS, normalizeSeed } from '../engine/index.js';

export type DealModeOption = (typeof DEAL_MODES)[number];
export type ScoringOption = (typeof SCORING_SYSTEMS)[number];
export type LayoutOption = LayoutName;

export const TAG_NAME = 'tri-peaks-game';

export function warnFallback(attribute: string, value: unknown, fallback: string, why = ''): void {
  console.warn(`<${TAG_NAME}>: ${attribute}=${JSON.stringify(String(value))} is not valid${why ? ` (${why})` : ''}; using ${fallback}.`);
}

/**
 * `wrap`: not a plain boolean attribute, because its default depends on the layout (on
 * in Tri Peaks, off in Golf). `""`, `on`, `true` mean on; `off`, `false` mean off;
 * absent (null) means the layout's default. Anything else warns and means the default.
 */
export function parseWrap(value: unknown): boolean | null {
  if (value === null || value === undefined || typeof value === 'boolean') return (value as boolean | undefined) ?? null;
  const text = String(value).trim().toLowerCase();
  if (text === '' || text === 'on' || text === 'true') return true;
  if (text === 'off' || text === 'false') return false;
  warnFallback('wrap', value, 'the layout\'s default ("on" in Tri Peaks, "off" in Golf)', 'use "on" or "off"');
  return null;
}

/** The attribute converter for `wrap`: the attribute's text becomes a boolean, or null for the layout's default. */
export const wrapConverter = {
  fromAttribute: (value: string | null): boolean | null => parseWrap(value),
  toAttribute: (value: boolean): string => (value ? 'on' : 'off'),
};

/** A value from a fixed list (the engine's), its first entry the default. */
function parseChoice<T extends string>(attribute: string, value: unknown, choices: readonly T[]): T {
  if (value === null || value === undefined) return choices[0];
  const text = String(value).trim().toLowerCase();
  if ((choices as readonly string[]).includes(text)) return text as T;
  warnFallback(attribute, value, `"${choices[0]}"`, `use ${choices.map((c) => `"${c}"`).join(' or ')}`);
  return choices[0];
}

export function parseDealMode(value: unknown): DealModeOption {
  return parseChoice('deal', value, DEAL_MODES);
}

export function parseScoring(value: unknown): ScoringOption {
  return parseChoice('scoring', value, SCORING_SYSTEMS);
}

export function parseLayout(value: unknown): LayoutOption {
  return parseChoice('layout', value, LAYOUT_NAMES);
}

/** `wild`: how many jokers the deck holds, 0 (default), 1 or 2. */
export function parseWild(value: unknown): number {
  const choices = Array.from({ length: MAX_WILD + 1 }, (_, n) => String(n));
  return Number(parseChoice('wild', value, choices));
}

/**
 * `seed`: an integer, any text, `daily` or `daily:YYYY-MM-DD`; absent means a random
 * seed. A seed the engine rejects (an empty seed, a `daily:` date that is not a real
 * date) warns and falls back to a random seed (null).
 */
export function parseSeed(value: unknown, now: Date = new Date()): string | null {
  if (value === null || value === undefined) return null;
  try {
    normalizeSeed(String(value), now);
    return String(value).trim();
  } catch (e) {
    warnFallback('seed', value, 'a random seed', (e as Error).message.replace(/\.$/, ''));
    return null;
  }
}
