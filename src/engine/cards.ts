/**
 * Cards and card codes.
 *
 * A card is a number 0-51: `suit * 13 + (rank - 1)`, with suits in the order
 * clubs, diamonds, hearts, spades and ranks 1 (Ace) to 13 (King). A card code is
 * rank then suit, as rules.md writes it: `TD` is the ten of diamonds.
 */

export type Card = number;
export type Rank = number; // 1 (Ace) .. 13 (King)
export type Suit = 'C' | 'D' | 'H' | 'S';

export const RANK_CHARS = 'A23456789TJQK';
export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];
const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'] as const;
const RANK_NAMES = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'] as const;
const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const DECK_SIZE = 52;

export function makeCard(rank: Rank, suit: Suit): Card {
  return SUITS.indexOf(suit) * 13 + (rank - 1);
}

export function rankOf(card: Card): Rank {
  return (card % 13) + 1;
}

export function suitOf(card: Card): Suit {
  return SUITS[Math.floor(card / 13)];
}

export function isRed(card: Card): boolean {
  const suit = suitOf(card);
  return suit === 'D' || suit === 'H';
}

/** The two-character code, e.g. `TD`. */
export function cardCode(card: Card): string {
  return RANK_CHARS[card % 13] + SUITS[Math.floor(card / 13)];
}

/** A name a person (or a screen reader) understands: "7 of hearts". */
export function cardName(card: Card): string {
  return `${RANK_NAMES[card % 13]} of ${SUIT_NAMES[Math.floor(card / 13)]}`.replace(/^\w/, (c) => c.toUpperCase());
}

/** The short label drawn on a card and used in hint reasons: "7♥", "10♠". */
export function cardLabel(card: Card): string {
  return RANK_LABELS[card % 13] + SUIT_SYMBOLS[Math.floor(card / 13)];
}

export function rankLabel(card: Card): string {
  return RANK_LABELS[card % 13];
}

export function suitSymbol(card: Card): string {
  return SUIT_SYMBOLS[Math.floor(card / 13)];
}

/** Parses one card code; throws an Error naming the problem. */
export function parseCard(code: string): Card {
  if (typeof code !== 'string' || code.length !== 2) {
    throw new Error(`"${code}" is not a card code: a card code is two characters, rank then suit, like "TD"`);
  }
  const rank = RANK_CHARS.indexOf(code[0]);
  const suit = SUITS.indexOf(code[1] as Suit);
  if (rank < 0) {
    throw new Error(`"${code}" is not a card code: "${code[0]}" is not a rank (one of ${RANK_CHARS.split('').join(' ')})`);
  }
  if (suit < 0) {
    throw new Error(`"${code}" is not a card code: "${code[1]}" is not a suit (one of C D H S)`);
  }
  return suit * 13 + rank;
}

/**
 * Which ranks go on which, one table for the rules, the solver and the hint:
 * NEIGHBOUR_RANKS[wrap ? 1 : 0][r] is the bit mask of the ranks (bit s for rank s) one
 * above or below rank r, King and Ace being neighbours when wrap is on. Two cards of
 * the same rank never connect.
 */
const NEIGHBOUR_RANKS: readonly Int32Array[] = [false, true].map((wrap) => {
  const masks = new Int32Array(14);
  for (let r = 1; r <= 13; r++) {
    for (let s = 1; s <= 13; s++) {
      const d = Math.abs(r - s);
      if (d === 1 || (wrap && d === 12)) masks[r] |= 1 << s;
    }
  }
  return masks;
});

/** neighbourRanks(wrap)[r]: the bit mask of the ranks that go on rank r (shared: read it, never write it). */
export function neighbourRanks(wrap: boolean): Int32Array {
  return NEIGHBOUR_RANKS[wrap ? 1 : 0];
}

/** Whether two ranks are neighbours: one apart, or King and Ace when wrap is on. */
export function ranksAdjacent(a: Rank, b: Rank, wrap: boolean): boolean {
  return (neighbourRanks(wrap)[a] & (1 << b)) !== 0;
}

export function cardsAdjacent(a: Card, b: Card, wrap: boolean): boolean {
  return ranksAdjacent(rankOf(a), rankOf(b), wrap);
}
