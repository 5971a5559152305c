/** The English the element speaks: its panels, notes, scores and announcements. */
import {
  type DealVerdict,
  type Game,
  type Move,
  type MoveResult,
  type PlayRefusal,
  type ScoringSystem,
  type LayoutName,
  DECK_SIZE,
  LAYOUTS,
  cardLabel,
  cardName,
} from '../engine/index.js';

/** The tag on the hinted card. */
export const HINT_TAG = 'Hint';

/** Where the layout's cards lie, in words: "the peaks" (Tri Peaks), "the columns" (Golf). */
export function layoutPlace(layout: LayoutName): string {
  return layout === 'golf' ? 'the columns' : 'the peaks';
}

/** Where the cards left lie: "on the peaks", "in the columns". */
export function leftIn(layout: LayoutName): string {
  return `${layout === 'golf' ? 'in' : 'on'} ${layoutPlace(layout)}`;
}

/** A rule set as the statistics panel heads it: "Golf, 1 joker, winnable deals, wrap off, points". */
export function rulesLabel(rules: { layout: LayoutName; wild: number; mode: string; wrap: boolean; scoring: string }): string {
  const jokers = rules.wild ? `, ${rules.wild} joker${rules.wild > 1 ? 's' : ''}` : '';
  const deals = rules.mode === 'winnable' ? 'winnable deals' : 'any deal';
  return `${LAYOUTS[rules.layout].title}${jokers}, ${deals}, wrap ${rules.wrap ? 'on' : 'off'}, ${rules.scoring}`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st ... */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "No undos, no hints", "1 undo, 2 hints". */
export function assistsText(undos: number, hints: number): string {
  const count = (n: number, word: string) => (n === 0 ? `no ${word}s` : `${n} ${word}${n === 1 ? '' : 's'}`);
  const text = `${count(undos, 'undo')}, ${count(hints, 'hint')}`;
  return text[0].toUpperCase() + text.slice(1);
}

/**
 * 2520 -> "2,520". Not toLocaleString: its first call loads the number formatting
 * data, a 50 ms task on the page's first render.
 */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A score as the bar and the panels show it: "2,520", "-30", or in dollars "−$15". */
export function formatScore(value: number, scoring: ScoringSystem): string {
  if (scoring === 'betting') return `${value < 0 ? '\u2212' : ''}$${groupThousands(Math.abs(value))}`;
  return `${value < 0 ? '-' : ''}${groupThousands(Math.abs(value))}`;
}

/** What one card of a run is worth: "30", or "$3". */
export function formatValue(value: number, scoring: ScoringSystem): string {
  return scoring === 'betting' ? `$${value}` : String(value);
}

/** "2 undos, 1 hint"; a win with neither is a clean win. */
export function assistsLine(game: Game): string {
  const text = assistsText(game.undos, game.hints);
  return game.status === 'won' && game.undos + game.hints === 0 ? `${text} \u2014 a clean win` : text;
}

/** Why a card cannot be played, in a line for the player. */
export function refusalText(game: Game, position: number, refusal: PlayRefusal): string {
  const card = cardLabel(game.cardAt(position));
  switch (refusal) {
    case 'face-down':
      return 'That card is face down.';
    case 'covered':
      return `${card} is still covered.`;
    case 'no-fit':
      return `${card} does not fit ${cardLabel(game.wasteTop)}.`;
    default:
      return 'That card cannot be played now.';
  }
}

/** What a screen reader hears after a move: the card, what turned over, the run, the score, the end. */
export function moveAnnouncement(game: Game, result: MoveResult): string {
  const { scoring, faceUp } = game.options;
  const parts: string[] = [];
  if (result.move.kind === 'play') {
    parts.push(`${cardName(result.move.card)} played.`);
    if (result.uncovered.length && !faceUp) {
      parts.push(`Turned over: ${result.uncovered.map((p) => cardName(game.cardAt(p))).join(', ')}.`);
    }
    if (result.status === 'playing') parts.push(`Run ${result.run}, next card ${formatValue(game.nextCardValue, scoring)}.`);
  } else {
    parts.push(`Stock turned: ${cardName(game.wasteTop)}. ${game.stockCount} left in the stock.`);
    if (result.endedRun) parts.push(`Run of ${result.endedRun.length} ended, worth ${formatValue(result.endedRun.points, scoring)}.`);
  }
  const score = formatScore(game.score, scoring);
  parts.push(`Score ${score}.`);
  const place = layoutPlace(game.options.layout);
  const strokes = game.strokes === null ? '' : ` ${game.strokes} strokes.`;
  if (result.status === 'won') parts.push(`You cleared ${place}! Final score ${score}.${strokes}`);
  if (result.status === 'lost')
    parts.push(`No more moves: the game is over with ${game.peakCardsLeft} cards left ${leftIn(game.options.layout)}.${strokes}`);
  if (result.status !== 'playing') parts.push(`${assistsLine(game)}.`);
  return parts.join(' ');
}

/** The loss panel's verdict in words: a headline and what the player's own game did. */
export function verdictText(verdict: DealVerdict, moves: readonly Move[], layout: LayoutName): { headline: string; detail: string } {
  if (!verdict.winnableFromStart) {
    return { headline: 'This deal could not be won:', detail: `no line clears ${layoutPlace(layout)}.` };
  }
  const n = verdict.winnableUntilMove ?? 0;
  const move = moves[n];
  const what = !move ? '' : move.kind === 'stock' ? 'turning the stock' : `playing the ${cardName(move.card)}`;
  if (n === 0) return { headline: 'This deal could be won.', detail: `It was lost from your first move${what ? `, ${what}` : ''}.` };
  return {
    headline: 'This deal could be won.',
    detail: `Still winnable until your ${ordinal(n)} move.${what ? ` Your ${ordinal(n + 1)}, ${what}, lost it.` : ''}`,
  };
}

/** Every card by the label drawn on it ("5♥", "10♠"), as the hint's reasons and the notes write cards. */
const BY_LABEL = new Map(Array.from({ length: DECK_SIZE }, (_, card) => [cardLabel(card), card]));
const LABELS = new RegExp([...BY_LABEL.keys()].join('|'), 'g');

/** The same text for a screen reader: each card named in words ("5 of hearts"), as the cards are. */
export function spoken(text: string): string {
  return text.replace(LABELS, (label) => cardName(BY_LABEL.get(label)!));
}

/** How many of a line's moves turn the stock. */
export function stockTurns(line: readonly Move[]): number {
  return line.filter((m) => m.kind === 'stock').length;
}
