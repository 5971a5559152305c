/**
 * CrazyGames, SDK v3 (https://docs.crazygames.com/sdk/html5-v3/): `SDK.init()`, then
 * `SDK.game.loadingStart()` … `loadingStop()`, `SDK.game.gameplayStart()` / `gameplayStop()`,
 * `SDK.ad.requestAd('midgame', { adStarted, adFinished, adError })` between games, and
 * `SDK.data` (the `localStorage` interface, synced to the player's account) for saves.
 */
import { startPortal } from './core.js';
import type { GameStorage } from '../src/tri-peaks-game/controllers/storage.js';

interface CrazyGamesSdk {
  init(): Promise<unknown>;
  /** `crazygames`, `local`, or `disabled` (the SDK refuses to work on this site). */
  environment?: string;
  game: { loadingStart(): void; loadingStop(): void; gameplayStart(): void; gameplayStop(): void };
  ad: {
    requestAd(
      type: 'midgame' | 'rewarded',
      callbacks: { adStarted?: () => void; adFinished?: () => void; adError?: (error: unknown) => void },
    ): void;
  };
  data: GameStorage;
}

export const started = startPortal({
  name: 'CrazyGames',
  script: 'https://sdk.crazygames.com/crazygames-sdk-v3.js',
  async init() {
    const sdk = (globalThis as { CrazyGames?: { SDK?: CrazyGamesSdk } }).CrazyGames?.SDK;
    if (!sdk) throw new Error('no CrazyGames.SDK');
    await sdk.init();
    if (sdk.environment === 'disabled') throw new Error('the CrazyGames SDK is disabled on this site');
    return {
      loadingStarted: () => sdk.game.loadingStart(),
      loadingFinished: () => sdk.game.loadingStop(),
      gameplayStart: () => sdk.game.gameplayStart(),
      gameplayStop: () => sdk.game.gameplayStop(),
      showAd: (adStarted) =>
        new Promise<void>((adFinished, failed) =>
          sdk.ad.requestAd('midgame', {
            adStarted,
            adFinished,
            adError: (error) => failed(new Error(`ad error ${JSON.stringify(error)}`)),
          }),
        ),
      storage: () => sdk.data,
    };
  },
});
