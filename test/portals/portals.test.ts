// The portal builds (dist/portals/<name>/, `npm run build:portals`) in Chromium, each with
// a stand-in of its portal's SDK written from the portal's documentation (the pages are
// named at the top of each test/portals/stand-ins/<name>.js) served at the SDK's own
// address, and with the SDK blocked or not answering. What a portal checks: the order of
// the SDK calls, the ad between games, pause, language, cloud saves, and that the page
// asks for nothing outside its folder but the SDK.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  type Cloud,
  type PortalName,
  type PortalPage,
  SDK_ADDRESS,
  alternates,
  clickPart,
  gameReady,
  gameplay,
  launch,
  openPortal,
  play,
  sleep,
  startServer,
  state,
} from './harness.js';

/** What each portal's SDK is told, by the names of its calls (null: the portal has no such call). */
const PORTALS: Record<
  PortalName,
  {
    init: boolean;
    loadingStart: string | null;
    loadingDone: string | null;
    start: string | null;
    stop: string | null;
    ad: string | null;
    pause: boolean;
    cloud: boolean;
  }
> = {
  poki: {
    init: true,
    loadingStart: null,
    loadingDone: 'gameLoadingFinished',
    start: 'gameplayStart',
    stop: 'gameplayStop',
    ad: 'commercialBreak',
    pause: false,
    cloud: false,
  },
  crazygames: {
    init: true,
    loadingStart: 'loadingStart',
    loadingDone: 'loadingStop',
    start: 'gameplayStart',
    stop: 'gameplayStop',
    ad: 'requestAd:midgame',
    pause: false,
    cloud: true,
  },
  gamedistribution: {
    init: false,
    loadingStart: null,
    loadingDone: null,
    start: null,
    stop: null,
    ad: 'showAd',
    pause: true,
    cloud: false,
  },
  youtube: {
    init: false,
    loadingStart: 'firstFrameReady',
    loadingDone: 'gameReady',
    start: null,
    stop: null,
    ad: null,
    pause: true,
    cloud: true,
  },
  yandex: {
    init: true,
    loadingStart: null,
    loadingDone: 'LoadingAPI.ready',
    start: 'GameplayAPI.start',
    stop: 'GameplayAPI.stop',
    ad: 'showFullscreenAdv',
    pause: true,
    cloud: true,
  },
};

let browser: Browser;
let origin: string;
let closeServer: () => Promise<void>;
const open: PortalPage[] = [];

before(async () => {
  const server = await startServer();
  origin = server.origin;
  closeServer = server.close;
  browser = await launch();
});
after(async () => {
  await Promise.all(open.map((p) => p.close()));
  await browser?.close();
  await closeServer?.();
});

async function portal(name: PortalName, options: Parameters<typeof openPortal>[3] = {}): Promise<PortalPage> {
  const page = await openPortal(browser, origin, name, options);
  open.push(page);
  return page;
}

const isGameEvent = (c: string) => c.startsWith('game:') || c.startsWith('ad:') || c.startsWith('event:') || c.startsWith('options:');

/** Waits until `done(calls)` holds (polling the page's log). */
async function until(p: PortalPage, done: (calls: string[]) => boolean, what: string, timeout = 10_000): Promise<string[]> {
  const end = Date.now() + timeout;
  for (;;) {
    const calls = await p.calls();
    if (done(calls)) return calls;
    if (Date.now() > end) throw new Error(`waited ${timeout} ms for ${what}; the log: ${calls.join(' ')}`);
    await sleep(50);
  }
}

const count = (calls: string[], name: string) => calls.filter((c) => c === name).length;

/** Wins the game on the board, then asks for the next deal with the button `part`; resolves when the next deal is on the board. */
async function nextGame(p: PortalPage, part: 'new-deal' | 'play-again'): Promise<{ asked: number; dealt: number; calls: string[] }> {
  await play(p.page);
  assert.equal((await state(p.page)).status, 'won');
  const deals = count(await p.calls(), 'game:deal');
  const asked = Date.now();
  await clickPart(p.page, part);
  const calls = await until(p, (c) => count(c, 'game:deal') > deals, 'the next deal', 20_000);
  return { asked, dealt: Date.now(), calls };
}

for (const [name, sdk] of Object.entries(PORTALS) as [PortalName, (typeof PORTALS)[PortalName]][]) {
  describe(`portal build: ${name}`, () => {
    test('initialises the SDK first, says loading finished once, gameplay starts and stops in turn, asks for nothing outside its folder', async () => {
      const p = await portal(name);
      const since = await p.open();
      assert.ok((await gameReady(p, since)) < 5000, 'ready within 5 s');
      await play(p.page, 3);
      await clickPart(p.page, 'settings-toggle');
      await sleep(200);
      await clickPart(p.page, 'settings-toggle');
      await play(p.page, 1);
      const calls = await until(p, (c) => !sdk.start || count(c, sdk.start) >= 2, 'gameplay going on after Settings');
      const sdkCalls = calls.filter((c) => !isGameEvent(c));
      if (sdk.init) {
        assert.equal(sdkCalls[0], 'init', `init first: ${sdkCalls.join(' ')}`);
        const initDone = sdkCalls.indexOf('init:resolved');
        assert.ok(initDone > 0, 'init settled');
        assert.deepEqual(sdkCalls.slice(1, initDone), [], 'nothing reported before init settled');
      }
      if (sdk.loadingDone) {
        assert.equal(count(calls, sdk.loadingDone), 1, 'loading finished once');
        assert.ok(calls.indexOf(sdk.loadingDone) > calls.indexOf('game:ready'), 'when the first board takes input');
      }
      if (sdk.loadingStart)
        assert.ok(calls.indexOf(sdk.loadingStart) < calls.indexOf(sdk.loadingDone!), 'loading start before loading finished');
      if (sdk.start) {
        const turns = gameplay(calls, sdk.start, sdk.stop!);
        assert.deepEqual(turns.slice(0, 3), ['start', 'stop', 'start'], `first move, Settings, play again: ${calls.join(' ')}`);
        assert.ok(alternates(turns));
        assert.ok(calls.indexOf(sdk.start) > calls.indexOf(sdk.loadingDone!), 'play starts after loading finished');
      }
      const sdkUrl = SDK_ADDRESS[name].startsWith('/') ? origin + SDK_ADDRESS[name] : SDK_ADDRESS[name];
      const outside = p.requests.filter((url) => url !== sdkUrl && !url.startsWith(`${origin}/${name}/`));
      assert.deepEqual(outside, [], 'no request outside the folder but the SDK');
      assert.ok(p.requests.includes(sdkUrl), 'the SDK from its documented address');
      assert.deepEqual(p.errors, []);
    });

    if (sdk.ad) {
      test('shows an ad between games (never before the first), muted and taking no input, then deals', async () => {
        const p = await portal(name);
        await gameReady(p, await p.open());
        const first = await nextGame(p, 'new-deal');
        const calls = first.calls;
        const ad = calls.indexOf(sdk.ad!);
        const deals = calls.map((c, i) => (c === 'game:deal' ? i : -1)).filter((i) => i >= 0);
        assert.equal(count(calls, sdk.ad!), 1, `one ad: ${calls.join(' ')}`);
        assert.ok(ad > deals[0] && ad > calls.indexOf('game:win'), 'not before the first game ended');
        assert.ok(calls.indexOf('ad:end') < deals[1], 'the next deal after the ad');
        assert.ok(calls.includes('ad:playing muted=true inert=true'), `muted and inert while it plays: ${calls.join(' ')}`);
        const after = await state(p.page);
        assert.deepEqual([after.muted, after.inert, after.status, after.moves], [false, false, 'playing', 0]);
        await play(p.page, 2);
        // An ad that fails: the deal comes at once.
        await p.page.evaluate(() => ((window as unknown as { standIn: { config: { ad: string } } }).standIn.config.ad = 'fail'));
        const failed = await nextGame(p, 'new-deal');
        assert.ok(failed.dealt - failed.asked < 3000, `a failed ad delays the deal ${failed.dealt - failed.asked} ms`);
        assert.equal(count(failed.calls, sdk.ad!), 2, 'an ad after each game');
        if (sdk.start) assert.ok(alternates(gameplay(failed.calls, sdk.start, sdk.stop!)), `gameplay in turn: ${failed.calls.join(' ')}`);
        assert.deepEqual(p.errors, []);
      });

      test('an ad that never answers holds the next deal 10 s at most, the game muted meanwhile', async () => {
        const p = await portal(name, { config: { ad: 'never' } });
        await gameReady(p, await p.open());
        await play(p.page);
        const asked = Date.now();
        await clickPart(p.page, 'new-deal');
        await sleep(2000);
        const during = await state(p.page);
        assert.deepEqual([during.muted, during.inert, during.status], [true, true, 'won'], 'muted and still while the ad is awaited');
        await until(p, (c) => count(c, 'game:deal') === 2, 'the deal after the limit', 15_000);
        const waited = Date.now() - asked;
        assert.ok(waited >= 9500 && waited <= 11_500, `the next deal after ${waited} ms`);
        const after = await state(p.page);
        assert.deepEqual([after.muted, after.inert], [false, false]);
        await play(p.page, 1);
        assert.equal((await state(p.page)).moves, 1, 'the new game takes input');
        assert.deepEqual(p.errors, []);
      });
    }

    test('with the SDK blocked, the game loads within 5 s and plays, with no page error', async () => {
      const p = await portal(name, { block: true });
      const took = await gameReady(p, await p.open());
      assert.ok(took < 5000, `ready after ${took} ms`);
      await play(p.page, 2);
      assert.equal((await state(p.page)).moves, 2);
      await play(p.page);
      await clickPart(p.page, 'new-deal');
      await until(p, (c) => count(c, 'game:deal') === 2, 'a new deal without the SDK', 5000);
      assert.deepEqual(p.errors, []);
      assert.deepEqual(
        (await p.calls()).filter((c) => !isGameEvent(c)),
        [],
      );
    });

    if (sdk.init) {
      for (const init of ['never', 'reject'] as const) {
        test(`with an init that ${init === 'never' ? 'never settles' : 'rejects'}, the game loads within 5 s, plays, and reports nothing`, async () => {
          const p = await portal(name, { config: { init } });
          const took = await gameReady(p, await p.open());
          assert.ok(took < 5000, `ready after ${took} ms`);
          await play(p.page, 3);
          assert.equal((await state(p.page)).moves, 3);
          assert.deepEqual(p.errors, []);
          assert.deepEqual(
            (await p.calls()).filter((c) => !isGameEvent(c)),
            ['init'],
          );
        });
      }
    }

    if (sdk.pause) {
      test('pauses and resumes when the portal says so', async () => {
        const p = await portal(name);
        await gameReady(p, await p.open());
        await play(p.page, 1);
        await p.page.evaluate(() => (window as unknown as { standIn: { pause(): void } }).standIn.pause());
        await sleep(100);
        assert.equal((await state(p.page)).paused, true);
        await play(p.page, 1);
        assert.equal((await state(p.page)).moves, 1, 'no input while paused');
        await p.page.evaluate(() => (window as unknown as { standIn: { resume(): void } }).standIn.resume());
        await sleep(100);
        assert.equal((await state(p.page)).paused, false);
        await play(p.page, 1);
        assert.equal((await state(p.page)).moves, 2);
        const calls = await p.calls();
        if (sdk.start) assert.deepEqual(gameplay(calls, sdk.start, sdk.stop!), ['start', 'stop', 'start']);
        assert.deepEqual(p.errors, []);
      });
    }

    if (sdk.cloud) {
      test("puts the game in progress and the statistics back from the portal's cloud after a reload", async () => {
        const cloud: Cloud = { text: null, saves: 0 };
        const p = await portal(name, { cloud });
        await gameReady(p, await p.open());
        await nextGame(p, 'new-deal');
        await play(p.page, 3);
        const before = await state(p.page);
        assert.equal(before.played, 1);
        // Saved once the writes stop.
        let saves = -1;
        while (saves !== cloud.saves) {
          saves = cloud.saves;
          await sleep(700);
        }
        assert.ok(cloud.text?.includes('tri-peaks'), 'the save is in the cloud');
        const since = await p.open();
        await gameReady(p, since);
        const after = await state(p.page);
        assert.deepEqual(
          [after.cards, after.moves, after.played],
          [before.cards, 3, 1],
          'the same game at the same move, and the statistics',
        );
        const local = await p.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tri-peaks')));
        assert.deepEqual(local, [], 'nothing saved beside the cloud');
        assert.deepEqual(p.errors, []);
      });
    }
  });
}

describe('portal builds: language', () => {
  test("YouTube's language (getLanguage) and Yandex's (environment.i18n.lang) win over the browser's", async () => {
    for (const [name, lang, expected] of [
      ['youtube', 'de-DE', 'de'],
      ['yandex', 'tr', 'tr'],
    ] as const) {
      const p = await portal(name, { config: { lang }, locale: 'fr-FR' });
      await gameReady(p, await p.open());
      await sleep(200);
      assert.equal((await state(p.page)).lang, expected, name);
      const label = await p.page.evaluate(() =>
        document.querySelector('tri-peaks-game')!.shadowRoot!.querySelector('[part~="new-game"]')!.textContent.trim(),
      );
      assert.notEqual(label, 'New game', `${name}: the words are in ${expected} (${label})`);
      assert.deepEqual(p.errors, []);
    }
  });

  test("elsewhere the browser's language, from the folder's translations", async () => {
    const p = await portal('poki', { locale: 'fr-FR' });
    await gameReady(p, await p.open());
    await sleep(200);
    assert.equal((await state(p.page)).lang, 'fr');
    assert.ok(p.requests.some((url) => url.endsWith('/poki/translations/fr.js')));
  });
});

describe('portal build: youtube', () => {
  test("sends the score of each game won, and follows YouTube's sound switch", async () => {
    const p = await portal('youtube', { config: { audio: false } });
    await gameReady(p, await p.open());
    await sleep(100);
    assert.equal((await state(p.page)).muted, true, 'muted while YouTube says no audio');
    await p.page.evaluate(() => (window as unknown as { standIn: { audio(on: boolean): void } }).standIn.audio(true));
    assert.equal((await state(p.page)).muted, false);
    await play(p.page);
    const score = await p.page.evaluate(() => (document.querySelector('tri-peaks-game') as HTMLElement & { score: number }).score);
    const calls = await until(p, (c) => c.some((s) => s.startsWith('sendScore:')), 'sendScore');
    assert.equal(
      calls.find((s) => s.startsWith('sendScore:')),
      `sendScore:${score}`,
    );
    assert.ok(calls.indexOf(`sendScore:${score}`) > calls.indexOf('game:win'));
    assert.ok(calls.indexOf('loadData') < calls.indexOf('saveData'), 'loadData before saveData');
    assert.deepEqual(p.errors, []);
  });
});
