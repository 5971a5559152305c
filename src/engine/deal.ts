/**
 * Deal text and move text, exactly as rules.md writes them.
 *
 * A deal is 52 distinct card codes separated by single spaces: positions 0-27 are
 * the peak cards, 28 the first waste card, 29-51 the stock from the top.
 * A move list is tokens separated by spaces: a card code plays that peak card,
 * `|` turns the stock.
 */
import { type Card, DECK_SIZE, cardCode, parseCard } from './cards.js';
import { PEAK_COUNT } from './layout.js';

/** The 52 cards of a deal, in deal-text order. */
export type Deal = readonly Card[];

export const FIRST_WASTE_INDEX = PEAK_COUNT; // 28
export const STOCK_START = PEAK_COUNT + 1; // 29
export const STOCK_SIZE = DECK_SIZE - STOCK_START; // 23

export type Move = { readonly kind: 'play'; readonly card: Card } | { readonly kind: 'stock' };
export const STOCK_TOKEN = '|';
export const TURN_STOCK: Move = Object.freeze({ kind: 'stock' });

/** Parses a deal text; throws an Error that says what is wrong. */
export function parseDeal(text: string): Deal {
  if (typeof text !== 'string') throw new Error('A deal text must be a string of 52 card codes');
  if (text.trim() === '') throw new Error('The deal text is empty: it must be 52 card codes separated by single spaces');
  if (text !== text.trim()) throw new Error('The deal text must not start or end with spaces or line breaks');
  if (/\s\s/.test(text) || /[^\S ]/.test(text)) {
    throw new Error('The deal text must separate its card codes by single spaces');
  }
  const codes = text.split(' ');
  if (codes.length !== DECK_SIZE) {
    throw new Error(`The deal text has ${codes.length} card codes; a deal has exactly ${DECK_SIZE}`);
  }
  const seenAt = new Map<Card, number>();
  const cards = codes.map((code, i) => {
    let card: Card;
    try {
      card = parseCard(code);
    } catch (e) {
      throw new Error(`Deal position ${i}: ${(e as Error).message}`);
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
