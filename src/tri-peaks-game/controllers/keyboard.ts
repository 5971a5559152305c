/**
 * The keyboard map, while the focus is inside the game: Escape closes what is open;
 * arrows, Home and End move between cards (the roving focus); S or D turns the stock;
 * U or Ctrl+Z (⌘Z) undoes; H hints; N deals a new game. While a question, a panel or
 * Settings is open, or the game is paused, only their own controls take keys. A key held
 * down (auto-repeat) acts once: holding S or U would otherwise end or undo a whole game.
 * Letters are matched on any layout (see letterOf).
 */
/** What the keys do: the element's own actions and state. */
export interface GameKeys {
  /** Closes the topmost thing open (the question, a panel, Settings, a line playing); false when nothing was. */
  escape: () => boolean;
  /** Something over the game takes the keys: a question, a panel, Settings, a pause. */
  held: () => boolean;
  /** A key on the card at `position`: whether the roving focus took it (arrows, Home, End). */
  cardKey: (e: KeyboardEvent, position: number) => boolean;
  stock: () => void;
  undo: () => void;
  hint: () => void;
  /** N: asks first when a game under way would be thrown away. */
  newGame: () => void;
}

/** Listens for the keys on the element itself, for as long as it lives. */
export class KeyboardShortcuts {
  readonly #keys: GameKeys;

  constructor(host: HTMLElement, keys: GameKeys) {
    this.#keys = keys;
    host.addEventListener('keydown', this.#onKeyDown);
  }

  #onKeyDown = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || e.isComposing) return;
    const keys = this.#keys;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    const key = letterOf(e);
    if (key === 'escape' || key === 'esc') {
      if (keys.escape()) e.preventDefault();
      return;
    }
    if (keys.held()) return;
    // A held key repeats: one press turns one card or undoes one move, never a whole game's worth.
    if (e.repeat && (key === 'enter' || key === ' ')) e.preventDefault();
    if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && key === 'z') {
      e.preventDefault();
      if (!e.repeat) keys.undo();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const pos = target?.dataset?.pos;
    if (pos !== undefined && keys.cardKey(e, Number(pos))) return;
    if (target instanceof HTMLInputElement && target.type === 'text') return;
    // While a winning line is on the board the player's game is over: only N acts (the rest do nothing then).
    const action: (() => void) | undefined = { s: keys.stock, d: keys.stock, u: keys.undo, h: keys.hint, n: keys.newGame }[key];
    if (!action) return;
    e.preventDefault();
    if (!e.repeat || action === keys.hint) action();
  };
}

/**
 * The key pressed, lower case; a letter typed on another alphabet's layout (Russian,
 * Arabic, Greek) is read by where it is (`code`: the S key is `KeyS` on every layout), a
 * Latin one by what it says (Ctrl+Z is Z wherever AZERTY puts it).
 */
function letterOf(e: KeyboardEvent): string {
  const key = e.key.toLowerCase();
  if (key.length !== 1 || /[a-z]/.test(key) || !/^Key[A-Z]$/.test(e.code)) return key;
  return /\p{L}/u.test(key) ? e.code.slice(3).toLowerCase() : key;
}
