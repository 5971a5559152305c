// Nothing a player did is lost: saved games and statistics under slow, late, out-of-order,
// failing and never-answering storages (real objects with real timers), a storage the host
// sets after the first deal, forged records, and a game left by a reload. Two tabs are in
// test/browser/tabs.test.ts.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { type Statistics, ruleSetKey, statsFor } from '../../src/engine/standalone.js';
import type { TriPeaksGame } from '../../src/index.js';
import type { GameStorage } from '../../src/tri-peaks-game/controllers/storage.js';
import type { StorageErrorDetail } from '../../src/tri-peaks-game/events.js';
import { control, playMoves, root, warnings, winByClicks } from './helpers.js';
import { RemoteStorage, load } from './remote-storage.js';

const RULES = { layout: 'tri-peaks', wild: 0, wrap: true, scoring: 'points', mode: 'winnable' } as const;
const RULES_KEY = ruleSetKey(RULES);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function played(stats: Statistics): [number, number, number] {
  const s = statsFor(stats, RULES);
  return [s.played, s.won, s.currentStreak];
}

function storedStats(text: string | null | undefined): [number, number, number] {
  const el = document.createElement('tri-peaks-game');
  if (text) el.importStats(text);
  return played(el.stats);
}

/** A record of the earlier counts-only format: `n` games played and won. */
function oldRecord(n: number): string {
  const s = { played: n, won: n, currentStreak: n, bestStreak: n, bestScore: 900, fastestWin: 60, longestRun: 9 };
  return JSON.stringify({
    format: 'tri-peaks-game/statistics',
    version: 1,
    rules: { 'tri-peaks wrap wild0 winnable points': { ...s, dailyStreak: 0, bestDailyStreak: 0, lastDailyWon: null } },
  });
}

function storageErrors(el: TriPeaksGame): StorageErrorDetail[] {
  const seen: StorageErrorDetail[] = [];
  el.addEventListener('storageerror', (e) => seen.push(e.detail));
  return seen;
}

describe('<tri-peaks-game> storage: nothing lost', () => {
  beforeEach(() => localStorage.clear());

  it('puts back a daily game after a reload (seed="daily")', async () => {
    const said = await warnings(async () => {
      const first = await load(html`<tri-peaks-game seed="daily" save-key="daily-game"></tri-peaks-game>`);
      await playMoves(first, 2);
      const moves = first.game!.moveText;
      first.remove();
      const again = await load(html`<tri-peaks-game seed="daily" save-key="daily-game"></tri-peaks-game>`);
      expect(again.game!.moveText).to.equal(moves);
    });
    expect(said).to.deep.equal([]);
  });

  it('reads and merges the statistics of a storage the host sets after the first deal (the README cloud example)', async () => {
    const cloud = new RemoteStorage(() => 20);
    for (let i = 0; i < 3; i++) {
      const el = await load(html`<tri-peaks-game seed="42" save-key="cloud"></tri-peaks-game>`, cloud);
      await winByClicks(el);
      await cloud.settled();
      el.remove();
    }
    const el = await load(html`<tri-peaks-game seed="42" save-key="cloud"></tri-peaks-game>`, cloud);
    await waitUntil(() => statsFor(el.stats, RULES).played === 3, 'the cloud statistics were never read', { timeout: 5000 });
    await winByClicks(el);
    await cloud.settled();
    expect(played(el.stats)).to.deep.equal([4, 4, 4]);
    expect(storedStats(cloud.data.get('cloud:stats'))).to.deep.equal([4, 4, 4]);
  });

  it('merges statistics that are read 4 s late with the games played meanwhile, saying so once', async () => {
    const slow = new RemoteStorage((method, key) => (method === 'get' && key.endsWith(':stats') ? 4000 : 5));
    slow.data.set('late:stats', oldRecord(5));
    const errors: StorageErrorDetail[] = [];
    const said = await warnings(async () => {
      const el = await fixture<TriPeaksGame>(html`<tri-peaks-game seed="42" save-key="late"></tri-peaks-game>`);
      el.addEventListener('storageerror', (e) => errors.push(e.detail));
      el.storage = slow;
      await el.dealComplete;
      await winByClicks(el);
      expect(played(el.stats), 'play goes on before the record came').to.deep.equal([1, 1, 1]);
      await el.newGame('42');
      await winByClicks(el);
      await sleep(4100);
      await slow.settled();
      expect(played(el.stats)).to.deep.equal([7, 7, 7]);
    });
    expect(storedStats(slow.data.get('late:stats'))).to.deep.equal([7, 7, 7]);
    expect(errors.map((e) => [e.key, e.operation])).to.deep.equal([['late:stats', 'read']]);
    expect(said.filter((w) => w.includes('late:stats'))).to.have.length(1);
  });

  it('keeps the newest position when writes take 0-1.5 s and land out of order', async () => {
    // A fixed sequence of delays (0 to 1.5 s): later writes often arrive before earlier ones.
    const delays = [1500, 0, 900, 100, 1400, 50, 700, 0, 1200, 300, 1000, 0, 800, 200];
    let n = 0;
    const storage = new RemoteStorage((method) => (method === 'get' ? 5 : delays[n++ % delays.length]));
    const el = await load(html`<tri-peaks-game seed="42" save-key="ooo"></tri-peaks-game>`, storage);
    await playMoves(el, 12);
    const moves = el.game!.moveText;
    expect(moves.split(' ')).to.have.length(12);
    await storage.settled();
    el.remove();
    const again = await load(html`<tri-peaks-game seed="42" save-key="ooo"></tri-peaks-game>`, storage);
    await waitUntil(() => again.game!.moveText === moves, `restored ${again.game!.moveText}, not the 12 moves`, { timeout: 5000 });
  });

  it('deals after 3 s when the storage never answers, reports it, and New game works', async () => {
    const el = document.createElement('tri-peaks-game');
    Object.assign(el, { seed: '42', saveKey: 'stuck', storage: new RemoteStorage(() => Infinity) });
    const errors = storageErrors(el);
    const said = await warnings(async () => {
      document.body.append(el);
      await sleep(1000);
      expect(el.status, 'waiting for the storage a while').to.equal('dealing');
      await waitUntil(() => el.status === 'playing', 'still shuffling', { timeout: 8000, interval: 50 });
      await el.updateComplete;
    });
    expect(root(el).querySelector('.shuffling')).to.equal(null);
    expect(errors.map((e) => e.operation)).to.include('read');
    expect(said.length).to.be.at.least(1);
    await playMoves(el, 1);
    await el.newGame('7');
    expect(el.game!.origin!.seed).to.equal('7');
    el.remove();
  });

  it('ignores a saved game whose numbers are out of range, with one warning', async () => {
    const el = await load(html`<tri-peaks-game seed="42" save-key="forged"></tri-peaks-game>`);
    await playMoves(el, 2);
    const record = JSON.parse(localStorage.getItem('forged')!) as Record<string, unknown>;
    el.remove();
    for (const [forged, why] of [
      [JSON.stringify(record).replace(/"elapsed":\d+/, '"elapsed":1e400'), /time played/],
      [JSON.stringify({ ...record, elapsed: -5 }), /time played/],
      [JSON.stringify({ ...record, revision: 1.5 }), /revision/],
    ] as const) {
      localStorage.setItem('forged', forged);
      const said = await warnings(async () => {
        const again = await load(html`<tri-peaks-game seed="42" save-key="forged"></tri-peaks-game>`);
        expect(again.game!.history, 'a new game, not the forged one').to.have.length(0);
        await winByClicks(again);
        expect(again.status).to.equal('won');
        again.remove();
      });
      expect(said).to.have.length(1);
      expect(said[0]).to.match(why);
    }
  });

  it('reports a localStorage that throws on access, and a write over quota, and plays on', async () => {
    const el = await load(html`<tri-peaks-game seed="42"></tri-peaks-game>`);
    const errors = storageErrors(el);
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    let said: string[] = [];
    try {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('The document is sandboxed', 'SecurityError');
        },
      });
      said = await warnings(async () => {
        el.saveKey = 'blocked';
        await el.updateComplete;
        await playMoves(el, 2);
      });
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
      else delete (window as { localStorage?: Storage }).localStorage;
    }
    expect(errors).to.deep.equal([{ key: 'blocked', operation: 'access', error: 'SecurityError: The document is sandboxed' }]);
    expect(said).to.have.length(1);
    expect(el.game!.history).to.have.length(2);

    // Quota: the write fails, is reported, and goes through once there is room.
    let full = true;
    const quota = new RemoteStorage(() => 1);
    const setItem = quota.setItem.bind(quota);
    quota.setItem = (key, value) => {
      if (full) throw new DOMException('The quota has been exceeded', 'QuotaExceededError');
      return setItem(key, value);
    };
    const other = await fixture<TriPeaksGame>(html`<tri-peaks-game seed="42" save-key="quota"></tri-peaks-game>`);
    const otherErrors = storageErrors(other);
    await warnings(async () => {
      other.storage = quota;
      await other.dealComplete;
      await playMoves(other, 1);
    });
    expect(otherErrors.map((e) => [e.operation, e.error.split(':')[0]])).to.deep.include(['write', 'QuotaExceededError']);
    full = false;
    await waitUntil(() => quota.data.has('quota'), 'the write was never tried again', { timeout: 8000, interval: 50 });
    expect(JSON.parse(quota.data.get('quota')!)).to.include({ format: 'tri-peaks-game/saved' });
  });

  it('falls back to localStorage, with one warning, for a storage property that is not a storage', async () => {
    const el = await load(html`<tri-peaks-game seed="42" save-key="not-a-storage"></tri-peaks-game>`);
    const said = await warnings(async () => {
      for (const bad of [{ getItem: () => null }, 'cloud', 5, Object.create(null)]) el.storage = bad;
      el.storage = { getItem: () => null } as unknown as GameStorage;
      await el.updateComplete;
      await playMoves(el, 1);
    });
    // One warning for each distinct bad value (as the warning shows it: two objects read alike).
    expect(said).to.have.length(new Set(said).size).and.to.have.length.within(3, 4);
    expect(said[0]).to.match(/storage.*localStorage/);
    expect(el.storage).to.equal(null);
    expect(localStorage.getItem('not-a-storage')).to.include('tri-peaks-game/saved');
  });

  it('brings back an export of 12,000 games (over 1 MB), in a new element too', async () => {
    const games: Record<string, unknown> = {};
    const start = Date.now() - 12_000 * 300_000;
    for (let i = 0; i < 12_000; i++) {
      const id = `g${String(i).padStart(5, '0')}`;
      games[id] = { state: i % 4 ? 'won' : 'lost', at: start + i * 300_000, score: 500 + i, seconds: 120, longestRun: 7, daily: null };
    }
    const text = JSON.stringify({
      format: 'tri-peaks-game/statistics',
      version: 2,
      since: 0,
      resets: 0,
      rules: { [RULES_KEY]: { games } },
    });
    expect(text.length).to.be.above(1_000_000);
    const el = await load(html`<tri-peaks-game seed="42" save-key="long-record"></tri-peaks-game>`);
    el.importStats(text);
    expect(played(el.stats)).to.deep.equal([12_000, 9_000, 3]);
    await waitUntil(() => (localStorage.getItem('long-record:stats')?.length ?? 0) > 1_000_000, 'the record was never stored');
    const exported = el.exportStats();
    expect(storedStats(exported)).to.deep.equal([12_000, 9_000, 3]);
  });

  it('refuses an import over 20 MB with a clear error, changing nothing', async () => {
    const el = await load(html`<tri-peaks-game seed="42" save-key="big"></tri-peaks-game>`);
    await winByClicks(el);
    const huge = JSON.stringify({
      format: 'tri-peaks-game/statistics',
      version: 2,
      since: 0,
      resets: 0,
      rules: {},
      pad: 'x'.repeat(21_000_000),
    });
    expect(() => el.importStats(huge)).to.throw(/the statistics are 21001 KB; at most 20000 KB can be read/);
    expect(played(el.stats)).to.deep.equal([1, 1, 1]);
  });

  it('counts a game left by a reload as lost: no loss dodged by reloading', async () => {
    const first = await load(html`<tri-peaks-game seed="42" save-key="dodge"></tri-peaks-game>`);
    await winByClicks(first);
    await first.newGame('7');
    await playMoves(first, 2);
    first.remove();
    const again = await load(html`<tri-peaks-game save-key="dodge"></tri-peaks-game>`);
    expect(again.game!.history, 'the game is put back').to.have.length(2);
    expect(played(again.stats), 'the game being played is not counted yet').to.deep.equal([1, 1, 1]);
    control(again, 'New game').click();
    await again.updateComplete;
    root(again).querySelector<HTMLButtonElement>('.confirm .primary')!.click();
    await again.dealComplete;
    expect(played(again.stats)).to.deep.equal([2, 1, 0]);
    // Left without a reload being put back (another deal on load): counted lost too.
    await playMoves(again, 2);
    again.remove();
    const other = await load(html`<tri-peaks-game seed="99" save-key="dodge"></tri-peaks-game>`);
    expect(played(other.stats)).to.deep.equal([3, 1, 0]);
  });
});
