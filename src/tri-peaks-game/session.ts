/**
 * The session's state: what lies over the table (one overlay, the topmost) and whether
 * a deal is being searched for, and what that allows. Every guard reads it: the
 * element's methods (a move, undo, a hint), the keyboard shortcuts, Escape and the
 * board's buttons. Pure: no DOM, no Lit, tested in Node (test/unit/session.test.ts).
 */

/**
 * What lies over the table, the topmost when several are open, in this order: a
 * question, the statistics panel, the pause (`elsewhere`: paused because another tab
 * took the game), a winning line playing, the end panel (the player's game, or a
 * watched line, is over), Settings (a sheet beside the playable cards: a game that ends
 * while it is open is covered by its end panel), or nothing.
 */
export type Overlay = 'confirm' | 'statistics' | 'settings' | 'elsewhere' | 'paused' | 'replay' | 'end' | 'none';

/** What the element knows, from which the state is made. */
export interface SessionFacts {
  /** A question is asked (AskFirst). */
  question: boolean;
  statistics: boolean;
  settings: boolean;
  paused: boolean;
  /** Paused because another tab took the game. */
  elsewhere: boolean;
  /** A winning line on the board: none, still playing, or played to its end. */
  replay: 'none' | 'playing' | 'played';
  /** The player's game: none yet (before the first deal), playing, or over (won or lost). */
  game: 'none' | 'playing' | 'over';
  /** A deal is being searched for. */
  dealing: boolean;
}

export interface Session {
  readonly overlay: Overlay;
  readonly dealing: boolean;
  /** The player's game, as in SessionFacts. */
  readonly game: SessionFacts['game'];
}

/** The session of these facts: the topmost overlay open. */
export function sessionOf(facts: SessionFacts): Session {
  const { dealing, game } = facts;
  const overlay: Overlay = facts.question
    ? 'confirm'
    : facts.statistics
      ? 'statistics'
      : facts.elsewhere
        ? 'elsewhere'
        : facts.paused
          ? 'paused'
          : facts.replay === 'playing'
            ? 'replay'
            : facts.replay === 'played' || game === 'over'
              ? 'end'
              : facts.settings
                ? 'settings'
                : 'none';
  return { overlay, dealing, game };
}

/** What each overlay lets through. */
interface OverlayRule {
  /** The player's game takes moves, undos and hints (Settings lies beside the playable cards, not over them). */
  play: boolean;
  /** The keyboard's shortcuts (cards, S, U, H, N) act; else only the overlay's own controls take keys. */
  shortcuts: boolean;
  /** What lies under it is covered: disabled and out of the tab order. */
  covers: boolean;
  /** Escape closes it. */
  escape: boolean;
}

const RULES: Readonly<Record<Overlay, OverlayRule>> = {
  confirm: { play: false, shortcuts: false, covers: true, escape: true },
  statistics: { play: false, shortcuts: false, covers: true, escape: true },
  settings: { play: true, shortcuts: false, covers: false, escape: true },
  elsewhere: { play: false, shortcuts: false, covers: true, escape: false },
  paused: { play: false, shortcuts: false, covers: true, escape: false },
  // The line plays on a board of its own: the player's game (over) takes nothing; N deals.
  replay: { play: false, shortcuts: true, covers: false, escape: true },
  end: { play: false, shortcuts: true, covers: true, escape: false },
  none: { play: true, shortcuts: true, covers: false, escape: false },
};

/** Whether the player's game takes a move, an undo or a hint: one is on the board, still playing, no deal searched, nothing over it that stops play. */
export function canPlay(s: Session): boolean {
  return s.game === 'playing' && !s.dealing && RULES[s.overlay].play;
}

/** Whether the keyboard's shortcuts act (else a question, a panel, Settings or a pause holds the keys). */
export function shortcutsAct(s: Session): boolean {
  return RULES[s.overlay].shortcuts;
}

/** Whether the table is covered by a panel: what lies under it is disabled and out of the tab order. */
export function covered(s: Session): boolean {
  return RULES[s.overlay].covers;
}

/**
 * What Escape closes: the question, the statistics panel, Settings, or a line still
 * playing (once it has played, Escape leaves it on the board; while the next deal is
 * searched, it holds still); null when nothing.
 */
export function escapeCloses(s: Session): Overlay | null {
  if (!RULES[s.overlay].escape) return null;
  return s.overlay === 'replay' && s.dealing ? null : s.overlay;
}
