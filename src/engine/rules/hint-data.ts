/**
 * The hints' data, types only: what a hint answers and what it may read, plain data that
 * crosses to a Web Worker and to the variant code (variants.ts). hint-view.ts exports them.
 */
import type { Card } from './cards.js';
import type { Move } from './deal.js';
import type { LayoutName } from './layout.js';

/** A hint as the search finds it: the move and why, as data (a player's words are `Hint.reason`). */
export interface HintData {
  /** The suggested move, or null when the game is over. */
  readonly move: Move | null;
  /** The peak position to play, or null for the stock (or no move). */
  readonly position: number | null;
  /**
   * The chance the reason states: in how many of 100 ways the hidden cards could lie
   * following the hints from here clears the peaks (null when it states none).
   */
  readonly chance: number | null;
  /**
   * The reason as data, for the player's own language (the element's translations):
   * how many moves were weighed, the run the move starts (0: the stock) and the cards
   * it turns over, and after it how many imagined deals of the unseen cards were won
   * (`won`, or null unless none was) of how many (`tried`, null in the Tri Peaks search).
   * Absent when the game is over.
   */
  readonly why?: HintWhy;
}

export interface Hint extends HintData {
  /** One line a player understands, in English (`hintReason`). */
  readonly reason: string;
}

/** See Hint.why. */
export interface HintWhy {
  readonly choices: number;
  readonly run: number;
  readonly flips: number;
  readonly won: number | null;
  readonly tried: number | null;
}

/** What the player sees: everything a hint may use. Plain data, so it can cross to a Web Worker. */
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
  /** Whether the game is over (won, or lost: the stock empty and nothing fits). */
  readonly over: boolean;
  /** The layout, when not Tri Peaks (`faceUp` then has one entry per layout position). */
  readonly layout?: LayoutName;
  /** The jokers in the deck, when there are any. */
  readonly wild?: number;
}
