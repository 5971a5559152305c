/**
 * Cards and card codes.
 *
 * A card is a number 0-51: `suit * 13 + (rank - 1)`, with suits in the order
 * clubs, diamonds, hearts, spades and ranks 1 (Ace) to 13 (King). A card code is
 * rank then suit, as rules.md writes it: `TD` is the ten of diamonds.
 *
 * The jokers of the wild-card variation are cards 52 and 53, codes `W1` and `W2`. A
 * joker has rank 14 (JOKER_RANK), which goes on every rank and every rank on it; it
 * has no suit (`suitOf` gives null).
 */

export type Card = number;
export type Rank = number; // 1 (Ace) .. 13 (King)
export type Suit = 'C' | 'D' | 'H' | 'S';

export const RANK_CHARS = 'A23456789TJQK';
export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];
const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'] as const;
/** A, 2 … 10, J, Q, K. */
const RANK_LABELS = [...RANK_CHARS].map((c) => (c === 'T' ? '10' : c));
/** ace, 2 … 10, jack, queen, king. */
const RANK_NAMES = ['ace', ...RANK_LABELS.slice(1, 10), 'jack', 'queen', 'king'];

export const DECK_SIZE = 52;
/** The rank of a joker: a neighbour of every rank. */
export const JOKER_RANK = 14;
/** The jokers, W1 and W2: the cards after the 52. */
export const JOKERS: readonly Card[] = [DECK_SIZE, DECK_SIZE + 1];
export const MAX_WILD = JOKERS.length;

export function isJoker(card: Card): boolean {
  return card >= DECK_SIZE;
}

export function makeCard(rank: Rank, suit: Suit): Card {
  return SUITS.indexOf(suit) * 13 + (rank - 1);
}

/** The rank 1-13, or JOKER_RANK (14) for a joker. */
export function rankOf(card: Card): Rank {
  return card >= DECK_SIZE ? JOKER_RANK : (card % 13) + 1;
}

/** The suit; null for a joker (the type says Suit so callers that deal no jokers need not check). */
export function suitOf(card: Card): Suit {
  return (card >= DECK_SIZE ? null : SUITS[Math.floor(card / 13)]) as Suit;
}

export function isRed(card: Card): boolean {
  const suit = suitOf(card);
  return suit === 'D' || suit === 'H';
}

/** The two-character code, e.g. `TD`; `W1`, `W2` for the jokers. */
export function cardCode(card: Card): string {
  if (card >= DECK_SIZE) return `W${card - DECK_SIZE + 1}`;
  return RANK_CHARS[card % 13] + SUITS[Math.floor(card / 13)];
}

/** A name a person (or a screen reader) understands: "7 of hearts", "Joker". */
export function cardName(card: Card): string {
  if (card >= DECK_SIZE) return 'Joker';
  return `${RANK_NAMES[card % 13]} of ${SUIT_NAMES[Math.floor(card / 13)]}`.replace(/^\w/, (c) => c.toUpperCase());
}

/** The short label drawn on a card and used in hint reasons: "7♥", "10♠", "joker". */
export function cardLabel(card: Card): string {
  if (card >= DECK_SIZE) return 'joker';
  return RANK_LABELS[card % 13] + SUIT_SYMBOLS[Math.floor(card / 13)];
}

/** The rank as drawn: "A", "10", "K"; "★" for a joker. */
export function rankLabel(card: Card): string {
  return card >= DECK_SIZE ? '★' : RANK_LABELS[card % 13];
}

/** The suit as drawn: "♥"; "" for a joker. */
export function suitSymbol(card: Card): string {
  return card >= DECK_SIZE ? '' : SUIT_SYMBOLS[Math.floor(card / 13)];
}

/** Parses one card code (`TD`, or `W1`/`W2` for a joker); throws an Error naming the problem. */
export function parseCard(code: string): Card {
  if (typeof code !== 'string' || code.length !== 2) {
    throw new Error(`"${code}" is not a card code: a card code is two characters, rank then suit, like "TD"`);
  }
  if (code[0] === 'W') {
    const n = Number(code[1]);
    if (n >= 1 && n <= MAX_WILD) return DECK_SIZE + n - 1;
    throw new Error(`"${code}" is not a card code: the jokers are W1 and W2`);
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
 * the same rank never connect. WILD_NEIGHBOUR_RANKS adds the joker (rank 14): next to
 * every rank, itself included.
 */
function neighbourTable(wrap: boolean, wild: boolean): Int32Array {
  const top = wild ? JOKER_RANK : 13;
  const masks = new Int32Array(top + 1);
  for (let r = 1; r <= top; r++) {
    for (let s = 1; s <= top; s++) {
      const d = Math.abs(r - s);
      if (r === JOKER_RANK || s === JOKER_RANK || d === 1 || (wrap && d === 12)) masks[r] |= 1 << s;
    }
  }
  return masks;
}
const NEIGHBOUR_RANKS: readonly Int32Array[] = [false, true].map((wrap) => neighbourTable(wrap, false));
const WILD_NEIGHBOUR_RANKS: readonly Int32Array[] = [false, true].map((wrap) => neighbourTable(wrap, true));

/** neighbourRanks(wrap)[r]: the bit mask of the ranks 1-13 that go on rank r 1-13 (shared: read it, never write it). */
export function neighbourRanks(wrap: boolean): Int32Array {
  return NEIGHBOUR_RANKS[wrap ? 1 : 0];
}

/** As neighbourRanks, with the joker: index and bit 14 too (shared: read it, never write it). */
export function wildNeighbourRanks(wrap: boolean): Int32Array {
  return WILD_NEIGHBOUR_RANKS[wrap ? 1 : 0];
}

/** Whether two ranks are neighbours: one apart, King and Ace when wrap is on, or either a joker. */
export function ranksAdjacent(a: Rank, b: Rank, wrap: boolean): boolean {
  return (wildNeighbourRanks(wrap)[a] & (1 << b)) !== 0;
}

export function cardsAdjacent(a: Card, b: Card, wrap: boolean): boolean {
  return ranksAdjacent(rankOf(a), rankOf(b), wrap);
}
