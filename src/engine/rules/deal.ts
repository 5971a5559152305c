/**
 * Deal text and move text, exactly as rules.md writes them.
 *
 * A deal is 52 distinct card codes separated by single spaces: positions 0-27 are
 * the peak cards, 28 the first waste card, 29-51 the stock from the top. In general
 * (any layout, `wild` jokers): the layout's positions, the first waste card, then the
 * stock, 52 + wild codes in all (Golf: 35 + 1 + 16 + wild).
 * A move list is tokens separated by spaces: a card code plays that peak card,
 * `|` turns the stock.
 */
import { type Card, DECK_SIZE, JOKERS, MAX_WILD, cardCode, parseCard } from './cards.js';
import { type Layout, type LayoutName, PEAK_COUNT, layoutOf } from './layout.js';

/** The 52 cards of a deal, in deal-text order. */
export type Deal = readonly Card[];

export const FIRST_WASTE_INDEX = PEAK_COUNT; // 28
export const STOCK_START = PEAK_COUNT + 1; // 29
export const STOCK_SIZE = DECK_SIZE - STOCK_START; // 23

export type Move = { readonly kind: 'play'; readonly card: Card } | { readonly kind: 'stock' };
export const STOCK_TOKEN = '|';
export const TURN_STOCK: Move = Object.freeze({ kind: 'stock' });

/** What a deal text is read as: its layout (default Tri Peaks) and its number of jokers (default 0). */
export interface DealRules {
  readonly layout?: LayoutName;
  readonly wild?: number;
}

/** Checks a `wild` option: 0, 1 or 2. */
export function checkWild(wild: unknown): number {
  if (typeof wild !== 'number' || !Number.isInteger(wild) || wild < 0 || wild > MAX_WILD) {
    throw new Error(`wild must be 0, 1 or 2 (the number of jokers), not ${JSON.stringify(wild)}`);
  }
  return wild;
}

/** Where a layout's deal puts the waste and the stock, and how big the stock is with `wild` jokers. */
export function dealPlaces(layout: Layout, wild: number): { firstWaste: number; stockStart: number; stockSize: number; size: number } {
  return { firstWaste: layout.size, stockStart: layout.size + 1, stockSize: layout.stockSize + wild, size: DECK_SIZE + wild };
}

/** Parses a deal text; throws an Error that says what is wrong. */
export function parseDeal(text: string, rules: DealRules = {}): Deal {
  const layout = layoutOf(rules.layout);
  const wild = checkWild(rules.wild ?? 0);
  const size = DECK_SIZE + wild;
  const what = `a ${layout.title} deal${wild ? ` with ${wild} joker${wild > 1 ? 's' : ''}` : ''}`;
  const parts = `${layout.size} layout, 1 waste, ${layout.stockSize + wild} stock`;
  if (typeof text !== 'string') throw new Error(`A deal text must be a string of ${size} card codes`);
  if (text.trim() === '') throw new Error(`The deal text is empty: it must be ${size} card codes separated by single spaces`);
  if (text !== text.trim()) throw new Error('The deal text must not start or end with spaces or line breaks');
  if (/\s\s/.test(text) || /[^\S ]/.test(text)) {
    throw new Error('The deal text must separate its card codes by single spaces');
  }
  const codes = text.split(' ');
  if (codes.length !== size) {
    const jokers = codes.filter((c) => c[0] === 'W').length;
    const hint = jokers !== wild ? ` (it has ${jokers} joker${jokers === 1 ? '' : 's'}: give wild ${jokers})` : '';
    throw new Error(`The deal text has ${codes.length} card codes; ${what} has exactly ${size} (${parts})${hint}`);
  }
  const seenAt = new Map<Card, number>();
  const cards = codes.map((code, i) => {
    let card: Card;
    try {
      card = parseCard(code);
    } catch (e) {
      throw new Error(`Deal position ${i}: ${(e as Error).message}`);
    }
    if (card >= DECK_SIZE && !JOKERS.slice(0, wild).includes(card)) {
      throw new Error(
        `Deal position ${i}: ${code} is not in ${what}${wild ? ` (its jokers are ${JOKERS.slice(0, wild).map(cardCode).join(' and ')})` : ''}`,
      );
    }
    const earlier = seenAt.get(card);
    if (earlier !== undefined) {
      throw new Error(`The deal text has ${code} twice (positions ${earlier} and ${i})`);
    }
    seenAt.set(card, i);
    return card;
  });
  return Object.freeze(cards);
}

export function formatDeal(deal: Deal): string {
  return deal.map(cardCode).join(' ');
}

/** Parses a move text into moves; legality is checked when the moves are played. */
export function parseMoves(text: string): Move[] {
  if (typeof text !== 'string') throw new Error('A move text must be a string');
  const trimmed = text.trim();
  if (trimmed === '') return [];
  return trimmed.split(/\s+/).map((token, i) => {
    if (token === STOCK_TOKEN) return TURN_STOCK;
    try {
      return { kind: 'play', card: parseCard(token) } as const;
    } catch (e) {
      throw new Error(`Move ${i + 1}: ${(e as Error).message}, or "|" to turn the stock`);
    }
  });
}

export function formatMove(move: Move): string {
  return move.kind === 'stock' ? STOCK_TOKEN : cardCode(move.card);
}

/** The same move: both stock turns, or plays of the same card. */
export function movesEqual(a: Move, b: Move): boolean {
  return a.kind === 'stock' ? b.kind === 'stock' : b.kind === 'play' && a.card === b.card;
}

export function formatMoves(moves: readonly Move[]): string {
  return moves.map(formatMove).join(' ');
}
