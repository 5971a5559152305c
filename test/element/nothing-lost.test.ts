// Nothing lost, round 2 (issue 32): clocks, odd storages, the element moving, requests that
// never settle, a daily game across midnight, two elements with one save-key. Real pages,
// real storage objects, real timers.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { Game, emptyRecord, formatRecord, parseRecord, recordGame, resetRecord, statsFor, summarize } from '../../src/engine/standalone.js';
import type { TriPeaksGame } from '../../src/index.js';
import type { GameStorage } from '../../src/tri-peaks-game/controllers/storage.js';
import { playMoves, warnings, winByClicks } from './helpers.js';
import { RemoteStorage, countingStorage, load } from './remote-storage.js';

const RULES = { layout: 'tri-peaks', wild: 0, wrap: true, scoring: 'points', mode: 'winnable' } as const;
const DAY = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** [played, won] in the record stored as `text`. */
function storedCounts(text: string | null | undefined): [number, number] {
  if (!text) return [0, 0];
  const s = statsFor(summarize(parseRecord(text, Date.now(), 'storage')), RULES);
  return [s.played, s.won];
}

const counts = (el: TriPeaksGame): [number, number] => {
  const s = statsFor(el.stats, RULES);
  return [s.played, s.won];
};

/** The local date `days` from today, as `daily:` seeds write it. */
function localDate(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A record of `won` games won, reset `resetAt` (the games just after it). */
function recordOf(won: number, resetAt: number): string {
  let r = resetRecord(emptyRecord(), resetAt);
  for (let i = 0; i < won; i++)
    r = recordGame(r, RULES, `old${i}`, {
      state: 'won',
      at: resetAt + 1000 * (i + 1),
      score: 500,
      seconds: 60,
      longestRun: 5,
      daily: null,
    });
  return formatRecord(r);
}

describe('<tri-peaks-game> storage: nothing lost, round 2', function () {
  this.timeout(40_000);
  beforeEach(() => localStorage.clear());

  it('keeps a statistics record reset "in the future" (this clock behind) and counts the new game after it', async () => {
    localStorage.setItem('behind:stats', recordOf(2, Date.now() + 2 * DAY));
    const said = await warnings(async () => {
      const el = await load(html`<tri-peaks-game seed="42" save-key="behind"></tri-peaks-game>`);
      await waitUntil(() => counts(el)[0] === 2, 'the stored record was never read');
      await winByClicks(el);
      await waitUntil(() => storedCounts(localStorage.getItem('behind:stats'))[0] === 3, 'the win was not stored');
    });
    expect(storedCounts(localStorage.getItem('behind:stats'))).to.deep.equal([3, 3]);
    expect(said).to.deep.equal([]);
  });

  it('never writes over statistics it cannot read (says so once), and merges them once they can be read', async () => {
    const damaged = '{"format":"tri-peaks-game/statistics","version":2,"since":0,"resets":0,"rules":{"x":{"games":{"a":{"state":"maybe"';
    localStorage.setItem('damaged:stats', damaged);
    const said = await warnings(async () => {
      const el = await load(html`<tri-peaks-game seed="42" save-key="damaged"></tri-peaks-game>`);
      await winByClicks(el);
      await el.newGame('42');
      await winByClicks(el);
      await sleep(100);
      expect(localStorage.getItem('damaged:stats')).to.equal(damaged);
      expect(counts(el)).to.deep.equal([2, 2]);
      // Repaired (by a host, another release): the next game merges the two.
      localStorage.setItem('damaged:stats', recordOf(3, Date.now() - DAY));
      await el.newGame('42');
      await winByClicks(el);
      await waitUntil(() => storedCounts(localStorage.getItem('damaged:stats'))[0] === 6, 'not merged once readable');
    });
    expect(said.filter((w) => w.includes('damaged:stats'))).to.have.length(1);
    expect(said[0]).to.match(/cannot be read, so they are kept as they are/);
  });

  it('reads an adapter whose getItem gives the parsed object, and text with a byte order mark', async () => {
    // A cloud SDK that parses JSON itself (getItem resolves to the object).
    const objects = new Map<string, unknown>();
    const parsing: GameStorage = {
      getItem: (key) => Promise.resolve(objects.has(key) ? (objects.get(key) as string) : null),
      setItem: (key, value) => Promise.resolve(void objects.set(key, JSON.parse(value))),
      removeItem: (key) => Promise.resolve(void objects.delete(key)),
    };
    const said = await warnings(async () => {
      const first = await load(html`<tri-peaks-game seed="42" save-key="parsed"></tri-peaks-game>`, parsing);
      await winByClicks(first);
      await first.newGame('42');
      await playMoves(first, 3);
      await sleep(100);
      const moves = first.game!.moveText;
      first.remove();
      const again = await load(html`<tri-peaks-game seed="42" save-key="parsed"></tri-peaks-game>`, parsing);
      await waitUntil(() => again.game!.moveText === moves, 'the saved game (an object) was not put back');
      await waitUntil(() => counts(again)[0] === 1, 'the statistics (an object) were not read');
      again.remove();
      // The same texts with a byte order mark, in localStorage.
      localStorage.setItem('bom', `\uFEFF${JSON.stringify(objects.get('parsed'))}`);
      localStorage.setItem('bom:stats', `\uFEFF${JSON.stringify(objects.get('parsed:stats'))}`);
      const bom = await load(html`<tri-peaks-game seed="42" save-key="bom"></tri-peaks-game>`);
      expect(bom.game!.moveText).to.equal(moves);
      await waitUntil(() => counts(bom)[0] === 1, 'the statistics with a BOM were not read');
    });
    expect(said).to.deep.equal([]);
  });

  it('keeps the newest position when the element moves in the page, and storage is set anew, while a slow write is in flight', async () => {
    let writes = 0;
    const remote = new RemoteStorage((method, key) => (method === 'set' && !key.endsWith(':stats') && writes++ === 0 ? 1500 : 10));
    // A framework binding a new wrapper object on every render.
    const wrap = (): GameStorage => ({
      getItem: (key) => remote.getItem(key),
      setItem: (key, value) => remote.setItem(key, value),
      removeItem: (key) => remote.removeItem(key),
    });
    const el = await load(
      html`<div><div id="a"><tri-peaks-game seed="42" save-key="moved"></tri-peaks-game></div><div id="b"></div></div>`,
    ).then((wrapper) => wrapper.querySelector('tri-peaks-game') as TriPeaksGame);
    el.storage = wrap();
    await el.updateComplete;
    await remote.settled();
    writes = 0;
    await playMoves(el, 1); // its write takes 1.5 s
    // An SPA re-sorting a list moves the element; a re-render binds a new storage object.
    el.parentElement!.nextElementSibling!.append(el);
    await el.updateComplete;
    el.storage = wrap();
    await el.updateComplete;
    await playMoves(el, 2);
    const moves = el.game!.moveText;
    await sleep(1700);
    await remote.settled();
    el.remove();
    const again = await load(html`<tri-peaks-game seed="42" save-key="moved"></tri-peaks-game>`, remote);
    await waitUntil(() => again.game!.moveText === moves, `put back ${again.game!.moveText}, not ${moves}`);
  });

  it('goes on saving after a request that never settles, and writes statistics after a first read that never answers', async () => {
    let sets = 0;
    let statsReads = 0;
    const remote = new RemoteStorage((method, key) => {
      if (method === 'set' && !key.endsWith(':stats')) return sets++ === 0 ? Infinity : 5;
      if (method === 'get' && key.endsWith(':stats')) return statsReads++ === 0 ? Infinity : 5;
      return 5;
    });
    const el = await load(html`<tri-peaks-game seed="42" save-key="hung"></tri-peaks-game>`, remote);
    await playMoves(el, 13);
    const moves = el.game!.moveText;
    await waitUntil(
      () => (JSON.parse(remote.data.get('hung') ?? '{}') as { game?: string }).game === el.game!.save(),
      'the saves stopped',
      {
        timeout: 15_000,
      },
    );
    await winByClicks(el);
    await waitUntil(() => storedCounts(remote.data.get('hung:stats'))[0] === 1, 'no statistics were ever written', { timeout: 15_000 });
    expect(moves.split(' ')).to.have.length(13);
  });

  it('puts back a daily game under way after local midnight (seed="daily"), and keeps it when the seed is written as its date', async () => {
    const yesterday = `daily:${localDate(-1)}`;
    const said = await warnings(async () => {
      const before = await load(html`<tri-peaks-game seed=${yesterday} save-key="daily"></tri-peaks-game>`);
      await playMoves(before, 2);
      const moves = before.game!.moveText;
      before.remove();
      // The page is loaded again the next day.
      const after = await load(html`<tri-peaks-game seed="daily" save-key="daily"></tri-peaks-game>`);
      expect(after.game!.origin!.seed).to.equal(yesterday);
      expect(after.game!.moveText).to.equal(moves);
      expect(counts(after), 'not counted lost').to.deep.equal([0, 0]);
      after.remove();
      // seed="daily" then seed="daily:<today>": the same deal, the game kept.
      const today = await load(html`<tri-peaks-game seed="daily" save-key="today"></tri-peaks-game>`);
      await playMoves(today, 2);
      const game = today.game;
      today.seed = `daily:${localDate(0)}`;
      await today.dealComplete;
      expect(today.game).to.equal(game);
      expect(today.game!.history).to.have.length(2);
      expect(counts(today)).to.deep.equal([0, 0]);
    });
    expect(said).to.deep.equal([]);
  });

  it('does not put back a forged save claiming the daily seed with another deal', async () => {
    const daily = `daily:${localDate(0)}`;
    const real = await load(html`<tri-peaks-game seed="daily" save-key="genuine"></tri-peaks-game>`);
    await playMoves(real, 1);
    const record = JSON.parse(localStorage.getItem('genuine')!) as { game: string };
    real.remove();
    const forged = new Game(Game.fromSeed('1', { mode: 'any' }).deal, {}, { seed: daily, mode: 'winnable' });
    forged.turnStock();
    localStorage.setItem('forged', JSON.stringify({ ...record, game: forged.save() }));
    const said = await warnings(async () => {
      const el = await load(html`<tri-peaks-game seed="daily" save-key="forged"></tri-peaks-game>`);
      expect(el.game!.dealText).to.not.equal(forged.dealText);
      expect(el.game!.history).to.have.length(0);
    });
    expect(said).to.have.length(1);
    expect(said[0]).to.include(`its deal is not one of seed "${daily}"'s`);
  });

  it('two elements with one save-key on a page: one warning naming it, neither paused, both games back after a reload', async () => {
    const page = () => html`<div>
      <tri-peaks-game seed="42" save-key="shared"></tri-peaks-game>
      <tri-peaks-game layout="golf" seed="7" save-key="shared"></tri-peaks-game>
    </div>`;
    const both = async () => {
      const wrapper = await fixture<HTMLElement>(page());
      const els = [...wrapper.querySelectorAll('tri-peaks-game')];
      for (const el of els) await el.dealComplete;
      return els;
    };
    const said = await warnings(async () => {
      const [tri, golf] = await both();
      await playMoves(tri, 2);
      await playMoves(golf, 3);
      await playMoves(tri, 1);
      await sleep(100);
      expect([tri.paused, golf.paused], 'neither says the game goes on elsewhere').to.deep.equal([false, false]);
      const moves = [tri.game!.moveText, golf.game!.moveText];
      tri.parentElement!.remove();
      const [tri2, golf2] = await both();
      expect([tri2.game!.moveText, golf2.game!.moveText]).to.deep.equal(moves);
    });
    const collisions = said.filter((w) => w.includes('save-key="shared" is used by another <tri-peaks-game> on this page'));
    expect(collisions.length, said.join('\n')).to.equal(2); // one per page load
    expect(said.length, said.join('\n')).to.equal(2);
  });

  it('an element removed before its first board deals nothing and keeps no storage link; one put back plays', async () => {
    const reads: string[] = [];
    const counting = countingStorage(reads);
    const els = Array.from({ length: 5 }, () =>
      Object.assign(document.createElement('tri-peaks-game'), { seed: '42', saveKey: 'gone', storage: counting }),
    );
    const deals: Event[] = [];
    for (const el of els) {
      el.addEventListener('deal', (e) => deals.push(e));
      document.body.append(el);
      el.remove();
    }
    await sleep(300);
    expect(deals).to.have.length(0);
    expect(reads).to.deep.equal([]);
    document.body.append(els[0]);
    await els[0].dealComplete;
    expect(els[0].status).to.equal('playing');
    await playMoves(els[0], 1);
    expect(deals).to.have.length(1);
    els[0].remove();
  });

  it('an element adopted into an iframe that is then removed lets go of its storage', async () => {
    const reads: string[] = [];
    const counting = countingStorage(reads);
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const el = await load(html`<tri-peaks-game seed="42" save-key="framed"></tri-peaks-game>`, counting);
    frame.contentDocument!.body.append(el);
    await el.updateComplete;
    await playMoves(el, 1);
    frame.remove();
    await sleep(50);
    reads.length = 0;
    // Another element with the key plays on: the one that went with the iframe reads nothing more.
    const other = await load(html`<tri-peaks-game seed="42" save-key="framed"></tri-peaks-game>`);
    await winByClicks(other);
    await sleep(300);
    expect(reads).to.deep.equal([]);
  });

  it('a revoked proxy or a throwing getter as storage: one warning, nothing thrown into the page, localStorage used', async () => {
    const el = await load(html`<tri-peaks-game seed="42" save-key="odd-storage"></tri-peaks-game>`);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwing = Object.defineProperty({}, 'getItem', {
      get() {
        throw new Error('no');
      },
    });
    const said = await warnings(async () => {
      expect(() => (el.storage = proxy as GameStorage)).to.not.throw();
      expect(() => (el.storage = throwing as GameStorage)).to.not.throw();
      await el.updateComplete;
      await playMoves(el, 1);
    });
    expect(said).to.have.length(2);
    expect(said[0]).to.match(/storage=\(object\) is not valid \(reading its methods threw TypeError\); using localStorage/);
    expect(localStorage.getItem('odd-storage')).to.include('tri-peaks-game/saved');
  });

  it('importStats: an object gets a clear message; a text with a byte order mark is read', async () => {
    const el = await load(html`<tri-peaks-game seed="42"></tri-peaks-game>`);
    const text = recordOf(2, Date.now() - DAY);
    expect(() => el.importStats(JSON.parse(text) as string)).to.throw(
      'importStats takes the text exportStats gave (a string), not object; for an object, pass JSON.stringify(it)',
    );
    el.importStats(`\uFEFF${text}`);
    expect(counts(el)).to.deep.equal([2, 2]);
  });

  it('a storage answering 42 for every key: one warning for each thing, once, and nothing written over', async () => {
    const written: string[] = [];
    const answers42 = { getItem: () => 42, setItem: (key: string) => void written.push(key), removeItem: () => undefined };
    const said = await warnings(async () => {
      const el = await load(html`<tri-peaks-game seed="42" save-key="answer"></tri-peaks-game>`, answers42 as unknown as GameStorage);
      await winByClicks(el);
      await el.newGame('42');
      await playMoves(el, 3);
      await sleep(200);
    });
    expect(said.filter((w) => w.includes('"answer:stats"')).length, said.join('\n')).to.equal(1);
    expect(said.filter((w) => w.includes('"answer"')).length, said.join('\n')).to.equal(1);
    expect(said).to.have.length(2);
    expect(written.filter((key) => key === 'answer:stats')).to.deep.equal([]);
  });
});
