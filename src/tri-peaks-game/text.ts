/** The sentences the element shows or announces, put together from the catalogue's words (i18n/). */
import {
  type DealVerdict,
  type Card,
  DECK_SIZE,
  cardLabel,
  type Move,
  type Game,
  type MoveResult,
  type PlayRefusal,
  type HintData,
  type Layout,
  type LayoutName,
  LAYOUTS,
  type Tier,
} from '../engine/index.js';

import type { Localizer } from './i18n/localizer.js';
import type { TranslationKey } from './i18n/registry.js';

/** The sentences that name a layout's stacks of cards, by what they are called (the engine's `Layout.piles`). */
const PILE_WORDS = {
  peaks: {
    group: 'peaks',
    cleared: 'peaksCleared',
    left: 'leftPeaks',
    won: 'wonPeaks',
    lost: 'lostPeaks',
    line: 'linePeaks',
    lineDone: 'lineDonePeaks',
    noLine: 'noLinePeaks',
  },
  columns: {
    group: 'columns',
    cleared: 'columnsCleared',
    left: 'leftColumns',
    won: 'wonColumns',
    lost: 'lostColumns',
    line: 'lineColumns',
    lineDone: 'lineDoneColumns',
    noLine: 'noLineColumns',
  },
} as const satisfies Record<Layout['piles'], Record<string, TranslationKey>>;

/** The catalogue keys of the sentences that name `layout`'s piles. */
export const pileWords = (layout: Layout): (typeof PILE_WORDS)[Layout['piles']] => PILE_WORDS[layout.piles];

/** A rule set as the statistics panel heads it: "Golf, 1 joker, winnable deals, wrap off, points". */
export function rulesLabel(
  l: Localizer,
  rules: { layout: LayoutName; wild: number; mode: string; wrap: boolean; scoring: string },
): string {
  return l.list([
    LAYOUTS[rules.layout].title,
    ...(rules.wild ? [l.t('jokerCount', { n: rules.wild })] : []),
    l.t(rules.mode === 'winnable' ? 'winnableDeals' : rules.mode === 'any' ? 'anyDeals' : (`${rules.mode as Tier}Deals` as const)),
    l.t(rules.wrap ? 'wrapOn' : 'wrapOff'),
    l.t(rules.scoring === 'betting' ? 'bettingScoring' : rules.scoring === 'strokes' ? 'strokesScoring' : 'pointsScoring'),
  ]);
}

/** "No undos, no hints", "1 undo, 2 hints"; a win with neither is a clean win. */
export function assistsLine(l: Localizer, game: Game): string {
  const text = l.capital(l.t('assists', { undos: l.t('undos', { n: game.undos }), hints: l.t('hints', { n: game.hints }) }));
  return game.status === 'won' && game.undos + game.hints === 0 ? l.t('cleanWin', { assists: text }) : text;
}

/** Why a card cannot be played, in a line for the player. */
export function refusalText(l: Localizer, game: Game, position: number, refusal: PlayRefusal): string {
  const card = label(l, game.cardAt(position));
  switch (refusal) {
    case 'face-down':
      return l.t('faceDownRefused');
    case 'covered':
      return l.t('covered', { card });
    case 'no-fit':
      return l.t('noFit', { card, top: label(l, game.wasteTop) });
    default:
      return l.t('cannotPlay');
  }
}

/**
 * A card as drawn ("7♥"), as the notes and hints write cards; a joker by its name. In a
 * right-to-left sentence the label is isolated left to right, so that it reads "A♠", not "♠A".
 */
function label(l: Localizer, card: Card): string {
  if (card >= DECK_SIZE) return l.card(card);
  return l.dir === 'rtl' ? `\u2066${cardLabel(card)}\u2069` : cardLabel(card);
}

/** The hint's reason in words: the move, and how likely following the hints wins from here. */
export function hintText(l: Localizer, hint: HintData, wasteTop: Card): string {
  const why = hint.why;
  if (!hint.move || !why) return l.t('gameOver');
  const top = label(l, wasteTop);
  const odds =
    hint.chance !== null
      ? l.t('hintChance', { n: hint.chance })
      : why.choices < 2
        ? ''
        : why.won === 0
          ? l.t(why.tried ? 'hintNoneWon' : 'hintOutOfReach')
          : why.tried
            ? l.t('hintImagined', { n: why.won ?? 0, total: why.tried })
            : '';
  let text: string;
  if (hint.move.kind === 'stock') text = l.t(why.choices === 1 ? 'hintNothingFits' : 'hintStockLater', { top });
  else {
    const card = label(l, hint.move.card);
    const flips = why.flips ? l.t('hintTurns', { n: why.flips }) : '';
    text = `${why.run > 1 ? l.t('hintRun', { card, n: why.run }) : l.t(flips ? 'hintPlaysOn' : 'hintFits', { card, top })}${flips}${l.t('fullStop')}`;
  }
  return odds && why.choices > 1 ? text + l.t('sentenceGap') + odds : text;
}

/** What a screen reader hears after a move: the card, what turned over, the run, the score, the end. */
export function moveAnnouncement(l: Localizer, game: Game, result: MoveResult): string {
  const { scoring, faceUp } = game.options;
  const parts: string[] = [];
  if (result.move.kind === 'play') {
    parts.push(l.t('played', { card: l.card(result.move.card) }));
    if (result.uncovered.length && !faceUp) {
      parts.push(l.t('turnedOver', { cards: l.list(result.uncovered.map((p) => l.card(game.cardAt(p)))) }));
    }
    if (result.status === 'playing') parts.push(l.t('runNext', { n: result.run, value: l.value(game.nextCardValue, scoring) }));
  } else {
    parts.push(l.t('stockTurned', { card: l.card(game.wasteTop), n: game.stockCount }));
    if (result.endedRun) parts.push(l.t('runEnded', { n: result.endedRun.length, value: l.value(result.endedRun.points, scoring) }));
  }
  const score = l.score(game.score, scoring);
  parts.push(l.t('scoreIs', { score }));
  const words = pileWords(game.layout);
  const strokes = game.strokes === null ? [] : [l.t('strokesSaid', { n: game.strokes })];
  if (result.status === 'won') parts.push(l.t(words.won, { score }), ...strokes);
  if (result.status === 'lost') parts.push(l.t(words.lost, { n: game.peakCardsLeft }), ...strokes);
  if (result.status !== 'playing') parts.push(assistsLine(l, game) + l.t('fullStop'));
  return parts.join(l.t('sentenceGap'));
}

/** What a hint says aloud: its reason, cards named in words. */
export function hintSaid(l: Localizer, hint: HintData, wasteTop: Card): string {
  return l.t('hintSaid', { reason: spoken(l, hintText(l, hint, wasteTop)) });
}

/** What the verdict on a lost deal says aloud: the headline, then the detail. */
export function verdictSaid(l: Localizer, verdict: DealVerdict, moves: readonly Move[], layout: Layout): string {
  const { headline, detail } = verdictText(l, verdict, moves, layout);
  return headline + l.t('sentenceGap') + detail;
}

/** What an undo says: the card taken back (and the score), or the stock card put back. */
export function undoAnnouncement(l: Localizer, game: Game, undone: Move): string {
  const top = l.card(game.wasteTop);
  return undone.kind === 'play'
    ? l.t('tookBack', { card: l.card(undone.card), top, score: l.score(game.score, game.options.scoring) })
    : l.t('putBack', { n: game.stockCount, top });
}

/** The loss panel's verdict in words: a headline and what the player's own game did. */
export function verdictText(
  l: Localizer,
  verdict: DealVerdict,
  moves: readonly Move[],
  layout: Layout,
): { headline: string; detail: string } {
  if (!verdict.winnableFromStart) {
    return { headline: l.t('couldNotWin'), detail: l.t(pileWords(layout).noLine) };
  }
  const n = verdict.winnableUntilMove ?? 0;
  const move = moves[n];
  const what = !move ? '' : move.kind === 'stock' ? l.t('byStock') : l.t('byCard', { card: l.card(move.card) });
  const headline = l.t('couldWin');
  if (n === 0) return { headline, detail: what ? l.t('lostFromFirstBy', { what }) : l.t('lostFromFirst') };
  const until = l.t('winnableUntil', { nth: l.nth(n) });
  return { headline, detail: what ? until + l.t('sentenceGap') + l.t('lostBy', { nth: l.nth(n + 1), what }) : until };
}

/** Every card by the label drawn on it ("5♥", "10♠"), as the hint's reasons and the notes write cards. */
const BY_LABEL = new Map(Array.from({ length: DECK_SIZE }, (_, card) => [cardLabel(card), card]));
const LABELS = new RegExp([...BY_LABEL.keys()].join('|'), 'g');

/** The same text for a screen reader: each card named in words ("5 of hearts"), as the cards are. */
export function spoken(l: Localizer, text: string): string {
  return text.replace(LABELS, (label) => l.card(BY_LABEL.get(label)!));
}

/** How many of a line's moves turn the stock. */
export function stockTurns(line: readonly Move[]): number {
  return line.filter((m) => m.kind === 'stock').length;
}
