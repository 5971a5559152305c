/**
 * What every portal build does, over `<tri-peaks-game>`'s public events, methods and
 * properties, whatever the portal: load its SDK, start the game, and tell the SDK what
 * happens. Each portal's module (poki.ts, crazygames.ts, ...) says only how its SDK is
 * called (a `Portal`); `startPortal` does the rest.
 *
 * The order of things:
 * 1. The SDK's script is added to the page, and its `init` called once it has loaded.
 *    Nothing is reported to the SDK before `init` has settled; a report made earlier
 *    waits for it, in order (`report`).
 * 2. The game's code is imported once the SDK is up, or has failed (blocked, a load error,
 *    `init` rejected), or has taken `SDK_WAIT_MS`: the game never waits longer for it.
 *    If `init` settles later, the reports made meanwhile go to it then.
 * 3. The element is made with the portal's storage (if the SDK was up in time, else
 *    `localStorage`) and language (else the browser's), and put on the page.
 * 4. Its events become the SDK's calls: `ready` → loading finished (once); `gameplaystart`
 *    and `gameplaystop` → gameplay start and stop (never two starts without a stop, also
 *    around an ad); `win` → a score. `beforeNewDeal` shows an ad after a game that ended.
 */
import type { TriPeaksGame } from '../src/tri-peaks-game/tri-peaks-game.js';
import type { GameStorage } from '../src/tri-peaks-game/controllers/storage.js';

/** The longest the game waits for the SDK (its script, `init`, its language and storage) before it starts without it. */
export const SDK_WAIT_MS = 2500;

/** The longest the next deal waits for an ad that has not started (failed, refused, never answering). */
export const AD_START_LIMIT_MS = 10_000;

/** The longest an ad that started may keep the game muted and still (one that never says it finished). */
export const AD_PLAY_LIMIT_MS = 90_000;

/** The key the game and its statistics are saved under (`<key>` and `<key>:stats`). */
export const SAVE_KEY = 'tri-peaks';

/** Languages with a translation file in the folder (`translations/<lang>.js`), set by the build. */
declare const __TRANSLATIONS__: readonly string[];

/** What the core asks of a portal's SDK once it is up. Everything but `name` is optional: a portal does what it has. */
export interface PortalSdk {
  /** Loading began (CrazyGames' `loadingStart`, YouTube's `firstFrameReady`): called at once after init. */
  loadingStarted?(): unknown;
  /** The first board takes input (once). */
  loadingFinished?(): unknown;
  gameplayStart?(): unknown;
  gameplayStop?(): unknown;
  /**
   * Shows an interstitial ad; calls `started` when it starts to play, and settles when it
   * is over, failed or was refused.
   */
  showAd?(started: () => void): Promise<unknown>;
  /** The player's language, as a BCP 47 tag. */
  language?(): string | Promise<string>;
  /** The portal's cloud storage, for `save-key` (else `localStorage`). */
  storage?(): GameStorage | Promise<GameStorage>;
  /** Calls `pause` and `resume` when the portal pauses and resumes the game. */
  onPause?(pause: () => void, resume: () => void): void;
  /** Calls `set` with whether the portal lets the game make sound, now and on every change. */
  onAudio?(set: (enabled: boolean) => void): void;
  /** A game was won with this score (points). */
  won?(score: number): unknown;
}

export interface Portal {
  /** For console messages: "Poki". */
  name: string;
  /** The SDK script's address, as the portal documents it. */
  script: string;
  /** Runs before the script is added (GameDistribution reads its options from `window`). */
  beforeScript?(): void;
  /** Initialises the SDK once its script has loaded; rejects if it cannot. */
  init(): Promise<PortalSdk>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles with `promise`'s value, or undefined if it takes longer than `ms` (or rejects). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise.catch(() => undefined), sleep(ms).then(() => undefined)]);
}

/** Adds a classic script; resolves when it has run, rejects when it cannot load. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

/** The first language of `tags` that the folder has a translation for, else English. */
export function translationFor(...tags: (string | undefined)[]): string {
  for (const tag of tags) {
    const base = tag?.toLowerCase().split(/[-_]/)[0];
    if (base === 'en') return 'en';
    if (base && __TRANSLATIONS__.includes(base)) return base;
  }
  return 'en';
}

/**
 * Starts the game on a portal: see the file's comment. Resolves with the element once it
 * is on the page (the tests wait for it; a page need not).
 */
export async function startPortal(portal: Portal): Promise<TriPeaksGame> {
  const warn = (what: string, e?: unknown) =>
    console.warn(`tri-peaks ${portal.name}: ${what}${e === undefined ? '' : ` (${e instanceof Error ? e.message : String(e)})`}`);

  portal.beforeScript?.();
  const sdkUp: Promise<PortalSdk | null> = loadScript(portal.script)
    .then(() => portal.init())
    .catch((e: unknown) => {
      warn('the SDK is not available; the game plays without it', e);
      return null;
    });

  /** Calls `call` on the SDK once init has settled (in the order asked); a call that throws or rejects is one warning. */
  const report = (what: string, call: (sdk: PortalSdk) => unknown): void => {
    void sdkUp.then((sdk) => {
      if (!sdk) return;
      try {
        void Promise.resolve(call(sdk)).catch((e: unknown) => warn(`${what} failed`, e));
      } catch (e) {
        warn(`${what} failed`, e);
      }
    });
  };
  report('loading start', (sdk) => sdk.loadingStarted?.());

  // What is known of the SDK by the time the game starts: its language and storage.
  const early = await within(
    sdkUp.then(async (sdk) => ({
      sdk,
      language: sdk?.language
        ? await within(
            Promise.resolve().then(() => sdk.language!()),
            SDK_WAIT_MS,
          )
        : undefined,
      storage: sdk?.storage
        ? await within(
            Promise.resolve().then(() => sdk.storage!()),
            SDK_WAIT_MS,
          )
        : undefined,
    })),
    SDK_WAIT_MS,
  );
  if (!early) warn(`the SDK did not answer in ${SDK_WAIT_MS / 1000} s; the game starts without it`);

  const lang = translationFor(early?.language, navigator.language);
  const bundle = './tri-peaks-game.js';
  await Promise.all([
    import(/* @vite-ignore */ bundle),
    lang === 'en' ? null : import(/* @vite-ignore */ `./translations/${lang}.js`).catch((e: unknown) => warn(`no ${lang} words`, e)),
  ]);

  const game = document.createElement('tri-peaks-game');
  game.lang = lang;
  if (early?.storage) game.storage = early.storage;
  game.saveKey = SAVE_KEY;
  game.sound = true;
  game.beforeNewDealLimit = AD_START_LIMIT_MS + AD_PLAY_LIMIT_MS;

  // Sound: off while the portal says so, and while an ad plays.
  let audioAllowed = true;
  let adPlaying = false;
  const mute = () => (game.muted = !audioAllowed || adPlaying);

  // Gameplay as the SDK hears it: the element's play, held while an ad plays.
  let elementPlaying = false;
  let reportedPlaying = false;
  const syncGameplay = () => {
    const playing = elementPlaying && !adPlaying;
    if (playing === reportedPlaying) return;
    reportedPlaying = playing;
    if (playing) report('gameplay start', (sdk) => sdk.gameplayStart?.());
    else report('gameplay stop', (sdk) => sdk.gameplayStop?.());
  };
  game.addEventListener('gameplaystart', () => ((elementPlaying = true), syncGameplay()));
  game.addEventListener('gameplaystop', () => ((elementPlaying = false), syncGameplay()));
  game.addEventListener('ready', () => report('loading finished', (sdk) => sdk.loadingFinished?.()), { once: true });
  game.addEventListener('win', (e) => report('score', (sdk) => sdk.won?.(e.detail.score)));

  /** While an ad plays the game is muted and takes no input. */
  const holdForAd = (on: boolean) => {
    adPlaying = on;
    game.inert = on;
    mute();
    syncGameplay();
  };

  // An ad between games: after a game that ended (won or lost), never before the first.
  let ended = false;
  game.addEventListener('win', () => (ended = true));
  game.addEventListener('lose', () => (ended = true));
  game.addEventListener('deal', () => (ended = false));
  let adRunning: Promise<void> | null = null;
  const ad = (sdk: PortalSdk): Promise<void> =>
    new Promise<void>((dealMayGo) => {
      let started = false;
      let over = false;
      holdForAd(true);
      const finish = () => {
        if (over) return;
        over = true;
        clearTimeout(startLimit);
        clearTimeout(playLimit);
        holdForAd(false);
        dealMayGo();
      };
      // An ad that has not started in time: the deal goes on; if it starts later, the game holds again until it is over.
      const startLimit = setTimeout(() => {
        if (started) return;
        warn(`the ad did not start in ${AD_START_LIMIT_MS / 1000} s; dealing`);
        holdForAd(false);
        dealMayGo();
      }, AD_START_LIMIT_MS);
      let playLimit: ReturnType<typeof setTimeout> | undefined;
      const onStart = () => {
        if (started || over) return;
        started = true;
        clearTimeout(startLimit);
        holdForAd(true);
        playLimit = setTimeout(finish, AD_PLAY_LIMIT_MS);
      };
      try {
        sdk.showAd!(onStart).then(finish, (e: unknown) => (warn('the ad failed', e), finish()));
      } catch (e) {
        warn('the ad failed', e);
        finish();
      }
    });
  game.beforeNewDeal = async () => {
    const sdk = await Promise.race([sdkUp, Promise.resolve(null)]);
    if (!ended || !sdk?.showAd) return;
    adRunning ??= ad(sdk).finally(() => (adRunning = null));
    await adRunning;
  };

  // Pause and sound from the portal.
  let pausedByPortal = false;
  report('pause', (sdk) =>
    sdk.onPause?.(
      () => {
        if (game.paused) return;
        pausedByPortal = true;
        game.pause();
      },
      () => {
        if (!pausedByPortal) return;
        pausedByPortal = false;
        game.resume();
      },
    ),
  );
  report('audio', (sdk) => sdk.onAudio?.((enabled) => ((audioAllowed = enabled), mute())));
  // A language the SDK said too late for the first board.
  if (!early)
    report('language', async (sdk) => {
      if (sdk.language) game.lang = translationFor(await sdk.language());
      const later = game.lang;
      if (later !== 'en' && later !== lang) await import(/* @vite-ignore */ `./translations/${later}.js`);
    });

  document.body.append(game);
  return game;
}
