/**
 * Poki (https://sdk.poki.com/sdk-documentation.html): `PokiSDK.init()`, then
 * `gameLoadingFinished()`, `gameplayStart()` / `gameplayStop()`, and
 * `commercialBreak(onStart)` between games. Poki keeps no cloud saves: `localStorage`.
 */
import { startPortal } from './core.js';

interface PokiSdk {
  init(): Promise<unknown>;
  gameLoadingFinished(): void;
  gameplayStart(): void;
  gameplayStop(): void;
  commercialBreak(onStart?: () => void): Promise<unknown>;
}

export const started = startPortal({
  name: 'Poki',
  script: 'https://game-cdn.poki.com/scripts/v2/poki-sdk.js',
  async init() {
    const sdk = (globalThis as { PokiSDK?: PokiSdk }).PokiSDK;
    if (!sdk) throw new Error('no PokiSDK');
    await sdk.init();
    return {
      loadingFinished: () => sdk.gameLoadingFinished(),
      gameplayStart: () => sdk.gameplayStart(),
      gameplayStop: () => sdk.gameplayStop(),
      showAd: (onStart) => sdk.commercialBreak(onStart),
    };
  },
});
