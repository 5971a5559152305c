// save-key: the game in progress survives a reload (same position, same undo history),
// in localStorage or a host's own storage (sync or async); a bad save or a failing
// storage never breaks the game. And "Restart this deal".
import { expect, fixture, html } from '@open-wc/testing';
import type { TriPeaksGame } from '../../src/index.js';
import type { GameStorage } from '../../src/tri-peaks-game/controllers/storage.js';
import { control, game, playMoves, root, warnings } from './helpers.js';

/** A portal's storage: every call answers later, as a promise. */
function asyncStorage(): GameStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => Promise.resolve(data.get(key) ?? null),
    setItem: (key, value) => Promise.resolve(void data.set(key, value)),
    removeItem: (key) => Promise.resolve(void data.delete(key)),
  };
}

describe('<tri-peaks-game> saved games', () => {
  beforeEach(() => localStorage.clear());

  it('puts the game back after a reload: the same position and the same undo history', async () => {
    const first = await game(html`<tri-peaks-game save-key="game-a"></tri-peaks-game>`);
    await playMoves(first, 3);
    first.turnStock();
    await first.updateComplete;
    first.undo();
    await first.updateComplete;
    const { cards, score } = first;
    const moves = first.game!.moveText;
    first.remove();
    const again = await game(html`<tri-peaks-game save-key="game-a"></tri-peaks-game>`);
    expect([again.cards, again.game!.moveText, again.score]).to.deep.equal([cards, moves, score]);
    expect(again.game!.undos).to.equal(1);
    let undone = 0;
    while (again.undo()) undone++;
    expect(undone).to.equal(moves.split(' ').length);
  });

  it('keeps separate games under separate keys, and nothing with save-key="none"', async () => {
    const a = await game(html`<tri-peaks-game save-key="game-a"></tri-peaks-game>`);
    const b = await game(html`<tri-peaks-game save-key="game-b"></tri-peaks-game>`);
    await playMoves(a, 1);
    await playMoves(b, 2);
    const [cardsA, cardsB] = [a.cards, b.cards];
    a.remove();
    b.remove();
    const none = await game(html`<tri-peaks-game save-key="none"></tri-peaks-game>`);
    await playMoves(none, 1);
    expect(Object.keys(localStorage).filter((key) => !key.endsWith(':stats'))).to.have.members(['game-a', 'game-b']);
    const a2 = await game(html`<tri-peaks-game save-key="game-a"></tri-peaks-game>`);
    const b2 = await game(html`<tri-peaks-game save-key="game-b"></tri-peaks-game>`);
    expect([a2.cards, a2.game!.history.length, b2.cards, b2.game!.history.length]).to.deep.equal([cardsA, 1, cardsB, 2]);
  });

  it('replaces the save when a changed attribute deals a new game', async () => {
    const el = await game(html`<tri-peaks-game save-key="game-a"></tri-peaks-game>`);
    await playMoves(el, 2);
    el.wrap = false;
    await el.updateComplete;
    await el.dealComplete;
    const cards = el.cards;
    el.remove();
    const again = await game(html`<tri-peaks-game save-key="game-a" wrap="off"></tri-peaks-game>`);
    expect([again.cards, again.game!.history.length]).to.deep.equal([cards, 0]);
  });

  it('ignores a corrupt save, one from another version or for other options, with one warning each', async () => {
    const el = await game(html`<tri-peaks-game save-key="game-a"></tri-peaks-game>`);
    await playMoves(el, 2);
    const good = localStorage.getItem('game-a')!;
    el.remove();
    const record = JSON.parse(good) as { version: number; game: string };
    const cases: [string, string][] = [
      ['not JSON {', 'JSON'],
      [JSON.stringify({ ...record, version: 99 }), 'version 99'],
      [JSON.stringify({ ...record, game: record.game.replace('"moves":"', '"moves":"| ') }), 'changed after it was saved'],
    ];
    for (const [text, why] of cases) {
      localStorage.setItem('game-a', text);
      let fresh!: TriPeaksGame;
      const seen = await warnings(async () => {
        fresh = await game(html`<tri-peaks-game save-key="game-a"></tri-peaks-game>`);
      });
      expect(seen, text.slice(0, 40)).to.have.length(1);
      expect(seen[0]).to.include('game-a').and.include(why);
      expect(fresh.status).to.equal('playing');
      expect(fresh.game!.history).to.have.length(0);
      expect(root(fresh).querySelectorAll('.peaks button')).to.have.length(28);
      fresh.remove();
    }
    localStorage.setItem('game-a', good);
    const seen = await warnings(async () => {
      const other = await game(html`<tri-peaks-game save-key="game-a" scoring="betting"></tri-peaks-game>`);
      expect(other.game!.history).to.have.length(0);
    });
    expect(seen.filter((w) => w.includes('other options'))).to.have.length(1);
  });

  it('plays on when the storage throws, saying so once', async () => {
    const broken: GameStorage = {
      getItem: () => {
        throw new Error('storage is blocked');
      },
      setItem: () => {
        throw new Error('quota exceeded');
      },
      removeItem: () => undefined,
    };
    const seen = await warnings(async () => {
      const el = await fixture<TriPeaksGame>(html`<tri-peaks-game save-key="game-a" .storage=${broken}></tri-peaks-game>`);
      await el.dealComplete;
      await playMoves(el, 4);
      expect(el.game!.history).to.have.length(4);
    });
    expect(seen).to.have.length(1);
    expect(seen[0]).to.include('storage is blocked');
  });

  it("saves through a host's own storage, whose calls return promises", async () => {
    const storage = asyncStorage();
    const el = await fixture<TriPeaksGame>(html`<tri-peaks-game save-key="portal" .storage=${storage}></tri-peaks-game>`);
    await el.dealComplete;
    await playMoves(el, 3);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.data.has('portal')).to.equal(true);
    expect(localStorage.length, 'nothing in localStorage').to.equal(0);
    const moves = el.game!.moveText;
    el.remove();
    const again = await fixture<TriPeaksGame>(html`<tri-peaks-game save-key="portal" .storage=${storage}></tri-peaks-game>`);
    await again.dealComplete;
    expect(again.game!.moveText).to.equal(moves);
  });
});

describe('<tri-peaks-game> Restart this deal', () => {
  it('deals the same deal again from the start, asking first once a move was made', async () => {
    const el = await game();
    await playMoves(el, 2);
    const cards = el.cards;
    root(el).querySelector<HTMLElement>('.settings')!.showPopover();
    root(el).querySelector<HTMLButtonElement>('.restart')!.click();
    await el.updateComplete;
    expect(root(el).querySelector('.confirm')).to.exist;
    control(el, 'Restart').click();
    await el.updateComplete;
    expect([el.cards, el.game!.history.length, el.status]).to.deep.equal([cards, 0, 'playing']);
  });
});
