/**
 * GameDistribution (https://github.com/GameDistribution/GD-HTML5/wiki/SDK-Implementation):
 * `window.GD_OPTIONS` (the game's id and `onEvent`) before the SDK script, `gdsdk.showAd()`
 * between games, and the SDK's `SDK_GAME_PAUSE` / `SDK_GAME_START` events pausing and
 * resuming the game (it sends them around its own ads too). No cloud saves: `localStorage`.
 */
import { startPortal } from './core.js';

/** The game's id in GameDistribution's developer area, set by the build (`GAMEDISTRIBUTION_GAME_ID`). */
declare const __GD_GAME_ID__: string;

interface GdSdk {
  showAd(type?: string): Promise<unknown>;
}

/** What the SDK's events do, once the game is there. */
const on: { pause?: () => void; resume?: () => void; adStarted?: () => void } = {};

export const started = startPortal({
  name: 'GameDistribution',
  script: 'https://html5.api.gamedistribution.com/main.min.js',
  beforeScript() {
    (globalThis as { GD_OPTIONS?: unknown }).GD_OPTIONS = {
      gameId: __GD_GAME_ID__,
      onEvent(event: { name?: string }) {
        if (event?.name === 'SDK_GAME_PAUSE') {
          on.adStarted?.();
          on.pause?.();
        } else if (event?.name === 'SDK_GAME_START') on.resume?.();
      },
    };
  },
  init() {
    const sdk = (globalThis as { gdsdk?: GdSdk }).gdsdk;
    if (!sdk) return Promise.reject(new Error('no gdsdk'));
    return Promise.resolve({
      // The SDK says an ad started by pausing the game.
      showAd: async (adStarted: () => void) => {
        on.adStarted = adStarted;
        try {
          await sdk.showAd();
        } finally {
          on.adStarted = undefined;
        }
      },
      onPause(pause: () => void, resume: () => void) {
        on.pause = pause;
        on.resume = resume;
      },
    });
  },
});
