/**
 * The hint: a move and a one-line reason, from what the player can see.
 *
 * It reads only the player's view (the face-up cards, the waste top, how many
 * cards are left in the stock), never a face-down card or the stock's order.
 */
import { type Card, cardLabel, cardsAdjacent } from './cards.js';
import { type Move, TURN_STOCK } from './deal.js';
import type { Game } from './game.js';
import { COVERS, PEAK_COUNT, isUncovered } from './layout.js';

export interface Hint {
  /** The suggested move, or null when the game is over. */
  readonly move: Move | null;
  /** The peak position to play, or null for the stock (or no move). */
  readonly position: number | null;
  /** One line a player understands. */
  readonly reason: string;
}

/** What the player sees: everything a hint may use. */
export interface PlayerView {
  readonly wrap: boolean;
  /** Bit mask of peak positions played. */
  readonly removed: number;
  /** Face-up peak cards by position (null where the card is face down or gone). */
  readonly faceUp: readonly (Card | null)[];
  readonly wasteTop: Card;
  readonly stockCount: number;
  /** Every card the player has seen: the waste and the face-up peak cards. */
  readonly seen: readonly Card[];
}

export function playerView(game: Game): PlayerView {
  const faceUp = Array.from({ length: PEAK_COUNT }, (_, p) => (game.isFaceUp(p) ? game.cardAt(p) : null));
  const seen = [...game.waste, ...faceUp.filter((c): c is Card => c !== null)];
  return { wrap: game.options.wrap, removed: game.state.removed, faceUp, wasteTop: game.wasteTop, stockCount: game.stockCount, seen };
}

interface Line {
  positions: number[];
  flips: number;
}

/** The longest line of plays in sight from the waste top, preferring lines that turn cards over. */
function bestVisibleLine(view: PlayerView): Line {
  let best: Line = { positions: [], flips: 0 };
  const better = (a: Line, b: Line) => a.positions.length + 2 * a.flips > b.positions.length + 2 * b.flips;
  const walk = (removed: number, top: Card, positions: number[], flips: number) => {
    const line = { positions, flips };
    if (better(line, best)) best = { positions: [...positions], flips };
    for (let p = 0; p < PEAK_COUNT; p++) {
      const card = view.faceUp[p];
      if (card === null || removed & (1 << p) || !isUncovered(p, removed)) continue;
      if (!cardsAdjacent(card, top, view.wrap)) continue;
      const after = removed | (1 << p);
      const flipped = COVERS[p].filter((q) => isUncovered(q, after) && view.faceUp[q] === null).length;
      positions.push(p);
      walk(after, card, positions, flips + flipped);
      positions.pop();
    }
  };
  walk(view.removed, view.wasteTop, [], 0);
  return best;
}

export function hint(game: Game): Hint {
  if (game.status !== 'playing') return { move: null, position: null, reason: 'The game is over.' };
  const view = playerView(game);
  const line = bestVisibleLine(view);
  if (line.positions.length === 0) {
    return { move: TURN_STOCK, position: null, reason: `Nothing fits ${cardLabel(view.wasteTop)}: turn the stock.` };
  }
  const first = line.positions[0];
  const card = game.cardAt(first);
  const n = line.positions.length;
  const flips = line.flips ? ` and turns ${line.flips} card${line.flips > 1 ? 's' : ''} over` : '';
  return {
    move: { kind: 'play', card },
    position: first,
    reason: `${cardLabel(card)} starts a ${n}-card run${flips}.`,
  };
}
